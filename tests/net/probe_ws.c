/* net_probe ws-hostile HOST:PORT PER_ADDRESS: what a WebSocket client that
 * breaks RFC 6455 or the HTTP rules meets (docs/protocol.md "WebSocket and
 * the page"): bad and slow handshakes answered with their HTTP status,
 * unmasked, oversized, fragmented, text and unknown frames with REFUSE 2,
 * a flood of frames with REFUSE 4, each then closed; a ping answered; and
 * no more than PER_ADDRESS connections from one address. Raw sockets, so
 * it can send what link_ws.c never would. */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "host.h"
#include "probe.h"
#include "session.h"
#include "ws_frame.h"

static int failures;
static struct sockaddr_in target;

static void check(bool ok, const char *what, const char *detail)
{
    printf("%s %s%s%s\n", ok ? "ok" : "FAILED", what, detail ? ": " : "", detail ? detail : "");
    failures += !ok;
}

static int tcp(void)
{
    int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd >= 0 && connect(fd, (struct sockaddr *)&target, sizeof target) != 0) {
        close(fd);
        return -1;
    }
    return fd;
}

/* Everything the host sends within ms (or until it closes), at most cap
 * bytes; *closed says whether it closed. */
static size_t slurp(int fd, uint8_t *buf, size_t cap, int ms, bool *closed)
{
    size_t n = 0;
    uint64_t until = metro_net_now_ms() + (uint64_t)ms;
    *closed = false;
    while (n < cap && metro_net_now_ms() < until) {
        struct pollfd p = {.fd = fd, .events = POLLIN};
        if (poll(&p, 1, (int)(until - metro_net_now_ms())) <= 0) continue;
        ssize_t k = recv(fd, buf + n, cap - n, 0);
        if (k <= 0) {
            *closed = true;
            break;
        }
        n += (size_t)k;
    }
    return n;
}

/* Sends a request; true when the answer's status line starts with want and
 * the host then closed the connection. */
static void http_case(const char *what, const char *request, size_t len, const char *want)
{
    if (!len) len = strlen(request);
    int fd = tcp();
    char got[512] = "";
    bool closed = false;
    if (fd >= 0) {
        (void)!send(fd, request, len, MSG_NOSIGNAL);
        size_t n = slurp(fd, (uint8_t *)got, sizeof got - 1, 8000, &closed);
        got[n] = 0;
        close(fd);
    }
    char *eol = strchr(got, '\r');
    if (eol) *eol = 0;
    check(!strncmp(got, want, strlen(want)) && closed, what, got);
}

static const char upgrade[] =
    "GET / HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n"
    "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
    "Sec-WebSocket-Version: 13\r\n\r\n";

static void handshakes(void)
{
    char big[6000];
    int n = snprintf(big, sizeof big, "GET / HTTP/1.1\r\nX-Long: ");
    memset(big + n, 'a', sizeof big - (size_t)n);
    http_case("garbage", "\x16\x03\x01 hello\r\n\r\n", 14, "HTTP/1.1 400");
    http_case("POST", "POST / HTTP/1.1\r\n\r\n", 19, "HTTP/1.1 405");
    http_case("an upgrade without a key",
              "GET / HTTP/1.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
              "Sec-WebSocket-Version: 13\r\n\r\n",
              0, "HTTP/1.1 400");
    http_case("WebSocket version 8",
              "GET / HTTP/1.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
              "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 8\r\n\r\n",
              0, "HTTP/1.1 426");
    http_case("a head over 4 KiB", big, sizeof big, "HTTP/1.1 431");
    http_case("a slow head (6 s for half a request)", upgrade, 40, "HTTP/1.1 408");
}

/* A WebSocket past its handshake, or -1. */
static int opened(void)
{
    int fd = tcp();
    uint8_t buf[512];
    bool closed;
    if (fd < 0) return -1;
    (void)!send(fd, upgrade, sizeof upgrade - 1, MSG_NOSIGNAL);
    size_t n = slurp(fd, buf, 129, 300, &closed); /* the 101's head is 129 bytes */
    if (n < 12 || memcmp(buf, "HTTP/1.1 101", 12)) return close(fd), -1;
    return fd;
}

