/* The palette is each app's own (issue 38): two apps in one process, one in
 * the printed palette and one in high contrast, draw each in its own, in
 * whichever order they are built and drawn. Once the chosen palette lived
 * in a file-static variable: building the second app's scene recoloured
 * the first app's next frame.
 * Offscreen (SDL's dummy video driver, a software renderer), no window.
 * usage: test_palette_state */
#include <stdlib.h>
#include <string.h>

#include "../check.h"
#include "core/app.h"
#include "harness/scenes.h"

enum { W = 640, H = 400 };

typedef struct canvas {
    SDL_Surface *surf;
    SDL_Renderer *r;
    ui_app *a;
} canvas;

static bool canvas_open(canvas *c, const char *scene)
{
    char err[300];
    c->surf = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_ARGB8888);
    c->r = c->surf ? SDL_CreateSoftwareRenderer(c->surf) : NULL;
    c->a = c->r ? ui_app_new(c->r, err, sizeof err) : NULL;
    if (!c->a) return false;
    ui_layout_compute(&c->a->lay, W, H, c->a->ui.setup.scale);
    return ui_scene_build(c->a, scene);
}

/* Every view run again (nothing kept from the last frame), then drawn. */
static void canvas_draw(canvas *c)
{
    ui_render_forget(c->a);
    ui_render(c->a);
    SDL_RenderPresent(c->r);
}

static void canvas_close(canvas *c)
{
    ui_app_free(c->a);
    if (c->r) SDL_DestroyRenderer(c->r);
    if (c->surf) SDL_FreeSurface(c->surf);
}

static bool same_pixels(const SDL_Surface *s, const void *pixels)
{
    return memcmp(s->pixels, pixels, (size_t)s->pitch * (size_t)s->h) == 0;
}

int main(void)
{
    if (SDL_Init(SDL_INIT_VIDEO) != 0 || TTF_Init() != 0) {
        fprintf(stderr, "test_palette_state: %s\n", SDL_GetError());
        return 1;
    }
    /* the same 6-player shares game, printed and in high contrast */
    canvas printed = {0}, high = {0};
    if (!CHECK(canvas_open(&printed, "shares-6p"))) return check_done();
    canvas_draw(&printed);
    size_t bytes = (size_t)printed.surf->pitch * (size_t)printed.surf->h;
    void *alone = malloc(bytes);
    if (!CHECK(alone != NULL)) return check_done();
    memcpy(alone, printed.surf->pixels, bytes);

    if (!CHECK(canvas_open(&high, "palette-high-contrast"))) return check_done();
    canvas_draw(&high);
    CHECK(!same_pixels(high.surf, alone)); /* the palettes do differ */
    canvas_draw(&printed);                 /* after the other app chose its palette */
    CHECK(same_pixels(printed.surf, alone));

    free(alone);
    canvas_close(&high);
    canvas_close(&printed);
    TTF_Quit();
    SDL_Quit();
    return check_done();
}
