/* The clock and random bytes of online play (host.h): the host, the socket
 * and the client use them, the page's client too, so they live apart from
 * the host's files (the page builds no host). */
#define _GNU_SOURCE
#include <errno.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/random.h>
#include <time.h>

#include "host.h"

uint64_t metro_net_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

bool metro_net_random(void *out, size_t n)
{
    unsigned char *p = out;
    while (n) {
        ssize_t got = getrandom(p, n, 0);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) return false;
        p += got, n -= (size_t)got;
    }
    return true;
}
