/* Headless rendering: --screenshot (scene or save file) and --bench-render. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include "core/app.h"
#include "core/palette.h"
#include "core/png_file.h"
#include "printable.h"
#include "harness/scenes.h"
#include "platform/platform.h"

typedef struct offscreen {
    SDL_Surface *surf;
    SDL_Renderer *r;
    ui_app *a;
} offscreen;

static int offscreen_open(offscreen *o, int w, int h)
{
    memset(o, 0, sizeof *o);
    o->surf = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!o->surf) return fprintf(stderr, "metro: cannot make a %dx%d image\n", w, h), 1;
    o->r = SDL_CreateSoftwareRenderer(o->surf);
    if (!o->r) return fprintf(stderr, "metro: software renderer: %s\n", SDL_GetError()), 1;
    char err[300];
    o->a = ui_app_new(o->r, err, sizeof err);
    if (!o->a) return fprintf(stderr, "metro: %s\n", err), 1;
    ui_layout_compute(&o->a->lay, w, h, o->a->ui.setup.scale);
    return 0;
}

static void offscreen_close(offscreen *o)
{
    if (o->a) ui_app_free(o->a);
    if (o->r) SDL_DestroyRenderer(o->r);
    if (o->surf) SDL_FreeSurface(o->surf);
}

static int prepare(offscreen *o, const char *scene, const char *load, int palette)
{
    if (scene && !ui_scene_build(o->a, scene)) {
        metro_print_line(stderr, "metro: unknown scene '%s'", scene);
        fprintf(stderr, "scenes:");
        for (int i = 0; ui_scene_name(i); i++) fprintf(stderr, " %s", ui_scene_name(i));
        fprintf(stderr, "\n");
        return 2;
    }
    if (load) {
        char err[400];
        if (ui_app_load(o->a, load, err, sizeof err)) /* bad input, as metro-cli replay says */
            return metro_print_line(stderr, "metro: cannot load %s", err), 2;
    }
    if (palette >= 0) o->a->ui.setup.palette = palette; /* every scene in any: the contrast check */
    return 0;
}

int ui_screenshot(const char *file, const char *scene, const char *load, const char *save, int w,
                  int h, bool check_text, int palette)
{
    offscreen o;
    int rc = offscreen_open(&o, w, h);
    if (!rc) rc = prepare(&o, scene, load, palette);
    char err[400];
    int cause = !rc && save ? metro_game_save(o.a->game, save, err, sizeof err) : 0;
    if (cause) rc = ui_write_exit_status(cause), metro_print_line(stderr, "metro: %s", err);
    if (!rc) {
        /* WCAG's AA for text (1.4.3), its AAA (1.4.6) in high contrast */
        if (check_text)
            ui_text_contrast_watch(o.a->res.d,
                                   o.a->ui.setup.palette == UI_PALETTE_HIGH_CONTRAST ? 7.0f : 4.5f);
        ui_render(o.a);
        SDL_RenderPresent(o.r);
        if ((cause = ui_png_write(o.surf, file, err, sizeof err)))
            rc = ui_write_exit_status(cause), metro_print_line(stderr, "metro: %s", err);
        char what[200];
        int k = ui_text_overflows(o.a->res.d, what, sizeof what);
        if (!rc && check_text && k)
            rc = 3, metro_print_line(stderr,
                                     "metro: %s: %d text%s past %s box or in engine "
                                     "words, first %s",
                                     scene ? scene : load, k, k == 1 ? "" : "s",
                                     k == 1 ? "its" : "their", what);
        k = ui_text_contrast_failures(o.a->res.d, what, sizeof what);
        if (!rc && check_text && k)
            rc = 3,
            metro_print_line(stderr, "metro: %s: %d text%s of too little contrast, first %s",
                             scene ? scene : load, k, k == 1 ? "" : "s", what);
    }
    offscreen_close(&o);
    return rc;
}

static int cmp_double(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return a < b ? -1 : a > b;
}

int ui_bench_render(uint64_t t_start)
{
    enum { W = 1920, H = 1080, FRAMES = 60 };
    offscreen o;
    int rc = offscreen_open(&o, W, H);
    if (!rc) rc = prepare(&o, "midgame-4p", NULL, -1);
    if (rc) return offscreen_close(&o), rc;
    ui_render(o.a);
    SDL_RenderPresent(o.r);
    double first = ui_clock_ms_since(t_start);
    double t[FRAMES], full[FRAMES];
    for (int i = 0; i < 2 * FRAMES; i++) {
        o.a->res.no_layer = i >= FRAMES; /* second half: redraw everything */
        uint64_t t0 = ui_clock_mark();
        o.a->ui.pointer.mouse_x = o.a->lay.bx + (float)(i % 8) * o.a->lay.ts + 5; /* hover moves */
        o.a->ui.pointer.mouse_y = o.a->lay.by + (float)(i % 3) * o.a->lay.ts + 5;
        o.a->ui.pointer.hover_sq =
            ui_square_at(&o.a->lay, o.a->ui.pointer.mouse_x, o.a->ui.pointer.mouse_y);
        ui_render(o.a);
        SDL_RenderPresent(o.r);
        (i < FRAMES ? t : full)[i % FRAMES] = ui_clock_ms_since(t0);
    }
    qsort(t, FRAMES, sizeof t[0], cmp_double);
    qsort(full, FRAMES, sizeof full[0], cmp_double);
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    printf("scene: midgame-4p %dx%d, software renderer, %d frames\n", W, H, FRAMES);
    printf("median frame: %.2f ms (min %.2f, max %.2f; target <= 4 ms)\n", t[FRAMES / 2], t[0],
           t[FRAMES - 1]);
    printf("median full redraw (state change, no cached layer): %.2f ms\n", full[FRAMES / 2]);
    printf("start to first frame: %.1f ms (target <= 250 ms)\n", first);
    printf("peak RSS: %.1f MB (target <= 80 MB)\n", (double)ru.ru_maxrss / 1024.0);
    offscreen_close(&o);
    return 0;
}
