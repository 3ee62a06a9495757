/* A connection to a host in its own thread (client.h), over a transport
 * (link.h: ENet or a WebSocket), one message per packet. The program's
 * messages and the host's events cross between the threads in two queues
 * behind one mutex. */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "client.h"
#include "host.h"
#include "link.h"
#include "queue.h"

enum { WAITING = 0, CONNECTING, HELLO_SENT, READY, CLOSED };

typedef struct out_node {
    net_qnode link;
    size_t len;
    uint8_t bytes[]; /* the encoded message */
} out_node;

typedef struct ev_node {
    net_qnode link;
    metro_net_event ev;
} ev_node;

struct metro_net_client {
    metro_net_client_options opt;
    char program[METRO_NET_PROGRAM + 1];
    pthread_t thread;
    pthread_mutex_t lock;
    pthread_cond_t arrived;
    net_queue out, events;
    bool stop;
    /* The network thread's own. */
    net_link *link;
    metro_net_session session;
    int state;
    bool closing, lost_told;
    uint64_t lost_at, next_try;
};

static void push_event(metro_net_client *c, const metro_net_event *ev)
{
    ev_node *n = malloc(sizeof *n);
    if (!n) return;
    n->ev = *ev;
    pthread_mutex_lock(&c->lock);
    net_queue_push(&c->events, n);
    pthread_cond_broadcast(&c->arrived);
    pthread_mutex_unlock(&c->lock);
    if (c->opt.notify) c->opt.notify(c->opt.notify_ctx);
}

static void send_bytes(metro_net_client *c, const uint8_t *bytes, size_t len)
{
    net_link_send(c->link, bytes, len);
}

static void send_msg(metro_net_client *c, const metro_msg *m)
{
    uint8_t buf[METRO_NET_MAX_CLIENT_MSG];
    int n = metro_msg_encode(m, buf, sizeof buf);
    if (n > 0) send_bytes(c, buf, (size_t)n);
}

/* What a reconnect must say again (a WATCH, the IDENTIFY, a JOIN not yet
 * answered) is noted as it goes out. */
static void remember(metro_net_client *c, const uint8_t *bytes, size_t len)
{
    static _Thread_local metro_msg m;
    bool noted = len && (bytes[0] == METRO_MSG_WATCH || bytes[0] == METRO_MSG_IDENTIFY ||
                         bytes[0] == METRO_MSG_JOIN || bytes[0] == METRO_MSG_LEAVE);
    if (noted && metro_msg_decode(&m, bytes, len, true, NULL, 0) == 0)
        metro_net_session_sent(&c->session, &m);
}

static void send_queued(metro_net_client *c)
{
    for (;;) {
        pthread_mutex_lock(&c->lock);
        out_node *n = net_queue_pop(&c->out);
        pthread_mutex_unlock(&c->lock);
        if (!n) return;
        remember(c, n->bytes, n->len);
        send_bytes(c, n->bytes, n->len);
        free(n);
    }
}

static void connect_now(metro_net_client *c)
{
    c->state = net_link_connect(c->link) ? CONNECTING : WAITING;
    c->next_try = metro_net_now_ms() + 1000;
    if (!c->lost_at) c->lost_at = metro_net_now_ms(); /* the first attempt counts too */
}

static uint64_t retry_ms(const metro_net_client *c)
{
    return (uint64_t)(c->opt.retry_seconds > 0 ? c->opt.retry_seconds : 60) * 1000u;
}

static void give_up(metro_net_client *c, const char *why)
{
    metro_net_event ev = {.kind = METRO_NET_EV_LOST, .retrying = false};
    snprintf(ev.text, sizeof ev.text, "%s", why);
    c->state = CLOSED;
    push_event(c, &ev);
}

/* The connection (or an attempt) ended: try again a second later, and
 * tell the program once per outage. */
static void lost(metro_net_client *c, const char *why)
{
    uint64_t now = metro_net_now_ms();
    if (c->closing) {
        give_up(c, why);
        return;
    }
    if (!c->lost_at) c->lost_at = now;
    if (!c->lost_told) {
        metro_net_event ev = {.kind = METRO_NET_EV_LOST, .retrying = true};
        snprintf(ev.text, sizeof ev.text, "%s", why);
        push_event(c, &ev);
        c->lost_told = true;
    }
    c->state = WAITING;
    c->next_try = now + 1000;
}

