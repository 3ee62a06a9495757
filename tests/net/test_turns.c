/* Tables on a server (docs/protocol.md "Tables on a server"): the list
 * shows waiting tables first, then games in play with whose turn it is and
 * their deadline; a private table is never listed and is joined only with
 * its invitation code; a turn-based table lets an absent player's turn
 * wait until its deadline, then the host's computer plays that one turn
 * (and says so); a spectator arriving late gets the public record of the
 * moves; a player's own tables are found by their key (MINE); deadlines,
 * invitations and keys survive a restart. */
#define _XOPEN_SOURCE 700 /* mkdtemp */
#include "host_harness.h"
#include "metro/ai.h"

static harness t;
/* A host on `dir`, its log kept in t.logged. */
static void start(const char *dir)
{
    harness_start_with(&t, dir, 60, 8);
}

/* Creates `name` from conn: seat 1 conn's (`who`), the rest open, or the
 * last a computer; the JOINED answer (copied), or an empty one. */
static metro_msg create(int conn, const char *name, const char *who, int players, bool computer,
                        int deadline, bool private_table)
{
    metro_msg m = harness_msg(METRO_MSG_CREATE);
    metro_config cfg;
    metro_config_default(&cfg, players);
    metro_net_setup_from(&m.u.create.setup, &cfg);
    strcpy(m.u.create.table, name);
    for (int p = 0; p < players; p++) m.u.create.seat_kind[p] = METRO_CREATE_OPEN;
    m.u.create.seat_kind[0] = METRO_CREATE_MINE, strcpy(m.u.create.seat_text[0], who);
    if (computer) {
        m.u.create.seat_kind[players - 1] = METRO_CREATE_COMPUTER;
        strcpy(m.u.create.seat_text[players - 1], "greedy");
    }
    m.u.create.deadline = (uint8_t)deadline;
    m.u.create.private_table = private_table;
    harness_connect(&t, conn);
    harness_say(&t, conn, &m);
    const metro_msg *j = harness_expect(&t, conn, METRO_MSG_JOINED);
    metro_msg out = {0};
    if (CHECK(j != NULL)) out = *j;
    return out;
}

/* conn JOINs `name` with `invite`: 0, or the refusal's code. */
static int join(int conn, const char *name, const char *who, const char *invite)
{
    metro_msg m = harness_msg(METRO_MSG_JOIN);
    strcpy(m.u.join.table, name), strcpy(m.u.join.name, who), strcpy(m.u.join.invite, invite);
    m.u.join.seat = -1;
    harness_connect(&t, conn);
    harness_say(&t, conn, &m);
    harness_inbox *in = &t.in[conn];
    for (int round = 0; round < 5000; round++, harness_run(&t, 1))
        for (; in->read < in->n; in->read++) {
            const metro_msg *r = in->msg[in->read];
            if (r->type == METRO_MSG_JOINED) return 0;
            if (r->type == METRO_MSG_REFUSE) return r->u.refuse.code;
        }
    return -1;
}

static const metro_msg *list(int conn)
{
    metro_msg m = harness_msg(METRO_MSG_LIST);
    harness_connect(&t, conn);
    harness_say(&t, conn, &m);
    return harness_expect(&t, conn, METRO_MSG_TABLES);
}

static void start_game(int conn)
{
    metro_msg m = harness_msg(METRO_MSG_START);
    harness_say(&t, conn, &m);
    harness_run(&t, 100);
}

/* ---- The list, private tables -----------------------------------------------------------------
 */

static char invite[METRO_NET_INVITE + 1];

static void listing(void)
{
    create(1, "alpha", "Ann", 2, true, 24, false); /* made first, and in play */
    start_game(1);
    create(0, "zeta", "Zoe", 2, false, 0, false); /* waiting for a player */
    metro_msg secret = create(2, "secret", "Sam", 3, false, 1, true);
    CHECK(metro_net_invite_ok(secret.u.joined.invite));
    snprintf(invite, sizeof invite, "%s", secret.u.joined.invite);
    const metro_msg *r = list(3);
    if (!CHECK(r != NULL) || !CHECK_EQ(r->u.tables.n, 2)) return;
    CHECK_EQ(r->u.tables.total, 2); /* the private table is not listed */
    const metro_net_table_info *first = &r->u.tables.table[0], *second = &r->u.tables.table[1];
    CHECK_STR(first->name, "zeta"); /* waiting first, though "alpha" sorts before it */
    CHECK(first->deadline == 0 && first->turn == METRO_NET_NO_SEAT && first->open == 1);
    CHECK_STR(second->name, "alpha");
    CHECK(second->state == METRO_TABLE_PLAYING && second->deadline == 24);
    if (CHECK(second->turn < 2)) CHECK_STR(second->turn_name, second->turn == 0 ? "Ann" : "greedy");

    /* The private table: refused without its code or with another, and
     * to spectators; joined with it. */
    CHECK_EQ(join(4, "secret", "Eve", ""), METRO_REFUSE_NO_TABLE);
    char wrong[] = "ABCDEFGH";
    if (!strcmp(wrong, invite)) wrong[0] = 'Z';
    CHECK_EQ(join(5, "secret", "Eve", wrong), METRO_REFUSE_NO_TABLE);
    metro_msg w = harness_msg(METRO_MSG_WATCH);
    strcpy(w.u.watch.table, "secret");
    harness_connect(&t, 6);
    harness_say(&t, 6, &w);
    CHECK_EQ(harness_refusal(&t, 6), METRO_REFUSE_NO_TABLE);
    CHECK_EQ(join(7, "secret", "Bob", invite), 0);

    /* Only the deadlines the protocol names. */
    metro_msg bad = harness_msg(METRO_MSG_CREATE);
    metro_config cfg;
    metro_config_default(&cfg, 2);
    metro_net_setup_from(&bad.u.create.setup, &cfg);
    strcpy(bad.u.create.table, "odd");
    bad.u.create.seat_kind[0] = METRO_CREATE_MINE, strcpy(bad.u.create.seat_text[0], "Odd");
    bad.u.create.deadline = 5;
    harness_connect(&t, 8);
    harness_say(&t, 8, &bad);
    CHECK_EQ(harness_refusal(&t, 8), METRO_REFUSE_BAD_SETUP);
}

