/* The host (src/net/host.h) without sockets: the protocol's refusals (out of
 * order, another version, garbage, too long, too fast, bad names), a whole
 * game checked against its save, moves for other seats, out of turn, stale
 * and illegal, undo by consent, a stand-in after the grace and the seat
 * handed back, a spectator's view, and a host started again on its saves. */
#define _XOPEN_SOURCE 700 /* mkdtemp */
#include "host_harness.h"
#include "metro/module.h"
#include "metro/ai.h"
#include "metro/game.h"

static harness t;

/* ---- The protocol's refusals ------------------------------------------------------------ */

static void check_refused(int conn, int code, const char *what)
{
    int got = harness_refusal(&t, conn);
    if (!CHECK_EQ(got, code)) fprintf(stderr, "  %s\n", what);
    CHECK(t.in[conn].dropped == metro_refusal_fatal(code));
}

static void protocol_refusals(void)
{
    metro_host_connected(t.host, 0, t.now);
    metro_msg list = harness_msg(METRO_MSG_LIST);
    harness_say(&t, 0, &list);
    check_refused(0, METRO_REFUSE_SEQUENCE, "a message before HELLO");

    metro_msg hello;
    metro_net_hello(&hello, "future");
    hello.u.hello.version = 1;
    metro_host_connected(t.host, 1, t.now);
    harness_say(&t, 1, &hello);
    const metro_msg *r = harness_expect(&t, 1, METRO_MSG_REFUSE);
    CHECK(r && r->u.refuse.code == METRO_REFUSE_VERSION && strstr(r->u.refuse.text, "version 1") &&
          strstr(r->u.refuse.text, "version 3"));

    static const uint8_t garbage[] = {0xFF, 0x00, 0x13, 0x37};
    harness_connect(&t, 2);
    harness_raw(&t, 2, garbage, sizeof garbage);
    check_refused(2, METRO_REFUSE_MALFORMED, "garbage");

    uint8_t buf[4096];
    metro_msg join = harness_msg(METRO_MSG_JOIN);
    strcpy(join.u.join.table, "table"), strcpy(join.u.join.name, "Ann");
    int n = metro_msg_encode(&join, buf, sizeof buf);
    harness_connect(&t, 3);
    harness_raw(&t, 3, buf, (size_t)n - 2);
    check_refused(3, METRO_REFUSE_MALFORMED, "a message cut short");

    memset(buf, 'x', sizeof buf);
    buf[0] = METRO_MSG_CHAT;
    harness_connect(&t, 4);
    harness_raw(&t, 4, buf, 2000);
    check_refused(4, METRO_REFUSE_MALFORMED, "a message too long");

    harness_connect(&t, 5);
    harness_say(&t, 5, &hello);
    metro_net_hello(&hello, "again");
    harness_say(&t, 5, &hello);
    check_refused(5, METRO_REFUSE_SEQUENCE, "HELLO twice");

    harness_connect(&t, 6);
    for (int i = 0; i < 1000 && !t.in[6].dropped; i++) harness_say(&t, 6, &list);
    const metro_msg *flood = NULL;
    while ((flood = harness_expect(&t, 6, METRO_MSG_REFUSE)) &&
           flood->u.refuse.code != METRO_REFUSE_FLOOD)
        continue;
    CHECK(flood && t.in[6].dropped);

    /* Names and texts the decoder refuses: no file name or log line is raw client text. */
    static const char *const tables[] = {"../etc", "a b", "", "123456789012345678901234567890123"};
    for (int i = 0; i < 4; i++) {
        metro_msg w = harness_msg(METRO_MSG_WATCH);
        strcpy(w.u.watch.table, tables[i]);
        harness_connect(&t, 7);
        harness_say(&t, 7, &w);
        check_refused(7, METRO_REFUSE_MALFORMED, tables[i]);
    }
    static const char *const names[] = {"a\nb", " Ann", "\x1b[31mred", "\xc3\x28", "\xe2\x80\xae"};
    for (int i = 0; i < 5; i++) {
        strcpy(join.u.join.name, names[i]);
        harness_connect(&t, 8);
        harness_say(&t, 8, &join);
        check_refused(8, METRO_REFUSE_MALFORMED, "bad player name");
    }
}

/* ---- Helpers for games ------------------------------------------------------------------ */

