/* Property tests over seeded random games: legality, scoring, notation, saves, undo. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>

#include "check.h"
#include "metro/game.h"
#include "metro/notation.h"
#include "oracle.h"

enum { MAX_STEPS = 400 };

static metro_game game, loaded;
static metro_state history[MAX_STEPS + 1]; /* state after each move (deep games) */

/* Legal lays of the list equal the oracle's, per tile type as laid. */
static void check_move_list(const metro_state *s, const metro_move *mv, int n)
{
    uint64_t want[METRO_TILE_TYPES] = {0}, got[METRO_TILE_TYPES] = {0};
    if (s->drawn != METRO_NO_TILE) {
        oracle_lays(s, s->drawn, s->cfg.free_orientation, want);
    } else {
        for (int i = 0; i < s->hand_size; i++)
            if (s->hand[s->current][i] != METRO_NO_TILE)
                oracle_lays(s, s->hand[s->current][i], s->cfg.free_orientation, want);
    }
    int draws = 0, bad = 0;
    for (int i = 0; i < n; i++) {
        if (mv[i].kind == METRO_MOVE_DRAW) {
            draws++;
            continue;
        }
        got[mv[i].tile] |= 1ull << mv[i].sq;
        int held = mv[i].from == METRO_FROM_DRAWN ? s->drawn : s->hand[s->current][mv[i].from];
        bad += held == METRO_NO_TILE || (!s->cfg.free_orientation && held != mv[i].tile);
        bad += metro_move_check(s, &mv[i], NULL, 0) != METRO_OK;
    }
    CHECK_EQ(bad, 0);
    for (int t = 0; t < METRO_TILE_TYPES; t++) CHECK_EQ_U64(got[t], want[t]);
    CHECK_EQ(draws, s->drawn == METRO_NO_TILE && metro_deck_left(s) > 0);
}

/* The compact move set lists the same moves in the same order. */
static void check_move_set(const metro_state *s, const metro_move *mv, int n)
{
    static metro_move_set set;
    CHECK_EQ(metro_legal_move_set(s, &set), n);
    CHECK_EQ(set.count, n);
    int bad = 0;
    for (int i = 0; i < n; i++) {
        metro_move m = metro_move_set_get(&set, i);
        bad += memcmp(&m, &mv[i], sizeof m) != 0;
    }
    CHECK_EQ(bad, 0);
}

/* A redeal for the player to move changes only what that seat cannot see. */
static void check_redeal(const metro_state *s, metro_rng *rng)
{
    static metro_state r;
    r = *s;
    int seat = s->current, count[METRO_TILE_TYPES] = {0};
    metro_redeal_hidden(&r, seat, rng);
    CHECK(memcmp(r.cell, s->cell, sizeof r.cell) == 0);
    CHECK(memcmp(r.hand[seat], s->hand[seat], sizeof r.hand[seat]) == 0);
    CHECK_EQ(r.drawn, s->drawn);
    CHECK_EQ(r.deck_top, s->deck_top);
    CHECK_EQ(r.deck_len, s->deck_len);
    for (int i = s->deck_top; i < s->deck_len; i++) count[s->deck[i]]++, count[r.deck[i]]--;
    for (int p = 0; p < s->cfg.players; p++)
        for (int i = 0; i < s->hand_size; i++) {
            CHECK_EQ(r.hand[p][i] == METRO_NO_TILE, s->hand[p][i] == METRO_NO_TILE);
            if (s->hand[p][i] != METRO_NO_TILE) count[s->hand[p][i]]++;
            if (r.hand[p][i] != METRO_NO_TILE) count[r.hand[p][i]]--;
        }
    for (int t = 0; t < METRO_TILE_TYPES; t++) CHECK_EQ(count[t], 0);
}

