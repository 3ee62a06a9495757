/* Tile art drawn at start-up at the exact pixel size needed (crisp at any size). */
#pragma once

#include <stdbool.h>

#include "sdl.h"

typedef struct ui_tileart ui_tileart;

ui_tileart *ui_tileart_new(SDL_Renderer *r);
void ui_tileart_free(ui_tileart *t);
/* Forget every texture (window resized or renderer reset). */
void ui_tileart_flush(ui_tileart *t);
/* A whole tile of type 0..23 at `px` pixels square. */
SDL_Texture *ui_tile_texture(ui_tileart *t, int tile, int px);
/* One track (white mask to tint) entering through `in_side`, shaped by `letter`
 * ('a'..'d'), at `px` pixels square; half as wide again when `wide` (the
 * high-contrast palette). */
SDL_Texture *ui_track_texture(ui_tileart *t, int in_side, char letter, int px, bool wide);
/* The same track's thin centre stripe (completed lines wear it). */
SDL_Texture *ui_track_core_texture(ui_tileart *t, int in_side, char letter, int px, bool wide);
/* The middle of that track in unit-square coordinates (where a mark sits). */
void ui_track_middle(int in_side, char letter, float *x, float *y);
/* Exit position of `exit` 0..7 in unit-square coordinates (docs/rules.md §1). */
void ui_exit_pos(int exit, float *x, float *y);
/* Distance (unit square) from point (x, y) to the track entering at in_side. */
float ui_track_distance(int in_side, char letter, float x, float y);
