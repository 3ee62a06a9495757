/* net_probe crowd: one address that wants every connection slot (issue 36,
 * item 11). Many connects at once, of which the host must take only its
 * limit per address; then connects that never finish their handshake,
 * which must not hold the slots for more than a few seconds. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "host.h"
#include "probe.h"

enum { CROWD_MAX = 64 };

/* Connects `n` ENet hosts at once and services them for `ms`; how many
 * were connected. The hosts stay in hosts[] (NULL where none was made). */
static int connect_many(const ENetAddress *addr, ENetHost **hosts, int n, int ms)
{
    int connected = 0;
    for (int i = 0; i < n; i++) {
        hosts[i] = enet_host_create(NULL, 1, 1, 0, 0);
        if (hosts[i]) enet_host_connect(hosts[i], addr, 1, 0);
    }
    for (uint64_t until = metro_net_now_ms() + (uint64_t)ms; metro_net_now_ms() < until;)
        for (int i = 0; i < n; i++) {
            ENetEvent e;
            while (hosts[i] && enet_host_service(hosts[i], &e, 0) > 0)
                if (e.type == ENET_EVENT_TYPE_CONNECT) connected++;
            struct timespec pause = {0, 200000};
            nanosleep(&pause, NULL);
        }
    return connected;
}

/* Says goodbye properly, so that the host frees the slots at once. */
static void close_many(ENetHost **hosts, int n)
{
    for (int i = 0; i < n; i++) {
        if (!hosts[i]) continue;
        for (size_t p = 0; p < hosts[i]->peerCount; p++)
            if (hosts[i]->peers[p].state == ENET_PEER_STATE_CONNECTED)
                enet_peer_disconnect_now(&hosts[i]->peers[p], 0);
        enet_host_destroy(hosts[i]);
        hosts[i] = NULL;
    }
}

/* Connects that send their CONNECT and nothing more (never serviced). */
static void half_open(const ENetAddress *addr, ENetHost **hosts, int n)
{
    for (int i = 0; i < n; i++) {
        hosts[i] = enet_host_create(NULL, 1, 1, 0, 0);
        if (!hosts[i]) continue;
        enet_host_connect(hosts[i], addr, 1, 0);
        enet_host_flush(hosts[i]);
    }
}

/* One real connect, tried for 2 s: whether a slot was free. */
static bool one_fits(const ENetAddress *addr)
{
    ENetHost *h[1];
    int got = connect_many(addr, h, 1, 2000);
    close_many(h, 1);
    return got == 1;
}

int probe_crowd(const char *hostport, int crowd, int half)
{
    probe_conn c;
    if (!probe_connect(&c, hostport) || crowd > CROWD_MAX || half > CROWD_MAX) return 2;
    ENetAddress addr = c.addr;
    enet_peer_disconnect_now(c.peer, 0);
    probe_close(&c);
    static ENetHost *hosts[CROWD_MAX], *ghosts[CROWD_MAX];
    printf("crowd: %d of %d connects taken\n", connect_many(&addr, hosts, crowd, 3000), crowd);
    close_many(hosts, crowd);
    struct timespec settle = {0, 300000000}; /* the goodbyes arrive */
    nanosleep(&settle, NULL);
    half_open(&addr, ghosts, half);
    uint64_t sent = metro_net_now_ms();
    printf("half-open: a connect %s while %d are half-open\n",
           one_fits(&addr) ? "fits" : "is refused", half);
    struct timespec wait = {7, 0};
    nanosleep(&wait, NULL);
    bool later = one_fits(&addr);
    printf("half-open: a connect %s %.1f s after them\n", later ? "fits" : "is refused",
           (double)(metro_net_now_ms() - sent) / 1000);
    for (int i = 0; i < half; i++)
        if (ghosts[i]) enet_host_destroy(ghosts[i]);
    return 0;
}
