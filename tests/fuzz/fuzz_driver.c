/* Plain driver for the fuzz targets: a deterministic batch of mutated valid inputs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "fuzz.h"
#include "fuzz_seeds.h"

enum { CAP = 1 << 16 };

static const char *const tokens[] = {
    "-1",
    "0",
    "7",
    "8",
    "99999999999999999999",
    "",
    " ",
    "\n",
    "\r\n",
    "move ",
    "draw",
    "end",
    "seat 1 human X",
    "cursor 9999",
    "modules none",
    "modules nonsense",
    "aaaa00",
    "dddd33",
    "players 7",
    "hand 4",
    "yes",
    "no",
    "\t",
    "metro-save 1\n",
    "metro-save 2\n",
    "checksum 00000000\n",
};

/* Apply one random edit to buf (length *n, capacity CAP). */
static void mutate(metro_rng *r, char *buf, size_t *n)
{
    size_t len = *n, at = len ? metro_rng_below(r, (uint32_t)len) : 0;
    switch (metro_rng_below(r, 7)) {
    case 0: /* overwrite a byte: mostly printable, sometimes anything */
        if (len)
            buf[at] = (char)(metro_rng_below(r, 4) ? 32 + metro_rng_below(r, 95)
                                                   : 1 + metro_rng_below(r, 255));
        break;
    case 1: { /* delete a short range */
        size_t k = 1 + metro_rng_below(r, 12);
        if (at + k > len) k = len - at;
        memmove(buf + at, buf + at + k, len - at - k);
        len -= k;
        break;
    }
    case 2: { /* insert a token */
        const char *t = tokens[metro_rng_below(r, sizeof tokens / sizeof tokens[0])];
        size_t k = strlen(t);
        if (len + k >= CAP) break;
        memmove(buf + at + k, buf + at, len - at);
        memcpy(buf + at, t, k);
        len += k;
        break;
    }
    case 3: /* change a digit */
        for (size_t i = at; i < len; i++)
            if (buf[i] >= '0' && buf[i] <= '9') {
                buf[i] = (char)('0' + metro_rng_below(r, 10));
                break;
            }
        break;
    case 4: /* truncate */
        len = at;
        break;
    case 5: { /* duplicate a range */
        size_t k = 1 + metro_rng_below(r, 40);
        if (at + k > len) k = len - at;
        if (len + k >= CAP) break;
        memmove(buf + at + k, buf + at, len - at);
        len += k;
        break;
    }
    default: /* change a letter a-d */
        for (size_t i = at; i < len; i++)
            if (buf[i] >= 'a' && buf[i] <= 'd') {
                buf[i] = (char)('a' + metro_rng_below(r, 4));
                break;
            }
        break;
    }
    buf[len] = 0;
    *n = len;
}

static size_t seed_text(metro_rng *r, void *buf, size_t cap)
{
    return fuzz_seed_input(r, buf, cap);
}

int main(int argc, char **argv)
{
    static char buf[CAP];
    metro_rng r;
    metro_rng_seed(&r, 20261125);
    if (argc == 4 && strcmp(argv[1], "--write-seeds") == 0)
        return fuzz_write_seeds(argv[2], atol(argv[3]), &r, buf, CAP, seed_text);
    long count = argc > 1 ? atol(argv[1]) : 10000;
    long accepted = 0, rejected = 0, seeds = 0;
    for (long i = 0; i < count; i++) {
        size_t n = fuzz_seed_input(&r, buf, CAP);
        if (i % 50 == 0) { /* the unmutated input must be accepted */
            CHECK(fuzz_check_input((const uint8_t *)buf, n) == 1);
            seeds++;
        }
        int edits = 1 + (int)metro_rng_below(&r, 4);
        for (int e = 0; e < edits; e++) mutate(&r, buf, &n);
        /* Through the libFuzzer entry, as a fuzzer would call it. */
        LLVMFuzzerTestOneInput((const uint8_t *)buf, n);
        if (fuzz_check_input((const uint8_t *)buf, n))
            accepted++;
        else
            rejected++;
    }
    printf("%ld mutated inputs: %ld accepted, %ld rejected; %ld seeds accepted\n", count, accepted,
           rejected, seeds);
    CHECK(rejected > 0); /* the mutations do reach the error paths */
    return check_done();
}
