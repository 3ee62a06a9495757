/* Test client and fake host for the net suite's scripts (ENet directly, so
 * it can say what a well-behaved client never would; HOST:PORT written
 * ws://HOST:PORT speaks over a WebSocket instead):
 *   net_probe record HOST:PORT TABLE NAME FILE   play a seat, keep every message
 *   net_probe check SAVE FILE                    no secret in a recording
 *   net_probe hostile HOST:PORT TABLE            garbage, floods, wrong moves
 *   net_probe old-version HOST:PORT VERSION      a HELLO of another version
 *   net_probe fake-host VERSION SECONDS          a host of another version
 *   net_probe crowd HOST:PORT N HALF             N connects at once, HALF half-open
 *   net_probe ws-hostile HOST:PORT PER_ADDRESS   bad handshakes and frames (probe_ws.c)
 *   net_probe undo HOST:PORT TABLE NAME          a move, then an undo asked of the others
 * Exit 0 when everything went as the protocol says, 1 otherwise. */
#include <enet/enet.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "host.h"
#include "metro/ai.h"
#include "metro/game.h"
#include "probe.h"
#include "session.h"

/* ---- A raw connection ---------------------------------------------------------------------- */

/* Over a WebSocket: the link's UP within 3 s. */
static bool ws_connect(probe_conn *c, const char *host, int port)
{
    char err[200];
    net_link_event e;
    c->link = net_link_ws(host, port, err, sizeof err);
    if (!c->link || !net_link_connect(c->link)) return false;
    uint64_t until = metro_net_now_ms() + 3000;
    while (metro_net_now_ms() < until)
        if (net_link_service(c->link, 10, &e)) return c->connected = e.kind == NET_LINK_UP;
    return false;
}

/* Services the WebSocket for ms, keeping what came; false once it is down. */
static bool ws_pump(probe_conn *c, int ms)
{
    net_link_event e;
    for (int wait = ms; c->connected && net_link_service(c->link, wait, &e); wait = 0) {
        if (e.kind == NET_LINK_DOWN) c->connected = false;
        if (e.kind != NET_LINK_DATA || c->n_held == PROBE_HELD) continue;
        c->held[c->n_held] = malloc(e.len);
        if (!c->held[c->n_held]) continue;
        memcpy(c->held[c->n_held], e.data, e.len);
        c->held_len[c->n_held++] = e.len;
    }
    return c->connected;
}

bool probe_connect(probe_conn *c, const char *hostport)
{
    char host[128];
    const char *colon = strrchr(hostport, ':');
    if (!colon) return false;
    bool ws = !strncmp(hostport, "ws://", 5);
    if (ws) hostport += 5;
    snprintf(host, sizeof host, "%.*s", (int)(colon - hostport), hostport);
    memset(c, 0, sizeof *c);
    if (ws) return ws_connect(c, host, atoi(colon + 1));
    enet_initialize();
    if (enet_address_set_host(&c->addr, host) != 0) return false;
    c->addr.port = (enet_uint16)atoi(colon + 1);
    c->enet = enet_host_create(NULL, 1, 1, 0, 0);
    if (!c->enet) return false;
    c->enet->maximumPacketSize = 1 << 20;
    c->peer = enet_host_connect(c->enet, &c->addr, 1, 0);
    ENetEvent e;
    if (!c->peer || enet_host_service(c->enet, &e, 3000) <= 0 || e.type != ENET_EVENT_TYPE_CONNECT)
        return false;
    c->connected = true;
    return true;
}

void probe_close(probe_conn *c)
{
    if (c->enet) enet_host_destroy(c->enet);
    c->enet = NULL;
    net_link_free(c->link);
    c->link = NULL;
    for (int i = 0; i < c->n_held; i++) free(c->held[i]);
    c->n_held = 0;
}

void probe_send_raw(probe_conn *c, const void *bytes, size_t len)
{
    if (c->link) {
        net_link_send(c->link, bytes, len);
        ws_pump(c, 0); /* written now, as ENet's flush */
        return;
    }
    ENetPacket *p = enet_packet_create(bytes, len, ENET_PACKET_FLAG_RELIABLE);
    if (enet_peer_send(c->peer, 0, p) != 0) enet_packet_destroy(p);
    enet_host_flush(c->enet);
}

void probe_send(probe_conn *c, const metro_msg *m)
{
    uint8_t buf[METRO_NET_MAX_HOST_MSG];
    int n = metro_msg_encode(m, buf, sizeof buf);
    if (n > 0) probe_send_raw(c, buf, (size_t)n);
}

/* The next message from the host within ms, its bytes in buf; -1 on none
 * (c->connected turns false when the host closed the connection). */
int probe_recv(probe_conn *c, uint8_t *buf, size_t cap, int ms)
{
    uint64_t until = metro_net_now_ms() + (uint64_t)ms;
    while (c->link && !c->n_held && metro_net_now_ms() < until && ws_pump(c, 10)) continue;
    if (c->link && c->n_held) {
        size_t n = c->held_len[0] < cap ? c->held_len[0] : cap;
        memcpy(buf, c->held[0], n);
        free(c->held[0]);
        memmove(c->held, c->held + 1, (size_t)(c->n_held - 1) * sizeof c->held[0]);
        memmove(c->held_len, c->held_len + 1, (size_t)(c->n_held - 1) * sizeof c->held_len[0]);
        c->n_held--;
        return (int)n;
    }
    ENetEvent e;
    while (!c->link && c->connected && metro_net_now_ms() < until) {
        if (enet_host_service(c->enet, &e, 10) <= 0) continue;
        if (e.type == ENET_EVENT_TYPE_DISCONNECT) c->connected = false;
        if (e.type != ENET_EVENT_TYPE_RECEIVE) continue;
        size_t n = e.packet->dataLength < cap ? e.packet->dataLength : cap;
        memcpy(buf, e.packet->data, n);
        enet_packet_destroy(e.packet);
        return (int)n;
    }
    return -1;
}

