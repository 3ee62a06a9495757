/* The text floor on every screen and dialog (issue 37, item 6): every
 * scene of `metro --list-scenes` (the set-up screen, the menu, the help
 * pages, the privacy gate, statistics, history, the end screens, the
 * Online screens, the lesson, the city cards) and the dialogs no scene
 * shows (Save, Load, Last moves, the menu and each help page over a game
 * with every page), at 800x500 and 1280x800, in English, German, Dutch and
 * French: no word is drawn smaller than UI_TEXT_MIN_PX (what the layout
 * pass measured, ui_text_smallest) and no click area leaves the window
 * sideways. A screen taller than the window scrolls instead (scroll.h).
 * Offscreen (SDL's dummy video driver, a software renderer), no window.
 * usage: test_text_floor [SCENE] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../check.h"
#include "core/app.h"
#include "files/files_dialog.h"
#include "harness/scene_kit.h"
#include "harness/scenes.h"

static const char *const languages[] = {"en", "de", "nl", "fr"};
static const int sizes[][2] = {{UI_MIN_W, UI_MIN_H}, {1280, 800}};

/* What a scene leaves open, and the dialogs no scene opens, over it. */
enum extra { PLAIN, MENU, HELP_LAST, SAVE, LOAD, LAST_MOVES, EXTRAS };
static const char *const extra_names[EXTRAS] = {"",      "+menu", "+help-last",
                                                "+save", "+load", "+last-moves"};

typedef struct offscreen {
    SDL_Surface *surf;
    SDL_Renderer *r;
    ui_app *a;
} offscreen;

static bool open_app(offscreen *o, int w, int h)
{
    char err[300];
    o->surf = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    o->r = o->surf ? SDL_CreateSoftwareRenderer(o->surf) : NULL;
    o->a = o->r ? ui_app_new(o->r, err, sizeof err) : NULL;
    if (!o->a) fprintf(stderr, "test_text_floor: %s\n", o->r ? err : SDL_GetError());
    if (o->a) ui_layout_compute(&o->a->lay, w, h, o->a->ui.setup.scale);
    return o->a != NULL;
}

static void close_app(offscreen *o)
{
    if (o->a) ui_app_free(o->a);
    if (o->r) SDL_DestroyRenderer(o->r);
    if (o->surf) SDL_FreeSurface(o->surf);
}

/* Opens the extra dialog over the scene; false when it has no place there
 * (the dialogs of a game over a game only). */
static bool open_extra(ui_app *a, int extra)
{
    if (extra == PLAIN) return true;
    if (a->ui.screen != UI_PLAY || a->ui.overlay != UI_OV_NONE || a->ui.tutor.step) return false;
    if (extra == MENU) a->ui.overlay = UI_OV_MENU;
    if (extra == HELP_LAST) a->ui.overlay = UI_OV_HELP, a->ui.help_page = 99; /* the last page */
    if (extra == SAVE || extra == LOAD)
        ui_files_open(a, extra == SAVE ? UI_PROMPT_SAVE : UI_PROMPT_LOAD);
    if (extra == LAST_MOVES) a->ui.overlay = UI_OV_LOG;
    return true;
}

/* One scene with one extra at one size in every language. */
static void check_scene(const char *scene, int extra, int w, int h)
{
    offscreen o = {0};
    if (!CHECK(open_app(&o, w, h))) return;
    ui_app *a = o.a;
    char what[400];
    snprintf(what, sizeof what, "scene %s builds", scene);
    if (CHECK_MSG(ui_scene_build(a, scene), what) && open_extra(a, extra))
        for (size_t i = 0; i < sizeof languages / sizeof languages[0]; i++) {
            if (!CHECK(ui_scene_language(a, languages[i]))) break;
            ui_layout_compute(&a->lay, w, h, a->ui.setup.scale);
            ui_layout_frame(a);
            int px = a->res.fit_text_px;
            snprintf(what, sizeof what, "[%s%s %s] at %dx%d the smallest words are %d px, not %d",
                     scene, extra_names[extra], languages[i], w, h, px, UI_TEXT_MIN_PX);
            CHECK_MSG(px == 0 || px >= UI_TEXT_MIN_PX, what);
            for (int k = 0; k < a->frame->n_hits; k++) {
                const ui_hit *c = &a->frame->hits[k];
                snprintf(what, sizeof what,
                         "[%s%s %s] at %dx%d action %d at x %.0f..%.0f leaves the window", scene,
                         extra_names[extra], languages[i], w, h, c->action, c->x, c->x + c->w);
                CHECK_MSG(c->x >= -1 && c->x + c->w <= (float)w + 1, what);
            }
        }
    close_app(&o);
}

int main(int argc, char **argv)
{
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    if (SDL_Init(SDL_INIT_VIDEO) != 0 || TTF_Init() != 0) {
        fprintf(stderr, "test_text_floor: SDL: %s\n", SDL_GetError());
        return 1;
    }
    int scenes = 0;
    for (int i = 0; ui_scene_name(i); i++) {
        const char *scene = ui_scene_name(i);
        if (argc > 1 && strcmp(argv[1], scene)) continue;
        scenes++;
        for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
            for (int extra = 0; extra < EXTRAS; extra++)
                /* the dialogs over a game: over two games are enough */
                if (extra == PLAIN || !strcmp(scene, "midgame-4p") ||
                    !strcmp(scene, "shares-stockholm-scrolled"))
                    check_scene(scene, extra, sizes[s][0], sizes[s][1]);
    }
    printf("%d scenes in %zu languages at 800x500 and 1280x800\n", scenes,
           sizeof languages / sizeof languages[0]);
    CHECK(scenes > 0);
    TTF_Quit();
    SDL_Quit();
    return check_done();
}
