/* The game's folders kept tidy: saves moved from their old place once, stale temp files cleared. */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "file_io.h"
#include "files/places.h"

enum { PATH_CAP = 1100 };

static bool is_dir(const char *p)
{
    struct stat st;
    return lstat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

static bool is_file(const char *p)
{
    struct stat st;
    return lstat(p, &st) == 0 && S_ISREG(st.st_mode);
}

/* Moves one regular file; false (with a message) if it cannot. Never
 * replaces a file already at the new place. */
static bool move_file(const char *from, const char *to)
{
    if (!is_file(from) || access(to, F_OK) == 0) return false;
    if (rename(from, to) == 0) return true;
    fprintf(stderr, "metro: cannot move %s to %s: %s\n", from, to, strerror(errno));
    return false;
}

/* Earlier versions kept saves and the autosave in the config folder. */
static void migrate(void)
{
    char old_dir[PATH_CAP], new_dir[PATH_CAP], from[2 * PATH_CAP], to[2 * PATH_CAP];
    int moved = 0;
    if (ui_config_path("saves", old_dir, sizeof old_dir) && is_dir(old_dir) &&
        ui_data_path("saves", new_dir, sizeof new_dir)) {
        mkdir(new_dir, 0700);
        DIR *d = opendir(old_dir);
        for (struct dirent *e; d && (e = readdir(d));) {
            if (e->d_name[0] == '.') continue;
            snprintf(from, sizeof from, "%s/%s", old_dir, e->d_name);
            snprintf(to, sizeof to, "%s/%s", new_dir, e->d_name);
            moved += move_file(from, to);
        }
        if (d) closedir(d);
        if (rmdir(old_dir) != 0 && moved)
            fprintf(stderr, "metro: some files stay in %s (same name in %s)\n", old_dir, new_dir);
    }
    if (ui_config_path("autosave.metro", from, sizeof from) &&
        ui_data_path("autosave.metro", to, sizeof to))
        moved += move_file(from, to);
    if (moved && ui_data_path("", to, sizeof to))
        fprintf(stderr, "metro: moved %d saved game%s to %s\n", moved, moved > 1 ? "s" : "", to);
}

void ui_places_prepare(void)
{
    migrate();
    char dir[PATH_CAP];
    /* Only NAME.tmpXXXXXX files of ours older than METRO_FILE_STALE_AGE:
     * what a save killed midway leaves; a save running now is younger. */
    if (ui_config_path("", dir, sizeof dir))
        metro_file_remove_stale(dir, NULL, METRO_FILE_STALE_AGE);
    if (ui_data_path("", dir, sizeof dir)) metro_file_remove_stale(dir, NULL, METRO_FILE_STALE_AGE);
    if (ui_data_path("saves", dir, sizeof dir))
        metro_file_remove_stale(dir, NULL, METRO_FILE_STALE_AGE);
}
