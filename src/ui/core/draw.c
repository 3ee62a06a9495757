/* Drawing API over an SDL_Renderer: cached CPU-rasterised sprites and text,
 * feathered geometry for antialiased lines and polygons. */
#include "core/draw.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "metro/module.h"

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
};

ui_draw *ui_draw_new(SDL_Renderer *r, const char *font_dir, char *err, size_t errlen)
{
    ui_draw *d = calloc(1, sizeof *d);
    if (!d) return snprintf(err, errlen, "out of memory"), NULL;
    d->r = r;
    snprintf(d->font_path[0], sizeof d->font_path[0], "%s/DejaVuSans.ttf", font_dir);
    snprintf(d->font_path[1], sizeof d->font_path[1], "%s/DejaVuSans-Bold.ttf", font_dir);
    for (int i = 0; i < 2; i++) {
        TTF_Font *f = TTF_OpenFont(d->font_path[i], 12);
        if (!f) {
            snprintf(err, errlen, "cannot open font %s: %s", d->font_path[i], TTF_GetError());
            free(d);
            return NULL;
        }
        TTF_CloseFont(f);
    }
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    return d;
}

void ui_draw_flush(ui_draw *d)
{
    for (int i = 0; i < CACHE_SLOTS; i++)
        if (d->cache[i].tex) SDL_DestroyTexture(d->cache[i].tex);
    memset(d->cache, 0, sizeof d->cache);
    d->used = 0;
}

bool ui_draw_off(ui_draw *d, bool off)
{
    bool was = d->off;
    d->off = off;
    return was;
}

void ui_draw_free(ui_draw *d)
{
    if (!d) return;
    ui_draw_flush(d);
    for (int i = 0; i < d->n_fonts; i++) TTF_CloseFont(d->fonts[i].f);
    free(d);
}

SDL_Renderer *ui_draw_renderer(ui_draw *d)
{
    return d->r;
}

/* ---- texture cache ------------------------------------------------------ */
static cache_entry *cache_find(ui_draw *d, uint64_t key, bool *found)
{
    key |= 1; /* 0 marks a free slot */
    size_t i = (size_t)(key * 0x9E3779B97F4A7C15ull >> 53) % CACHE_SLOTS;
    for (;; i = (i + 1) % CACHE_SLOTS) {
        if (d->cache[i].key == key) return *found = true, &d->cache[i];
        if (!d->cache[i].key) break;
    }
    if (d->used > CACHE_SLOTS * 3 / 4) { /* full: start again (rare) */
        ui_draw_flush(d);
        return cache_find(d, key, found);
    }
    *found = false;
    d->used++;
    d->cache[i].key = key;
    return &d->cache[i];
}

static uint64_t hash_str(uint64_t h, const char *s)
{
    for (; *s; s++) h = (h ^ (unsigned char)*s) * 0x100000001B3ull;
    return h;
}

static uint64_t hash_ints(char tag, int a, int b, int c, int e)
{
    uint64_t h = (0xCBF29CE484222325ull ^ (uint64_t)tag) * 0x100000001B3ull;
    int v[4] = {a, b, c, e};
    for (int i = 0; i < 4; i++) h = (h ^ (uint64_t)(uint32_t)v[i]) * 0x100000001B3ull;
    return h;
}

static void tint(SDL_Texture *t, ui_colour c)
{
    SDL_SetTextureColorMod(t, c.r, c.g, c.b);
    SDL_SetTextureAlphaMod(t, c.a);
}

