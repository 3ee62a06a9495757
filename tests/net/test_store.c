/* The host's store (docs/protocol.md "Tables on the host"): a seats text
 * is read by its structure (a player named "a checksum b" keeps the
 * table), a seat rejoined after a restart is shown present to the others,
 * finished games leave the tables' names for the finished games and are not
 * loaded at start, a data folder of the file store (NAME.metro,
 * NAME.seats, finished/) is taken over, and a stop on a failing disk names
 * the table whose last moves are lost. */
#define _XOPEN_SOURCE 700 /* mkdtemp */
#include <sqlite3.h>
#include <sys/stat.h>

#include "host_harness.h"
#include "host_internal.h"
#include "metro/ai.h"
#include "metro/game.h"
#include "store_internal.h"

static harness t;
/* A host on `dir`, its log kept in t.logged. */
static void start(const char *dir)
{
    harness_start_with(&t, dir, 60, 4);
}

/* The host started again on its folder (stopped first unless `stopped`). */
static void restart(bool stopped)
{
    char dir[sizeof t.dir];
    snprintf(dir, sizeof dir, "%s", t.dir);
    if (!stopped) harness_stop(&t);
    start(dir);
}

/* Table `name` of two seats: conn's player `who` and a computer or an open
 * seat; the player's token (saved), or NULL. */
static const uint8_t *create(int conn, const char *name, const char *who, bool computer)
{
    metro_msg m = harness_msg(METRO_MSG_CREATE);
    metro_config cfg;
    metro_config_default(&cfg, 2);
    metro_net_setup_from(&m.u.create.setup, &cfg);
    strcpy(m.u.create.table, name);
    m.u.create.seat_kind[0] = METRO_CREATE_MINE, strcpy(m.u.create.seat_text[0], who);
    m.u.create.seat_kind[1] = computer ? METRO_CREATE_COMPUTER : METRO_CREATE_OPEN;
    strcpy(m.u.create.seat_text[1], computer ? "greedy" : "");
    harness_say(&t, conn, &m);
    const metro_msg *j = harness_expect(&t, conn, METRO_MSG_JOINED);
    return j ? j->u.joined.token : NULL;
}

static int rejoin(int conn, const char *table, const uint8_t token[METRO_NET_TOKEN])
{
    metro_msg m = harness_msg(METRO_MSG_REJOIN);
    strcpy(m.u.rejoin.table, table);
    memcpy(m.u.rejoin.token, token, METRO_NET_TOKEN);
    harness_say(&t, conn, &m);
    harness_inbox *in = &t.in[conn];
    for (int round = 0; round < 5000; round++, harness_run(&t, 1)) /* JOINED or a refusal */
        for (; in->read < in->n; in->read++) {
            const metro_msg *r = in->msg[in->read];
            if (r->type == METRO_MSG_JOINED) return 0;
            if (r->type == METRO_MSG_REFUSE) return r->u.refuse.code;
        }
    return -1;
}

/* ---- Item 8: the seats file by its structure ---------------------------------------------------
 */

/* Runs sql on the store of the test's folder, as another program could. */
static void store_sql(const char *sql)
{
    char path[400];
    sqlite3 *db;
    snprintf(path, sizeof path, "%s/" NET_STORE_FILE, t.dir);
    CHECK(sqlite3_open(path, &db) == SQLITE_OK);
    if (!CHECK(sqlite3_exec(db, sql, NULL, NULL, NULL) == SQLITE_OK))
        fprintf(stderr, "%s: %s\n", sql, sqlite3_errmsg(db));
    sqlite3_close(db);
}

/* The first column of sql's first row on the test's store, as text in out. */
static bool store_text(const char *sql, char *out, size_t n)
{
    char path[400];
    sqlite3 *db;
    sqlite3_stmt *st = NULL;
    snprintf(path, sizeof path, "%s/" NET_STORE_FILE, t.dir);
    bool ok = sqlite3_open(path, &db) == SQLITE_OK &&
              sqlite3_prepare_v2(db, sql, -1, &st, NULL) == SQLITE_OK &&
              sqlite3_step(st) == SQLITE_ROW && sqlite3_column_text(st, 0);
    if (ok) snprintf(out, n, "%s", (const char *)sqlite3_column_text(st, 0));
    sqlite3_finalize(st);
    sqlite3_close(db);
    return ok;
}

static uint8_t named_token[METRO_NET_TOKEN]; /* "a checksum b"'s seat at table named */

