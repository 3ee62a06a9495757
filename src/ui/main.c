/* metro: the desktop game; also headless screenshots and a render benchmark. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "asset_dir.h"
#include "i18n.h"
#include "icon.h"
#include "metro_version.h"
#include "scenes.h"
#include "script.h"

static int usage(const char *why)
{
    if (why) {
        fprintf(stderr, "metro: %s\nTry 'metro --help' for more information.\n", why);
        return 2;
    }
    printf("Usage: metro [OPTION]...\n"
           "Play Metro, Dirk Henn's tile-laying board game, for 1 to 6 players on one screen.\n"
           "\n"
           "  --size WxH              window or picture size (default 1280x800)\n"
           "  --script FILE           play the events in FILE (scripted tests)\n"
           "  --screenshot FILE.png   draw one picture without a window, then exit, of\n"
           "    --scene NAME            a built-in scene (see --list-scenes), or\n"
           "    --load SAVEFILE         a saved game; --save SAVEFILE also writes it\n"
           "    --check-text            fail (exit 3) when a text does not fit its box\n"
           "  --lang CODE             play in English (en), German (de), Dutch (nl) or\n"
           "                          French (fr); else the remembered or system language\n"
           "  --list-scenes           print the built-in scenes, one a line\n"
           "  --render-icon FILE.png  draw the application icon (--size NxN, 16 to 1024)\n"
           "  --asset-dir             print the folder the game's fonts are loaded from\n"
           "  --bench-render          measure drawing speed\n"
           "  -h, --help              show this help and exit\n"
           "  -V, --version           show the version and exit\n"
           "\n"
           "METRO_ASSETS names the folder with the game's fonts (normally found by itself).\n"
           "Saves live in ~/.local/share/metro, settings in ~/.config/metro.\n"
           "The rules: docs/rules.md; the command-line engine: metro-cli(6).\n");
    return 0;
}

/* Where the fonts come from (installed tree, $METRO_ASSETS or source tree). */
static int print_asset_dir(void)
{
    char path[1024];
    if (!ui_asset_path("fonts", path, sizeof path))
        return fprintf(stderr, "metro: cannot find the game's fonts\n"), 1;
    path[strlen(path) - strlen("/fonts")] = '\0';
    printf("%s\n", path);
    return -1;
}

static void version(void)
{
    printf("metro " METRO_VERSION "\n" METRO_VERSION_NOTICE);
}

static bool parse_size(const char *s, int *w, int *h)
{
    char *end;
    long x = strtol(s, &end, 10);
    if (end == s || *end != 'x') return false;
    const char *p = end + 1;
    long y = strtol(p, &end, 10);
    if (end == p || *end || x < 16 || y < 16 || x > 8192 || y > 8192) return false;
    *w = (int)x, *h = (int)y;
    return true;
}

typedef struct args {
    const char *shot, *scene, *load, *script, *save, *icon, *lang;
    int w, h;
    bool bench, sized, check_text;
} args;

static int parse(int argc, char **argv, args *o)
{
    for (int i = 1; i < argc; i++) {
        const char *k = argv[i];
        bool has = i + 1 < argc;
        if (!strcmp(k, "--help") || !strcmp(k, "-h")) return usage(NULL), -1;
        if (!strcmp(k, "--version") || !strcmp(k, "-V")) return version(), -1;
        if (!strcmp(k, "--asset-dir")) return print_asset_dir();
        if (!strcmp(k, "--list-scenes")) {
            for (int s = 0; ui_scene_name(s); s++) printf("%s\n", ui_scene_name(s));
            return -1;
        }
        if (!strcmp(k, "--check-text")) {
            o->check_text = true;
            continue;
        }
        if (!strcmp(k, "--bench-render")) {
            o->bench = true;
            continue;
        }
        const char **slot = !strcmp(k, "--screenshot")    ? &o->shot
                            : !strcmp(k, "--scene")       ? &o->scene
                            : !strcmp(k, "--load")        ? &o->load
                            : !strcmp(k, "--script")      ? &o->script
                            : !strcmp(k, "--save")        ? &o->save
                            : !strcmp(k, "--render-icon") ? &o->icon
                            : !strcmp(k, "--lang")        ? &o->lang
                                                          : NULL;
        char why[300];
        if (!slot && strcmp(k, "--size"))
            return snprintf(why, sizeof why, "unknown argument '%s'", k), usage(why);
        if (!has) return snprintf(why, sizeof why, "%s needs a value", k), usage(why);
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
    if (o->check_text && !o->shot) return usage("--check-text needs --screenshot");
    if (o->icon && (o->shot || o->script || o->bench))
        return usage("--render-icon runs alone (with --size)");
    if (o->icon && (o->w != o->h || o->w > 1024))
        return usage("--render-icon needs a square --size of at most 1024x1024");
    if (!o->icon && o->sized && (o->w < 200 || o->h < 150))
        return usage("--size must be at least 200x150 for the game and screenshots");
    return 0;
}

int main(int argc, char **argv)
{
    uint64_t t0 = SDL_GetPerformanceCounter();
    args o = {NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1280, 800, false, false, false};
    int rc = parse(argc, argv, &o);
    if (rc) return rc < 0 ? 0 : rc;
    /* The script before SDL_Init: reading a pipe waits for its writer, and
     * until SDL installs its handlers SIGTERM and SIGINT end the program. */
    char err[400];
    ui_script *script = o.script ? ui_script_load(o.script, err, sizeof err) : NULL;
    if (o.script && !script) return fprintf(stderr, "metro: %s\n", err), 2;
    if (o.icon && !o.sized) o.w = o.h = 256;
    if (o.shot || o.bench || o.icon) SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy");
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0)
        return fprintf(stderr, "metro: SDL_Init: %s\n", SDL_GetError()), 1;
    if (TTF_Init() != 0) return fprintf(stderr, "metro: TTF_Init: %s\n", TTF_GetError()), 1;
    IMG_Init(IMG_INIT_PNG);
    char why[300];
    if (o.lang && !ui_i18n_use(o.lang, why, sizeof why))
        return fprintf(stderr, "metro: --lang: %s\n", why), ui_language_find(o.lang) < 0 ? 2 : 1;
    if (o.lang) ui_i18n_pin();
    if (o.icon)
        rc = ui_render_icon(o.icon, o.w);
    else if (o.bench)
        rc = ui_bench_render(t0);
    else if (o.shot)
        rc = ui_screenshot(o.shot, o.scene, o.load, o.save, o.w, o.h, o.check_text);
    else
        rc = ui_run(script, o.w, o.h);
    ui_script_free(script);
    ui_i18n_free();
    IMG_Quit();
    TTF_Quit();
    SDL_Quit();
    return rc;
}