/* ---- Deadlines ----------------------------------------------------------------------------------
 */

/* The seat to move in the latest view conn has been sent so far; -1 if
 * no view came since the last call. */
static int latest_turn(int conn)
{
    int turn = -1, seat;
    harness_inbox *in = &t.in[conn];
    static metro_state s;
    char why[200];
    for (; in->read < in->n; in->read++) {
        const metro_msg *v = in->msg[in->read];
        if (v->type == METRO_MSG_VIEW &&
            CHECK(metro_view_decode(&s, &seat, v->u.view.bytes, v->u.view.len, why, sizeof why) ==
                  METRO_OK))
            turn = s.current;
    }
    return turn;
}

static bool noticed(int conn, int kind)
{
    const harness_inbox *in = &t.in[conn];
    for (int i = 0; i < in->n; i++)
        if (in->msg[i]->type == METRO_MSG_NOTICE && in->msg[i]->u.notice.kind == kind) return true;
    return false;
}

/* Lets `minutes` of the host's clock pass, a second at a time. */
static void wait_minutes(int minutes)
{
    for (int s = 0; s < minutes * 60; s++) {
        t.now += 1000;
        harness_run(&t, 1);
    }
    /* the computer moves started: until they are saved and their views sent
     * (nothing new for 10 s of the host's clock; the computer thinks in
     * real time, a heavy load slows it) */
    for (int quiet = 0, seen = t.in[10].n; quiet < 50; quiet++) {
        harness_run(&t, 200);
        if (t.in[10].n != seen) seen = t.in[10].n, quiet = 0;
    }
}

static void deadlines(void)
{
    create(9, "slow", "Ann", 2, false, 1, false);
    CHECK_EQ(join(10, "slow", "Bob", ""), 0);
    start_game(9);
    harness_run(&t, 100);
    CHECK_EQ(latest_turn(10), 0);
    metro_host_disconnected(t.host, 9, t.now); /* Ann (seat 1, to move) goes away */
    wait_minutes(59);
    CHECK_EQ(latest_turn(10), -1); /* no stand-in for an absent player: her turn waits */
    CHECK(!noticed(10, METRO_NOTICE_STAND_IN) && !noticed(10, METRO_NOTICE_DEADLINE));
    wait_minutes(2);
    CHECK_EQ(latest_turn(10), 1); /* the deadline passed: the computer played her turn */
    CHECK(noticed(10, METRO_NOTICE_DEADLINE));
    if (!CHECK(strstr(t.logged, "table slow: seat 1 (Ann) missed the 1 h deadline") != NULL))
        fprintf(stderr, "%s", t.logged);
    wait_minutes(57); /* Bob's turn now (for a minute or two), with a deadline of its own */
    CHECK_EQ(latest_turn(10), -1);
    wait_minutes(4);
    CHECK_EQ(latest_turn(10), 0); /* Bob missed his too */
    wait_minutes(30);             /* Ann's turn again: one missed turn is no stand-in for good */
    CHECK_EQ(latest_turn(10), -1);
}

/* ---- Catch-up: a spectator arriving late gets the public record ---------------------------- */

