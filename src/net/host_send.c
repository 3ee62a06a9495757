/* The room every file of the host below host.c uses, and that calls none
 * of them (docs/architecture.md): the log, sending and refusing, the
 * messages held back until their change is saved, broadcasts, views,
 * finding a table (the clock and random bytes: net_clock.c). Kept apart so that the
 * host's files call each other one way only: a circle among them made none
 * readable or testable without the rest. */
#define _GNU_SOURCE
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <time.h>

#include "host_internal.h"

/* ---- The log, sending and refusing now ------------------------------------------------------ */

void host_log(metro_host *h, const char *fmt, ...)
{
    char line[600];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    if (h->cfg.log)
        h->cfg.log(h->cfg.log_ctx, line);
    else
        fprintf(stderr, "%s: %s\n", h->name, line);
}

void host_send(metro_host *h, int conn, const metro_msg *m)
{
    static _Thread_local uint8_t buf[METRO_NET_MAX_HOST_MSG];
    int n = metro_msg_encode(m, buf, sizeof buf);
    if (n < 0) {
        host_log(h, "message %d too long to send (a bug)", m->type);
        return;
    }
    if (conn >= 0 && conn < h->cfg.max_connections && h->conn[conn].open)
        h->io.send(h->io.ctx, conn, buf, (size_t)n);
}

/* A fatal refusal closes the connection through host.c (h->close_conn):
 * the tables must let go of it first, and this room calls none of them. */
void host_refuse(metro_host *h, int conn, int code, int about, const char *fmt, ...)
{
    metro_msg m = {.type = METRO_MSG_REFUSE};
    m.u.refuse.code = (uint8_t)code;
    m.u.refuse.about = (uint8_t)about;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(m.u.refuse.text, sizeof m.u.refuse.text, fmt, ap);
    va_end(ap);
    h->stats.refusals++;
    host_send(h, conn, &m);
    if (metro_refusal_fatal(code)) {
        host_log(h, "connection %d closed: %s", conn, m.u.refuse.text);
        h->close_conn(h, conn);
    }
}

/* ---- Messages held back until their change is saved ------------------------------------- */

void host_changed(metro_host *h, host_table *t)
{
    t->version++;
    host_mark_dirty(h, t);
}

void host_seats_changed(metro_host *h, host_table *t)
{
    t->seats_version++;
    host_changed(h, t);
}

void host_mark_dirty(metro_host *h, host_table *t)
{
    if (t->dirty_listed) return;
    host_table **grown = realloc(h->dirty, sizeof *grown * (size_t)(h->n_dirty + 1));
    if (!grown) return; /* saved with the next change */
    h->dirty = grown;
    h->dirty[h->n_dirty++] = t;
    t->dirty_listed = true;
}

void host_queue(metro_host *h, host_table *t, int to, const metro_msg *m)
{
    static _Thread_local uint8_t buf[METRO_NET_MAX_HOST_MSG];
    int n = metro_msg_encode(m, buf, sizeof buf);
    if (n < 0) {
        host_log(h, "message %d too long to queue (a bug)", m->type);
        return;
    }
    if (t->n_out == t->cap_out) {
        int cap = t->cap_out ? 2 * t->cap_out : 16;
        host_out *grown = realloc(t->out, sizeof *grown * (size_t)cap);
        if (!grown) {
            host_log(h, "table %s: out of memory", t->name);
            return;
        }
        t->out = grown, t->cap_out = cap;
    }
    uint8_t *copy = malloc((size_t)n);
    if (!copy) {
        host_log(h, "table %s: out of memory", t->name);
        return;
    }
    memcpy(copy, buf, (size_t)n);
    t->out[t->n_out++] = (host_out){t->version, to, (uint16_t)n, copy};
    if (t->saved >= t->version) host_flush(h, t);
}

/* The connections a message for `to` reaches, each once. */
static int recipients(const host_table *t, int to, int conns[])
{
    int n = 0;
    for (int p = 0; p < host_players(t); p++) {
        int c = t->seat[p].conn;
        if (c < 0 || (to >= 0 && to != p) || to == TO_SPECTATORS) continue;
        bool seen = false;
        for (int i = 0; i < n; i++) seen |= conns[i] == c;
        if (!seen) conns[n++] = c;
    }
    if (to == TO_ALL || to == TO_SPECTATORS)
        for (int i = 0; i < t->n_spectators; i++) conns[n++] = t->spectator[i];
    return n;
}

