/* Helpers that build deterministic screenshot scenes: set-ups with fixed
 * seeds and a seeded move picker (not an AI), used by src/ui/harness/scenes.c and the
 * modules' scenes (src/ui/modules/). */
#pragma once

#include "modules/ui_module.h"

/* Seat 0 human, the others computer seats with fixed names (no privacy screen). */
void ui_scene_setup_struct(ui_setup *s, int players, bool free_orientation, uint64_t seed);
/* The set-up screen with computer seats 2..6 (module switches left to the caller). */
void ui_scene_setup_screen(ui_app *a);
/* Starts a game with `modules` (comma list of ids) and every module option
 * of them set to `option`. */
void ui_scene_start_with(ui_app *a, int players, const char *modules, int option, uint64_t seed);
/* n moves: a module move with probability permille/1000 when one exists
 * (for computer seats only with ai_only), else a lay (never a draw). */
void ui_scene_play(ui_app *a, int n, uint64_t seed, int permille, bool stop_at_human, bool ai_only);
/* Plays on to the human's turn, then points at a square the tile may go. */
void ui_scene_to_human(ui_app *a, uint64_t seed);
/* Plays to the end (module moves with probability permille) and shows it. */
void ui_scene_to_end(ui_app *a, uint64_t seed, int permille);
/* The end screen a table's ending describes (the moves picked with seed
 * 101 x the deal's); true. */
bool ui_scene_ending_build(ui_app *a, const ui_scene_ending *e);
/* Draws the scene in language `lang` (a catalogue of po/); false, with a
 * message, when it cannot be loaded. */
bool ui_scene_language(ui_app *a, const char *lang);
/* A lay of position s picked uniformly with rng (one draw); false when the
 * player to move has none (the move is a draw or a module's). */
bool ui_scene_random_lay(const metro_state *s, metro_rng *rng, metro_move *out);
/* The pointer over square sq. */
void ui_scene_hover(ui_app *a, int sq);