static void catch_up(void)
{
    metro_msg w = harness_msg(METRO_MSG_WATCH);
    strcpy(w.u.watch.table, "slow");
    harness_connect(&t, 11);
    harness_say(&t, 11, &w);
    const metro_msg *r = harness_expect(&t, 11, METRO_MSG_RECORD);
    static metro_game g;
    if (!CHECK(r != NULL) || !CHECK(harness_stored_game(t.dir, "slow", &g)) ||
        !CHECK_EQ(r->u.record.total, g.cursor) || !CHECK_EQ(r->u.record.n, g.cursor))
        return;
    CHECK(r->u.record.seat[0] == 0 && r->u.record.seat[g.cursor - 1] == 1); /* Ann's .. Bob's */
    metro_state s = g.initial;
    char text[METRO_NET_MOVE_TEXT + 1];
    for (int i = 0; i < g.cursor; i++) {
        metro_move_format(&s, &g.moves[i], text, sizeof text);
        CHECK_STR(r->u.record.text[i], text);
        metro_apply_unchecked(&s, &g.moves[i]);
    }
}

/* ---- My tables: by the player's key, private ones too, my turn first ------------------------ */

static void identify(int conn, const char *name, uint8_t key_byte)
{
    metro_msg id = harness_msg(METRO_MSG_IDENTIFY);
    strcpy(id.u.identify.name, name);
    memset(id.u.identify.key, key_byte, METRO_NET_TOKEN);
    harness_connect(&t, conn);
    harness_say(&t, conn, &id);
}

static const metro_msg *mine(int conn)
{
    metro_msg m = harness_msg(METRO_MSG_MINE);
    harness_say(&t, conn, &m);
    return harness_expect(&t, conn, METRO_MSG_TABLES);
}

static void my_tables(void)
{
    identify(12, "Kim", 0x42);
    metro_msg c = harness_msg(METRO_MSG_CREATE); /* a private lobby of Kim's */
    metro_config cfg;
    metro_config_default(&cfg, 2);
    metro_net_setup_from(&c.u.create.setup, &cfg);
    strcpy(c.u.create.table, "kims");
    c.u.create.seat_kind[0] = METRO_CREATE_MINE, strcpy(c.u.create.seat_text[0], "Kim");
    c.u.create.seat_kind[1] = METRO_CREATE_COMPUTER, strcpy(c.u.create.seat_text[1], "greedy");
    c.u.create.private_table = 1;
    harness_say(&t, 12, &c);
    CHECK(harness_expect(&t, 12, METRO_MSG_JOINED) != NULL);
    identify(13, "Kim", 0x42); /* the same player from elsewhere */
    const metro_msg *r = mine(13);
    if (CHECK(r != NULL) && CHECK_EQ(r->u.tables.n, 1))
        CHECK_STR(r->u.tables.table[0].name, "kims");
    identify(14, "Lou", 0x43); /* another player sits nowhere */
    r = mine(14);
    CHECK(r && r->u.tables.n == 0);
    for (int k = 0; k < 3; k++) { /* a few other players on one connection, then no more */
        metro_msg id = harness_msg(METRO_MSG_IDENTIFY);
        strcpy(id.u.identify.name, "Lou");
        memset(id.u.identify.key, 0x50 + k, METRO_NET_TOKEN);
        harness_say(&t, 14, &id);
    }
    metro_msg fifth = harness_msg(METRO_MSG_IDENTIFY);
    strcpy(fifth.u.identify.name, "Lou");
    memset(fifth.u.identify.key, 0x60, METRO_NET_TOKEN);
    harness_say(&t, 14, &fifth);
    CHECK_EQ(harness_refusal(&t, 14), METRO_REFUSE_NOT_NOW);
    harness_connect(&t, 15); /* nobody said who they are */
    metro_msg m = harness_msg(METRO_MSG_MINE);
    harness_say(&t, 15, &m);
    CHECK_EQ(harness_refusal(&t, 15), METRO_REFUSE_NOT_NOW);
}

/* ---- A restart keeps deadlines and invitations ---------------------------------------------- */

static void restart(void)
{
    char dir[sizeof t.dir];
    snprintf(dir, sizeof dir, "%s", t.dir);
    harness_stop(&t);
    start(dir);
    const metro_msg *r = list(0);
    bool slow = false, secret = false;
    for (int i = 0; r && i < r->u.tables.n; i++) {
        slow |= !strcmp(r->u.tables.table[i].name, "slow") && r->u.tables.table[i].deadline == 1;
        secret |= !strcmp(r->u.tables.table[i].name, "secret");
    }
    CHECK(slow && !secret);
    CHECK_EQ(join(1, "secret", "Cy", ""), METRO_REFUSE_NO_TABLE);
    CHECK_EQ(join(2, "secret", "Cy", invite), 0);
    identify(3, "Kim", 0x42); /* her seat's key was saved with the table */
    const metro_msg *r2 = mine(3);
    if (CHECK(r2 != NULL) && CHECK_EQ(r2->u.tables.n, 1))
        CHECK_STR(r2->u.tables.table[0].name, "kims");
}

int main(void)
{
    char dir[] = "/tmp/metro-turns-test-XXXXXX";
    if (!mkdtemp(dir)) return perror("mkdtemp"), 1;
    start(dir);
    listing();
    deadlines();
    catch_up();
    my_tables();
    restart();
    harness_stop(&t);
    harness_remove_dir(dir);
    (void)harness_start;
    return check_done();
}
