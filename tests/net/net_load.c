/* Load generator for metro-server (docs/protocol.md "Measured"): N tables of
 * two bots each, all driven from this one process over one ENet socket,
 * play random games for a while; each pair starts a new table when its
 * game ends. Prints tables finished per second, moves per second, the
 * server's CPU time per move (from /proc/PID/stat), its memory per table
 * (RSS with N tables seated, less the RSS before) and the move latency the
 * bots see. With NET_LOAD_THINK_MS=T in the environment a bot waits T ms
 * before each move (a table busy at a player's pace, not flat out).
 *   net_load HOST:PORT SERVER_PID TABLES SECONDS */
#include <enet/enet.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "host.h"
#include "metro/engine.h"
#include "session.h"
#include "proc_usage.h"

typedef struct bot {
    ENetPeer *peer;
    metro_net_session session;
    int table, seat, acted;
    bool creator, welcomed, seated, started;
    uint64_t sent_at;
    metro_msg pending; /* a move chosen, sent at due_at (NET_LOAD_THINK_MS) */
    uint64_t due_at;
} bot;

typedef struct load {
    ENetHost *enet;
    ENetAddress addr;
    bot *bots;
    int tables, *game_of;
    long finished, moves, lat_n, seated, refused, lost;
    double *lat;
    long lat_cap;
    metro_rng rng;
    bool measuring;
    int think_ms;
} load;

static metro_net_event ev;

static void send_msg(bot *b, const metro_msg *m)
{
    uint8_t buf[METRO_NET_MAX_CLIENT_MSG];
    int n = metro_msg_encode(m, buf, sizeof buf);
    ENetPacket *p = enet_packet_create(buf, (size_t)n, ENET_PACKET_FLAG_RELIABLE);
    if (enet_peer_send(b->peer, 0, p) != 0) enet_packet_destroy(p);
}

static void table_name(const load *l, int t, char *out, size_t n)
{
    snprintf(out, n, "load-%d-%d", t, l->game_of[t]);
}

/* The creator of pair t opens its next table: two seats, its own and one open. */
static void create(load *l, bot *b)
{
    metro_msg m = {.type = METRO_MSG_CREATE};
    metro_config cfg;
    metro_config_default(&cfg, 2);
    table_name(l, b->table, m.u.create.table, sizeof m.u.create.table);
    metro_net_setup_from(&m.u.create.setup, &cfg);
    m.u.create.seat_kind[0] = METRO_CREATE_MINE, strcpy(m.u.create.seat_text[0], "A");
    m.u.create.seat_kind[1] = METRO_CREATE_OPEN;
    b->seated = b->started = false, b->acted = -1;
    send_msg(b, &m);
}

static void join(load *l, bot *b)
{
    metro_msg m = {.type = METRO_MSG_JOIN};
    table_name(l, b->table, m.u.join.table, sizeof m.u.join.table);
    strcpy(m.u.join.name, "B");
    m.u.join.seat = -1;
    b->seated = false, b->acted = -1;
    send_msg(b, &m);
}

/* The bot's chosen move goes out when its thinking time is over. */
static void send_due(load *l, bot *b)
{
    if (!b->due_at || metro_net_now_ms() < b->due_at) return;
    b->due_at = 0;
    send_msg(b, &b->pending);
    b->sent_at = metro_net_now_ms();
    if (l->measuring) l->moves++;
}

static void play(load *l, bot *b)
{
    static metro_move legal[METRO_MAX_MOVES];
    const metro_state *s = &ev.state;
    if (ev.seat != b->seat) return;
    /* The view after our own move: how long the host took to answer it. */
    if (b->sent_at && ev.msg.u.view.moves == b->acted + 1) {
        if (l->measuring && l->lat_n < l->lat_cap)
            l->lat[l->lat_n++] = (double)(metro_net_now_ms() - b->sent_at);
        b->sent_at = 0;
    }
    if (metro_over(s) || s->current != b->seat || ev.msg.u.view.moves == b->acted) return;
    int n = metro_legal_moves(s, legal);
    metro_msg m = {.type = METRO_MSG_MOVE};
    m.u.move.seat = (uint8_t)b->seat, m.u.move.moves = ev.msg.u.view.moves;
    metro_move_format(s, &legal[metro_rng_below(&l->rng, (uint32_t)n)], m.u.move.text,
                      sizeof m.u.move.text);
    b->acted = ev.msg.u.view.moves;
    b->pending = m;
    b->due_at = metro_net_now_ms() + (uint64_t)l->think_ms;
    if (!l->think_ms) send_due(l, b);
}

