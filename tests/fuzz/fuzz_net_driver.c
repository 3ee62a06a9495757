/* Plain driver for the network message target: mutated valid messages (bytes
 * changed, cut, inserted, repeated), the same every run (`fuzz_net N SEED`
 * explores other ones). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "fuzz_net.h"
#include "fuzz_seeds.h"

enum { CAP = 1 << 14 };

static void mutate(metro_rng *r, uint8_t *buf, size_t *n)
{
    size_t len = *n, at = len > 1 ? 1 + metro_rng_below(r, (uint32_t)len - 1) : len;
    switch (metro_rng_below(r, 6)) {
    case 0: /* one byte anything */
        if (at < len) buf[at] = (uint8_t)metro_rng_next(r);
        break;
    case 1: /* a small value: lengths and counts */
        if (at < len) buf[at] = (uint8_t)metro_rng_below(r, 8) - 2;
        break;
    case 2: { /* delete a range */
        size_t k = 1 + metro_rng_below(r, 8);
        if (at + k > len) k = len - at;
        memmove(buf + at, buf + at + k, len - at - k);
        len -= k;
        break;
    }
    case 3: /* cut short */
        len = at;
        break;
    case 4: { /* repeat a range */
        size_t k = 1 + metro_rng_below(r, 16);
        if (at + k > len) k = len - at;
        if (len + k >= CAP) break;
        memmove(buf + at + k, buf + at, len - at);
        len += k;
        break;
    }
    default: /* insert a byte */
        if (len + 1 >= CAP) break;
        memmove(buf + at + 1, buf + at, len - at);
        buf[at] = (uint8_t)metro_rng_next(r);
        len++;
        break;
    }
    *n = len;
}

int main(int argc, char **argv)
{
    static uint8_t buf[CAP];
    metro_rng r;
    metro_rng_seed(&r, 20261126);
    if (argc == 4 && strcmp(argv[1], "--write-seeds") == 0)
        return fuzz_write_seeds(argv[2], atol(argv[3]), &r, buf, CAP, fuzz_net_seed);
    if (argc > 2) metro_rng_seed(&r, strtoull(argv[2], NULL, 10)); /* other inputs, by hand */
    long count = argc > 1 ? atol(argv[1]) : 10000, accepted = 0, rejected = 0;
    for (long i = 0; i < count; i++) {
        size_t n = fuzz_net_seed(&r, buf, CAP);
        if (i % 50 == 0) CHECK(fuzz_net_accepts(buf, n)); /* the seed itself is valid */
        int edits = 1 + (int)metro_rng_below(&r, 3);
        for (int e = 0; e < edits; e++) mutate(&r, buf, &n);
        LLVMFuzzerTestOneInput(buf, n);
        if (fuzz_net_accepts(buf, n))
            accepted++;
        else
            rejected++;
    }
    printf("%ld mutated messages: %ld read, %ld refused\n", count, accepted, rejected);
    CHECK(rejected > 0 && accepted > 0); /* the mutations reach both paths */
    return check_done();
}
