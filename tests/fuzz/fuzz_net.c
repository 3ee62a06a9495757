/* Fuzz target for the network message decoder (src/net/proto.c) and the
 * seat views it carries (metro_view_decode): any bytes, as a client's or a
 * host's message. Contract: a message is refused with a reason or read;
 * one that is read encodes to bytes that read back to the same message;
 * a view that is read offers the player to move a move, and playing on
 * from it never breaks the engine; a revealed game's pages, read one after
 * another by one session, end in a finished game or a reason. */
#define _POSIX_C_SOURCE 200809L /* fmemopen */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_net.h"
#include "metro/ai.h"
#include "metro/game.h"
#include "metro/module.h"
#include "proto.h"
#include "session.h"

_Noreturn static void fail(const char *what, const char *detail)
{
    fprintf(stderr, "FUZZ FAILURE: %s\n--- detail ---\n%s\n", what, detail);
    abort();
}

/* A decoded view: re-encoded the same, and playable (legal moves exist in
 * a game not over, random moves keep it consistent, final scores). */
static void check_view(const metro_msg *m)
{
    static metro_state s, again;
    static uint8_t out[METRO_VIEW_MAX];
    static metro_move legal[METRO_MAX_MOVES];
    char why[200];
    int seat;
    if (metro_view_decode(&s, &seat, m->u.view.bytes, m->u.view.len, why, sizeof why) != METRO_OK) {
        if (!why[0]) fail("view refused without a reason", "");
        return;
    }
    int n = metro_view_encode(&s, seat, out, sizeof out);
    if (n <= 0 || metro_view_decode(&again, &seat, out, (size_t)n, why, sizeof why) != METRO_OK)
        fail("a decoded view does not encode and decode again", why);
    metro_rng r;
    metro_rng_seed(&r, m->u.view.len);
    metro_redeal_hidden(&s, seat, &r);
    /* A hostile view may lead nowhere after a few moves (the engine then
     * offers none, which the computer players handle), but never to a
     * crash; at the start the decoder promises a move. */
    for (int i = 0; i < 200 && !metro_over(&s); i++) {
        int k = metro_legal_moves(&s, legal);
        if (k <= 0 && i == 0) fail("no legal move in a decoded game that is not over", "");
        if (k <= 0) break;
        metro_apply_unchecked(&s, &legal[metro_rng_below(&r, (uint32_t)k)]);
    }
    int score[METRO_MAX_PLAYERS];
    metro_final_scores(&s, score);
}

/* Pages are kept across inputs (one session), so pages out of order and
 * games cut short meet the assembly too. */
static void check_reveal(const uint8_t *bytes, size_t len)
{
    static metro_net_session session;
    static metro_net_event ev;
    if (metro_net_session_read(&session, bytes, len, &ev) != 0) {
        if (ev.kind != METRO_NET_EV_BROKEN || !ev.text[0])
            fail("reveal refused without a reason", "");
        return;
    }
    if (ev.kind == METRO_NET_EV_REVEAL && !metro_over(&ev.state))
        fail("a revealed game that is not over", "");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static metro_msg m, m2;
    static uint8_t out[METRO_NET_MAX_HOST_MSG + 16], out2[METRO_NET_MAX_HOST_MSG + 16];
    char why[200] = "";
    if (size < 1) return 0;
    bool from_client = !(data[0] & 1u); /* byte 0: which side sent it */
    if (metro_msg_decode(&m, data + 1, size - 1, from_client, why, sizeof why) != 0) {
        if (!why[0]) fail("message refused without a reason", "");
        return 0;
    }
    int n = metro_msg_encode(&m, out, sizeof out);
    if (n <= 0) fail("a decoded message does not encode", "");
    if (metro_msg_decode(&m2, out, (size_t)n, from_client, why, sizeof why) != 0)
        fail("an encoded message does not decode", why);
    int n2 = metro_msg_encode(&m2, out2, sizeof out2);
    if (n2 != n || memcmp(out, out2, (size_t)n) != 0) fail("encoding is not stable", "");
    if (m.type == METRO_MSG_VIEW) check_view(&m);
    if (m.type == METRO_MSG_REVEAL) check_reveal(data + 1, size - 1);
    return 0;
}

/* ---- Valid inputs: every kind of message, views from random games --------------------------- */

