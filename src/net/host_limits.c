/* The host's limits against hostile clients (issue 36, items 9-12;
 * docs/protocol.md "Limits"): undo asks, computer players' strength,
 * connections per address and room for newcomers, lobbies per connection
 * and address. Each refuses with a reason the client can show. */
#include <stdio.h>

#include "host_internal.h"
#include "metro/ai.h"

/* A computer player's rank, weakest 0; the study players above them all. */
static int ai_rank(const char *name)
{
    const metro_ai *ai = metro_ai_find(name);
    for (int i = 0; ai && i < metro_ai_count(); i++)
        if (metro_ai_get(i) == ai) return i;
    return metro_ai_count();
}

/* A table may seat computer players up to cfg.max_ai: a strong player's
 * half second a move is the host's to give (issue 36, item 10). */
bool host_ai_allowed(const metro_host *h, const char *ai)
{
    return ai_rank(ai) <= ai_rank(h->cfg.max_ai);
}

/* Asks are limited per seat, at one move and in the whole game, so that
 * nobody can keep the others voting (issue 36, item 9). */
bool host_undo_ask_allowed(metro_host *h, int conn, host_table *t, int p)
{
    host_seat *s = &t->seat[p];
    if (s->undo_at != t->game->cursor + 1) s->undo_at = t->game->cursor + 1, s->undo_here = 0;
    if (s->undo_here >= HOST_UNDO_ASKS_PER_MOVE) {
        host_refuse(h, conn, METRO_REFUSE_NOT_NOW, METRO_MSG_UNDO_ASK,
                    "seat %d asked for an undo %d times at this move already", p + 1,
                    HOST_UNDO_ASKS_PER_MOVE);
        return false;
    }
    if (s->undo_asks >= h->cfg.undo_asks) {
        host_refuse(h, conn, METRO_REFUSE_NOT_NOW, METRO_MSG_UNDO_ASK,
                    "seat %d asked for an undo %d times in this game, as many as this host allows",
                    p + 1, h->cfg.undo_asks);
        return false;
    }
    return true;
}

/* Connections from `ip` (none for an unknown address). */
int host_conns_from(const metro_host *h, uint32_t ip)
{
    int n = 0;
    for (int i = 0; ip && i < h->cfg.max_connections; i++)
        n += h->conn[i].open && h->conn[i].ip == ip;
    return n;
}

/* Room for a newcomer (issue 36, item 11): while fewer than one slot in 16
 * is free, the connection at no table that was silent longest (and longer
 * than the HELLO time) is closed. Players at tables are never closed. */
void host_make_room(metro_host *h, int newcomer)
{
    /* Within the newcomer's transport's block of ids (net_server.c). */
    int block = h->cfg.max_connections / (h->cfg.transports > 1 ? h->cfg.transports : 1);
    int first = newcomer / block * block;
    int open = 0, room = block / 16 + 1, oldest = -1;
    for (int i = first; i < first + block; i++) {
        const host_conn *c = &h->conn[i];
        open += c->open;
        if (!c->open || c->table || i == newcomer ||
            h->now - c->heard_at < HOST_HELLO_SECONDS * 1000u)
            continue;
        if (oldest < 0 || c->heard_at < h->conn[oldest].heard_at) oldest = i;
    }
    if (block - open >= room || oldest < 0) return;
    host_refuse(h, oldest, METRO_REFUSE_FULL, 0,
                "the host is nearly full: a connection at no table makes room for a newcomer");
}

/* Lobbies not yet started are limited per connection and per address, so
 * one client cannot fill --max-tables with empty ones (issue 36, item 12).
 * False after refusing. */
bool host_lobby_allowed(metro_host *h, int conn)
{
    const host_conn *c = &h->conn[conn];
    int mine = 0, from_ip = 0;
    for (int i = 0; i < h->n_tables; i++) {
        const host_table *t = h->table[i];
        if (t->state != METRO_TABLE_LOBBY) continue;
        mine += t->creator == c->serial;
        from_ip += c->ip && t->creator_ip == c->ip;
    }
    if (mine >= HOST_LOBBIES_PER_CONN) {
        host_refuse(h, conn, METRO_REFUSE_TOO_MANY, METRO_MSG_CREATE,
                    "this connection made %d tables not yet started: start one or wait until "
                    "an empty one closes",
                    mine);
        return false;
    }
    if (from_ip >= h->cfg.lobbies_per_address) {
        host_refuse(h, conn, METRO_REFUSE_TOO_MANY, METRO_MSG_CREATE,
                    "%d tables not yet started were made from this address, as many as this "
                    "host allows",
                    from_ip);
        return false;
    }
    return true;
}
