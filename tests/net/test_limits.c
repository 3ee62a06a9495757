/* The host's limits against hostile clients (issue 36, items 9-12;
 * docs/protocol.md "Limits"), without sockets: each hostile client acts
 * beside an honest table, and the honest table must play its game to the
 * end with none of its moves refused, within a bound of the host's clock
 * (counted in its milliseconds, not measured on the wall). */
#define _XOPEN_SOURCE 700 /* mkdtemp */
#include "host_harness.h"
#include "host_internal.h" /* to see a vote open while a computer moves */
#include "metro/ai.h"
#include "metro/game.h"

static harness t;

enum { ANN = 0, BOB = 1 }; /* the honest table's two connections */

static void start(const char *dir, metro_host_config cfg)
{
    cfg.data_dir = dir, cfg.name = "test", cfg.program = "test-host";
    cfg.max_connections = HARNESS_CONNS, cfg.grace_seconds = 1, cfg.stand_in_ai = "greedy";
    cfg.log = harness_log, cfg.log_ctx = &t;
    t.logged_len = 0, t.logged[0] = 0;
    metro_host_io io = {harness_send, harness_drop, &t};
    char err[300];
    snprintf(t.dir, sizeof t.dir, "%s", dir);
    t.host = metro_host_new(&cfg, &io, err, sizeof err);
    if (!t.host) fprintf(stderr, "host: %s\n", err), exit(1);
    t.now = 1000;
}

static void connect_from(int conn, uint32_t ip)
{
    metro_msg hello;
    metro_host_connected_from(t.host, conn, ip, t.now);
    metro_net_hello(&hello, "test");
    harness_say(&t, conn, &hello);
}

/* CREATE of `table` with seats given by kinds ('m' mine, 'o' open, 'c' a
 * computer player `ai`); the refusal code, 0 when JOINED came. */
static int create(int conn, const char *table, const char *kinds, const char *ai)
{
    metro_msg m = harness_msg(METRO_MSG_CREATE);
    strcpy(m.u.create.table, table);
    metro_config cfg;
    int players = (int)strlen(kinds);
    metro_config_default(&cfg, players);
    metro_net_setup_from(&m.u.create.setup, &cfg);
    for (int p = 0; p < players; p++) {
        m.u.create.seat_kind[p] = kinds[p] == 'm'   ? METRO_CREATE_MINE
                                  : kinds[p] == 'c' ? METRO_CREATE_COMPUTER
                                                    : METRO_CREATE_OPEN;
        strcpy(m.u.create.seat_text[p], kinds[p] == 'm' ? "Ann" : kinds[p] == 'c' ? ai : "");
    }
    harness_say(&t, conn, &m);
    for (harness_inbox *in = &t.in[conn]; in->read < in->n; in->read++) {
        const metro_msg *r = in->msg[in->read];
        if (r->type == METRO_MSG_REFUSE) return in->read++, r->u.refuse.code;
    }
    return harness_expect(&t, conn, METRO_MSG_JOINED) ? 0 : -1;
}

static void say(int conn, int type)
{
    metro_msg m = harness_msg(type);
    harness_say(&t, conn, &m);
}

static void join(int conn, const char *table)
{
    metro_msg m = harness_msg(METRO_MSG_JOIN);
    strcpy(m.u.join.table, table), strcpy(m.u.join.name, "Bob");
    m.u.join.seat = -1;
    harness_say(&t, conn, &m);
    CHECK(harness_expect(&t, conn, METRO_MSG_JOINED) != NULL);
}

/* ---- An honest table, played to its end ------------------------------------------------- */

/* One client at a table: it answers its latest view with a move of the
 * greedy player, votes no to another seat's undo, and counts what it was
 * refused (the hostile Eve plays her moves through one too). */
typedef struct player {
    int conn, refusals, refused_here, refused_game, moves, asked;
    int think_ms;     /* before it votes */
    uint64_t vote_at; /* when it says no to the open vote, 0 none */
    bool over, want_move, hostile, never_votes;
    metro_state s;
    int view_seat, view_moves;
} player;

