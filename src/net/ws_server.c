/* WebSocket and HTTP connections of the host (ws_server.h), on non-blocking
 * TCP sockets polled with the ENet socket in one loop. A connection goes
 * HEAD (its HTTP request, 5 s and 4 KiB at most) -> OPEN (WebSocket frames,
 * each message to the host) or FILE (one file sent, then closed) ->
 * CLOSING (what is queued leaves, then the socket closes). Memory per
 * connection is bounded: the request's head, one client message, and at
 * most OUT_MAX bytes queued to a client that does not read. */
#define _GNU_SOURCE
#include "ws_server.h"

#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/sendfile.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include "proto.h"
#include "ws_frame.h"
#include "ws_http.h"

enum {
    HEAD_MS = 5000,         /* the request's head, like ENet's handshake (HALF_OPEN_MS) */
    FILE_MS = 120000,       /* a file sent to a slow reader */
    CLOSING_MS = 2000,      /* the goodbye's bytes, then the socket closes anyway */
    PING_MS = 5000,         /* a quiet connection is pinged ... */
    LOST_MS = 15000,        /* ... and lost after this silence, as ENet's timeout */
    OUT_MAX = 1 << 20,      /* queued to a client that does not read: then it is dropped */
    FRAME_BURST = 1000,     /* frames of every kind, so control frames and fragments */
    FRAME_PER_SECOND = 500, /* cannot flood past the host's message limit */
};

enum { HEAD = 1, OPEN, FILE_OUT, CLOSING };

typedef struct ws_conn {
    int fd, stage;
    uint32_t ip;
    uint64_t since, heard_at, pinged_at;
    bool host_open, doomed;
    char *head; /* HEAD: the request so far */
    size_t head_len;
    uint8_t *out; /* queued bytes, out_at of them already written */
    size_t out_len, out_at, out_cap;
    int file_fd;
    off_t file_at, file_size;
    double frames;
    uint64_t refill_at;
    ws_reader rd;
    uint8_t msg[METRO_NET_MAX_CLIENT_MSG + 1]; /* one more: a longer one is refused as such */
} ws_conn;

struct ws_server {
    ws_server_config cfg;
    char web_dir[512];
    int listen_fd;
    metro_host *host;
    ws_conn **conn; /* cfg.max_conns slots, allocated while in use */
    struct pollfd *pfd;
    int *pfd_slot;
    uint64_t now;
};