static void on_event(load *l, bot *b)
{
    bot *partner = &l->bots[b->creator ? 2 * b->table + 1 : 2 * b->table];
    switch (ev.kind) {
    case METRO_NET_EV_WELCOME:
        b->welcomed = true;
        if (b->creator)
            create(l, b);
        else if (partner->seated)
            join(l, b);
        break;
    case METRO_NET_EV_JOINED:
        b->seat = ev.msg.u.joined.seat, b->seated = true;
        l->seated++;
        if (b->creator && partner->welcomed) join(l, partner);
        break;
    case METRO_NET_EV_LOBBY: {
        char name[METRO_NET_TABLE_NAME + 1];
        table_name(l, b->table, name, sizeof name);
        const metro_net_seat_info *other = &ev.msg.u.lobby.seat[1];
        if (b->creator && !b->started && !strcmp(ev.msg.u.lobby.table, name) &&
            ev.msg.u.lobby.state == METRO_TABLE_LOBBY && other->kind == METRO_SEAT_HUMAN &&
            other->present) {
            metro_msg start = {.type = METRO_MSG_START};
            send_msg(b, &start);
            b->started = true;
        }
        break;
    }
    case METRO_NET_EV_VIEW:
        play(l, b);
        break;
    case METRO_NET_EV_OVER:
        b->sent_at = b->due_at = 0;
        if (!b->creator) break; /* the creator counts the game and opens the next */
        if (l->measuring) l->finished++;
        metro_msg leave = {.type = METRO_MSG_LEAVE};
        send_msg(b, &leave), send_msg(partner, &leave);
        l->game_of[b->table]++;
        create(l, b);
        break;
    case METRO_NET_EV_REFUSED:
    case METRO_NET_EV_BROKEN:
        l->refused++;
        if (l->refused <= 20)
            fprintf(stderr, "net_load: table %d: %s%s\n", b->table, ev.msg.u.refuse.text, ev.text);
        break;
    default:
        break;
    }
}