static void seats_by_structure(void)
{
    uint8_t token[METRO_NET_TOKEN], other[METRO_NET_TOKEN];
    harness_connect(&t, 0);
    const uint8_t *got = create(0, "named", "a checksum b", false);
    if (!CHECK(got != NULL)) return;
    memcpy(token, got, sizeof token);
    memcpy(named_token, got, sizeof named_token);
    harness_connect(&t, 1);
    got = create(1, "damaged", "Ann", false);
    if (!CHECK(got != NULL)) return;
    memcpy(other, got, sizeof other);
    harness_run(&t, 100);
    harness_stop(&t);
    /* "meXro-seats": the checksum no longer matches */
    store_sql("UPDATE tables SET seats = replace(seats, 'metro-seats', 'meXro-seats')"
              " WHERE name = 'damaged'");
    restart(true);
    CHECK(strstr(t.logged, "table named resumed") != NULL);
    CHECK(strstr(t.logged, "table damaged not resumed: not a valid seats file") != NULL);
    harness_connect(&t, 0);
    if (!CHECK_EQ(rejoin(0, "named", token), 0)) fprintf(stderr, "%s", t.logged);
    harness_connect(&t, 1);
    metro_msg r = harness_msg(METRO_MSG_REJOIN);
    strcpy(r.u.rejoin.table, "damaged");
    memcpy(r.u.rejoin.token, other, METRO_NET_TOKEN);
    harness_say(&t, 1, &r);
    CHECK_EQ(harness_refusal(&t, 1), METRO_REFUSE_BAD_TOKEN);
    harness_stop(&t);
    store_sql("DELETE FROM tables WHERE name = 'damaged'");
    restart(true);
}

/* ---- After a restart: every seat rejoined is shown present to the others ----------------- */

static void presence_after_restart(void)
{
    uint8_t ann[METRO_NET_TOKEN], bob[METRO_NET_TOKEN];
    harness_connect(&t, 0);
    const uint8_t *got = create(0, "both", "Ann", false);
    if (!CHECK(got != NULL)) return;
    memcpy(ann, got, sizeof ann);
    metro_msg join = harness_msg(METRO_MSG_JOIN);
    strcpy(join.u.join.table, "both"), strcpy(join.u.join.name, "Bob");
    join.u.join.seat = -1;
    harness_connect(&t, 1);
    harness_say(&t, 1, &join);
    const metro_msg *j = harness_expect(&t, 1, METRO_MSG_JOINED);
    if (!CHECK(j != NULL)) return;
    memcpy(bob, j->u.joined.token, sizeof bob);
    harness_run(&t, 50);
    restart(false);
    harness_connect(&t, 0);
    CHECK_EQ(rejoin(0, "both", ann), 0);
    const metro_msg *lobby = harness_expect(&t, 0, METRO_MSG_LOBBY);
    CHECK(lobby && !lobby->u.lobby.seat[1].present); /* Bob is not back yet */
    harness_connect(&t, 1);
    CHECK_EQ(rejoin(1, "both", bob), 0);
    while ((lobby = harness_expect(&t, 0, METRO_MSG_LOBBY)) && !lobby->u.lobby.seat[1].present)
        continue; /* Ann's lobbies until she sees him back */
    CHECK(lobby && lobby->u.lobby.seat[0].present);
}

/* ---- Item 14: finished games leave the names and the start ------------------------------------
 */

/* Plays seat 0 of conn's table (a computer has seat 1) to the end. */
static bool play_to_end(int conn)
{
    for (int turn = 0; turn < 400; turn++) {
        const metro_msg *v = harness_expect(&t, conn, METRO_MSG_VIEW);
        metro_state s;
        int seat;
        char why[200];
        if (!v || !CHECK(metro_view_decode(&s, &seat, v->u.view.bytes, v->u.view.len, why,
                                           sizeof why) == METRO_OK))
            return false;
        if (metro_over(&s)) return true;
        if (s.current != seat) continue;
        metro_move mv;
        metro_msg m = harness_msg(METRO_MSG_MOVE);
        m.u.move.seat = (uint8_t)seat, m.u.move.moves = v->u.view.moves;
        CHECK(metro_ai_choose(metro_ai_find("greedy"), &s, 1, NULL, &mv) == METRO_OK);
        metro_move_format(&s, &mv, m.u.move.text, sizeof m.u.move.text);
        harness_say(&t, conn, &m);
    }
    return false;
}

/* How many finished games of table `name` the store keeps. */
static int finished_saves(const char *name)
{
    char sql[200], n[32] = "";
    snprintf(sql, sizeof sql, "SELECT count(*) FROM finished WHERE name = '%s'", name);
    return store_text(sql, n, sizeof n) ? atoi(n) : -1;
}

