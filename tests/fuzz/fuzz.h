/* Shared declarations of the fuzz targets and their deterministic driver. */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include "metro/game.h"

/* libFuzzer entry point: aborts when the code under test breaks its contract. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Checks one NUL-terminated input; 1 if the engine accepted it, 0 if it
 * rejected it the documented way. Aborts on a broken contract. */
int fuzz_check(const char *text);

/* Writes a valid input of the target (made from a random game) into buf. */
size_t fuzz_seed_input(metro_rng *rng, char *buf, size_t cap);

/* A random game: random players, hand, orientation, then up to max_moves
 * uniform legal moves. `g` is large: pass static storage. */
void fuzz_random_game(metro_game *g, metro_rng *rng, int max_moves);

/* Prints the reason and aborts (a crash for libFuzzer, a failure for ctest). */
_Noreturn void fuzz_fail(const char *what, const char *text, const char *detail);