static void random_view(metro_rng *r, metro_msg *m)
{
    static const char *const setups[] = {"",
                                         "shares,central-stations",
                                         "station-numbers,central-tracks",
                                         "paris",
                                         "stockholm,shares",
                                         "london",
                                         "new-york,station-numbers",
                                         "st-petersburg,shares,central-tracks",
                                         "berlin,central-stations",
                                         "solo"};
    static metro_state s;
    const char *mods = setups[metro_rng_below(r, 10)];
    metro_config cfg;
    metro_config_default(&cfg, !strcmp(mods, "solo") ? 1 : 2 + (int)metro_rng_below(r, 5));
    cfg.seed = metro_rng_next(r);
    cfg.hand_size = 1 + (int)metro_rng_below(r, 3);
    cfg.free_orientation = metro_rng_below(r, 3) == 0;
    if (mods[0]) metro_modules_parse(mods, &cfg.modules, NULL, 0);
    if (metro_setup(&s, &cfg, NULL, 0) != METRO_OK) fail("set-up refused", mods);
    int depth = (int)metro_rng_below(r, 90);
    for (int i = 0; i < depth && !metro_over(&s); i++) {
        static metro_move mv[METRO_MAX_MOVES];
        int n = metro_legal_moves(&s, mv);
        metro_apply_unchecked(&s, &mv[metro_rng_below(r, (uint32_t)n)]);
    }
    int seat = (int)metro_rng_below(r, (uint32_t)cfg.players + 1) - 1;
    m->type = METRO_MSG_VIEW;
    m->u.view.seat = (uint8_t)(seat < 0 ? METRO_NET_NO_SEAT : seat);
    m->u.view.moves = (uint16_t)depth;
    m->u.view.last_seat = METRO_NET_NO_SEAT;
    int n = metro_view_encode(&s, seat, m->u.view.bytes, sizeof m->u.view.bytes);
    m->u.view.len = (uint16_t)(n > 0 ? n : 0);
}

static void random_create(metro_rng *r, metro_msg *m, const metro_config *cfg)
{
    strcpy(m->u.create.table, "club-table_1");
    metro_net_setup_from(&m->u.create.setup, cfg);
    m->u.create.seed = metro_rng_next(r);
    m->u.create.seed_given = 1;
    m->u.create.seat_kind[0] = METRO_CREATE_MINE, strcpy(m->u.create.seat_text[0], "Zoë");
    m->u.create.seat_kind[1] = METRO_CREATE_COMPUTER, strcpy(m->u.create.seat_text[1], "medium");
}

/* A finished game's save text, whole in one page. */
static void random_reveal(metro_rng *r, metro_msg *m)
{
    static metro_game g;
    static metro_move legal[METRO_MAX_MOVES];
    metro_config cfg;
    metro_config_default(&cfg, 2 + (int)metro_rng_below(r, 3));
    metro_modules_parse(metro_rng_below(r, 2) ? "shares" : "stockholm", &cfg.modules, NULL, 0);
    cfg.seed = metro_rng_next(r);
    if (metro_game_new(&g, &cfg, NULL, 0) != METRO_OK) fail("no game for a reveal seed", "");
    while (!metro_over(&g.state)) {
        int k = metro_legal_moves(&g.state, legal);
        if (k <= 0 || metro_game_play(&g, &legal[metro_rng_below(r, (uint32_t)k)]) != METRO_OK)
            fail("a random game for a reveal seed stopped", "");
    }
    FILE *f = fmemopen(m->u.reveal.text, METRO_NET_REVEAL_PAGE, "w");
    if (!f || metro_game_write(&g, f) != 0) fail("a reveal seed does not fit a page", "");
    long n = ftell(f);
    fclose(f);
    m->u.reveal.total = m->u.reveal.n = (uint16_t)n;
}

static void random_lobby(metro_msg *m, const metro_config *cfg)
{
    strcpy(m->u.lobby.table, "a");
    metro_net_setup_from(&m->u.lobby.setup, cfg);
    m->u.lobby.seat[0].kind = METRO_SEAT_HUMAN, strcpy(m->u.lobby.seat[0].name, "Ann");
    m->u.lobby.seat[0].rating = (metro_net_rating){METRO_NET_RATED, -7};
    m->u.lobby.seat[1].kind = METRO_SEAT_COMPUTER, strcpy(m->u.lobby.seat[1].ai, "greedy");
    m->u.lobby.seat[2].kind = METRO_SEAT_HUMAN, strcpy(m->u.lobby.seat[2].name, "Ben");
    m->u.lobby.seat[2].rating.kind = METRO_NET_RATING_NEW;
}