static void on_refusal(player *c, const metro_msg *m)
{
    c->refusals++;
    c->refused_here += strstr(m->u.refuse.text, "at this move") != NULL;
    c->refused_game += strstr(m->u.refuse.text, "in this game") != NULL;
    if (!c->hostile || getenv("HARNESS_LOG"))
        fprintf(stderr, "  the honest connection %d was refused: %s\n", c->conn, m->u.refuse.text);
}

static void player_read(player *c)
{
    harness_inbox *in = &t.in[c->conn];
    for (; in->read < in->n; in->read++) {
        const metro_msg *m = in->msg[in->read];
        char why[200];
        if (m->type == METRO_MSG_VIEW) {
            int seat;
            CHECK(metro_view_decode(&c->s, &seat, m->u.view.bytes, m->u.view.len, why,
                                    sizeof why) == METRO_OK);
            c->view_seat = seat, c->view_moves = m->u.view.moves;
            c->want_move = !metro_over(&c->s) && c->s.current == seat;
        } else if (m->type == METRO_MSG_REFUSE) {
            on_refusal(c, m);
        } else if (m->type == METRO_MSG_UNDO_ASKED && m->u.undo_asked.seat != c->view_seat &&
                   !c->never_votes) {
            c->asked++;
            c->vote_at = t.now + (uint64_t)c->think_ms;
        } else if (m->type == METRO_MSG_NOTICE && (m->u.notice.kind == METRO_NOTICE_UNDO_NO ||
                                                   m->u.notice.kind == METRO_NOTICE_UNDONE)) {
            c->vote_at = 0; /* the vote ended */
        } else if (m->type == METRO_MSG_OVER) {
            c->over = true;
        }
    }
}

static void player_act(player *c)
{
    player_read(c);
    if (c->vote_at && t.now >= c->vote_at) {
        metro_msg v = harness_msg(METRO_MSG_UNDO_VOTE);
        v.u.undo_vote.seat = (uint8_t)c->view_seat, v.u.undo_vote.yes = 0;
        harness_say(&t, c->conn, &v);
        c->vote_at = 0;
    }
    if (!c->want_move) return;
    c->want_move = false;
    c->vote_at = 0; /* moving ends the vote */
    metro_msg m = harness_msg(METRO_MSG_MOVE);
    metro_move mv;
    m.u.move.seat = (uint8_t)c->view_seat, m.u.move.moves = (uint16_t)c->view_moves;
    CHECK(metro_ai_choose(metro_ai_find("greedy"), &c->s, (uint64_t)c->view_moves, NULL, &mv) ==
          METRO_OK);
    metro_move_format(&c->s, &mv, m.u.move.text, sizeof m.u.move.text);
    harness_say(&t, c->conn, &m);
    c->moves++;
}

/* The hostile client's turn between two rounds of the table. */
typedef void (*hostile_fn)(player *players);

/* Plays the table's game to the end (players[0] is honest); false when it
 * did not end within `limit_ms` of the host's clock. */
static bool play_game(player *players, int n, hostile_fn hostile, long limit_ms)
{
    uint64_t began = t.now;
    while ((long)(t.now - began) < limit_ms) {
        for (int i = 0; i < n; i++) player_act(&players[i]);
        if (hostile) hostile(players);
        if (players[0].over) return true;
        metro_host_tick(t.host, t.now++);
        struct timespec ts = {0, 100000};
        nanosleep(&ts, NULL);
    }
    fprintf(stderr, "  the game did not end in %ld ms of the host's clock\n", limit_ms);
    return false;
}

/* A fresh host on a folder of its own, with the limits of cfg. */
static char dir[64];

static void fresh_host(metro_host_config cfg)
{
    snprintf(dir, sizeof dir, "/tmp/metro-limits-XXXXXX");
    if (!mkdtemp(dir)) perror("mkdtemp"), exit(1);
    start(dir, cfg);
}

static void end_host(void)
{
    harness_stop(&t);
    harness_remove_dir(dir);
}

/* The honest table "calm": Ann (connection ANN), then `kinds`; Bob joins
 * its open seat from BOB when there is one. */
static void seat_calm(const char *kinds, const char *ai)
{
    CHECK_EQ(create(ANN, "calm", kinds, ai), 0);
    if (strchr(kinds, 'o')) join(BOB, "calm");
    say(ANN, METRO_MSG_START);
}

/* ---- Item 9: undo asks --------------------------------------------------------------------- */

