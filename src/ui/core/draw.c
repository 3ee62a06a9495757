/* Drawing API over an SDL_Renderer: the object, its texture cache,
 * rectangles, feathered geometry for antialiased lines and polygons, CPU
 * sprites and clipping (round shapes and symbols: draw_shapes.c; text:
 * draw_text.c). */
#include "core/draw.h"
#include "core/draw_impl.h"
#include "core/palette.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "metro/module.h"

TTF_Font *ui_font_open(const ui_draw *d, int font, int px)
{
    if (!d->font_data[font]) return NULL;
    SDL_RWops *rw = SDL_RWFromConstMem(d->font_data[font], (int)d->font_len[font]);
    return rw ? TTF_OpenFontRW(rw, 1, px) : NULL;
}

ui_draw *ui_draw_new(SDL_Renderer *r, const char *font_dir, char *err, size_t errlen)
{
    ui_draw *d = calloc(1, sizeof *d);
    if (!d) return snprintf(err, errlen, "out of memory"), NULL;
    d->r = r;
    snprintf(d->font_path[0], sizeof d->font_path[0], "%s/DejaVuSans.ttf", font_dir);
    snprintf(d->font_path[1], sizeof d->font_path[1], "%s/DejaVuSans-Bold.ttf", font_dir);
    for (int i = 0; i < 2; i++) {
        d->font_data[i] = SDL_LoadFile(d->font_path[i], &d->font_len[i]);
        TTF_Font *f = ui_font_open(d, i, 12);
        if (!f) {
            snprintf(err, errlen, "cannot open font %s: %s", d->font_path[i], TTF_GetError());
            ui_draw_free(d);
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

void ui_draw_use_palette(ui_draw *d, const ui_colourway *palette)
{
    d->palette = palette;
}

const ui_colourway *ui_draw_palette(const ui_draw *d)
{
    return d->palette ? d->palette : ui_palette_of(UI_PALETTE_PRINTED);
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
    for (int i = 0; i < 2; i++) SDL_free(d->font_data[i]);
    free(d);
}

SDL_Renderer *ui_draw_renderer(ui_draw *d)
{
    return d->r;
}

/* ---- texture cache ------------------------------------------------------ */
cache_entry *ui_draw_cache_find(ui_draw *d, uint64_t key, bool *found)
{
    key |= 1; /* 0 marks a free slot */
    size_t i = (size_t)(key * 0x9E3779B97F4A7C15ull >> 53) % CACHE_SLOTS;
    for (;; i = (i + 1) % CACHE_SLOTS) {
        if (d->cache[i].key == key) return *found = true, &d->cache[i];
        if (!d->cache[i].key) break;
    }
    if (d->used > CACHE_SLOTS * 3 / 4) { /* full: start again (rare) */
        ui_draw_flush(d);
        return ui_draw_cache_find(d, key, found);
    }
    *found = false;
    d->used++;
    d->cache[i].key = key;
    return &d->cache[i];
}

uint64_t ui_draw_hash_str(uint64_t h, const char *s)
{
    for (; *s; s++) h = (h ^ (unsigned char)*s) * 0x100000001B3ull;
    return h;
}

uint64_t ui_draw_hash_ints(char tag, int a, int b, int c, int e)
{
    uint64_t h = (0xCBF29CE484222325ull ^ (uint64_t)tag) * 0x100000001B3ull;
    int v[4] = {a, b, c, e};
    for (int i = 0; i < 4; i++) h = (h ^ (uint64_t)(uint32_t)v[i]) * 0x100000001B3ull;
    return h;
}

void ui_draw_tint(SDL_Texture *t, ui_colour c)
{
    SDL_SetTextureColorMod(t, c.r, c.g, c.b);
    SDL_SetTextureAlphaMod(t, c.a);
}

/* ---- rectangles and geometry --------------------------------------------- */
void ui_fill_rect(ui_draw *d, float x, float y, float w, float h, ui_colour c)
{
    if (d->off || ui_draw_rec(d, UI_OP_FILL, c, 4, (float[]){x, y, w, h})) return;
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
    if (d->off || ui_draw_rec(d, UI_OP_LINE, c, 5, (float[]){x0, y0, x1, y1, width})) return;
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
    if (d->rec) {
        ui_draw_op *op = ui_draw_list_add(d->rec, UI_OP_POLYGON, c);
        if (op) ui_draw_list_keep(d->rec, op, xy, (size_t)n * 2 * sizeof *xy);
        return;
    }
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
    cache_entry *e = ui_draw_cache_find(d, key, &found);
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
    ui_draw_tint(e->tex, c);
    SDL_FRect dst = {floorf(x + 0.5f), floorf(y + 0.5f), (float)e->w, (float)e->h};
    SDL_RenderCopyF(d->r, e->tex, NULL, &dst);
}

void ui_texture(ui_draw *d, SDL_Texture *t, float x, float y, float w, float h, ui_colour c)
{
    /* a texture fetched when placed could be gone when drawn: the layout
     * pass records tile art by what it is (ui_draw_art) */
    if (d->off || d->rec || !t) return;
    SDL_BlendMode mode;
    SDL_GetTextureBlendMode(t, &mode);
    bool fade = mode == SDL_BLENDMODE_NONE && c.a < 255; /* opaque art fading in */
    if (fade) SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    ui_draw_tint(t, c);
    SDL_FRect dst = {x, y, w, h};
    SDL_RenderCopyF(d->r, t, NULL, &dst);
    if (fade) { /* the queued copy must run before the mode goes back */
        SDL_RenderFlush(d->r);
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE);
    }
}

void ui_clip_set(ui_draw *d, ui_box clip)
{
    d->clip = clip; /* kept while recording too: hit areas are cut to it */
    if (d->off) return;
    static const ui_colour none = {0, 0, 0, 0};
    if (clip.w > 0 ? ui_draw_rec(d, UI_OP_CLIP, none, 4, (float[]){clip.x, clip.y, clip.w, clip.h})
                   : ui_draw_rec(d, UI_OP_UNCLIP, none, 0, NULL))
        return;
    SDL_Rect rc = {(int)clip.x, (int)clip.y, (int)clip.w, (int)clip.h};
    SDL_RenderSetClipRect(d->r, clip.w > 0 ? &rc : NULL);
}

void ui_clip(ui_draw *d, float x, float y, float w, float h)
{
    ui_clip_set(d, (ui_box){x, y, w, h});
}

void ui_unclip(ui_draw *d)
{
    ui_clip_set(d, (ui_box){0, 0, 0, 0});
}

ui_box ui_clip_get(const ui_draw *d)
{
    return d->clip;
}

bool ui_clip_cut(const ui_draw *d, ui_box *r)
{
    ui_box c = d->clip;
    if (c.w <= 0) return true;
    float x0 = r->x > c.x ? r->x : c.x, y0 = r->y > c.y ? r->y : c.y;
    float x1 = r->x + r->w < c.x + c.w ? r->x + r->w : c.x + c.w;
    float y1 = r->y + r->h < c.y + c.h ? r->y + r->h : c.y + c.h;
    *r = (ui_box){x0, y0, x1 - x0, y1 - y0};
    return x1 > x0 && y1 > y0;
}
