/* The small drawing API every view uses: rects, AA shapes, text, sprites, clip. */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#include "sdl.h"

#define UI_PI 3.14159265358979f

typedef struct ui_colour {
    uint8_t r, g, b, a;
} ui_colour;

#define UI_RGB(x)      ((ui_colour){(x) >> 16 & 255, (x) >> 8 & 255, (x)&255, 255})
#define UI_RGBA(x, al) ((ui_colour){(x) >> 16 & 255, (x) >> 8 & 255, (x)&255, (al)})

enum ui_align { UI_LEFT = 0, UI_CENTRE = 1, UI_RIGHT = 2 };
enum ui_font { UI_REGULAR = 0, UI_BOLD = 1 };

/* A coverage function for CPU-rasterised sprites: 0..1 at pixel centre (x, y)
 * in sprite pixels. */
typedef float (*ui_shape_fn)(const void *param, float x, float y);

typedef struct ui_draw ui_draw;

ui_draw *ui_draw_new(SDL_Renderer *r, const char *font_dir, char *err, size_t errlen);
void ui_draw_free(ui_draw *d);
SDL_Renderer *ui_draw_renderer(ui_draw *d);
/* Drawing off (true) or on; returns the previous setting. While off every
 * call measures as usual (text widths) and draws nothing: the layout pass. */
bool ui_draw_off(ui_draw *d, bool off);
/* Drop every cached texture (after a resize or a renderer reset). */
void ui_draw_flush(ui_draw *d);
/* The palette seats, companies and theme inks are drawn in (core/palette.h):
 * the app's setting, given at each layout pass (NULL: printed). */
typedef struct ui_colourway ui_colourway;
void ui_draw_use_palette(ui_draw *d, const ui_colourway *palette);
const ui_colourway *ui_draw_palette(const ui_draw *d);

void ui_fill_rect(ui_draw *d, float x, float y, float w, float h, ui_colour c);
void ui_round_rect(ui_draw *d, float x, float y, float w, float h, float radius, ui_colour c);
/* Drop shadow of a card: only the strips that show (cheap in software). */
void ui_shadow(ui_draw *d, float x, float y, float w, float h, float dx, float dy, ui_colour c);
/* A filled rounded rect with a square hole (x0, y0, side hole) left undrawn. */
void ui_round_frame_fill(ui_draw *d, float x, float y, float w, float h, float radius, ui_colour c,
                         float hx, float hy, float hs);
/* An outline only, `t` pixels thick. */
void ui_round_frame(ui_draw *d, float x, float y, float w, float h, float radius, float t,
                    ui_colour c);
void ui_circle(ui_draw *d, float cx, float cy, float radius, ui_colour c);
void ui_ring(ui_draw *d, float cx, float cy, float radius, float t, ui_colour c);
/* Antialiased thick segment (feathered geometry). */
void ui_line(ui_draw *d, float x0, float y0, float x1, float y1, float width, ui_colour c);
/* Antialiased convex polygon. */
void ui_polygon(ui_draw *d, const float *xy, int n, ui_colour c);
/* Owner symbol `kind` 0..13: seats circle, square, triangle, diamond, star,
 * hexagon; companies plus, inverted triangle, X, pentagon, bar, chevron,
 * hourglass, T (was: 0..7 circle, square, triangle, diamond, star, hexagon,
 * plus, inverted triangle). */
void ui_symbol(ui_draw *d, int kind, float cx, float cy, float radius, ui_colour c);

/* Text at pixel size `px`; y is the top. Returns the width drawn. */
int ui_text(ui_draw *d, int font, int px, float x, float y, int align, ui_colour c,
            const char *text);
int ui_textf(ui_draw *d, int font, int px, float x, float y, int align, ui_colour c,
             const char *fmt, ...)
#ifdef __GNUC__
    __attribute__((format(printf, 8, 9)))
#endif
    ;
/* The text floor (docs/ui.md "Size"): while set to UI_TEXT_MIN_PX, a
 * smaller px asked for is raised to it (0: off). Returns the old floor. */
enum { UI_TEXT_MIN_PX = 11 };
int ui_text_floor(ui_draw *d, int px);
int ui_text_width(ui_draw *d, int font, int px, const char *text);
/* The box texts must keep inside (the whole output when w <= 0): a text
 * drawn past it is counted as an overflow, so a translation too long for its
 * button or card is found (`metro --check-text`, the visual suite); so is a
 * text with the engine's words in it (a docs/ path, a module id). Returns
 * the box it replaces, to put back. */