/* Eve sits at Ann's table and asks for an undo every 7 ms of the host's
 * clock: she must not hold up Ann's moves nor the computer's, and most of
 * her asks are refused. */
static int moved_in_vote, vote_cursor = -1;

/* Moves played while a vote stayed open: only a computer's can be (a
 * player's move ends the vote first). */
static void watch_votes(void)
{
    const host_table *calm = host_find_table(t.host, "calm");
    if (!calm) return;
    bool open = calm->vote.open;
    moved_in_vote += open && vote_cursor >= 0 && calm->game->cursor > vote_cursor;
    vote_cursor = open ? calm->game->cursor : -1;
}

static void eve_asks(player *players)
{
    static int eve_moves;
    player *eve = &players[1];
    watch_votes();
    bool just_moved = eve->moves != eve_moves; /* the computer is to move next */
    eve_moves = eve->moves;
    if ((t.now % 7 && !just_moved) || eve->view_moves == 0) return;
    metro_msg ask = harness_msg(METRO_MSG_UNDO_ASK);
    ask.u.undo_ask.seat = (uint8_t)eve->view_seat;
    harness_say(&t, eve->conn, &ask);
}

/* Lets the host's clock run, `other` playing its turns, until c may move
 * (a turn of Metro may take more than one move). */
static bool await_turn(player *c, player *other)
{
    for (int i = 0; i < 20000 && !c->want_move; i++) {
        player_act(other);
        player_read(c);
        harness_run(&t, 1);
    }
    return c->want_move;
}

/* A move during an open vote is played (the vote ends), and at one move a
 * seat asks twice at most: the third ask is refused. */
static void undo_asks_at_one_move(void)
{
    harness_connect(&t, 2);
    harness_connect(&t, 3);
    CHECK_EQ(create(2, "duel", "mo", ""), 0);
    join(3, "duel");
    say(2, METRO_MSG_START);
    player ann = {.conn = 2, .hostile = true},
           bob = {.conn = 3, .hostile = true, .never_votes = true};
    CHECK(await_turn(&bob, &ann));
    metro_msg ask = harness_msg(METRO_MSG_UNDO_ASK), no = harness_msg(METRO_MSG_UNDO_VOTE);
    harness_say(&t, 2, &ask); /* Ann asks; Bob moves instead of voting */
    int before = bob.view_moves;
    player_act(&bob);
    for (int i = 0; i < 20000 && ann.view_moves == before; i++)
        player_read(&ann), harness_run(&t, 1);
    CHECK_EQ(ann.view_moves, before + 1);
    CHECK_EQ(bob.refusals, 0);
    ask.u.undo_ask.seat = 1, no.u.undo_vote.seat = 0;
    for (int i = 0; i < 3; i++) {
        harness_say(&t, 3, &ask);
        if (i < 2) harness_say(&t, 2, &no);
    }
    player_read(&bob);
    CHECK_EQ(bob.refused_here, 1);
    CHECK_EQ(bob.refusals, 1);
}

static void undo_asks(void)
{
    fresh_host((metro_host_config){.max_tables = 4, .undo_asks = 6});
    undo_asks_at_one_move();
    harness_connect(&t, ANN);
    harness_connect(&t, BOB);
    seat_calm("moc", "greedy");
    player p[2] = {{.conn = ANN, .think_ms = 200}, {.conn = BOB, .hostile = true}};
    CHECK(play_game(p, 2, eve_asks, 60000));
    CHECK_EQ(p[0].refusals, 0);
    if (!CHECK(moved_in_vote > 0)) fprintf(stderr, "  no computer move during a vote\n");
    if (!CHECK(p[0].asked <= 6 && p[1].refused_game > 0))
        fprintf(stderr, "  Ann was asked %d times; Eve was refused %d times in the game\n",
                p[0].asked, p[1].refused_game);
    end_host();
}

/* ---- Item 10: computer players' time --------------------------------------------------- */

/* Mallory makes tables of one seat and five computer players each, starts
 * them and leaves (a stand-in plays his seat): five tables whose computers
 * always want the worker. Fewer than `tables` when the host refuses. */
