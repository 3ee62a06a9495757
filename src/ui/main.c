/* metro: the desktop game; also headless screenshots and a render benchmark. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "scenes.h"

static int usage(const char *why)
{
    if (why) fprintf(stderr, "metro: %s\n", why);
    fprintf(why ? stderr : stdout,
            "usage: metro [--size WxH] [--script FILE]\n"
            "       metro --screenshot FILE.png (--scene NAME | --load SAVEFILE) [--size WxH]\n"
            "             [--save SAVEFILE]   (also write the shown game)\n"
            "       metro --bench-render\n"
            "       metro --list-scenes   (the screenshot scenes, one a line)\n");
    return why ? 2 : 0;
}

static bool parse_size(const char *s, int *w, int *h)
{
    char *end;
    long x = strtol(s, &end, 10);
    if (end == s || *end != 'x') return false;
    const char *p = end + 1;
    long y = strtol(p, &end, 10);
    if (end == p || *end || x < 200 || y < 150 || x > 8192 || y > 8192) return false;
    *w = (int)x, *h = (int)y;
    return true;
}

typedef struct args {
    const char *shot, *scene, *load, *script, *save;
    int w, h;
    bool bench, sized;
} args;

static int parse(int argc, char **argv, args *o)
{
    for (int i = 1; i < argc; i++) {
        const char *k = argv[i];
        bool has = i + 1 < argc;
        if (!strcmp(k, "--help") || !strcmp(k, "-h")) return usage(NULL), -1;
        if (!strcmp(k, "--list-scenes")) {
            for (int s = 0; ui_scene_name(s); s++) printf("%s\n", ui_scene_name(s));
            return -1;
        }
        if (!strcmp(k, "--bench-render")) {
            o->bench = true;
            continue;
        }
        const char **slot = !strcmp(k, "--screenshot") ? &o->shot
                            : !strcmp(k, "--scene")    ? &o->scene
                            : !strcmp(k, "--load")     ? &o->load
                            : !strcmp(k, "--script")   ? &o->script
                            : !strcmp(k, "--save")     ? &o->save
                                                       : NULL;
        if (!slot && strcmp(k, "--size")) {
            fprintf(stderr, "metro: unknown argument '%s'\n", k);
            return usage(NULL), 2;
        }
        if (!has) return fprintf(stderr, "metro: %s needs a value\n", k), 2;
        if (slot)
            *slot = argv[++i];
        else if (!parse_size(argv[++i], &o->w, &o->h))
            return fprintf(stderr, "metro: bad --size '%s' (want WxH, e.g. 1280x800)\n", argv[i]),
                   2;
        else
            o->sized = true;
    }
    if (o->shot && !o->scene == !o->load)
        return usage("--screenshot needs exactly one of --scene or --load");
    if (!o->shot && (o->scene || o->load || o->save))
        return usage("--scene/--load/--save need --screenshot");
    if (o->bench && (o->shot || o->script)) return usage("--bench-render runs alone");
    if (o->shot && o->script) return usage("--script is for the windowed game");
    return 0;
}

int main(int argc, char **argv)
{
    uint64_t t0 = SDL_GetPerformanceCounter();
    args o = {NULL, NULL, NULL, NULL, NULL, 1280, 800, false, false};
    int rc = parse(argc, argv, &o);
    if (rc) return rc < 0 ? 0 : rc;
    if (o.shot || o.bench) SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy");
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0)
        return fprintf(stderr, "metro: SDL_Init: %s\n", SDL_GetError()), 1;
    if (TTF_Init() != 0) return fprintf(stderr, "metro: TTF_Init: %s\n", TTF_GetError()), 1;
    IMG_Init(IMG_INIT_PNG);
    if (o.bench)
        rc = ui_bench_render(t0);
    else if (o.shot)
        rc = ui_screenshot(o.shot, o.scene, o.load, o.save, o.w, o.h);
    else
        rc = ui_run(o.script, o.w, o.h);
    IMG_Quit();
    TTF_Quit();
    SDL_Quit();
    return rc;
}
