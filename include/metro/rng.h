/* Seeded random numbers: one explicit generator object, never rand(). */
#pragma once

#include <stdint.h>

/* xoroshiro128++ (Blackman & Vigna): small, fast, good statistical quality. */
typedef struct metro_rng {
    uint64_t s[2];
} metro_rng;

void metro_rng_seed(metro_rng *r, uint64_t seed);
uint64_t metro_rng_next(metro_rng *r);
/* Uniform integer in [0, n), n > 0, without modulo bias. */
uint32_t metro_rng_below(metro_rng *r, uint32_t n);
/* Fisher-Yates shuffle of n bytes. */
void metro_rng_shuffle(metro_rng *r, uint8_t *a, int n);
