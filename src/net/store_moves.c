/* A table's moves appended to its game in the store (store.h): a move adds
 * one small row instead of writing the whole game again (which replayed
 * and formatted every earlier move, on the host's thread, at every move).
 * Whoever reads a table's game gets it whole: its base text with the moves
 * after it played on, written out again. */
#define _GNU_SOURCE /* open_memstream */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "metro/game.h"
#include "store_internal.h"

/* As net_store_fail (store.c calls this file, so not that one). */
static bool fail(net_store *s, const char *what, char *err, size_t errlen)
{
    snprintf(err, errlen, "the store: %s: %s", what, sqlite3_errmsg(s->db));
    return false;
}

bool net_store_append(net_store *s, const char *name, int first, const char *moves, char *err,
                      size_t errlen)
{
    sqlite3_stmt *st = s->append;
    for (const char *line = moves; *line; first++) {
        const char *end = strchr(line, '\n');
        int len = end ? (int)(end - line) : (int)strlen(line);
        sqlite3_reset(st);
        sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
        sqlite3_bind_int(st, 2, first);
        sqlite3_bind_text(st, 3, line, len, SQLITE_STATIC);
        bool ok = sqlite3_step(st) == SQLITE_DONE;
        sqlite3_reset(st);
        if (!ok) return fail(s, name, err, errlen);
        line += len + (end != NULL);
    }
    return true;
}

bool net_store_clear_moves(net_store *s, const char *name, char *err, size_t errlen)
{
    sqlite3_stmt *st = s->clear_moves;
    sqlite3_reset(st);
    sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
    bool ok = sqlite3_step(st) == SQLITE_DONE;
    sqlite3_reset(st);
    return ok || fail(s, name, err, errlen);
}

char *net_store_game_text(const metro_game *g, size_t *len)
{
    char *text = NULL;
    FILE *f = open_memstream(&text, len);
    if (!f) return NULL;
    int rc = metro_game_write(g, f);
    if (fclose(f) != 0 || rc != 0) {
        free(text);
        return NULL;
    }
    return text;
}

/* Plays the appended moves on g, each where the record stands. */
static bool play_moves(net_store *s, sqlite3_stmt *st, metro_game *g, const char *name, char *err,
                       size_t errlen)
{
    int rc;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        int at = sqlite3_column_int(st, 0);
        const char *text = (const char *)sqlite3_column_text(st, 1);
        metro_move m;
        char why[200] = "";
        if (at != g->cursor || !text ||
            metro_move_parse(&g->state, text, &m, why, sizeof why) != METRO_OK ||
            metro_game_play(g, &m) != METRO_OK) {
            snprintf(err, errlen,
                     "the store: table %s: appended move %d ('%s') does not follow: %s", name,
                     at + 1, text ? text : "", why);
            return false;
        }
    }
    return rc == SQLITE_DONE || fail(s, name, err, errlen);
}

char *net_store_compose(net_store *s, const char *name, const char *base, char *err, size_t errlen)
{
    sqlite3_stmt *st = s->read_moves;
    if (st) sqlite3_reset(st), sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
    int rc = st ? sqlite3_step(st) : SQLITE_DONE;
    if (rc == SQLITE_DONE) { /* nothing appended: the base is the game */
        if (st) sqlite3_reset(st);
        char *copy = strdup(base);
        if (!copy) snprintf(err, errlen, "out of memory");
        return copy;
    }
    sqlite3_reset(st); /* play them from the first */
    sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
    metro_game *g = calloc(1, sizeof *g);
    char *text = NULL;
    if (!g)
        snprintf(err, errlen, "out of memory");
    else if (metro_game_load_text(g, base, name, err, errlen) == 0) {
        metro_game_seek(g, g->cursor);
        if (play_moves(s, st, g, name, err, errlen) &&
            !(text = net_store_game_text(g, &(size_t){0})))
            snprintf(err, errlen, "out of memory");
    }
    sqlite3_reset(st);
    free(g);
    return text;
}
