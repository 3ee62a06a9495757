/* Seeded random numbers: one explicit generator object, never rand(). */
#pragma once

#include <stdint.h>

/* xoroshiro128++ (Blackman & Vigna): small, fast, good statistical quality. */
typedef struct metro_rng {
    uint64_t s[2];
} metro_rng;

void metro_rng_seed(metro_rng *r, uint64_t seed);

/* splitmix64 (Steele, Lea & Flood; Vigna's constants): one 64-bit value
 * mixed into a well-spread one. Seeds the generator, and spreads (seed, move
 * number) into independent seeds for the computer players. The one copy. */
static inline uint64_t metro_splitmix64(uint64_t x)
{
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

/* The two draws below sit in every simulated move, so they are inline. */
static inline uint64_t metro_rng_rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

static inline uint64_t metro_rng_next(metro_rng *r)
{
    uint64_t s0 = r->s[0], s1 = r->s[1];
    uint64_t out = metro_rng_rotl(s0 + s1, 17) + s0;
    s1 ^= s0;
    r->s[0] = metro_rng_rotl(s0, 49) ^ s1 ^ (s1 << 21);
    r->s[1] = metro_rng_rotl(s1, 28);
    return out;
}

/* Uniform integer in [0, n), n > 0, without modulo bias: Lemire's
 * multiply-shift with rejection of the biased low range. */
static inline uint32_t metro_rng_below(metro_rng *r, uint32_t n)
{
    uint64_t m = (uint64_t)(uint32_t)(metro_rng_next(r) >> 32) * n;
    uint32_t lo = (uint32_t)m;
    if (lo < n) {
        uint32_t t = (uint32_t)(-n) % n;
        while (lo < t) {
            m = (uint64_t)(uint32_t)(metro_rng_next(r) >> 32) * n;
            lo = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}

/* Fisher-Yates shuffle of n bytes. */
void metro_rng_shuffle(metro_rng *r, uint8_t *a, int n);
