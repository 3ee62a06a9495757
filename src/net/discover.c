/* LAN discovery, the asking side (client.h, docs/protocol.md "Finding
 * games"): one query datagram to an address, the answers collected for a
 * moment. */
#include <enet/enet.h>
#include <stdio.h>
#include <string.h>

#include "client.h"
#include "host.h"

int metro_net_discover(const char *address, int port, int wait_ms, metro_net_answer *out,
                       char from[][48], int max, char *err, size_t errlen)
{
    ENetAddress to;
    if (enet_initialize() != 0 || enet_address_set_host(&to, address) != 0)
        return snprintf(err, errlen, "%.100s: not an address", address), -1;
    to.port = (enet_uint16)port;
    ENetSocket sock = enet_socket_create(ENET_SOCKET_TYPE_DATAGRAM);
    if (sock == ENET_SOCKET_NULL) return snprintf(err, errlen, "cannot open a socket"), -1;
    enet_socket_set_option(sock, ENET_SOCKOPT_BROADCAST, 1);
    enet_socket_set_option(sock, ENET_SOCKOPT_NONBLOCK, 1);
    uint8_t query[METRO_NET_QUERY_LEN], answer[METRO_NET_ANSWER_MAX + 1];
    metro_net_query(query);
    ENetBuffer buf = {.data = query, .dataLength = sizeof query};
    if (enet_socket_send(sock, &to, &buf, 1) < 0) {
        enet_socket_destroy(sock);
        return snprintf(err, errlen, "cannot send to %.100s:%d", address, port), -1;
    }
    int n = 0;
    uint64_t until = metro_net_now_ms() + (uint64_t)wait_ms;
    for (uint64_t now = metro_net_now_ms(); now < until && n < max; now = metro_net_now_ms()) {
        enet_uint32 cond = ENET_SOCKET_WAIT_RECEIVE;
        if (enet_socket_wait(sock, &cond, (enet_uint32)(until - now)) != 0 ||
            !(cond & ENET_SOCKET_WAIT_RECEIVE))
            continue;
        ENetAddress sender;
        ENetBuffer in = {.data = answer, .dataLength = sizeof answer};
        int got = enet_socket_receive(sock, &sender, &in, 1);
        if (got <= 0 || metro_net_answer_decode(&out[n], answer, (size_t)got, NULL, 0) != 0)
            continue; /* not an answer: ignored */
        char ip[32] = "?";
        enet_address_get_host_ip(&sender, ip, sizeof ip);
        snprintf(from[n], 48, "%s:%d", ip, out[n].port);
        n++;
    }
    enet_socket_destroy(sock);
    return n;
}
