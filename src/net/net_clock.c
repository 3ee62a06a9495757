/* The clock and random bytes of online play (host.h): the host, the socket
 * and the client use them, the page's client too, so they live apart from
 * the host's files (the page builds no host). */
#define _GNU_SOURCE
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <time.h>
#include <unistd.h>

#include "host.h"

uint64_t metro_net_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

/* getentropy, not getrandom: Emscripten (the page's client) has only
 * the first; both read the system's CSPRNG, at most 256 bytes a call. */
bool metro_net_random(void *out, size_t n)
{
    unsigned char *p = out;
    while (n) {
        size_t part = n < 256 ? n : 256;
        if (getentropy(p, part) != 0) return false;
        p += part, n -= part;
    }
    return true;
}