static void service(load *l, int ms)
{
    ENetEvent e;
    int rc = enet_host_service(l->enet, &e, (enet_uint32)ms);
    for (; rc > 0; rc = enet_host_check_events(l->enet, &e)) {
        bot *b = e.peer->data;
        if (e.type == ENET_EVENT_TYPE_CONNECT) {
            metro_msg hello;
            metro_net_hello(&hello, "net_load");
            send_msg(b, &hello);
        } else if (e.type == ENET_EVENT_TYPE_RECEIVE) {
            if (metro_net_session_read(&b->session, e.packet->data, e.packet->dataLength, &ev) ==
                    0 ||
                ev.kind == METRO_NET_EV_BROKEN)
                on_event(l, b);
            enet_packet_destroy(e.packet);
        } else if (e.type == ENET_EVENT_TYPE_DISCONNECT) {
            l->lost++;
        }
    }
    for (int i = 0; l->think_ms && i < 2 * l->tables; i++) send_due(l, &l->bots[i]);
}

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
    if (argc != 5)
        return fprintf(stderr, "usage: net_load HOST:PORT SERVER_PID TABLES SECONDS\n"), 2;
    static load l;
    char host[64];
    const char *colon = strrchr(argv[1], ':');
    int pid = atoi(argv[2]), seconds = atoi(argv[4]);
    l.tables = atoi(argv[3]);
    if (!colon || l.tables < 1 || 2 * l.tables > 4095 || seconds < 1) return 2;
    snprintf(host, sizeof host, "%.*s", (int)(colon - argv[1]), argv[1]);
    enet_initialize();
    enet_address_set_host(&l.addr, host);
    l.addr.port = (enet_uint16)atoi(colon + 1);
    l.enet = enet_host_create(NULL, (size_t)(2 * l.tables), 1, 0, 0);
    l.bots = calloc((size_t)(2 * l.tables), sizeof *l.bots);
    l.game_of = calloc((size_t)l.tables, sizeof *l.game_of);
    l.lat_cap = 2000000;
    l.lat = malloc(sizeof *l.lat * (size_t)l.lat_cap);
    if (!l.enet || !l.bots || !l.game_of || !l.lat) return 1;
    l.enet->maximumPacketSize = METRO_NET_MAX_HOST_MSG;
    enet_socket_set_option(l.enet->socket, ENET_SOCKOPT_RCVBUF, 4 << 20);
    enet_socket_set_option(l.enet->socket, ENET_SOCKOPT_SNDBUF, 4 << 20);
    metro_rng_seed(&l.rng, 1);
    const char *think = getenv("NET_LOAD_THINK_MS");
    l.think_ms = think ? atoi(think) : 0;
    if (l.think_ms < 0 || l.think_ms > 60000)
        return fprintf(stderr, "net_load: NET_LOAD_THINK_MS is 0 to 60000, not %s\n", think), 2;
    if (l.think_ms) printf("each bot thinks %d ms before each move\n", l.think_ms);
    double cpu0, cpu1, cpu2;
    long rss0, rss1, rss2;
    proc_usage(pid, &cpu0, &rss0);
    /* Connections 20 at a time, so that 2,000 handshakes do not all wait at once. */
    for (int i = 0; i < 2 * l.tables; i++) {
        bot *b = &l.bots[i];
        b->table = i / 2, b->creator = i % 2 == 0, b->seat = -1, b->acted = -1;
        b->peer = enet_host_connect(l.enet, &l.addr, 1, 0);
        if (!b->peer) return fprintf(stderr, "net_load: no peer %d\n", i), 1;
        b->peer->data = b;
        enet_peer_timeout(b->peer, 0, 10000, 30000);
        if (i % 20 == 19) service(&l, 5);
    }
    /* Every table seated and started (or 60 s), then the memory of N tables. */
    uint64_t t0 = metro_net_now_ms();
    while (l.seated < 2L * l.tables && metro_net_now_ms() - t0 < 60000) service(&l, 5);
    for (int i = 0; i < 50; i++) service(&l, 2);
    proc_usage(pid, &cpu1, &rss1);
    long seated = l.seated;
    l.measuring = true;
    uint64_t start = metro_net_now_ms();
    while (metro_net_now_ms() - start < (uint64_t)seconds * 1000u) service(&l, 2);
    double wall = (double)(metro_net_now_ms() - start) / 1000.0;
    proc_usage(pid, &cpu2, &rss2);
    qsort(l.lat, (size_t)l.lat_n, sizeof *l.lat, by_value);
    double cpu = cpu2 - cpu1;
    printf("tables %d seated %ld of %d in %.1f s; over %.1f s: finished %ld (%.2f tables/s), "
           "moves %ld (%.0f/s)\n",
           l.tables, seated, 2 * l.tables, (double)(start - t0) / 1000.0, wall, l.finished,
           (double)l.finished / wall, l.moves, (double)l.moves / wall);
    printf("server cpu %.2f s (%.1f %% of one core), %.3f ms per move; rss %.1f MiB before, "
           "%.1f MiB with the tables seated: %.1f KiB per table\n",
           cpu, 100.0 * cpu / wall, l.moves ? 1000.0 * cpu / (double)l.moves : 0,
           (double)rss0 / 1024.0, (double)rss1 / 1024.0, (double)(rss1 - rss0) / l.tables);
    printf("refusals %ld, connections lost %ld; the load generator's own CPU: %.2f s\n", l.refused,
           l.lost, (double)clock() / CLOCKS_PER_SEC);
    if (l.lat_n)
        printf("move to next view, as the bots see it: median %.0f ms, p90 %.0f ms, p95 %.0f ms, "
               "p99 %.0f ms (%ld moves)\n",
               l.lat[l.lat_n / 2], l.lat[l.lat_n * 9 / 10], l.lat[l.lat_n * 95 / 100],
               l.lat[l.lat_n * 99 / 100], l.lat_n);
    enet_host_destroy(l.enet);
    return 0;
}
