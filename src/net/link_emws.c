/* The browser's transport (link.h) for the web page: the browser's own
 * WebSocket through <emscripten/websocket.h>. The browser calls back on
 * its event loop, between frames: the callbacks queue events, and
 * service() hands them out without ever waiting (a page cannot block; its
 * frame step polls). Binary messages only, one protocol message each; the
 * browser masks, fragments and answers pings itself. Built only by
 * Emscripten (tools/web); the URL is ws://HOST:PORT/ of the page's own
 * origin, or of the address a ?join= link names. */
#ifdef __EMSCRIPTEN__
#include <emscripten/eventloop.h>
#include <emscripten/websocket.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "link.h"
#include "proto.h"

enum { QUEUE = 256 }; /* events between two frames: a burst of views at most */

typedef struct em_event {
    int kind;
    size_t len;
    uint8_t *bytes;
} em_event;

typedef struct em_link {
    net_link base;
    char url[300];
    EMSCRIPTEN_WEBSOCKET_T socket;
    em_event queue[QUEUE];
    int head, count;
    uint8_t *held; /* the bytes of the last DATA handed out */
    bool open;     /* between the open and the close */
    long ticker;   /* the interval that wakes the client while not open (0: none) */
} em_link;

/* The program polls again: an event is queued, or time passed. */
static void tell(em_link *e)
{
    if (e->base.news) e->base.news(e->base.news_ctx);
}

/* While no connection is open the client's clock runs (a retry is due a
 * second after a loss, the end after a minute): a wake twice a second. */
static void tick(void *ctx)
{
    em_link *e = ctx;
    if (!e->open) tell(e);
}

static void push(em_link *e, int kind, const uint8_t *bytes, size_t len)
{
    if (e->count == QUEUE) return; /* a page this far behind has lost the connection anyway */
    em_event *ev = &e->queue[(e->head + e->count) % QUEUE];
    ev->kind = kind, ev->len = len, ev->bytes = NULL;
    if (len && (ev->bytes = malloc(len))) memcpy(ev->bytes, bytes, len);
    if (len && !ev->bytes) return;
    e->count++;
    tell(e);
}

static EM_BOOL on_open(int type, const EmscriptenWebSocketOpenEvent *ev, void *ctx)
{
    (void)type, (void)ev;
    ((em_link *)ctx)->open = true;
    push(ctx, NET_LINK_UP, NULL, 0);
    return EM_TRUE;
}

static EM_BOOL on_message(int type, const EmscriptenWebSocketMessageEvent *ev, void *ctx)
{
    (void)type;
    /* Text frames are not the protocol's; a message over the host's limit
     * is handed on whole and refused by the session's reader. */
    if (!ev->isText && ev->numBytes <= METRO_NET_MAX_HOST_MSG)
        push(ctx, NET_LINK_DATA, ev->data, ev->numBytes);
    return EM_TRUE;
}

static EM_BOOL on_close(int type, const EmscriptenWebSocketCloseEvent *ev, void *ctx)
{
    (void)type, (void)ev;
    ((em_link *)ctx)->open = false;
    push(ctx, NET_LINK_DOWN, NULL, 0);
    return EM_TRUE;
}

static EM_BOOL on_error(int type, const EmscriptenWebSocketErrorEvent *ev, void *ctx)
{
    (void)type, (void)ev, (void)ctx;
    return EM_TRUE; /* a close follows */
}

static bool link_connect(net_link *l)
{
    em_link *e = (em_link *)l;
    EmscriptenWebSocketCreateAttributes at;
    emscripten_websocket_init_create_attributes(&at);
    at.url = e->url;
    e->socket = emscripten_websocket_new(&at);
    if (!e->ticker) e->ticker = emscripten_set_interval(tick, 500, e);
    if (e->socket <= 0) return false;
    emscripten_websocket_set_onopen_callback(e->socket, e, on_open);
    emscripten_websocket_set_onmessage_callback(e->socket, e, on_message);
    emscripten_websocket_set_onclose_callback(e->socket, e, on_close);
    emscripten_websocket_set_onerror_callback(e->socket, e, on_error);
    return true;
}

static void link_send(net_link *l, const uint8_t *bytes, size_t len)
{
    em_link *e = (em_link *)l;
    if (e->socket > 0) emscripten_websocket_send_binary(e->socket, (void *)bytes, (uint32_t)len);
}

static bool link_service(net_link *l, int wait_ms, net_link_event *ev)
{
    em_link *e = (em_link *)l;
    (void)wait_ms; /* never waits: the browser delivers between frames */
    free(e->held);
    e->held = NULL;
    if (!e->count) return false;
    em_event *q = &e->queue[e->head];
    e->head = (e->head + 1) % QUEUE, e->count--;
    e->held = q->bytes;
    *ev = (net_link_event){q->kind, q->bytes, q->len};
    if (q->kind == NET_LINK_DOWN && e->socket > 0) {
        emscripten_websocket_delete(e->socket);
        e->socket = 0;
    }
    return true;
}

static void link_disconnect(net_link *l)
{
    em_link *e = (em_link *)l;
    if (e->socket > 0) emscripten_websocket_close(e->socket, 1000, "leaving");
}

static void link_reset(net_link *l)
{
    em_link *e = (em_link *)l;
    if (e->socket > 0) {
        emscripten_websocket_close(e->socket, 1000, "leaving");
        emscripten_websocket_delete(e->socket);
    }
    e->socket = 0, e->open = false;
    while (e->count) {
        free(e->queue[e->head].bytes);
        e->head = (e->head + 1) % QUEUE, e->count--;
    }
}

static void link_free(net_link *l)
{
    em_link *e = (em_link *)l;
    if (e->ticker) emscripten_clear_interval(e->ticker);
    link_reset(l);
    free(e->held);
    free(e);
}

static const net_link_ops ops = {link_connect,    link_send,  link_service,
                                 link_disconnect, link_reset, link_free};

net_link *net_link_browser(const char *host, int port, char *err, size_t errlen)
{
    em_link *e = calloc(1, sizeof *e);
    if (!e) return snprintf(err, errlen, "out of memory"), NULL;
    if (!emscripten_websocket_is_supported()) {
        free(e);
        return snprintf(err, errlen, "this browser has no WebSocket"), NULL;
    }
    snprintf(e->url, sizeof e->url, "ws://%.200s:%d/", host, port);
    e->base.ops = &ops;
    return &e->base;
}
#endif
