/* Unit tests for the seeded RNG: determinism, range and rough uniformity, shuffles. */
#include <stdlib.h>

#include "check.h"
#include "metro/rng.h"

static void test_determinism(void)
{
    metro_rng a, b, c;
    metro_rng_seed(&a, 42);
    metro_rng_seed(&b, 42);
    metro_rng_seed(&c, 43);
    int differ = 0;
    for (int i = 0; i < 1000; i++) {
        uint64_t x = metro_rng_next(&a), y = metro_rng_next(&b), z = metro_rng_next(&c);
        CHECK_EQ_U64(x, y);
        differ += x != z;
    }
    CHECK(differ > 990);
    /* Seed 0 must not give the all-zero fixed point. */
    metro_rng_seed(&a, 0);
    uint64_t orv = 0;
    for (int i = 0; i < 8; i++) orv |= metro_rng_next(&a);
    CHECK(orv != 0);
    /* A copied generator continues identically (state is a value). */
    metro_rng_seed(&a, 7);
    metro_rng_next(&a);
    b = a;
    for (int i = 0; i < 100; i++) CHECK_EQ_U64(metro_rng_next(&a), metro_rng_next(&b));
}

static void test_below(void)
{
    metro_rng r;
    metro_rng_seed(&r, 2024);
    const uint32_t ns[] = {1, 2, 3, 7, 60, 1000, 0x80000001u, 0xFFFFFFFFu};
    for (unsigned k = 0; k < sizeof ns / sizeof ns[0]; k++) {
        int bad = 0;
        for (int i = 0; i < 20000; i++) bad += metro_rng_below(&r, ns[k]) >= ns[k];
        CHECK_EQ(bad, 0);
    }
    /* Six buckets, 60000 draws: each within 5% of 10000 (seeded, not flaky). */
    int count[6] = {0};
    for (int i = 0; i < 60000; i++) count[metro_rng_below(&r, 6)]++;
    for (int i = 0; i < 6; i++) CHECK(count[i] > 9500 && count[i] < 10500);
    /* Large n reaches the upper half too. */
    int high = 0;
    for (int i = 0; i < 1000; i++) high += metro_rng_below(&r, 0xFFFFFFFFu) > 0x80000000u;
    CHECK(high > 400 && high < 600);
}

static void test_shuffle(void)
{
    metro_rng r;
    metro_rng_seed(&r, 5);
    uint8_t a[60];
    int moved = 0;
    for (int round = 0; round < 100; round++) {
        for (int i = 0; i < 60; i++) a[i] = (uint8_t)i;
        metro_rng_shuffle(&r, a, 60);
        int seen[60] = {0};
        for (int i = 0; i < 60; i++) seen[a[i]]++;
        for (int i = 0; i < 60; i++) CHECK_EQ(seen[i], 1);
        moved += a[0] != 0;
    }
    CHECK(moved > 90);
    metro_rng r1, r2;
    metro_rng_seed(&r1, 9);
    metro_rng_seed(&r2, 9);
    uint8_t x[60], y[60];
    for (int i = 0; i < 60; i++) x[i] = y[i] = (uint8_t)i;
    metro_rng_shuffle(&r1, x, 60);
    metro_rng_shuffle(&r2, y, 60);
    CHECK(memcmp(x, y, 60) == 0);
}

/* The shuffle written the plain way: Fisher-Yates from the top, each index
 * drawn with Lemire's method from the next 32 random bits (low half of each
 * 64-bit output first), rejecting the biased low range. The engine's faster
 * form must give the same deal for every seed: games and saves depend on it. */
static void reference_shuffle(metro_rng *r, uint8_t *a, int n)
{
    uint64_t bits = 0;
    int left = 0;
    for (int i = n - 1; i > 0; i--) {
        uint32_t bound = (uint32_t)i + 1, x;
        uint64_t m;
        do {
            if (!left) bits = metro_rng_next(r), left = 2;
            x = (uint32_t)bits, bits >>= 32, left--;
            m = (uint64_t)x * bound;
        } while ((uint32_t)m < (uint32_t)(-bound) % bound);
        uint8_t t = a[i];
        a[i] = a[m >> 32];
        a[m >> 32] = t;
    }
}

