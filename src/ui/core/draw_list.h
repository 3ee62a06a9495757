/* A recorded drawing: what the layout pass placed, replayed by drawing.
 * While a list records (ui_draw_record), the drawing calls of draw.h
 * measure and check as usual but append to the list instead of touching
 * the renderer; ui_draw_list_play then draws it. */
#pragma once

#include "core/draw.h"
#include "core/tileart.h"

typedef struct ui_draw_list ui_draw_list;

ui_draw_list *ui_draw_list_new(void);
void ui_draw_list_free(ui_draw_list *l);
void ui_draw_list_clear(ui_draw_list *l);
/* Operations recorded (a test's and the benchmark's figure). */
int ui_draw_list_count(const ui_draw_list *l);
/* Record into l from now on (NULL: draw again); returns the list it replaces. */
ui_draw_list *ui_draw_record(ui_draw *d, ui_draw_list *l);
/* The words l recorded whose text starts inside the rectangle, joined by
 * ", " (a control's label, for speech); returns the length written. */
int ui_draw_list_words_in(const ui_draw_list *l, float x, float y, float w, float h, char *out,
                          size_t n);
/* Operation i's text with its left edge and middle height, NULL when it
 * is no text. */
const char *ui_draw_list_text(const ui_draw_list *l, int i, float *x, float *y_mid);
/* Draw what l recorded, in order, on the renderer's current target. */
void ui_draw_list_play(ui_draw *d, const ui_draw_list *l);

/* Tile art, by what it is: fetched from `art` when drawn, not when placed
 * (the layout pass creates no texture, and art recycled between the two
 * is fetched again). */
enum ui_art_kind {
    UI_ART_TILE,       /* ui_tile_texture(art, a, px) */
    UI_ART_TRACK,      /* ui_track_texture(art, a, (char)b, px, false) */
    UI_ART_CORE,       /* ui_track_core_texture(art, a, (char)b, px, false) */
    UI_ART_TRACK_WIDE, /* the same, wide (high contrast) */
    UI_ART_CORE_WIDE
};
void ui_draw_art(ui_draw *d, ui_tileart *art, int kind, int a, int b, int px, float x, float y,
                 float w, float h, ui_colour c);
