/* net_probe check: no secret in a recording. Every message a seat received
 * in a whole game is read again; each view must be byte for byte what the
 * host's save gives for that seat at that move, and the same after
 * everything the seat may not see is dealt anew (other hands, deck order,
 * shares, chits, chips, seed, random state): so nothing in it depends on
 * another seat's secrets. So must the public record a rejoin brings. Only
 * after OVER comes the whole game (REVEAL), and it must be the host's, at
 * the end and again to a rejoin of the finished table. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "metro/game.h"
#include "probe.h"

static int fail(const char *what, int i)
{
    fprintf(stderr, "check: message %d: %s\n", i, what);
    return 1;
}

/* The view of `seat` after `moves` moves, and after REDEALS redeals. */
static int same_view(const metro_game *g, int moves, int seat, const metro_msg *m, int i)
{
    static metro_state s, t;
    uint8_t want[METRO_VIEW_MAX];
    s = g->initial;
    for (int k = 0; k < moves; k++) metro_apply_unchecked(&s, &g->moves[k]);
    int n = metro_view_encode(&s, seat, want, sizeof want);
    if (n != m->u.view.len || memcmp(want, m->u.view.bytes, (size_t)n) != 0)
        return fail("the view is not the seat's view of the saved game", i);
    metro_rng r;
    metro_rng_seed(&r, (uint64_t)moves * 7919u + (uint64_t)i);
    for (int k = 0; k < 8; k++) {
        t = s;
        metro_redeal_hidden(&t, seat, &r);
        for (int d = 0; d < t.deck_top; d++) t.deck[d] = (uint8_t)metro_rng_below(&r, 24);
        t.cfg.seed = metro_rng_next(&r);
        metro_rng_seed(&t.rng, metro_rng_next(&r));
        n = metro_view_encode(&t, seat, want, sizeof want);
        if (n != m->u.view.len || memcmp(want, m->u.view.bytes, (size_t)n) != 0)
            return fail("the view changes when another seat's secrets change", i);
    }
    return 0;
}

/* A RECORD's moves: the save's, each by its mover, and the same text after
 * every secret is dealt anew (the record holds nothing a view does not). */
static int same_record(const metro_game *g, const metro_msg *m, int i)
{
    static metro_state s, t;
    char text[METRO_NET_MOVE_TEXT + 1];
    if (m->u.record.total > g->n_moves) return fail("a record longer than the game", i);
    s = g->initial;
    for (int k = 0; k < m->u.record.first; k++) metro_apply_unchecked(&s, &g->moves[k]);
    metro_rng r;
    metro_rng_seed(&r, (uint64_t)i);
    for (int k = 0; k < m->u.record.n; k++) {
        const metro_move *mv = &g->moves[m->u.record.first + k];
        metro_move_format(&s, mv, text, sizeof text);
        if (strcmp(text, m->u.record.text[k]) || m->u.record.seat[k] != s.current)
            return fail("a record's move is not the save's", i);
        for (int seat = 0; seat < s.cfg.players; seat++) {
            t = s;
            metro_redeal_hidden(&t, seat, &r);
            metro_move_format(&t, mv, text, sizeof text);
            if (strcmp(text, m->u.record.text[k]))
                return fail("a record's move changes with another seat's secrets", i);
        }
        metro_apply_unchecked(&s, mv);
    }
    return 0;
}

/* The revealed game (REVEAL's pages, after OVER) is the host's: the same
 * moves, and every seat's view of its final position the same, so each
 * hand, share, chit and chip in it is the host's. */
static int same_game(const metro_game *g, const char *text, int i)
{
    static metro_game r;
    char err[400];
    uint8_t want[METRO_VIEW_MAX], got[METRO_VIEW_MAX];
    if (metro_game_load_text(&r, text, "revealed", err, sizeof err) != 0) return fail(err, i);
    if (r.n_moves != g->n_moves || memcmp(r.moves, g->moves, sizeof *r.moves * (size_t)r.n_moves))
        return fail("the revealed game's moves are not the host's", i);
    if (r.cfg.seed != g->cfg.seed) return fail("the revealed game's seed is not the host's", i);
    for (int seat = METRO_VIEW_SPECTATOR; seat < g->cfg.players; seat++) {
        int n = metro_view_encode(&g->state, seat, want, sizeof want);
        if (n != metro_view_encode(&r.state, seat, got, sizeof got) || memcmp(want, got, (size_t)n))
            return fail("the revealed final position is not the host's", i);
    }
    return 0;
}

int probe_check(const char *save, const char *recording)
{
    static metro_game g;
    static metro_msg m;
    char err[400];
    if (metro_game_load(&g, save, err, sizeof err) != 0)
        return fprintf(stderr, "check: %s\n", err), 1;
    FILE *f = fopen(recording, "rb");
    if (!f) return fprintf(stderr, "check: cannot open %s\n", recording), 1;
    uint8_t len[2], buf[METRO_NET_MAX_HOST_MSG];
    int seat = -1, views = 0, bad = 0, i = 0, over = 0, recorded = 0, revealed = 0;
    static char text[METRO_NET_REVEAL_MAX + 1];
    size_t have = 0;
    for (; fread(len, 1, 2, f) == 2; i++) {
        size_t n = (size_t)len[0] | (size_t)len[1] << 8;
        if (n > sizeof buf || fread(buf, 1, n, f) != n) return fail("cut short", i);
        if (metro_msg_decode(&m, buf, n, false, err, sizeof err) != 0) return fail(err, i);
        switch (m.type) {
        case METRO_MSG_JOINED:
            if (seat >= 0 && m.u.joined.seat != seat) bad |= fail("a second seat's token", i);
            seat = m.u.joined.seat;
            break;
        case METRO_MSG_VIEW:
            if (m.u.view.seat != seat) bad |= fail("another seat's view", i);
            bad |= same_view(&g, m.u.view.moves, seat, &m, i);
            views++;
            break;
        case METRO_MSG_RECORD:
            bad |= same_record(&g, &m, i);
            recorded += m.u.record.n;
            break;
        case METRO_MSG_OVER: {
            int score[METRO_MAX_PLAYERS];
            metro_final_scores(&g.state, score);
            for (int p = 0; p < g.cfg.players; p++)
                if (m.u.over.score[p] != score[p]) bad |= fail("final scores differ", i);
            over++;
            break;
        }
        case METRO_MSG_REVEAL: /* no secret before the end; then every one */
            if (!over) bad |= fail("the game revealed before it is over", i);
            if (m.u.reveal.first != have) bad |= fail("revealed pages out of order", i);
            if (bad) break;
            memcpy(text + have, m.u.reveal.text, m.u.reveal.n);
            have += m.u.reveal.n;
            if (have < m.u.reveal.total) break;
            text[have] = 0, have = 0, revealed++;
            bad |= same_game(&g, text, i);
            break;
        case METRO_MSG_WELCOME:
        case METRO_MSG_LOBBY: /* set-up without the seed, names, who is here */
        case METRO_MSG_NOTICE:
        case METRO_MSG_SAID:
            break;
        default:
            bad |= fail("a message a player of this game should not get", i);
        }
    }
    fclose(f);
    printf("check: %d messages, %d views of seat %d, %d moves in the save, %d in records, "
           "revealed %d\n",
           i, views, seat + 1, g.n_moves, recorded, revealed);
    if (views < g.n_moves / g.cfg.players || !over) bad |= fail("too few views, or no end", i);
    if (revealed < 2) bad |= fail("the finished game was not revealed, also to a rejoin", i);
    if (recorded < 8) bad |= fail("no record of the moves after the rejoin", i);
    return bad;
}
