/* Finished games leave the table names (docs/protocol.md "Finished
 * tables"): when a finished table leaves memory, its save moves to
 * DIR/finished/NAME.YYYYMMDD-HHMMSS.metro and its seats file (tokens of a
 * game nobody can play on) is removed, so the name is free for a new table,
 * the game is kept, and a host starting on the folder reads only the tables
 * still to be played. */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "host_internal.h"

int host_make_finished_dir(const metro_host *h, char *err, size_t errlen)
{
    char path[600];
    snprintf(path, sizeof path, "%s/" HOST_FINISHED_DIR, h->data_dir);
    if (mkdir(path, 0700) != 0 && errno != EEXIST)
        return snprintf(err, errlen, "%s: cannot create the folder: %s", path, strerror(errno)), -1;
    return 0;
}

/* link() never replaces a file: a name finished twice in one second gets
 * a number after its time. */
static bool keep_save(const metro_host *h, const char *name, const char *from, char *to,
                      size_t tolen)
{
    char stamp[32];
    time_t now = time(NULL);
    struct tm utc;
    gmtime_r(&now, &utc);
    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &utc);
    for (int n = 1; n <= 100; n++) {
        char number[16] = "";
        if (n > 1) snprintf(number, sizeof number, "-%d", n);
        snprintf(to, tolen, "%s/" HOST_FINISHED_DIR "/%s.%s%s.metro", h->data_dir, name, stamp,
                 number);
        if (link(from, to) == 0) return true;
        if (errno != EEXIST) return false;
    }
    errno = EEXIST;
    return false;
}

bool host_put_away_finished(metro_host *h, const char *name)
{
    char save[600], seats[600], kept[700];
    snprintf(save, sizeof save, "%s/%s.metro", h->data_dir, name);
    snprintf(seats, sizeof seats, "%s/%s.seats", h->data_dir, name);
    if (!keep_save(h, name, save, kept, sizeof kept)) {
        host_log(h, "table %s: finished, but its save stays (its name too): %s", name,
                 strerror(errno));
        return false;
    }
    /* The seats file first: a NAME.metro left alone by a crash is put away
     * again at the next start, a lone NAME.seats would be read as nothing. */
    unlink(seats);
    unlink(save);
    host_log(h, "table %s: finished, kept as %s", name, kept + strlen(h->data_dir) + 1);
    return true;
}
