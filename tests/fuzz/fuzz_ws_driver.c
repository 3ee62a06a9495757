/* Plain driver for the WebSocket target (fuzz_ws.c): valid requests and
 * frames, mutated (bytes changed, cut, repeated), the same every run. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "metro/game.h"
#include "ws_frame.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum { CAP = 1 << 13 };

static const char *const requests[] = {
    ("GET / HTTP/1.1\r\nHost: h\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
     "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"),
    "GET /?join=T&name=Ada HTTP/1.1\r\nHost: h\r\n\r\n",
    "GET /sub/metro.wasm HTTP/1.0\r\n\r\n",
    "GET /../../etc/passwd HTTP/1.1\r\n\r\n",
};

/* A seed: a request (even first byte) or a few client frames (odd). */
static size_t seed(metro_rng *r, uint8_t *buf)
{
    uint32_t k = metro_rng_below(r, 8);
    buf[0] = (uint8_t)(k < 4 ? 2 * metro_rng_below(r, 2) : 1 | 2 * metro_rng_below(r, 2));
    buf[1] = (uint8_t)metro_rng_next(r), buf[2] = (uint8_t)metro_rng_next(r);
    if (k < 4) {
        size_t n = strlen(requests[k]);
        memcpy(buf + 3, requests[k], n);
        return 3 + n;
    }
    size_t n = 3;
    static const uint8_t mask[4] = {9, 8, 7, 6};
    for (int f = 0; f < 4 && n < CAP - 1200; f++) {
        static const int first[] = {0x82, 0x02, 0x00, 0x80, 0x89, 0x8A, 0x88};
        size_t len = metro_rng_below(r, 3) ? metro_rng_below(r, 130) : metro_rng_below(r, 1100);
        int op = first[metro_rng_below(r, 7)];
        if (op & 8) len %= 126;
        size_t head = n;
        n += ws_frame_head(buf + n, op & 0x0F, len, (buf[0] & 2) ? mask : NULL);
        buf[head] = (uint8_t)op; /* FIN as the seed chose */
        for (size_t i = 0; i < len; i++) buf[n + i] = (uint8_t)metro_rng_next(r);
        n += len;
    }
    return n;
}

static void mutate(metro_rng *r, uint8_t *buf, size_t *n)
{
    size_t at = 3 + metro_rng_below(r, (uint32_t)(*n > 3 ? *n - 3 : 1));
    switch (metro_rng_below(r, 4)) {
    case 0:
        if (at < *n) buf[at] = (uint8_t)metro_rng_next(r);
        break;
    case 1:
        if (at < *n) buf[at] ^= (uint8_t)(1u << metro_rng_below(r, 8));
        break;
    case 2:
        *n = at < *n ? at : *n;
        break;
    default: {
        size_t k = 1 + metro_rng_below(r, 32);
        if (at + k > *n || *n + k > CAP) break;
        memmove(buf + at + k, buf + at, *n - at);
        *n += k;
    }
    }
}

int main(int argc, char **argv)
{
    static uint8_t buf[CAP];
    metro_rng r;
    metro_rng_seed(&r, 20261129);
    long count = argc > 1 ? atol(argv[1]) : 10000;
    for (long i = 0; i < count; i++) {
        size_t n = seed(&r, buf);
        for (int m = (int)metro_rng_below(&r, 4); m > 0; m--) mutate(&r, buf, &n);
        LLVMFuzzerTestOneInput(buf, n);
    }
    printf("fuzz_ws: %ld inputs\n", count);
    return 0;
}
