/* The host on an ENet socket (net_server.h): a connection is a peer (its
 * index is the host's connection id), a message a reliable packet on
 * channel 0. LAN queries reach the same socket as plain datagrams and are
 * taken before ENet reads them (its intercept hook). */
#include <enet/enet.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "net_server.h"
#include "proto.h"
#include "ws_server.h"

/* A connect that does not finish its handshake this soon is dropped: a
 * client that only sends CONNECTs must not hold the slots for ENet's own
 * 5-30 s (issue 36, item 11). Loopback takes a millisecond, a slow line a
 * second. */
enum { HALF_OPEN_MS = 5000, SCAN_MS = 250 };

struct metro_net_server {
    ENetHost *enet;
    ws_server *ws; /* WebSocket and HTTP: connection ids from `peers` on */
    int peers;
    metro_host *host;
    uint64_t *half_open_since; /* per peer: when it was first seen connecting, 0 */
    uint64_t scanned_at;
    int port;
    atomic_int stop;
    pthread_t thread;
    bool threaded;
};

/* The server being served by this thread, for the intercept hook (ENet
 * calls it inside enet_host_service, on the same thread). */
static _Thread_local metro_net_server *serving;

static void io_send(void *ctx, int conn, const uint8_t *msg, size_t len)
{
    metro_net_server *s = ctx;
    if (conn >= s->peers) {
        ws_server_send(s->ws, conn - s->peers, msg, len);
        return;
    }
    ENetPeer *peer = &s->enet->peers[conn];
    if (peer->state != ENET_PEER_STATE_CONNECTED) return;
    ENetPacket *p = enet_packet_create(msg, len, ENET_PACKET_FLAG_RELIABLE);
    if (p && enet_peer_send(peer, 0, p) != 0) enet_packet_destroy(p);
}

static void io_drop(void *ctx, int conn)
{
    metro_net_server *s = ctx;
    if (conn >= s->peers) {
        ws_server_drop(s->ws, conn - s->peers);
        return;
    }
    enet_peer_disconnect_later(&s->enet->peers[conn], 0);
}

static int ENET_CALLBACK intercept(ENetHost *enet, ENetEvent *event)
{
    (void)event;
    metro_net_server *s = serving;
    if (!s || !metro_net_is_query(enet->receivedData, enet->receivedDataLength)) return 0;
    uint8_t answer[METRO_NET_ANSWER_MAX];
    /* Senders are told apart by address: a new port is free to take. */
    uint64_t sender = enet->receivedAddress.host;
    size_t n = metro_host_answer_query(s->host, enet->receivedData, enet->receivedDataLength,
                                       sender, answer, sizeof answer, metro_net_now_ms());
    if (n) {
        ENetBuffer buf = {.data = answer, .dataLength = n};
        enet_socket_send(enet->socket, &enet->receivedAddress, &buf, 1);
    }
    return 1; /* taken: not ENet's */
}

/* The ENet socket and the TCP listener on one port number; with port 0
 * the system picks the UDP port, and another is tried while its TCP twin
 * is taken. */
static bool listen_both(metro_net_server *s, const metro_host_config *cfg, ENetAddress *addr,
                        int peers, char *err, size_t errlen)
{
    for (int attempt = 0; attempt < 20; attempt++) {
        s->enet = enet_host_create(addr, (size_t)peers, 1, 0, 0);
        if (!s->enet) {
            snprintf(err, errlen, "cannot listen on port %d (in use?)", addr->port);
            return false;
        }
        ENetAddress bound;
        int port = enet_socket_get_address(s->enet->socket, &bound) == 0 ? bound.port : addr->port;
        char ip[64];
        bool any = addr->host == ENET_HOST_ANY;
        if (!any) enet_address_get_host_ip(addr, ip, sizeof ip);
        ws_server_config wc = {.bind_address = any ? NULL : ip,
                               .port = port,
                               .first_conn = peers,
                               .max_conns = peers,
                               .per_address = cfg->per_address > 0 ? cfg->per_address : 32,
                               .web_dir = cfg->web_dir};
        s->ws = ws_server_open(&wc, err, errlen);
        if (s->ws) return true;
        enet_host_destroy(s->enet);
        s->enet = NULL;
        if (addr->port) return false; /* a port asked for: its TCP twin is taken */
    }
    return false;
}