/* A frame with the head bytes given and payload masked with mask (NULL:
 * unmasked, breaking the RFC). */
static void frame(int fd, int first, const uint8_t *payload, size_t len, const uint8_t *mask,
                  uint64_t claimed)
{
    uint8_t head[WS_HEAD_MAX], body[2048];
    size_t h = ws_frame_head(head, WS_BINARY, claimed, mask);
    head[0] = (uint8_t)first;
    for (size_t i = 0; i < len && i < sizeof body; i++)
        body[i] = mask ? payload[i] ^ mask[i & 3] : payload[i];
    (void)!send(fd, head, h, MSG_NOSIGNAL);
    if (len) (void)!send(fd, body, len < sizeof body ? len : sizeof body, MSG_NOSIGNAL);
}

static const uint8_t mask[4] = {0x12, 0x34, 0x56, 0x78};

/* HELLO said and WELCOME heard over a fresh WebSocket, or -1. */
static int greeted(void)
{
    int fd = opened();
    metro_msg hello;
    uint8_t buf[256];
    bool closed;
    if (fd < 0) return -1;
    metro_net_hello(&hello, "net_probe");
    int n = metro_msg_encode(&hello, buf, sizeof buf);
    frame(fd, 0x82, buf, (size_t)n, mask, (uint64_t)n);
    size_t got = slurp(fd, buf, 2 + 80, 300, &closed);
    if (got < 3 || buf[2] != METRO_MSG_WELCOME) return close(fd), -1;
    return fd;
}

/* The host's frames until it closes (8 s at most): the refusal code of the
 * first REFUSE (0 none), whether a pong came, whether it closed. */
static int answer(int fd, bool *pong, bool *closed)
{
    static uint8_t bytes[1 << 16], msg[METRO_NET_MAX_HOST_MSG];
    size_t n = slurp(fd, bytes, sizeof bytes, 8000, closed);
    ws_reader r;
    ws_reader_init(&r, false, msg, sizeof msg);
    int code = 0, kind;
    *pong = false;
    for (size_t at = 0; at < n;) {
        at += ws_reader_feed(&r, bytes + at, n - at, &kind);
        metro_msg m;
        if (kind == WS_MESSAGE && !code &&
            metro_msg_decode(&m, r.msg, r.msg_len, false, NULL, 0) == 0 &&
            m.type == METRO_MSG_REFUSE)
            code = m.u.refuse.code;
        *pong |= kind == WS_GOT_PONG;
        if (kind == WS_BAD) break;
    }
    return code;
}

static void refused(int fd, int want, const char *what)
{
    bool pong = false, closed = false;
    int code = fd >= 0 ? answer(fd, &pong, &closed) : -1;
    char detail[64];
    snprintf(detail, sizeof detail, "REFUSE %d, %s", code, closed ? "closed" : "still open");
    check(code == want && closed, what, detail);
    if (fd >= 0) close(fd);
}

