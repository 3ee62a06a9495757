/* Round shapes as cached sprites: rounded rectangles and frames, shadows,
 * circles and rings, and the seats' symbols. */
#include <math.h>

#include "core/draw_impl.h"

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
    cache_entry *e = ui_draw_cache_find(d, ui_draw_hash_ints('D', R, 0, 0, 0), &found);
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
        ui_draw_tint(e->tex, c);
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

void ui_draw_round(ui_draw *d, float x, float y, float w, float h, float r, float t, ui_colour c)
{
    if (d->off || ui_draw_rec(d, UI_OP_ROUND, c, 6, (float[]){x, y, w, h, r, t})) return;
    if (t <= 0) {
        round_fill(d, x, y, w, h, r, c);
        return;
    }
    int iw = (int)(w + 0.5f), ih = (int)(h + 0.5f);
    if (r > w / 2) r = w / 2;
    if (r > h / 2) r = h / 2;
    rr_param p = {(float)iw, (float)ih, r, t};
    uint64_t key = ui_draw_hash_ints('R', iw, ih, (int)(r * 4), (int)(t * 4));
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
    if (d->off || ui_draw_rec(d, UI_OP_FRAME_FILL, c, 8, (float[]){x, y, w, h, r, hx, hy, hs}))
        return;
    /* corners come from the normal path, clipped to the four strips */
    ui_box was = ui_clip_get(d);
    float strips[4][4] = {{x, y, w, hy - y},
                          {x, hy + hs, w, y + h - hy - hs},
                          {x, hy, hx - x, hs},
                          {hx + hs, hy, x + w - hx - hs, hs}};
    for (int i = 0; i < 4; i++) {
        if (strips[i][2] <= 0 || strips[i][3] <= 0) continue;
        ui_box strip = {strips[i][0], strips[i][1], strips[i][2], strips[i][3]};
        if (!ui_clip_cut(d, &strip)) continue; /* inside the clip around it */
        ui_clip_set(d, strip);
        round_fill(d, x, y, w, h, r, c);
        ui_clip_set(d, was);
    }
}

void ui_round_rect(ui_draw *d, float x, float y, float w, float h, float r, ui_colour c)
{
    ui_draw_round(d, x, y, w, h, r, 0, c);
}

void ui_round_frame(ui_draw *d, float x, float y, float w, float h, float r, float t, ui_colour c)
{
    ui_draw_round(d, x, y, w, h, r, t, c);
}

void ui_circle(ui_draw *d, float cx, float cy, float r, ui_colour c)
{
    if (d->off || ui_draw_rec(d, UI_OP_CIRCLE, c, 3, (float[]){cx, cy, r})) return;
    int iw = (int)(2 * r + 0.5f);
    rr_param p = {(float)iw, (float)iw, (float)iw / 2, 0};
    ui_sprite(d, ui_draw_hash_ints('C', iw, 0, 0, 0), iw, iw, rr_shape, &p, cx - (float)iw / 2,
              cy - (float)iw / 2, c);
}

void ui_ring(ui_draw *d, float cx, float cy, float r, float t, ui_colour c)
{
    ui_draw_round(d, cx - r, cy - r, 2 * r, 2 * r, r, t, c);
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
    if (d->off) return;
    if (d->rec) {
        ui_draw_op *op = ui_draw_list_add(d->rec, UI_OP_SYMBOL, c);
        if (op) op->i[0] = kind, op->f[0] = cx, op->f[1] = cy, op->f[2] = r;
        return;
    }
    if (kind <= 0 || kind > 13) {
        ui_circle(d, cx, cy, r * 0.85f, c);
        return;
    }
    poly_param p;
    int size = (int)(2 * r + 2.5f);
    symbol_poly(kind, (float)(size - 2) / 2, &p);
    uint64_t key = ui_draw_hash_ints('S', kind, size, 0, 0);
    ui_sprite(d, key, size, size, poly_shape, &p, cx - (float)size / 2, cy - (float)size / 2, c);
}
