/* HTTP requests (RFC 9112) as far as the host needs them: GET only, the
 * headers the upgrade needs, and a path made of safe characters whose
 * segments never start with a dot, so no request leaves the folder or
 * reads a hidden file. Everything else is refused with its status. */
#define _GNU_SOURCE /* strncasecmp, memmem */
#include "ws_http.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "sha1.h"

size_t ws_http_head_end(const char *buf, size_t len)
{
    const char *end = memmem(buf, len, "\r\n\r\n", 4);
    return end ? (size_t)(end - buf) + 4 : 0;
}

static void refuse(ws_request *rq, int status, const char *why)
{
    if (!rq->status) rq->status = status, rq->why = why;
}

/* The value of header `name` in the head (the first one), trimmed, or
 * NULL; its length in *n. */
static const char *header(const char *head, size_t len, const char *name, size_t *n)
{
    size_t name_len = strlen(name);
    const char *line = memchr(head, '\n', len), *end = head + len;
    while (line && line + 1 < end) {
        line++;
        const char *eol = memchr(line, '\r', (size_t)(end - line));
        if (!eol) break;
        if ((size_t)(eol - line) > name_len && line[name_len] == ':' &&
            !strncasecmp(line, name, name_len)) {
            const char *v = line + name_len + 1;
            while (v < eol && (*v == ' ' || *v == '\t')) v++;
            const char *e = eol;
            while (e > v && (e[-1] == ' ' || e[-1] == '\t')) e--;
            *n = (size_t)(e - v);
            return v;
        }
        line = memchr(eol, '\n', (size_t)(end - eol));
    }
    return NULL;
}

static bool has_token(const char *v, size_t n, const char *token)
{
    size_t t = strlen(token);
    for (size_t i = 0; v && i + t <= n; i++)
        if (!strncasecmp(v + i, token, t)) return true;
    return false;
}

static const char *content_type(const char *path)
{
    static const struct {
        const char *ext, *type;
    } types[] = {
        {".html", "text/html; charset=utf-8"},
        {".js", "text/javascript"},
        {".wasm", "application/wasm"},
        {".data", "application/octet-stream"},
        {".png", "image/png"},
        {".css", "text/css"},
        {".json", "application/json"},
        {".txt", "text/plain; charset=utf-8"},
    };
    const char *dot = strrchr(path, '.');
    for (size_t i = 0; dot && i < sizeof types / sizeof types[0]; i++)
        if (!strcmp(dot, types[i].ext)) return types[i].type;
    return "application/octet-stream";
}

/* The target's path (the query dropped) into rq->path, checked. */
static void read_path(const char *target, size_t n, ws_request *rq)
{
    const char *q = memchr(target, '?', n);
    if (q) n = (size_t)(q - target);
    if (n == 0 || target[0] != '/') {
        refuse(rq, 400, "the path does not start with /");
        return;
    }
    if (n > WS_HTTP_PATH_MAX) {
        refuse(rq, 414, "the path is too long");
        return;
    }
    for (size_t i = 0; i < n; i++) {
        char c = target[i];
        bool safe = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                    c == '/' || c == '.' || c == '-' || c == '_';
        if (!safe) {
            refuse(rq, 403, "only letters, digits and / . - _ in a path");
            return;
        }
        if (c == '.' && target[i - 1] == '/') {
            refuse(rq, 403, "no path segment may start with a dot");
            return;
        }
        if (c == '/' && i + 1 < n && target[i + 1] == '/') {
            refuse(rq, 403, "an empty path segment");
            return;
        }
    }
    if (n == 1)
        snprintf(rq->path, sizeof rq->path, "index.html");
    else
        snprintf(rq->path, sizeof rq->path, "%.*s", (int)(n - 1), target + 1);
    if (rq->path[strlen(rq->path) - 1] == '/') {
        refuse(rq, 404, "no listing of folders");
        return;
    }
    rq->type = content_type(rq->path);
}

