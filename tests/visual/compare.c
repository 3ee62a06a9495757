/* Per-pixel image comparison for the visual suite: on mismatch writes a diff
 * image next to the actual one and names both. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>
#include <SDL_image.h>

enum { CHANNEL_TOLERANCE = 12 }; /* per channel, absorbs rounding differences */

static SDL_Surface *load(const char *path)
{
    SDL_Surface *s = IMG_Load(path);
    if (!s) {
        fprintf(stderr, "compare: cannot read %s: %s\n", path, IMG_GetError());
        return NULL;
    }
    SDL_Surface *c = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(s);
    return c;
}

static Uint32 px(const SDL_Surface *s, int x, int y)
{
    return ((const Uint32 *)((const Uint8 *)s->pixels + y * s->pitch))[x];
}

static int chan_diff(Uint32 a, Uint32 b)
{
    int worst = 0;
    for (int sh = 0; sh < 32; sh += 8) {
        int d = abs((int)(a >> sh & 255) - (int)(b >> sh & 255));
        if (d > worst) worst = d;
    }
    return worst;
}

/* Diff image: the golden faded to grey, bad pixels in red. */
static long diff_image(SDL_Surface *g, SDL_Surface *a, SDL_Surface *out)
{
    long bad = 0;
    for (int y = 0; y < g->h; y++)
        for (int x = 0; x < g->w; x++) {
            Uint32 p = px(g, x, y), q = px(a, x, y);
            Uint32 grey = ((p >> 16 & 255) + (p >> 8 & 255) + (p & 255)) / 6 + 128;
            Uint32 v = 0xFF000000u | grey << 16 | grey << 8 | grey;
            if (chan_diff(p, q) > CHANNEL_TOLERANCE) v = 0xFFFF0000u, bad++;
            ((Uint32 *)((Uint8 *)out->pixels + y * out->pitch))[x] = v;
        }
    return bad;
}

int main(int argc, char **argv)
{
    if (argc != 3 && argc != 4) {
        fprintf(stderr, "usage: visual-compare GOLDEN.png ACTUAL.png [MAX_BAD_PIXELS]\n");
        return 2;
    }
    long max_bad = argc == 4 ? atol(argv[3]) : 40;
    SDL_Surface *g = load(argv[1]), *a = g ? load(argv[2]) : NULL;
    if (!g || !a) {
        fprintf(stderr,
                "compare: golden %s, actual %s (refresh goldens with tools/refresh-goldens)\n",
                argv[1], argv[2]);
        return 1;
    }
    if (g->w != a->w || g->h != a->h) {
        fprintf(stderr, "compare: size %dx%d differs from golden %dx%d\nactual: %s\n", a->w, a->h,
                g->w, g->h, argv[2]);
        return 1;
    }
    SDL_Surface *out = SDL_CreateRGBSurfaceWithFormat(0, g->w, g->h, 32, SDL_PIXELFORMAT_ARGB8888);
    long bad = out ? diff_image(g, a, out) : g->w * g->h;
    int rc = 0;
    if (bad > max_bad) {
        char diff[4096];
        snprintf(diff, sizeof diff, "%.*s-diff.png", (int)strlen(argv[2]) - 4, argv[2]);
        if (out) IMG_SavePNG(out, diff);
        fprintf(
            stderr,
            "compare: %ld pixels differ (allowed %ld)\n  golden: %s\n  actual: %s\n  diff:   %s\n",
            bad, max_bad, argv[1], argv[2], diff);
        rc = 1;
    } else {
        printf("compare: ok (%ld pixels over tolerance, allowed %ld)\n", bad, max_bad);
    }
    SDL_FreeSurface(out);
    SDL_FreeSurface(a);
    SDL_FreeSurface(g);
    return rc;
}
