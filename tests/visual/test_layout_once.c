/* Layout once, drawing once (issue 33): the views run in the layout pass
 * only, once per change of its inputs; drawing plays what it recorded.
 * - frames drawn from one state run the views once, not once a frame and
 *   not again to draw;
 * - a moved pointer runs them again (the layout follows its inputs), the
 *   static views only when the widget under the pointer changes;
 * - the layout pass draws nothing: the image is untouched by it;
 * - drawing the same layout value twice gives the same image.
 * Offscreen (SDL's dummy video driver, a software renderer), no window.
 * usage: test_layout_once */
#include <stdlib.h>
#include <string.h>

#include "../check.h"
#include "core/app.h"
#include "core/layout.h"
#include "harness/scenes.h"

enum { W = 1280, H = 800 };

static bool same_pixels(const SDL_Surface *s, const uint32_t *copy)
{
    for (int y = 0; y < s->h; y++)
        if (memcmp((const uint8_t *)s->pixels + y * s->pitch, copy + y * s->w, (size_t)s->w * 4))
            return false;
    return true;
}

static void keep_pixels(const SDL_Surface *s, uint32_t *copy)
{
    for (int y = 0; y < s->h; y++)
        memcpy(copy + y * s->w, (const uint8_t *)s->pixels + y * s->pitch, (size_t)s->w * 4);
}

/* The pointer over square sq (the board's, no widget there). */
static void point_at(ui_app *a, int sq)
{
    a->ui.pointer.mouse_x = a->lay.bx + ((float)metro_col(sq) + 0.5f) * a->lay.ts;
    a->ui.pointer.mouse_y = a->lay.by + ((float)metro_row(sq) + 0.5f) * a->lay.ts;
    a->ui.pointer.hover_sq = sq;
}

static void check_scene(SDL_Surface *surf, SDL_Renderer *r, const char *scene)
{
    char err[300];
    ui_app *a = ui_app_new(r, err, sizeof err);
    if (!CHECK_MSG(a != NULL, err)) return;
    ui_layout_compute(&a->lay, W, H, a->ui.setup.scale);
    CHECK(ui_scene_build(a, scene));
    const ui_layout_value *v = a->res.laid;
    point_at(a, metro_sq(3, 3));
    ui_render(a);
    unsigned runs = v->runs, base = v->base_gen;
    printf("%s: %d operations recorded (static %d, over it %d)\n", scene,
           ui_draw_list_count(v->base) + ui_draw_list_count(v->top), ui_draw_list_count(v->base),
           ui_draw_list_count(v->top));
    uint32_t *first = malloc((size_t)W * H * 4);
    if (!CHECK(first != NULL)) return;
    keep_pixels(surf, first);
    for (int i = 0; i < 3; i++) ui_render(a); /* the same state: played, not laid out */
    CHECK_EQ(v->runs, runs);
    CHECK_MSG(same_pixels(surf, first), "the same layout value drew another image");

    SDL_SetRenderDrawColor(r, 255, 0, 255, 255); /* the layout pass draws nothing */
    SDL_RenderClear(r);
    keep_pixels(surf, first);
    point_at(a, metro_sq(4, 5));
    ui_layout_frame(a);
    CHECK_EQ(v->runs, runs + 1);
    CHECK_MSG(same_pixels(surf, first), "the layout pass drew");
    CHECK_EQ(v->base_gen, base); /* no widget lit up: the static views were not run */
    ui_render(a);
    CHECK_EQ(v->runs, runs + 1);
    free(first);
    ui_app_free(a);
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0 || TTF_Init() != 0) {
        fprintf(stderr, "test_layout_once: %s\n", SDL_GetError());
        return 1;
    }
    SDL_Surface *surf = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *r = surf ? SDL_CreateSoftwareRenderer(surf) : NULL;
    if (!CHECK(r != NULL)) return check_done();
    check_scene(surf, r, "midgame-4p");
    check_scene(surf, r, "shares-6p");
    SDL_DestroyRenderer(r);
    SDL_FreeSurface(surf);
    TTF_Quit();
    SDL_Quit();
    return check_done();
}
