/* `--write-seeds DIR N` of the fuzz drivers: N generated inputs as files
 * DIR/seed-1 .. DIR/seed-N (a seed corpus for tools/fuzz). */
#pragma once

#include <stdio.h>

#include "metro/rng.h"

typedef size_t (*fuzz_seed_maker)(metro_rng *r, void *buf, size_t cap);

static inline int fuzz_write_seeds(const char *dir, long n, metro_rng *r, void *buf, size_t cap,
                                   fuzz_seed_maker make)
{
    for (long i = 0; i < n; i++) {
        char path[600];
        snprintf(path, sizeof path, "%s/seed-%ld", dir, i + 1);
        size_t len = make(r, buf, cap);
        FILE *f = fopen(path, "wb");
        if (!f || fwrite(buf, 1, len, f) != len || fclose(f)) {
            fprintf(stderr, "cannot write %s\n", path);
            return 1;
        }
    }
    return 0;
}
