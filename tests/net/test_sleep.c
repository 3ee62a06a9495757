/* Sleeping tables (src/net/host_idle.c): a turn-based game nobody is at
 * leaves memory after a minute and waits in the store; the list still
 * shows it with whose turn it is; a player rejoining wakes it with every
 * move (the same views as before it slept, byte for byte); its deadline
 * wakes it too, and the host's computer plays the missed turn; a restarted
 * host starts with it asleep; sleeping tables wake in their deadlines'
 * order, none early. */
#define _XOPEN_SOURCE 700 /* mkdtemp */
#include <sqlite3.h>

#include "host_harness.h"
#include "metro/ai.h"

static harness t;
static uint8_t token[2][METRO_NET_TOKEN];
static metro_msg view[HARNESS_CONNS]; /* the latest view each connection got */

static long asleep(void)
{
    metro_host_stats st;
    metro_host_get_stats(t.host, &st);
    return st.asleep;
}

/* Waits until conn's latest view is of position `moves`; false if none came. */
static bool view_at(int conn, int moves)
{
    if (view[conn].type == METRO_MSG_VIEW && view[conn].u.view.moves == moves) return true;
    for (int tries = 0; tries < 50; tries++) {
        const metro_msg *v = harness_expect(&t, conn, METRO_MSG_VIEW);
        if (!v) return false;
        view[conn] = *v;
        if (v->u.view.moves == moves) return true;
    }
    return false;
}

static bool joined(int conn, uint8_t out[METRO_NET_TOKEN])
{
    const metro_msg *j = harness_expect(&t, conn, METRO_MSG_JOINED);
    if (!CHECK(j != NULL)) return false;
    memcpy(out, j->u.joined.token, METRO_NET_TOKEN);
    return true;
}

/* The connection is Ann, by her player key. */
static void identify(int conn)
{
    metro_msg id = harness_msg(METRO_MSG_IDENTIFY);
    strcpy(id.u.identify.name, "Ann");
    memset(id.u.identify.key, 0x41, METRO_NET_TOKEN);
    harness_say(&t, conn, &id);
}

/* "nap": Ann (connection 1) and Bob (2), a move a day. */
static void open_table(void)
{
    metro_msg m = harness_msg(METRO_MSG_CREATE);
    metro_config cfg;
    metro_config_default(&cfg, 2);
    metro_net_setup_from(&m.u.create.setup, &cfg);
    strcpy(m.u.create.table, "nap");
    m.u.create.seat_kind[0] = METRO_CREATE_MINE, strcpy(m.u.create.seat_text[0], "Ann");
    m.u.create.seat_kind[1] = METRO_CREATE_OPEN;
    m.u.create.deadline = 24;
    harness_connect(&t, 1);
    identify(1);
    harness_say(&t, 1, &m);
    joined(1, token[0]);
    metro_msg j = harness_msg(METRO_MSG_JOIN);
    strcpy(j.u.join.table, "nap"), strcpy(j.u.join.name, "Bob");
    j.u.join.seat = -1;
    harness_connect(&t, 2);
    harness_say(&t, 2, &j);
    joined(2, token[1]);
    metro_msg s = harness_msg(METRO_MSG_START);
    harness_say(&t, 1, &s);
}

/* Plays `n` moves from position `at`: seat p's from connection conn[p]. */
static int play(const int conn[2], int at, int n)
{
    for (int i = 0; i < n; i++, at++) {
        if (!CHECK(view_at(conn[0], at)) || !CHECK(view_at(conn[1], at))) return at;
        metro_state s;
        int seat;
        char why[200];
        if (!CHECK(metro_view_decode(&s, &seat, view[conn[0]].u.view.bytes,
                                     view[conn[0]].u.view.len, why, sizeof why) == METRO_OK))
            return at;
        int mover = conn[s.current];
        CHECK(metro_view_decode(&s, &seat, view[mover].u.view.bytes, view[mover].u.view.len, why,
                                sizeof why) == METRO_OK);
        metro_move mv;
        metro_msg m = harness_msg(METRO_MSG_MOVE);
        m.u.move.seat = (uint8_t)seat, m.u.move.moves = (uint16_t)at;
        CHECK(metro_ai_choose(metro_ai_find("greedy"), &s, (uint64_t)at, NULL, &mv) == METRO_OK);
        metro_move_format(&s, &mv, m.u.move.text, sizeof m.u.move.text);
        harness_say(&t, mover, &m);
    }
    CHECK(view_at(conn[0], at) && view_at(conn[1], at));
    return at;
}

/* Lets `seconds` of the host's clock pass, a second at a time. */
static void wait_seconds(int seconds)
{
    for (int s = 0; s < seconds; s++) {
        t.now += 1000;
        harness_run(&t, 1);
    }
}

/* The moves the store holds after nap's whole game (appended since). */
static int appended_moves(void)
{
    char path[300];
    snprintf(path, sizeof path, "%s/" NET_STORE_FILE, t.dir);
    sqlite3 *db;
    sqlite3_stmt *st;
    int n = -1;
    if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, NULL) == SQLITE_OK &&
        sqlite3_prepare_v2(db, "SELECT count(*) FROM moves WHERE name = 'nap'", -1, &st, NULL) ==
            SQLITE_OK) {
        if (sqlite3_step(st) == SQLITE_ROW) n = sqlite3_column_int(st, 0);
        sqlite3_finalize(st);
    }
    sqlite3_close(db);
    return n;
}