/* A random lay the list does not contain is refused and changes nothing. */
static void check_illegal_refused(metro_game *g, const metro_move *mv, int n, metro_rng *rng)
{
    const metro_state *s = &g->state;
    for (int attempt = 0; attempt < 20; attempt++) {
        int from = s->drawn != METRO_NO_TILE ? METRO_FROM_DRAWN
                                             : (int)metro_rng_below(rng, (uint32_t)s->hand_size);
        int held = from == METRO_FROM_DRAWN ? s->drawn : s->hand[s->current][from];
        if (held == METRO_NO_TILE) continue;
        metro_move m = {.kind = METRO_MOVE_LAY,
                        .tile = (uint8_t)metro_tile_rotate(held, (int)metro_rng_below(rng, 4)),
                        .sq = (uint8_t)metro_rng_below(rng, 64),
                        .from = (uint8_t)from};
        int listed = 0;
        for (int i = 0; i < n; i++)
            listed |= mv[i].kind == METRO_MOVE_LAY && mv[i].tile == m.tile && mv[i].sq == m.sq;
        if (listed) continue;
        metro_state before = *s;
        CHECK(metro_move_check(s, &m, NULL, 0) != METRO_OK);
        CHECK(metro_game_play(g, &m) != METRO_OK);
        CHECK(memcmp(&before, s, sizeof before) == 0);
        return;
    }
}

/* Any 8 bytes as a move: refused unless the list holds that move. */
static void check_garbage_move(const metro_state *s, const metro_move *mv, int n, metro_rng *rng)
{
    uint64_t bits = metro_rng_next(rng);
    metro_move m;
    memcpy(&m, &bits, sizeof m);
    m.kind = (uint8_t)(m.kind % 5);
    if (metro_rng_below(rng, 2)) m.tile %= METRO_TILE_TYPES, m.sq %= 64, m.from %= 4;
    if (metro_move_check(s, &m, NULL, 0) != METRO_OK) return;
    int listed = 0;
    for (int i = 0; i < n; i++)
        listed |= mv[i].kind == m.kind &&
                  (m.kind != METRO_MOVE_LAY || (mv[i].tile == m.tile && mv[i].sq == m.sq));
    CHECK(listed);
}

/* A line is scored once: a finished line never changes, scores never drop. */
static void check_scored_once(const metro_state *before, const metro_state *after)
{
    int changed = 0;
    for (int id = 0; id < METRO_MAX_LINES; id++)
        if (before->line[id].status == METRO_LINE_DONE)
            changed += memcmp(&before->line[id], &after->line[id], sizeof after->line[id]) != 0;
    CHECK_EQ(changed, 0);
    for (int a = 0; a < METRO_MAX_ACCOUNTS; a++) CHECK(after->score[a] >= before->score[a]);
}

/* The next-position table follows the board. */
static void check_ports(const metro_state *s)
{
    int wrong = 0;
    for (int sq = 0; sq < METRO_SQUARES; sq++)
        for (int side = 0; side < 4; side++)
            wrong += s->port_next[sq * 4 + side] != oracle_port_next(s, sq, side);
    CHECK_EQ(wrong, 0);
}

static void check_scores(const metro_state *s)
{
    int re[METRO_MAX_ACCOUNTS];
    metro_retrace_scores(s, re);
    for (int a = 0; a < METRO_MAX_ACCOUNTS; a++) CHECK_EQ(re[a], s->score[a]);
}

/* End of game: every line done, points as traced, scores are their sums. */
static void check_final(const metro_state *s, int lays)
{
    CHECK(metro_over(s));
    CHECK_EQ(lays, 60);
    CHECK_EQ(s->tiles_laid, 60);
    int sum[METRO_MAX_ACCOUNTS] = {0};
    for (int st = 1; st <= METRO_STATIONS; st++) {
        const metro_line *l = &s->line[st - 1];
        int dest, entries = oracle_trace(s, st, &dest);
        CHECK_EQ(l->status, METRO_LINE_DONE);
        CHECK(dest != 0);
        CHECK_EQ(l->dest, dest);
        CHECK_EQ(l->entries, entries);
        CHECK_EQ(l->points, entries * (dest == METRO_CENTRE_DEST ? 2 : 1));
        CHECK_EQ(l->owner, metro_station_owner(s->cfg.players, st));
        if (l->owner >= 0) sum[l->owner] += l->points;
    }
    for (int a = 0; a < METRO_MAX_ACCOUNTS; a++) CHECK_EQ(sum[a], s->score[a]);
    check_scores(s);
    check_ports(s);
}

