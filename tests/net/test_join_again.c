/* A JOIN whose JOINED was lost with the connection (docs/protocol.md
 * "Tokens"): the client says its IDENTIFY and the unanswered JOIN again
 * after a reconnect (session.c), and the host gives the player the seat
 * their key already holds, not a second one (host_tables.c). */
#define _XOPEN_SOURCE 700 /* mkdtemp */
#include "host_harness.h"

static harness t;

static metro_msg identify(const char *name, uint8_t key_byte)
{
    metro_msg m = harness_msg(METRO_MSG_IDENTIFY);
    snprintf(m.u.identify.name, sizeof m.u.identify.name, "%s", name);
    memset(m.u.identify.key, key_byte, METRO_NET_TOKEN);
    return m;
}

static metro_msg join_msg(const char *table, const char *name)
{
    metro_msg m = harness_msg(METRO_MSG_JOIN);
    snprintf(m.u.join.table, sizeof m.u.join.table, "%s", table);
    snprintf(m.u.join.name, sizeof m.u.join.name, "%s", name);
    m.u.join.seat = -1;
    return m;
}

/* The open seats in the newest lobby sent to conn (-1: none came). */
static int open_seats(int conn)
{
    const metro_msg *l = harness_expect(&t, conn, METRO_MSG_LOBBY);
    harness_run(&t, 50);
    harness_inbox *in = &t.in[conn];
    for (; in->read < in->n; in->read++)
        if (in->msg[in->read]->type == METRO_MSG_LOBBY) l = in->msg[in->read];
    int open = 0;
    for (int p = 0; l && p < l->u.lobby.setup.players; p++)
        open += l->u.lobby.seat[p].kind == METRO_SEAT_OPEN;
    return l ? open : -1;
}

static void create_table(int conn)
{
    metro_msg m = harness_msg(METRO_MSG_CREATE);
    strcpy(m.u.create.table, "again");
    metro_config cfg;
    metro_config_default(&cfg, 3);
    metro_net_setup_from(&m.u.create.setup, &cfg);
    m.u.create.seat_kind[0] = METRO_CREATE_MINE;
    strcpy(m.u.create.seat_text[0], "Ann");
    harness_say(&t, conn, &m);
    CHECK(harness_expect(&t, conn, METRO_MSG_JOINED) != NULL);
}

/* The session: what a reconnect says again, and when it stops saying it. */
static void session_resume(void)
{
    metro_net_session s = {0};
    metro_msg out[METRO_NET_RESUME_MAX];
    CHECK_EQ(metro_net_session_resume(&s, out, METRO_NET_RESUME_MAX), 0);

    metro_msg id = identify("Bob", 0x5B), join = join_msg("again", "Bob");
    metro_net_session_sent(&s, &id);
    metro_net_session_sent(&s, &join);
    int n = metro_net_session_resume(&s, out, METRO_NET_RESUME_MAX);
    CHECK_EQ(n, 2);
    CHECK(out[0].type == METRO_MSG_IDENTIFY && !strcmp(out[0].u.identify.name, "Bob") &&
          !memcmp(out[0].u.identify.key, id.u.identify.key, METRO_NET_TOKEN));
    CHECK(out[1].type == METRO_MSG_JOIN && !strcmp(out[1].u.join.table, "again") &&
          !strcmp(out[1].u.join.name, "Bob") && out[1].u.join.seat == -1);
    CHECK_EQ(metro_net_session_resume(&s, out, 1), 1); /* max is kept */

    /* JOINED answers the JOIN: the seat is rejoined by its token. */
    metro_msg joined = harness_msg(METRO_MSG_JOINED);
    strcpy(joined.u.joined.table, "again");
    joined.u.joined.seat = 2;
    memset(joined.u.joined.token, 0xA7, METRO_NET_TOKEN);
    uint8_t buf[METRO_NET_MAX_HOST_MSG];
    int len = metro_msg_encode(&joined, buf, sizeof buf);
    static metro_net_event ev;
    CHECK(metro_net_session_read(&s, buf, (size_t)len, &ev) == 0);
    n = metro_net_session_resume(&s, out, METRO_NET_RESUME_MAX);
    CHECK_EQ(n, 2);
    CHECK(out[1].type == METRO_MSG_REJOIN && out[1].u.rejoin.token[0] == 0xA7);

    /* A refused JOIN is not asked again; LEAVE forgets the table. */
    metro_net_session_sent(&s, &join);
    metro_msg refuse = harness_msg(METRO_MSG_REFUSE);
    refuse.u.refuse.code = METRO_REFUSE_NO_SEAT, refuse.u.refuse.about = METRO_MSG_JOIN;
    strcpy(refuse.u.refuse.text, "no open seat");
    len = metro_msg_encode(&refuse, buf, sizeof buf);
    CHECK(metro_net_session_read(&s, buf, (size_t)len, &ev) == 0);
    CHECK_EQ(metro_net_session_resume(&s, out, METRO_NET_RESUME_MAX), 2);
    metro_net_session_sent(&s, &join);
    metro_msg leave = harness_msg(METRO_MSG_LEAVE);
    metro_net_session_sent(&s, &leave);
    n = metro_net_session_resume(&s, out, METRO_NET_RESUME_MAX);
    CHECK(n == 1 && out[0].type == METRO_MSG_IDENTIFY);
}

