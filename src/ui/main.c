/* metro: the desktop game; also headless screenshots, the icon and a render benchmark. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/app.h"
#include "platform/asset_dir.h"
#include "i18n/i18n.h"
#include "core/icon.h"
#include "core/palette.h"
#include "metro_version.h"
#include "options.h"
#include "printable.h"
#include "harness/scenes.h"
#include "platform/platform.h"
#include "harness/script.h"
#include "online/online_link.h"

/* The options, in the order --help lists them; the reader's table and the
 * help are both made from this one table, so the help says what is accepted. */
enum opt_id {
    OPT_SIZE,
    OPT_SCRIPT,
    OPT_REPLAY,
    OPT_JOIN,
    OPT_NAME,
    OPT_CODE,
    OPT_SCREENSHOT,
    OPT_SCENE,
    OPT_LOAD,
    OPT_SAVE,
    OPT_CHECK_TEXT,
    OPT_LANG,
    OPT_LIST_SCENES,
    OPT_LIST_COLOURS,
    OPT_PALETTE,
    OPT_RENDER_ICON,
    OPT_ASSET_DIR,
    OPT_BENCH,
    OPT_HELP,
    OPT_VERSION,
    N_OPTS
};
static const struct opt_doc {
    const char *name;
    char letter;       /* a short form (-h), or 0 */
    const char *value; /* the value's placeholder; NULL: takes none */
    int indent;        /* 1: a part of the option above it */
    const char *help;
} opt_docs[N_OPTS] = {
    [OPT_SIZE] = {"size", 0, "WxH", 0,
                  "window or picture size (default 1280x800; at\n"
                  "least 200x150, at most 8192x8192)"},
    [OPT_SCRIPT] = {"script", 0, "FILE", 0,
                    "play the events in FILE, a file or a pipe (scripted tests)"},
    [OPT_REPLAY] = {"replay", 0, "SAVEFILE", 0,
                    "open a saved game in the history view at its first\n"
                    "move (Left and Right step through it)"},
    [OPT_JOIN] = {"join", 0, "HOST:PORT/TABLE", 0,
                  "take a seat at that table online (over a WebSocket,\n"
                  "as the web page's link does), or watch it when none is open"},
    [OPT_NAME] = {"name", 0, "NAME", 1, "the name to sit down with (else it is asked)"},
    [OPT_CODE] = {"code", 0, "CODE", 1, "a private table's invitation code"},
    [OPT_SCREENSHOT] = {"screenshot", 0, "FILE.png", 0,
                        "draw one picture without a window, then exit, of"},
    [OPT_SCENE] = {"scene", 0, "NAME", 1, "a built-in scene (see --list-scenes), or"},
    [OPT_LOAD] = {"load", 0, "SAVEFILE", 1, "a saved game"},
    [OPT_SAVE] = {"save", 0, "SAVEFILE", 1, "also write the shown game as a save"},
    [OPT_CHECK_TEXT] = {"check-text", 0, NULL, 1,
                        "fail (exit 3) when a text leaves its box or lacks contrast"},
    [OPT_LANG] = {"lang", 0, "CODE", 0,
                  "play in English (en), German (de), Dutch (nl) or\n"
                  "French (fr); else the remembered or system language"},
    [OPT_LIST_SCENES] = {"list-scenes", 0, NULL, 0, "print the built-in scenes, one a line"},
    [OPT_LIST_COLOURS] = {"list-colours", 0, NULL, 0,
                          "print each seat's and company's colour: \"seat N\n"
                          "#RRGGBB NAME\", one a line"},
    [OPT_PALETTE] = {"palette", 0, "NAME", 1,
                     "of palette printed (default), colour-blind or\n"
                     "high-contrast; with --screenshot, the picture's"},
    [OPT_RENDER_ICON] = {"render-icon", 0, "FILE.png", 0,
                         "draw the application icon (--size NxN, 16 to 1024;\n"
                         "default 256x256)"},
    [OPT_ASSET_DIR] = {"asset-dir", 0, NULL, 0,
                       "print the folder the game's fonts are loaded from"},
    [OPT_BENCH] = {"bench-render", 0, NULL, 0, "measure drawing speed"},
    [OPT_HELP] = {"help", 'h', NULL, 0, "show this help and exit"},
    [OPT_VERSION] = {"version", 'V', NULL, 0, "show the version and exit"},
};

