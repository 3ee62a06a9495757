/* xoroshiro128++ seeded through splitmix64. */
#include "metro/rng.h"

void metro_rng_seed(metro_rng *r, uint64_t seed)
{
    /* The first two outputs of a splitmix64 sequence started at `seed`. */
    r->s[0] = metro_splitmix64(seed);
    r->s[1] = metro_splitmix64(seed + 0x9E3779B97F4A7C15ull);
    if (!(r->s[0] | r->s[1])) r->s[1] = 1; /* the all-zero state is a fixed point */
}

/* 32 random bits, two per 64-bit output. */
static uint32_t next32(metro_rng *r, uint64_t *bits, int *left)
{
    if (!*left) *bits = metro_rng_next(r), *left = 2;
    uint32_t x = (uint32_t)*bits;
    *bits >>= 32, (*left)--;
    return x;
}

void metro_rng_shuffle(metro_rng *r, uint8_t *a, int n)
{
    /* Fisher-Yates with Lemire's unbiased bounded draw; the division that
     * finds the biased range runs only in the rare case it may matter. */
    uint64_t bits = 0;
    int left = 0;
    for (int i = n - 1; i > 0; i--) {
        uint32_t bound = (uint32_t)i + 1;
        uint64_t m = (uint64_t)next32(r, &bits, &left) * bound;
        if ((uint32_t)m < bound) {
            uint32_t threshold = (uint32_t)(-bound) % bound;
            while ((uint32_t)m < threshold) m = (uint64_t)next32(r, &bits, &left) * bound;
        }
        int j = (int)(m >> 32);
        uint8_t t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}