static int busy_tables(int conn, int tables, const char *ai)
{
    char name[32];
    int made = 0;
    for (int i = 0; i < tables; i++) {
        snprintf(name, sizeof name, "busy%d_%d", conn, i);
        if (create(conn, name, "mccccc", ai) != 0) break;
        say(conn, METRO_MSG_START);
        say(conn, METRO_MSG_LEAVE);
        made++;
    }
    return made;
}

static void computer_time(void)
{
    fresh_host((metro_host_config){.max_tables = 8, .max_ai = "medium", .ai_ms = 100});
    connect_from(2, 66);
    CHECK_EQ(create(2, "hard", "mc", "strong"), METRO_REFUSE_BAD_SETUP);
    CHECK_EQ(create(2, "lobby", "mo", ""), 0);
    metro_msg seat = harness_msg(METRO_MSG_SEAT);
    seat.u.seat.seat = 1, seat.u.seat.kind = METRO_SEAT_COMPUTER;
    strcpy(seat.u.seat.ai, "strong");
    harness_say(&t, 2, &seat);
    CHECK_EQ(harness_refusal(&t, 2), METRO_REFUSE_BAD_SETUP);
    say(2, METRO_MSG_LEAVE);
    connect_from(3, 66);
    connect_from(4, 66);
    int busy = busy_tables(3, 2, "medium");
    busy += busy_tables(4, 3, "medium");
    CHECK_EQ(busy, 5);
    harness_run(&t, 3000); /* the stand-ins arrive; the busy tables' computers run */
    metro_host_stats before, after;
    metro_host_get_stats(t.host, &before);
    harness_connect(&t, ANN);
    seat_calm("mccccc", "greedy");
    player ann = {.conn = ANN};
    CHECK(play_game(&ann, 1, NULL, 600000));
    metro_host_get_stats(t.host, &after);
    /* Each computer move of the calm table waits for the busy tables'
     * running move at most, not for one of each (first come, first
     * served: about five). */
    long calm = ann.view_moves, computers = calm - ann.moves;
    long others = after.moves - before.moves - calm;
    if (!CHECK(computers > 0 && others <= 3 * computers) || getenv("HARNESS_LOG"))
        fprintf(stderr,
                "  %ld moves of the busy tables during %ld computer moves of the calm one\n",
                others, computers);
    end_host();
}

/* The worker shares a move's time among the tables waiting: with five
 * jobs behind it a job thinks a fifth of --ai-ms, the last one alone all
 * of it (CPU time of the worker's thread, so the machine's load does not
 * matter). */
static void shared_budget(void)
{
    static metro_game g;
    static net_ai_job job;
    metro_config cfg;
    char err[200];
    metro_config_default(&cfg, 2);
    cfg.seed = 5;
    CHECK(metro_game_new(&g, &cfg, err, sizeof err) == METRO_OK);
    net_workers *w = net_workers_start();
    job.state = g.state, job.seat = g.state.current, job.ms = 200;
    strcpy(job.ai, "medium");
    for (int i = 0; i < 6; i++) {
        job.serial = (uint64_t)i + 1, job.priority = i;
        CHECK(net_workers_submit(w, &job));
    }
    net_ai_result r[6];
    double cpu[7] = {0};
    for (int got = 0, round = 0; got < 6 && round < 60000; round++) {
        int n = net_workers_take(w, r, 6);
        for (int i = 0; i < n; i++) cpu[r[i].serial] = r[i].cpu_ms, got++;
        struct timespec ms = {0, 1000000};
        nanosleep(&ms, NULL);
    }
    net_workers_stop(w);
    /* Job 1 may have started alone; job 2 had four behind it. */
    if (!CHECK(cpu[2] > 0 && cpu[2] < 120 && cpu[6] >= 150))
        fprintf(stderr, "  CPU ms of the second job %.0f, of the last %.0f (budget 200)\n", cpu[2],
                cpu[6]);
}

/* ---- Item 11: connections ----------------------------------------------------------------- */

/* The refusal conn got last (0 none), and whether it was closed. */
static int last_refusal(int conn)
{
    int code = 0;
    for (harness_inbox *in = &t.in[conn]; in->read < in->n; in->read++)
        if (in->msg[in->read]->type == METRO_MSG_REFUSE) code = in->msg[in->read]->u.refuse.code;
    return code;
}