static const uint8_t *create(int conn, const char *table, int players, const char *modules,
                             const char *kinds, int grace)
{
    metro_msg m = harness_msg(METRO_MSG_CREATE);
    strcpy(m.u.create.table, table);
    metro_config cfg;
    metro_config_default(&cfg, players);
    if (modules[0]) CHECK(metro_modules_parse(modules, &cfg.modules, NULL, 0) == METRO_OK);
    metro_net_setup_from(&m.u.create.setup, &cfg);
    m.u.create.grace = (uint16_t)grace;
    for (int p = 0; p < players; p++) {
        m.u.create.seat_kind[p] = kinds[p] == 'm'   ? METRO_CREATE_MINE
                                  : kinds[p] == 'c' ? METRO_CREATE_COMPUTER
                                                    : METRO_CREATE_OPEN;
        strcpy(m.u.create.seat_text[p], kinds[p] == 'm' ? "Ann" : kinds[p] == 'c' ? "greedy" : "");
    }
    harness_say(&t, conn, &m);
    const metro_msg *j = harness_expect(&t, conn, METRO_MSG_JOINED);
    return j ? j->u.joined.token : NULL;
}

static const uint8_t *join(int conn, const char *table, const char *name)
{
    metro_msg m = harness_msg(METRO_MSG_JOIN);
    strcpy(m.u.join.table, table), strcpy(m.u.join.name, name);
    m.u.join.seat = -1;
    harness_say(&t, conn, &m);
    const metro_msg *j = harness_expect(&t, conn, METRO_MSG_JOINED);
    return j ? j->u.joined.token : NULL;
}

/* The next view conn gets, decoded. */
static bool next_view(int conn, metro_state *s, int *seat, int *moves)
{
    const metro_msg *v = harness_expect(&t, conn, METRO_MSG_VIEW);
    char why[200];
    if (!v) return false;
    *moves = v->u.view.moves;
    return CHECK(metro_view_decode(s, seat, v->u.view.bytes, v->u.view.len, why, sizeof why) ==
                 METRO_OK);
}

static void move_msg(metro_msg *m, int seat, int moves, const metro_state *s, uint64_t seed)
{
    metro_move mv;
    *m = harness_msg(METRO_MSG_MOVE);
    m->u.move.seat = (uint8_t)seat, m->u.move.moves = (uint16_t)moves;
    CHECK(metro_ai_choose(metro_ai_find("greedy"), s, seed, NULL, &mv) == METRO_OK);
    metro_move_format(s, &mv, m->u.move.text, sizeof m->u.move.text);
}

/* ---- A whole game, and moves the host refuses -------------------------------------------- */

static void refused_moves(int owner, int other, const metro_state *s, int moves)
{
    metro_msg m;
    move_msg(&m, 0, moves, s, 1);
    harness_say(&t, other, &m); /* seat 1's connection moves for seat 0 */
    CHECK_EQ(harness_refusal(&t, other), METRO_REFUSE_NOT_YOURS);
    move_msg(&m, 0, moves + 5, s, 1);
    harness_say(&t, owner, &m);
    CHECK_EQ(harness_refusal(&t, owner), METRO_REFUSE_STALE);
    strcpy(m.u.move.text, "zzzz99"), m.u.move.moves = (uint16_t)moves;
    harness_say(&t, owner, &m);
    CHECK_EQ(harness_refusal(&t, owner), METRO_REFUSE_ILLEGAL);
    m.u.move.seat = 1;
    harness_say(&t, other, &m);
    CHECK_EQ(harness_refusal(&t, other), METRO_REFUSE_NOT_TURN);
}

static void whole_game(void)
{
    harness_connect(&t, 0);
    harness_connect(&t, 1);
    CHECK(create(0, "g", 3, "shares,central-stations", "moc", 60) != NULL);
    CHECK(join(1, "g", "Bob") != NULL);
    metro_msg start = harness_msg(METRO_MSG_START);
    harness_say(&t, 1, &start);
    CHECK_EQ(harness_refusal(&t, 1), METRO_REFUSE_NOT_OWNER);
    harness_say(&t, 0, &start);
    metro_state s[2];
    int seat[2], moves[2], done = 0;
    bool refusals_tried = false;
    for (int turn = 0; turn < 400 && !done; turn++) {
        for (int c = 0; c < 2; c++) CHECK(next_view(c, &s[c], &seat[c], &moves[c]));
        CHECK(seat[0] == 0 && seat[1] == 1 && moves[0] == moves[1]);
        if (metro_over(&s[0])) break;
        int mover = s[0].current;
        if (mover == 2) continue; /* the host's computer player */
        if (!refusals_tried && mover == 0) refused_moves(0, 1, &s[0], moves[0]);
        refusals_tried |= mover == 0;
        metro_msg m;
        move_msg(&m, mover, moves[mover], &s[mover], (uint64_t)turn);
        harness_say(&t, mover, &m);
    }
    const metro_msg *over = harness_expect(&t, 0, METRO_MSG_OVER);
    static metro_game saved;
    harness_run(&t, 50);
    if (!CHECK(over && harness_stored_game(t.dir, "g", &saved))) return;
    int score[METRO_MAX_PLAYERS];
    metro_final_scores(&saved.state, score);
    for (int p = 0; p < 3; p++) CHECK_EQ(over->u.over.score[p], score[p]);
    CHECK_STR(saved.seat[1].name, "Bob");
    CHECK_STR(saved.seat[2].controller, "greedy");
}

