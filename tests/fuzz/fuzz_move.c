/* Fuzz target for move text (module moves: "swap:20:up", "token:3", ...) in games with every module
 * set-up. */
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "metro/module.h"

/* The rulebook's module combinations (docs/rules.md §6) and their seat counts. */
static const struct {
    const char *modules;
    int players;
} setups[] = {
    {"shares,central-stations", 4},
    {"shares,central-tracks", 3},
    {"central-stations", 3},
    {"central-tracks", 2},
    {"station-numbers,central-stations", 4},
    {"station-numbers,central-tracks", 5},
    {"solo", 1},
    {"shares,central-tracks", 6},
};
enum { N_SETUPS = sizeof setups / sizeof setups[0] };

static metro_game game;

/* Input: byte 0 picks the set-up, byte 1 how far to play (random legal
 * moves, module moves among them), the rest is the move text. */
static void position(unsigned char pick, unsigned char depth)
{
    metro_config cfg;
    const int k = pick % N_SETUPS;
    metro_config_default(&cfg, setups[k].players);
    cfg.seed = 1000u + pick;
    if (metro_modules_parse(setups[k].modules, &cfg.modules, NULL, 0) != METRO_OK ||
        metro_game_new(&game, &cfg, NULL, 0) != METRO_OK)
        fuzz_fail("module set-up refused", setups[k].modules, "");
    metro_rng rng;
    metro_rng_seed(&rng, depth);
    for (int i = 0; i < depth % 40 && !metro_over(&game.state); i++) {
        static metro_move mv[METRO_MAX_MOVES];
        int n = metro_legal_moves(&game.state, mv);
        if (n <= 0) fuzz_fail("no legal move in a running game", setups[k].modules, "");
        metro_game_play(&game, &mv[metro_rng_below(&rng, (uint32_t)n)]);
    }
}

int fuzz_check(const char *text)
{
    if (!text[0] || !text[1]) return 0;
    position((unsigned char)text[0], (unsigned char)text[1]);
    const metro_state *s = &game.state;
    const char *move = text + 2;
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
    /* Bytes 1..255: a NUL would end the text. */
    unsigned char pick = (unsigned char)(1 + metro_rng_below(rng, 255));
    unsigned char depth = (unsigned char)(1 + metro_rng_below(rng, 255));
    position(pick, depth);
    static metro_move mv[METRO_MAX_MOVES];
    int n = metro_legal_moves(&game.state, mv);
    buf[0] = (char)pick, buf[1] = (char)depth, buf[2] = 0;
    if (n <= 0 || cap < 66) return 2;
    /* Module moves when there are any: they are what this target is for. */
    int pickm = (int)metro_rng_below(rng, (uint32_t)n);
    for (int i = 0; i < n; i++)
        if (mv[(pickm + i) % n].kind == METRO_MOVE_MODULE) {
            pickm = (pickm + i) % n;
            break;
        }
    metro_move_format(&game.state, &mv[pickm], buf + 2, cap - 2);
    return strlen(buf);
}
