/* Fair shares on a host (docs/protocol.md): the chat limit belongs to the
 * seat (a reconnect does not refill it; the spectators of a table share
 * one), LAN answers are counted per sender (one that floods takes none from
 * another), and the host's computer players draw from a seed of their own,
 * not the deal's (two tables dealt from one given seed play apart). */
#define _XOPEN_SOURCE 700 /* mkdtemp */
#include "host_harness.h"
#include "metro/ai.h"
#include "metro/game.h"

static harness t;

/* Table `name` of two seats: conn's player and an open seat or the computer
 * player `ai`, dealt from `seed` when it is not 0; the player's token. */
static const uint8_t *create(int conn, const char *name, const char *ai, uint64_t seed)
{
    metro_msg m = harness_msg(METRO_MSG_CREATE);
    metro_config cfg;
    metro_config_default(&cfg, 2);
    metro_net_setup_from(&m.u.create.setup, &cfg);
    strcpy(m.u.create.table, name);
    m.u.create.seed_given = seed != 0, m.u.create.seed = seed;
    m.u.create.seat_kind[0] = METRO_CREATE_MINE, strcpy(m.u.create.seat_text[0], "Ann");
    m.u.create.seat_kind[1] = ai ? METRO_CREATE_COMPUTER : METRO_CREATE_OPEN;
    strcpy(m.u.create.seat_text[1], ai ? ai : "");
    harness_say(&t, conn, &m);
    const metro_msg *j = harness_expect(&t, conn, METRO_MSG_JOINED);
    return j ? j->u.joined.token : NULL;
}

/* A chat line from conn: 0 when it was said, else the refusal's code. */
static int chat(int conn)
{
    metro_msg m = harness_msg(METRO_MSG_CHAT);
    strcpy(m.u.chat.text, "hello");
    harness_say(&t, conn, &m);
    harness_run(&t, 1);
    harness_inbox *in = &t.in[conn];
    for (; in->read < in->n; in->read++) {
        const metro_msg *r = in->msg[in->read];
        if (r->type == METRO_MSG_REFUSE) return in->read++, r->u.refuse.code;
        if (r->type == METRO_MSG_SAID) return in->read++, 0;
    }
    return -1;
}

/* ---- The chat limit per seat -------------------------------------------------------------- */

static void chat_per_seat(void)
{
    uint8_t token[METRO_NET_TOKEN];
    harness_connect(&t, 0);
    const uint8_t *got = create(0, "chat", NULL, 0);
    if (!CHECK(got != NULL)) return;
    memcpy(token, got, sizeof token);
    harness_run(&t, 10);
    for (int i = 0; i < 5; i++) CHECK_EQ(chat(0), 0);
    CHECK_EQ(chat(0), METRO_REFUSE_CHAT);
    /* A new connection for the same seat: the same budget. */
    metro_host_disconnected(t.host, 0, t.now);
    harness_connect(&t, 1);
    metro_msg r = harness_msg(METRO_MSG_REJOIN);
    strcpy(r.u.rejoin.table, "chat");
    memcpy(r.u.rejoin.token, token, METRO_NET_TOKEN);
    harness_say(&t, 1, &r);
    CHECK(harness_expect(&t, 1, METRO_MSG_JOINED) != NULL);
    CHECK_EQ(chat(1), METRO_REFUSE_CHAT);
    t.now += 2100; /* a line every 2 s */
    CHECK_EQ(chat(1), 0);
    CHECK_EQ(chat(1), METRO_REFUSE_CHAT);
    /* Spectators share one budget: coming back as another spectator gains nothing. */
    metro_msg w = harness_msg(METRO_MSG_WATCH);
    strcpy(w.u.watch.table, "chat");
    harness_connect(&t, 2);
    harness_say(&t, 2, &w);
    CHECK(harness_expect(&t, 2, METRO_MSG_LOBBY) != NULL);
    for (int i = 0; i < 5; i++) CHECK_EQ(chat(2), 0);
    CHECK_EQ(chat(2), METRO_REFUSE_CHAT);
    metro_host_disconnected(t.host, 2, t.now);
    harness_connect(&t, 3);
    harness_say(&t, 3, &w);
    CHECK(harness_expect(&t, 3, METRO_MSG_LOBBY) != NULL);
    CHECK_EQ(chat(3), METRO_REFUSE_CHAT);
    metro_host_disconnected(t.host, 1, t.now);
    metro_host_disconnected(t.host, 3, t.now);
    metro_msg away = harness_msg(METRO_MSG_CHAT); /* and nobody chats from outside a table */
    strcpy(away.u.chat.text, "hello");
    harness_connect(&t, 3);
    harness_say(&t, 3, &away);
    CHECK_EQ(harness_refusal(&t, 3), METRO_REFUSE_NOT_NOW);
}