/* ---- Undo by consent --------------------------------------------------------------------- */

static void undo(void)
{
    harness_connect(&t, 2);
    harness_connect(&t, 3);
    create(2, "u", 2, "", "mo", 60);
    join(3, "u", "Bob");
    metro_msg start = harness_msg(METRO_MSG_START), ask = harness_msg(METRO_MSG_UNDO_ASK);
    harness_say(&t, 2, &start);
    metro_state s;
    int seat, moves;
    CHECK(next_view(2, &s, &seat, &moves));
    metro_msg m;
    move_msg(&m, 0, moves, &s, 7);
    harness_say(&t, 2, &m);
    CHECK(next_view(2, &s, &seat, &moves) && moves == 1);
    ask.u.undo_ask.seat = 1; /* Bob has no move to take back */
    harness_say(&t, 3, &ask);
    CHECK_EQ(harness_refusal(&t, 3), METRO_REFUSE_NOT_NOW);
    ask.u.undo_ask.seat = 0;
    harness_say(&t, 2, &ask);
    const metro_msg *asked = harness_expect(&t, 3, METRO_MSG_UNDO_ASKED);
    CHECK(asked && asked->u.undo_asked.seat == 0 && asked->u.undo_asked.moves == 0);
    metro_msg vote = harness_msg(METRO_MSG_UNDO_VOTE);
    vote.u.undo_vote.seat = 1, vote.u.undo_vote.yes = 0;
    harness_say(&t, 3, &vote);
    const metro_msg *no = harness_expect(&t, 2, METRO_MSG_NOTICE);
    CHECK(no && no->u.notice.kind == METRO_NOTICE_UNDO_NO);
    harness_say(&t, 2, &ask);
    CHECK(harness_expect(&t, 3, METRO_MSG_UNDO_ASKED) != NULL);
    vote.u.undo_vote.yes = 1;
    harness_say(&t, 3, &vote);
    const metro_msg *yes = harness_expect(&t, 2, METRO_MSG_NOTICE);
    CHECK(yes && yes->u.notice.kind == METRO_NOTICE_UNDONE);
    CHECK(next_view(2, &s, &seat, &moves) && moves == 0 && s.current == 0);
    /* Another first move: the store has it, not the one taken back. */
    metro_msg other;
    uint64_t seed = 8;
    do move_msg(&other, 0, 0, &s, seed++);
    while (!strcmp(other.u.move.text, m.u.move.text) && seed < 100);
    harness_say(&t, 2, &other);
    CHECK(next_view(2, &s, &seat, &moves) && moves == 1);
    harness_run(&t, 50);
    static metro_game saved;
    char text[METRO_NET_MOVE_TEXT + 1];
    if (CHECK(harness_stored_game(t.dir, "u", &saved)) && CHECK_EQ(saved.cursor, 1)) {
        metro_move_format(&saved.initial, &saved.moves[0], text, sizeof text);
        CHECK_STR(text, other.u.move.text);
    }
}

/* ---- A stand-in, the seat handed back, a spectator, a restart ------------------------------ */

static uint8_t bob_token[METRO_NET_TOKEN];