static void read_upgrade(const char *head, size_t len, ws_request *rq)
{
    size_t n = 0, kn = 0;
    const char *v = header(head, len, "Sec-WebSocket-Version", &n);
    const char *key = header(head, len, "Sec-WebSocket-Key", &kn);
    const char *conn = header(head, len, "Connection", &n);
    if (!has_token(conn, n, "upgrade")) {
        refuse(rq, 400, "Upgrade without Connection: Upgrade");
        return;
    }
    v = header(head, len, "Sec-WebSocket-Version", &n);
    if (!v || n != 2 || memcmp(v, "13", 2)) {
        refuse(rq, 426, "only WebSocket version 13 is spoken");
        return;
    }
    if (!key || kn != 24) {
        refuse(rq, 400, "Sec-WebSocket-Key is not 16 bytes of base64");
        return;
    }
    metro_ws_accept_key(key, kn, rq->accept);
    rq->upgrade = true;
}

void ws_http_read(const char *head, size_t len, bool files, ws_request *rq)
{
    memset(rq, 0, sizeof *rq);
    const char *eol = memchr(head, '\r', len);
    const char *sp1 = memchr(head, ' ', len);
    const char *sp2 = sp1 && eol > sp1 ? memchr(sp1 + 1, ' ', (size_t)(eol - sp1 - 1)) : NULL;
    if (!eol || !sp1 || !sp2 || (size_t)(eol - sp2 - 1) != 8 || memcmp(sp2 + 1, "HTTP/1.", 7)) {
        refuse(rq, 400, "not an HTTP/1.x request line");
        return;
    }
    if (sp1 - head != 3 || memcmp(head, "GET", 3)) {
        refuse(rq, 405, "only GET is answered");
        return;
    }
    read_path(sp1 + 1, (size_t)(sp2 - sp1 - 1), rq);
    if (rq->status) return;
    size_t n = 0;
    const char *up = header(head, len, "Upgrade", &n);
    if (up) {
        if (!has_token(up, n, "websocket")) {
            refuse(rq, 400, "an upgrade to what?");
            return;
        }
        {
            read_upgrade(head, len, rq);
            return;
        }
    }
    if (!files) refuse(rq, 404, "this host serves no files (metro-server --web DIR)");
}

static const char *reason(int status)
{
    switch (status) {
    case 400:
        return "Bad Request";
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 408:
        return "Request Timeout";
    case 414:
        return "URI Too Long";
    case 426:
        return "Upgrade Required";
    case 431:
        return "Request Header Fields Too Large";
    case 503:
        return "Service Unavailable";
    default:
        return "Error";
    }
}

size_t ws_http_refusal(char *out, size_t cap, int status, const char *why)
{
    int n = snprintf(out, cap,
                     "HTTP/1.1 %d %s\r\nContent-Type: text/plain; charset=utf-8\r\n"
                     "Content-Length: %zu\r\nConnection: close\r\n%s\r\n%s\n",
                     status, reason(status), strlen(why) + 1,
                     status == 426 ? "Sec-WebSocket-Version: 13\r\n" : "", why);
    return n > 0 && (size_t)n < cap ? (size_t)n : 0;
}

size_t ws_http_file_head(char *out, size_t cap, const char *type, long long size)
{
    int n = snprintf(out, cap,
                     "HTTP/1.1 200 OK\r\nContent-Type: %s\r\nContent-Length: %lld\r\n"
                     "Cache-Control: no-cache\r\nConnection: close\r\n\r\n",
                     type, size);
    return n > 0 && (size_t)n < cap ? (size_t)n : 0;
}

size_t ws_http_upgrade(char *out, size_t cap, const char *accept)
{
    int n = snprintf(out, cap,
                     "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n"
                     "Connection: Upgrade\r\nSec-WebSocket-Accept: %s\r\n\r\n",
                     accept);
    return n > 0 && (size_t)n < cap ? (size_t)n : 0;
}