static int stored_moves(void)
{
    static metro_game g;
    return harness_stored_game(t.dir, "nap", &g) ? g.cursor : -1;
}

/* conn rejoins seat p: its view must be the one `before` was, byte for byte. */
static void rejoin(int conn, int p, const metro_msg *before)
{
    metro_msg r = harness_msg(METRO_MSG_REJOIN);
    strcpy(r.u.rejoin.table, "nap");
    memcpy(r.u.rejoin.token, token[p], METRO_NET_TOKEN);
    harness_connect(&t, conn);
    harness_say(&t, conn, &r);
    const metro_msg *v = harness_expect(&t, conn, METRO_MSG_VIEW);
    if (!CHECK(v != NULL)) return;
    view[conn] = *v;
    CHECK_EQ(v->u.view.moves, before->u.view.moves);
    CHECK_EQ(v->u.view.last_seat, before->u.view.last_seat);
    CHECK_STR(v->u.view.last_move, before->u.view.last_move);
    CHECK(v->u.view.len == before->u.view.len &&
          !memcmp(v->u.view.bytes, before->u.view.bytes, v->u.view.len));
}

/* The list shows a sleeping table, with whose turn it is. */
static void listed(int conn, int turn)
{
    metro_msg m = harness_msg(METRO_MSG_LIST);
    harness_connect(&t, conn);
    harness_say(&t, conn, &m);
    const metro_msg *r = harness_expect(&t, conn, METRO_MSG_TABLES);
    if (CHECK(r != NULL) && CHECK_EQ(r->u.tables.n, 1)) {
        CHECK_STR(r->u.tables.table[0].name, "nap");
        CHECK_EQ(r->u.tables.table[0].turn, turn);
        CHECK_EQ(r->u.tables.table[0].players, 2);
        CHECK_EQ(r->u.tables.table[0].deadline, 24);
    }
}

/* Four sleeping tables wake each at its own deadline, in their order
 * (the heap of deadlines), none before. */
static void deadlines_in_order(void)
{
    static const int hours[] = {72, 1, 24, 12}; /* made out of order */
    char name[8], line[64];
    for (int i = 0; i < 4; i++) {
        metro_msg m = harness_msg(METRO_MSG_CREATE);
        metro_config cfg;
        metro_config_default(&cfg, 2);
        metro_net_setup_from(&m.u.create.setup, &cfg);
        snprintf(m.u.create.table, sizeof m.u.create.table, "d%d", hours[i]);
        m.u.create.seat_kind[0] = METRO_CREATE_MINE, strcpy(m.u.create.seat_text[0], "Ann");
        m.u.create.seat_kind[1] = METRO_CREATE_COMPUTER, strcpy(m.u.create.seat_text[1], "greedy");
        m.u.create.deadline = (uint8_t)hours[i];
        harness_connect(&t, 8 + i);
        harness_say(&t, 8 + i, &m);
        CHECK(harness_expect(&t, 8 + i, METRO_MSG_JOINED) != NULL);
        metro_msg s = harness_msg(METRO_MSG_START);
        harness_say(&t, 8 + i, &s);
        CHECK(harness_expect(&t, 8 + i, METRO_MSG_VIEW) != NULL);
        metro_host_disconnected(t.host, 8 + i, t.now);
    }
    wait_seconds(61);
    CHECK_EQ(asleep(), 4);
    static const int at[] = {2, 13, 25, 73}, woken[] = {1, 12, 24, 72};
    uint64_t start = t.now;
    for (int step = 0; step < 4; step++) {
        t.now = start + (uint64_t)at[step] * 3600000u;
        harness_run(&t, 300);
        for (int k = 0; k < 4; k++) {
            snprintf(name, sizeof name, "d%d", woken[k]);
            snprintf(line, sizeof line, "table %s wakes (its deadline)", name);
            if (!CHECK_EQ(strstr(t.logged, line) != NULL, k <= step))
                fprintf(stderr, "  %s after %d h\n", name, at[step]);
        }
    }
}

/* With a short hour (metro-server --hour-ms, for tests), a sleeping
 * table's deadline is in those hours too. */
static void short_hours(void)
{
    metro_msg m = harness_msg(METRO_MSG_CREATE);
    metro_config cfg;
    metro_config_default(&cfg, 2);
    metro_net_setup_from(&m.u.create.setup, &cfg);
    strcpy(m.u.create.table, "quick");
    m.u.create.seat_kind[0] = METRO_CREATE_MINE, strcpy(m.u.create.seat_text[0], "Ann");
    m.u.create.seat_kind[1] = METRO_CREATE_COMPUTER, strcpy(m.u.create.seat_text[1], "greedy");
    m.u.create.deadline = 72; /* 72 s with an hour of a second */
    harness_connect(&t, 12);
    harness_say(&t, 12, &m);
    CHECK(harness_expect(&t, 12, METRO_MSG_JOINED) != NULL);
    metro_msg s = harness_msg(METRO_MSG_START);
    harness_say(&t, 12, &s);
    CHECK(harness_expect(&t, 12, METRO_MSG_VIEW) != NULL);
    metro_host_disconnected(t.host, 12, t.now);
    wait_seconds(61);
    CHECK_EQ(asleep(), 1);
    wait_seconds(15);
    CHECK(strstr(t.logged, "table quick wakes (its deadline)") != NULL);
}

