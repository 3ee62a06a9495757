/* The saves folder as a list for the Load dialog: each save's header read cheaply. */
#pragma once

#include <stdbool.h>
#include <stddef.h>

typedef struct ui_save_entry {
    char name[64];  /* the file name without ".metro" */
    char when[24];  /* last written, "2026-11-26 09:12" */
    char info[200]; /* "3 players: Ada, Ben, Cleo · shares · turn 17", or why unreadable */
    bool ok;        /* the header reads as a save (the moves are checked only on loading) */
    long long mtime;
} ui_save_entry;

typedef struct ui_save_list {
    ui_save_entry *e; /* n of them (heap, grows: a folder may hold any number) */
    int n, cap;
} ui_save_list;

/* Lists every NAME.metro in `dir`, newest first (all of them: sorting a cut
 * would lose the newest). Reads only the header and counts the move lines (no
 * replay); a file that is not a regular file, is damaged or is no save is
 * listed with ok false and the reason. Out of memory: the saves read so far. */
void ui_save_list_scan(ui_save_list *l, const char *dir);
void ui_save_list_free(ui_save_list *l);
/* info for one file (exposed for tests): false with the reason in info. */
bool ui_save_header(const char *path, char *info, size_t n);
