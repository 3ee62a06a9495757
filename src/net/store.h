/* The host's store (docs/protocol.md "The store"): tables, their seats and
 * games, and finished games, in one SQLite database DIR/metro.sqlite (WAL).
 * A small interface, so that another database (PostgreSQL, for several
 * servers) could stand behind it. One handle is one connection: the saver
 * thread has its own, the host's thread another. */
#pragma once

#include <stdbool.h>
#include <stddef.h>

#include "rating.h"

typedef struct net_store net_store;
typedef struct metro_game metro_game;

/* A game as the save format writes it, in a new buffer (free it); NULL when
 * out of memory. The store's rows and the host's saves hold this text. */
char *net_store_game_text(const metro_game *g, size_t *len);

#define NET_STORE_FILE "metro.sqlite"

/* Opens (and creates, unless read_only) DIR/metro.sqlite; NULL with a reason. */
net_store *net_store_open(const char *dir, bool read_only, char *err, size_t errlen);
void net_store_close(net_store *s);

/* One table's change: its game (the save format) and, when who sits where
 * changed, its seats text (NULL: unchanged). With `append`, `game` is the
 * text of the moves played since the last save instead, one a line, the
 * first at position `first` of the record: added to the game, not written
 * whole again (every read of the game gets it whole). */
typedef struct net_store_row {
    const char *name;
    const char *seats, *game;
    bool append;
    int first;
} net_store_row;

/* Every row in one transaction (one sync for the batch): all or none. */
bool net_store_write(net_store *s, const net_store_row *rows, int n, char *err, size_t errlen);

/* Calls fn for every table not finished, in name order; -1 with a reason
 * if the store cannot be read. */
typedef void net_store_each_fn(void *ctx, const char *name, const char *seats, const char *game);
int net_store_each_table(net_store *s, net_store_each_fn *fn, void *ctx, char *err, size_t errlen);

/* The table leaves the names for the finished games (kept with the time);
 * `drop` removes it with no game kept (a lobby nobody came to). */
bool net_store_finish(net_store *s, const char *name, bool drop, char *err, size_t errlen);
bool net_store_has_table(net_store *s, const char *name);

/* The game of table NAME (or the latest finished game of that name), in the
 * save format, malloc'ed; NULL with a reason. One snapshot of the store: a
 * save of another connection at the same time is in it whole or not at all. */
char *net_store_game(net_store *s, const char *name, char *err, size_t errlen);

/* Players (store_players.c), by the hex of their key (32 digits). */
bool net_store_player_seen(net_store *s, const char *key, const char *name, char *err,
                           size_t errlen);
/* A player's rating and rated games; the default and 0 for one never
 * rated (or unknown); false when the store cannot be read. */
bool net_store_player_rating(net_store *s, const char *key, metro_rating *r, int *games);
/* A finished game among n keyed players (rank 0 first, ties equal): their
 * ratings updated in one transaction (rating.h). */
bool net_store_rate_game(net_store *s, const char *const key[], const int rank[], int n, char *err,
                         size_t errlen);
/* Rated players, best first by mu - 3 sigma; -1 with a reason. */
typedef void net_store_ladder_fn(void *ctx, int place, const char *name, const metro_rating *r,
                                 int games);
int net_store_ladder(net_store *s, net_store_ladder_fn *fn, void *ctx, char *err, size_t errlen);

/* Tests: every write from now on fails, as on a dead disk. */
void net_store_break(net_store *s);

/* Taking over a data folder of one file per table (store_import.c). */
/* A table (seats non-NULL) or a finished game (seats NULL, its file name in
 * `source`, imported once); false with a reason. */
bool net_store_import(net_store *s, const char *name, const char *seats, const char *game,
                      const char *source, char *err, size_t errlen);
bool net_store_begin(net_store *s, char *err, size_t errlen);
bool net_store_commit(net_store *s, char *err, size_t errlen);
void net_store_rollback(net_store *s);