ws_server *ws_server_open(const ws_server_config *cfg, char *err, size_t errlen)
{
    ws_server *w = calloc(1, sizeof *w);
    if (!w) return snprintf(err, errlen, "out of memory"), NULL;
    w->cfg = *cfg;
    if (cfg->web_dir) snprintf(w->web_dir, sizeof w->web_dir, "%s", cfg->web_dir);
    w->cfg.web_dir = cfg->web_dir ? w->web_dir : NULL;
    w->conn = calloc((size_t)cfg->max_conns, sizeof *w->conn);
    w->pfd = calloc((size_t)cfg->max_conns + 2, sizeof *w->pfd);
    w->pfd_slot = calloc((size_t)cfg->max_conns + 2, sizeof *w->pfd_slot);
    struct sockaddr_in a = {.sin_family = AF_INET, .sin_port = htons((uint16_t)cfg->port)};
    a.sin_addr.s_addr = htonl(INADDR_ANY);
    w->listen_fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    int one = 1;
    if (w->listen_fd >= 0) setsockopt(w->listen_fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    if (!w->conn || !w->pfd || !w->pfd_slot || w->listen_fd < 0 ||
        (cfg->bind_address && inet_pton(AF_INET, cfg->bind_address, &a.sin_addr) != 1) ||
        bind(w->listen_fd, (struct sockaddr *)&a, sizeof a) != 0 || listen(w->listen_fd, 128)) {
        snprintf(err, errlen, "cannot listen on TCP port %d: %s", cfg->port, strerror(errno));
        ws_server_close(w);
        return NULL;
    }
    return w;
}

void ws_server_set_host(ws_server *w, metro_host *h)
{
    w->host = h;
}

static void free_conn(ws_server *w, int slot)
{
    ws_conn *c = w->conn[slot];
    if (!c) return;
    if (c->host_open) metro_host_disconnected(w->host, w->cfg.first_conn + slot, w->now);
    close(c->fd);
    if (c->file_fd >= 0) close(c->file_fd);
    free(c->head);
    free(c->out);
    free(c);
    w->conn[slot] = NULL;
}

/* Queues bytes; past OUT_MAX the connection is dropped at the next round
 * (not now: the host may be the caller). */
static void queue(ws_conn *c, const void *bytes, size_t n)
{
    if (c->doomed) return;
    size_t need = c->out_len + n;
    if (need > c->out_cap) {
        if (c->out_at) { /* first move the unwritten bytes to the front */
            memmove(c->out, c->out + c->out_at, c->out_len - c->out_at);
            c->out_len -= c->out_at, c->out_at = 0, need = c->out_len + n;
        }
        size_t cap = c->out_cap ? c->out_cap : 1024;
        while (cap < need) cap *= 2;
        uint8_t *grown = need <= OUT_MAX ? realloc(c->out, cap) : NULL;
        if (!grown) {
            c->doomed = true;
            return;
        }
        c->out = grown, c->out_cap = cap;
    }
    memcpy(c->out + c->out_len, bytes, n);
    c->out_len += n;
}

static void queue_frame(ws_conn *c, int opcode, const void *payload, size_t n)
{
    uint8_t head[WS_HEAD_MAX];
    queue(c, head, ws_frame_head(head, opcode, n, NULL));
    queue(c, payload, n);
}

void ws_server_send(ws_server *w, int slot, const uint8_t *msg, size_t len)
{
    ws_conn *c = slot >= 0 && slot < w->cfg.max_conns ? w->conn[slot] : NULL;
    if (c && c->stage == OPEN) queue_frame(c, WS_BINARY, msg, len);
}

/* Ends the WebSocket with a close frame (code), after what is queued. */
static void closing(ws_conn *c, int code)
{
    uint8_t body[2] = {(uint8_t)(code >> 8), (uint8_t)code};
    if (c->stage == OPEN) queue_frame(c, WS_CLOSE, body, 2);
    c->stage = CLOSING;
    c->since = 0; /* set by the timers */
}

void ws_server_drop(ws_server *w, int slot)
{
    ws_conn *c = slot >= 0 && slot < w->cfg.max_conns ? w->conn[slot] : NULL;
    if (!c) return;
    c->host_open = false; /* the host closed it itself */
    closing(c, 1000);
}

/* A frame the RFC forbids, or a flood of frames: the same REFUSE an ENet
 * client would get for bytes the host cannot read, then the close. */
static void refuse(ws_server *w, int slot, int code, const char *fmt, const char *why)
{
    ws_conn *c = w->conn[slot];
    metro_msg m = {.type = METRO_MSG_REFUSE};
    m.u.refuse.code = (uint8_t)code;
    snprintf(m.u.refuse.text, sizeof m.u.refuse.text, fmt, why);
    uint8_t buf[METRO_NET_MAX_HOST_MSG];
    int n = metro_msg_encode(&m, buf, sizeof buf);
    if (n > 0) queue_frame(c, WS_BINARY, buf, (size_t)n);
    if (c->host_open) metro_host_disconnected(w->host, w->cfg.first_conn + slot, w->now);
    c->host_open = false;
    closing(c, 1002);
}

static int conns_from(const ws_server *w, uint32_t ip)
{
    int n = 0;
    for (int i = 0; i < w->cfg.max_conns; i++) n += w->conn[i] && w->conn[i]->ip == ip;
    return n;
}

/* Takes waiting connections. Over the per-address count, or with every
 * slot taken, a connection is closed unanswered (as ENet leaves a connect
 * unanswered). */
static void accept_all(ws_server *w)
{
    for (int tries = 0; tries < 64; tries++) {
        struct sockaddr_in from;
        socklen_t flen = sizeof from;
        int fd =
            accept4(w->listen_fd, (struct sockaddr *)&from, &flen, SOCK_NONBLOCK | SOCK_CLOEXEC);
        if (fd < 0) return;
        uint32_t ip = from.sin_addr.s_addr; /* network order, as ENet has it */
        int slot = -1;
        for (int i = 0; i < w->cfg.max_conns && slot < 0; i++)
            if (!w->conn[i]) slot = i;
        ws_conn *c =
            slot >= 0 && conns_from(w, ip) < w->cfg.per_address ? calloc(1, sizeof *c) : NULL;
        if (c) c->head = malloc(WS_HTTP_HEAD_MAX);
        if (!c || !c->head) {
            if (c) free(c);
            close(fd);
            continue;
        }
        int one = 1;
        setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
        c->fd = fd, c->ip = ip, c->stage = HEAD, c->file_fd = -1;
        c->since = c->heard_at = c->pinged_at = c->refill_at = w->now;
        c->frames = FRAME_BURST;
        ws_reader_init(&c->rd, true, c->msg, sizeof c->msg);
        w->conn[slot] = c;
    }
}

/* A file of the web folder, or the refusal. */
static void serve_file(ws_server *w, ws_conn *c, const ws_request *rq)
{
    char path[sizeof w->web_dir + WS_HTTP_PATH_MAX + 2], head[512];
    snprintf(path, sizeof path, "%s/%s", w->web_dir, rq->path);
    struct stat st;
    c->file_fd = open(path, O_RDONLY | O_CLOEXEC);
    if (c->file_fd < 0 || fstat(c->file_fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        size_t n = ws_http_refusal(head, sizeof head, 404, "no such file");
        queue(c, head, n);
        c->stage = CLOSING, c->since = 0;
        return;
    }
    queue(c, head, ws_http_file_head(head, sizeof head, rq->type, (long long)st.st_size));
    c->file_size = st.st_size;
    c->stage = FILE_OUT;
    c->since = w->now;
}

static void take_frames(ws_server *w, int slot, const uint8_t *data, size_t len);

/* The request's head is complete (end bytes): answer it. */
static void answer(ws_server *w, int slot, size_t end)
{
    ws_conn *c = w->conn[slot];
    ws_request rq;
    ws_http_read(c->head, end, w->cfg.web_dir != NULL, &rq);
    char out[512];
    if (rq.status) {
        queue(c, out, ws_http_refusal(out, sizeof out, rq.status, rq.why));
        c->stage = CLOSING, c->since = 0;
    } else if (!rq.upgrade) {
        serve_file(w, c, &rq);
    } else {
        queue(c, out, ws_http_upgrade(out, sizeof out, rq.accept));
        c->stage = OPEN;
        c->host_open = true;
        metro_host_connected_from(w->host, w->cfg.first_conn + slot, c->ip, w->now);
        /* The host may have refused it at once (per address, stopping). */
        if (c->stage == OPEN && c->head_len > end)
            take_frames(w, slot, (uint8_t *)c->head + end, c->head_len - end);
    }
    free(c->head);
    c->head = NULL;
}

static void read_head(ws_server *w, int slot)
{
    ws_conn *c = w->conn[slot];
    ssize_t n = read(c->fd, c->head + c->head_len, WS_HTTP_HEAD_MAX - c->head_len);
    if (n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR)) {
        free_conn(w, slot);
        return;
    }
    if (n < 0) return;
    c->head_len += (size_t)n;
    size_t end = ws_http_head_end(c->head, c->head_len);
    if (end) {
        answer(w, slot, end);
        return;
    }
    if (c->head_len == WS_HTTP_HEAD_MAX) {
        char out[512];
        queue(c, out,
              ws_http_refusal(out, sizeof out, 431, "a request's head may take 4096 bytes"));
        c->stage = CLOSING, c->since = 0;
    }
}

/* Frames' bytes: messages to the host, pings answered, a close returned. */
static void take_frames(ws_server *w, int slot, const uint8_t *data, size_t len)
{
    ws_conn *c = w->conn[slot];
    while (len && w->conn[slot] == c && c->stage == OPEN) {
        int kind;
        uint64_t frames = c->rd.frames;
        size_t used = ws_reader_feed(&c->rd, data, len, &kind);
        data += used, len -= used;
        c->frames -= (double)(c->rd.frames - frames);
        if (c->frames < 0) {
            refuse(w, slot, METRO_REFUSE_FLOOD, "more than %s WebSocket frames a second", "500");
            return;
        }
        if (kind == WS_MESSAGE)
            metro_host_receive(w->host, w->cfg.first_conn + slot, c->rd.msg, c->rd.msg_len, w->now);
        else if (kind == WS_GOT_PING)
            queue_frame(c, WS_PONG, c->rd.control, c->rd.control_len);
        else if (kind == WS_GOT_CLOSE) {
            if (c->host_open) metro_host_disconnected(w->host, w->cfg.first_conn + slot, w->now);
            c->host_open = false;
            closing(c, 1000);
        } else if (kind == WS_BAD) {
            refuse(w, slot, METRO_REFUSE_MALFORMED, "WebSocket: %s", c->rd.why);
            return;
        }
    }
}

static void read_frames(ws_server *w, int slot)
{
    ws_conn *c = w->conn[slot];
    uint8_t buf[4096];
    ssize_t n = read(c->fd, buf, sizeof buf);
    if (n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR)) {
        free_conn(w, slot);
        return;
    }
    if (n < 0) return;
    c->heard_at = w->now;
    double refill = (double)(w->now - c->refill_at) * FRAME_PER_SECOND / 1000.0;
    c->refill_at = w->now;
    c->frames = c->frames + refill > FRAME_BURST ? FRAME_BURST : c->frames + refill;
    take_frames(w, slot, buf, (size_t)n);
}

