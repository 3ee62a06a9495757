/* The cached layer's signature: a hash of everything its views may read. */
#pragma once

#include "ui.h"

/* Hashes the UI state (all of it before the pointer, byte for byte, so a
 * new field is covered without being listed), the widget under the
 * pointer (the only way the layer sees the pointer: a button lights up),
 * the game (position, seats, history cursor and length, generation) and
 * the window size. Any change of one of them changes the result. */
uint64_t ui_layer_signature(const ui_state *ui, const ui_hit *hovered, const metro_game *g,
                            int game_gen, int w, int h);