/* ---- rectangles and geometry --------------------------------------------- */
void ui_fill_rect(ui_draw *d, float x, float y, float w, float h, ui_colour c)
{
    if (d->off) return;
    SDL_SetRenderDrawColor(d->r, c.r, c.g, c.b, c.a);
    /* opaque fills skip blending: a plain fill is many times faster in software */
    SDL_SetRenderDrawBlendMode(d->r, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    SDL_FRect rc = {x, y, w, h};
    SDL_RenderFillRectF(d->r, &rc);
}

static SDL_Vertex vtx(float x, float y, ui_colour c, float alpha)
{
    SDL_Vertex v = {{x, y}, {c.r, c.g, c.b, (Uint8)(c.a * alpha)}, {0, 0}};
    return v;
}

void ui_line(ui_draw *d, float x0, float y0, float x1, float y1, float width, ui_colour c)
{
    if (d->off) return;
    float dx = x1 - x0, dy = y1 - y0, len = sqrtf(dx * dx + dy * dy);
    if (len < 1e-3f) return;
    float nx = -dy / len, ny = dx / len, hw = width * 0.5f - 0.5f, a = 1;
    if (hw < 0) a = width, hw = 0;
    float off[4] = {-hw - 1, -hw, hw, hw + 1}, al[4] = {0, a, a, 0};
    SDL_Vertex v[8];
    for (int i = 0; i < 4; i++) {
        v[i] = vtx(x0 + nx * off[i], y0 + ny * off[i], c, al[i]);
        v[4 + i] = vtx(x1 + nx * off[i], y1 + ny * off[i], c, al[i]);
    }
    int idx[18];
    for (int i = 0; i < 3; i++) {
        int q[6] = {i, i + 1, 5 + i, i, 5 + i, 4 + i};
        memcpy(idx + 6 * i, q, sizeof q);
    }
    SDL_SetRenderDrawBlendMode(d->r, SDL_BLENDMODE_BLEND);
    SDL_RenderGeometry(d->r, NULL, v, 8, idx, 18);
}

void ui_polygon(ui_draw *d, const float *xy, int n, ui_colour c)
{
    if (d->off) return;
    enum { MAXP = 32 };
    if (n < 3 || n > MAXP) return;
    SDL_Vertex v[2 * MAXP];
    int idx[3 * MAXP + 6 * MAXP], k = 0;
    float area = 0;
    for (int i = 0; i < n; i++) {
        int j = (i + 1) % n;
        area += xy[2 * i] * xy[2 * j + 1] - xy[2 * j] * xy[2 * i + 1];
    }
    float sgn = area > 0 ? 1.0f : -1.0f;
    for (int i = 0; i < n; i++) {
        int p = (i + n - 1) % n, q = (i + 1) % n;
        float e0x = xy[2 * i] - xy[2 * p], e0y = xy[2 * i + 1] - xy[2 * p + 1];
        float e1x = xy[2 * q] - xy[2 * i], e1y = xy[2 * q + 1] - xy[2 * i + 1];
        float l0 = sqrtf(e0x * e0x + e0y * e0y) + 1e-6f, l1 = sqrtf(e1x * e1x + e1y * e1y) + 1e-6f;
        /* outward normal: edge direction rotated by the winding */
        float n0x = e0y / l0 * sgn, n0y = -e0x / l0 * sgn, n1x = e1y / l1 * sgn,
              n1y = -e1x / l1 * sgn;
        float mx = n0x + n1x, my = n0y + n1y, ml = mx * n1x + my * n1y;
        if (ml < 0.2f) ml = 0.2f;
        mx /= ml, my /= ml;
        v[i] = vtx(xy[2 * i] - mx * 0.5f, xy[2 * i + 1] - my * 0.5f, c, 1);
        v[n + i] = vtx(xy[2 * i] + mx * 0.5f, xy[2 * i + 1] + my * 0.5f, c, 0);
    }
    for (int i = 1; i + 1 < n; i++) idx[k++] = 0, idx[k++] = i, idx[k++] = i + 1;
    for (int i = 0; i < n; i++) {
        int j = (i + 1) % n;
        int q[6] = {i, j, n + j, i, n + j, n + i};
        memcpy(idx + k, q, sizeof q);
        k += 6;
    }
    SDL_SetRenderDrawBlendMode(d->r, SDL_BLENDMODE_BLEND);
    SDL_RenderGeometry(d->r, NULL, v, 2 * n, idx, k);
}

/* ---- CPU sprites ----------------------------------------------------------- */
void ui_sprite(ui_draw *d, uint64_t key, int w, int h, ui_shape_fn fn, const void *param, float x,
               float y, ui_colour c)
{
    if (d->off) return;
    if (w <= 0 || h <= 0 || w > 4096 || h > 4096) return;
    bool found;
    cache_entry *e = cache_find(d, key, &found);
    if (!found) {
        SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
        if (!s) return;
        for (int py = 0; py < h; py++) {
            Uint32 *row = (Uint32 *)((Uint8 *)s->pixels + py * s->pitch);
            for (int px = 0; px < w; px++) {
                float a = fn(param, (float)px + 0.5f, (float)py + 0.5f);
                row[px] = (Uint32)(a * 255.0f + 0.5f) << 24 | 0xFFFFFFu;
            }
        }
        e->tex = SDL_CreateTextureFromSurface(d->r, s);
        SDL_FreeSurface(s);
        if (e->tex) SDL_SetTextureBlendMode(e->tex, SDL_BLENDMODE_BLEND);
        e->w = w, e->h = h;
    }
    if (!e->tex) return;
    tint(e->tex, c);
    SDL_FRect dst = {floorf(x + 0.5f), floorf(y + 0.5f), (float)e->w, (float)e->h};
    SDL_RenderCopyF(d->r, e->tex, NULL, &dst);
}

void ui_texture(ui_draw *d, SDL_Texture *t, float x, float y, float w, float h, ui_colour c)
{
    if (d->off) return;
    if (!t) return;
    SDL_BlendMode mode;
    SDL_GetTextureBlendMode(t, &mode);
    bool fade = mode == SDL_BLENDMODE_NONE && c.a < 255; /* opaque art fading in */
    if (fade) SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    tint(t, c);
    SDL_FRect dst = {x, y, w, h};
    SDL_RenderCopyF(d->r, t, NULL, &dst);
    if (fade) { /* the queued copy must run before the mode goes back */
        SDL_RenderFlush(d->r);
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE);
    }
}

