/* The network messages' fuzz target (fuzz_net.c) and its plain driver. */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "metro/rng.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
/* A valid input: byte 0 (0 a client's, 1 a host's), then one message. */
size_t fuzz_net_seed(metro_rng *r, void *out, size_t cap);
/* The decoder reads it (the driver counts what its mutations reach). */
bool fuzz_net_accepts(const uint8_t *data, size_t size);
