/* The idle-tables benchmark's tools (tests/net/bench_idle.sh):
 *   net_idle make DIR TABLES PLAYERS   a store of TABLES turn-based tables
 *       (24 h deadline), each a game just started by one of PLAYERS keyed
 *       players against a computer, made by a host once and copied in SQL;
 *   net_idle mine HOST:PORT PLAYER     IDENTIFY as that player, MINE, and
 *       print how many tables came and how long all their pages took. */
#define _POSIX_C_SOURCE 200809L /* strdup */
#include <inttypes.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "client.h"
#include "host.h"
#include "metro/game.h"

static void player_key(int player, uint8_t key[METRO_NET_TOKEN])
{
    memset(key, 0x5a, METRO_NET_TOKEN);
    memcpy(key, &player, sizeof player);
}

static void hex(const uint8_t key[METRO_NET_TOKEN], char out[2 * METRO_NET_TOKEN + 1])
{
    for (int i = 0; i < METRO_NET_TOKEN; i++) sprintf(out + 2 * i, "%02x", key[i]);
}

static void no_send(void *ctx, int conn, const uint8_t *msg, size_t len)
{
    (void)ctx, (void)conn, (void)msg, (void)len;
}
static void no_drop(void *ctx, int conn)
{
    (void)ctx, (void)conn;
}

static void say(metro_host *h, const metro_msg *m, uint64_t *now)
{
    uint8_t buf[METRO_NET_MAX_CLIENT_MSG];
    int n = metro_msg_encode(m, buf, sizeof buf);
    metro_host_receive(h, 0, buf, (size_t)n, (*now)++);
}

/* The model table, made and saved by a host like any other. */
static int make_model(const char *dir)
{
    metro_host_config cfg = {.data_dir = dir, .max_tables = 4, .max_connections = 4};
    metro_host_io io = {no_send, no_drop, NULL};
    char err[300];
    metro_host *h = metro_host_new(&cfg, &io, err, sizeof err);
    if (!h) return fprintf(stderr, "net_idle: %s\n", err), 1;
    uint64_t now = metro_net_now_ms();
    metro_host_connected(h, 0, now);
    metro_msg m;
    metro_net_hello(&m, "net_idle");
    say(h, &m, &now);
    m = (metro_msg){.type = METRO_MSG_IDENTIFY};
    strcpy(m.u.identify.name, "Player");
    player_key(0, m.u.identify.key);
    say(h, &m, &now);
    m = (metro_msg){.type = METRO_MSG_CREATE};
    metro_config c;
    metro_config_default(&c, 2);
    metro_net_setup_from(&m.u.create.setup, &c);
    strcpy(m.u.create.table, "model");
    m.u.create.seat_kind[0] = METRO_CREATE_MINE, strcpy(m.u.create.seat_text[0], "Player");
    m.u.create.seat_kind[1] = METRO_CREATE_COMPUTER, strcpy(m.u.create.seat_text[1], "greedy");
    m.u.create.deadline = 24;
    say(h, &m, &now);
    m = (metro_msg){.type = METRO_MSG_START};
    say(h, &m, &now);
    for (int i = 0; i < 500; i++) metro_host_tick(h, now++); /* saved */
    metro_host_shutdown(h);
    metro_host_free(h);
    return 0;
}

/* The model's seats with player p's key, its checksum made anew. */
static char *seats_for(const char *model, const char *key0, int p)
{
    char *s = strdup(model), *at = strstr(s, key0), k[2 * METRO_NET_TOKEN + 1];
    uint8_t key[METRO_NET_TOKEN];
    player_key(p, key), hex(key, k);
    if (at) memcpy(at, k, strlen(k));
    char *sum = strstr(s, "checksum ");
    if (!sum) return s;
    size_t body = (size_t)(sum - s);
    snprintf(sum, strlen(sum) + 1, "checksum %08" PRIx32 "\nend\n", metro_save_crc32(s, body));
    return s;
}