typedef struct rr_param {
    float w, h, r, t; /* t > 0: frame thickness */
} rr_param;

static float rr_dist(const rr_param *p, float x, float y) /* >0 inside */
{
    float qx = fabsf(x - p->w / 2) - (p->w / 2 - p->r),
          qy = fabsf(y - p->h / 2) - (p->h / 2 - p->r);
    float ox = qx > 0 ? qx : 0, oy = qy > 0 ? qy : 0;
    float inside = (qx > qy ? qx : qy);
    if (inside > 0) inside = 0;
    return -(sqrtf(ox * ox + oy * oy) + inside - p->r);
}

static float rr_shape(const void *param, float x, float y)
{
    const rr_param *p = param;
    float dd = rr_dist(p, x, y);
    if (p->t <= 0) return ui_cover(dd);
    float a = ui_cover(dd), b = ui_cover(dd - p->t);
    return a - b;
}

/* Filled rounded rect: four corner quadrants of one cached disc plus plain
 * rects, so big panels cost a fill rather than a full-size blend. */
static void round_fill(ui_draw *d, float fx, float fy, float fw, float fh, float r, ui_colour c)
{
    if (d->off) return;
    float x = floorf(fx + 0.5f), y = floorf(fy + 0.5f), w = floorf(fw + 0.5f),
          h = floorf(fh + 0.5f);
    int R = (int)(r + 0.5f);
    if (R * 2 > (int)w) R = (int)w / 2;
    if (R * 2 > (int)h) R = (int)h / 2;
    if (R < 1) {
        ui_fill_rect(d, x, y, w, h, c);
        return;
    }
    rr_param p = {(float)(2 * R), (float)(2 * R), (float)R, 0};
    bool found;
    cache_entry *e = cache_find(d, hash_ints('D', R, 0, 0, 0), &found);
    if (!found) {
        e->tex = NULL;
        SDL_Surface *s =
            SDL_CreateRGBSurfaceWithFormat(0, 2 * R, 2 * R, 32, SDL_PIXELFORMAT_ARGB8888);
        if (s) {
            for (int py = 0; py < 2 * R; py++) {
                Uint32 *row = (Uint32 *)((Uint8 *)s->pixels + py * s->pitch);
                for (int px = 0; px < 2 * R; px++)
                    row[px] =
                        (Uint32)(rr_shape(&p, (float)px + 0.5f, (float)py + 0.5f) * 255.0f + 0.5f)
                            << 24 |
                        0xFFFFFFu;
            }
            e->tex = SDL_CreateTextureFromSurface(d->r, s);
            SDL_FreeSurface(s);
            if (e->tex) SDL_SetTextureBlendMode(e->tex, SDL_BLENDMODE_BLEND);
        }
        e->w = e->h = 2 * R;
    }
    float fr = (float)R;
    if (e->tex) {
        tint(e->tex, c);
        for (int q = 0; q < 4; q++) {
            int qx = q & 1, qy = q >> 1;
            SDL_Rect src = {qx * R, qy * R, R, R};
            SDL_FRect dst = {x + (float)qx * (w - fr), y + (float)qy * (h - fr), fr, fr};
            SDL_RenderCopyF(d->r, e->tex, &src, &dst);
        }
    }
    ui_fill_rect(d, x + fr, y, w - 2 * fr, h, c);
    ui_fill_rect(d, x, y + fr, fr, h - 2 * fr, c);
    ui_fill_rect(d, x + w - fr, y + fr, fr, h - 2 * fr, c);
}