static void finished_games(void)
{
    harness_connect(&t, 2);
    CHECK(create(2, "done", "Ann", true) != NULL);
    metro_msg start = harness_msg(METRO_MSG_START);
    harness_say(&t, 2, &start);
    if (!CHECK(play_to_end(2))) return;
    CHECK(harness_expect(&t, 2, METRO_MSG_OVER) != NULL);
    metro_host_disconnected(t.host, 2, t.now);
    harness_run(&t, 300); /* the host notes that nobody is there */
    t.now += 61000;
    harness_run(&t, 300);
    CHECK(!harness_stored_table(t.dir, "done"));
    if (CHECK_EQ(finished_saves("done"), 1)) {
        static metro_game g;
        CHECK(harness_stored_game(t.dir, "done", &g) && metro_over(&g.state));
    }
    /* A finished game a crash left among the tables is put away at start. */
    store_sql("INSERT INTO tables(name, seats, game) SELECT 'crashed', '-', game FROM finished"
              " WHERE name = 'done'");
    restart(false);
    metro_host_stats st;
    metro_host_get_stats(t.host, &st);
    CHECK_EQ(st.finished, 0); /* no finished game read at start */
    CHECK(strstr(t.logged, "table done") == NULL);
    CHECK(!harness_stored_table(t.dir, "crashed") && finished_saves("crashed") == 1);
    harness_connect(&t, 2); /* the name is free again */
    CHECK(create(2, "done", "Bob", false) != NULL);
}

/* ---- A data folder of the file store, taken over ---------------------------------------------
 */

static void put_file(const char *dir, const char *name, const char *text)
{
    char path[600];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    if (CHECK(f != NULL)) CHECK(fputs(text, f) >= 0 && fclose(f) == 0);
}

static bool file_there(const char *dir, const char *name)
{
    char path[600];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    return access(path, F_OK) == 0;
}

static void take_over(void)
{
    static char seats[1 << 14], game[1 << 16];
    char old[sizeof t.dir + 8], mine[sizeof t.dir];
    if (!CHECK(store_text("SELECT seats FROM tables WHERE name = 'named'", seats, sizeof seats)) ||
        !CHECK(store_text("SELECT game FROM tables WHERE name = 'named'", game, sizeof game)))
        return;
    snprintf(mine, sizeof mine, "%s", t.dir);
    snprintf(old, sizeof old, "%s-old", t.dir);
    char sub[sizeof old + 16];
    snprintf(sub, sizeof sub, "%s/finished", old);
    CHECK(mkdir(old, 0700) == 0 && mkdir(sub, 0700) == 0);
    put_file(old, "old.metro", game);
    put_file(old, "old.seats", seats);
    put_file(old, "lone.metro", game); /* a game without seats: kept as finished */
    put_file(old, "finished/fin.20260101-120000.metro", game);
    harness_stop(&t);
    start(old);
    if (!CHECK(strstr(t.logged, "took over 4 files") && strstr(t.logged, "table old resumed")))
        fprintf(stderr, "%s", t.logged);
    CHECK(!file_there(old, "old.metro") && !file_there(old, "old.seats") &&
          !file_there(old, "lone.metro") && !file_there(old, "finished"));
    CHECK(finished_saves("fin") == 1 && finished_saves("lone") == 1);
    harness_connect(&t, 0); /* the seat's token still holds */
    CHECK_EQ(rejoin(0, "old", named_token), 0);
    restart(false); /* taken over once */
    CHECK(strstr(t.logged, "took over") == NULL && strstr(t.logged, "table old resumed") != NULL);
    CHECK(finished_saves("fin") == 1);
    harness_stop(&t);
    harness_remove_dir(old);
    start(mine);
}

/* ---- Item 15: a stop on a failing disk names what it lost --------------------------------------
 */

static void failing_disk(void)
{
    harness_connect(&t, 3);
    CHECK(create(3, "lost", "Ann", true) != NULL);
    metro_msg start = harness_msg(METRO_MSG_START);
    harness_say(&t, 3, &start);
    const metro_msg *v = harness_expect(&t, 3, METRO_MSG_VIEW);
    metro_state s;
    int seat;
    char why[200];
    if (!v || !CHECK(metro_view_decode(&s, &seat, v->u.view.bytes, v->u.view.len, why,
                                       sizeof why) == METRO_OK))
        return;
    /* The disk fails: every write of the store fails from now on. */
    net_saver_break(t.host->saver);
    metro_move mv;
    metro_msg m = harness_msg(METRO_MSG_MOVE);
    m.u.move.seat = (uint8_t)seat, m.u.move.moves = v->u.view.moves;
    CHECK(metro_ai_choose(metro_ai_find("greedy"), &s, 1, NULL, &mv) == METRO_OK);
    metro_move_format(&s, &mv, m.u.move.text, sizeof m.u.move.text);
    harness_say(&t, 3, &m);
    harness_run(&t, 200);
    uint64_t began = metro_net_now_ms();
    metro_host_shutdown(t.host);
    metro_host_stats st;
    metro_host_get_stats(t.host, &st);
    CHECK_EQ(st.unsaved, 1);
    if (!CHECK(strstr(t.logged, "table lost NOT SAVED: moves 1 to ") != NULL))
        fprintf(stderr, "%s", t.logged);
    CHECK(strstr(t.logged, "table done NOT SAVED") == NULL); /* saved before */
    CHECK(metro_net_now_ms() - began < 15000);               /* no wait for a disk that is dead */
}

