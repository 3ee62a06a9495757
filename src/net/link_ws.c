/* The WebSocket transport of a client (link.h): a non-blocking TCP
 * connect, the HTTP upgrade (RFC 6455 4.1, checked answer), then masked
 * binary frames out and the host's unmasked ones in, each one message. A
 * quiet connection is pinged, and lost after 15 s of silence, as ENet's
 * peer timeout finds a dead host. */
#define _GNU_SOURCE
#include <errno.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "host.h"
#include "link.h"
#include "proto.h"
#include "sha1.h"
#include "ws_frame.h"
#include "ws_http.h"

enum { IDLE, CONNECTING, HANDSHAKE, OPEN, CLOSING };
enum { CONNECT_MS = 4000, PING_MS = 5000, LOST_MS = 15000, CLOSE_MS = 1000, IN_CAP = 4096 };

typedef struct ws_link {
    net_link base;
    struct sockaddr_in address;
    char host[256];
    int fd, state;
    uint64_t since, heard_at, pinged_at;
    char accept[29];
    uint8_t in[IN_CAP];
    size_t in_at, in_len;
    uint8_t *out;
    size_t out_len, out_cap;
    uint64_t mask_state;
    ws_reader rd;
    uint8_t msg[METRO_NET_MAX_HOST_MSG];
} ws_link;

static void queue(ws_link *w, const void *bytes, size_t n)
{
    if (w->out_len + n > w->out_cap) {
        size_t cap = w->out_cap ? w->out_cap * 2 : 4096;
        while (cap < w->out_len + n) cap *= 2;
        uint8_t *grown = realloc(w->out, cap);
        if (!grown) return; /* lost: the host's answer never comes and the timeout ends it */
        w->out = grown, w->out_cap = cap;
    }
    memcpy(w->out + w->out_len, bytes, n);
    w->out_len += n;
}

/* A client's frame, masked (RFC 6455 5.3: the mask must be unpredictable). */
static void queue_frame(ws_link *w, int opcode, const uint8_t *payload, size_t len)
{
    w->mask_state ^= w->mask_state << 13, w->mask_state ^= w->mask_state >> 7;
    w->mask_state ^= w->mask_state << 17;
    uint8_t mask[4] = {(uint8_t)w->mask_state, (uint8_t)(w->mask_state >> 8),
                       (uint8_t)(w->mask_state >> 16), (uint8_t)(w->mask_state >> 24)};
    uint8_t head[WS_HEAD_MAX], chunk[512];
    queue(w, head, ws_frame_head(head, opcode, len, mask));
    for (size_t at = 0; at < len; at += sizeof chunk) {
        size_t n = len - at < sizeof chunk ? len - at : sizeof chunk;
        for (size_t i = 0; i < n; i++) chunk[i] = payload[at + i] ^ mask[(at + i) & 3];
        queue(w, chunk, n);
    }
}

static void drop(ws_link *w)
{
    if (w->fd >= 0) close(w->fd);
    w->fd = -1, w->state = IDLE;
    w->in_at = w->in_len = w->out_len = 0;
}