/* ---- LAN answers per sender ------------------------------------------------------------------ */

static int answers(uint64_t sender, int queries)
{
    uint8_t query[METRO_NET_QUERY_LEN], out[METRO_NET_ANSWER_MAX];
    metro_net_query(query);
    int n = 0;
    for (int i = 0; i < queries; i++)
        n += metro_host_answer_query(t.host, query, sizeof query, sender, out, sizeof out, t.now) >
             0;
    return n;
}

static void lan_answers(void)
{
    enum { A = 0x7F000002, B = 0x7F000003 }; /* 127.0.0.2 and 127.0.0.3 */
    t.now += 5000;
    CHECK_EQ(answers(A, 1000), 5); /* a flood from one sender: five a second */
    CHECK_EQ(answers(B, 1), 1);    /* and another is still answered */
    t.now += 1000;
    CHECK_EQ(answers(A, 1), 1);
    /* Forged senders by the hundred: the host sends 200 answers a second at most. */
    t.now += 1000;
    int all = 0;
    for (uint64_t s = 1; s <= 300; s++) all += answers(0x0A000000 + s, 2);
    CHECK_EQ(all, 200);
}

/* ---- Computer players with a seed of their own ----------------------------------------------- */

/* Plays seat 0 at conn's table (the computer has seat 1) until the computer
 * made `n` moves; their texts, joined, in out. */
static void computer_moves(int conn, int n, char *out, size_t len)
{
    out[0] = 0;
    for (int turn = 0; turn < 200 && n > 0; turn++) {
        const metro_msg *v = harness_expect(&t, conn, METRO_MSG_VIEW);
        metro_state s;
        int seat;
        char why[200];
        if (!v || !CHECK(metro_view_decode(&s, &seat, v->u.view.bytes, v->u.view.len, why,
                                           sizeof why) == METRO_OK))
            return;
        if (v->u.view.last_seat == 1) {
            size_t at = strlen(out);
            snprintf(out + at, len - at, "%s;", v->u.view.last_move);
            n--;
        }
        if (metro_over(&s) || s.current != seat) continue;
        metro_move mv;
        metro_msg m = harness_msg(METRO_MSG_MOVE);
        m.u.move.seat = (uint8_t)seat, m.u.move.moves = v->u.view.moves;
        CHECK(metro_ai_choose(metro_ai_find("greedy"), &s, 1, NULL, &mv) == METRO_OK);
        metro_move_format(&s, &mv, m.u.move.text, sizeof m.u.move.text);
        harness_say(&t, conn, &m);
    }
}

static void computers_own_seed(void)
{
    char moves[2][400];
    for (int i = 0; i < 2; i++) {
        char name[8];
        snprintf(name, sizeof name, "deal%d", i);
        harness_connect(&t, 4 + i);
        CHECK(create(4 + i, name, "random", 424242) != NULL);
        metro_msg start = harness_msg(METRO_MSG_START);
        harness_say(&t, 4 + i, &start);
        computer_moves(4 + i, 6, moves[i], sizeof moves[i]);
        CHECK(strlen(moves[i]) > 6);
    }
    /* One deal, one human's moves: only the computer's own dice tell the
     * games apart (six moves alike by chance: less than one in 10^6). */
    if (!CHECK(strcmp(moves[0], moves[1]) != 0)) fprintf(stderr, "  both: %s\n", moves[0]);
}

int main(void)
{
    char dir[] = "/tmp/metro-fair-test-XXXXXX";
    if (!mkdtemp(dir)) return perror("mkdtemp"), 1;
    harness_start(&t, dir, 60);
    chat_per_seat();
    lan_answers();
    computers_own_seed();
    harness_stop(&t);
    harness_remove_dir(dir);
    return check_done();
}
