/* The host's store in SQLite (store.h). WAL with synchronous=FULL: a
 * commit is one append and one sync of the log, so a batch of moves from
 * many tables costs one sync, and a committed move survives kill -9 and a
 * power cut. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store_internal.h"

static const char schema[] =
    "CREATE TABLE IF NOT EXISTS tables(name TEXT PRIMARY KEY, seats TEXT NOT NULL,"
    " game TEXT NOT NULL);"
    "CREATE TABLE IF NOT EXISTS finished(id INTEGER PRIMARY KEY, name TEXT NOT NULL,"
    " at TEXT NOT NULL, game TEXT NOT NULL, source TEXT UNIQUE);"
    "CREATE INDEX IF NOT EXISTS finished_name ON finished(name, id);"
    "CREATE TABLE IF NOT EXISTS moves(name TEXT NOT NULL, n INTEGER NOT NULL, move TEXT NOT NULL,"
    " PRIMARY KEY(name, n)) WITHOUT ROWID;"
    "CREATE TABLE IF NOT EXISTS players(key TEXT PRIMARY KEY, name TEXT NOT NULL,"
    " mu REAL NOT NULL DEFAULT 25.0, sigma REAL NOT NULL DEFAULT 8.333333333333334,"
    " games INTEGER NOT NULL DEFAULT 0);";

bool net_store_fail(net_store *s, const char *what, char *err, size_t errlen)
{
    snprintf(err, errlen, "the store: %s: %s", what, s->db ? sqlite3_errmsg(s->db) : "no memory");
    return false;
}

static bool exec(net_store *s, const char *sql, char *err, size_t errlen)
{
    return sqlite3_exec(s->db, sql, NULL, NULL, NULL) == SQLITE_OK ||
           net_store_fail(s, sql, err, errlen);
}

net_store *net_store_open(const char *dir, bool read_only, char *err, size_t errlen)
{
    char path[700];
    snprintf(path, sizeof path, "%s/" NET_STORE_FILE, dir);
    net_store *s = calloc(1, sizeof *s);
    if (!s) return snprintf(err, errlen, "out of memory"), NULL;
    int flags = read_only ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
    bool ok = sqlite3_open_v2(path, &s->db, flags | SQLITE_OPEN_NOMUTEX, NULL) == SQLITE_OK;
    if (ok) sqlite3_busy_timeout(s->db, 10000); /* the other connection's commit */
    if (ok && !read_only)
        ok = exec(s, "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL;", err, errlen) &&
             exec(s, schema, err, errlen);
    ok = ok && sqlite3_prepare_v2(s->db,
                                  "INSERT INTO tables(name, seats, game) VALUES(?1, ?2, ?3)"
                                  " ON CONFLICT(name) DO UPDATE SET seats = excluded.seats,"
                                  " game = excluded.game",
                                  -1, &s->upsert, NULL) == SQLITE_OK;
    ok = ok && sqlite3_prepare_v2(s->db, "UPDATE tables SET game = ?2 WHERE name = ?1", -1,
                                  &s->update_game, NULL) == SQLITE_OK;
    /* A store of an older host, read only, has no moves (and needs none). */
    bool moves =
        ok && sqlite3_prepare_v2(s->db, "SELECT n, move FROM moves WHERE name = ?1 ORDER BY n", -1,
                                 &s->read_moves, NULL) == SQLITE_OK;
    ok = ok && (moves || read_only);
    ok = ok && (read_only || sqlite3_prepare_v2(s->db,
                                                "INSERT OR REPLACE INTO moves(name, n, move)"
                                                " VALUES(?1, ?2, ?3)",
                                                -1, &s->append, NULL) == SQLITE_OK);
    ok = ok && (read_only || sqlite3_prepare_v2(s->db, "DELETE FROM moves WHERE name = ?1", -1,
                                                &s->clear_moves, NULL) == SQLITE_OK);
    if (!ok) {
        snprintf(err, errlen, "%s: cannot open the store: %s", path,
                 s->db ? sqlite3_errmsg(s->db) : "out of memory");
        net_store_close(s);
        return NULL;
    }
    return s;
}

