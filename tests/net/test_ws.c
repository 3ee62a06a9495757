/* The WebSocket's parts without sockets (docs/protocol.md "WebSocket and
 * the page"): SHA-1 and base64 against published vectors and the RFC 6455
 * handshake example, the frame reader fed whole and byte by byte (every
 * length form, fragments with a ping between them, a message too long,
 * frames the RFC forbids), and the HTTP request reader's paths and
 * refusals. */
#include <stdio.h>
#include <string.h>

#include "sha1.h"
#include "ws_frame.h"
#include "ws_http.h"

static int failures;

#define CHECK(cond)                                                                                \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            printf("FAILED line %d: %s\n", __LINE__, #cond);                                       \
            failures++;                                                                            \
        }                                                                                          \
    } while (0)

static void hex(const uint8_t *d, size_t n, char *out)
{
    for (size_t i = 0; i < n; i++) sprintf(out + 2 * i, "%02x", d[i]);
}

static void sha1_vectors(void)
{
    static const char *in[] = {"", "abc",
                               "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"};
    static const char *want[] = {"da39a3ee5e6b4b0d3255bfef95601890afd80709",
                                 "a9993e364706816aba3e25717850c26c9cd0d89d",
                                 "84983e441c3bd26ebaae4aa1f95129e5e54670f1"};
    for (int i = 0; i < 3; i++) {
        uint8_t d[METRO_SHA1_BYTES];
        char h[41];
        metro_sha1(in[i], strlen(in[i]), d);
        hex(d, sizeof d, h);
        CHECK(!strcmp(h, want[i]));
    }
    char b[16];
    metro_base64((const uint8_t *)"foob", 4, b, sizeof b);
    CHECK(!strcmp(b, "Zm9vYg=="));
    metro_base64((const uint8_t *)"fooba", 5, b, sizeof b);
    CHECK(!strcmp(b, "Zm9vYmE="));
    metro_base64((const uint8_t *)"foobar", 6, b, sizeof b);
    CHECK(!strcmp(b, "Zm9vYmFy"));
    CHECK(metro_base64((const uint8_t *)"foobar", 6, b, 8) == 0); /* no room for the NUL */
    char accept[29];
    metro_ws_accept_key("dGhlIHNhbXBsZSBub25jZQ==", 24, accept); /* RFC 6455 1.3 */
    CHECK(!strcmp(accept, "s3pPLMBiTxaQ9kYGzzhZRbK+xOo="));
}

static const uint8_t mask[4] = {1, 2, 3, 250};

/* A client's frame: head, then the payload masked. */
static size_t client_frame(uint8_t *out, int first, const uint8_t *p, size_t n)
{
    size_t h = ws_frame_head(out, first & 0x0F, n, mask);
    out[0] = (uint8_t)first;
    for (size_t i = 0; i < n; i++) out[h + i] = p[i] ^ mask[i & 3];
    return h + n;
}

/* Feeds bytes (one at a time when `drip`); the kinds of the items, in order. */
static int feed(ws_reader *r, const uint8_t *b, size_t n, bool drip, int kinds[], int max)
{
    int got = 0;
    for (size_t at = 0; at < n && got < max;) {
        int kind;
        size_t len = drip ? 1 : n - at;
        size_t used = ws_reader_feed(r, b + at, len, &kind);
        at += used;
        if (kind != WS_NONE) kinds[got++] = kind;
        if (kind == WS_BAD || (kind == WS_NONE && used < len)) break;
    }
    return got;
}

static void lengths(void)
{
    static uint8_t payload[70000], frame[70100], msg[70000];
    for (size_t i = 0; i < sizeof payload; i++) payload[i] = (uint8_t)(i * 7);
    static const size_t sizes[] = {0, 1, 125, 126, 127, 1000, 65535, 65536, 69999};
    for (int drip = 0; drip < 2; drip++)
        for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
            ws_reader r;
            int kinds[4];
            ws_reader_init(&r, true, msg, sizeof msg);
            size_t n = client_frame(frame, 0x82, payload, sizes[k]);
            int got = feed(&r, frame, n, drip, kinds, 4);
            CHECK(got == 1 && kinds[0] == WS_MESSAGE && r.msg_len == sizes[k] && !r.too_long &&
                  !memcmp(msg, payload, sizes[k]));
        }
}