static void round_any(ui_draw *d, float x, float y, float w, float h, float r, float t, ui_colour c)
{
    if (t <= 0) {
        round_fill(d, x, y, w, h, r, c);
        return;
    }
    int iw = (int)(w + 0.5f), ih = (int)(h + 0.5f);
    if (r > w / 2) r = w / 2;
    if (r > h / 2) r = h / 2;
    rr_param p = {(float)iw, (float)ih, r, t};
    uint64_t key = hash_ints('R', iw, ih, (int)(r * 4), (int)(t * 4));
    ui_sprite(d, key, iw, ih, rr_shape, &p, x, y, c);
}

void ui_shadow(ui_draw *d, float x, float y, float w, float h, float dx, float dy, ui_colour c)
{
    ui_fill_rect(d, x + w, y + dy, dx, h, c);
    ui_fill_rect(d, x + dx, y + h, w - dx, dy, c);
}

void ui_round_frame_fill(ui_draw *d, float x, float y, float w, float h, float r, ui_colour c,
                         float hx, float hy, float hs)
{
    /* corners come from the normal path, clipped to the four strips */
    float strips[4][4] = {{x, y, w, hy - y},
                          {x, hy + hs, w, y + h - hy - hs},
                          {x, hy, hx - x, hs},
                          {hx + hs, hy, x + w - hx - hs, hs}};
    for (int i = 0; i < 4; i++) {
        if (strips[i][2] <= 0 || strips[i][3] <= 0) continue;
        ui_clip(d, strips[i][0], strips[i][1], strips[i][2], strips[i][3]);
        round_fill(d, x, y, w, h, r, c);
    }
    ui_unclip(d);
}

void ui_round_rect(ui_draw *d, float x, float y, float w, float h, float r, ui_colour c)
{
    round_any(d, x, y, w, h, r, 0, c);
}

void ui_round_frame(ui_draw *d, float x, float y, float w, float h, float r, float t, ui_colour c)
{
    round_any(d, x, y, w, h, r, t, c);
}

void ui_circle(ui_draw *d, float cx, float cy, float r, ui_colour c)
{
    int iw = (int)(2 * r + 0.5f);
    rr_param p = {(float)iw, (float)iw, (float)iw / 2, 0};
    ui_sprite(d, hash_ints('C', iw, 0, 0, 0), iw, iw, rr_shape, &p, cx - (float)iw / 2,
              cy - (float)iw / 2, c);
}

void ui_ring(ui_draw *d, float cx, float cy, float r, float t, ui_colour c)
{
    round_any(d, cx - r, cy - r, 2 * r, 2 * r, r, t, c);
}

/* Owner symbols: polygons, coverage by 4x4 supersampling. */
typedef struct poly_param {
    float xy[24];
    int n;
} poly_param;

static bool inside_poly(const poly_param *p, float x, float y)
{
    bool in = false;
    for (int i = 0, j = p->n - 1; i < p->n; j = i++) {
        float xi = p->xy[2 * i], yi = p->xy[2 * i + 1], xj = p->xy[2 * j], yj = p->xy[2 * j + 1];
        if ((yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi) in = !in;
    }
    return in;
}

static float poly_shape(const void *param, float x, float y)
{
    int hits = 0;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++)
            hits += inside_poly(param, x - 0.5f + (i + 0.5f) / 4, y - 0.5f + (j + 0.5f) / 4);
    return (float)hits / 16.0f;
}

/* Companies' marks (kinds 8..13), outlines in unit coordinates: X, pentagon
 * is regular (below), bar, chevron, hourglass, T. */
static const float mark_x[12][2] = {{-1, -0.55f}, {-0.55f, -1}, {0, -0.45f}, {0.55f, -1},
                                    {1, -0.55f},  {0.45f, 0},   {1, 0.55f},  {0.55f, 1},
                                    {0, 0.45f},   {-0.55f, 1},  {-1, 0.55f}, {-0.45f, 0}};
