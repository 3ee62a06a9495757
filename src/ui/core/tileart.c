/* Tile art: each track is an exact curve (straight, quarter arcs around a
 * corner, U-turn half circle) rasterised with analytic coverage. */
#include "core/tileart.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "metro/engine.h"

/* Art at one pixel size; a few sizes live at once (board, hand, hints). */
typedef struct art_set {
    int px;
    unsigned last_use;
    SDL_Texture *tile[METRO_TILE_TYPES];
    SDL_Texture *track[2][4][4]; /* [wide]: high contrast draws owners' tracks wider */
    SDL_Texture *core[2][4][4];  /* thin centre stripe of a track */
} art_set;

enum { SETS = 4 };

struct ui_tileart {
    SDL_Renderer *r;
    unsigned clock;
    art_set set[SETS];
};

/* Colours of the printed-style tile. */
static const Uint32 TILE_BASE = 0xF1E9D6, TILE_EDGE = 0xB9A98A, RAIL = 0x2F3440,
                    RAIL_LIGHT = 0x59606E;

ui_tileart *ui_tileart_new(SDL_Renderer *r)
{
    ui_tileart *t = calloc(1, sizeof *t);
    if (t) t->r = r;
    return t;
}

static void set_clear(art_set *a)
{
    for (int i = 0; i < METRO_TILE_TYPES; i++)
        if (a->tile[i]) SDL_DestroyTexture(a->tile[i]);
    for (int i = 0; i < 32; i++) {
        if (a->track[i / 16][i / 4 % 4][i % 4])
            SDL_DestroyTexture(a->track[i / 16][i / 4 % 4][i % 4]);
        if (a->core[i / 16][i / 4 % 4][i % 4])
            SDL_DestroyTexture(a->core[i / 16][i / 4 % 4][i % 4]);
    }
    memset(a, 0, sizeof *a);
}

void ui_tileart_flush(ui_tileart *t)
{
    for (int i = 0; i < SETS; i++) set_clear(&t->set[i]);
}

/* The set for size px: found, or the least recently used one recycled. */
static art_set *set_for(ui_tileart *t, int px)
{
    art_set *old = &t->set[0];
    for (int i = 0; i < SETS; i++) {
        if (t->set[i].px == px) return t->set[i].last_use = ++t->clock, &t->set[i];
        if (t->set[i].last_use < old->last_use) old = &t->set[i];
    }
    set_clear(old);
    old->px = px, old->last_use = ++t->clock;
    return old;
}

void ui_tileart_free(ui_tileart *t)
{
    if (!t) return;
    ui_tileart_flush(t);
    free(t);
}

void ui_exit_pos(int exit, float *x, float *y)
{
    static const float pos[8][2] = {{1 / 3.f, 0}, {2 / 3.f, 0}, {1, 1 / 3.f}, {1, 2 / 3.f},
                                    {2 / 3.f, 1}, {1 / 3.f, 1}, {0, 2 / 3.f}, {0, 1 / 3.f}};
    *x = pos[exit & 7][0], *y = pos[exit & 7][1];
}

float ui_track_distance(int in_side, char letter, float x, float y)
{
    for (int i = 0; i < in_side; i++) { /* rotate back to the top side */
        float nx = y, ny = 1 - x;
        x = nx, y = ny;
    }
    float cx, cy, r;
    switch (letter) {
    case 'a':
        return fabsf(x - 1 / 3.f);
    case 'b':
        cx = 1, cy = 0, r = 2 / 3.f;
        break;
    case 'c':
        cx = 0, cy = 0, r = 1 / 3.f;
        break;
    default:
        cx = 0.5f, cy = 0, r = 1 / 6.f;
        break;
    }
    return fabsf(hypotf(x - cx, y - cy) - r);
}

static Uint32 mix(Uint32 a, Uint32 b, float t)
{
    Uint32 out = 0;
    for (int sh = 0; sh <= 16; sh += 8) {
        float ca = (float)(a >> sh & 255), cb = (float)(b >> sh & 255);
        out |= (Uint32)(ca + (cb - ca) * t + 0.5f) << sh;
    }
    return out;
}

static float cover(float half_width, float dist_px)
{
    float v = half_width - dist_px + 0.5f;
    return v < 0 ? 0 : v > 1 ? 1 : v;
}

static SDL_Texture *upload(SDL_Renderer *r, SDL_Surface *s, bool alpha)
{
    SDL_Texture *tex = SDL_CreateTextureFromSurface(r, s);
    SDL_FreeSurface(s);
    if (tex) SDL_SetTextureBlendMode(tex, alpha ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE);
    return tex;
}

