/* The host's tables before and around play (docs/protocol.md "Tables"):
 * listing, creating, the seats and the lobby, the owner's seat changes and
 * Start, and leaving; sitting down and coming back are host_join.c's. */
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

/* Seat p's connection loses it (told with REFUSE 17), and the table with
 * it when that was its only seat. */
void host_take_seat(metro_host *h, host_table *t, int p, int about, const char *why)
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
void host_name_in_record(host_table *t, int p)
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

void host_queue_lobby(metro_host *h, host_table *t)
{
    static _Thread_local metro_msg m;
    host_lobby_msg(h, t, &m);
    host_queue(h, t, TO_ALL, &m);
}

void host_send_joined(metro_host *h, host_table *t, int conn, int p, bool now)
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

void host_queue_notice(metro_host *h, host_table *t, int kind, int p)
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
        host_name_in_record(t, p);
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
        if (t->seat[p].conn == conn) host_send_joined(h, t, conn, p, false);
    host_queue_lobby(h, t);
    host_log(h, "table %s created by connection %d: %d seats, modules '%s', %s%s", t->name, conn,
             cfg.players, m->u.create.setup.modules, t->deadline_h ? "turn-based" : "live",
             t->private_table ? ", private" : "");
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
    if (s->conn >= 0) host_take_seat(h, t, p, METRO_MSG_SEAT, "was changed by the table's owner");
    *s = (host_seat){.kind = m->u.seat.kind, .conn = -1};
    if (s->kind == METRO_SEAT_COMPUTER)
        snprintf(s->ai, sizeof s->ai, "%s", metro_ai_find(m->u.seat.ai)->name);
    host_name_in_record(t, p);
    host_seats_changed(h, t);
    host_queue_lobby(h, t);
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
    host_queue_lobby(h, t);
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