static void help(void)
{
    printf("Usage: metro [OPTION]...\n"
           "Play Metro, Dirk Henn's tile-laying board game, for 1 to 6 players on one screen\n"
           "or online (Online... on the set-up screen: host, join or watch a table).\n\n");
    for (int i = 0; i < N_OPTS; i++) {
        const struct opt_doc *o = &opt_docs[i];
        char left[64], letter[8] = "";
        if (o->letter) snprintf(letter, sizeof letter, "-%c, ", o->letter);
        snprintf(left, sizeof left, "%*s%s--%s%s%s", 2 + 2 * o->indent, "", letter, o->name,
                 o->value ? " " : "", o->value ? o->value : "");
        const char *text = o->help;
        for (bool first = true; *text; first = false) { /* a help text may go on below */
            size_t n = strcspn(text, "\n");
            printf("%-26s%.*s\n", first ? left : "", (int)n, text);
            text += n + (text[n] == '\n');
        }
    }
    printf("\nLong options may be shortened to any unambiguous start (--scr for --script);\n"
           "a value follows as the next argument or after '=' (--size=960x600).\n"
           "METRO_ASSETS names the folder with the game's fonts (normally found by itself).\n"
           "Saves live in ~/.local/share/metro, settings in ~/.config/metro.\n");
    char rules[1100];
    /* the installed copy (or the source tree's), not a path of the sources */
    printf("The rules: F1 in the game; the reference: %s; the command-line engine: metro-cli(6).\n",
           ui_rules_path(rules, sizeof rules) ? rules : "docs/rules.md in the sources");
}

/* "metro: MESSAGE" and the help hint on stderr, control bytes of echoed
 * arguments escaped (printable.h); returns 2, the status of bad arguments. */
__attribute__((format(printf, 1, 2))) static int usage_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    metro_vprint_line(stderr, "metro: ", fmt, ap);
    va_end(ap);
    fprintf(stderr, "Try 'metro --help' for more information.\n");
    return 2;
}

/* Where the fonts come from (installed tree, $METRO_ASSETS or source tree). */
static int print_asset_dir(void)
{
    char path[1024];
    if (!ui_asset_path("fonts", path, sizeof path))
        return fprintf(stderr, "metro: cannot find the game's fonts\n"), 1;
    path[strlen(path) - strlen("/fonts")] = '\0';
    printf("%s\n", path);
    return 0;
}

/* The seat and company colours of a palette (docs/ui.md, "Palettes"). */
static void list_colours(const char *palette)
{
    const ui_colourway *chosen =
        ui_palette_of(palette ? ui_palette_find(palette) : UI_PALETTE_PRINTED);
    for (int i = 0; i < METRO_MAX_ACCOUNTS; i++) {
        bool seat = i < METRO_ACCOUNT_COMPANY0;
        printf("%s %d #%06X %s\n", seat ? "seat" : "company",
               seat ? i + 1 : i - METRO_ACCOUNT_COMPANY0 + 1, (unsigned)chosen->accounts[i].rgb,
               ui_palette_word(i));
    }
}

static bool parse_size(const char *s, int *w, int *h)
{
    char *end;
    long x = strtol(s, &end, 10);
    if (end == s || *end != 'x' || s[0] < '0' || s[0] > '9') return false;
    const char *p = end + 1;
    long y = strtol(p, &end, 10);
    if (end == p || *end || p[0] < '0' || p[0] > '9' || x < 16 || y < 16 || x > 8192 || y > 8192)
        return false;
    *w = (int)x, *h = (int)y;
    return true;
}

