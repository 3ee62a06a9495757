/* The libFuzzer entry point, the allowed set-ups, random games and the failure report shared by the
 * fuzz targets. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "metro/module.h"

/* The allowed set-ups, found once: (players, module mask) pairs. */
static int setups(const uint32_t **mask, const int **seats)
{
    static uint32_t m[1024];
    static int p[1024], n = -1;
    if (n < 0) {
        n = 0;
        int count = metro_module_count();
        for (int players = 1; players <= METRO_MAX_PLAYERS; players++)
            for (uint32_t bits = 0; bits < 1u << count && n < 1024; bits++) {
                bool offered = true;
                for (int i = 0; i < count; i++)
                    if (bits >> i & 1u && metro_module_get(i)->hidden) offered = false;
                metro_config cfg;
                metro_config_default(&cfg, players);
                cfg.modules = bits;
                if (offered && metro_modules_check_config(&cfg, NULL, 0) == METRO_OK)
                    m[n] = bits, p[n++] = players;
            }
        if (!n) fuzz_fail("no allowed set-up", "", "");
    }
    *mask = m, *seats = p;
    return n;
}

int fuzz_setup_count(void)
{
    const uint32_t *m;
    const int *p;
    return setups(&m, &p);
}

void fuzz_setup(int k, unsigned vary, metro_config *cfg)
{
    const uint32_t *m;
    const int *p;
    int n = setups(&m, &p);
    k = (k % n + n) % n;
    metro_config_default(cfg, p[k]);
    cfg->modules = m[k];
    cfg->hand_size = 1 + (int)(vary % METRO_MAX_HAND);
    cfg->free_orientation = vary / METRO_MAX_HAND % 2;
    for (int i = 0; i < metro_module_count(); i++) { /* an option value in range, if allowed */
        const struct metro_module *mod = metro_module_get(i);
        if (!(m[k] >> i & 1u) || !mod->option.key) continue;
        int def = cfg->module_option[i], span = mod->option.max - mod->option.min + 1;
        cfg->module_option[i] = mod->option.min + (int)(vary / 6 % (unsigned)span);
        if (metro_modules_check_config(cfg, NULL, 0) != METRO_OK) cfg->module_option[i] = def;
    }
}

/* Plays up to max_moves uniform legal moves of a new game of cfg. */
static void play_random(metro_game *g, const metro_config *cfg, metro_rng *rng, int max_moves)
{
    char why[256] = "";
    if (metro_game_new(g, cfg, why, sizeof why) != METRO_OK) fuzz_fail("set-up failed", "", why);
    for (int i = 0; i < max_moves && !metro_over(&g->state); i++) {
        static metro_move mv[METRO_MAX_MOVES];
        int n = metro_legal_moves(&g->state, mv);
        if (n <= 0) fuzz_fail("no legal move in a running game", "", "");
        metro_game_play(g, &mv[metro_rng_below(rng, (uint32_t)n)]);
    }
}

void fuzz_random_game(metro_game *g, metro_rng *rng, int max_moves)
{
    metro_config cfg;
    metro_config_default(&cfg, 2 + (int)metro_rng_below(rng, 5));
    cfg.hand_size = 1 + (int)metro_rng_below(rng, 3);
    cfg.free_orientation = metro_rng_below(rng, 2);
    cfg.seed = metro_rng_next(rng);
    play_random(g, &cfg, rng, max_moves);
}

void fuzz_random_setup_game(metro_game *g, metro_rng *rng, int max_moves)
{
    metro_config cfg;
    fuzz_setup((int)metro_rng_below(rng, (uint32_t)fuzz_setup_count()),
               (unsigned)metro_rng_below(rng, 1u << 16), &cfg);
    cfg.seed = metro_rng_next(rng);
    play_random(g, &cfg, rng, max_moves);
}

_Noreturn void fuzz_fail(const char *what, const char *text, const char *detail)
{
    fprintf(stderr, "FUZZ FAILURE: %s\n--- detail ---\n%s\n--- input ---\n%s\n", what, detail,
            text);
    abort();
}

#ifndef FUZZ_BINARY
/* A text target sees the input up to its first NUL, as any C string. */
int fuzz_check_input(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (!text) return 0;
    memcpy(text, data, size);
    text[size] = 0;
    int rc = fuzz_check(text);
    free(text);
    return rc;
}
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_check_input(data, size);
    return 0;
}