static void random_msg(metro_rng *r, metro_msg *m, bool *from_client)
{
    static const uint8_t types[] = {
        METRO_MSG_HELLO,  METRO_MSG_LIST,    METRO_MSG_CREATE,   METRO_MSG_JOIN,
        METRO_MSG_REJOIN, METRO_MSG_WATCH,   METRO_MSG_SEAT,     METRO_MSG_START,
        METRO_MSG_MOVE,   METRO_MSG_CHAT,    METRO_MSG_UNDO_ASK, METRO_MSG_UNDO_VOTE,
        METRO_MSG_LEAVE,  METRO_MSG_WELCOME, METRO_MSG_REFUSE,   METRO_MSG_TABLES,
        METRO_MSG_JOINED, METRO_MSG_LOBBY,   METRO_MSG_VIEW,     METRO_MSG_VIEW,
        METRO_MSG_VIEW,   METRO_MSG_SAID,    METRO_MSG_NOTICE,   METRO_MSG_UNDO_ASKED,
        METRO_MSG_OVER,   METRO_MSG_REVEAL};
    memset(m, 0, sizeof *m);
    m->type = types[metro_rng_below(r, sizeof types)];
    *from_client = m->type < 128;
    metro_config cfg;
    metro_config_default(&cfg, 4);
    metro_modules_parse("shares,central-stations", &cfg.modules, NULL, 0);
    switch (m->type) {
    case METRO_MSG_HELLO:
    case METRO_MSG_WELCOME:
        m->u.hello.version = METRO_PROTOCOL_VERSION;
        strcpy(m->u.hello.program, "metro 0.1.0");
        break;
    case METRO_MSG_CREATE:
        random_create(r, m, &cfg);
        break;
    case METRO_MSG_JOIN:
    case METRO_MSG_REJOIN:
    case METRO_MSG_WATCH:
        strcpy(m->u.join.table, "club-table_1"); /* the table name comes first in all three */
        if (m->type == METRO_MSG_JOIN) strcpy(m->u.join.name, "Ann Lee"), m->u.join.seat = -1;
        break;
    case METRO_MSG_SEAT:
        m->u.seat.seat = 2, m->u.seat.kind = METRO_SEAT_COMPUTER, strcpy(m->u.seat.ai, "strong");
        break;
    case METRO_MSG_MOVE:
        m->u.move.seat = 1, m->u.move.moves = 12, strcpy(m->u.move.text, "swap:20:up");
        break;
    case METRO_MSG_CHAT:
    case METRO_MSG_SAID:
        strcpy(m->type == METRO_MSG_CHAT ? m->u.chat.text : m->u.said.text, "gut gemacht! ♥");
        break;
    case METRO_MSG_REFUSE:
        m->u.refuse.code = METRO_REFUSE_ILLEGAL, m->u.refuse.about = METRO_MSG_MOVE;
        strcpy(m->u.refuse.text, "cbaa32: square already holds a tile");
        break;
    case METRO_MSG_TABLES:
        m->u.tables.total = 2, m->u.tables.n = 2;
        strcpy(m->u.tables.table[0].name, "a"), m->u.tables.table[0].players = 4;
        strcpy(m->u.tables.table[1].name, "b"), m->u.tables.table[1].players = 2;
        strcpy(m->u.tables.table[1].modules, "london");
        m->u.tables.table[1].rating[0] = (metro_net_rating){METRO_NET_RATED, 12};
        m->u.tables.table[1].rating[1].kind = METRO_NET_RATING_NEW;
        break;
    case METRO_MSG_JOINED:
        strcpy(m->u.joined.table, "a"), m->u.joined.seat = 3;
        break;
    case METRO_MSG_LOBBY:
        random_lobby(m, &cfg);
        break;
    case METRO_MSG_VIEW:
        random_view(r, m);
        break;
    case METRO_MSG_NOTICE:
        m->u.notice.kind = METRO_NOTICE_STAND_IN, m->u.notice.seat = 1;
        break;
    case METRO_MSG_UNDO_ASKED:
        m->u.undo_asked.seconds = 30;
        break;
    case METRO_MSG_OVER:
        m->u.over.players = 3, m->u.over.score[1] = 71;
        break;
    case METRO_MSG_REVEAL:
        random_reveal(r, m);
        break;
    default:
        break;
    }
}

size_t fuzz_net_seed(metro_rng *r, void *out, size_t cap)
{
    static metro_msg m;
    uint8_t *buf = out;
    bool from_client;
    random_msg(r, &m, &from_client);
    buf[0] = from_client ? 0 : 1;
    int n = metro_msg_encode(&m, buf + 1, cap - 1);
    if (n <= 0) fail("a seed message does not encode", "");
    return (size_t)n + 1;
}

bool fuzz_net_accepts(const uint8_t *data, size_t size)
{
    static metro_msg m;
    return size >= 1 && metro_msg_decode(&m, data + 1, size - 1, !(data[0] & 1u), NULL, 0) == 0;
}
