/* Unit tests of the engine's bit helpers: popcount and the branch-free select. */
#include "check.h"
#include "internal.h"

/* Naive references, written the obvious way. */
static int naive_popcount(uint64_t x)
{
    int n = 0;
    for (int i = 0; i < 64; i++) n += (int)(x >> i & 1);
    return n;
}

static int naive_select(uint64_t x, int k)
{
    for (int i = 0; i < 64; i++)
        if (x >> i & 1 && k-- == 0) return i;
    return -1;
}

static void check_mask(uint64_t x)
{
    int n = naive_popcount(x);
    CHECK_EQ(metro_popcount(x), n);
    for (int k = 0; k < n; k++) CHECK_EQ(metro_select_bit(x, k), naive_select(x, k));
}

int main(void)
{
    check_mask(0);
    check_mask(~0ull);
    for (int i = 0; i < 64; i++) check_mask(1ull << i);
    metro_rng r;
    metro_rng_seed(&r, 7);
    for (int i = 0; i < 20000; i++) {
        uint64_t x = metro_rng_next(&r);
        /* Sparse and dense masks as well as uniform ones. */
        if (i % 3 == 1) x &= metro_rng_next(&r) & metro_rng_next(&r);
        if (i % 3 == 2) x |= metro_rng_next(&r) | metro_rng_next(&r);
        check_mask(x);
    }
    return check_done();
}