/* The host: the same player's JOIN again takes back their absent seat,
 * with its token; another player, or the same one still connected
 * elsewhere, gets a seat of their own. */
static void host_seat_back(void)
{
    harness_connect(&t, 0);
    create_table(0);
    harness_connect(&t, 1);
    metro_msg bob = identify("Bob", 0x5B), join = join_msg("again", "Bob");
    harness_say(&t, 1, &bob);
    harness_say(&t, 1, &join);
    const metro_msg *j = harness_expect(&t, 1, METRO_MSG_JOINED);
    uint8_t token[METRO_NET_TOKEN];
    if (!CHECK(j != NULL)) return;
    int seat = j->u.joined.seat;
    memcpy(token, j->u.joined.token, METRO_NET_TOKEN);
    CHECK_EQ(open_seats(0), 1);

    /* Bob's connection is lost before he reads his seat; he comes back. */
    metro_host_disconnected(t.host, 1, t.now);
    harness_connect(&t, 2);
    harness_say(&t, 2, &bob);
    harness_say(&t, 2, &join);
    j = harness_expect(&t, 2, METRO_MSG_JOINED);
    CHECK(j && j->u.joined.seat == seat && !memcmp(j->u.joined.token, token, METRO_NET_TOKEN));
    CHECK_EQ(open_seats(0), 1); /* no second seat for Bob */
    CHECK(strstr(t.logged, "rejoins seat 2 (its player's key)") != NULL);

    /* Without his key the host cannot know him: a JOIN is a new player. */
    harness_connect(&t, 3);
    metro_msg cy = join_msg("again", "Cy");
    harness_say(&t, 3, &cy);
    j = harness_expect(&t, 3, METRO_MSG_JOINED);
    CHECK(j && j->u.joined.seat != seat);
    CHECK_EQ(open_seats(0), 0);

    /* Bob's seat, taken by his key while he is connected, stays his: the
     * same key from another window is refused like anyone at a full table. */
    harness_connect(&t, 4);
    harness_say(&t, 4, &bob);
    harness_say(&t, 4, &join);
    CHECK_EQ(harness_refusal(&t, 4), METRO_REFUSE_NO_SEAT);

    /* In play too: the key brings Bob back to his seat and its view. */
    metro_msg start = harness_msg(METRO_MSG_START);
    harness_say(&t, 0, &start);
    CHECK(harness_expect(&t, 2, METRO_MSG_VIEW) != NULL);
    metro_host_disconnected(t.host, 2, t.now);
    harness_connect(&t, 5);
    harness_say(&t, 5, &bob);
    harness_say(&t, 5, &join);
    j = harness_expect(&t, 5, METRO_MSG_JOINED);
    CHECK(j && j->u.joined.seat == seat);
    const metro_msg *v = harness_expect(&t, 5, METRO_MSG_VIEW);
    CHECK(v && v->u.view.seat == seat);
    /* Another key at a started game is refused as before. */
    harness_connect(&t, 6);
    metro_msg dee = identify("Dee", 0xD0);
    harness_say(&t, 6, &dee);
    metro_msg join_dee = join_msg("again", "Dee");
    harness_say(&t, 6, &join_dee);
    CHECK_EQ(harness_refusal(&t, 6), METRO_REFUSE_NOT_NOW);
}

int main(void)
{
    char dir[] = "/tmp/metro-join-again-XXXXXX";
    if (!mkdtemp(dir)) return perror("mkdtemp"), 1;
    session_resume();
    harness_start(&t, dir, 60);
    host_seat_back();
    harness_stop(&t);
    harness_remove_dir(dir);
    return check_done();
}