static int make(const char *dir, int tables, int players)
{
    if (make_model(dir)) return 1;
    char path[600], key0[2 * METRO_NET_TOKEN + 1];
    uint8_t key[METRO_NET_TOKEN];
    player_key(0, key), hex(key, key0);
    snprintf(path, sizeof path, "%s/metro.sqlite", dir);
    sqlite3 *db;
    sqlite3_stmt *get, *put;
    if (sqlite3_open(path, &db) != SQLITE_OK ||
        sqlite3_prepare_v2(db, "SELECT seats, game FROM tables WHERE name = 'model'", -1, &get,
                           NULL) != SQLITE_OK ||
        sqlite3_step(get) != SQLITE_ROW ||
        sqlite3_prepare_v2(db, "INSERT INTO tables(name, seats, game) VALUES(?1, ?2, ?3)", -1, &put,
                           NULL) != SQLITE_OK)
        return fprintf(stderr, "net_idle: %s\n", sqlite3_errmsg(db)), 1;
    char *model = strdup((const char *)sqlite3_column_text(get, 0));
    char *game = strdup((const char *)sqlite3_column_text(get, 1));
    sqlite3_exec(db, "BEGIN", NULL, NULL, NULL);
    for (int i = 0; i < tables; i++) {
        char name[40], *seats = seats_for(model, key0, i % players);
        snprintf(name, sizeof name, "idle-%06d", i);
        sqlite3_reset(put);
        sqlite3_bind_text(put, 1, name, -1, SQLITE_STATIC);
        sqlite3_bind_text(put, 2, seats, -1, SQLITE_STATIC);
        sqlite3_bind_text(put, 3, game, -1, SQLITE_STATIC);
        if (sqlite3_step(put) != SQLITE_DONE) return fprintf(stderr, "net_idle: insert\n"), 1;
        free(seats);
    }
    sqlite3_exec(db, "COMMIT", NULL, NULL, NULL);
    sqlite3_finalize(get), sqlite3_finalize(put), sqlite3_close(db);
    free(model), free(game);
    printf("made %d tables of %d players in %s\n", tables, players, dir);
    return 0;
}

static int mine(const char *hostport, int player)
{
    char host[64];
    const char *colon = strrchr(hostport, ':');
    if (!colon) return 2;
    snprintf(host, sizeof host, "%.*s", (int)(colon - hostport), hostport);
    metro_net_client_options o = {.program = "net_idle", .retry_seconds = 5};
    char err[300];
    metro_net_client *c = metro_net_client_start(host, atoi(colon + 1), &o, err, sizeof err);
    if (!c) return fprintf(stderr, "net_idle: %s\n", err), 1;
    static metro_net_event ev;
    uint64_t asked = 0, deadline = metro_net_now_ms() + 60000;
    int got = 0, total = -1;
    while (metro_net_now_ms() < deadline && got != total) {
        if (!metro_net_client_wait(c, &ev, 1000)) continue;
        metro_msg m = {.type = METRO_MSG_MINE};
        if (ev.kind == METRO_NET_EV_WELCOME) {
            metro_msg id = {.type = METRO_MSG_IDENTIFY};
            strcpy(id.u.identify.name, "Player");
            player_key(player, id.u.identify.key);
            metro_net_client_send(c, &id);
            metro_net_client_send(c, &m);
            asked = metro_net_now_ms();
        } else if (ev.kind == METRO_NET_EV_TABLES) {
            got += ev.msg.u.tables.n, total = ev.msg.u.tables.total;
            m.u.list.first = (uint16_t)got;
            if (got < total && ev.msg.u.tables.n) metro_net_client_send(c, &m);
        }
    }
    uint64_t took = metro_net_now_ms() - asked;
    metro_net_client_stop(c);
    printf("my tables: %d of %d listed in %" PRIu64 " ms (IDENTIFY, then MINE page by page)\n", got,
           total, took);
    return got == total ? 0 : 1;
}

int main(int argc, char **argv)
{
    if (argc == 5 && !strcmp(argv[1], "make")) return make(argv[2], atoi(argv[3]), atoi(argv[4]));
    if (argc == 4 && !strcmp(argv[1], "mine")) return mine(argv[2], atoi(argv[3]));
    fprintf(stderr, "usage: net_idle make DIR TABLES PLAYERS | mine HOST:PORT PLAYER\n");
    return 2;
}
