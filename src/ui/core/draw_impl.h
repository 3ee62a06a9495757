/* The drawing object's insides, shared by draw.c, draw_shapes.c and
 * draw_text.c only (everyone else uses draw.h). */
#pragma once

#include "core/draw.h"

enum { CACHE_SLOTS = 2048, FONT_SLOTS = 32 };

typedef struct cache_entry {
    uint64_t key;
    SDL_Texture *tex;
    int w, h;
} cache_entry;

typedef struct font_entry {
    int font, px;
    TTF_Font *f;
} font_entry;

struct ui_draw {
    SDL_Renderer *r;
    char font_path[2][1024];
    font_entry fonts[FONT_SLOTS];
    int n_fonts;
    cache_entry cache[CACHE_SLOTS];
    int used;
    ui_box box;      /* texts keep inside it (w <= 0: the output) */
    ui_box clip;     /* drawing and click areas are cut to it (w <= 0: none) */
    int overflows;   /* texts that did not */
    char first[200]; /* the first of them, for the message */
    /* Texts drawn since the last ui_text_covers_reset: a widget drawn over
     * one hides it (ui_text_cover counts that as an overflow too). */
    struct {
        ui_box box;
        char text[40];
    } shown[256];
    int n_shown;
    bool off; /* the layout pass: measure, place, draw nothing */
    /* The size setting's fit (ui_text_fit_watch): texts past their box or
     * under a widget, counted in the layout pass too. */
    bool watch;
    int spills;
    int smallest; /* px of the smallest watched text (ui_text_smallest) */
    int floor_px; /* words are at least this tall (ui_text_floor) */
};

/* The cache slot of key (found: it holds a texture already); a full cache
 * starts again. */
cache_entry *ui_draw_cache_find(ui_draw *d, uint64_t key, bool *found);
/* FNV-1a over a string (from h) and over a tag and four integers. */
uint64_t ui_draw_hash_str(uint64_t h, const char *s);
uint64_t ui_draw_hash_ints(char tag, int a, int b, int c, int e);
/* Colour and alpha a white texture is drawn in. */
void ui_draw_tint(SDL_Texture *t, ui_colour c);
