/* Finished games leave the table names (docs/protocol.md "Finished
 * tables"): when a finished table leaves memory, its game moves to the
 * store's finished games (with the time) and its seats (tokens of a game
 * nobody can play on) are dropped, so the name is free for a new table, the
 * game is kept, and a host starting reads only the tables still to be
 * played. */
#include "host_internal.h"

bool host_put_away_finished(metro_host *h, const char *name)
{
    char err[300];
    if (!net_store_finish(h->store, name, false, err, sizeof err)) {
        host_log(h, "table %s: finished, but it stays among the tables (its name too): %s", name,
                 err);
        return false;
    }
    host_log(h, "table %s: finished, kept among the finished games", name);
    return true;
}
