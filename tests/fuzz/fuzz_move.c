/* Fuzz target for move text (module moves: "swap:20:up", "token:3", ...) in games of every allowed
 * set-up, the cities included. */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "metro/module.h"

static metro_game game;

/* Input: bytes 0 and 1 pick one of every allowed set-up (fuzz_setup: the
 * cities too), byte 2 its variant (hand, orientation, option), byte 3 how far
 * to play (random legal moves, module moves among them); the rest is the
 * move text. Bytes are 1..255 (a NUL ends the text). */
static void position(const unsigned char *head)
{
    metro_config cfg;
    fuzz_setup((head[0] - 1) * 255 + (head[1] - 1), head[2], &cfg);
    cfg.seed = 1000u + head[0] + 256u * head[1];
    char why[256] = "", list[200];
    if (metro_game_new(&game, &cfg, why, sizeof why) != METRO_OK) {
        metro_modules_format(cfg.modules, list, sizeof list);
        fuzz_fail("allowed set-up refused", list, why);
    }
    metro_rng rng;
    metro_rng_seed(&rng, head[3]);
    for (int i = 0; i < head[3] % 40 && !metro_over(&game.state); i++) {
        static metro_move mv[METRO_MAX_MOVES];
        int n = metro_legal_moves(&game.state, mv);
        if (n <= 0) fuzz_fail("no legal move in a running game", "", "");
        metro_game_play(&game, &mv[metro_rng_below(&rng, (uint32_t)n)]);
    }
}

int fuzz_check(const char *text)
{
    if (strlen(text) < 4) return 0;
    position((const unsigned char *)text);
    const metro_state *s = &game.state;
    const char *move = text + 4;
    metro_move m, again;
    char why[256] = "", out[64], out2[64];
    if (metro_move_parse(s, move, &m, why, sizeof why) != METRO_OK) {
        if (!why[0]) fuzz_fail("move refused without a reason", move, "");
        return 0;
    }
    /* Parsed: its text parses back to the same move, and checking it is safe. */
    metro_move_format(s, &m, out, sizeof out);
    if (metro_move_parse(s, out, &again, why, sizeof why) != METRO_OK ||
        memcmp(&m, &again, sizeof m) != 0)
        fuzz_fail("formatted move parses differently", move, out);
    metro_move_format(s, &again, out2, sizeof out2);
    if (strcmp(out, out2) != 0) fuzz_fail("move format is not stable", out, out2);
    int rc = metro_move_check(s, &m, why, sizeof why);
    if (rc == METRO_OK) {
        metro_state t = *s;
        metro_apply_unchecked(&t, &m);
    }
    return rc == METRO_OK;
}

size_t fuzz_seed_input(metro_rng *rng, char *buf, size_t cap)
{
    unsigned char head[4]; /* bytes 1..255: a NUL would end the text */
    for (int i = 0; i < 4; i++) head[i] = (unsigned char)(1 + metro_rng_below(rng, 255));
    position(head);
    static metro_move mv[METRO_MAX_MOVES];
    int n = metro_legal_moves(&game.state, mv);
    memcpy(buf, head, 4), buf[4] = 0;
    if (n <= 0 || cap < 68) return 4;
    /* Module moves when there are any: they are what this target is for. */
    int pickm = (int)metro_rng_below(rng, (uint32_t)n);
    for (int i = 0; i < n; i++)
        if (mv[(pickm + i) % n].kind == METRO_MOVE_MODULE) {
            pickm = (pickm + i) % n;
            break;
        }
    metro_move_format(&game.state, &mv[pickm], buf + 4, cap - 4);
    return strlen(buf);
}