static const float mark_bar[4][2] = {{-1, -0.42f}, {1, -0.42f}, {1, 0.42f}, {-1, 0.42f}};
static const float mark_chevron[6][2] = {{0, -0.9f}, {1, 0.3f},   {1, 0.95f},
                                         {0, -0.2f}, {-1, 0.95f}, {-1, 0.3f}};
static const float mark_hourglass[6][2] = {{-0.9f, -1}, {0.9f, -1}, {0.15f, 0},
                                           {0.9f, 1},   {-0.9f, 1}, {-0.15f, 0}};
static const float mark_t[8][2] = {{-1, -1},   {1, -1},     {1, -0.4f},      {0.32f, -0.4f},
                                   {0.32f, 1}, {-0.32f, 1}, {-0.32f, -0.4f}, {-1, -0.4f}};

static void outline_poly(const float (*pts)[2], int n, float r, poly_param *p)
{
    p->n = n;
    for (int i = 0; i < n; i++)
        p->xy[2 * i] = r + 1 + r * 0.9f * pts[i][0],
                  p->xy[2 * i + 1] = r + 1 + r * 0.9f * pts[i][1];
}

static void symbol_poly(int kind, float r, poly_param *p)
{
    /* circle (0) is a disc; then square, triangle, diamond, star, hexagon for
     * the seats; plus, inverted triangle, X, pentagon, bar, chevron,
     * hourglass and T for the eight companies (no company shares a seat's) */
    static const int sides[10] = {0, 4, 3, 4, 10, 6, 12, 3, 12, 5};
    static const float turn[10] = {0, 0.125f, 0.75f, 0, 0.75f, 0, 0, 0.25f, 0, 0.75f};
    switch (kind) {
    case 8:
        outline_poly(mark_x, 12, r, p);
        return;
    case 10:
        outline_poly(mark_bar, 4, r, p);
        return;
    case 11:
        outline_poly(mark_chevron, 6, r, p);
        return;
    case 12:
        outline_poly(mark_hourglass, 6, r, p);
        return;
    case 13:
        outline_poly(mark_t, 8, r, p);
        return;
    default:
        break;
    }
    p->n = sides[kind];
    if (kind == 6) { /* plus sign */
        static const float pl[12][2] = {{-0.33f, -1}, {0.33f, -1},  {0.33f, -0.33f},
                                        {1, -0.33f},  {1, 0.33f},   {0.33f, 0.33f},
                                        {0.33f, 1},   {-0.33f, 1},  {-0.33f, 0.33f},
                                        {-1, 0.33f},  {-1, -0.33f}, {-0.33f, -0.33f}};
        outline_poly(pl, 12, r, p);
        return;
    }
    for (int i = 0; i < p->n; i++) {
        float a = (turn[kind] + (float)i / (float)p->n) * 2 * UI_PI;
        float rr = r * (kind == 4 && (i & 1) ? 0.45f : 1.0f) * (kind == 1 ? 0.95f : 1.0f);
        float shift = kind == 2 ? r * 0.18f : kind == 7 ? -r * 0.18f : 0;
        p->xy[2 * i] = r + 1 + rr * cosf(a);
        p->xy[2 * i + 1] = r + 1 + rr * sinf(a) + shift;
    }
}

void ui_symbol(ui_draw *d, int kind, float cx, float cy, float r, ui_colour c)
{
    if (kind <= 0 || kind > 13) {
        ui_circle(d, cx, cy, r * 0.85f, c);
        return;
    }
    poly_param p;
    int size = (int)(2 * r + 2.5f);
    symbol_poly(kind, (float)(size - 2) / 2, &p);
    uint64_t key = hash_ints('S', kind, size, 0, 0);
    ui_sprite(d, key, size, size, poly_shape, &p, cx - (float)size / 2, cy - (float)size / 2, c);
}

/* ---- text ---------------------------------------------------------------- */
static TTF_Font *font_get(ui_draw *d, int font, int px)
{
    if (px < 4) px = 4;
    for (int i = 0; i < d->n_fonts; i++)
        if (d->fonts[i].font == font && d->fonts[i].px == px) return d->fonts[i].f;
    if (d->n_fonts == FONT_SLOTS) { /* many window sizes: forget them all */
        for (int i = 0; i < d->n_fonts; i++) TTF_CloseFont(d->fonts[i].f);
        d->n_fonts = 0;
        ui_draw_flush(d);
    }
    TTF_Font *f = TTF_OpenFont(d->font_path[font ? 1 : 0], px);
    if (!f) return NULL;
    TTF_SetFontHinting(f, TTF_HINTING_LIGHT);
    d->fonts[d->n_fonts++] = (font_entry){font, px, f};
    return f;
}

