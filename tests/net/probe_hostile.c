/* net_probe hostile / old-version / fake-host: what a broken or malicious
 * client, or a host of another version, says; each answer must be the one
 * docs/protocol.md gives. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "host.h"
#include "probe.h"

static int failures;

static void expect_refusal(probe_conn *c, int code, const char *what)
{
    metro_msg m = {.type = 0}; /* read below also when nothing came */
    bool got = probe_expect(c, METRO_MSG_REFUSE, &m, 5000) && m.u.refuse.code == code;
    if (got)
        printf("ok %s: %s\n", what, m.u.refuse.text);
    else /* say what came instead, so a failure explains itself */
        printf("FAILED %s: wanted refusal %d, got %d (%s)\n", what, code, m.u.refuse.code,
               m.u.refuse.text);
    failures += !got;
}

static void expect_closed(probe_conn *c, const char *what)
{
    uint8_t buf[METRO_NET_MAX_HOST_MSG];
    uint64_t until = metro_net_now_ms() + 20000;
    while (c->connected && metro_net_now_ms() < until) probe_recv(c, buf, sizeof buf, 200);
    printf("%s %s: connection closed by the host\n", c->connected ? "FAILED" : "ok", what);
    failures += c->connected;
    probe_close(c);
}

/* A connection that has said HELLO and heard WELCOME. */
static bool greeted(probe_conn *c, const char *hostport)
{
    metro_msg m;
    if (!probe_connect(c, hostport)) return false;
    probe_hello(c, METRO_PROTOCOL_VERSION);
    return probe_expect(c, METRO_MSG_WELCOME, &m, 5000);
}

/* Plain datagrams of noise at the host's port, 10,000 a second for three
 * seconds (a tenth shaped like a LAN query): ENet and the LAN answerer
 * must both shrug them off. */
static void noise(const char *hostport)
{
    probe_conn c;
    if (!probe_connect(&c, hostport)) return;
    ENetSocket s = enet_socket_create(ENET_SOCKET_TYPE_DATAGRAM);
    metro_rng r;
    metro_rng_seed(&r, 5);
    int sent = 0;
    for (uint64_t start = metro_net_now_ms(); metro_net_now_ms() - start < 3000;) {
        for (int i = 0; i < 10; i++, sent++) {
            uint8_t junk[600];
            size_t n = 1 + metro_rng_below(&r, sizeof junk);
            for (size_t k = 0; k < n; k++) junk[k] = (uint8_t)metro_rng_next(&r);
            if (sent % 10 == 0) memcpy(junk, "MTRO?", 5), n = sent % 20 ? n : 64;
            ENetBuffer b = {.data = junk, .dataLength = n};
            enet_socket_send(s, &c.addr, &b, 1);
        }
        struct timespec ms = {0, 1000000};
        nanosleep(&ms, NULL);
    }
    enet_socket_destroy(s);
    probe_close(&c);
    printf("ok %d datagrams of noise in 3 s\n", sent);
}

static void bad_messages(const char *hostport)
{
    probe_conn c;
    static const uint8_t garbage[] = {0x99, 1, 2, 3, 4, 5};
    if (greeted(&c, hostport)) probe_send_raw(&c, garbage, sizeof garbage);
    expect_refusal(&c, METRO_REFUSE_MALFORMED, "garbage");
    expect_closed(&c, "garbage");

    metro_msg create = {.type = METRO_MSG_CREATE};
    strcpy(create.u.create.table, "cut");
    create.u.create.setup.players = 2, create.u.create.setup.hand = 1;
    uint8_t buf[4096];
    int n = metro_msg_encode(&create, buf, sizeof buf);
    if (greeted(&c, hostport)) probe_send_raw(&c, buf, (size_t)n / 2);
    expect_refusal(&c, METRO_REFUSE_MALFORMED, "truncated");
    expect_closed(&c, "truncated");

    static uint8_t big[6000];
    memset(big, 'a', sizeof big);
    big[0] = METRO_MSG_CHAT;
    if (greeted(&c, hostport)) probe_send_raw(&c, big, sizeof big);
    expect_refusal(&c, METRO_REFUSE_MALFORMED, "oversized");
    expect_closed(&c, "oversized");

    metro_msg move = {.type = METRO_MSG_MOVE};
    strcpy(move.u.move.text, "draw");
    if (probe_connect(&c, hostport)) probe_send(&c, &move);
    expect_refusal(&c, METRO_REFUSE_SEQUENCE, "no HELLO");
    expect_closed(&c, "no HELLO");
}