void net_store_close(net_store *s)
{
    if (!s) return;
    sqlite3_finalize(s->upsert);
    sqlite3_finalize(s->update_game);
    sqlite3_finalize(s->append);
    sqlite3_finalize(s->clear_moves);
    sqlite3_finalize(s->read_moves);
    sqlite3_close(s->db);
    free(s);
}

void net_store_break(net_store *s)
{
    s->broken = true;
}

bool net_store_begin(net_store *s, char *err, size_t errlen)
{
    if (s->broken) return snprintf(err, errlen, "the store: the disk is gone (test)"), false;
    return exec(s, "BEGIN IMMEDIATE", err, errlen);
}

bool net_store_commit(net_store *s, char *err, size_t errlen)
{
    if (exec(s, "COMMIT", err, errlen)) return true;
    sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
    return false;
}

void net_store_rollback(net_store *s)
{
    sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
}

static bool write_row(net_store *s, const net_store_row *r, char *err, size_t errlen)
{
    if (r->append) return net_store_append(s, r->name, r->first, r->game, err, errlen);
    if (!net_store_clear_moves(s, r->name, err, errlen)) return false; /* the game says all */
    sqlite3_stmt *st = r->seats ? s->upsert : s->update_game;
    sqlite3_reset(st);
    sqlite3_bind_text(st, 1, r->name, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, r->seats ? 3 : 2, r->game, -1, SQLITE_STATIC);
    if (r->seats) sqlite3_bind_text(st, 2, r->seats, -1, SQLITE_STATIC);
    bool ok = sqlite3_step(st) == SQLITE_DONE;
    sqlite3_reset(st);
    if (!ok) return net_store_fail(s, r->name, err, errlen);
    if (!r->seats && sqlite3_changes(s->db) != 1)
        return snprintf(err, errlen, "the store: table %s has no seats yet", r->name), false;
    return true;
}

bool net_store_write(net_store *s, const net_store_row *rows, int n, char *err, size_t errlen)
{
    if (!net_store_begin(s, err, errlen)) return false;
    for (int i = 0; i < n; i++)
        if (!write_row(s, &rows[i], err, errlen)) {
            net_store_rollback(s);
            return false;
        }
    return net_store_commit(s, err, errlen);
}

int net_store_each_table(net_store *s, net_store_each_fn *fn, void *ctx, char *err, size_t errlen)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(s->db, "SELECT name, seats, game FROM tables ORDER BY name", -1, &st,
                           NULL) != SQLITE_OK)
        return net_store_fail(s, "reading the tables", err, errlen), -1;
    int rc;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        const char *name = (const char *)sqlite3_column_text(st, 0);
        char why[300], *game = net_store_compose(s, name, (const char *)sqlite3_column_text(st, 2),
                                                 why, sizeof why);
        /* A game that cannot be read is the host's to report, as a damaged one. */
        fn(ctx, name, (const char *)sqlite3_column_text(st, 1), game ? game : "");
        free(game);
    }
    sqlite3_finalize(st);
    return rc == SQLITE_DONE ? 0 : (net_store_fail(s, "reading the tables", err, errlen), -1);
}

/* Runs sql with ?1 = name (and ?2, ?3 when given); false with a reason. */
static bool run(net_store *s, const char *sql, const char *a, const char *b, const char *c,
                char *err, size_t errlen)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(s->db, sql, -1, &st, NULL) != SQLITE_OK)
        return net_store_fail(s, sql, err, errlen);
    sqlite3_bind_text(st, 1, a, -1, SQLITE_STATIC);
    if (b) sqlite3_bind_text(st, 2, b, -1, SQLITE_STATIC);
    if (c) sqlite3_bind_text(st, 3, c, -1, SQLITE_STATIC);
    bool ok = sqlite3_step(st) == SQLITE_DONE;
    sqlite3_finalize(st);
    return ok || net_store_fail(s, sql, err, errlen);
}