static void connections(void)
{
    fresh_host((metro_host_config){.max_tables = 4, .per_address = 3, .idle_seconds = 30});
    connect_from(ANN, 1);
    connect_from(BOB, 2);
    seat_calm("moc", "greedy");
    /* One address: three connections, the fourth is refused and closed. */
    for (int c = 2; c <= 5; c++) connect_from(c, 66);
    CHECK(!t.in[4].dropped && t.in[5].dropped);
    CHECK_EQ(last_refusal(5), METRO_REFUSE_FULL);
    /* Silent at no table for --idle: closed; Ann and Bob, silent at their
     * table, are not. */
    harness_run(&t, 31000);
    CHECK(t.in[2].dropped && t.in[3].dropped && t.in[4].dropped);
    CHECK_EQ(last_refusal(2), METRO_REFUSE_FULL);
    CHECK(!t.in[ANN].dropped && !t.in[BOB].dropped);
    /* Nearly every slot taken by connections at no table: newcomers 14
     * and 15 find room, since the longest silent ones make it. */
    for (int c = 2; c <= 13; c++) {
        for (int i = 0; i < t.in[c].n; i++) free(t.in[c].msg[i]);
        t.in[c] = (harness_inbox){0};
        connect_from(c, (uint32_t)(100 + c));
        t.now += 10;
    }
    harness_run(&t, 11000);
    connect_from(14, 114);
    connect_from(15, 115);
    CHECK(t.in[2].dropped && t.in[3].dropped && !t.in[4].dropped);
    CHECK(!t.in[14].dropped && !t.in[15].dropped);
    CHECK_EQ(last_refusal(2), METRO_REFUSE_FULL);
    player p[2] = {{.conn = ANN}, {.conn = BOB}};
    CHECK(play_game(p, 2, NULL, 60000));
    CHECK(p[0].refusals == 0 && p[1].refusals == 0 && !t.in[ANN].dropped);
    end_host();
}

/* ---- Item 12: lobbies ---------------------------------------------------------------------- */

static bool listed(int conn, const char *name)
{
    say(conn, METRO_MSG_LIST);
    const metro_msg *r = harness_expect(&t, conn, METRO_MSG_TABLES);
    for (int i = 0; r && i < r->u.tables.n; i++)
        if (!strcmp(r->u.tables.table[i].name, name)) return true;
    return false;
}

/* Mallory makes lobbies and leaves them: two per connection, three per
 * address here; the empty ones close within a minute, after a restart
 * too, and an honest table is made and played meanwhile. */
static void lobbies(void)
{
    fresh_host((metro_host_config){.max_tables = 8, .lobbies_per_address = 3});
    connect_from(2, 66);
    CHECK_EQ(create(2, "l1", "mo", ""), 0);
    say(2, METRO_MSG_LEAVE);
    CHECK_EQ(create(2, "l2", "mo", ""), 0);
    say(2, METRO_MSG_LEAVE);
    CHECK_EQ(create(2, "l3", "mo", ""), METRO_REFUSE_TOO_MANY);
    connect_from(3, 66);
    CHECK_EQ(create(3, "l3", "mo", ""), 0); /* stays: it is not empty */
    connect_from(4, 66);
    CHECK_EQ(create(4, "l4", "mo", ""), METRO_REFUSE_TOO_MANY);
    connect_from(ANN, 1);
    connect_from(BOB, 2);
    seat_calm("moc", "greedy");
    player p[2] = {{.conn = ANN}, {.conn = BOB}};
    CHECK(play_game(p, 2, NULL, 60000));
    CHECK(p[0].refusals == 0 && p[1].refusals == 0);
    harness_run(&t, 61000);
    CHECK(!listed(ANN, "l1") && !listed(ANN, "l2") && listed(ANN, "l3"));
    CHECK(!harness_stored_table(dir, "l1") && harness_stored_table(dir, "l3"));
    /* Restarted, the host closes the lobby nobody came back to as fast. */
    harness_stop(&t);
    start(dir, (metro_host_config){.max_tables = 8});
    connect_from(ANN, 1);
    CHECK(listed(ANN, "l3"));
    harness_run(&t, 61000);
    CHECK(!listed(ANN, "l3"));
    end_host();
}

int main(void)
{
    undo_asks();
    computer_time();
    shared_budget();
    connections();
    lobbies();
    (void)harness_start;
    return check_done();
}
