/* WebSocket against ENet on one metro-server (docs/protocol.md "WebSocket
 * and the page"): C connections of each transport say HELLO, then each
 * asks LIST and waits for TABLES, at most 150 times a second (under the
 * host's flood limit), for SECONDS. Prints round trips per second, the
 * server's CPU time per round trip (/proc/PID/stat), its memory per
 * connection (RSS with C connections greeted, less the RSS before) and the
 * mean round trip. A benchmark, not a test: it prints, it asserts nothing.
 *   net_wsbench HOST:PORT SERVER_PID CONNECTIONS SECONDS */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "host.h"
#include "link.h"
#include "proto.h"
#include "session.h"
#include "proc_usage.h"

enum { PACE_MS = 7, MAX_CONNS = 1000 };

typedef struct conn {
    net_link *link;
    bool up, welcomed, waiting;
    uint64_t sent_at;
} conn;

static void send_msg(conn *c, const metro_msg *m)
{
    uint8_t buf[METRO_NET_MAX_CLIENT_MSG];
    int n = metro_msg_encode(m, buf, sizeof buf);
    if (n > 0) net_link_send(c->link, buf, (size_t)n);
    c->sent_at = metro_net_now_ms();
}

/* Services every link once; counts TABLES answers and their round trips. */
static int service(conn *cs, int n, long *trips, double *rtt_sum)
{
    int events = 0;
    for (int i = 0; i < n; i++) {
        net_link_event e;
        conn *c = &cs[i];
        while (net_link_service(c->link, 0, &e)) {
            events++;
            if (e.kind == NET_LINK_UP) {
                metro_msg hello;
                metro_net_hello(&hello, "net_wsbench");
                c->up = true;
                send_msg(c, &hello);
            } else if (e.kind == NET_LINK_DATA && e.len && e.data[0] == METRO_MSG_WELCOME) {
                c->welcomed = true;
            } else if (e.kind == NET_LINK_DATA && e.len && e.data[0] == METRO_MSG_TABLES) {
                c->waiting = false;
                (*trips)++;
                *rtt_sum += (double)(metro_net_now_ms() - c->sent_at);
            } else if (e.kind == NET_LINK_DOWN) {
                c->up = c->welcomed = false;
            }
        }
    }
    return events;
}

static void run(const char *host, int port, int pid, int n, int seconds, bool ws)
{
    static conn cs[MAX_CONNS];
    char err[200];
    double cpu0, cpu1;
    long rss0, rss1, trips = 0;
    double rtt = 0;
    proc_usage(pid, &cpu0, &rss0);
    for (int i = 0; i < n; i++) {
        cs[i] = (conn){0};
        cs[i].link = ws ? net_link_ws(host, port, err, sizeof err)
                        : net_link_enet(host, port, err, sizeof err);
        if (!cs[i].link || !net_link_connect(cs[i].link)) {
            printf("%s\n", err);
            return;
        }
    }
    int greeted = 0;
    for (uint64_t until = metro_net_now_ms() + 20000; greeted < n && metro_net_now_ms() < until;) {
        if (!service(cs, n, &trips, &rtt)) usleep(1000);
        greeted = 0;
        for (int i = 0; i < n; i++) greeted += cs[i].welcomed;
    }
    usleep(500000);
    long rss_greeted;
    proc_usage(pid, &cpu0, &rss_greeted); /* and the CPU count starts here */
    trips = 0, rtt = 0;
    metro_msg list = {.type = METRO_MSG_LIST};
    uint64_t start = metro_net_now_ms(), end = start + (uint64_t)seconds * 1000u;
    while (metro_net_now_ms() < end) {
        uint64_t now = metro_net_now_ms();
        for (int i = 0; i < n; i++)
            if (cs[i].welcomed && !cs[i].waiting && now - cs[i].sent_at >= PACE_MS)
                cs[i].waiting = true, send_msg(&cs[i], &list);
        if (!service(cs, n, &trips, &rtt)) usleep(500);
    }
    proc_usage(pid, &cpu1, &rss1);
    printf("%-9s %4d connections (%d greeted): %7.0f round trips/s, server %5.1f us CPU per "
           "round trip, %5.1f KiB per connection, round trip %.2f ms\n",
           ws ? "WebSocket" : "ENet", n, greeted, (double)trips / seconds,
           trips ? (cpu1 - cpu0) * 1e6 / (double)trips : 0.0, (double)(rss_greeted - rss0) / n,
           trips ? rtt / (double)trips : 0.0);
    fflush(stdout);
    for (int i = 0; i < n; i++) net_link_free(cs[i].link);
    sleep(2); /* the server notices they are gone */
}

int main(int argc, char **argv)
{
    if (argc != 5) return fprintf(stderr, "usage: net_wsbench HOST:PORT PID CONNS SECONDS\n"), 2;
    char host[128];
    const char *colon = strrchr(argv[1], ':');
    if (!colon) return 2;
    snprintf(host, sizeof host, "%.*s", (int)(colon - argv[1]), argv[1]);
    int port = atoi(colon + 1), pid = atoi(argv[2]), n = atoi(argv[3]), s = atoi(argv[4]);
    if (n < 1 || n > MAX_CONNS || s < 1) return 2;
    run(host, port, pid, n, s, false);
    run(host, port, pid, n, s, true);
    return 0;
}
