/* Fuzz target for §8 notation: parse, validate and format must agree and never crash. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "metro/notation.h"

static metro_game game;
static metro_state board;

int fuzz_check(const char *text)
{
    metro_placement p[METRO_DECK_SIZE], q[METRO_DECK_SIZE];
    int n = -1, m = -1;
    char why[256] = "";
    if (metro_notation_parse(text, p, &n, why, sizeof why) != METRO_OK) {
        if (!why[0]) fuzz_fail("parse error without a reason", text, "");
        return 0;
    }
    if (n < 0 || n > METRO_DECK_SIZE) fuzz_fail("placement count out of range", text, "");
    /* Formatting gives the input back without its whitespace. */
    char out[METRO_DECK_SIZE * 6 + 1], bare[METRO_DECK_SIZE * 6 + 1];
    size_t b = 0;
    for (const char *c = text; *c && b < sizeof bare - 1; c++)
        if (!isspace((unsigned char)*c)) bare[b++] = *c;
    bare[b] = 0;
    metro_notation_format(p, n, out, sizeof out);
    if (strcmp(out, bare) != 0) fuzz_fail("format(parse(text)) differs", text, out);
    if (metro_notation_parse(out, q, &m, why, sizeof why) != METRO_OK || m != n ||
        memcmp(p, q, sizeof p[0] * (size_t)n) != 0)
        fuzz_fail("formatted text parses differently", text, out);
    int valid = 0;
    for (int players = 2; players <= 6; players++)
        for (int fr = 0; fr < 2; fr++) {
            why[0] = 0;
            int k = metro_notation_validate(p, n, players, fr, &board, why, sizeof why);
            if (k < 0 || k > n) fuzz_fail("validate index out of range", text, why);
            if (k && !why[0]) fuzz_fail("invalid without a reason", text, "");
            if (board.tiles_laid != (k ? k - 1 : n))
                fuzz_fail("board does not hold the legal prefix", text, why);
            int re[METRO_MAX_ACCOUNTS];
            metro_retrace_scores(&board, re);
            for (int a = 0; a < METRO_MAX_ACCOUNTS; a++)
                if (re[a] != board.score[a]) fuzz_fail("score differs from a re-trace", text, "");
            valid += !k;
        }
    return valid > 0;
}

size_t fuzz_seed_input(metro_rng *rng, char *buf, size_t cap)
{
    fuzz_random_game(&game, rng, 400);
    size_t at = 0;
    int limit = (int)metro_rng_below(rng, 61);
    for (int i = 0, laid = 0; i < game.n_moves && laid < limit && at + 8 < cap; i++) {
        if (game.moves[i].kind != METRO_MOVE_LAY) continue;
        metro_placement_format((metro_placement){game.moves[i].tile, game.moves[i].sq}, buf + at);
        at += 6;
        laid++;
        if (metro_rng_below(rng, 8) == 0) buf[at++] = metro_rng_below(rng, 2) ? ' ' : '\n';
    }
    buf[at] = 0;
    return at;
}