static void waiting(metro_net_client *c)
{
    uint64_t now = metro_net_now_ms();
    if (now - c->lost_at >= retry_ms(c))
        give_up(c, "the host did not come back");
    else if (now >= c->next_try)
        connect_now(c);
}

static void received(metro_net_client *c, const uint8_t *data, size_t len)
{
    static _Thread_local metro_net_event ev;
    if (metro_net_session_read(&c->session, data, len, &ev) != 0) {
        push_event(c, &ev);
        c->closing = true;
        net_link_disconnect(c->link);
        return;
    }
    if (ev.kind == METRO_NET_EV_WELCOME) {
        static _Thread_local metro_msg again[METRO_NET_RESUME_MAX]; /* 57 KB: not the stack */
        int n = metro_net_session_resume(&c->session, again, METRO_NET_RESUME_MAX);
        for (int i = 0; i < n; i++) send_msg(c, &again[i]);
        c->state = READY;
        c->lost_told = false;
    }
    if (ev.kind == METRO_NET_EV_REFUSED && metro_refusal_back_soon(ev.msg.u.refuse.code)) {
        /* A host stopping to come back (a restart) is an outage, not an end:
         * the host closes the connection, the client tries again. */
        ev.kind = METRO_NET_EV_LOST, ev.retrying = true, ev.back_soon = true;
        snprintf(ev.text, sizeof ev.text, "%s", ev.msg.u.refuse.text);
        c->lost_told = true;
    } else if (ev.kind == METRO_NET_EV_REFUSED && metro_refusal_fatal(ev.msg.u.refuse.code)) {
        c->closing = true;
    }
    if (ev.kind != METRO_NET_EV_NONE) push_event(c, &ev);
}

static void handle(metro_net_client *c, const net_link_event *e)
{
    switch (e->kind) {
    case NET_LINK_UP: {
        metro_msg hello;
        c->lost_at = 0;
        metro_net_hello(&hello, c->program);
        send_msg(c, &hello);
        c->state = HELLO_SENT;
        break;
    }
    case NET_LINK_DATA:
        received(c, e->data, e->len);
        break;
    case NET_LINK_DOWN:
        lost(c,
             c->state == CONNECTING ? "no answer from the host" : "the host closed the connection");
        break;
    default:
        break;
    }
}

static bool stopping(metro_net_client *c)
{
    pthread_mutex_lock(&c->lock);
    bool stop = c->stop;
    pthread_mutex_unlock(&c->lock);
    return stop;
}

/* Leaves politely: LEAVE, then a disconnect the host sees at once. */
static void close_connection(metro_net_client *c)
{
    if (c->state < HELLO_SENT || c->state == CLOSED) return;
    metro_msg leave = {.type = METRO_MSG_LEAVE};
    if (c->state == READY) send_msg(c, &leave);
    net_link_disconnect(c->link);
    net_link_event e;
    uint64_t until = metro_net_now_ms() + 500;
    while (metro_net_now_ms() < until)
        if (net_link_service(c->link, 20, &e) && e.kind == NET_LINK_DOWN) return;
    net_link_reset(c->link);
}

/* One round of the network loop: what the program queued goes out, what
 * the transport holds comes in, a lost host is tried again when due. */
static void service(metro_net_client *c, int wait_ms)
{
    if (c->state == READY) send_queued(c);
    net_link_event e;
    for (int wait = wait_ms; net_link_service(c->link, wait, &e); wait = 0) handle(c, &e);
    if (c->state == WAITING) waiting(c);
}

/* Polled, leaving cannot wait for the close to be answered: LEAVE and the
 * close go out (the browser sends what it holds before its close). */
static void leave_at_once(metro_net_client *c)
{
    metro_msg leave = {.type = METRO_MSG_LEAVE};
    if (c->state == READY) send_msg(c, &leave);
    if (c->state >= HELLO_SENT && c->state != CLOSED) net_link_disconnect(c->link);
}

static void *run(void *arg)
{
    metro_net_client *c = arg;
    connect_now(c);
    while (!stopping(c)) service(c, 10);
    close_connection(c);
    return NULL;
}

