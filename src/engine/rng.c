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

static inline void swap(uint8_t *a, int i, int j)
{
    uint8_t t = a[i];
    a[i] = a[j];
    a[j] = t;
}

/* Fisher-Yates steps i down to 1 with Lemire's unbiased bounded draw, 32
 * bits at a time from `bits` (`left` halves in it, low half first); the
 * division that finds the biased range runs only in the rare case it may
 * matter. */
static __attribute__((noinline)) void shuffle_from(metro_rng *r, uint8_t *a, int i, uint64_t bits,
                                                   int left)
{
    for (; i > 0; i--) {
        uint32_t bound = (uint32_t)i + 1;
        uint64_t m = (uint64_t)next32(r, &bits, &left) * bound;
        if ((uint32_t)m < bound) {
            uint32_t threshold = (uint32_t)(-bound) % bound;
            while ((uint32_t)m < threshold) m = (uint64_t)next32(r, &bits, &left) * bound;
        }
        swap(a, i, (int)(m >> 32));
    }
}

/* Fisher-Yates steps i and i - 1 from one 64-bit output of the local
 * generator g, as metro_rng_shuffle takes them; where either draw might be
 * biased, shuffle_from redoes them and the steps below from the same word
 * (g written back to r first). */
#define SHUFFLE_PAIR(r, g, a, i)                                                                   \
    do {                                                                                           \
        uint64_t w = metro_rng_next(g);                                                            \
        uint64_t m1 = (uint64_t)(uint32_t)w * ((i) + 1u), m2 = (w >> 32) * (i);                    \
        if (__builtin_expect((uint32_t)m1 < (i) + 1u || (uint32_t)m2 < (i), 0)) {                  \
            *(r) = *(g);                                                                           \
            shuffle_from(r, a, i, w, 2);                                                           \
            return;                                                                                \
        }                                                                                          \
        swap(a, i, (int)(m1 >> 32));                                                               \
        swap(a, (i)-1, (int)(m2 >> 32));                                                           \
    } while (0)

/* The deck's shuffle (60 tiles, every game's set-up) written out: each
 * step's bound and place are constants, no loop counter, and the
 * generator stays in registers (the tiles' stores could change it for the
 * compiler if it stayed in *r). */
static void shuffle_60(metro_rng *r, uint8_t *a)
{
    metro_rng g = *r;
    SHUFFLE_PAIR(r, &g, a, 59);
    SHUFFLE_PAIR(r, &g, a, 57);
    SHUFFLE_PAIR(r, &g, a, 55);
    SHUFFLE_PAIR(r, &g, a, 53);
    SHUFFLE_PAIR(r, &g, a, 51);
    SHUFFLE_PAIR(r, &g, a, 49);
    SHUFFLE_PAIR(r, &g, a, 47);
    SHUFFLE_PAIR(r, &g, a, 45);
    SHUFFLE_PAIR(r, &g, a, 43);
    SHUFFLE_PAIR(r, &g, a, 41);
    SHUFFLE_PAIR(r, &g, a, 39);
    SHUFFLE_PAIR(r, &g, a, 37);
    SHUFFLE_PAIR(r, &g, a, 35);
    SHUFFLE_PAIR(r, &g, a, 33);
    SHUFFLE_PAIR(r, &g, a, 31);
    SHUFFLE_PAIR(r, &g, a, 29);
    SHUFFLE_PAIR(r, &g, a, 27);
    SHUFFLE_PAIR(r, &g, a, 25);
    SHUFFLE_PAIR(r, &g, a, 23);
    SHUFFLE_PAIR(r, &g, a, 21);
    SHUFFLE_PAIR(r, &g, a, 19);
    SHUFFLE_PAIR(r, &g, a, 17);
    SHUFFLE_PAIR(r, &g, a, 15);
    SHUFFLE_PAIR(r, &g, a, 13);
    SHUFFLE_PAIR(r, &g, a, 11);
    SHUFFLE_PAIR(r, &g, a, 9);
    SHUFFLE_PAIR(r, &g, a, 7);
    SHUFFLE_PAIR(r, &g, a, 5);
    SHUFFLE_PAIR(r, &g, a, 3);
    /* The last step: the low half of a new output. */
    uint64_t w = metro_rng_next(&g);
    uint64_t m = (uint64_t)(uint32_t)w * 2u;
    *r = g;
    if (__builtin_expect((uint32_t)m < 2u, 0)) {
        shuffle_from(r, a, 1, w, 2);
        return;
    }
    swap(a, 1, (int)(m >> 32));
}

void metro_rng_shuffle(metro_rng *r, uint8_t *a, int n)
{
    if (n == 60) {
        shuffle_60(r, a);
        return;
    }
    /* Two steps take the two halves of one 64-bit output. Where either draw
     * might be biased, shuffle_from redoes both from the same word, so the
     * deal is the same as drawing one at a time. */
    int i = n - 1;
    for (; i > 1; i -= 2) {
        uint64_t w = metro_rng_next(r);
        uint32_t b1 = (uint32_t)i + 1, b2 = (uint32_t)i;
        uint64_t m1 = (uint64_t)(uint32_t)w * b1, m2 = (w >> 32) * b2;
        if ((uint32_t)m1 < b1 || (uint32_t)m2 < b2) {
            shuffle_from(r, a, i, w, 2);
            return;
        }
        swap(a, i, (int)(m1 >> 32));
        swap(a, i - 1, (int)(m2 >> 32));
    }
    if (i == 1) shuffle_from(r, a, 1, 0, 0);
}
