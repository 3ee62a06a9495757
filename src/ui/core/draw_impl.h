/* The drawing object's insides, shared by draw.c, draw_shapes.c and
 * draw_text.c only (everyone else uses draw.h). */
#pragma once

#include "core/draw.h"
#include "core/draw_list.h"

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
    /* the two font files, read once: every size opens from memory (on the
     * page each open from the file system was many small reads through JS) */
    void *font_data[2];
    size_t font_len[2];
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
        bool measured; /* placed with drawing off: a spill, never an overflow */
    } shown[256];
    int n_shown;
    bool off;                    /* measure, place, draw nothing (a view sizing its parts) */
    const ui_colourway *palette; /* the app's, given at each layout pass */
    /* The layout pass: drawing calls are appended here, not drawn
     * (draw_record.c, draw_play.c); texts are measured by the font's metrics alone. */
    ui_draw_list *rec;
    /* The size setting's fit (ui_text_fit_watch): texts past their box or
     * under a widget, counted in the layout pass too. */
    bool watch;
    int spills;
    int smallest; /* px of the smallest watched text (ui_text_smallest) */
    int floor_px; /* words are at least this tall (ui_text_floor) */
    /* The contrast check (ui_text_contrast_watch, draw_contrast.c): 0 off. */
    float contrast_min;
    bool inactive; /* texts of an inactive control follow (ui_text_inactive) */
    int contrast_fails;
    char contrast_first[200];
};

/* The cache slot of key (found: it holds a texture already); a full cache
 * starts again. */
cache_entry *ui_draw_cache_find(ui_draw *d, uint64_t key, bool *found);
/* FNV-1a over a string (from h) and over a tag and four integers. */
uint64_t ui_draw_hash_str(uint64_t h, const char *s);
uint64_t ui_draw_hash_ints(char tag, int a, int b, int c, int e);
/* Colour and alpha a white texture is drawn in. */
void ui_draw_tint(SDL_Texture *t, ui_colour c);

/* ---- recorded operations (draw_record.c, draw_play.c) ------------------------------------ */
enum ui_draw_op_kind {
    UI_OP_NONE,
    UI_OP_FILL,
    UI_OP_LINE,
    UI_OP_POLYGON,
    UI_OP_ROUND, /* a rounded rect or frame (ui_draw_round) */
    UI_OP_CIRCLE,
    UI_OP_SYMBOL,
    UI_OP_FRAME_FILL,
    UI_OP_ART, /* tile art (ui_draw_art) */
    UI_OP_CLIP,
    UI_OP_UNCLIP,
    UI_OP_TEXT
};

typedef struct ui_draw_op {
    int kind;
    ui_colour c;
    float f[8];
    int i[4];        /* a symbol's kind; a text's font and size; tile art's */
    ui_tileart *art; /* tile art is fetched when drawn (ui_draw_art) */
    size_t at, len;  /* its text or points in the list's bytes */
} ui_draw_op;

/* A list of recorded operations (draw_record.c appends, draw_play.c plays). */
struct ui_draw_list {
    ui_draw_op *ops;
    int n, cap;
    char *bytes; /* texts and polygon points, ops point in by offset */
    size_t used, room;
};

/* A new operation at the list's end (NULL: out of memory, not drawn). */
ui_draw_op *ui_draw_list_add(ui_draw_list *l, int kind, ui_colour c);
/* Copies n bytes of op's data into the list. */
bool ui_draw_list_keep(ui_draw_list *l, ui_draw_op *op, const void *data, size_t n);
/* Records an operation with up to eight numbers; true when recording. */
bool ui_draw_rec(ui_draw *d, int kind, ui_colour c, int n, const float *f);
/* A rounded rect (t <= 0) or frame t thick. */
void ui_draw_round(ui_draw *d, float x, float y, float w, float h, float r, float t, ui_colour c);
/* The contrast check of one text about to be drawn at x, y (draw_contrast.c). */
void ui_draw_contrast_check(ui_draw *d, TTF_Font *f, int x, int y, ui_colour c, const char *text);
/* A text's texture at its left edge, without the checks (done when placed). */
void ui_draw_text_now(ui_draw *d, int font, int px, float left, float y, ui_colour c,
                      const char *text, bool inactive);

/* A font (0 regular, 1 bold) at `px` from its file's bytes read by
 * ui_draw_new; NULL when that file could not be read or opened. */
TTF_Font *ui_font_open(const ui_draw *d, int font, int px);