static bool known_scene(const char *name)
{
    for (int s = 0; ui_scene_name(s); s++)
        if (!strcmp(ui_scene_name(s), name)) return true;
    return false;
}

typedef struct args {
    const char *value[N_OPTS]; /* the value of each option given ("" for a flag), else NULL */
    int w, h;
} args;

/* One option's value, checked on its own; 0 or the usage error's status. */
static int check_value(int id, const char *v, args *o)
{
    if (id == OPT_SIZE && !parse_size(v, &o->w, &o->h))
        return usage_error("--size '%.60s': want WxH, each 16 to 8192 (e.g. 1280x800)", v);
    if (id == OPT_LANG && ui_language_find(v) < 0)
        return usage_error("--lang '%.60s': the game speaks en, de, nl and fr", v);
    if (id == OPT_SCENE && !known_scene(v)) {
        metro_print_line(stderr, "metro: unknown scene '%.60s'", v);
        fprintf(stderr, "scenes:"); /* the list of --list-scenes */
        for (int s = 0; ui_scene_name(s); s++) fprintf(stderr, " %s", ui_scene_name(s));
        fprintf(stderr, "\nTry 'metro --help' for more information.\n");
        return 2;
    }
    if (id == OPT_PALETTE && ui_palette_find(v) < 0)
        return usage_error("--palette '%.60s': want printed, colour-blind or high-contrast", v);
    if (!v[0] && (id == OPT_SCRIPT || id == OPT_SCREENSHOT || id == OPT_LOAD || id == OPT_SAVE ||
                  id == OPT_REPLAY || id == OPT_RENDER_ICON))
        return usage_error("--%s needs a file name", opt_docs[id].name);
    return 0;
}

/* What the options ask for, together: 0 or the usage error's status. */
static int check_together(args *o)
{
    const char **v = o->value;
    bool shot = v[OPT_SCREENSHOT], icon = v[OPT_RENDER_ICON], sized = v[OPT_SIZE];
    if (shot && !v[OPT_SCENE] == !v[OPT_LOAD])
        return usage_error("--screenshot needs exactly one of --scene or --load");
    if (!shot && (v[OPT_SCENE] || v[OPT_LOAD] || v[OPT_SAVE] || v[OPT_CHECK_TEXT]))
        return usage_error("--scene, --load, --save and --check-text need --screenshot");
    if (v[OPT_BENCH] && (shot || v[OPT_SCRIPT] || icon))
        return usage_error("--bench-render runs alone");
    if (shot && v[OPT_SCRIPT]) return usage_error("--script is for the windowed game");
    if (v[OPT_REPLAY] && (shot || v[OPT_BENCH] || icon))
        return usage_error("--replay is for the windowed game (pictures: --load)");
    if (icon && (shot || v[OPT_SCRIPT]))
        return usage_error("--render-icon runs alone (with --size)");
    if ((v[OPT_NAME] || v[OPT_CODE]) && !v[OPT_JOIN])
        return usage_error("--name and --code go with --join");
    if (v[OPT_JOIN] && (shot || v[OPT_BENCH] || icon || v[OPT_REPLAY]))
        return usage_error("--join is for the windowed game");
    char why[200];
    if (v[OPT_JOIN] && !ui_online_link_set(v[OPT_JOIN], v[OPT_NAME], v[OPT_CODE], why, sizeof why))
        return usage_error("%s", why);
    if (icon && !sized) o->w = o->h = 256; /* the help's default */
    if (icon && (o->w != o->h || o->w > 1024))
        return usage_error("--render-icon needs a square --size of at most 1024x1024");
    if (!icon && sized && (o->w < 200 || o->h < 150))
        return usage_error("--size must be at least 200x150 for the game and screenshots");
    return 0;
}

static int on_option(void *ctx, int id, const char *value)
{
    args *o = ctx;
    o->value[id] = value ? value : "";
    return check_value(id, o->value[id], o);
}