typedef struct ui_box {
    float x, y, w, h;
} ui_box;
ui_box ui_text_box(ui_draw *d, ui_box box);
/* The game's own words (a heading, a sight's name) were cut with "…" to
 * fit: an overflow as a text past its box is (a player's name may be cut,
 * the game's words must fit: `metro --check-text`). */
void ui_text_cut(ui_draw *d, const char *text, const char *shown);
/* Overflows since the last call (then forgotten); the first one's text and
 * box in `what`. */
int ui_text_overflows(ui_draw *d, char *what, size_t n);
/* Overflows counted so far, and back to that count: a layout the size
 * search tried and did not keep is no defect (render's layout pass). */
int ui_text_overflows_count(ui_draw *d);
void ui_text_overflows_rewind(ui_draw *d, int count);
/* A widget (a button) is drawn at x, y, w, h: a text drawn before under it
 * is hidden, counted as an overflow. Reset at each frame and under each
 * dialog card (what a dialog covers is meant to be covered). */
void ui_text_cover(ui_draw *d, float x, float y, float w, float h);
void ui_text_covers_reset(ui_draw *d);
/* The size setting's fit (render.c): while watched (returns the previous
 * setting), texts past their box or under a widget are counted, in the
 * layout pass too;
 * ui_text_spills says how many since it was last asked. */
bool ui_text_fit_watch(ui_draw *d, bool on);
int ui_text_spills(ui_draw *d);
/* The size in px of the smallest words placed while watched, since it was
 * last asked (0: none): what the size search leaves on screen. */
int ui_text_smallest(ui_draw *d);
/* The contrast check (`metro --check-text`): while min_ratio > 0, each
 * text drawn is measured against the pixels under its glyphs (WCAG's
 * contrast ratio, the median glyph pixel); one under min_ratio is a
 * failure. Reading pixels back is slow: checks only, never the game. */
void ui_text_contrast_watch(ui_draw *d, float min_ratio);
/* The texts that follow, until set back, label an inactive control (a
 * disabled button): WCAG 1.4.3 asks no contrast of them, and the check
 * skips them. Returns the previous setting. */
bool ui_text_inactive(ui_draw *d, bool on);
/* Failures since the last call (then forgotten); the first one in `what`. */
int ui_text_contrast_failures(ui_draw *d, char *what, size_t n);
/* WCAG 2.x relative luminance of an sRGB colour, and the ratio of two. */
double ui_luminance(uint8_t r, uint8_t g, uint8_t b);
double ui_contrast_ratio(double l1, double l2);
/* Wrapped text in a box `w` wide; returns the height used (a fully
 * transparent colour only measures). */
int ui_text_wrap(ui_draw *d, int font, int px, float x, float y, float w, ui_colour c,
                 const char *text);

/* A sprite from a coverage function, cached under `key` (unique per shape
 * and size); drawn tinted with c. */
void ui_sprite(ui_draw *d, uint64_t key, int w, int h, ui_shape_fn fn, const void *param, float x,
               float y, ui_colour c);
/* Textures owned by callers drawn tinted at a rect, drawing directly only
 * (the icon): while a list records, nothing (a texture may be gone when the
 * list is played; views draw tile art with ui_draw_art, draw_list.h). */
void ui_texture(ui_draw *d, SDL_Texture *t, float x, float y, float w, float h, ui_colour c);

/* Drawing, words and click areas (ui_hit_add) are cut to a rectangle, in
 * the layout pass too; ui_clip_get returns it (w <= 0: none) to put back
 * with ui_clip_set. */
void ui_clip(ui_draw *d, float x, float y, float w, float h);
void ui_unclip(ui_draw *d);
ui_box ui_clip_get(const ui_draw *d);
void ui_clip_set(ui_draw *d, ui_box clip);
/* A rectangle cut to the clip; false when nothing of it is left. */
bool ui_clip_cut(const ui_draw *d, ui_box *r);

/* Shape helpers used by sprites (signed distance -> coverage). */
static inline float ui_cover(float dist_inside) /* >0 inside, in pixels */
{
    float v = dist_inside + 0.5f;
    return v < 0 ? 0 : v > 1 ? 1 : v;
}
