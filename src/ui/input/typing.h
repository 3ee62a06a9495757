/* Typing in a field (a name, the seed, the address, the chat line, the
 * Save and Load dialogs' name), and Tab's walk through the controls. */
#pragma once

#include "ui.h"

/* Enter or Space on the focused control: what a click on it does; false
 * when no control has the ring. */
bool ui_activate_focus(ui_app *a);
/* Tab (dir 1) and Shift+Tab (-1): the next control, from the field being
 * typed in if any. */
void ui_tab(ui_app *a, int dir);
/* A key while a set-up, Join, lobby or chat field takes typing. */
void ui_typing_key(ui_app *a, SDL_Keycode k, bool ctrl, bool shift);
/* SDL's text event: into the field that takes typing, if any. */
void ui_text_input(ui_app *a, const char *t);
