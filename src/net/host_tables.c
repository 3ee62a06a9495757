/* The host's tables before and around play (docs/protocol.md "Tables"):
 * listing, creating, sitting down, rejoining with a seat token, watching,
 * the owner's seat changes and Start, and leaving. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "host_internal.h"
#include "metro/ai.h"
#include "metro/module.h"

int host_open_seats(const host_table *t)
{
    int n = 0;
    for (int p = 0; p < host_players(t); p++) n += t->seat[p].kind == METRO_SEAT_OPEN;
    return n;
}

host_table *host_table_new(metro_host *h, const char *name)
{
    if (h->n_tables == h->cap_tables) {
        int cap = h->cap_tables ? 2 * h->cap_tables : 16;
        host_table **grown = realloc(h->table, sizeof *grown * (size_t)cap);
        if (!grown) return NULL;
        h->table = grown, h->cap_tables = cap;
    }
    host_table *t = calloc(1, sizeof *t);
    if (!t || !host_game_alloc(t) || !metro_net_random(&t->ai_seed, sizeof t->ai_seed)) {
        if (t) free(t->game);
        free(t);
        return NULL;
    }
    snprintf(t->name, sizeof t->name, "%s", name);
    t->serial = h->next_serial++;
    t->last_seat = -1, t->deadline_seat = -1;
    for (int p = 0; p < METRO_MAX_PLAYERS; p++) t->seat[p].conn = -1;
    if (!host_index_add(&h->index, t)) {
        host_table_free(t);
        return NULL;
    }
    if (!host_awake_add(h, t)) {
        host_index_remove(&h->index, t);
        host_table_free(t);
        return NULL;
    }
    h->table[h->n_tables++] = t;
    return t;
}

/* A lobby nobody has been in for HOST_LOBBY_SECONDS is closed: no game
 * was played there, so its files go too (and its name is free again). */
static void close_lobby(metro_host *h, const host_table *t)
{
    char err[300];
    if (!net_store_finish(h->store, t->name, true, err, sizeof err))
        host_log(h, "table %s: not removed from the store: %s", t->name, err);
    host_log(h, "table %s closed: nobody came to its lobby for %d s", t->name, HOST_LOBBY_SECONDS);
}

/* Finished tables stay in memory only while someone is there or for
 * HOST_UNLOAD_SECONDS after, then their save joins the finished games (the
 * name is free again); lobbies nobody is in are closed; turn-based games
 * nobody is at sleep in the store after HOST_SLEEP_SECONDS. */
void host_unload_idle(metro_host *h)
{
    for (int i = h->n_awake - 1; i >= 0; i--) { /* from the end: leaving moves the last here */
        host_table *t = h->awake[i];
        bool watched = t->n_spectators > 0;
        for (int p = 0; p < t->game->cfg.players; p++) watched |= t->seat[p].conn >= 0;
        if (watched || !t->idle_since) {
            t->idle_since = watched ? 0 : h->now;
            continue;
        }
        if (t->state == METRO_TABLE_PLAYING) {
            if (h->now - t->idle_since >= HOST_SLEEP_SECONDS * 1000u) host_sleep_if_idle(h, t);
            continue;
        }
        unsigned wait = t->state == METRO_TABLE_OVER ? HOST_UNLOAD_SECONDS : HOST_LOBBY_SECONDS;
        if (h->now - t->idle_since < wait * 1000u || t->dirty_listed || t->saving || t->n_out ||
            t->ai_busy)
            continue;
        if (t->state == METRO_TABLE_LOBBY) close_lobby(h, t);
        if (t->state == METRO_TABLE_OVER) host_put_away_finished(h, t->name);
        host_table_drop(h, t);
    }
}

/* Tokens are compared in constant time: how long a refusal takes tells
 * nothing about how much of a guess was right. */
static bool same_token(const uint8_t *a, const uint8_t *b)
{
    unsigned diff = 0;
    for (int i = 0; i < METRO_NET_TOKEN; i++) diff |= (unsigned)(a[i] ^ b[i]);
    return diff == 0;
}

/* Seat p's connection loses it (told with REFUSE 17), and the table with
 * it when that was its only seat. */
static void take_seat(metro_host *h, host_table *t, int p, int about, const char *why)
{
    int old = t->seat[p].conn;
    h->conn[old].seats &= (uint8_t) ~(1u << p);
    if (!h->conn[old].seats && !h->conn[old].spectator) h->conn[old].table = NULL;
    t->seat[p].conn = -1;
    host_refuse(h, old, METRO_REFUSE_TAKEN_OVER, about, "seat %d %s", p + 1, why);
}

