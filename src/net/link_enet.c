/* The ENet transport of a client (link.h): one peer, one reliable ordered
 * channel, one message per packet. */
#include <enet/enet.h>
#include <stdio.h>
#include <stdlib.h>

#include "link.h"
#include "proto.h"

typedef struct enet_link {
    net_link base;
    ENetAddress address;
    ENetHost *enet;
    ENetPeer *peer;
    ENetPacket *held; /* the packet of the last DATA event */
} enet_link;

static void release(enet_link *e)
{
    if (e->held) enet_packet_destroy(e->held);
    e->held = NULL;
}

static bool link_connect(net_link *l)
{
    enet_link *e = (enet_link *)l;
    e->peer = enet_host_connect(e->enet, &e->address, 1, 0);
    if (e->peer) enet_peer_timeout(e->peer, 0, 2000, 4000); /* a dead host is found fast */
    return e->peer != NULL;
}

static void link_send(net_link *l, const uint8_t *bytes, size_t len)
{
    enet_link *e = (enet_link *)l;
    if (!e->peer) return;
    ENetPacket *p = enet_packet_create(bytes, len, ENET_PACKET_FLAG_RELIABLE);
    if (p && enet_peer_send(e->peer, 0, p) != 0) enet_packet_destroy(p);
}

static bool link_service(net_link *l, int wait_ms, net_link_event *ev)
{
    enet_link *e = (enet_link *)l;
    release(e);
    ENetEvent got;
    if (enet_host_service(e->enet, &got, (enet_uint32)wait_ms) <= 0) return false;
    switch (got.type) {
    case ENET_EVENT_TYPE_CONNECT:
        enet_peer_timeout(got.peer, 0, 5000, 15000);
        *ev = (net_link_event){.kind = NET_LINK_UP};
        return true;
    case ENET_EVENT_TYPE_RECEIVE:
        e->held = got.packet;
        *ev = (net_link_event){NET_LINK_DATA, got.packet->data, got.packet->dataLength};
        return true;
    case ENET_EVENT_TYPE_DISCONNECT:
        e->peer = NULL;
        *ev = (net_link_event){.kind = NET_LINK_DOWN};
        return true;
    default:
        return false;
    }
}

static void link_disconnect(net_link *l)
{
    enet_link *e = (enet_link *)l;
    if (e->peer) enet_peer_disconnect_later(e->peer, 0);
}

static void link_reset(net_link *l)
{
    enet_link *e = (enet_link *)l;
    if (e->peer) enet_peer_reset(e->peer);
    e->peer = NULL;
}

static void link_free(net_link *l)
{
    enet_link *e = (enet_link *)l;
    release(e);
    enet_host_destroy(e->enet);
    free(e);
}

static const net_link_ops ops = {link_connect,    link_send,  link_service,
                                 link_disconnect, link_reset, link_free};

net_link *net_link_enet(const char *host, int port, char *err, size_t errlen)
{
    enet_link *e = calloc(1, sizeof *e);
    if (!e) return snprintf(err, errlen, "out of memory"), NULL;
    e->base.ops = &ops;
    if (enet_initialize() != 0 || enet_address_set_host(&e->address, host) != 0) {
        snprintf(err, errlen, "%.100s: no such host", host);
        free(e);
        return NULL;
    }
    e->address.port = (enet_uint16)port;
    e->enet = enet_host_create(NULL, 1, 1, 0, 0);
    if (!e->enet) {
        snprintf(err, errlen, "cannot open a network socket");
        free(e);
        return NULL;
    }
    e->enet->maximumPacketSize = METRO_NET_MAX_HOST_MSG;
    return &e->base;
}