static void check_same_from(const metro_rng *r, uint64_t seed, uint8_t *a, uint8_t *b, int n)
{
    for (int i = 0; i < n; i++) a[i] = b[i] = (uint8_t)(i * 7 + (int)seed);
    metro_rng r1 = *r, r2 = *r;
    metro_rng_shuffle(&r1, a, n);
    reference_shuffle(&r2, b, n);
    CHECK(memcmp(a, b, (size_t)n) == 0);
    CHECK_EQ_U64(r1.s[0], r2.s[0]); /* and the generator ends in the same state */
    CHECK_EQ_U64(r1.s[1], r2.s[1]);
}

static void check_same_as_reference(uint64_t seed, uint8_t *a, uint8_t *b, int n)
{
    metro_rng r;
    metro_rng_seed(&r, seed);
    check_same_from(&r, seed, a, b, n);
}

/* The generator one output back: xoroshiro128++'s step undone. */
static void rng_back(metro_rng *r)
{
    uint64_t s1 = (r->s[1] >> 28) | (r->s[1] << 36); /* s1 ^ s0 before the step */
    uint64_t x = r->s[0] ^ s1 ^ (s1 << 21);          /* rotl(s0, 49) */
    uint64_t s0 = (x >> 49) | (x << 15);
    r->s[0] = s0;
    r->s[1] = s1 ^ s0;
}

/* A generator whose output number k (from 0) is v (not 0): with s0 = 0 the
 * output is rotl(s1, 17), then k steps back. */
static metro_rng rng_with_output(int k, uint64_t v)
{
    metro_rng r = {{0, (v >> 17) | (v << 47)}};
    for (int i = 0; i < k; i++) rng_back(&r);
    metro_rng t = r;
    for (int i = 0; i < k; i++) metro_rng_next(&t);
    CHECK_EQ_U64(metro_rng_next(&t), v);
    return r;
}

/* The deck's 60-tile shuffle (written out step by step) with a draw that
 * may be biased at each of its 30 outputs: a low half of 0 (its first
 * step's draw), a high half of 0 (its second), both small; the rare
 * redraw must deal as the plain shuffle does. */
static void test_shuffle_60_rare(void)
{
    const uint64_t outputs[] = {0xDEADBEEF00000000ull, 0x00000000CAFEF00Dull, 1, 0x100000000ull};
    uint8_t a[60], b[60];
    for (int k = 0; k < 30; k++)
        for (unsigned i = 0; i < sizeof outputs / sizeof outputs[0]; i++) {
            metro_rng r = rng_with_output(k, outputs[i]);
            check_same_from(&r, (uint64_t)k, a, b, 60);
        }
}

static void test_shuffle_reference(void)
{
    uint8_t a[300], b[300];
    for (uint64_t seed = 0; seed < 3000; seed++)
        check_same_as_reference(seed, a, b, (int)(seed % 300));
    /* Rejections are rare at 60 tiles (under 60 in 2^32 draws); at 2^25
     * elements they happen often, which checks the rare paths too. */
    int big = 1 << 25;
    uint8_t *x = malloc((size_t)big), *y = malloc((size_t)big);
    if (CHECK(x && y)) check_same_as_reference(1, x, y, big);
    free(x);
    free(y);
}

/* splitmix64 against the reference sequence from state 0 (Vigna's
 * splitmix64.c: 0xe220a8397b1dcdaf, 0x6e789e6aa1b965f4, 0x06c45d188009454f),
 * and the generator seeded from its first two outputs. */
static void test_splitmix64(void)
{
    const uint64_t golden = 0x9E3779B97F4A7C15ull;
    CHECK_EQ_U64(metro_splitmix64(0), 0xe220a8397b1dcdafull);
    CHECK_EQ_U64(metro_splitmix64(golden), 0x6e789e6aa1b965f4ull);
    CHECK_EQ_U64(metro_splitmix64(2 * golden), 0x06c45d188009454full);
    metro_rng r;
    metro_rng_seed(&r, 0);
    CHECK_EQ_U64(r.s[0], 0xe220a8397b1dcdafull);
    CHECK_EQ_U64(r.s[1], 0x6e789e6aa1b965f4ull);
}

int main(void)
{
    test_splitmix64();
    test_determinism();
    test_below();
    test_shuffle();
    test_shuffle_reference();
    test_shuffle_60_rare();
    return check_done();
}
