/* The SQLite store's own (store.c and store_players.c). */
#pragma once

#include <sqlite3.h>
#include <stdatomic.h>

#include "store.h"

struct net_store {
    sqlite3 *db;
    sqlite3_stmt *upsert, *update_game;
    sqlite3_stmt *append, *clear_moves, *read_moves; /* store_moves.c's */
    atomic_bool broken; /* set by a test's thread, read by the saver's */
};

/* store_moves.c: a table's moves after its game's text (in `moves`). */
/* Rows for the lines of `moves`, the first at position `first`. */
bool net_store_append(net_store *s, const char *name, int first, const char *moves, char *err,
                      size_t errlen);
bool net_store_clear_moves(net_store *s, const char *name, char *err, size_t errlen);
/* The whole game of table NAME: `base` with its appended moves played on,
 * malloc'ed; NULL with a reason. */
char *net_store_compose(net_store *s, const char *name, const char *base, char *err, size_t errlen);

/* Puts "the store: WHAT: sqlite's message" in err; false. */
bool net_store_fail(net_store *s, const char *what, char *err, size_t errlen);
