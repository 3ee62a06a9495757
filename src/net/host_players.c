/* Players by their keys (docs/protocol.md "Players and ratings"): a
 * connection that says IDENTIFY is that player at every seat it takes, so
 * "my tables" and ratings follow the player, not the seat's token; a
 * finished game among two or more such players rates them (rating.h),
 * humans only: computer seats and unkeyed players are left out. */
#include <stdio.h>
#include <string.h>

#include "host_internal.h"

void host_on_identify(metro_host *h, int conn, const metro_msg *m)
{
    host_conn *c = &h->conn[conn];
    char hex[2 * METRO_NET_TOKEN + 1], err[300];
    if (c->keyed && !memcmp(c->key, m->u.identify.key, METRO_NET_TOKEN)) return; /* known */
    if (c->identities >= HOST_IDENTITIES_PER_CONN) { /* each is a synced write: not a flood */
        host_refuse(h, conn, METRO_REFUSE_NOT_NOW, METRO_MSG_IDENTIFY,
                    "%d players on one connection at most", HOST_IDENTITIES_PER_CONN);
        return;
    }
    c->identities++;
    host_key_hex(m->u.identify.key, hex);
    if (!net_store_player_seen(h->store, hex, m->u.identify.name, err, sizeof err)) {
        host_refuse(h, conn, METRO_REFUSE_NOT_NOW, METRO_MSG_IDENTIFY, "players: %s", err);
        return;
    }
    memcpy(c->key, m->u.identify.key, METRO_NET_TOKEN);
    c->keyed = true;
    for (int p = 0; c->table && p < METRO_MAX_PLAYERS; p++) /* seats it holds already */
        if (c->seats >> p & 1u) host_seat_player(h, c->table, p, conn);
}

void host_seat_player(metro_host *h, host_table *t, int p, int conn)
{
    const host_conn *c = &h->conn[conn];
    host_seat *s = &t->seat[p];
    if (!c->keyed || (s->keyed && !memcmp(s->key, c->key, METRO_NET_TOKEN))) return;
    s->keyed = true;
    memcpy(s->key, c->key, METRO_NET_TOKEN);
    host_keys_add(&h->keys, s->key, t->serial);
    host_seats_changed(h, t);
}

void host_rate_game(metro_host *h, const host_table *t)
{
    char hex[METRO_MAX_PLAYERS][2 * METRO_NET_TOKEN + 1], err[300];
    const char *key[METRO_MAX_PLAYERS];
    int score[METRO_MAX_PLAYERS], rank[METRO_MAX_PLAYERS], seat[METRO_MAX_PLAYERS], n = 0;
    metro_final_scores(&t->game->state, score);
    for (int p = 0; p < t->game->cfg.players; p++) {
        const host_seat *s = &t->seat[p];
        bool again = false; /* one player at two seats is rated once, at the first */
        for (int i = 0; i < n; i++) again |= !memcmp(t->seat[seat[i]].key, s->key, METRO_NET_TOKEN);
        if (s->kind != METRO_SEAT_HUMAN || !s->keyed || again) continue;
        host_key_hex(s->key, hex[n]);
        key[n] = hex[n], seat[n++] = p;
    }
    for (int i = 0; i < n; i++) { /* places by points: more is better, equal ties */
        rank[i] = 0;
        for (int j = 0; j < n; j++) rank[i] += score[seat[j]] > score[seat[i]];
    }
    if (n < 2) return;
    if (!net_store_rate_game(h->store, key, rank, n, err, sizeof err))
        host_log(h, "table %s: not rated: %s", t->name, err);
    else
        host_log(h, "table %s: rated among %d players", t->name, n);
    for (int i = 0; i < n; i++) host_keys_rated(&h->keys, t->seat[seat[i]].key);
}