static int seat_of_conn(const host_table *t, int conn)
{
    for (int p = 0; p < t->game->cfg.players; p++)
        if (t->seat[p].conn == conn) return p;
    return -1;
}

/* The seat as the game record names it (saves show who played). */
static void name_in_record(host_table *t, int p)
{
    const host_seat *s = &t->seat[p];
    metro_seat *g = &t->game->seat[p];
    snprintf(g->controller, sizeof g->controller, "%s",
             s->kind == METRO_SEAT_COMPUTER ? s->ai : "human");
    snprintf(g->name, sizeof g->name, "%s",
             s->kind == METRO_SEAT_OPEN       ? "Open"
             : s->kind == METRO_SEAT_COMPUTER ? s->ai
                                              : s->name);
}

void host_lobby_msg(metro_host *h, const host_table *t, metro_msg *m)
{
    memset(m, 0, sizeof *m);
    m->type = METRO_MSG_LOBBY;
    snprintf(m->u.lobby.table, sizeof m->u.lobby.table, "%s", t->name);
    m->u.lobby.state = (uint8_t)t->state;
    metro_net_setup_from(&m->u.lobby.setup, &t->game->cfg);
    m->u.lobby.seed_given = t->seed_given;
    m->u.lobby.grace = (uint16_t)t->grace_s;
    m->u.lobby.owner = (uint8_t)t->owner;
    for (int p = 0; p < t->game->cfg.players; p++) {
        const host_seat *s = &t->seat[p];
        metro_net_seat_info *si = &m->u.lobby.seat[p];
        si->kind = s->kind;
        si->present = s->kind == METRO_SEAT_HUMAN && s->conn >= 0;
        si->stand_in = s->stand_in;
        snprintf(si->name, sizeof si->name, "%s", s->kind == METRO_SEAT_HUMAN ? s->name : "");
        snprintf(si->ai, sizeof si->ai, "%s", s->kind == METRO_SEAT_COMPUTER ? s->ai : "");
        si->rating = host_seat_rating(h, s);
    }
    m->u.lobby.spectators = (uint8_t)t->n_spectators;
    m->u.lobby.deadline = (uint8_t)t->deadline_h;
    m->u.lobby.private_table = t->private_table;
}

static void queue_lobby(metro_host *h, host_table *t)
{
    static _Thread_local metro_msg m;
    host_lobby_msg(h, t, &m);
    host_queue(h, t, TO_ALL, &m);
}

static void send_joined(metro_host *h, host_table *t, int conn, int p, bool now)
{
    metro_msg m = {.type = METRO_MSG_JOINED};
    snprintf(m.u.joined.table, sizeof m.u.joined.table, "%s", t->name);
    m.u.joined.seat = (uint8_t)p;
    m.u.joined.owner = p == t->owner;
    memcpy(m.u.joined.token, t->seat[p].token, METRO_NET_TOKEN);
    snprintf(m.u.joined.invite, sizeof m.u.joined.invite, "%s", t->invite);
    /* A new token reaches its player once it is saved: a host restarted
     * in between must know it. */
    if (now)
        host_send(h, conn, &m);
    else
        host_queue(h, t, p, &m);
}

static void queue_notice(metro_host *h, host_table *t, int kind, int p)
{
    metro_msg m = {.type = METRO_MSG_NOTICE};
    m.u.notice.kind = (uint8_t)kind;
    m.u.notice.seat = (uint8_t)p;
    snprintf(m.u.notice.name, sizeof m.u.notice.name, "%s", t->seat[p].name);
    host_queue(h, t, TO_ALL, &m);
}

/* ---- CREATE ----------------------------------------------------------------------------- */

static int unfinished_tables(const metro_host *h)
{
    int n = 0;
    for (int i = 0; i < h->n_tables; i++) n += h->table[i]->state != METRO_TABLE_OVER;
    return n;
}

/* The seats of a CREATE: at least one of the creator's, computer players
 * that exist. 0, or -1 after refusing. */