metro_net_server *metro_net_server_open(const metro_host_config *cfg, const char *bind_address,
                                        int port, char *err, size_t errlen)
{
    metro_net_server *s = calloc(1, sizeof *s);
    if (!s) return snprintf(err, errlen, "out of memory"), NULL;
    ENetAddress addr = {.host = ENET_HOST_ANY, .port = (enet_uint16)port};
    if (enet_initialize() != 0 ||
        (bind_address && enet_address_set_host_ip(&addr, bind_address) != 0)) {
        snprintf(err, errlen, "%s: not an IPv4 address", bind_address ? bind_address : "?");
        free(s);
        return NULL;
    }
    int peers = cfg->max_connections > 4095 ? 4095 : cfg->max_connections;
    if (!listen_both(s, cfg, &addr, peers, err, errlen)) {
        free(s);
        return NULL;
    }
    /* Room for bursts: with a thousand tables the 256 KiB ENet asks for
     * fill in milliseconds, and every lost datagram costs a resend. The
     * kernel caps this at net.core.rmem_max / wmem_max. */
    enet_socket_set_option(s->enet->socket, ENET_SOCKOPT_RCVBUF, 4 << 20);
    enet_socket_set_option(s->enet->socket, ENET_SOCKOPT_SNDBUF, 4 << 20);
    s->enet->maximumPacketSize = METRO_NET_MAX_HOST_MSG;
    s->enet->maximumWaitingData = 256 * 1024;
    s->enet->intercept = intercept;
    /* ENet's own per-address limit (4,095 by default) counts half-open
     * connects too; the host counts the finished ones. */
    s->enet->duplicatePeers = (size_t)(cfg->per_address > 0 ? cfg->per_address : 32);
    s->half_open_since = calloc((size_t)peers, sizeof *s->half_open_since);
    ENetAddress bound;
    s->port = enet_socket_get_address(s->enet->socket, &bound) == 0 ? bound.port : port;
    metro_host_config c = *cfg;
    s->peers = peers;
    c.max_connections = 2 * peers; /* ENet's, then the WebSocket slots */
    c.transports = 2;
    c.port = s->port;
    metro_host_io io = {io_send, io_drop, s};
    s->host = s->half_open_since ? metro_host_new(&c, &io, err, errlen) : NULL;
    if (s->host) ws_server_set_host(s->ws, s->host);
    if (!s->host) {
        if (!s->half_open_since) snprintf(err, errlen, "out of memory");
        enet_host_destroy(s->enet);
        ws_server_close(s->ws);
        free(s->half_open_since);
        free(s);
        return NULL;
    }
    return s;
}

int metro_net_server_port(const metro_net_server *s)
{
    return s->port;
}

const metro_host *metro_net_server_host(const metro_net_server *s)
{
    return s->host;
}

static void handle(metro_net_server *s, ENetEvent *e)
{
    int conn = (int)(e->peer - s->enet->peers);
    uint64_t now = metro_net_now_ms();
    switch (e->type) {
    case ENET_EVENT_TYPE_CONNECT:
        enet_peer_timeout(e->peer, 0, 5000, 15000);
        metro_host_connected_from(s->host, conn, e->peer->address.host, now);
        break;
    case ENET_EVENT_TYPE_RECEIVE:
        metro_host_receive(s->host, conn, e->packet->data, e->packet->dataLength, now);
        enet_packet_destroy(e->packet);
        break;
    case ENET_EVENT_TYPE_DISCONNECT:
        metro_host_disconnected(s->host, conn, now);
        break;
    default:
        break;
    }
}

/* Drops the connects that have waited HALF_OPEN_MS for their handshake. */
static void drop_half_open(metro_net_server *s)
{
    uint64_t now = metro_net_now_ms();
    if (now - s->scanned_at < SCAN_MS) return;
    s->scanned_at = now;
    for (size_t i = 0; i < s->enet->peerCount; i++) {
        ENetPeer *peer = &s->enet->peers[i];
        bool pending = peer->state >= ENET_PEER_STATE_CONNECTING &&
                       peer->state <= ENET_PEER_STATE_CONNECTION_PENDING;
        if (!pending)
            s->half_open_since[i] = 0;
        else if (!s->half_open_since[i])
            s->half_open_since[i] = now;
        else if (now - s->half_open_since[i] >= HALF_OPEN_MS) {
            enet_peer_reset(peer);
            s->half_open_since[i] = 0;
        }
    }
}

/* One round: wait up to `wait` ms for the network, take every event, send
 * what the host queued. */
static void serve(metro_net_server *s, int wait)
{
    ENetEvent e;
    serving = s;
    /* What the host's tick queued goes out before the wait (views whose
     * save just ended): ENet sends only when serviced or flushed, and
     * waiting first held every view back up to a whole wait (50 ms). */
    enet_host_flush(s->enet);
    ws_server_flush(s->ws);
    /* One wait for both sockets; ENet then reads what came without waiting. */
    ws_server_wait(s->ws, (int)s->enet->socket, wait);
    int rc = enet_host_service(s->enet, &e, 0);
    while (rc > 0) {
        handle(s, &e);
        rc = enet_host_check_events(s->enet, &e);
    }
    enet_host_flush(s->enet);
    ws_server_flush(s->ws);
    drop_half_open(s);
    serving = NULL;
}

void metro_net_server_run(metro_net_server *s, const volatile sig_atomic_t *signalled)
{
    while (!(signalled && *signalled) && !atomic_load(&s->stop))
        serve(s, metro_host_tick(s->host, metro_net_now_ms()));
    metro_host_shutdown(s->host);
    /* A moment for the goodbyes to leave. */
    uint64_t until = metro_net_now_ms() + 300;
    while (metro_net_now_ms() < until) serve(s, 20);
}

void metro_net_server_close(metro_net_server *s)
{
    if (!s) return;
    metro_host_free(s->host);
    ws_server_close(s->ws);
    enet_host_destroy(s->enet);
    free(s->half_open_since);
    free(s);
}

static void *thread_main(void *arg)
{
    metro_net_server_run(arg, NULL);
    return NULL;
}

metro_net_server *metro_net_server_start(const metro_host_config *cfg, const char *bind_address,
                                         int port, char *err, size_t errlen)
{
    metro_net_server *s = metro_net_server_open(cfg, bind_address, port, err, errlen);
    if (!s) return NULL;
    if (pthread_create(&s->thread, NULL, thread_main, s) != 0) {
        snprintf(err, errlen, "cannot start the host's thread");
        metro_net_server_close(s);
        return NULL;
    }
    s->threaded = true;
    return s;
}

void metro_net_server_stop(metro_net_server *s)
{
    if (!s) return;
    atomic_store(&s->stop, 1);
    if (s->threaded) pthread_join(s->thread, NULL);
    metro_net_server_close(s);
}