static void frames(void)
{
    static uint8_t chunk[2000];
    memset(chunk, 'a', sizeof chunk);
    chunk[0] = METRO_MSG_CHAT;
    int fd = greeted();
    if (fd >= 0) frame(fd, 0x82, chunk, 10, NULL, 10);
    refused(fd, METRO_REFUSE_MALFORMED, "an unmasked frame");
    if ((fd = greeted()) >= 0) frame(fd, 0x82, chunk, sizeof chunk, mask, 1000000);
    refused(fd, METRO_REFUSE_MALFORMED, "a frame of 1 MB (2 KB sent)");
    if ((fd = greeted()) >= 0) {
        frame(fd, 0x02, chunk, 100, mask, 100); /* no FIN: more to come */
        for (int i = 0; i < 20; i++) frame(fd, 0x00, chunk, 100, mask, 100);
    }
    refused(fd, METRO_REFUSE_MALFORMED, "a message of 21 fragments, 2,100 bytes");
    if ((fd = greeted()) >= 0) {
        frame(fd, 0x02, chunk, 0, mask, 0);
        for (int i = 0; i < 3000; i++) frame(fd, 0x00, chunk, 0, mask, 0);
    }
    refused(fd, METRO_REFUSE_FLOOD, "3,000 empty fragments at once");
    if ((fd = greeted()) >= 0)
        for (int i = 0; i < 3000; i++) frame(fd, 0x89, chunk, 1, mask, 1);
    refused(fd, METRO_REFUSE_FLOOD, "3,000 pings at once");
    if ((fd = greeted()) >= 0) frame(fd, 0x81, chunk, 5, mask, 5);
    refused(fd, METRO_REFUSE_MALFORMED, "a text frame");
    if ((fd = greeted()) >= 0) frame(fd, 0x83, chunk, 5, mask, 5);
    refused(fd, METRO_REFUSE_MALFORMED, "opcode 3");
    if ((fd = greeted()) >= 0) frame(fd, 0xC2, chunk, 5, mask, 5);
    refused(fd, METRO_REFUSE_MALFORMED, "reserved bits");
    if ((fd = greeted()) >= 0) frame(fd, 0x82, (const uint8_t *)"\x99garbage", 8, mask, 8);
    refused(fd, METRO_REFUSE_MALFORMED, "garbage in a good frame");
    if ((fd = opened()) >= 0) frame(fd, 0x82, (const uint8_t *)"\x02\0\0", 3, mask, 3); /* LIST */
    refused(fd, METRO_REFUSE_SEQUENCE, "a message before HELLO");
    if ((fd = greeted()) >= 0) {
        frame(fd, 0x89, (const uint8_t *)"abc", 3, mask, 3);
        bool pong = false, closed = true;
        uint8_t buf[64];
        size_t n = slurp(fd, buf, sizeof buf, 500, &closed);
        pong = n >= 5 && buf[0] == 0x8A && buf[1] == 3 && !memcmp(buf + 2, "abc", 3);
        check(pong && !closed, "a ping answered with its pong", NULL);
        close(fd);
    }
}

/* per_address + 4 connections at once: the ones over the count are closed
 * unanswered, the host's count (ENet's clients from this address too) may
 * refuse more with REFUSE 5; never more than per_address stay. */
static void crowd(int per_address)
{
    enum { EXTRA = 4, MAX = 64 };
    int fd[MAX], n = per_address + EXTRA, alive = 0, unanswered = 0, full = 0;
    if (n > MAX) n = MAX;
    usleep(300000); /* the cases above are closed by now */
    for (int i = 0; i < n; i++) fd[i] = opened();
    for (int i = 0; i < n; i++) {
        if (fd[i] < 0) {
            unanswered++;
            continue;
        }
        metro_msg hello;
        uint8_t buf[256];
        bool closed;
        metro_net_hello(&hello, "net_probe");
        int k = metro_msg_encode(&hello, buf, sizeof buf);
        frame(fd[i], 0x82, buf, (size_t)k, mask, (uint64_t)k);
        size_t got = slurp(fd[i], buf, 3, 1000, &closed);
        alive += got == 3 && buf[2] == METRO_MSG_WELCOME;
        full += got == 3 && buf[2] == METRO_MSG_REFUSE;
    }
    char detail[120];
    snprintf(detail, sizeof detail, "%d tried, %d unanswered, %d refused (REFUSE), %d welcome", n,
             unanswered, full, alive);
    check(unanswered >= EXTRA && alive <= per_address, "connections from one address", detail);
    for (int i = 0; i < n; i++)
        if (fd[i] >= 0) close(fd[i]);
}

int probe_ws_hostile(const char *hostport, int per_address)
{
    const char *colon = strrchr(hostport, ':');
    char host[64];
    if (!colon) return 2;
    snprintf(host, sizeof host, "%.*s", (int)(colon - hostport), hostport);
    target.sin_family = AF_INET;
    target.sin_port = htons((uint16_t)atoi(colon + 1));
    if (inet_pton(AF_INET, host, &target.sin_addr) != 1) return 2;
    handshakes();
    frames();
    crowd(per_address);
    printf("ws-hostile: %d failures\n", failures);
    return failures ? 1 : 0;
}
