/* The list of tables (LIST, docs/protocol.md "Tables on a server"): tables
 * waiting for players first, then the games in play, then the finished
 * ones, each with whose turn it is; private tables are never listed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "host_internal.h"
#include "metro/module.h"

/* 0: waiting for players; 1: in play or a full lobby; 2: over. */
static int rank(const host_table *t)
{
    if (t->state == METRO_TABLE_OVER) return 2;
    return t->state == METRO_TABLE_LOBBY && host_open_seats(t) > 0 ? 0 : 1;
}

static void describe(metro_host *h, const host_table *t, metro_net_table_info *ti)
{
    snprintf(ti->name, sizeof ti->name, "%s", t->name);
    ti->state = (uint8_t)t->state;
    ti->players = (uint8_t)host_players(t);
    ti->open = (uint8_t)host_open_seats(t);
    ti->seed_given = t->seed_given;
    metro_modules_format(host_modules(t), ti->modules, sizeof ti->modules);
    ti->deadline = (uint8_t)t->deadline_h;
    ti->turn = METRO_NET_NO_SEAT;
    ti->turn_name[0] = 0;
    for (int p = 0; p < ti->players; p++) ti->rating[p] = host_seat_rating(h, &t->seat[p]);
    if (t->state != METRO_TABLE_PLAYING) return;
    int p = host_turn(t);
    const host_seat *s = &t->seat[p];
    ti->turn = (uint8_t)p;
    snprintf(ti->turn_name, sizeof ti->turn_name, "%s",
             s->kind == METRO_SEAT_COMPUTER ? s->ai : s->name);
}

/* `first` counts listed tables in the list's order, across the ranks. */
void host_on_list(metro_host *h, int conn, const metro_msg *m)
{
    static _Thread_local metro_msg r;
    memset(&r, 0, sizeof r);
    r.type = METRO_MSG_TABLES;
    r.u.tables.first = m->u.list.first;
    int listed = 0;
    for (int want = 0; want < 3; want++)
        for (int i = 0; i < h->n_tables; i++) {
            const host_table *t = h->table[i];
            if (t->private_table || rank(t) != want) continue;
            if (listed++ < m->u.list.first || r.u.tables.n >= METRO_NET_PAGE) continue;
            describe(h, t, &r.u.tables.table[r.u.tables.n++]);
        }
    r.u.tables.total = (uint16_t)(listed > 65535 ? 65535 : listed);
    host_send(h, conn, &r);
}

/* 0: the player's turn; 1: waiting for players; 2: in play; 3: over. */
static int mine_rank(const host_table *t, const uint8_t *key)
{
    if (t->state == METRO_TABLE_OVER) return 3;
    if (t->state == METRO_TABLE_LOBBY) return 1;
    const host_seat *s = &t->seat[host_turn(t)];
    return s->keyed && !memcmp(s->key, key, METRO_NET_TOKEN) ? 0 : 2;
}

static bool sits_at(const host_table *t, const uint8_t *key)
{
    for (int p = 0; p < host_players(t); p++)
        if (t->seat[p].keyed && !memcmp(t->seat[p].key, key, METRO_NET_TOKEN)) return true;
    return false;
}

/* The player's tables from the index by key (host_keys.c), the serials
 * of tables gone or seats changed dropped from it on the way; malloc'ed. */
static host_table **tables_of(metro_host *h, const uint8_t *key, int *n)
{
    host_key_tables *e = host_keys_find(&h->keys, key);
    host_table **out = e && e->n ? malloc(sizeof *out * (size_t)e->n) : NULL;
    int kept = 0;
    *n = 0;
    for (int i = 0; out && i < e->n; i++) {
        host_table *t = host_find_serial(h, e->serial[i]);
        if (!t || !sits_at(t, key)) continue;
        e->serial[kept++] = e->serial[i];
        out[(*n)++] = t;
    }
    if (out) e->n = kept;
    return out;
}

/* MINE: every table the identified player sits at (private ones too),
 * those waiting for their move first. */
void host_on_mine(metro_host *h, int conn, const metro_msg *m)
{
    const host_conn *c = &h->conn[conn];
    if (!c->keyed) {
        host_refuse(h, conn, METRO_REFUSE_NOT_NOW, METRO_MSG_MINE,
                    "say who you are first (IDENTIFY with your player key)");
        return;
    }
    static _Thread_local metro_msg r;
    memset(&r, 0, sizeof r);
    r.type = METRO_MSG_TABLES;
    r.u.tables.first = m->u.list.first;
    int listed = 0, n;
    host_table **mine = tables_of(h, c->key, &n);
    for (int want = 0; want < 4; want++)
        for (int i = 0; i < n; i++) {
            const host_table *t = mine[i];
            if (mine_rank(t, c->key) != want) continue;
            if (listed++ < m->u.list.first || r.u.tables.n >= METRO_NET_PAGE) continue;
            describe(h, t, &r.u.tables.table[r.u.tables.n++]);
        }
    free(mine);
    r.u.tables.total = (uint16_t)(listed > 65535 ? 65535 : listed);
    host_send(h, conn, &r);
}
