/* Players and their ratings in the store (store.h): a player is known by
 * the hex of their key (the client's secret; the store is the server's
 * alone), with the name they last used and their rating. */
#include <stdio.h>
#include <string.h>
#include <sqlite3.h>

#include "store_internal.h"

bool net_store_player_seen(net_store *s, const char *key, const char *name, char *err,
                           size_t errlen)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(s->db,
                           "INSERT INTO players(key, name) VALUES(?1, ?2)"
                           " ON CONFLICT(key) DO UPDATE SET name = excluded.name",
                           -1, &st, NULL) != SQLITE_OK)
        return net_store_fail(s, "players", err, errlen);
    sqlite3_bind_text(st, 1, key, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 2, name, -1, SQLITE_STATIC);
    bool ok = sqlite3_step(st) == SQLITE_DONE;
    sqlite3_finalize(st);
    return ok || net_store_fail(s, "players", err, errlen);
}

bool net_store_player_rating(net_store *s, const char *key, metro_rating *r, int *games)
{
    sqlite3_stmt *st;
    *r = (metro_rating){METRO_RATING_MU, METRO_RATING_SIGMA}, *games = 0;
    if (sqlite3_prepare_v2(s->db, "SELECT mu, sigma, games FROM players WHERE key = ?1", -1, &st,
                           NULL) != SQLITE_OK)
        return false;
    sqlite3_bind_text(st, 1, key, -1, SQLITE_STATIC);
    if (sqlite3_step(st) == SQLITE_ROW)
        r->mu = sqlite3_column_double(st, 0), r->sigma = sqlite3_column_double(st, 1),
        *games = sqlite3_column_int(st, 2);
    sqlite3_finalize(st);
    return true;
}

static bool put_rating(net_store *s, const char *key, const metro_rating *r, int games)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(s->db,
                           "UPDATE players SET mu = ?2, sigma = ?3, games = ?4 WHERE key = ?1", -1,
                           &st, NULL) != SQLITE_OK)
        return false;
    sqlite3_bind_text(st, 1, key, -1, SQLITE_STATIC);
    sqlite3_bind_double(st, 2, r->mu);
    sqlite3_bind_double(st, 3, r->sigma);
    sqlite3_bind_int(st, 4, games);
    bool ok = sqlite3_step(st) == SQLITE_DONE && sqlite3_changes(s->db) == 1;
    sqlite3_finalize(st);
    return ok;
}

bool net_store_rate_game(net_store *s, const char *const key[], const int rank[], int n, char *err,
                         size_t errlen)
{
    metro_rating r[METRO_RATING_MAX_TEAMS];
    metro_rating_team team[METRO_RATING_MAX_TEAMS];
    int games[METRO_RATING_MAX_TEAMS];
    if (n < 2 || n > METRO_RATING_MAX_TEAMS) return true; /* nothing to rate */
    if (!net_store_begin(s, err, errlen)) return false;
    bool ok = true;
    for (int i = 0; ok && i < n; i++) {
        ok = net_store_player_rating(s, key[i], &r[i], &games[i]);
        team[i] = (metro_rating_team){.member = {&r[i]}, .n = 1, .rank = rank[i]};
    }
    if (ok) metro_rating_update(team, n);
    for (int i = 0; ok && i < n; i++) ok = put_rating(s, key[i], &r[i], games[i] + 1);
    if (!ok) {
        net_store_fail(s, "ratings", err, errlen);
        net_store_rollback(s);
        return false;
    }
    return net_store_commit(s, err, errlen);
}

int net_store_ladder(net_store *s, net_store_ladder_fn *fn, void *ctx, char *err, size_t errlen)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(s->db,
                           "SELECT name, mu, sigma, games FROM players WHERE games > 0"
                           " ORDER BY mu - 3 * sigma DESC, name",
                           -1, &st, NULL) != SQLITE_OK)
        return net_store_fail(s, "the ladder", err, errlen), -1;
    int rc, place = 0;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        metro_rating r = {sqlite3_column_double(st, 1), sqlite3_column_double(st, 2)};
        fn(ctx, ++place, (const char *)sqlite3_column_text(st, 0), &r, sqlite3_column_int(st, 3));
    }
    sqlite3_finalize(st);
    return rc == SQLITE_DONE ? 0 : (net_store_fail(s, "the ladder", err, errlen), -1);
}