static int check_seats(metro_host *h, int conn, const metro_msg *m)
{
    int mine = 0;
    for (int p = 0; p < m->u.create.setup.players; p++) {
        int kind = m->u.create.seat_kind[p];
        mine += kind == METRO_CREATE_MINE;
        if (kind == METRO_CREATE_COMPUTER && !metro_ai_find(m->u.create.seat_text[p])) {
            host_refuse(h, conn, METRO_REFUSE_BAD_SETUP, METRO_MSG_CREATE,
                        "seat %d: '%s' is not a computer player", p + 1, m->u.create.seat_text[p]);
            return -1;
        }
        if (kind == METRO_CREATE_COMPUTER && !host_ai_allowed(h, m->u.create.seat_text[p])) {
            host_refuse(h, conn, METRO_REFUSE_BAD_SETUP, METRO_MSG_CREATE,
                        "seat %d: this host allows computer players up to %s", p + 1,
                        h->cfg.max_ai);
            return -1;
        }
    }
    if (!mine) {
        host_refuse(h, conn, METRO_REFUSE_BAD_SETUP, METRO_MSG_CREATE,
                    "the creator takes at least one seat");
        return -1;
    }
    return 0;
}

/* The seats of a new table; the creator's get tokens and its connection. */
static bool fill_seats(metro_host *h, host_table *t, int conn, const metro_msg *m)
{
    t->owner = -1;
    for (int p = 0; p < m->u.create.setup.players; p++) {
        host_seat *s = &t->seat[p];
        int kind = m->u.create.seat_kind[p];
        s->kind = kind == METRO_CREATE_MINE       ? METRO_SEAT_HUMAN
                  : kind == METRO_CREATE_COMPUTER ? METRO_SEAT_COMPUTER
                                                  : METRO_SEAT_OPEN;
        if (kind == METRO_CREATE_MINE) {
            snprintf(s->name, sizeof s->name, "%s", m->u.create.seat_text[p]);
            if (!metro_net_random(s->token, sizeof s->token)) return false;
            s->conn = conn;
            h->conn[conn].seats |= (uint8_t)(1u << p);
            host_seat_player(h, t, p, conn);
            if (t->owner < 0) t->owner = p;
        } else if (kind == METRO_CREATE_COMPUTER) {
            snprintf(s->ai, sizeof s->ai, "%s", metro_ai_find(m->u.create.seat_text[p])->name);
        }
        name_in_record(t, p);
    }
    return true;
}

void host_on_create(metro_host *h, int conn, const metro_msg *m)
{
    host_conn *c = &h->conn[conn];
    metro_config cfg;
    char err[256];
    if (c->table) {
        host_refuse(h, conn, METRO_REFUSE_NOT_NOW, METRO_MSG_CREATE,
                    "this connection is already at table %s", c->table->name);
        return;
    }
    if (host_find_table(h, m->u.create.table) || net_store_has_table(h->store, m->u.create.table)) {
        host_refuse(h, conn, METRO_REFUSE_TABLE_EXISTS, METRO_MSG_CREATE, "a table named %s exists",
                    m->u.create.table);
        return;
    }
    if (unfinished_tables(h) >= h->cfg.max_tables) {
        host_refuse(h, conn, METRO_REFUSE_TOO_MANY, METRO_MSG_CREATE,
                    "this host runs %d tables at most", h->cfg.max_tables);
        return;
    }
    if (!host_lobby_allowed(h, conn)) return;
    if (metro_net_setup_config(&m->u.create.setup, &cfg, err, sizeof err) != METRO_OK) {
        host_refuse(h, conn, METRO_REFUSE_BAD_SETUP, METRO_MSG_CREATE, "%s", err);
        return;
    }
    if (check_seats(h, conn, m)) return;
    if (!metro_net_deadline_ok(m->u.create.deadline)) {
        host_refuse(h, conn, METRO_REFUSE_BAD_SETUP, METRO_MSG_CREATE,
                    "a move deadline of %d h: 1, 12, 24 or 72 h, or 0 for a live table",
                    m->u.create.deadline);
        return;
    }
    cfg.seed = m->u.create.seed;
    if (!m->u.create.seed_given && !metro_net_random(&cfg.seed, sizeof cfg.seed)) {
        host_refuse(h, conn, METRO_REFUSE_BAD_SETUP, METRO_MSG_CREATE, "no random seed");
        return;
    }
    host_table *t = host_table_new(h, m->u.create.table);
    if (!t) {
        host_refuse(h, conn, METRO_REFUSE_TOO_MANY, METRO_MSG_CREATE, "out of memory");
        return;
    }
    if (metro_game_new(t->game, &cfg, err, sizeof err) != METRO_OK || !fill_seats(h, t, conn, m)) {
        host_table_drop(h, t);
        c->seats = 0;
        {
            host_refuse(h, conn, METRO_REFUSE_BAD_SETUP, METRO_MSG_CREATE, "%s", err);
            return;
        }
    }
    t->state = METRO_TABLE_LOBBY;
    t->creator = c->serial, t->creator_ip = c->ip;
    t->seed_given = m->u.create.seed_given;
    t->grace_s = m->u.create.grace ? m->u.create.grace : h->cfg.grace_seconds;
    t->deadline_h = m->u.create.deadline;
    if (m->u.create.private_table && !host_new_invite(t)) {
        host_table_drop(h, t);
        c->seats = 0;
        host_refuse(h, conn, METRO_REFUSE_BAD_SETUP, METRO_MSG_CREATE, "no random invitation");
        return;
    }
    c->table = t;
    host_seats_changed(h, t);
    for (int p = 0; p < cfg.players; p++)
        if (t->seat[p].conn == conn) send_joined(h, t, conn, p, false);
    queue_lobby(h, t);
    host_log(h, "table %s created by connection %d: %d seats, modules '%s', %s%s", t->name, conn,
             cfg.players, m->u.create.setup.modules, t->deadline_h ? "turn-based" : "live",
             t->private_table ? ", private" : "");
}