/* ---- A game read while the saver writes it --------------------------------------------------
 */

/* The test's saver: the game written whole at `whole` moves once the read
 * of appended moves starts on the reader's connection (between the two
 * reads of net_store_game). */
typedef struct race {
    net_store *writer;
    const char *whole;
    bool done;
} race;

static int write_between(unsigned what, void *ctx, void *stmt, void *sql_text)
{
    race *r = ctx;
    (void)what, (void)sql_text;
    const char *sql = sqlite3_sql(stmt);
    if (r->done || !sql || strncmp(sql, "SELECT n, move FROM moves", 25) != 0) return 0;
    r->done = true;
    char err[300];
    net_store_row row = {.name = "race", .game = r->whole};
    CHECK_MSG(net_store_write(r->writer, &row, 1, err, sizeof err), err);
    return 0;
}

/* Moves of a save text, or -1 when it does not load. */
static int moves_in(const char *text)
{
    static metro_game g;
    char why[300];
    if (!text || metro_game_load_text(&g, text, "read", why, sizeof why) != 0) return -1;
    return g.cursor;
}

/* A save that writes the game whole between the read of its base and of the
 * moves appended to it: the reader gets the game before the save or after
 * it, never the old base without its appended moves. */
static void read_while_saved(const char *dir)
{
    static metro_game g;
    metro_config cfg;
    char err[300], appended[4096] = "", *base = NULL, *whole = NULL;
    metro_config_default(&cfg, 2);
    if (!CHECK(metro_game_new(&g, &cfg, err, sizeof err) == METRO_OK)) return;
    for (int i = 0; i < 12; i++) {
        metro_move mv;
        char text[64];
        CHECK(metro_ai_choose(metro_ai_find("random"), &g.state, (uint64_t)i, NULL, &mv) ==
              METRO_OK);
        metro_move_format(&g.state, &mv, text, sizeof text);
        CHECK(metro_game_play(&g, &mv) == METRO_OK);
        if (i == 3) base = net_store_game_text(&g, &(size_t){0}); /* 4 moves */
        if (i >= 4) strcat(strcat(appended, text), "\n");         /* 5 to 12, appended */
    }
    whole = net_store_game_text(&g, &(size_t){0}); /* the 12 written whole */
    net_store *writer = net_store_open(dir, false, err, sizeof err);
    net_store *reader = net_store_open(dir, true, err, sizeof err);
    net_store_row rows[] = {{.name = "race", .seats = "-", .game = base},
                            {.name = "race", .game = appended, .append = true, .first = 4}};
    if (CHECK(writer && reader && base && whole) &&
        CHECK_MSG(net_store_write(writer, rows, 2, err, sizeof err), err)) {
        char *game = net_store_game(reader, "race", err, sizeof err);
        CHECK_EQ(moves_in(game), 12); /* nothing written between: base and appended */
        free(game);
        race r = {writer, whole, false};
        sqlite3_trace_v2(reader->db, SQLITE_TRACE_STMT, write_between, &r);
        game = net_store_game(reader, "race", err, sizeof err);
        CHECK(r.done);
        CHECK_EQ(moves_in(game), 12); /* before the save or after it: 12 either way */
        free(game);
        game = net_store_game(reader, "race", err, sizeof err);
        CHECK_EQ(moves_in(game), 12); /* the whole game, nothing appended */
        free(game);
    }
    if (reader) net_store_close(reader);
    if (writer) net_store_close(writer);
    free(base), free(whole);
}

int main(void)
{
    char dir[] = "/tmp/metro-store-test-XXXXXX";
    if (!mkdtemp(dir)) return perror("mkdtemp"), 1;
    harness_start(&t, dir, 60);
    seats_by_structure();
    take_over();
    presence_after_restart();
    finished_games();
    failing_disk();
    harness_stop(&t);
    harness_remove_dir(dir);
    char race_dir[] = "/tmp/metro-store-race-XXXXXX";
    if (!mkdtemp(race_dir)) return perror("mkdtemp"), 1;
    read_while_saved(race_dir);
    harness_remove_dir(race_dir);
    return check_done();
}
