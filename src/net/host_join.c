/* Sitting down at a table and coming back to it (docs/protocol.md
 * "Tables", "Tokens"): JOIN an open seat, REJOIN with a seat's token, a
 * JOIN of a player whose key holds a seat nobody is at (its JOINED was
 * lost with a connection), WATCH; and the catch-up each arrival gets. */
#include <stdio.h>
#include <string.h>

#include "host_internal.h"

/* Tokens are compared in constant time: how long a refusal takes tells
 * nothing about how much of a guess was right. */
static bool same_token(const uint8_t *a, const uint8_t *b)
{
    unsigned diff = 0;
    for (int i = 0; i < METRO_NET_TOKEN; i++) diff |= (unsigned)(a[i] ^ b[i]);
    return diff == 0;
}

/* The seat of t that conn's player (IDENTIFY) holds and nobody is at, or
 * -1. A JOIN sent again after a reconnect finds it: the first one took a
 * seat whose JOINED the lost connection never delivered. A seat held by
 * another live connection of the same key is that window's, not this. */
static int seat_of_key(const metro_host *h, const host_table *t, int conn)
{
    const host_conn *c = &h->conn[conn];
    for (int i = 0; c->keyed && i < host_players(t); i++) {
        const host_seat *s = &t->seat[i];
        if (s->kind == METRO_SEAT_HUMAN && s->keyed && s->conn < 0 &&
            !memcmp(s->key, c->key, METRO_NET_TOKEN))
            return i;
    }
    return -1;
}

/* True once conn is refused (about `about`) for sitting at another table
 * or watching: a connection is at one table, and seated or watching. */
static bool elsewhere(metro_host *h, int conn, const host_table *t, int about)
{
    const host_conn *c = &h->conn[conn];
    if (!c->table || (c->table == t && !c->spectator)) return false;
    host_refuse(h, conn, METRO_REFUSE_NOT_NOW, about, "this connection is already at table %s",
                c->table->name);
    return true;
}

/* What a connection arriving at a table gets at once: the lobby, the
 * public record of the saved moves, the views (unless newer ones wait for
 * their save: they follow then), the end. */
static void catch_up(metro_host *h, host_table *t, int conn)
{
    static _Thread_local metro_msg m;
    host_lobby_msg(h, t, &m);
    host_send(h, conn, &m);
    if (t->state == METRO_TABLE_LOBBY) return;
    host_send_record(h, t, conn);
    if (t->n_out) return;
    host_send_views_now(h, t, conn);
}

/* Seat p of t goes to conn, its player back (a REJOIN with its token, or
 * a JOIN of its player by key): JOINED with the seat's token, then what
 * the table holds. */
static void take_back(metro_host *h, host_table *t, int conn, int p, int about)
{
    host_conn *c = &h->conn[conn];
    if (!host_wake(h, t, "a player rejoins")) {
        host_refuse(h, conn, METRO_REFUSE_NO_TABLE, about,
                    "table %s cannot be read from the store now", t->name);
        return;
    }
    if (elsewhere(h, conn, t, about)) return;
    host_seat *s = &t->seat[p];
    if (s->conn >= 0 && s->conn != conn) /* the seat moves to the new connection */
        host_take_seat(h, t, p, 0, "was rejoined elsewhere");
    s->conn = conn;
    c->table = t;
    c->seats |= (uint8_t)(1u << p);
    bool was_gone = s->gone_at != 0 || s->stand_in;
    s->gone_at = 0;
    if (s->stand_in) host_log(h, "table %s: seat %d is back from the stand-in", t->name, p + 1);
    s->stand_in = false;
    host_send_joined(h, t, conn, p, true);
    catch_up(h, t, conn);
    if (was_gone) {
        metro_msg n = {.type = METRO_MSG_NOTICE};
        n.u.notice.kind = METRO_NOTICE_BACK, n.u.notice.seat = (uint8_t)p;
        snprintf(n.u.notice.name, sizeof n.u.notice.name, "%s", s->name);
        host_broadcast(h, t, &n);
    }
    static _Thread_local metro_msg lobby; /* the others see the seat present again */
    host_lobby_msg(h, t, &lobby);
    host_broadcast(h, t, &lobby);
    host_log(h, "table %s: connection %d rejoins seat %d%s", t->name, conn, p + 1,
             about == METRO_MSG_JOIN ? " (its player's key)" : "");
}

/* Table `name`, or NULL once conn is refused (6, about `about`). */
static host_table *table_named(metro_host *h, int conn, const char *name, int about)
{
    host_table *t = host_find_table(h, name);
    if (!t) host_refuse(h, conn, METRO_REFUSE_NO_TABLE, about, "no table named %s", name);
    return t;
}