static void fragments_and_faults(void)
{
    uint8_t b[4096], msg[64];
    size_t n = 0;
    ws_reader r;
    int kinds[8];
    n += client_frame(b + n, 0x02, (const uint8_t *)"\x02", 1); /* begun, no FIN */
    n += client_frame(b + n, 0x89, (const uint8_t *)"hi", 2);   /* a ping between */
    n += client_frame(b + n, 0x80, (const uint8_t *)"\0\0", 2); /* the last fragment */
    ws_reader_init(&r, true, msg, sizeof msg);
    int got = feed(&r, b, n, true, kinds, 8);
    CHECK(got == 2 && kinds[0] == WS_GOT_PING && kinds[1] == WS_MESSAGE && r.msg_len == 3 &&
          !memcmp(msg, "\x02\0\0", 3));
    CHECK(r.frames == 3);

    static uint8_t big[100];
    memset(big, 'x', sizeof big);
    n = client_frame(b, 0x82, big, sizeof big); /* longer than the reader keeps */
    ws_reader_init(&r, true, msg, sizeof msg);
    got = feed(&r, b, n, false, kinds, 8);
    CHECK(got == 1 && kinds[0] == WS_MESSAGE && r.too_long && r.msg_len == sizeof msg);

    static const struct {
        int first;
        bool masked;
    } bad[] = {{0x82, false}, {0xC2, true}, {0x81, true}, {0x83, true},
               {0x80, true},  {0x0A, true}, {0x8B, true}};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        ws_frame_head(b, 2, 3, bad[i].masked ? mask : NULL);
        b[0] = (uint8_t)bad[i].first;
        ws_reader_init(&r, true, msg, sizeof msg);
        got = feed(&r, b, bad[i].masked ? 6 : 2, false, kinds, 8);
        CHECK(got == 1 && kinds[0] == WS_BAD);
    }
    /* A server's frames must not be masked. */
    ws_frame_head(b, 2, 0, mask);
    ws_reader_init(&r, false, msg, sizeof msg);
    CHECK(feed(&r, b, 6, false, kinds, 8) == 1 && kinds[0] == WS_BAD);
    /* A ping over 125 bytes. */
    ws_frame_head(b, 9, 126, mask);
    ws_reader_init(&r, true, msg, sizeof msg);
    CHECK(feed(&r, b, 8, false, kinds, 8) == 1 && kinds[0] == WS_BAD);
}

static void requests(void)
{
    static const char upgrade[] =
        "GET /?join=T HTTP/1.1\r\nHost: h\r\nUpgrade: WebSocket\r\nConnection: keep-alive, "
        "Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: "
        "13\r\n\r\n";
    ws_request rq;
    size_t end = ws_http_head_end(upgrade, sizeof upgrade - 1);
    CHECK(end == sizeof upgrade - 1);
    CHECK(ws_http_head_end(upgrade, end - 1) == 0);
    ws_http_read(upgrade, end, false, &rq);
    CHECK(!rq.status && rq.upgrade && !strcmp(rq.accept, "s3pPLMBiTxaQ9kYGzzhZRbK+xOo="));
    static const struct {
        const char *target;
        bool files;
        int status;
        const char *path;
    } cases[] = {
        {"/", true, 0, "index.html"},
        {"/?join=a/../../x", true, 0, "index.html"},
        {"/metro.wasm", true, 0, "metro.wasm"},
        {"/", false, 404, NULL},
        {"/../etc/passwd", true, 403, NULL},
        {"/a/./b", true, 403, NULL},
        {"/.git/config", true, 403, NULL},
        {"/a//b", true, 403, NULL},
        {"/%2e%2e/x", true, 403, NULL},
        {"/dir/", true, 404, NULL},
        {"nope", true, 400, NULL},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char head[300];
        int n = snprintf(head, sizeof head, "GET %s HTTP/1.1\r\nHost: h\r\n\r\n", cases[i].target);
        ws_http_read(head, (size_t)n, cases[i].files, &rq);
        CHECK(rq.status == cases[i].status);
        CHECK(!cases[i].path || !strcmp(rq.path, cases[i].path));
    }
    ws_http_read("POST / HTTP/1.1\r\n\r\n", 19, true, &rq);
    CHECK(rq.status == 405);
    ws_http_read("GET / HTTP/2.0\r\n\r\n", 18, true, &rq);
    CHECK(rq.status == 400);
}

int main(void)
{
    sha1_vectors();
    lengths();
    fragments_and_faults();
    requests();
    printf("%s\n", failures ? "FAILED" : "ok");
    return failures ? 1 : 0;
}