static cache_entry *text_entry(ui_draw *d, int font, int px, const char *text)
{
    if (!text[0]) return NULL;
    bool found;
    uint64_t key = hash_str(hash_ints('T', font, px, 0, 0), text);
    cache_entry *e = cache_find(d, key, &found);
    if (found) return e->tex ? e : NULL;
    TTF_Font *f = font_get(d, font, px);
    SDL_Color white = {255, 255, 255, 255};
    SDL_Surface *s = f ? TTF_RenderUTF8_Blended(f, text, white) : NULL;
    e = cache_find(d, key, &found); /* font_get may have flushed the cache */
    if (!s) return NULL;
    e->tex = SDL_CreateTextureFromSurface(d->r, s);
    e->w = s->w, e->h = s->h;
    SDL_FreeSurface(s);
    if (e->tex) SDL_SetTextureBlendMode(e->tex, SDL_BLENDMODE_BLEND);
    return e->tex ? e : NULL;
}

int ui_text_width(ui_draw *d, int font, int px, const char *text)
{
    cache_entry *e = text_entry(d, font, px, text);
    return e ? e->w : 0;
}

static void check_box(ui_draw *d, float left, float top, const cache_entry *e, int px,
                      const char *text);
static bool in_box(ui_draw *d, float left, float top, const cache_entry *e, int px);

bool ui_text_fit_watch(ui_draw *d, bool on)
{
    bool was = d->watch;
    d->watch = on;
    return was;
}

int ui_text_spills(ui_draw *d)
{
    int k = d->spills;
    d->spills = 0;
    return k;
}

int ui_text(ui_draw *d, int font, int px, float x, float y, int align, ui_colour c,
            const char *text)
{
    cache_entry *e = text_entry(d, font, px, text);
    if (!e) return 0;
    float left = align == UI_CENTRE ? x - (float)e->w / 2 : align == UI_RIGHT ? x - (float)e->w : x;
    if (d->watch && c.a && !in_box(d, left, y, e, px)) d->spills++;
    if (d->n_shown < (int)(sizeof d->shown / sizeof d->shown[0]) && c.a && (!d->off || d->watch)) {
        d->shown[d->n_shown].box = (ui_box){left, y, (float)e->w, (float)px};
        snprintf(d->shown[d->n_shown++].text, sizeof d->shown[0].text, "%s", text);
    }
    if (d->off) return e->w;
    check_box(d, left, y, e, px, text);
    tint(e->tex, c);
    SDL_FRect dst = {floorf(left + 0.5f), floorf(y + 0.5f), (float)e->w, (float)e->h};
    SDL_RenderCopyF(d->r, e->tex, NULL, &dst);
    return e->w;
}

ui_box ui_text_box(ui_draw *d, ui_box box)
{
    ui_box old = d->box;
    d->box = box;
    return old;
}

void ui_text_covers_reset(ui_draw *d)
{
    d->n_shown = 0;
}

void ui_text_cover(ui_draw *d, float x, float y, float w, float h)
{
    if (d->off && !d->watch) return;
    for (int i = 0; i < d->n_shown; i++) {
        ui_box t = d->shown[i].box; /* 1 px of rounding either way */
        if (t.x + t.w - 1 <= x || x + w - 1 <= t.x || t.y + t.h - 1 <= y || y + h - 1 <= t.y)
            continue;
        if (d->watch) d->spills++;
        if (!d->off && !d->overflows++)
            snprintf(d->first, sizeof d->first,
                     "\"%s\" (%.0f..%.0f x %.0f..%.0f) covered by a widget (%.0f..%.0f x "
                     "%.0f..%.0f)",
                     d->shown[i].text, t.x, t.x + t.w, t.y, t.y + t.h, x, x + w, y, y + h);
        d->shown[i].box.w = 0; /* said once */
    }
}

void ui_text_cut(ui_draw *d, const char *text, const char *shown)
{
    if (d->watch) d->spills++;
    if (!d->off && !d->overflows++)
        snprintf(d->first, sizeof d->first, "\"%.80s\" cut to \"%.90s\"", text, shown);
}