/* Reads and discards: a closing connection's peer may still send. */
static void read_closing(ws_server *w, int slot)
{
    uint8_t buf[4096];
    ssize_t n = read(w->conn[slot]->fd, buf, sizeof buf);
    if (n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR)) free_conn(w, slot);
}

/* Writes what one connection has queued, then its file; false when the
 * connection is gone. */
static bool write_out(ws_server *w, int slot)
{
    ws_conn *c = w->conn[slot];
    while (c->out_at < c->out_len) {
        ssize_t n = send(c->fd, c->out + c->out_at, c->out_len - c->out_at, MSG_NOSIGNAL);
        if (n < 0 && (errno == EAGAIN || errno == EINTR)) return true;
        if (n <= 0) return free_conn(w, slot), false;
        c->out_at += (size_t)n;
    }
    c->out_at = c->out_len = 0;
    if (c->stage == FILE_OUT) {
        while (c->file_at < c->file_size) {
            ssize_t n = sendfile(c->fd, c->file_fd, &c->file_at, 1 << 16);
            if (n < 0 && (errno == EAGAIN || errno == EINTR)) return true;
            if (n <= 0) return free_conn(w, slot), false;
        }
        c->stage = CLOSING, c->since = 0;
    }
    if (c->stage == CLOSING) {
        shutdown(c->fd, SHUT_WR); /* the peer reads what came, then sees the end */
    }
    return true;
}

