/* A connection to a host in a thread of its own (docs/protocol.md, "The
 * client"): the program sends messages and takes events without ever
 * waiting on the network. The network thread connects, says HELLO,
 * reconnects by itself when the host goes away (then rejoins every seat it
 * held with its token), and calls `notify` whenever an event is waiting,
 * so a window can wake its own loop (an SDL user event), as the computer
 * players' worker does. No SDL here. */
#pragma once

#include <stdbool.h>

#include "session.h"

typedef struct metro_net_client metro_net_client;

typedef struct metro_net_client_options {
    const char *program; /* sent with HELLO: "metro 0.1.0" */
    int retry_seconds;   /* how long to keep reconnecting to a lost host (0: 60) */
    bool websocket;      /* a WebSocket on the host's TCP port instead of ENet */
    /* No network thread: each poll (and send) services the transport, never
     * waiting. For the page, which has no threads: its frame step polls,
     * and `notify` is also called when the transport has news between
     * frames (the browser's WebSocket). In an Emscripten build the
     * WebSocket is the browser's (link_emws.c). */
    bool polled;
    /* Called from the network thread after an event is queued; it must
     * only wake the program (it may not call back into the client). */
    void (*notify)(void *ctx);
    void *notify_ctx;
} metro_net_client_options;

/* Starts connecting to host:port (a name or an IPv4 address); NULL with a
 * reason when the address cannot be resolved or no thread starts. An
 * unreachable host is an event (LOST, after retrying), not an error here. */
metro_net_client *metro_net_client_start(const char *host, int port,
                                         const metro_net_client_options *opt, char *err,
                                         size_t errlen);
/* The next event, if there is one (never blocks; polled: the transport
 * is serviced first). */
bool metro_net_client_poll(metro_net_client *c, metro_net_event *ev);
/* The next event, waiting at most timeout_ms for one (polled: no wait). */
bool metro_net_client_wait(metro_net_client *c, metro_net_event *ev, int timeout_ms);
/* Queues a client message (sent once the host has said WELCOME; kept over
 * a reconnect). A WATCH makes the client watch that table again after a
 * reconnect; JOINED seats are rejoined by themselves. */
void metro_net_client_send(metro_net_client *c, const metro_msg *m);
/* Says LEAVE, closes the connection, stops the thread and frees. */
void metro_net_client_stop(metro_net_client *c);

/* LAN discovery: sends a query to address:port (the broadcast address
 * 255.255.255.255 on the local network, or any address a test gives) and
 * collects the answers for wait_ms. Returns how many were found (at most
 * max); from[i] gets "IP:PORT" of answer i. -1 with a reason on error. */
int metro_net_discover(const char *address, int port, int wait_ms, metro_net_answer *out,
                       char from[][48], int max, char *err, size_t errlen);