void host_flush(metro_host *h, host_table *t)
{
    int conns[METRO_MAX_PLAYERS + HOST_MAX_SPECTATORS], sent = 0;
    for (; sent < t->n_out && t->out[sent].version <= t->saved; sent++) {
        const host_out *o = &t->out[sent];
        int n = recipients(t, o->to, conns);
        for (int i = 0; i < n; i++)
            if (h->conn[conns[i]].open) h->io.send(h->io.ctx, conns[i], o->bytes, o->len);
        free(o->bytes);
    }
    if (!sent) return; /* also: no outbox yet (memmove may not see NULL) */
    memmove(t->out, t->out + sent, sizeof *t->out * (size_t)(t->n_out - sent));
    t->n_out -= sent;
}

void host_broadcast(metro_host *h, host_table *t, const metro_msg *m)
{
    int conns[METRO_MAX_PLAYERS + HOST_MAX_SPECTATORS];
    int n = recipients(t, TO_ALL, conns);
    for (int i = 0; i < n; i++) host_send(h, conns[i], m);
}

/* ---- Views ----------------------------------------------------------------------------- */

/* Every field set, none cleared first: the message is 6.5 KiB, three are
 * made per move, and clearing them was the host's largest cost per move. */
static bool view_msg(const host_table *t, int seat, metro_msg *m)
{
    m->type = METRO_MSG_VIEW;
    m->u.view.seat = (uint8_t)(seat < 0 ? METRO_NET_NO_SEAT : seat);
    m->u.view.moves = (uint16_t)t->game->cursor;
    m->u.view.last_seat = (uint8_t)(t->last_seat < 0 ? METRO_NET_NO_SEAT : t->last_seat);
    snprintf(m->u.view.last_move, sizeof m->u.view.last_move, "%s", t->last_move);
    int n = metro_view_encode(&t->game->state, seat, m->u.view.bytes, sizeof m->u.view.bytes);
    m->u.view.len = (uint16_t)(n > 0 ? n : 0);
    return n > 0;
}

void host_queue_views(metro_host *h, host_table *t)
{
    static _Thread_local metro_msg m;
    for (int p = -1; p < t->game->cfg.players; p++)
        if (view_msg(t, p, &m)) host_queue(h, t, p < 0 ? TO_SPECTATORS : p, &m);
}

void host_send_views_now(metro_host *h, host_table *t, int conn)
{
    static _Thread_local metro_msg m;
    const host_conn *c = &h->conn[conn];
    for (int p = c->spectator ? -1 : 0; p < (c->spectator ? 0 : t->game->cfg.players); p++)
        if ((p < 0 || (c->seats >> p & 1u)) && view_msg(t, p, &m)) host_send(h, conn, &m);
    if (t->state == METRO_TABLE_OVER) {
        metro_msg o = {.type = METRO_MSG_OVER};
        int score[METRO_MAX_PLAYERS];
        metro_final_scores(&t->game->state, score);
        o.u.over.players = (uint8_t)t->game->cfg.players;
        for (int p = 0; p < t->game->cfg.players; p++) o.u.over.score[p] = (int16_t)score[p];
        host_send(h, conn, &o);
        host_reveal(h, t, conn);
    }
}

/* As at the table, where every player shows their shares and chips to
 * score: the final position is public, so everyone gets the whole game
 * (its save text, seed and all), and each end screen can show every seat's
 * points and where they came from. */
void host_reveal(metro_host *h, host_table *t, int conn)
{
    static _Thread_local metro_msg m;
    if (t->state != METRO_TABLE_OVER || !metro_over(&t->game->state)) return;
    size_t len = 0;
    char *text = net_store_game_text(t->game, &len);
    if (!text || !len || len > METRO_NET_REVEAL_MAX) {
        host_log(h, "table %s: the finished game (%zu bytes) cannot be revealed", t->name, len);
        free(text);
        return;
    }
    for (size_t first = 0; first < len; first += METRO_NET_REVEAL_PAGE) {
        size_t n = len - first < METRO_NET_REVEAL_PAGE ? len - first : METRO_NET_REVEAL_PAGE;
        m.type = METRO_MSG_REVEAL;
        m.u.reveal.total = (uint16_t)len, m.u.reveal.first = (uint16_t)first;
        m.u.reveal.n = (uint16_t)n;
        memcpy(m.u.reveal.text, text + first, n);
        if (conn < 0)
            host_queue(h, t, TO_ALL, &m);
        else
            host_send(h, conn, &m);
    }
    free(text);
}
