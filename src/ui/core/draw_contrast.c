/* The contrast check of `metro --check-text` (WCAG 2.x, 1.4.3 and 1.4.6):
 * each text's colour against the pixels it is drawn on, read back from the
 * renderer just before the text is drawn (whatever lies under it: a card,
 * a tile, a seat's chip). Only while checking: it reads pixels and
 * allocates, so the game's frames never run it. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "core/draw_impl.h"

/* WCAG's relative luminance of an sRGB colour (0..1). */
static double channel(double v)
{
    v /= 255.0;
    return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4);
}

double ui_luminance(uint8_t r, uint8_t g, uint8_t b)
{
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

double ui_contrast_ratio(double l1, double l2)
{
    return l1 > l2 ? (l1 + 0.05) / (l2 + 0.05) : (l2 + 0.05) / (l1 + 0.05);
}

void ui_text_contrast_watch(ui_draw *d, float min_ratio)
{
    d->contrast_min = min_ratio;
    d->contrast_fails = 0;
    d->contrast_first[0] = '\0';
}

bool ui_text_inactive(ui_draw *d, bool on)
{
    bool was = d->inactive;
    d->inactive = on;
    return was;
}

int ui_text_contrast_failures(ui_draw *d, char *what, size_t n)
{
    int k = d->contrast_fails;
    if (n) snprintf(what, n, "%s", d->contrast_first);
    d->contrast_fails = 0, d->contrast_first[0] = '\0';
    return k;
}

static int cmp_float(const void *x, const void *y)
{
    float a = *(const float *)x, b = *(const float *)y;
    return a < b ? -1 : a > b;
}

/* The part of the text's rectangle that is drawn: inside the output and the clip. */
static bool drawn_rect(const ui_draw *d, SDL_Rect *r)
{
    int ow = 0, oh = 0;
    SDL_GetRendererOutputSize(d->r, &ow, &oh);
    ui_box b = {(float)r->x, (float)r->y, (float)r->w, (float)r->h};
    if (!ui_clip_cut(d, &b)) return false;
    int x0 = (int)b.x < 0 ? 0 : (int)b.x, y0 = (int)b.y < 0 ? 0 : (int)b.y;
    int x1 = (int)(b.x + b.w), y1 = (int)(b.y + b.h);
    if (x1 > ow) x1 = ow;
    if (y1 > oh) y1 = oh;
    *r = (SDL_Rect){x0, y0, x1 - x0, y1 - y0};
    return r->w > 0 && r->h > 0;
}

/* The ratio of the text's colour (its alpha laid over the pixel) to each
 * pixel under the glyphs' solid part (mask alpha at least half), sorted
 * into `out`; returns how many. */
static int glyph_ratios(const SDL_Surface *mask, const SDL_Rect *r, int mx, int my,
                        const uint32_t *under, ui_colour c, float *out)
{
    int n = 0;
    double a = c.a / 255.0;
    for (int y = 0; y < r->h; y++)
        for (int x = 0; x < r->w; x++) {
            const uint32_t *row =
                (const uint32_t *)((const uint8_t *)mask->pixels + (my + y) * mask->pitch);
            if ((row[mx + x] >> 24) < 128) continue;
            uint32_t p = under[y * r->w + x];
            uint8_t br = p >> 16 & 255, bg = p >> 8 & 255, bb = p & 255;
            uint8_t tr = (uint8_t)lround(c.r * a + br * (1 - a));
            uint8_t tg = (uint8_t)lround(c.g * a + bg * (1 - a));
            uint8_t tb = (uint8_t)lround(c.b * a + bb * (1 - a));
            out[n++] = (float)ui_contrast_ratio(ui_luminance(tr, tg, tb), ui_luminance(br, bg, bb));
        }
    qsort(out, (size_t)n, sizeof *out, cmp_float);
    return n;
}

void ui_draw_contrast_check(ui_draw *d, TTF_Font *f, int x, int y, ui_colour c, const char *text)
{
    if (!f || !c.a) return;
    SDL_Surface *raw = TTF_RenderUTF8_Blended(f, text, (SDL_Color){255, 255, 255, 255});
    SDL_Surface *mask = raw ? SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888, 0) : NULL;
    SDL_FreeSurface(raw);
    if (!mask) return;
    SDL_Rect r = {x, y, mask->w, mask->h};
    uint32_t *under = NULL;
    float *ratios = NULL;
    if (!drawn_rect(d, &r)) goto done;
    under = malloc((size_t)r.w * (size_t)r.h * sizeof *under);
    ratios = malloc((size_t)r.w * (size_t)r.h * sizeof *ratios);
    if (!under || !ratios ||
        SDL_RenderReadPixels(d->r, &r, SDL_PIXELFORMAT_ARGB8888, under, r.w * 4) != 0)
        goto done;
    int n = glyph_ratios(mask, &r, r.x - x, r.y - y, under, c, ratios);
    /* the median glyph pixel: a text mostly on a bad ground fails, a stroke
     * crossing a line does not */
    float median = n ? ratios[n / 2] : 99;
    if (median < d->contrast_min && !d->contrast_fails++)
        snprintf(d->contrast_first, sizeof d->contrast_first,
                 "\"%.60s\" at %d,%d: contrast %.2f:1 (#%02X%02X%02X, needs %.1f:1)", text, x, y,
                 (double)median, c.r, c.g, c.b, (double)d->contrast_min);
done:
    free(under);
    free(ratios);
    SDL_FreeSurface(mask);
}
