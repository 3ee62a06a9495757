/* Fuzz target for what a WebSocket client sends the host before and after
 * its upgrade (src/net/ws_http.c, ws_frame.c): any bytes, as an HTTP
 * request's head or as frames fed in pieces of any size. Contract: a head
 * is answered with a status and a reason, or read into a path that stays
 * in the web folder (no dot segment, safe characters) or a 28-byte accept
 * key; the frame reader never takes more bytes than it is given, never
 * keeps more than its cap, answers every frame the RFC forbids with
 * WS_BAD and then takes nothing more. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ws_frame.h"
#include "ws_http.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

_Noreturn static void fail(const char *what)
{
    fprintf(stderr, "FUZZ FAILURE: %s\n", what);
    abort();
}

static void check_path(const char *p)
{
    if (!p[0] || p[0] == '/') fail("an empty or absolute path");
    for (const char *c = p; *c; c++) {
        if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/.-_", *c))
            fail("an unsafe character in a path");
        if (*c == '.' && (c == p || c[-1] == '/')) fail("a dot segment in a path");
    }
}

static void http(const uint8_t *data, size_t size, bool files)
{
    char head[WS_HTTP_HEAD_MAX], out[600];
    size_t n = size < sizeof head ? size : sizeof head;
    memcpy(head, data, n);
    size_t end = ws_http_head_end(head, n);
    if (!end) return;
    if (end > n) fail("the head ends past the bytes");
    ws_request rq;
    ws_http_read(head, end, files, &rq);
    if (rq.status) {
        if (!rq.why || rq.status < 400 || rq.status > 599) fail("a refusal without a reason");
        if (!ws_http_refusal(out, sizeof out, rq.status, rq.why)) fail("no refusal written");
    } else if (rq.upgrade) {
        if (strlen(rq.accept) != 28) fail("an accept key not of 28 bytes");
    } else {
        if (!files) fail("a file served without a folder");
        check_path(rq.path);
        if (!rq.type) fail("no content type");
    }
}

static void frames(const uint8_t *data, size_t size, bool masked, size_t cap, uint32_t seed)
{
    static uint8_t msg[2048];
    ws_reader r;
    ws_reader_init(&r, masked, msg, cap);
    bool spent = false;
    for (size_t at = 0; at < size;) {
        seed = seed * 1103515245u + 12345u;
        size_t piece = 1 + (seed >> 16) % 64;
        if (piece > size - at) piece = size - at;
        int kind;
        size_t used = ws_reader_feed(&r, data + at, piece, &kind);
        if (used > piece) fail("took more bytes than given");
        if (spent && (used != piece || kind != WS_NONE)) fail("read on after WS_BAD");
        if (r.msg_len > cap || r.control_len > WS_CONTROL_MAX) fail("kept more than its cap");
        if (kind == WS_BAD) spent = true;
        if (kind == WS_MESSAGE && r.too_long && r.msg_len != cap) fail("too long below its cap");
        if (used == 0 && kind == WS_NONE && !spent) fail("took nothing and gave nothing");
        at += used ? used : piece;
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 3) return 0;
    if (data[0] & 1)
        frames(data + 3, size - 3, data[0] & 2, 1 + data[1] % 1100, data[2]);
    else
        http(data + 3, size - 3, data[0] & 2);
    return 0;
}