/* One flooding connection: 10 messages a millisecond until the host closes
 * it or `until`; true when it was refused for flooding and closed. */
static bool flood_once(probe_conn *c, uint64_t until, int *sent)
{
    metro_msg list = {.type = METRO_MSG_LIST}, m;
    uint8_t buf[16];
    int n = metro_msg_encode(&list, buf, sizeof buf);
    bool refused = false;
    while (c->link && c->connected && metro_net_now_ms() < until) { /* a WebSocket */
        for (int i = 0; i < 10; i++, (*sent)++) probe_send_raw(c, buf, (size_t)n);
        uint8_t got[METRO_NET_MAX_HOST_MSG];
        int k;
        while ((k = probe_recv(c, got, sizeof got, 1)) > 0)
            refused |= metro_msg_decode(&m, got, (size_t)k, false, NULL, 0) == 0 &&
                       m.type == METRO_MSG_REFUSE && m.u.refuse.code == METRO_REFUSE_FLOOD;
    }
    while (!c->link && c->connected && metro_net_now_ms() < until) {
        for (int i = 0; i < 10; i++, (*sent)++) {
            ENetPacket *p = enet_packet_create(buf, (size_t)n, ENET_PACKET_FLAG_RELIABLE);
            if (enet_peer_send(c->peer, 0, p) != 0) enet_packet_destroy(p);
        }
        ENetEvent e;
        while (enet_host_service(c->enet, &e, 1) > 0) {
            if (e.type == ENET_EVENT_TYPE_DISCONNECT) c->connected = false;
            if (e.type != ENET_EVENT_TYPE_RECEIVE) continue;
            refused |=
                metro_msg_decode(&m, e.packet->data, e.packet->dataLength, false, NULL, 0) == 0 &&
                m.type == METRO_MSG_REFUSE && m.u.refuse.code == METRO_REFUSE_FLOOD;
            enet_packet_destroy(e.packet);
        }
    }
    return refused && !c->connected;
}

/* 10,000 messages a second for three seconds, connecting again each time
 * the host closes the connection. */
static void flood(const char *hostport)
{
    int sent = 0, rounds = 0, closed = 0;
    uint64_t until = metro_net_now_ms() + 3000;
    while (metro_net_now_ms() < until) {
        probe_conn c;
        if (!greeted(&c, hostport)) break;
        rounds++;
        closed += flood_once(&c, until, &sent);
        probe_close(&c);
    }
    bool ok = closed >= 1 && closed >= rounds - 1; /* the last may meet the time limit */
    printf("%s flood: %d messages in 3 s over %d connections, %d closed for flooding\n",
           ok ? "ok" : "FAILED", sent, rounds, closed);
    failures += !ok;
}

/* Moves the rules or the seats forbid, at a table of our own and at the
 * game others play. */
