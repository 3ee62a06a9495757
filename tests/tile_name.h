/* T("cbaa"): a tile type from its letters, for tests; a typo aborts the test. */
#pragma once

#include <stdio.h>
#include <stdlib.h>

#include "metro/engine.h"

static inline int T(const char *letters)
{
    int t = metro_tile_from_letters(letters);
    if (t < 0) {
        fprintf(stderr, "bad tile name in test: %s\n", letters);
        abort();
    }
    return t;
}
