/* Finding the asset folder: $METRO_ASSETS, beside the program, or the source tree. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>

#include "asset_dir.h"
#include "sdl.h"

#ifndef METRO_ASSET_DIR
#define METRO_ASSET_DIR "assets" /* the source tree's assets (set by meson) */
#endif
#ifndef METRO_DATA_FROM_BIN
#define METRO_DATA_FROM_BIN "../share/metro" /* datadir/metro relative to bindir */
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

bool ui_asset_path(const char *leaf, char *out, size_t n)
{
    const char *env = getenv("METRO_ASSETS");
    if (env && env[0]) return try_dir(env, leaf, out, n); /* an override is never second-guessed */
    if (METRO_DATA_FROM_BIN[0] == '/' && try_dir(METRO_DATA_FROM_BIN, leaf, out, n)) return true;
    char *base = SDL_GetBasePath(); /* the program's folder, with a trailing slash */
    bool found = false;
    if (base && METRO_DATA_FROM_BIN[0] != '/') {
        char dir[1024];
        int k = snprintf(dir, sizeof dir, "%s%s", base, METRO_DATA_FROM_BIN);
        found = k > 0 && (size_t)k < sizeof dir && try_dir(dir, leaf, out, n);
    }
    SDL_free(base);
    return found || try_dir(METRO_ASSET_DIR, leaf, out, n);
}
