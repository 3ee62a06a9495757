/* The choices the window remembers in its settings file (setup.txt),
 * changed from input: each is heard or seen at once, then saved. */
#pragma once

#include "ui.h"

/* Writes the settings; a failed write is said in the window, with why. */
void ui_prefs_save(ui_app *a);
/* The set-up screen's language chooser: the window speaks it at once. */
void ui_prefs_language(ui_app *a, int lang);
/* Volume steps of 10 (step -1, +1) or mute on and off (toggle_mute). */
void ui_prefs_sound(ui_app *a, bool toggle_mute, int step);
/* All lines in colour, only mine, plain (L). */
void ui_prefs_line_colours(ui_app *a);
/* The next palette of seat and company colours (docs/ui.md, "Palettes"). */
void ui_prefs_palette(ui_app *a);
/* Confirm each turn: in hotseat, always, never. */
void ui_prefs_confirm_turn(ui_app *a);
/* Each open line's worth on its station marker, on or off (V). */
void ui_prefs_line_values(ui_app *a);
/* Size of words and panels in steps of 10 % (step 0: back to 100 %). */
void ui_prefs_scale(ui_app *a, int step);