static char *first_text(net_store *s, const char *sql, const char *name);

bool net_store_finish(net_store *s, const char *name, bool drop, char *err, size_t errlen)
{
    if (!net_store_begin(s, err, errlen)) return false;
    char *game = NULL;
    if (!drop) { /* the whole game, its appended moves in it */
        char *base = first_text(s, "SELECT game FROM tables WHERE name = ?1", name);
        game = base ? net_store_compose(s, name, base, err, errlen) : NULL;
        if (!base) snprintf(err, errlen, "the store: no table %s", name);
        free(base);
    }
    bool ok = drop || (game && run(s,
                                   "INSERT INTO finished(name, at, game)"
                                   " VALUES(?1, strftime('%Y%m%d-%H%M%S', 'now'), ?2)",
                                   name, game, NULL, err, errlen));
    free(game);
    ok = ok && net_store_clear_moves(s, name, err, errlen);
    ok = ok && run(s, "DELETE FROM tables WHERE name = ?1", name, NULL, NULL, err, errlen);
    if (!ok) {
        sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
        return false;
    }
    return net_store_commit(s, err, errlen);
}

/* The first column of the first row of sql (?1 = name), malloc'ed, or NULL. */
static char *first_text(net_store *s, const char *sql, const char *name)
{
    sqlite3_stmt *st;
    char *text = NULL;
    if (sqlite3_prepare_v2(s->db, sql, -1, &st, NULL) != SQLITE_OK) return NULL;
    sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
    if (sqlite3_step(st) == SQLITE_ROW && sqlite3_column_text(st, 0)) {
        const char *t = (const char *)sqlite3_column_text(st, 0);
        size_t n = strlen(t) + 1;
        if ((text = malloc(n))) memcpy(text, t, n);
    }
    sqlite3_finalize(st);
    return text;
}

bool net_store_has_table(net_store *s, const char *name)
{
    char *t = first_text(s, "SELECT name FROM tables WHERE name = ?1", name);
    free(t);
    return t != NULL;
}

static char *read_game(net_store *s, const char *name, char *err, size_t errlen)
{
    char *base = first_text(s, "SELECT game FROM tables WHERE name = ?1", name);
    if (base) { /* a table's: with the moves appended since */
        char *game = net_store_compose(s, name, base, err, errlen);
        free(base);
        return game;
    }
    char *game =
        first_text(s, "SELECT game FROM finished WHERE name = ?1 ORDER BY id DESC LIMIT 1", name);
    if (!game) snprintf(err, errlen, "no table or finished game named %s in the store", name);
    return game;
}

/* The base and the moves appended after it are read in one transaction, so
 * from one snapshot. Read apart, a save between them that wrote the game
 * whole (and cleared its appended moves) gave the old base without them: a
 * game shorter than the one saved (net-kill9 exported 19 moves of 27). */
char *net_store_game(net_store *s, const char *name, char *err, size_t errlen)
{
    if (!exec(s, "BEGIN", err, errlen)) return NULL;
    char *game = read_game(s, name, err, errlen);
    sqlite3_exec(s->db, "COMMIT", NULL, NULL, NULL); /* it only read: nothing to lose */
    return game;
}

bool net_store_import(net_store *s, const char *name, const char *seats, const char *game,
                      const char *source, char *err, size_t errlen)
{
    if (seats)
        return run(s, "INSERT OR IGNORE INTO tables(name, seats, game) VALUES(?1, ?2, ?3)", name,
                   seats, game, err, errlen);
    return run(s,
               "INSERT OR IGNORE INTO finished(name, at, game, source)"
               " VALUES(?1, strftime('%Y%m%d-%H%M%S', 'now'), ?2, ?3)",
               name, game, source, err, errlen);
}