static void wrong_moves(const char *hostport, const char *theirs)
{
    probe_conn c;
    if (!greeted(&c, hostport)) return;
    metro_msg m = {.type = METRO_MSG_CREATE};
    strcpy(m.u.create.table, "hostile-own");
    strcpy(m.u.create.setup.modules, "none"); /* the base game (an empty list is refused) */
    m.u.create.setup.players = 3, m.u.create.setup.hand = 1;
    strcpy(m.u.create.setup.modules, "none"); /* the base game (docs/modules.md) */
    for (int p = 0; p < 3; p++) {
        m.u.create.seat_kind[p] = p < 2 ? METRO_CREATE_MINE : METRO_CREATE_COMPUTER;
        strcpy(m.u.create.seat_text[p], p < 2 ? "Mallory" : "random");
    }
    probe_send(&c, &m);
    metro_msg start = {.type = METRO_MSG_START};
    probe_send(&c, &start);
    metro_msg move = {.type = METRO_MSG_MOVE};
    strcpy(move.u.move.text, "draw");
    move.u.move.seat = 1; /* ours, but seat 1 moves first */
    probe_send(&c, &move);
    expect_refusal(&c, METRO_REFUSE_NOT_TURN, "out of turn");
    move.u.move.seat = 2; /* the host's computer player's */
    probe_send(&c, &move);
    expect_refusal(&c, METRO_REFUSE_NOT_YOURS, "another seat's move");
    move.u.move.seat = 0, move.u.move.moves = 9;
    probe_send(&c, &move);
    expect_refusal(&c, METRO_REFUSE_STALE, "a move for another position");
    move.u.move.moves = 0;
    strcpy(move.u.move.text, "aaaa33");
    probe_send(&c, &move);
    expect_refusal(&c, METRO_REFUSE_ILLEGAL, "an illegal move");
    probe_close(&c);

    if (!greeted(&c, hostport)) return;
    metro_msg join = {.type = METRO_MSG_JOIN}, rejoin = {.type = METRO_MSG_REJOIN};
    snprintf(join.u.join.table, sizeof join.u.join.table, "%s", theirs);
    strcpy(join.u.join.name, "Mallory"), join.u.join.seat = 1;
    probe_send(&c, &join);
    expect_refusal(&c, METRO_REFUSE_NOT_NOW, "joining a game in play");
    snprintf(rejoin.u.rejoin.table, sizeof rejoin.u.rejoin.table, "%s", theirs);
    memset(rejoin.u.rejoin.token, 0x42, METRO_NET_TOKEN);
    probe_send(&c, &rejoin);
    expect_refusal(&c, METRO_REFUSE_BAD_TOKEN, "a guessed token");
    metro_msg watch = {.type = METRO_MSG_WATCH};
    snprintf(watch.u.watch.table, sizeof watch.u.watch.table, "%s", theirs);
    probe_send(&c, &watch);
    move.u.move.seat = 1;
    probe_send(&c, &move);
    expect_refusal(&c, METRO_REFUSE_NOT_YOURS, "a spectator's move");
    probe_close(&c);
}

int probe_hostile(const char *hostport, const char *theirs)
{
    if (strncmp(hostport, "ws://", 5)) noise(hostport); /* datagrams: ENet's port only */
    bad_messages(hostport);
    wrong_moves(hostport, theirs);
    flood(hostport);
    printf("hostile: %d failures\n", failures);
    return failures ? 1 : 0;
}

int probe_old_version(const char *hostport, int version)
{
    probe_conn c;
    metro_msg m;
    if (!probe_connect(&c, hostport)) return 1;
    probe_hello(&c, version);
    bool got =
        probe_expect(&c, METRO_MSG_REFUSE, &m, 5000) && m.u.refuse.code == METRO_REFUSE_VERSION;
    printf("%s\n", got ? m.u.refuse.text : "no version refusal");
    probe_close(&c);
    return got ? 0 : 1;
}

/* A host of another protocol version: WELCOME with its version to every HELLO. */
int probe_fake_host(int version, int seconds)
{
    ENetAddress addr = {.host = ENET_HOST_ANY, .port = 0};
    enet_initialize();
    ENetHost *h = enet_host_create(&addr, 8, 1, 0, 0);
    if (!h) return 1;
    enet_socket_get_address(h->socket, &addr);
    printf("listening on %d\n", addr.port);
    fflush(stdout);
    uint64_t until = metro_net_now_ms() + (uint64_t)seconds * 1000u;
    while (metro_net_now_ms() < until) {
        ENetEvent e;
        if (enet_host_service(h, &e, 50) <= 0 || e.type != ENET_EVENT_TYPE_RECEIVE) continue;
        uint8_t buf[64] = {METRO_MSG_WELCOME,       'M', 'T', 'R', 'O', (uint8_t)version,
                           (uint8_t)(version >> 8), 4,   'f', 'a', 'k', 'e'};
        ENetPacket *p = enet_packet_create(buf, 12, ENET_PACKET_FLAG_RELIABLE);
        enet_peer_send(e.peer, 0, p);
        enet_packet_destroy(e.packet);
    }
    enet_host_destroy(h);
    return 0;
}