static int on_refuse(void *ctx, const char *message)
{
    (void)ctx;
    return usage_error("%s", message);
}

/* The shared reader (options.h) over opt_docs: every value checked, nothing
 * given twice, no argument left over. 0, or the status to exit with (-1:
 * exit 0). */
static int parse(int argc, char **argv, args *o)
{
    metro_option table[N_OPTS] = {{0}};
    for (int i = 0; i < N_OPTS; i++)
        table[i] =
            (metro_option){opt_docs[i].name, opt_docs[i].letter, opt_docs[i].value != NULL, false};
    metro_option_hooks hooks = {o, on_option, NULL, on_refuse};
    int rc = metro_options_read(argc, argv, table, N_OPTS, &hooks);
    if (rc) return rc;
    if (o->value[OPT_HELP]) return help(), -1;
    if (o->value[OPT_VERSION]) return printf("metro " METRO_VERSION "\n" METRO_VERSION_NOTICE), -1;
    if (o->value[OPT_LIST_SCENES]) {
        for (int s = 0; ui_scene_name(s); s++) printf("%s\n", ui_scene_name(s));
        return -1;
    }
    if (o->value[OPT_ASSET_DIR]) return print_asset_dir() ? 1 : -1;
    if (o->value[OPT_PALETTE] && !o->value[OPT_LIST_COLOURS] && !o->value[OPT_SCREENSHOT])
        return usage_error("--palette goes with --list-colours or --screenshot");
    if (o->value[OPT_LIST_COLOURS]) return list_colours(o->value[OPT_PALETTE]), -1;
    return check_together(o);
}

/* After SDL_Init: the picture, icon, benchmark or game the options ask for. */
static int run(const args *o, ui_script *script, uint64_t t0)
{
    const char *const *v = o->value;
    char why[300];
    if (v[OPT_LANG] && !ui_i18n_use(v[OPT_LANG], why, sizeof why))
        return metro_print_line(stderr, "metro: --lang: %s", why), 1;
    if (v[OPT_LANG]) ui_i18n_pin();
    if (v[OPT_RENDER_ICON]) return ui_render_icon(v[OPT_RENDER_ICON], o->w);
    if (v[OPT_BENCH]) return ui_bench_render(t0);
    if (v[OPT_SCREENSHOT])
        return ui_screenshot(v[OPT_SCREENSHOT], v[OPT_SCENE], v[OPT_LOAD], v[OPT_SAVE], o->w, o->h,
                             v[OPT_CHECK_TEXT] != NULL,
                             v[OPT_PALETTE] ? ui_palette_find(v[OPT_PALETTE]) : -1);
    return ui_run(script, o->w, o->h, v[OPT_REPLAY]);
}

int main(int argc, char **argv)
{
    uint64_t t0 = ui_clock_mark();
    args o = {.w = 1280, .h = 800};
    int rc = parse(argc, argv, &o);
    if (rc) return rc < 0 ? 0 : rc;
    /* The script before SDL_Init: reading a pipe waits for its writer, and
     * until SDL installs its handlers SIGTERM and SIGINT end the program. */
    char err[400];
    const char *path = o.value[OPT_SCRIPT];
    ui_script *script = path ? ui_script_load(path, err, sizeof err) : NULL;
    if (path && !script) return metro_print_line(stderr, "metro: %s", err), 2;
    if (o.value[OPT_SCREENSHOT] || o.value[OPT_BENCH] || o.value[OPT_RENDER_ICON])
        SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy");
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
        fprintf(stderr, "metro: SDL_Init: %s\n", SDL_GetError());
        rc = 1;
    } else if (TTF_Init() != 0) {
        fprintf(stderr, "metro: TTF_Init: %s\n", TTF_GetError());
        rc = 1;
    } else {
        IMG_Init(IMG_INIT_PNG);
        rc = run(&o, script, t0);
        ui_i18n_free();
        IMG_Quit();
        TTF_Quit();
    }
    ui_script_free(script);
    SDL_Quit();
    return rc;
}
