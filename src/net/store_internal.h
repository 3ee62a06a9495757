/* The SQLite store's own (store.c and store_players.c). */
#pragma once

#include <sqlite3.h>
#include <stdatomic.h>

#include "store.h"

struct net_store {
    sqlite3 *db;
    sqlite3_stmt *upsert, *update_game;
    atomic_bool broken; /* set by a test's thread, read by the saver's */
};

/* Puts "the store: WHAT: sqlite's message" in err; false. */
bool net_store_fail(net_store *s, const char *what, char *err, size_t errlen);
