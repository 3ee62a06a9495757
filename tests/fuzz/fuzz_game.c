/* The libFuzzer entry point, random games and the failure report shared by the fuzz targets. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

void fuzz_random_game(metro_game *g, metro_rng *rng, int max_moves)
{
    metro_config cfg;
    metro_config_default(&cfg, 2 + (int)metro_rng_below(rng, 5));
    cfg.hand_size = 1 + (int)metro_rng_below(rng, 3);
    cfg.free_orientation = metro_rng_below(rng, 2);
    cfg.seed = metro_rng_next(rng);
    if (metro_game_new(g, &cfg, NULL, 0) != METRO_OK) fuzz_fail("set-up failed", "", "");
    for (int i = 0; i < max_moves && !metro_over(&g->state); i++) {
        metro_move mv[METRO_MAX_MOVES];
        int n = metro_legal_moves(&g->state, mv);
        if (n <= 0) fuzz_fail("no legal move in a running game", "", "");
        metro_game_play(g, &mv[metro_rng_below(rng, (uint32_t)n)]);
    }
}

_Noreturn void fuzz_fail(const char *what, const char *text, const char *detail)
{
    fprintf(stderr, "FUZZ FAILURE: %s\n--- detail ---\n%s\n--- input ---\n%s\n", what, detail,
            text);
    abort();
}

/* Every target checks its input as one NUL-terminated text. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (!text) return 0;
    memcpy(text, data, size);
    text[size] = 0; /* a NUL inside ends the text, as for any C string */
    fuzz_check(text);
    free(text);
    return 0;
}