/* §8: the final board's placements format, parse and validate back. */
static void check_notation(const metro_game *g)
{
    metro_placement p[METRO_DECK_SIZE], q[METRO_DECK_SIZE];
    int n = 0, m = 0;
    for (int i = 0; i < g->n_moves && n < METRO_DECK_SIZE; i++)
        if (g->moves[i].kind == METRO_MOVE_LAY)
            p[n++] = (metro_placement){g->moves[i].tile, g->moves[i].sq};
    char text[METRO_DECK_SIZE * 6 + 1], why[256] = "";
    CHECK_EQ(metro_notation_format(p, n, text, sizeof text), 6 * n);
    CHECK_EQ(metro_notation_parse(text, q, &m, why, sizeof why), METRO_OK);
    CHECK_EQ(m, n);
    CHECK(memcmp(p, q, sizeof p[0] * (size_t)n) == 0);
    static metro_state board;
    int k = metro_notation_validate(q, m, g->cfg.players, g->cfg.free_orientation, &board, why,
                                    sizeof why);
    if (!CHECK_EQ(k, 0)) fprintf(stderr, "  %s\n  %s\n", text, why);
    CHECK(memcmp(board.cell, g->state.cell, sizeof board.cell) == 0);
    CHECK(memcmp(board.score, g->state.score, sizeof board.score) == 0);
}

/* Save to memory, load, compare, and save again: the same text. */
static void check_save(metro_game *g)
{
    char *text = NULL, *again = NULL, err[512] = "";
    size_t len = 0, len2 = 0;
    FILE *f = open_memstream(&text, &len);
    if (!CHECK(f != NULL)) return;
    CHECK_EQ(metro_game_write(g, f), 0);
    fclose(f);
    int rc = metro_game_load_text(&loaded, text, "mem", err, sizeof err);
    if (!CHECK_EQ(rc, 0)) fprintf(stderr, "  %s\n", err);
    if (rc == 0) {
        CHECK_EQ(loaded.n_moves, g->n_moves);
        CHECK_EQ(loaded.cursor, g->cursor);
        CHECK(memcmp(loaded.moves, g->moves, sizeof g->moves[0] * (size_t)g->n_moves) == 0);
        CHECK(memcmp(&loaded.initial, &g->initial, sizeof g->initial) == 0);
        CHECK(memcmp(&loaded.state, &g->state, sizeof g->state) == 0);
        for (int p = 0; p < g->cfg.players; p++) {
            CHECK_STR(loaded.seat[p].name, g->seat[p].name);
            CHECK_STR(loaded.seat[p].controller, g->seat[p].controller);
        }
        f = open_memstream(&again, &len2);
        if (CHECK(f != NULL)) {
            metro_game_write(&loaded, f);
            fclose(f);
            CHECK_STR(again, text);
        }
    }
    free(text);
    free(again);
}

/* Undo to the start (step by step in deep games), then redo to the end. */
static void check_undo(metro_game *g, int deep)
{
    metro_state final = g->state;
    int n = g->n_moves;
    if (deep) {
        for (int i = n; i > 0; i--) {
            CHECK(metro_game_undo(g));
            CHECK(memcmp(&g->state, &history[i - 1], sizeof g->state) == 0);
        }
    } else {
        metro_game_seek(g, 0);
    }
    CHECK_EQ(g->cursor, 0);
    CHECK(!metro_game_undo(g));
    CHECK(memcmp(&g->state, &g->initial, sizeof g->state) == 0);
    for (int i = 0; i < n; i++) {
        CHECK(metro_game_redo(g));
        if (deep) CHECK(memcmp(&g->state, &history[i + 1], sizeof g->state) == 0);
    }
    CHECK(!metro_game_redo(g));
    CHECK(memcmp(&g->state, &final, sizeof final) == 0);
}