void host_on_join(metro_host *h, int conn, const metro_msg *m)
{
    host_conn *c = &h->conn[conn];
    host_table *t = table_named(h, conn, m->u.join.table, METRO_MSG_JOIN);
    if (!t) return;
    if (elsewhere(h, conn, t, METRO_MSG_JOIN)) return;
    if (!host_invited(t, m->u.join.invite)) {
        host_refuse(h, conn, METRO_REFUSE_NO_TABLE, METRO_MSG_JOIN,
                    "table %s is private: its invitation code is needed", t->name);
        return;
    }
    int back = seat_of_key(h, t, conn);
    if (back >= 0) { /* its JOINED was lost with a connection: the same seat, not a second */
        take_back(h, t, conn, back, METRO_MSG_JOIN);
        return;
    }
    if (t->state != METRO_TABLE_LOBBY) {
        host_refuse(h, conn, METRO_REFUSE_NOT_NOW, METRO_MSG_JOIN,
                    "the game at %s has started: only its players may rejoin", t->name);
        return;
    }
    int p = m->u.join.seat;
    if (p < 0)
        for (int i = 0; i < t->game->cfg.players && p < 0; i++)
            if (t->seat[i].kind == METRO_SEAT_OPEN) p = i;
    if (p < 0 || p >= t->game->cfg.players || t->seat[p].kind != METRO_SEAT_OPEN) {
        host_refuse(h, conn, METRO_REFUSE_NO_SEAT, METRO_MSG_JOIN,
                    p < 0 ? "no open seat at %s" : "that seat at %s is not open", t->name);
        return;
    }
    host_seat *s = &t->seat[p];
    if (!metro_net_random(s->token, sizeof s->token)) {
        host_refuse(h, conn, METRO_REFUSE_NO_SEAT, METRO_MSG_JOIN, "no random token");
        return;
    }
    s->kind = METRO_SEAT_HUMAN;
    snprintf(s->name, sizeof s->name, "%s", m->u.join.name);
    s->conn = conn;
    c->table = t;
    c->seats |= (uint8_t)(1u << p);
    host_seat_player(h, t, p, conn);
    host_name_in_record(t, p);
    host_seats_changed(h, t);
    host_send_joined(h, t, conn, p, false);
    host_queue_notice(h, t, METRO_NOTICE_SAT, p);
    host_queue_lobby(h, t);
    host_log(h, "table %s: connection %d sits at seat %d", t->name, conn, p + 1);
}

void host_on_rejoin(metro_host *h, int conn, const metro_msg *m)
{
    host_table *t = host_find_table(h, m->u.rejoin.table);
    int p = -1;
    for (int i = 0; t && i < host_players(t); i++) /* the seats stay awake: a sleeping table too */
        if (t->seat[i].kind == METRO_SEAT_HUMAN && same_token(t->seat[i].token, m->u.rejoin.token))
            p = i;
    if (!t || p < 0) {
        host_refuse(h, conn, METRO_REFUSE_BAD_TOKEN, METRO_MSG_REJOIN,
                    "no seat at %s with that token", m->u.rejoin.table);
        return;
    }
    take_back(h, t, conn, p, METRO_MSG_REJOIN);
}

void host_on_watch(metro_host *h, int conn, const metro_msg *m)
{
    host_conn *c = &h->conn[conn];
    host_table *t = table_named(h, conn, m->u.watch.table, METRO_MSG_WATCH);
    if (!t) return;
    if (c->table) {
        host_refuse(h, conn, METRO_REFUSE_NOT_NOW, METRO_MSG_WATCH,
                    "this connection is already at table %s", c->table->name);
        return;
    }
    if (t->private_table) {
        host_refuse(h, conn, METRO_REFUSE_NO_TABLE, METRO_MSG_WATCH,
                    "table %s is private: only its players see it", t->name);
        return;
    }
    if (t->n_spectators >= HOST_MAX_SPECTATORS) {
        host_refuse(h, conn, METRO_REFUSE_NO_SEAT, METRO_MSG_WATCH,
                    "table %s has %d spectators already", t->name, HOST_MAX_SPECTATORS);
        return;
    }
    if (!host_wake(h, t, "a spectator comes")) {
        host_refuse(h, conn, METRO_REFUSE_NO_TABLE, METRO_MSG_WATCH,
                    "table %s cannot be read from the store now", t->name);
        return;
    }
    t->spectator[t->n_spectators++] = conn;
    c->table = t;
    c->spectator = true;
    catch_up(h, t, conn);
}
