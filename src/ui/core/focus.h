/* Keyboard focus: Tab and Shift+Tab move it through the controls of the
 * frame (their click areas, in the order the views register them); Enter
 * and Space act on the focused control as a click would (input.c), and a
 * ring is drawn around it (view_focus.c). */
#pragma once

#include "ui.h"

/* The screen and dialog a focus belongs to: a focus set elsewhere is none,
 * and is dropped at the next key (a new screen or dialog starts without). */
int ui_focus_where(const ui_state *u);
/* The focused control's click area in this frame, NULL if none. */
const ui_hit *ui_focus_hit(const ui_app *a);
/* Focus on control (action, arg) here. */
void ui_focus_set(ui_app *a, int action, int arg);
void ui_focus_clear(ui_app *a);
/* The next (dir 1) or previous (-1) control, round the end; from none the
 * first (of the dialog card on top, if any) or the last. */
void ui_focus_step(ui_app *a, int dir);
/* The ring around the focused control (view_focus.c), over everything. */
void ui_draw_focus(const ui_app *a, ui_canvas *cv);
