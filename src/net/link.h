/* A client's transport under client.c: ENet (reliable UDP) or a WebSocket
 * (TCP), the same protocol messages either way, one per packet or binary
 * message. Single-threaded: the client's network thread drives it, or, in
 * the page, the frame step polls the browser's WebSocket (link_emws.c). */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct net_link net_link;

enum net_link_event_kind {
    NET_LINK_UP = 1, /* connected: the protocol may begin (HELLO) */
    NET_LINK_DATA,   /* one message: data, len (valid until the next call) */
    NET_LINK_DOWN,   /* the connection or the attempt ended */
};

typedef struct net_link_event {
    int kind;
    const uint8_t *data;
    size_t len;
} net_link_event;

typedef struct net_link_ops {
    bool (*connect)(net_link *l); /* begins an attempt; false if none could start */
    void (*send)(net_link *l, const uint8_t *bytes, size_t len);
    bool (*service)(net_link *l, int wait_ms, net_link_event *ev);
    void (*disconnect)(net_link *l); /* polite: DOWN follows */
    void (*reset)(net_link *l);      /* at once, nothing said */
    void (*free)(net_link *l);
} net_link_ops;

struct net_link {
    const net_link_ops *ops;
    /* Called by a transport whose events arrive between the program's
     * polls (the browser's), so that the program polls again; NULL: none.
     * Set by a polled client (client.h). */
    void (*news)(void *ctx);
    void *news_ctx;
};

/* NULL with a reason when the host's name does not resolve. */
net_link *net_link_enet(const char *host, int port, char *err, size_t errlen);
net_link *net_link_ws(const char *host, int port, char *err, size_t errlen);
/* The browser's WebSocket (link_emws.c, Emscripten only): it never waits,
 * the page's frame step polls it. */
net_link *net_link_browser(const char *host, int port, char *err, size_t errlen);

static inline bool net_link_connect(net_link *l)
{
    return l->ops->connect(l);
}
static inline void net_link_send(net_link *l, const uint8_t *b, size_t n)
{
    l->ops->send(l, b, n);
}
/* Waits up to wait_ms; true with one event. */
static inline bool net_link_service(net_link *l, int wait_ms, net_link_event *ev)
{
    return l->ops->service(l, wait_ms, ev);
}
static inline void net_link_disconnect(net_link *l)
{
    l->ops->disconnect(l);
}
static inline void net_link_reset(net_link *l)
{
    l->ops->reset(l);
}
static inline void net_link_free(net_link *l)
{
    if (l) l->ops->free(l);
}