/* Waits for a message of `type` (others skipped); false if none came. */
bool probe_expect(probe_conn *c, int type, metro_msg *m, int ms)
{
    uint8_t buf[METRO_NET_MAX_HOST_MSG];
    uint64_t until = metro_net_now_ms() + (uint64_t)ms;
    while (metro_net_now_ms() < until) {
        int n = probe_recv(c, buf, sizeof buf, (int)(until - metro_net_now_ms()));
        if (n < 0) return false;
        if (metro_msg_decode(m, buf, (size_t)n, false, NULL, 0) == 0 && m->type == type)
            return true;
    }
    return false;
}

void probe_hello(probe_conn *c, int version)
{
    metro_msg hello;
    metro_net_hello(&hello, "net_probe");
    hello.u.hello.version = (uint16_t)version;
    probe_send(c, &hello);
}

void probe_join(probe_conn *c, const char *table, const char *name)
{
    metro_msg join = {.type = METRO_MSG_JOIN};
    snprintf(join.u.join.table, sizeof join.u.join.table, "%s", table);
    snprintf(join.u.join.name, sizeof join.u.join.name, "%s", name);
    join.u.join.seat = -1; /* any free seat */
    probe_send(c, &join);
}

/* ---- record: play one seat, keep every message (rejoining at move 8 and at the end) -------------
 */

static int record(const char *hostport, const char *table, const char *name, const char *path)
{
    probe_conn c;
    FILE *out = fopen(path, "wb");
    if (!out || !probe_connect(&c, hostport)) return fprintf(stderr, "record: no connection\n"), 1;
    probe_hello(&c, METRO_PROTOCOL_VERSION);
    probe_join(&c, table, name);
    static metro_net_session session;
    static metro_net_event ev;
    uint8_t buf[METRO_NET_MAX_HOST_MSG];
    int seat = -1, n;
    bool rejoined = false;
    int revealed = 0;
    int acted = -1;
    metro_rng r;
    metro_rng_seed(&r, 77);
    while ((n = probe_recv(&c, buf, sizeof buf, 60000)) >= 0) {
        uint8_t len[2] = {(uint8_t)n, (uint8_t)(n >> 8)};
        fwrite(len, 1, 2, out), fwrite(buf, 1, (size_t)n, out);
        if (metro_net_session_read(&session, buf, (size_t)n, &ev) != 0)
            return fprintf(stderr, "record: %s\n", ev.text), 1;
        if (ev.kind == METRO_NET_EV_JOINED) seat = ev.msg.u.joined.seat;
        if (ev.kind == METRO_NET_EV_REFUSED) fprintf(stderr, "record: %s\n", ev.msg.u.refuse.text);
        if (ev.kind == METRO_NET_EV_REVEAL && revealed++) break; /* the whole game, after OVER */
        if (ev.kind == METRO_NET_EV_REVEAL) { /* a rejoin of the finished table: again */
            metro_msg again;
            metro_net_session_resume(&session, &again, 1);
            probe_send(&c, &again);
            continue;
        }
        if (ev.kind == METRO_NET_EV_VIEW && ev.msg.u.view.moves >= 8 && !rejoined) {
            metro_msg again; /* rejoining: the catch-up's record is recorded too */
            metro_net_session_resume(&session, &again, 1);
            probe_send(&c, &again);
            rejoined = true;
            continue;
        }
        if (ev.kind != METRO_NET_EV_VIEW || ev.seat != seat || metro_over(&ev.state) ||
            ev.state.current != seat || ev.msg.u.view.moves == acted)
            continue; /* a rejoin sends the latest view again: one move for it */
        acted = ev.msg.u.view.moves;
        metro_move mv;
        metro_msg m = {.type = METRO_MSG_MOVE};
        metro_ai_choose(metro_ai_find("greedy"), &ev.state, metro_rng_next(&r), NULL, &mv);
        m.u.move.seat = (uint8_t)seat, m.u.move.moves = ev.msg.u.view.moves;
        metro_move_format(&ev.state, &mv, m.u.move.text, sizeof m.u.move.text);
        probe_send(&c, &m);
    }
    fclose(out);
    probe_close(&c);
    return ev.kind == METRO_NET_EV_REVEAL ? 0 : (fprintf(stderr, "record: no end\n"), 1);
}

int main(int argc, char **argv)
{
    if (argc == 6 && !strcmp(argv[1], "record")) return record(argv[2], argv[3], argv[4], argv[5]);
    if (argc == 4 && !strcmp(argv[1], "check")) return probe_check(argv[2], argv[3]);
    if (argc == 4 && !strcmp(argv[1], "hostile")) return probe_hostile(argv[2], argv[3]);
    if (argc == 4 && !strcmp(argv[1], "old-version"))
        return probe_old_version(argv[2], atoi(argv[3]));
    if (argc == 4 && !strcmp(argv[1], "ws-hostile"))
        return probe_ws_hostile(argv[2], atoi(argv[3]));
    if (argc == 5 && !strcmp(argv[1], "crowd"))
        return probe_crowd(argv[2], atoi(argv[3]), atoi(argv[4]));
    if (argc == 5 && !strcmp(argv[1], "undo")) return probe_undo(argv[2], argv[3], argv[4]);
    if (argc == 4 && !strcmp(argv[1], "fake-host"))
        return probe_fake_host(atoi(argv[2]), atoi(argv[3]));
    fprintf(stderr, "usage: net_probe record|check|hostile|old-version|fake-host|crowd|undo ...\n");
    return 2;
}
