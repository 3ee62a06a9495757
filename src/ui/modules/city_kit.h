/* What the Metro City screens share (docs/rules.md §7): tourists drawn with
 * colour AND symbol, the tourists on the board, a tourist's words. */
#pragma once

#include "modules/ui_module.h"

/* The hue of tourist colour 0..7 (metro_city_colour_name order). */
ui_colour ui_city_colour(int colour);
/* One tourist: a disc of its colour with its symbol (ui_symbol kind =
 * colour) in white on a dark ring, so it reads without hue too. */
void ui_city_tourist(const ui_app *a, ui_canvas *cv, float cx, float cy, float r, int colour);
/* A free field of a colour: its hue faded, its symbol outlined. */
void ui_city_field(const ui_app *a, ui_canvas *cv, float x, float y, float w, float h, int colour,
                   bool filled);
/* Every tourist still on a board square, up to 4 drawn per square (more are
 * written as "+N"): the board overlay of a city. */
void ui_city_board_tourists(const ui_app *a, ui_canvas *cv);
/* A tourist colour's name ("red") and its symbol's ("circle") in the
 * player's language, for hover texts; sentences around them are whole
 * translatable formats, as the word order differs between languages. */
const char *ui_city_colour_words(int colour);
const char *ui_city_symbol_words(int colour);
/* "a red tourist (circle)" in the player's language, for sentences whose
 * translations take the tourist as one noun phrase. */
void ui_city_tourist_words(int colour, char *out, size_t n);