/* ---- JOIN, REJOIN, WATCH ------------------------------------------------------------------- */

static void take_back(metro_host *h, host_table *t, int conn, int p, int about);

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

void host_on_join(metro_host *h, int conn, const metro_msg *m)
{
    host_conn *c = &h->conn[conn];
    host_table *t = host_find_table(h, m->u.join.table);
    if (!t) {
        host_refuse(h, conn, METRO_REFUSE_NO_TABLE, METRO_MSG_JOIN, "no table named %s",
                    m->u.join.table);
        return;
    }
    if (c->table && (c->table != t || c->spectator)) {
        host_refuse(h, conn, METRO_REFUSE_NOT_NOW, METRO_MSG_JOIN,
                    "this connection is already at table %s", c->table->name);
        return;
    }
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
    name_in_record(t, p);
    host_seats_changed(h, t);
    send_joined(h, t, conn, p, false);
    queue_notice(h, t, METRO_NOTICE_SAT, p);
    queue_lobby(h, t);
    host_log(h, "table %s: connection %d sits at seat %d", t->name, conn, p + 1);
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
    if (c->table && (c->table != t || c->spectator)) {
        host_refuse(h, conn, METRO_REFUSE_NOT_NOW, about, "this connection is already at table %s",
                    c->table->name);
        return;
    }
    host_seat *s = &t->seat[p];
    if (s->conn >= 0 && s->conn != conn) /* the seat moves to the new connection */
        take_seat(h, t, p, 0, "was rejoined elsewhere");
    s->conn = conn;
    c->table = t;
    c->seats |= (uint8_t)(1u << p);
    bool was_gone = s->gone_at != 0 || s->stand_in;
    s->gone_at = 0;
    if (s->stand_in) host_log(h, "table %s: seat %d is back from the stand-in", t->name, p + 1);
    s->stand_in = false;
    send_joined(h, t, conn, p, true);
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
    host_table *t = host_find_table(h, m->u.watch.table);
    if (!t) {
        host_refuse(h, conn, METRO_REFUSE_NO_TABLE, METRO_MSG_WATCH, "no table named %s",
                    m->u.watch.table);
        return;
    }
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

/* ---- The owner's SEAT and START ------------------------------------------------------------ */

static bool is_owner(const metro_host *h, const host_table *t, int conn)
{
    return t && t->owner >= 0 && t->seat[t->owner].conn == conn && h->conn[conn].table == t;
}

void host_on_seat(metro_host *h, int conn, const metro_msg *m)
{
    host_table *t = h->conn[conn].table;
    int p = m->u.seat.seat;
    if (!is_owner(h, t, conn)) {
        host_refuse(h, conn, METRO_REFUSE_NOT_OWNER, METRO_MSG_SEAT,
                    "only the table's owner changes seats");
        return;
    }
    if (t->state != METRO_TABLE_LOBBY || p >= t->game->cfg.players || p == t->owner) {
        host_refuse(h, conn, METRO_REFUSE_NOT_NOW, METRO_MSG_SEAT,
                    "seats change in the lobby only, and not the owner's own");
        return;
    }
    if (m->u.seat.kind == METRO_SEAT_COMPUTER && !metro_ai_find(m->u.seat.ai)) {
        host_refuse(h, conn, METRO_REFUSE_BAD_SETUP, METRO_MSG_SEAT,
                    "'%s' is not a computer player", m->u.seat.ai);
        return;
    }
    if (m->u.seat.kind == METRO_SEAT_COMPUTER && !host_ai_allowed(h, m->u.seat.ai)) {
        host_refuse(h, conn, METRO_REFUSE_BAD_SETUP, METRO_MSG_SEAT,
                    "this host allows computer players up to %s", h->cfg.max_ai);
        return;
    }
    host_seat *s = &t->seat[p];
    if (s->conn >= 0) take_seat(h, t, p, METRO_MSG_SEAT, "was changed by the table's owner");
    *s = (host_seat){.kind = m->u.seat.kind, .conn = -1};
    if (s->kind == METRO_SEAT_COMPUTER)
        snprintf(s->ai, sizeof s->ai, "%s", metro_ai_find(m->u.seat.ai)->name);
    name_in_record(t, p);
    host_seats_changed(h, t);
    queue_lobby(h, t);
}

void host_on_start(metro_host *h, int conn)
{
    host_table *t = h->conn[conn].table;
    if (!is_owner(h, t, conn)) {
        host_refuse(h, conn, METRO_REFUSE_NOT_OWNER, METRO_MSG_START,
                    "only the table's owner starts the game");
        return;
    }
    if (t->state != METRO_TABLE_LOBBY) {
        host_refuse(h, conn, METRO_REFUSE_NOT_NOW, METRO_MSG_START, "already started");
        return;
    }
    for (int p = 0; p < t->game->cfg.players; p++) {
        if (t->seat[p].kind == METRO_SEAT_OPEN) {
            host_refuse(h, conn, METRO_REFUSE_NOT_NOW, METRO_MSG_START, "seat %d is still open",
                        p + 1);
            return;
        }
        if (t->seat[p].kind == METRO_SEAT_HUMAN && t->seat[p].conn < 0) {
            host_refuse(h, conn, METRO_REFUSE_NOT_NOW, METRO_MSG_START,
                        "%s (seat %d) is not connected", t->seat[p].name, p + 1);
            return;
        }
    }
    t->state = METRO_TABLE_PLAYING;
    t->turn_at = h->now;
    host_seats_changed(h, t);
    queue_lobby(h, t);
    host_queue_views(h, t);
    host_log(h, "table %s: the game starts", t->name);
    host_next_turn(h, t);
}

/* ---- Leaving ------------------------------------------------------------------------------- */

void host_detach(metro_host *h, int conn)
{
    host_conn *c = &h->conn[conn];
    host_table *t = c->table;
    if (!t) return;
    for (int i = 0; i < t->n_spectators; i++)
        if (t->spectator[i] == conn) t->spectator[i--] = t->spectator[--t->n_spectators];
    int p;
    while ((p = seat_of_conn(t, conn)) >= 0) {
        host_seat *s = &t->seat[p];
        s->conn = -1;
        if (t->state == METRO_TABLE_PLAYING) {
            s->gone_at = h->now ? h->now : 1;
            if (t->deadline_h) /* turn-based: the game waits for the player */
                host_log(h,
                         "table %s: seat %d left; its turns wait (a computer plays one not "
                         "played in %d h)",
                         t->name, p + 1, t->deadline_h);
            else
                host_log(h, "table %s: seat %d left; a computer stands in after %d s", t->name,
                         p + 1, t->grace_s);
        }
        metro_msg n = {.type = METRO_MSG_NOTICE};
        n.u.notice.kind = METRO_NOTICE_GONE, n.u.notice.seat = (uint8_t)p;
        snprintf(n.u.notice.name, sizeof n.u.notice.name, "%s", s->name);
        host_broadcast(h, t, &n);
        if (t->vote.open && (t->vote.voters >> p & 1u)) { /* no answer will come */
            t->vote.open = false;
            n.u.notice.kind = METRO_NOTICE_UNDO_NO, n.u.notice.seat = (uint8_t)t->vote.asker;
            host_broadcast(h, t, &n);
            host_next_turn(h, t);
        }
    }
    c->table = NULL;
    c->seats = 0;
    c->spectator = false;
    static _Thread_local metro_msg lobby;
    host_lobby_msg(h, t, &lobby);
    host_broadcast(h, t, &lobby);
}
