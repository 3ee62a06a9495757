/* Unit tests for the seeded RNG: determinism, range and rough uniformity, shuffles. */
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

int main(void)
{
    test_determinism();
    test_below();
    test_shuffle();
    return check_done();
}
