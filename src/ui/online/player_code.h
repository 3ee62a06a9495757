/* The player code on the Join screen (docs/ui.md "Player code"): this
 * window's player key as the code a player copies to another computer,
 * shown only when asked (it is the player, like a password), and a code
 * from another computer taken instead, checked, and kept atomically with
 * mode 0600 in DATA/player-key.txt. */
#pragma once

#include <stdbool.h>

struct ui_app;
struct ui_canvas;

/* Shows the code (read from the key file, made when there is none), or
 * hides it again. */
void ui_player_code_toggle(struct ui_app *a);
/* The code to the clipboard. */
void ui_player_code_copy(struct ui_app *a);
/* The typed code becomes this window's player key; refused with the
 * reason in the player's words (the file unchanged) when it is not one. */
void ui_player_code_use(struct ui_app *a);
/* Its part of the Join screen at y, w wide; the y below it. */
float ui_draw_player_code(const struct ui_app *a, struct ui_canvas *cv, float x, float y, float w);