/* The list names the first of equal hand tiles; half the time lay from a
 * later equal one instead (a player may pick either; saves must not care). */
static void other_equal_slot(const metro_state *s, metro_move *m, metro_rng *rng)
{
    if (m->kind != METRO_MOVE_LAY || m->from == METRO_FROM_DRAWN || metro_rng_below(rng, 2)) return;
    const uint8_t *hand = s->hand[s->current];
    for (int k = s->hand_size - 1; k > m->from; k--) {
        if (hand[k] == METRO_NO_TILE) continue;
        if (s->cfg.free_orientation ? metro_tile_class(hand[k]) == metro_tile_class(hand[m->from])
                                    : hand[k] == hand[m->from]) {
            m->from = (uint8_t)k;
            return;
        }
    }
}

static void play_game(long index)
{
    metro_config cfg;
    metro_config_default(&cfg, 2 + (int)(index % 5));
    cfg.hand_size = 1 + (int)(index / 5 % 3);
    cfg.free_orientation = index / 15 % 2;
    cfg.seed = (uint64_t)index * 0x9E3779B97F4A7C15ull + 12345;
    int deep = index % 4 == 0; /* move set, redeal, retrace, step-by-step undo */
    char err[256];
    if (!CHECK_EQ(metro_game_new(&game, &cfg, err, sizeof err), METRO_OK)) return;
    if (index % 3 == 0) snprintf(game.seat[0].name, METRO_NAME_LEN, "Ann %ld", index);
    if (index % 4 == 0) snprintf(game.seat[1].controller, METRO_CONTROLLER_LEN, "random");
    metro_rng rng;
    metro_rng_seed(&rng, (uint64_t)index);
    history[0] = game.state;
    int lays = 0, steps = 0;
    while (!metro_over(&game.state) && steps < MAX_STEPS) {
        metro_move mv[METRO_MAX_MOVES];
        int n = metro_legal_moves(&game.state, mv);
        if (!CHECK(n > 0)) return;
        check_move_list(&game.state, mv, n); /* every turn of every game */
        if (deep) {
            check_move_set(&game.state, mv, n);
            if (steps % 5 == 0) check_redeal(&game.state, &rng);
        }
        if (deep || steps % 8 == 0) check_illegal_refused(&game, mv, n, &rng);
        for (int k = 0; k < 4; k++) check_garbage_move(&game.state, mv, n, &rng);
        metro_move m = mv[metro_rng_below(&rng, (uint32_t)n)];
        other_equal_slot(&game.state, &m, &rng);
        if (!CHECK_EQ(metro_game_play(&game, &m), METRO_OK)) return;
        lays += m.kind == METRO_MOVE_LAY;
        history[++steps] = game.state;
        if (deep) {
            check_scored_once(&history[steps - 1], &game.state);
            check_ports(&game.state);
        }
        if (deep || lays % 10 == 0) check_scores(&game.state);
    }
    check_final(&game.state, lays);
    int final[METRO_MAX_PLAYERS];
    metro_final_scores(&game.state, final);
    for (int p = 0; p < METRO_MAX_PLAYERS; p++)
        CHECK_EQ(final[p], p < cfg.players ? game.state.score[p] : 0);
    check_notation(&game);
    check_undo(&game, deep);
    if (index % 10 == 1) metro_game_seek(&game, (int)(index / 10 % (unsigned)game.n_moves));
    check_save(&game);
}

int main(int argc, char **argv)
{
    /* argv: first game index and number of games (shards run in parallel). */
    long first = argc > 1 ? atol(argv[1]) : 0, count = argc > 2 ? atol(argv[2]) : 2500;
    for (long i = first; i < first + count && check_failures() < 20; i++) play_game(i);
    printf("games %ld..%ld\n", first, first + count - 1);
    return check_done();
}
