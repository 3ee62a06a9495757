/* Shared declarations of the fuzz targets and their deterministic driver. */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include "metro/game.h"

/* libFuzzer entry point: aborts when the code under test breaks its contract. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Checks one input of `size` bytes; 1 if the code under test accepted it, 0
 * if it refused it the documented way. Aborts on a broken contract. Text
 * targets get it up to its first NUL byte, as fuzz_check's text (fuzz_game.c);
 * binary targets (built with FUZZ_BINARY: the .mo reader, the script reader)
 * define this function themselves. */
int fuzz_check_input(const uint8_t *data, size_t size);
/* A text target's check of one NUL-terminated input. */
int fuzz_check(const char *text);

/* Writes a valid input of the target (made from a random game) into buf;
 * returns its length in bytes. */
size_t fuzz_seed_input(metro_rng *rng, char *buf, size_t cap);

/* A random base game: random players, hand, orientation, then up to
 * max_moves uniform legal moves. `g` is large: pass static storage. */
void fuzz_random_game(metro_game *g, metro_rng *rng, int max_moves);
/* The same in a random one of every allowed set-up (fuzz_setup). */
void fuzz_random_setup_game(metro_game *g, metro_rng *rng, int max_moves);

/* Every allowed set-up: each player count with each set of modules offered
 * in play that the rules allow (metro_modules_check_config), in a fixed
 * order; 316 with the modules of today. fuzz_setup fills cfg (default
 * options, seed 0) for set-up k % fuzz_setup_count(); `vary` then picks the
 * hand size, the orientation variant and the modules' option values. */
int fuzz_setup_count(void);
void fuzz_setup(int k, unsigned vary, metro_config *cfg);

/* The play target's game as its last input left it (fuzz_play.c): for the
 * check that the seed corpus reaches every city's end scoring. */
const metro_game *fuzz_play_game(void);

/* Prints the reason and aborts (a crash for libFuzzer, a failure for ctest). */
_Noreturn void fuzz_fail(const char *what, const char *text, const char *detail);