int ui_text_overflows(ui_draw *d, char *what, size_t n)
{
    int k = d->overflows;
    if (n) snprintf(what, n, "%s", d->first);
    d->overflows = 0, d->first[0] = '\0';
    return k;
}

/* The engine's or the developers' words in a player's text: a path into
 * docs/, a module id ("central-stations"; the ids with a hyphen, as the
 * others are words), a centre side by its number. NULL when there is none. */
static const char *engine_words(const char *text)
{
    static const char *const words[] = {"docs/", "rules.md"};
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (strstr(text, words[i])) return words[i];
    for (int i = 0; i < metro_module_count(); i++) {
        const char *id = metro_module_get(i)->id;
        if (strchr(id, '-') && strstr(text, id)) return id;
    }
    for (const char *p = strstr(text, "side "); p; p = strstr(p + 1, "side "))
        if (p[5] >= '0' && p[5] <= '9') return "side N";
    return NULL;
}

/* A text's ink from left to right and from top to its baseline lies in the
 * box (1 px of rounding allowed; descenders and line gap may pass). */
static bool in_box(ui_draw *d, float left, float top, const cache_entry *e, int px)
{
    ui_box b = d->box;
    if (b.w <= 0) {
        int w = 0, h = 0;
        SDL_GetRendererOutputSize(d->r, &w, &h);
        b = (ui_box){0, 0, (float)w, (float)h};
    }
    float base = top + (float)px; /* about the baseline: the font's ascent is near px */
    return left >= b.x - 1 && left + (float)e->w <= b.x + b.w + 1 &&
           top >= b.y - 1 - 0.3f * (float)px && base <= b.y + b.h + 1;
}

/* A text must lie in its box (in_box) and speak the player's words, not
 * the engine's. */
static void check_box(ui_draw *d, float left, float top, const cache_entry *e, int px,
                      const char *text)
{
    const char *engine = engine_words(text);
    if (engine && !d->overflows++)
        snprintf(d->first, sizeof d->first, "\"%.100s\" has the engine's words (%s)", text, engine);
    if (in_box(d, left, top, e, px)) return;
    ui_box b = d->box;
    if (b.w <= 0) {
        int w = 0, h = 0;
        SDL_GetRendererOutputSize(d->r, &w, &h);
        b = (ui_box){0, 0, (float)w, (float)h};
    }
    if (!d->overflows++)
        snprintf(d->first, sizeof d->first,
                 "\"%.100s\" (%.0f..%.0f x %.0f..%.0f) outside its box "
                 "(%.0f..%.0f x %.0f..%.0f)",
                 text, left, left + (float)e->w, top, top + (float)px, b.x, b.x + b.w, b.y,
                 b.y + b.h);
}

int ui_textf(ui_draw *d, int font, int px, float x, float y, int align, ui_colour c,
             const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    return ui_text(d, font, px, x, y, align, c, buf);
}

int ui_text_wrap(ui_draw *d, int font, int px, float x, float y, float w, ui_colour c,
                 const char *text)
{
    char line[512] = "";
    int used = 0, lh = px * 13 / 10;
    const char *p = text;
    while (*p) {
        const char *sp = p;
        while (*sp && *sp != ' ' && *sp != '\n') sp++;
        char trial[512];
        snprintf(trial, sizeof trial, "%s%s%.*s", line, line[0] ? " " : "", (int)(sp - p), p);
        if (line[0] && ui_text_width(d, font, px, trial) > (int)w) {
            if (c.a) ui_text(d, font, px, x, y + (float)used, UI_LEFT, c, line);
            used += lh;
            snprintf(line, sizeof line, "%.*s", (int)(sp - p), p);
        } else {
            snprintf(line, sizeof line, "%s", trial);
        }
        p = sp;
        if (*p == '\n' || !*p) {
            if (c.a) ui_text(d, font, px, x, y + (float)used, UI_LEFT, c, line);
            used += lh;
            line[0] = 0;
        }
        if (*p) p++;
    }
    return used;
}

void ui_clip(ui_draw *d, float x, float y, float w, float h)
{
    if (d->off) return;
    SDL_Rect rc = {(int)x, (int)y, (int)w, (int)h};
    SDL_RenderSetClipRect(d->r, &rc);
}

void ui_unclip(ui_draw *d)
{
    if (d->off) return;
    SDL_RenderSetClipRect(d->r, NULL);
}
