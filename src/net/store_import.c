/* Taking over a data folder of the file store (one NAME.metro and
 * NAME.seats per table, finished games in DIR/finished/): every file goes
 * into the store in one transaction, and only once that is committed are
 * the files removed, so a crash in between imports them again (each at
 * most once: a table by its name, a finished game by its file name). */
#define _GNU_SOURCE
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "file_io.h"
#include "store_import.h"

enum { IMPORT_MAX_BYTES = 1 << 22 };

typedef struct taken {
    char (*path)[700];
    int n, cap;
} taken;

static bool remember(taken *t, const char *path)
{
    if (t->n == t->cap) {
        int cap = t->cap ? 2 * t->cap : 64;
        void *p = realloc(t->path, (size_t)cap * sizeof *t->path);
        if (!p) return false;
        t->path = p, t->cap = cap;
    }
    snprintf(t->path[t->n++], sizeof *t->path, "%s", path);
    return true;
}

static char *slurp(const char *path, char *err, size_t errlen)
{
    char *text = NULL;
    size_t len;
    return metro_file_read(path, IMPORT_MAX_BYTES, &text, &len, err, errlen) ? NULL : text;
}

/* DIR/NAME.metro with its NAME.seats: a table; without: a finished game. */
static bool import_table(net_store *s, const char *dir, const char *file, taken *done, char *err,
                         size_t errlen)
{
    char path[700], seats_path[700], name[128];
    size_t n = strlen(file) - 6;
    snprintf(name, sizeof name, "%.*s", (int)n, file);
    snprintf(path, sizeof path, "%s/%s", dir, file);
    snprintf(seats_path, sizeof seats_path, "%s/%s.seats", dir, name);
    char *game = slurp(path, err, errlen);
    if (!game) return false;
    char *seats = access(seats_path, F_OK) == 0 ? slurp(seats_path, err, errlen) : NULL;
    bool ok = net_store_import(s, name, seats, game, seats ? NULL : file, err, errlen) &&
              remember(done, path) && (!seats || remember(done, seats_path));
    free(game), free(seats);
    return ok;
}

/* DIR/finished/NAME.STAMP.metro: a finished game of table NAME. */
static bool import_finished(net_store *s, const char *dir, const char *file, taken *done, char *err,
                            size_t errlen)
{
    char path[700], name[128];
    snprintf(path, sizeof path, "%s/finished/%s", dir, file);
    snprintf(name, sizeof name, "%.*s", (int)strcspn(file, "."), file);
    char *game = slurp(path, err, errlen);
    bool ok =
        game && net_store_import(s, name, NULL, game, file, err, errlen) && remember(done, path);
    free(game);
    return ok;
}

static bool is_save(const char *file)
{
    size_t n = strlen(file);
    return n > 6 && file[0] != '.' && !strcmp(file + n - 6, ".metro");
}

static bool import_folder(net_store *s, const char *dir, bool finished, taken *done, char *err,
                          size_t errlen)
{
    char path[700];
    snprintf(path, sizeof path, finished ? "%s/finished" : "%s", dir);
    DIR *d = opendir(path);
    if (!d) return true; /* nothing to take over */
    bool ok = true;
    for (struct dirent *e; ok && (e = readdir(d));)
        if (is_save(e->d_name))
            ok = finished ? import_finished(s, dir, e->d_name, done, err, errlen)
                          : import_table(s, dir, e->d_name, done, err, errlen);
    closedir(d);
    return ok;
}

int net_store_take_over(net_store *s, const char *dir, char *err, size_t errlen)
{
    taken done = {0};
    if (!net_store_begin(s, err, errlen)) return -1;
    bool ok = import_folder(s, dir, false, &done, err, errlen) &&
              import_folder(s, dir, true, &done, err, errlen);
    if (!ok) net_store_rollback(s);
    if (!ok || !net_store_commit(s, err, errlen)) { /* a failed commit rolls back */
        free(done.path);
        return -1;
    }
    for (int i = 0; i < done.n; i++) unlink(done.path[i]);
    int n = done.n;
    free(done.path);
    if (n) {
        char path[700];
        snprintf(path, sizeof path, "%s/finished", dir);
        rmdir(path); /* only when empty */
    }
    return n;
}