/* The transport: ENet, a WebSocket, or in the page the browser's. */
static net_link *open_link(const char *host, int port, const metro_net_client_options *opt,
                           char *err, size_t errlen)
{
#ifdef __EMSCRIPTEN__
    (void)opt;
    return net_link_browser(host, port, err, errlen);
#else
    return opt->websocket ? net_link_ws(host, port, err, errlen)
                          : net_link_enet(host, port, err, errlen);
#endif
}

/* Polled: no thread; the transport's news wakes the program, which polls. */
static metro_net_client *start_polled(metro_net_client *c)
{
    c->link->news = c->opt.notify, c->link->news_ctx = c->opt.notify_ctx;
    pthread_mutex_init(&c->lock, NULL);
    pthread_cond_init(&c->arrived, NULL);
    connect_now(c);
    return c;
}

metro_net_client *metro_net_client_start(const char *host, int port,
                                         const metro_net_client_options *opt, char *err,
                                         size_t errlen)
{
    metro_net_client *c = calloc(1, sizeof *c);
    if (!c) return snprintf(err, errlen, "out of memory"), NULL;
    if (opt) c->opt = *opt;
    snprintf(c->program, sizeof c->program, "%s", c->opt.program ? c->opt.program : "metro");
    c->opt.program = c->program;
    c->link = open_link(host, port, &c->opt, err, errlen);
    if (!c->link) {
        free(c);
        return NULL;
    }
    if (c->opt.polled) return start_polled(c);
    pthread_mutex_init(&c->lock, NULL);
    pthread_cond_init(&c->arrived, NULL);
    if (pthread_create(&c->thread, NULL, run, c) != 0) {
        snprintf(err, errlen, "cannot start the network thread");
        net_link_free(c->link);
        pthread_mutex_destroy(&c->lock);
        pthread_cond_destroy(&c->arrived);
        free(c);
        return NULL;
    }
    return c;
}

static bool take(metro_net_client *c, metro_net_event *ev)
{
    ev_node *n = net_queue_pop(&c->events);
    if (!n) return false;
    *ev = n->ev;
    free(n);
    return true;
}

bool metro_net_client_poll(metro_net_client *c, metro_net_event *ev)
{
    if (c->opt.polled && c->state != CLOSED) service(c, 0);
    pthread_mutex_lock(&c->lock);
    bool got = take(c, ev);
    pthread_mutex_unlock(&c->lock);
    return got;
}

bool metro_net_client_wait(metro_net_client *c, metro_net_event *ev, int timeout_ms)
{
    if (c->opt.polled) return metro_net_client_poll(c, ev); /* nothing else would service it */
    struct timespec until;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_sec += timeout_ms / 1000;
    until.tv_nsec += (long)(timeout_ms % 1000) * 1000000L;
    if (until.tv_nsec >= 1000000000L) until.tv_sec++, until.tv_nsec -= 1000000000L;
    pthread_mutex_lock(&c->lock);
    bool got;
    while (!(got = take(c, ev)))
        if (pthread_cond_timedwait(&c->arrived, &c->lock, &until) != 0) break;
    pthread_mutex_unlock(&c->lock);
    return got;
}

void metro_net_client_send(metro_net_client *c, const metro_msg *m)
{
    uint8_t buf[METRO_NET_MAX_CLIENT_MSG];
    int len = metro_msg_encode(m, buf, sizeof buf);
    out_node *n = len > 0 ? malloc(sizeof *n + (size_t)len) : NULL;
    if (!n) return;
    memcpy(n->bytes, buf, (size_t)len);
    n->len = (size_t)len;
    pthread_mutex_lock(&c->lock);
    net_queue_push(&c->out, n);
    pthread_mutex_unlock(&c->lock);
    if (c->opt.polled && c->state == READY) send_queued(c); /* at once: no thread will */
}

void metro_net_client_stop(metro_net_client *c)
{
    if (!c) return;
    if (c->opt.polled) {
        leave_at_once(c);
    } else {
        pthread_mutex_lock(&c->lock);
        c->stop = true;
        pthread_mutex_unlock(&c->lock);
        pthread_join(c->thread, NULL);
    }
    net_link_free(c->link);
    for (void *n; (n = net_queue_pop(&c->events));) free(n);
    for (void *n; (n = net_queue_pop(&c->out));) free(n);
    pthread_mutex_destroy(&c->lock);
    pthread_cond_destroy(&c->arrived);
    free(c);
}
