/* The host's front door (host.h): connections, the HELLO and its version
 * check, flood limits, and handing each message to the table code. Every
 * message is decoded with every field checked before anything else looks
 * at it; what cannot be read, or comes out of order or too fast, closes
 * the connection. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "host_internal.h"
#include "metro/ai.h"

/* A fatal refusal's end (host_refuse calls it through h->close_conn). */
static void close_conn(metro_host *h, int conn)
{
    host_detach(h, conn);
    h->conn[conn].open = false;
    h->stats.dropped++;
    h->io.drop(h->io.ctx, conn);
}

/* ---- Life of a connection ---------------------------------------------------------- */

void metro_host_connected_from(metro_host *h, int conn, uint32_t address, uint64_t now_ms)
{
    if (conn < 0 || conn >= h->cfg.max_connections) return;
    h->now = now_ms;
    int from_ip = host_conns_from(h, address);
    h->conn[conn] = (host_conn){.open = true,
                                .opened_at = now_ms,
                                .heard_at = now_ms,
                                .serial = ++h->next_conn_serial,
                                .ip = address,
                                .bucket = HOST_BURST,
                                .refill_at = now_ms};
    h->stats.connections++;
    if (h->stopping) {
        host_refuse(h, conn, METRO_REFUSE_SHUTDOWN, 0, "the host is stopping: back soon");
        return;
    }
    if (from_ip >= h->cfg.per_address) {
        host_refuse(h, conn, METRO_REFUSE_FULL, 0, "%d connections from one address at most",
                    h->cfg.per_address);
        return;
    }
    host_make_room(h, conn);
}

void metro_host_connected(metro_host *h, int conn, uint64_t now_ms)
{
    metro_host_connected_from(h, conn, 0, now_ms);
}

void metro_host_disconnected(metro_host *h, int conn, uint64_t now_ms)
{
    if (conn < 0 || conn >= h->cfg.max_connections || !h->conn[conn].open) return;
    h->now = now_ms;
    host_detach(h, conn);
    h->conn[conn].open = false;
}

/* Flood limits: a bucket of HOST_BURST messages refilled at HOST_PER_SECOND
 * (chat lines have a budget per seat: host_on_chat). */
static bool take_token(host_conn *c, uint64_t now)
{
    double dt = (double)(now - c->refill_at);
    c->refill_at = now;
    c->bucket += dt * HOST_PER_SECOND / 1000.0;
    if (c->bucket > HOST_BURST) c->bucket = HOST_BURST;
    if (c->bucket < 1) return false;
    c->bucket -= 1;
    return true;
}

static void on_hello(metro_host *h, int conn, const metro_msg *m)
{
    if (m->u.hello.version != METRO_PROTOCOL_VERSION) {
        host_refuse(h, conn, METRO_REFUSE_VERSION, METRO_MSG_HELLO,
                    "this host speaks protocol version %d and the client version %d: use the "
                    "same version of the game on both sides",
                    METRO_PROTOCOL_VERSION, m->u.hello.version);
        return;
    }
    h->conn[conn].hello = true;
    metro_msg w = {.type = METRO_MSG_WELCOME};
    w.u.hello.version = METRO_PROTOCOL_VERSION;
    snprintf(w.u.hello.program, sizeof w.u.hello.program, "%s", h->program);
    host_send(h, conn, &w);
}

static void dispatch(metro_host *h, int conn, const metro_msg *m)
{
    switch (m->type) {
    case METRO_MSG_LIST:
        host_on_list(h, conn, m);
        break;
    case METRO_MSG_CREATE:
        host_on_create(h, conn, m);
        break;
    case METRO_MSG_JOIN:
        host_on_join(h, conn, m);
        break;
    case METRO_MSG_REJOIN:
        host_on_rejoin(h, conn, m);
        break;
    case METRO_MSG_WATCH:
        host_on_watch(h, conn, m);
        break;
    case METRO_MSG_SEAT:
        host_on_seat(h, conn, m);
        break;
    case METRO_MSG_START:
        host_on_start(h, conn);
        break;
    case METRO_MSG_MOVE:
        host_on_move(h, conn, m);
        break;
    case METRO_MSG_CHAT:
        host_on_chat(h, conn, m);
        break;
    case METRO_MSG_UNDO_ASK:
        host_on_undo_ask(h, conn, m);
        break;
    case METRO_MSG_UNDO_VOTE:
        host_on_undo_vote(h, conn, m);
        break;
    case METRO_MSG_IDENTIFY:
        host_on_identify(h, conn, m);
        break;
    case METRO_MSG_MINE:
        host_on_mine(h, conn, m);
        break;
    case METRO_MSG_LEAVE:
        host_detach(h, conn);
        break;
    default: /* HELLO again */
        host_refuse(h, conn, METRO_REFUSE_SEQUENCE, m->type, "HELLO was already said");
    }
}

