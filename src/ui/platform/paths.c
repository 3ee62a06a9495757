/* Where the player's files live: the config and data folders of the desktop. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "platform/paths.h"
#include "sdl.h"

bool ui_config_path(const char *leaf, char *out, size_t n)
{
    const char *xdg = getenv("XDG_CONFIG_HOME"), *home = getenv("HOME");
    char dir[900];
    if (xdg && xdg[0])
        snprintf(dir, sizeof dir, "%s", xdg);
    else if (home && home[0])
        snprintf(dir, sizeof dir, "%s/.config", home);
    else
        return false;
    mkdir(dir, 0700);
    size_t len = strlen(dir);
    snprintf(dir + len, sizeof dir - len, "/metro");
    if (mkdir(dir, 0700) != 0 && errno != EEXIST) return false;
    snprintf(out, n, "%s/%s", dir, leaf);
    return true;
}

bool ui_data_path(const char *leaf, char *out, size_t n)
{
    /* XDG: an empty or relative XDG_DATA_HOME counts as unset (SDL would
     * take "" and put the folder at /metro/). */
    const char *xdg = getenv("XDG_DATA_HOME");
    if (xdg && xdg[0] != '/') unsetenv("XDG_DATA_HOME");
    char *dir = SDL_GetPrefPath("", "metro"); /* ends in '/'; created */
    if (!dir) return false;
    int len = snprintf(out, n, "%s%s", dir, leaf);
    SDL_free(dir);
    return len > 0 && (size_t)len < n;
}