void ws_server_flush(ws_server *w)
{
    for (int i = 0; i < w->cfg.max_conns; i++) {
        ws_conn *c = w->conn[i];
        if (!c) continue;
        if (c->doomed) {
            free_conn(w, i); /* a client that does not read its messages */
            continue;
        }
        if (c->out_len || c->stage == FILE_OUT) write_out(w, i);
    }
}

/* The clocks: a head too slow, a file too slow, a goodbye too slow, a
 * silent WebSocket pinged and then lost. */
static void timers(ws_server *w, int slot)
{
    ws_conn *c = w->conn[slot];
    if (c->stage == CLOSING && !c->since) c->since = w->now;
    uint64_t age = w->now - c->since;
    if (c->stage == HEAD && age >= HEAD_MS) {
        char out[512];
        queue(c, out, ws_http_refusal(out, sizeof out, 408, "the request took over 5 s"));
        c->stage = CLOSING, c->since = w->now;
    } else if ((c->stage == FILE_OUT && age >= FILE_MS) ||
               (c->stage == CLOSING && c->since && age >= CLOSING_MS)) {
        free_conn(w, slot);
    } else if (c->stage == OPEN && w->now - c->heard_at >= LOST_MS) {
        free_conn(w, slot);
    } else if (c->stage == OPEN && w->now - c->heard_at >= PING_MS &&
               w->now - c->pinged_at >= PING_MS) {
        c->pinged_at = w->now;
        queue_frame(c, WS_PING, "metro", 5);
    }
}

void ws_server_wait(ws_server *w, int extra_fd, int wait_ms)
{
    int n = 0;
    w->pfd[n] = (struct pollfd){.fd = w->listen_fd, .events = POLLIN};
    w->pfd_slot[n++] = -1;
    if (extra_fd >= 0) {
        w->pfd[n] = (struct pollfd){.fd = extra_fd, .events = POLLIN};
        w->pfd_slot[n++] = -2;
    }
    for (int i = 0; i < w->cfg.max_conns; i++) {
        ws_conn *c = w->conn[i];
        if (!c) continue;
        short ev = POLLIN;
        if (c->out_len || c->stage == FILE_OUT) ev |= POLLOUT;
        w->pfd[n] = (struct pollfd){.fd = c->fd, .events = ev};
        w->pfd_slot[n++] = i;
    }
    poll(w->pfd, (nfds_t)n, wait_ms < 0 ? 0 : wait_ms);
    w->now = metro_net_now_ms();
    for (int k = 0; k < n; k++) {
        int slot = w->pfd_slot[k];
        short re = w->pfd[k].revents;
        if (slot == -1 && (re & POLLIN)) accept_all(w);
        if (slot < 0 || !w->conn[slot] || !re) continue;
        if (re & POLLOUT && !write_out(w, slot)) continue;
        if (!(re & (POLLIN | POLLHUP | POLLERR))) continue;
        int stage = w->conn[slot]->stage;
        if (stage == HEAD)
            read_head(w, slot);
        else if (stage == OPEN)
            read_frames(w, slot);
        else
            read_closing(w, slot);
    }
    for (int i = 0; i < w->cfg.max_conns; i++)
        if (w->conn[i]) timers(w, i);
}

void ws_server_close(ws_server *w)
{
    if (!w) return;
    for (int i = 0; w->conn && i < w->cfg.max_conns; i++) {
        if (w->conn[i]) w->conn[i]->host_open = false; /* the host is gone or going */
        free_conn(w, i);
    }
    if (w->listen_fd >= 0) close(w->listen_fd);
    free(w->conn);
    free(w->pfd);
    free(w->pfd_slot);
    free(w);
}

size_t ws_server_memory(const ws_server *w)
{
    size_t n = 0;
    for (int i = 0; i < w->cfg.max_conns; i++) {
        const ws_conn *c = w->conn[i];
        if (c) n += sizeof *c + c->out_cap + (c->head ? WS_HTTP_HEAD_MAX : 0);
    }
    return n;
}