void metro_host_receive(metro_host *h, int conn, const uint8_t *msg, size_t len, uint64_t now_ms)
{
    if (conn < 0 || conn >= h->cfg.max_connections || !h->conn[conn].open) return;
    host_conn *c = &h->conn[conn];
    h->now = now_ms;
    h->stats.messages++;
    c->heard_at = now_ms;
    if (!take_token(c, now_ms)) {
        host_refuse(h, conn, METRO_REFUSE_FLOOD, 0, "more than %d messages a second",
                    HOST_PER_SECOND);
        return;
    }
    static _Thread_local metro_msg m;
    char why[160];
    if (metro_msg_decode(&m, msg, len, true, why, sizeof why) != 0) {
        host_refuse(h, conn, METRO_REFUSE_MALFORMED, len ? msg[0] & 0x7F : 0,
                    "message not understood: %s", why);
        return;
    }
    if (!c->hello) {
        if (m.type == METRO_MSG_HELLO)
            on_hello(h, conn, &m);
        else
            host_refuse(h, conn, METRO_REFUSE_SEQUENCE, m.type, "the first message must be HELLO");
        return;
    }
    if (h->stopping) return;
    dispatch(h, conn, &m);
}

/* Connections that never said HELLO are closed after a while, and those
 * at no table after cfg.idle_seconds of silence: a slot is not kept by a
 * client that merely said HELLO (issue 36, item 11). */
static void close_silent(metro_host *h)
{
    for (int i = 0; i < h->cfg.max_connections; i++) {
        host_conn *c = &h->conn[i];
        if (c->open && !c->hello && h->now - c->opened_at > HOST_HELLO_SECONDS * 1000u)
            host_refuse(h, i, METRO_REFUSE_SEQUENCE, 0, "no HELLO within %d seconds",
                        HOST_HELLO_SECONDS);
        else if (c->open && !c->table &&
                 h->now - c->heard_at > (uint64_t)h->cfg.idle_seconds * 1000u)
            host_refuse(h, i, METRO_REFUSE_FULL, 0,
                        "closed after %d s without a message at no table", h->cfg.idle_seconds);
    }
}

int metro_host_tick(metro_host *h, uint64_t now_ms)
{
    h->now = now_ms;
    host_take_ai_results(h);
    host_take_saves(h);
    host_request_saves(h);
    if (now_ms - h->last_scan >= 250) {
        h->last_scan = now_ms;
        host_timers(h);
        host_unload_idle(h);
        close_silent(h);
    }
    /* Soon when a computer's move may be ready; a save takes milliseconds
     * anyway, and each round costs ENet a pass over every connection. */
    if (net_workers_busy(h->ai)) return 1;
    return h->n_dirty || net_saver_busy(h->saver) ? 5 : 50;
}

/* ---- LAN discovery ------------------------------------------------------------------ */

/* Room for one more answer to sender this second: HOST_ANSWERS_PER_SENDER
 * to each address, so one that floods takes no answer from the others, and
 * HOST_ANSWERS_PER_SECOND in all, so forged senders get the host to send
 * little. */
static bool may_answer(metro_host *h, uint64_t sender, uint64_t now)
{
    int slot = 0;
    for (int i = 0; i < HOST_ANSWER_SENDERS; i++) {
        if (h->answered[i].sender == sender) {
            slot = i;
            break;
        }
        if (h->answered[i].window < h->answered[slot].window) slot = i;
    }
    if (h->answered[slot].sender != sender)
        h->answered[slot].sender = sender, h->answered[slot].window = 0;
    if (now - h->answer_window >= 1000) h->answer_window = now, h->answers = 0;
    if (now - h->answered[slot].window >= 1000)
        h->answered[slot].window = now, h->answered[slot].answers = 0;
    if (h->answers >= HOST_ANSWERS_PER_SECOND ||
        h->answered[slot].answers >= HOST_ANSWERS_PER_SENDER)
        return false;
    h->answers++, h->answered[slot].answers++;
    return true;
}

size_t metro_host_answer_query(metro_host *h, const uint8_t *query, size_t len, uint64_t sender,
                               uint8_t *out, size_t cap, uint64_t now_ms)
{
    if (!metro_net_is_query(query, len) || h->stopping || !may_answer(h, sender, now_ms)) return 0;
    metro_net_answer a = {.version = METRO_PROTOCOL_VERSION, .port = (uint16_t)h->cfg.port};
    snprintf(a.name, sizeof a.name, "%s", h->name);
    /* Tables waiting for players first, then those being played. */
    for (int want = METRO_TABLE_LOBBY; want <= METRO_TABLE_PLAYING; want++)
        for (int i = 0; i < h->n_tables; i++) {
            const host_table *t = h->table[i];
            if (t->state != want) continue;
            a.total++;
            if (a.n >= 8) continue;
            metro_net_table_info *ti = &a.table[a.n++];
            snprintf(ti->name, sizeof ti->name, "%s", t->name);
            ti->state = (uint8_t)t->state;
            ti->players = (uint8_t)host_players(t);
            ti->open = (uint8_t)host_open_seats(t);
            ti->seed_given = t->seed_given;
        }
    int n = metro_net_answer_encode(&a, out, cap);
    return n > 0 ? (size_t)n : 0;
}

