/* A host (src/net/host.h) driven without sockets, for the tests: messages in
 * through metro_host_receive, what it sends kept per connection. */
#pragma once

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "check.h"
#include "host.h"
#include "metro/game.h"
#include "session.h"
#include "store.h"

enum { HARNESS_CONNS = 16, HARNESS_KEEP = 4096 };

typedef struct harness_inbox {
    metro_msg *msg[HARNESS_KEEP];
    int n, read;
    bool dropped;
} harness_inbox;

typedef struct harness {
    metro_host *host;
    harness_inbox in[HARNESS_CONNS];
    uint64_t now;
    char dir[256];
    char logged[1 << 16]; /* the host's log since the last start */
    size_t logged_len;
    int hour_ms; /* a deadline's hour for the next start (0: a real hour) */
} harness;

static void harness_send(void *ctx, int conn, const uint8_t *bytes, size_t len)
{
    harness *t = ctx;
    harness_inbox *in = &t->in[conn];
    metro_msg *m = malloc(sizeof *m);
    char why[200];
    if (!m || in->n == HARNESS_KEEP) {
        free(m);
        CHECK_MSG(0, "inbox full");
        return;
    }
    if (!CHECK(metro_msg_decode(m, bytes, len, false, why, sizeof why) == 0))
        fprintf(stderr, "  the host sent what a client cannot read: %s\n", why);
    in->msg[in->n++] = m;
}

static void harness_drop(void *ctx, int conn)
{
    ((harness *)ctx)->in[conn].dropped = true;
}

/* Keeps the host's log in t->logged (tests look for its lines). */
static void harness_log(void *ctx, const char *line)
{
    harness *t = ctx;
    size_t room = t ? sizeof t->logged - t->logged_len : 0;
    int n = room ? snprintf(t->logged + t->logged_len, room, "%s\n", line) : 0;
    if (n > 0 && (size_t)n < room) t->logged_len += (size_t)n;
    if (getenv("HARNESS_LOG")) fprintf(stderr, "host: %s\n", line);
}

/* A host on `dir` holding at most `tables` tables (4 when 0). */
static void harness_start_with(harness *t, const char *dir, int grace, int tables)
{
    metro_host_config cfg = {.data_dir = dir,
                             .name = "test",
                             .program = "test-host",
                             .max_tables = tables ? tables : 4,
                             .max_connections = HARNESS_CONNS,
                             .grace_seconds = grace,
                             .hour_ms = t->hour_ms,
                             .stand_in_ai = "greedy",
                             .log = harness_log,
                             .log_ctx = t};
    metro_host_io io = {harness_send, harness_drop, t};
    char err[300];
    t->logged_len = 0, t->logged[0] = 0;
    snprintf(t->dir, sizeof t->dir, "%s", dir);
    t->host = metro_host_new(&cfg, &io, err, sizeof err);
    if (!t->host) fprintf(stderr, "host: %s\n", err), exit(1);
    t->now = 1000;
}

static void harness_start(harness *t, const char *dir, int grace)
{
    harness_start_with(t, dir, grace, 0);
}

static void harness_stop(harness *t)
{
    metro_host_shutdown(t->host);
    metro_host_free(t->host);
    for (int c = 0; c < HARNESS_CONNS; c++) {
        for (int i = 0; i < t->in[c].n; i++) free(t->in[c].msg[i]);
        t->in[c] = (harness_inbox){0};
    }
}

static void harness_raw(harness *t, int conn, const void *bytes, size_t len)
{
    metro_host_receive(t->host, conn, bytes, len, t->now);
}

/* The test's data folder, gone at the end (a failure says so, and the
 * test goes on to report its checks). */
static void harness_remove_dir(const char *dir)
{
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0) fprintf(stderr, "could not remove %s\n", dir);
}

/* Table NAME's game as the store in DIR holds it (or, once put away, its
 * latest finished game), read as a second connection reads it; false if none. */
static inline bool harness_stored_game(const char *dir, const char *name, metro_game *g)
{
    char err[300];
    net_store *s = net_store_open(dir, true, err, sizeof err);
    char *text = s ? net_store_game(s, name, err, sizeof err) : NULL;
    bool ok = text && metro_game_load_text(g, text, name, err, sizeof err) == 0;
    if (!ok) fprintf(stderr, "stored game %s: %s\n", name, err);
    free(text);
    net_store_close(s);
    return ok;
}

/* Table NAME is among the store's tables (not finished, not closed). */
static inline bool harness_stored_table(const char *dir, const char *name)
{
    char err[300];
    net_store *s = net_store_open(dir, true, err, sizeof err);
    bool found = s && net_store_has_table(s, name);
    net_store_close(s);
    return found;
}

/* An empty message of the given type, to fill in. */
static metro_msg harness_msg(int type)
{
    metro_msg m;
    memset(&m, 0, sizeof m);
    m.type = (uint8_t)type;
    return m;
}

static void harness_say(harness *t, int conn, const metro_msg *m)
{
    uint8_t buf[METRO_NET_MAX_CLIENT_MSG * 2];
    int n = metro_msg_encode(m, buf, sizeof buf);
    CHECK(n > 0);
    harness_raw(t, conn, buf, (size_t)n);
}

/* A connection that has said HELLO (and had its WELCOME). */
static void harness_connect(harness *t, int conn)
{
    metro_msg hello;
    metro_host_connected(t->host, conn, t->now);
    metro_net_hello(&hello, "test");
    harness_say(t, conn, &hello);
}

/* Lets time pass (and the host's threads work) until conn has a message of
 * `type`; returns it (consumed with everything before it) or NULL after
 * about 20 s. */
static const metro_msg *harness_expect(harness *t, int conn, int type)
{
    harness_inbox *in = &t->in[conn];
    for (int round = 0; round < 20000; round++) {
        for (; in->read < in->n; in->read++)
            if (in->msg[in->read]->type == type) return in->msg[in->read++];
        metro_host_tick(t->host, t->now);
        if (in->read < in->n) continue;
        struct timespec ts = {0, 1000000};
        nanosleep(&ts, NULL);
        t->now += 1;
    }
    fprintf(stderr, "  connection %d: no message %d came\n", conn, type);
    return NULL;
}

/* The refusal code of the next REFUSE for conn (0 if none came). */
static int harness_refusal(harness *t, int conn)
{
    const metro_msg *m = harness_expect(t, conn, METRO_MSG_REFUSE);
    return m ? m->u.refuse.code : 0;
}

/* Lets the host work (threads, timers) for `ms` of its clock. */
static void harness_run(harness *t, int ms)
{
    for (int i = 0; i < ms; i++) {
        metro_host_tick(t->host, t->now++);
        if (i % 4 == 0) {
            struct timespec ts = {0, 200000};
            nanosleep(&ts, NULL);
        }
    }
}
