/* Fuzz target for whole games of every allowed set-up, the cities included: the input picks the
 * set-up and every move, module and city moves among them, and the game must stay consistent. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "metro/module.h"

static metro_game game, loaded;
static metro_move mv[METRO_MAX_MOVES];

/* A move's text parses back to the same move, and the rules accept it. */
static void check_move(const metro_state *s, const metro_move *m, const char *setup)
{
    char out[128], why[256] = "";
    metro_move again;
    metro_move_format(s, m, out, sizeof out);
    if (metro_move_parse(s, out, &again, why, sizeof why) != METRO_OK ||
        memcmp(m, &again, sizeof *m) != 0)
        fuzz_fail("a legal move's text parses differently", setup, out);
    if (metro_move_check(s, m, why, sizeof why) != METRO_OK)
        fuzz_fail("a legal move is refused", setup, why);
}

/* The game saves and loads back to itself; undoing every move and redoing
 * them gives the same state; the scores re-trace. */
static void check_game(const char *setup)
{
    char *text = NULL, err[512] = "";
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f || metro_game_write(&game, f)) fuzz_fail("cannot write a save to memory", setup, "");
    fclose(f);
    if (metro_game_load_text(&loaded, text, "play.save", err, sizeof err) != 0)
        fuzz_fail("the save of a played game is refused", text, err);
    if (loaded.cursor != game.cursor || memcmp(&loaded.state, &game.state, sizeof game.state))
        fuzz_fail("the reloaded game differs", text, "");
    free(text);
    metro_state end = game.state;
    while (metro_game_undo(&game)) {}
    while (metro_game_redo(&game)) {}
    if (memcmp(&end, &game.state, sizeof end)) fuzz_fail("undo all, redo all differs", setup, "");
    int re[METRO_MAX_ACCOUNTS], final[METRO_MAX_PLAYERS];
    metro_retrace_scores(&end, re);
    for (int a = 0; a < METRO_MAX_ACCOUNTS; a++)
        if (re[a] != end.score[a]) fuzz_fail("score differs from a re-trace", setup, "");
    if (metro_over(&end)) metro_final_scores(&end, final);
}

/* Input: bytes 0 and 1 pick the set-up (fuzz_setup), byte 2 its variant,
 * bytes 3 and 4 the seed; then each byte picks the next move among the legal
 * ones (byte % count). 1: the game reached its end; 0: the input ended
 * first (still checked). Bytes are 1..255 (a NUL ends the text). */
int fuzz_check(const char *text)
{
    const unsigned char *in = (const unsigned char *)text;
    size_t len = strlen(text);
    if (len < 5) return 0;
    metro_config cfg;
    fuzz_setup((in[0] - 1) * 255 + (in[1] - 1), in[2], &cfg);
    cfg.seed = (uint64_t)in[3] << 8 | in[4];
    char setup[200], why[256] = "";
    metro_modules_format(cfg.modules, setup, sizeof setup);
    snprintf(setup + strlen(setup), sizeof setup - strlen(setup), ", %d players", cfg.players);
    if (metro_game_new(&game, &cfg, why, sizeof why) != METRO_OK)
        fuzz_fail("allowed set-up refused", setup, why);
    for (size_t i = 5; i < len && !metro_over(&game.state); i++) {
        const metro_state *s = &game.state;
        int n = metro_legal_moves(s, mv);
        if (n <= 0) fuzz_fail("no legal move in a running game", setup, "");
        for (int k = 0; k < n; k++) /* every module move (few), and the one played */
            if (mv[k].kind == METRO_MOVE_MODULE) check_move(s, &mv[k], setup);
        const metro_move *m = &mv[in[i] % n];
        check_move(s, m, setup);
        if (metro_game_play(&game, m) != METRO_OK) fuzz_fail("a legal move fails", setup, "");
    }
    check_game(setup);
    return metro_over(&game.state);
}

const metro_game *fuzz_play_game(void)
{
    return &game;
}

/* A whole game's worth of random move choices (bytes 1..255). */
size_t fuzz_seed_input(metro_rng *rng, char *buf, size_t cap)
{
    size_t n = cap - 1 < 600 ? cap - 1 : 600;
    for (size_t i = 0; i < n; i++) buf[i] = (char)(1 + metro_rng_below(rng, 255));
    buf[n] = 0;
    return n;
}