/* Base colour of a tile pixel: light card with a soft bevelled edge. */
static Uint32 tile_base(int px, int x, int y)
{
    int e = x < y ? x : y, f = px - 1 - (x > y ? x : y), edge = e < f ? e : f;
    if (edge < 1) return TILE_EDGE;
    Uint32 c = TILE_BASE;
    if (edge < 3) c = mix(TILE_EDGE, TILE_BASE, 0.55f);
    /* faint paper grain, deterministic */
    unsigned h = (unsigned)(x * 374761393u + y * 668265263u);
    h = (h ^ h >> 13) * 1274126177u;
    float g = (float)(h >> 24 & 15) / 15.0f;
    return mix(c, 0xE4D9C0, g * 0.25f);
}

SDL_Texture *ui_tile_texture(ui_tileart *t, int tile, int px)
{
    if (tile < 0 || tile >= METRO_TILE_TYPES || px < 4 || px > 2048) return NULL;
    art_set *set = set_for(t, px);
    if (set->tile[tile]) return set->tile[tile];
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, px, px, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s) return NULL;
    char letters[5];
    metro_tile_letters(tile, letters);
    float scale = (float)px, casing = px * 0.075f, rail = px * 0.042f, core = px * 0.012f;
    for (int y = 0; y < px; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)s->pixels + y * s->pitch);
        for (int x = 0; x < px; x++) {
            Uint32 c = tile_base(px, x, y);
            float ux = ((float)x + 0.5f) / scale, uy = ((float)y + 0.5f) / scale;
            for (int side = 0; side < 4; side++) {
                float dpx = ui_track_distance(side, letters[side], ux, uy) * scale;
                if (dpx > casing + 1) continue;
                c = mix(c, TILE_BASE, cover(casing, dpx));
                c = mix(c, RAIL, cover(rail, dpx));
                c = mix(c, RAIL_LIGHT, cover(core, dpx));
            }
            row[x] = 0xFF000000u | c;
        }
    }
    return set->tile[tile] = upload(t->r, s, false);
}

/* A white mask of one track, `half` (of the tile's size) wide either side. */
static SDL_Texture *track_mask(ui_tileart *t, SDL_Texture **slot, int in_side, char letter, int px,
                               float half)
{
    if (*slot) return *slot;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, px, px, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s) return NULL;
    float scale = (float)px, width = (float)px * half;
    for (int y = 0; y < px; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)s->pixels + y * s->pitch);
        for (int x = 0; x < px; x++) {
            float ux = ((float)x + 0.5f) / scale, uy = ((float)y + 0.5f) / scale;
            float a = cover(width, ui_track_distance(in_side, letter, ux, uy) * scale);
            row[x] = (Uint32)(a * 255 + 0.5f) << 24 | 0xFFFFFFu;
        }
    }
    return *slot = upload(t->r, s, true);
}

/* The wide track covers the printed rails and their casing (0.075) whole. */
SDL_Texture *ui_track_texture(ui_tileart *t, int in_side, char letter, int px, bool wide)
{
    if (in_side < 0 || in_side > 3 || letter < 'a' || letter > 'd' || px < 4 || px > 2048)
        return NULL;
    return track_mask(t, &set_for(t, px)->track[wide][in_side][letter - 'a'], in_side, letter, px,
                      wide ? 0.09f : 0.06f);
}

SDL_Texture *ui_track_core_texture(ui_tileart *t, int in_side, char letter, int px, bool wide)
{
    if (in_side < 0 || in_side > 3 || letter < 'a' || letter > 'd' || px < 4 || px > 2048)
        return NULL;
    return track_mask(t, &set_for(t, px)->core[wide][in_side][letter - 'a'], in_side, letter, px,
                      wide ? 0.027f : 0.018f);
}

void ui_track_middle(int in_side, char letter, float *x, float *y)
{
    /* the middle of the track entering at the top (see ui_track_distance) */
    float mx = 0.5f, my = 1 / 6.f; /* 'd': U-turn */
    if (letter == 'a') mx = 1 / 3.f, my = 0.5f;
    if (letter == 'b') mx = 1 - 2 / 3.f * 0.70711f, my = 2 / 3.f * 0.70711f;
    if (letter == 'c') mx = 1 / 3.f * 0.70711f, my = 1 / 3.f * 0.70711f;
    for (int i = 0; i < in_side; i++) { /* turn to the entry side */
        float nx = 1 - my, ny = mx;
        mx = nx, my = ny;
    }
    *x = mx, *y = my;
}