static void stand_in(void)
{
    harness_connect(&t, 4);
    harness_connect(&t, 5);
    create(4, "s", 2, "st-petersburg", "mo", 2);
    const uint8_t *token = join(5, "s", "Bob");
    if (token) memcpy(bob_token, token, METRO_NET_TOKEN);
    metro_msg start = harness_msg(METRO_MSG_START);
    harness_say(&t, 4, &start);
    metro_state s;
    int seat, moves = 0, played = 0;
    CHECK(next_view(4, &s, &seat, &moves) && s.current == 0);
    metro_host_disconnected(t.host, 5, t.now);
    harness_run(&t, 2500);
    const metro_msg *n;
    while ((n = harness_expect(&t, 4, METRO_MSG_NOTICE)) &&
           n->u.notice.kind != METRO_NOTICE_STAND_IN)
        continue;
    CHECK(n && n->u.notice.seat == 1);
    /* Ann plays until the game moves on from a position where Bob is to
     * move: only his stand-in can have made that move. */
    int bob_at = -1;
    do {
        if (s.current == 1 && bob_at < 0) bob_at = moves;
        if (s.current != 0) continue;
        metro_msg m;
        move_msg(&m, 0, moves, &s, (uint64_t)moves);
        harness_say(&t, 4, &m);
        played++;
    } while (played < 40 && (bob_at < 0 || moves == bob_at) && next_view(4, &s, &seat, &moves));
    if (!CHECK(bob_at >= 0 && moves > bob_at))
        fprintf(stderr, "  Bob to move at %d, moves %d, played %d\n", bob_at, moves, played);
    harness_connect(&t, 6);
    metro_msg rejoin = harness_msg(METRO_MSG_REJOIN);
    strcpy(rejoin.u.rejoin.table, "s");
    memcpy(rejoin.u.rejoin.token, bob_token, METRO_NET_TOKEN);
    harness_say(&t, 6, &rejoin);
    const metro_msg *j = harness_expect(&t, 6, METRO_MSG_JOINED);
    CHECK(j && j->u.joined.seat == 1);
    while ((n = harness_expect(&t, 4, METRO_MSG_NOTICE)) && n->u.notice.kind != METRO_NOTICE_BACK)
        continue;
    CHECK(n != NULL);
    /* A spectator sees only what is public. */
    metro_msg watch = harness_msg(METRO_MSG_WATCH);
    strcpy(watch.u.watch.table, "s");
    harness_connect(&t, 7);
    harness_say(&t, 7, &watch);
    CHECK(next_view(7, &s, &seat, &moves) && seat == -1);
}

/* Tables nobody is at: a finished one leaves memory (its save joins the
 * finished games: the name is free), an abandoned lobby is closed (name free). */
static bool listed(int conn, const char *name)
{
    metro_msg list = harness_msg(METRO_MSG_LIST);
    harness_say(&t, conn, &list);
    const metro_msg *r = harness_expect(&t, conn, METRO_MSG_TABLES);
    for (int i = 0; r && i < r->u.tables.n; i++)
        if (!strcmp(r->u.tables.table[i].name, name)) return true;
    return false;
}

static void idle_tables(void)
{
    harness_connect(&t, 8);
    create(8, "lonely", 2, "", "mo", 60);
    harness_run(&t, 100);
    for (int c = 0; c <= 8; c++) metro_host_disconnected(t.host, c, t.now);
    harness_connect(&t, 9);
    CHECK(listed(9, "g") && listed(9, "lonely"));
    harness_run(&t, 300); /* the host notes that nobody is there */
    t.now += 61000;
    harness_run(&t, 300);
    CHECK(!listed(9, "g") && !listed(9, "lonely")); /* both after a minute */
    harness_connect(&t, 10);
    CHECK(create(10, "lonely", 2, "", "mo", 60) != NULL);
    harness_connect(&t, 11);
    CHECK(create(11, "g", 2, "", "mo", 60) != NULL);
}

static void restart(void)
{
    char dir[sizeof t.dir];
    snprintf(dir, sizeof dir, "%s", t.dir);
    harness_stop(&t);
    harness_start(&t, dir, 60);
    harness_connect(&t, 0);
    metro_msg rejoin = harness_msg(METRO_MSG_REJOIN);
    strcpy(rejoin.u.rejoin.table, "s");
    memcpy(rejoin.u.rejoin.token, bob_token, METRO_NET_TOKEN);
    harness_say(&t, 0, &rejoin);
    metro_state s;
    int seat, moves;
    CHECK(harness_expect(&t, 0, METRO_MSG_JOINED) != NULL);
    CHECK(next_view(0, &s, &seat, &moves) && seat == 1 && moves >= 4);
    rejoin.u.rejoin.token[0] ^= 1;
    harness_say(&t, 0, &rejoin);
    CHECK_EQ(harness_refusal(&t, 0), METRO_REFUSE_BAD_TOKEN);
}

int main(void)
{
    char dir[] = "/tmp/metro-host-test-XXXXXX";
    if (!mkdtemp(dir)) return perror("mkdtemp"), 1;
    harness_start(&t, dir, 2);
    protocol_refusals();
    whole_game();
    undo();
    stand_in();
    idle_tables();
    restart();
    harness_stop(&t);
    harness_remove_dir(dir);
    return check_done();
}
