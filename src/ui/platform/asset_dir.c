/* Finding the game's files: an override, beside the program, or the build's own tree. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>

#include "platform/asset_dir.h"
#include "sdl.h"

#ifndef METRO_ASSET_DIR
#define METRO_ASSET_DIR "assets" /* the source tree's assets (set by meson) */
#endif
#ifndef METRO_DOC_DIR
#define METRO_DOC_DIR "docs" /* the source tree's docs (set by meson) */
#endif
#ifndef METRO_DATA_FROM_BIN
#define METRO_DATA_FROM_BIN "../share/metro" /* datadir/metro relative to bindir */
#endif
#ifndef METRO_BUILD_LOCALE_DIR
#define METRO_BUILD_LOCALE_DIR "po" /* the catalogues msgfmt made in the build folder */
#endif
#ifndef METRO_LOCALE_FROM_BIN
#define METRO_LOCALE_FROM_BIN "../share/locale"
#endif

static bool exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0;
}

static bool try_dir(const char *dir, const char *leaf, char *out, size_t n)
{
    int k = snprintf(out, n, "%s/%s", dir, leaf);
    return k > 0 && (size_t)k < n && exists(out);
}

/* $env/leaf if env is set (never second-guessed); else the installed folder
 * `from_bin` (relative to the program, or absolute); else the build's `own`. */
static bool find(const char *env_name, const char *from_bin, const char *own, const char *leaf,
                 char *out, size_t n)
{
    const char *env = getenv(env_name);
    if (env && env[0]) return try_dir(env, leaf, out, n);
    if (from_bin[0] == '/' && try_dir(from_bin, leaf, out, n)) return true;
    char *base = SDL_GetBasePath(); /* the program's folder, with a trailing slash */
    bool found = false;
    if (base && from_bin[0] != '/') {
        char dir[1024];
        int k = snprintf(dir, sizeof dir, "%s%s", base, from_bin);
        found = k > 0 && (size_t)k < sizeof dir && try_dir(dir, leaf, out, n);
    }
    SDL_free(base);
    return found || try_dir(own, leaf, out, n);
}

bool ui_asset_path(const char *leaf, char *out, size_t n)
{
    return find("METRO_ASSETS", METRO_DATA_FROM_BIN, METRO_ASSET_DIR, leaf, out, n);
}

bool ui_rules_path(char *out, size_t n)
{
    return find("METRO_ASSETS", METRO_DATA_FROM_BIN, METRO_DOC_DIR, "rules.md", out, n) ||
           try_dir(METRO_DOC_DIR, "rules.md", out, n);
}

bool ui_locale_path(const char *lang, char *out, size_t n)
{
    char leaf[64];
    snprintf(leaf, sizeof leaf, "%s/LC_MESSAGES/metro.mo", lang);
    return find("METRO_LOCALEDIR", METRO_LOCALE_FROM_BIN, METRO_BUILD_LOCALE_DIR, leaf, out, n);
}