/* Sleeps, is listed asleep, wakes for a rejoin with every move, plays on,
 * sleeps again until its deadline. The moves stored at the end. */
static int sleep_and_wake(void)
{
    open_table();
    int at = play((const int[]){1, 2}, 0, 7);
    metro_msg before[2] = {view[1], view[2]};
    harness_run(&t, 50);
    CHECK_EQ(stored_moves(), at);
    CHECK(appended_moves() >= 6); /* a move adds a row; the game was written whole at the start */
    metro_host_disconnected(t.host, 1, t.now);
    metro_host_disconnected(t.host, 2, t.now);
    wait_seconds(30);
    CHECK_EQ(asleep(), 0); /* a minute of quiet first */
    wait_seconds(31);
    CHECK_EQ(asleep(), 1);
    CHECK_EQ(stored_moves(), at);
    metro_state s;
    int seat;
    char why[200];
    CHECK(metro_view_decode(&s, &seat, before[0].u.view.bytes, before[0].u.view.len, why,
                            sizeof why) == METRO_OK);
    listed(5, s.current);
    harness_connect(&t, 7); /* and Ann's own tables */
    identify(7);
    metro_msg mine = harness_msg(METRO_MSG_MINE);
    harness_say(&t, 7, &mine);
    const metro_msg *tables = harness_expect(&t, 7, METRO_MSG_TABLES);
    if (CHECK(tables != NULL) && CHECK_EQ(tables->u.tables.n, 1)) {
        CHECK_STR(tables->u.tables.table[0].name, "nap");
        CHECK_EQ(tables->u.tables.table[0].turn, s.current);
    }
    CHECK_EQ(asleep(), 1); /* a list does not wake it */

    rejoin(3, 0, &before[0]); /* Ann wakes it: every move is there */
    CHECK_EQ(asleep(), 0);
    CHECK(strstr(t.logged, "table nap wakes (a player rejoins): 7 moves") != NULL);
    rejoin(4, 1, &before[1]);
    at = play((const int[]){3, 4}, at, 3); /* and it plays on */
    CHECK_EQ(stored_moves(), at);

    /* Asleep again, until its deadline: then the computer plays the turn. */
    metro_host_disconnected(t.host, 3, t.now);
    metro_host_disconnected(t.host, 4, t.now);
    wait_seconds(61);
    CHECK_EQ(asleep(), 1);
    t.now += 24u * 3600u * 1000u;
    for (int i = 0; i < 200 && stored_moves() == at; i++) harness_run(&t, 100);
    CHECK(stored_moves() > at);
    CHECK(strstr(t.logged, "table nap wakes (its deadline)") != NULL);
    CHECK(strstr(t.logged, "missed the 24 h deadline") != NULL);
    return stored_moves();
}

/* A restarted host starts with it asleep, and wakes it with every move. */
static void after_restart(int at)
{
    char dir[sizeof t.dir];
    snprintf(dir, sizeof dir, "%s", t.dir);
    harness_stop(&t);
    harness_start(&t, dir, 60);
    CHECK_EQ(asleep(), 1);
    metro_msg r = harness_msg(METRO_MSG_REJOIN);
    strcpy(r.u.rejoin.table, "nap");
    memcpy(r.u.rejoin.token, token[0], METRO_NET_TOKEN);
    harness_connect(&t, 6);
    harness_say(&t, 6, &r);
    CHECK(view_at(6, at));
    CHECK_EQ(asleep(), 0);
}

/* A host of its own on a new folder for each part; its log if a check failed. */
static bool fresh_host(char *dir, int hour_ms)
{
    if (!mkdtemp(dir)) return perror("mkdtemp"), false;
    t.hour_ms = hour_ms;
    harness_start(&t, dir, 60);
    return true;
}

static void done_with_host(const char *dir)
{
    if (check_failures()) fprintf(stderr, "%s", t.logged);
    harness_stop(&t);
    harness_remove_dir(dir);
}

int main(void)
{
    char dir[] = "/tmp/metro-sleep-test-XXXXXX", dir2[sizeof dir], dir3[sizeof dir];
    strcpy(dir2, dir), strcpy(dir3, dir);
    if (!fresh_host(dir, 0)) return 1;
    after_restart(sleep_and_wake());
    done_with_host(dir);
    if (!fresh_host(dir2, 0)) return 1;
    deadlines_in_order();
    done_with_host(dir2);
    if (!fresh_host(dir3, 1000)) return 1;
    short_hours();
    done_with_host(dir3);
    (void)harness_refusal;
    return check_done();
}
