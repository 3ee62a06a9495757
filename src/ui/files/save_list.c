/* The saves folder as a list for the Load dialog: each save's header read cheaply. */
#include <dirent.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "file_io.h"
#include "i18n/i18n.h"
#include "metro/module.h"
#include "files/save_list.h"
#include "modules/ui_module.h"

enum { MAX_LINES = 5000 }; /* a save holds at most 4096 moves */

/* Appends ", NAME" (or the first NAME) to a list of names. */
static void add_name(char *names, size_t n, const char *seat_line)
{
    const char *p = seat_line + 5; /* "seat I CONTROLLER NAME" */
    for (int words = 0; *p && words < 2; words++) {
        p = strchr(p, ' ');
        if (!p) return;
        p++;
    }
    size_t used = strlen(names);
    /* A list too long for the row is cut; the return value is used so gcc's
     * -Wformat-truncation knows the cut is meant. */
    if (used + 3 < n && snprintf(names + used, n - used, "%s%s", used ? ", " : "", p) < 0)
        names[used] = '\0';
}

/* The modules of a save's list ("shares,stockholm") by the names players
 * read ("Companies and shares + Stockholm"); an id the game does not know
 * stays as it is. "" for the base game. */
static void module_names(const char *list, char *out, size_t n)
{
    out[0] = '\0';
    if (!strcmp(list, "none")) return;
    for (const char *p = list; *p;) {
        size_t len = strcspn(p, ",");
        char id[64];
        snprintf(id, sizeof id, "%.*s", (int)(len < sizeof id ? len : sizeof id - 1), p);
        int slot = metro_module_find(id);
        const struct ui_module *um = slot >= 0 ? ui_module_for_slot(slot) : NULL;
        const char *name = um && um->title ? _(um->title)
                           : slot >= 0     ? _(metro_module_get(slot)->name)
                                           : id;
        size_t used = strlen(out);
        if (id[0] && used + 4 < n &&
            snprintf(out + used, n - used, "%s%s", used ? " + " : "", name) < 0)
            out[used] = '\0';
        p += len;
        if (*p == ',') p++;
    }
}

bool ui_save_header(const char *path, char *info, size_t n)
{
    char err[300], line[600], modules[200] = "", names[200] = "";
    FILE *f = metro_file_open_regular(path, err, sizeof err);
    if (!f) {
        snprintf(info, n, _("unreadable: %.180s"), err);
        return false;
    }
    int no = 0, players = 0, cursor = -1, moves = 0, turns = 0;
    bool magic = false;
    while (no < MAX_LINES && fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = 0;
        if (no++ == 0) {
            magic = !strcmp(line, "metro-save 1") || !strcmp(line, "metro-save 2");
            if (!magic) break;
        } else if (!strncmp(line, "players ", 8)) {
            players = atoi(line + 8);
        } else if (!strncmp(line, "modules ", 8)) {
            if (snprintf(modules, sizeof modules, "%s", line + 8) < 0) modules[0] = '\0';
        } else if (!strncmp(line, "seat ", 5)) {
            add_name(names, sizeof names, line);
        } else if (!strncmp(line, "cursor ", 7)) {
            cursor = atoi(line + 7);
        } else if (!strncmp(line, "move ", 5)) {
            if (moves++ < cursor && strcmp(line + 5, "draw")) turns++; /* a draw is no turn */
        }
    }
    fclose(f);
    if (!magic) {
        snprintf(info, n, "%s", _("unreadable: not a Metro save"));
        return false;
    }
    if (players < 1 || players > 6 || cursor < 0 || cursor > moves) {
        snprintf(info, n, "%s", _("unreadable: damaged header"));
        return false;
    }
    char shown[300] = "";
    module_names(modules, shown, sizeof shown);
    /* TRANSLATORS: a save's line in the Load dialog: "2 players: Ada, Ben · base game · turn 7";
     * or with modules: "... · Companies and shares + Stockholm · ..." */
    snprintf(info, n,
             ui_trn("%d player: %s · %s · turn %d", "%d players: %s · %s · turn %d", players),
             players, names, shown[0] ? shown : _("base game"), turns + 1);
    return true;
}

static int newest_first(const void *pa, const void *pb)
{
    const ui_save_entry *x = pa, *y = pb;
    if (x->mtime != y->mtime) return x->mtime < y->mtime ? 1 : -1;
    return strcmp(x->name, y->name);
}

/* Room for one more entry; false when there is no memory for it. */
static bool grow(ui_save_list *l)
{
    if (l->n < l->cap) return true;
    int cap = l->cap ? 2 * l->cap : 64;
    ui_save_entry *e = realloc(l->e, (size_t)cap * sizeof *e);
    if (!e) return false;
    l->e = e, l->cap = cap;
    return true;
}

void ui_save_list_free(ui_save_list *l)
{
    free(l->e);
    *l = (ui_save_list){0};
}

void ui_save_list_scan(ui_save_list *l, const char *dir)
{
    l->n = 0;
    DIR *d = opendir(dir);
    for (struct dirent *de; d && (de = readdir(d)) && l->n < INT_MAX / 2;) {
        size_t len = strlen(de->d_name);
        if (de->d_name[0] == '.' || len <= 6 || len - 6 >= sizeof l->e[0].name ||
            strcmp(de->d_name + len - 6, ".metro"))
            continue;
        if (!grow(l)) {
            fprintf(stderr, "metro: %s: out of memory after %d saves\n", dir, l->n);
            break;
        }
        ui_save_entry *e = &l->e[l->n++];
        char path[1400];
        snprintf(path, sizeof path, "%s/%s", dir, de->d_name);
        snprintf(e->name, sizeof e->name, "%.*s", (int)(len - 6), de->d_name);
        struct stat st;
        e->mtime = lstat(path, &st) == 0 ? (long long)st.st_mtime : 0;
        time_t t = (time_t)e->mtime;
        struct tm tm;
        if (!localtime_r(&t, &tm) || !strftime(e->when, sizeof e->when, "%Y-%m-%d %H:%M", &tm))
            e->when[0] = 0;
        e->ok = ui_save_header(path, e->info, sizeof e->info);
    }
    if (d) closedir(d);
    if (l->n) qsort(l->e, (size_t)l->n, sizeof l->e[0], newest_first);
}