/* ---- Start and stop ----------------------------------------------------------------------- */

static void copy_config(metro_host *h, const metro_host_config *cfg)
{
    h->cfg = *cfg;
    snprintf(h->data_dir, sizeof h->data_dir, "%s", cfg->data_dir);
    snprintf(h->name, sizeof h->name, "%s", cfg->name && cfg->name[0] ? cfg->name : "metro");
    snprintf(h->program, sizeof h->program, "%s", cfg->program ? cfg->program : "metro");
    snprintf(h->stand_in, sizeof h->stand_in, "%s",
             cfg->stand_in_ai && cfg->stand_in_ai[0] ? cfg->stand_in_ai : "greedy");
    h->cfg.data_dir = h->data_dir, h->cfg.name = h->name, h->cfg.program = h->program;
    h->cfg.stand_in_ai = h->stand_in;
    if (h->cfg.grace_seconds < 1) h->cfg.grace_seconds = 60;
    if (h->cfg.hour_ms < 1) h->cfg.hour_ms = 3600000;
    if (h->cfg.max_tables < 1) h->cfg.max_tables = 1;
    if (h->cfg.max_connections < 1) h->cfg.max_connections = 1;
    if (h->cfg.undo_asks < 1) h->cfg.undo_asks = 8;
    if (h->cfg.ai_ms < 1) h->cfg.ai_ms = 500;
    if (h->cfg.per_address < 1) h->cfg.per_address = 32;
    if (h->cfg.idle_seconds < 1) h->cfg.idle_seconds = 300;
    if (h->cfg.lobbies_per_address < 1) h->cfg.lobbies_per_address = 16;
    const metro_ai *top = cfg->max_ai ? metro_ai_find(cfg->max_ai) : NULL;
    h->cfg.max_ai = top ? top->name : "strong";
}

metro_host *metro_host_new(const metro_host_config *cfg, const metro_host_io *io, char *err,
                           size_t errlen)
{
    metro_host *h = calloc(1, sizeof *h);
    if (!h) return snprintf(err, errlen, "out of memory"), NULL;
    copy_config(h, cfg);
    h->io = *io;
    h->close_conn = close_conn;
    h->next_serial = 1;
    h->lock_fd = -1;
    h->now = h->last_scan = metro_net_now_ms();
    h->conn = calloc((size_t)h->cfg.max_connections, sizeof *h->conn);
    h->ai = net_workers_start();
    if (!h->conn || !h->ai) {
        snprintf(err, errlen, "out of memory or threads");
        metro_host_free(h);
        return NULL;
    }
    /* The folder first (made, locked, taken over), then the saver's connection. */
    if (host_load_tables(h, err, errlen) != 0 ||
        !(h->saver = net_saver_start(h->data_dir, err, errlen))) {
        metro_host_free(h);
        return NULL;
    }
    return h;
}

void metro_host_shutdown(metro_host *h)
{
    h->stopping = true;
    for (int i = 0; i < h->cfg.max_connections; i++)
        if (h->conn[i].open)
            host_refuse(h, i, METRO_REFUSE_SHUTDOWN, 0, "the host is stopping: back soon");
    host_save_before_stop(h);
}

void metro_host_free(metro_host *h)
{
    if (!h) return;
    net_workers_stop(h->ai);
    net_saver_stop(h->saver);
    net_store_close(h->store);
    for (int i = 0; i < h->n_tables; i++) host_table_free(h->table[i]);
    free(h->table);
    host_index_free(&h->index);
    free(h->awake);
    host_keys_free(&h->keys);
    free(h->dirty);
    free(h->due);
    free(h->conn);
    if (h->lock_fd >= 0) close(h->lock_fd); /* and with it the folder's lock */
    free(h);
}

void metro_host_get_stats(const metro_host *h, metro_host_stats *out)
{
    *out = h->stats;
    out->tables = 0, out->finished = 0, out->connections = 0;
    for (int i = 0; i < h->n_tables; i++) {
        out->tables += h->table[i]->state != METRO_TABLE_OVER;
        out->finished += h->table[i]->state == METRO_TABLE_OVER;
    }
    for (int i = 0; i < h->cfg.max_connections; i++) out->connections += h->conn[i].open;
    out->save_batches = net_saver_batches(h->saver);
    out->asleep = h->asleep;
}
