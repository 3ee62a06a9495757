/* Where the player's files live on the page: one folder kept in the
 * browser's storage (IndexedDB, mounted and synced by web.c), settings in
 * its config/ folder. */
#include <errno.h>
#include <stdio.h>
#include <sys/stat.h>

#include "platform/paths.h"
#include "platform/web.h"

static bool path_in(const char *dir, const char *leaf, char *out, size_t n)
{
    if (mkdir(dir, 0700) != 0 && errno != EEXIST) return false;
    int len = snprintf(out, n, "%s/%s", dir, leaf);
    return len > 0 && (size_t)len < n;
}

bool ui_config_path(const char *leaf, char *out, size_t n)
{
    return path_in(UI_WEB_DATA "/config", leaf, out, n);
}

bool ui_data_path(const char *leaf, char *out, size_t n)
{
    return path_in(UI_WEB_DATA, leaf, out, n);
}
