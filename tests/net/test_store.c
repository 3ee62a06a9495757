/* The host's data folder (docs/protocol.md "Tables on the host"): a seats
 * file is read by its structure (a player named "a checksum b" keeps the
 * table), a seat rejoined after a restart is shown present to the others,
 * finished games leave the folder's names for DIR/finished/ and are not
 * loaded at start, and a stop on a failing disk names the table whose last
 * moves are lost. */
#define _XOPEN_SOURCE 700 /* mkdtemp */
#include <dirent.h>

#include "host_harness.h"
#include "metro/ai.h"
#include "metro/game.h"

static harness t;
static char logged[1 << 16]; /* the host's log since the last start */
static size_t logged_len;

static void capture(void *ctx, const char *line)
{
    (void)ctx;
    int n = snprintf(logged + logged_len, sizeof logged - logged_len, "%s\n", line);
    if (n > 0 && logged_len + (size_t)n < sizeof logged) logged_len += (size_t)n;
    if (getenv("HARNESS_LOG")) fprintf(stderr, "host: %s\n", line);
}

/* harness_start, with the log kept in `logged`. */
static void start(const char *dir)
{
    metro_host_config cfg = {.data_dir = dir,
                             .name = "test",
                             .program = "test-host",
                             .max_tables = 4,
                             .max_connections = HARNESS_CONNS,
                             .grace_seconds = 60,
                             .stand_in_ai = "greedy",
                             .log = capture};
    metro_host_io io = {harness_send, harness_drop, &t};
    char err[300];
    logged_len = 0, logged[0] = 0;
    snprintf(t.dir, sizeof t.dir, "%s", dir);
    t.host = metro_host_new(&cfg, &io, err, sizeof err);
    if (!t.host) fprintf(stderr, "host: %s\n", err), exit(1);
    t.now = 1000;
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

static void file_edit(const char *path, long at, char byte)
{
    FILE *f = fopen(path, "r+");
    if (!CHECK(f != NULL)) return;
    fseek(f, at, SEEK_SET);
    fputc(byte, f);
    fclose(f);
}

static void seats_by_structure(void)
{
    uint8_t token[METRO_NET_TOKEN], other[METRO_NET_TOKEN];
    harness_connect(&t, 0);
    const uint8_t *got = create(0, "named", "a checksum b", false);
    if (!CHECK(got != NULL)) return;
    memcpy(token, got, sizeof token);
    harness_connect(&t, 1);
    got = create(1, "damaged", "Ann", false);
    if (!CHECK(got != NULL)) return;
    memcpy(other, got, sizeof other);
    harness_run(&t, 100);
    harness_stop(&t);
    char path[400];
    snprintf(path, sizeof path, "%s/damaged.seats", t.dir);
    file_edit(path, 2, 'X'); /* "meXro-seats": the checksum no longer matches */
    restart(true);
    CHECK(strstr(logged, "table named resumed") != NULL);
    CHECK(strstr(logged, "table damaged not resumed: not a valid seats file") != NULL);
    harness_connect(&t, 0);
    if (!CHECK_EQ(rejoin(0, "named", token), 0)) fprintf(stderr, "%s", logged);
    harness_connect(&t, 1);
    metro_msg r = harness_msg(METRO_MSG_REJOIN);
    strcpy(r.u.rejoin.table, "damaged");
    memcpy(r.u.rejoin.token, other, METRO_NET_TOKEN);
    harness_say(&t, 1, &r);
    CHECK_EQ(harness_refusal(&t, 1), METRO_REFUSE_BAD_TOKEN);
    harness_stop(&t);
    snprintf(path, sizeof path, "rm -f '%s'/damaged.*", t.dir);
    CHECK(system(path) == 0);
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

/* How many saves in DIR/finished begin with `name.`; the last one in path. */
static int finished_saves(const char *name, char *path, size_t n)
{
    char dir[sizeof t.dir + 16];
    snprintf(dir, sizeof dir, "%s/finished", t.dir);
    DIR *d = opendir(dir);
    int count = 0;
    for (struct dirent *e; d && (e = readdir(d));)
        if (!strncmp(e->d_name, name, strlen(name)) && e->d_name[strlen(name)] == '.') {
            snprintf(path, n, "%s/%s", dir, e->d_name);
            count++;
        }
    if (d) closedir(d);
    return count;
}

static bool exists(const char *name, const char *ext)
{
    char path[400];
    snprintf(path, sizeof path, "%s/%s.%s", t.dir, name, ext);
    return access(path, F_OK) == 0;
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
    char kept[600] = "";
    CHECK(!exists("done", "metro") && !exists("done", "seats"));
    if (CHECK_EQ(finished_saves("done", kept, sizeof kept), 1)) {
        static metro_game g;
        char err[300];
        CHECK(metro_game_load(&g, kept, err, sizeof err) == 0 && metro_over(&g.state));
    }
    /* A finished game a crash left among the tables is put away at start. */
    char cmd[1500];
    snprintf(cmd, sizeof cmd, "cp '%s' '%s/crashed.metro'", kept, t.dir);
    CHECK(system(cmd) == 0);
    restart(false);
    metro_host_stats st;
    metro_host_get_stats(t.host, &st);
    CHECK_EQ(st.finished, 0); /* no finished game read at start */
    CHECK(strstr(logged, "table done") == NULL);
    CHECK(!exists("crashed", "metro") && finished_saves("crashed", kept, sizeof kept) == 1);
    harness_connect(&t, 2); /* the name is free again */
    CHECK(create(2, "done", "Bob", false) != NULL);
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
    char why[200], gone[300];
    if (!v || !CHECK(metro_view_decode(&s, &seat, v->u.view.bytes, v->u.view.len, why,
                                       sizeof why) == METRO_OK))
        return;
    /* The disk fails: the folder is gone (as root, read-only modes do not
     * stop a write). */
    snprintf(gone, sizeof gone, "%s.gone", t.dir);
    CHECK(rename(t.dir, gone) == 0);
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
    if (!CHECK(strstr(logged, "table lost NOT SAVED: moves 1 to ") != NULL))
        fprintf(stderr, "%s", logged);
    CHECK(strstr(logged, "table done NOT SAVED") == NULL); /* saved before */
    CHECK(metro_net_now_ms() - began < 15000);             /* no wait for a disk that is dead */
    CHECK(rename(gone, t.dir) == 0);
}

int main(void)
{
    char dir[] = "/tmp/metro-store-test-XXXXXX";
    if (!mkdtemp(dir)) return perror("mkdtemp"), 1;
    harness_start(&t, dir, 60);
    seats_by_structure();
    presence_after_restart();
    finished_games();
    failing_disk();
    harness_stop(&t);
    harness_remove_dir(dir);
    return check_done();
}