static bool link_connect(net_link *l)
{
    ws_link *w = (ws_link *)l;
    drop(w);
    w->fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (w->fd < 0) return false;
    int one = 1;
    setsockopt(w->fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    if (connect(w->fd, (struct sockaddr *)&w->address, sizeof w->address) != 0 &&
        errno != EINPROGRESS) {
        close(w->fd);
        w->fd = -1;
        return false;
    }
    uint8_t key[16];
    char key64[32], request[512];
    if (!metro_net_random(key, sizeof key) || !metro_net_random(&w->mask_state, 8)) return false;
    w->mask_state |= 1; /* xorshift needs a state other than 0 */
    metro_base64(key, sizeof key, key64, sizeof key64);
    metro_ws_accept_key(key64, strlen(key64), w->accept);
    int n = snprintf(request, sizeof request,
                     "GET / HTTP/1.1\r\nHost: %s:%d\r\nUpgrade: websocket\r\n"
                     "Connection: Upgrade\r\nSec-WebSocket-Key: %s\r\n"
                     "Sec-WebSocket-Version: 13\r\n\r\n",
                     w->host, ntohs(w->address.sin_port), key64);
    queue(w, request, (size_t)n);
    ws_reader_init(&w->rd, false, w->msg, sizeof w->msg);
    w->state = CONNECTING;
    w->since = w->heard_at = w->pinged_at = metro_net_now_ms();
    return true;
}

static void link_send(net_link *l, const uint8_t *bytes, size_t len)
{
    ws_link *w = (ws_link *)l;
    if (w->state == OPEN || w->state == HANDSHAKE || w->state == CONNECTING)
        queue_frame(w, WS_BINARY, bytes, len);
}

static bool down(ws_link *w, net_link_event *ev)
{
    drop(w);
    *ev = (net_link_event){.kind = NET_LINK_DOWN};
    return true;
}

/* The host's answer to the upgrade: 101 and the right accept key. */
static int read_answer(ws_link *w, net_link_event *ev)
{
    const char *head = (const char *)w->in + w->in_at;
    size_t end = ws_http_head_end(head, w->in_len - w->in_at);
    if (!end) return w->in_len == IN_CAP ? down(w, ev) : 0;
    bool ok = end > 12 && !memcmp(head, "HTTP/1.1 101", 12) &&
              memmem(head, end, w->accept, strlen(w->accept)) != NULL;
    if (!ok) return down(w, ev);
    w->in_at += end;
    w->state = OPEN;
    *ev = (net_link_event){.kind = NET_LINK_UP};
    return 1;
}

/* The next event from the bytes read so far, if one is complete. */
static bool take(ws_link *w, net_link_event *ev)
{
    if (w->state == HANDSHAKE) return read_answer(w, ev);
    while (w->in_at < w->in_len && (w->state == OPEN || w->state == CLOSING)) {
        int kind;
        w->in_at += ws_reader_feed(&w->rd, w->in + w->in_at, w->in_len - w->in_at, &kind);
        if (kind == WS_MESSAGE && w->state == OPEN) {
            *ev = (net_link_event){NET_LINK_DATA, w->rd.msg, w->rd.msg_len};
            return true;
        }
        if (kind == WS_GOT_PING) queue_frame(w, WS_PONG, w->rd.control, w->rd.control_len);
        if (kind == WS_GOT_CLOSE || kind == WS_BAD) {
            uint8_t body[2] = {0x03, 0xE8}; /* 1000: a normal close */
            if (w->state == OPEN) queue_frame(w, WS_CLOSE, body, 2);
            if (w->out_len) (void)!send(w->fd, w->out, w->out_len, MSG_NOSIGNAL);
            return down(w, ev);
        }
    }
    if (w->in_at == w->in_len) w->in_at = w->in_len = 0;
    return false;
}

static bool write_out(ws_link *w)
{
    if (!w->out_len || w->state == CONNECTING) return true;
    ssize_t n = send(w->fd, w->out, w->out_len, MSG_NOSIGNAL);
    if (n < 0) return errno == EAGAIN || errno == EINTR;
    memmove(w->out, w->out + n, w->out_len - (size_t)n);
    w->out_len -= (size_t)n;
    return true;
}

static bool timers(ws_link *w, net_link_event *ev)
{
    uint64_t now = metro_net_now_ms();
    if ((w->state == CONNECTING || w->state == HANDSHAKE) && now - w->since >= CONNECT_MS)
        return down(w, ev);
    if (w->state == CLOSING && now - w->since >= CLOSE_MS) return down(w, ev);
    if (w->state == OPEN && now - w->heard_at >= LOST_MS) return down(w, ev);
    if (w->state == OPEN && now - w->heard_at >= PING_MS && now - w->pinged_at >= PING_MS) {
        w->pinged_at = now;
        queue_frame(w, WS_PING, (const uint8_t *)"metro", 5);
    }
    return false;
}

static bool link_service(net_link *l, int wait_ms, net_link_event *ev)
{
    ws_link *w = (ws_link *)l;
    if (w->state == IDLE) return poll(NULL, 0, wait_ms), false;
    if (take(w, ev)) return true;
    if (!write_out(w)) return down(w, ev);
    struct pollfd p = {.fd = w->fd, .events = POLLIN};
    if (w->out_len || w->state == CONNECTING) p.events |= POLLOUT;
    poll(&p, 1, wait_ms);
    if (w->state == CONNECTING && p.revents) {
        int e = 0;
        socklen_t n = sizeof e;
        if (getsockopt(w->fd, SOL_SOCKET, SO_ERROR, &e, &n) != 0 || e) return down(w, ev);
        w->state = HANDSHAKE;
        if (!write_out(w)) return down(w, ev);
    }
    if (p.revents & (POLLIN | POLLHUP | POLLERR) && w->state != CONNECTING) {
        ssize_t n = read(w->fd, w->in + w->in_len, IN_CAP - w->in_len);
        if (n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR)) return down(w, ev);
        if (n > 0) w->in_len += (size_t)n, w->heard_at = metro_net_now_ms();
    }
    if (p.revents & POLLOUT && !write_out(w)) return down(w, ev);
    return take(w, ev) || timers(w, ev);
}

static void link_disconnect(net_link *l)
{
    ws_link *w = (ws_link *)l;
    if (w->state != OPEN) {
        drop(w);
        return;
    }
    uint8_t body[2] = {0x03, 0xE8};
    queue_frame(w, WS_CLOSE, body, 2);
    w->state = CLOSING;
    w->since = metro_net_now_ms();
}

static void link_reset(net_link *l)
{
    drop((ws_link *)l);
}

static void link_free(net_link *l)
{
    ws_link *w = (ws_link *)l;
    drop(w);
    free(w->out);
    free(w);
}

static const net_link_ops ops = {link_connect,    link_send,  link_service,
                                 link_disconnect, link_reset, link_free};

net_link *net_link_ws(const char *host, int port, char *err, size_t errlen)
{
    ws_link *w = calloc(1, sizeof *w);
    struct addrinfo hints = {.ai_family = AF_INET, .ai_socktype = SOCK_STREAM}, *res = NULL;
    if (!w) return snprintf(err, errlen, "out of memory"), NULL;
    if (getaddrinfo(host, NULL, &hints, &res) != 0 || !res) {
        snprintf(err, errlen, "%.100s: no such host", host);
        free(w);
        return NULL;
    }
    memcpy(&w->address, res->ai_addr, sizeof w->address);
    freeaddrinfo(res);
    w->address.sin_port = htons((uint16_t)port);
    snprintf(w->host, sizeof w->host, "%s", host);
    w->base.ops = &ops;
    w->fd = -1;
    return &w->base;
}
