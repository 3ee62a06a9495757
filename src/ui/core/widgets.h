/* The generic widgets every screen uses: buttons, dialog cards, switches,
 * steppers. Each registers its hit rect where it places itself (immediate
 * mode, run in the layout pass only: its drawing is recorded, then played). */
#pragma once

#include "core/theme.h"
#include "ui.h"

/* What a control is, for speech (issue 38): said with its words and state. */
enum ui_role {
    UI_ROLE_NONE,
    UI_ROLE_BUTTON, /* state -1: unavailable (a menu item Up and Down reach) */
    UI_ROLE_SWITCH, /* state: on */
    UI_ROLE_CHOICE, /* one of a row's buttons with one action; state: chosen */
    UI_ROLE_CYCLE,  /* one button stepping through `of` values; state: the value */
    UI_ROLE_FIELD
};
/* Marks the hits added since the frame had `first` of them as a control of
 * `role` in `state` (core/layout.c). */
void ui_hit_role(ui_canvas *cv, int first, int role, int state, int of);

/* Narrows the box texts must keep inside (draw.h) to [x, x + w] across,
 * within the current one; returns the box it replaces, to put back. */
ui_box ui_box_across(const ui_app *a, ui_canvas *cv, float x, float w);
/* A button; registers a hit rect when enabled. */
void ui_button(const ui_app *a, ui_canvas *cv, float x, float y, float w, float h,
               const char *label, int action, int arg, bool enabled, bool primary);
/* Dim the screen and draw a centred dialog card of about w x h with a title;
 * returns the card's top-left corner in *x, *y. */
void ui_dialog_card(const ui_app *a, ui_canvas *cv, float w, float h, float *x, float *y,
                    const char *title);
/* An on/off switch h high and 2h wide (no hit rect: callers size it). */
void ui_switch(const ui_app *a, ui_canvas *cv, float x, float y, float h, bool on, bool enabled);
/* A switch with a bold label and an optional note under it; the whole row
 * `w` wide is clickable when enabled. */
void ui_toggle(const ui_app *a, ui_canvas *cv, float x, float y, float w, const char *label,
               bool on, int action, int arg, bool enabled, const char *note);
/* "- N +" ending at x_right: the buttons send action_minus and action_plus,
 * both with `arg`; `label` goes on the left (may be NULL). */
void ui_stepper(const ui_app *a, ui_canvas *cv, float x_right, float y, int value,
                const char *label, int action_minus, int action_plus, int arg);
/* "- VALUE +" the same with a value in words ("mixed"), as wide as it needs. */
void ui_stepper_words(const ui_app *a, ui_canvas *cv, float x_right, float y, const char *value,
                      const char *label, int action_minus, int action_plus, int arg);
/* `text` cut to at most w pixels wide at font/px, ending in "…" when cut
 * (whole UTF-8 characters); written to out, which it returns. */
const char *ui_ellipsize(const ui_app *a, ui_canvas *cv, int font, int px, const char *text,
                         float w, char *out, size_t n);
/* PREFIX NAME SUFFIX in at most w pixels, only the name cut ("Wilhelmina B…'s
 * turn"); written to out, which it returns. */
const char *ui_fit_name(const ui_app *a, ui_canvas *cv, int font, int px, const char *prefix,
                        const char *name, const char *suffix, float w, char *out, size_t n);
/* The same from a translated format with one "%s" (or "%1$s") for the name:
 * ui_fit_name_fmt(a, f, px, _("%s's turn"), name, w, out, n). */
const char *ui_fit_name_fmt(const ui_app *a, ui_canvas *cv, int font, int px, const char *fmt,
                            const char *name, float w, char *out, size_t n);
/* ui_text, ellipsized to at most w pixels (names where space is short). */
int ui_text_fit(const ui_app *a, ui_canvas *cv, int font, int px, float x, float y, int align,
                ui_colour c, const char *text, float w);
/* The same for the game's own words (a heading, a sight's name): a cut is
 * drawn, and reported (ui_text_cut), as a translation too long for its
 * place is a defect to fix, not a name to shorten. */
int ui_words_fit(const ui_app *a, ui_canvas *cv, int font, int px, float x, float y, int align,
                 ui_colour c, const char *text, float w);
/* A pop-up message (notice, illegal-move reason) on background bg: at the
 * foot of the side panel during play, where it covers no board label, the
 * next one of the frame above it; bottom centre on the set-up screen. */
void ui_popup(const ui_app *a, ui_canvas *cv, const char *text, ui_colour bg);
/* A one-line text field h high. Text longer than the field ends in "…";
 * with focus the end stays in view behind a "…", with a caret. `limit` > 0
 * shows "used/limit" while typing (the name field: the limit is visible,
 * not a silent cut). A click on it sends action and arg (none: UI_ACT_NONE). */
void ui_text_field(const ui_app *a, ui_canvas *cv, float x, float y, float w, float h,
                   const char *text, bool focus, int action, int arg, int limit);
