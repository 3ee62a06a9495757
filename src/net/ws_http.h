/* The HTTP/1.1 request a TCP connection to the host begins with: a
 * WebSocket upgrade (RFC 6455 4.2) or, with metro-server --web DIR, a GET
 * of one of DIR's files. No sockets: the request's head in, the answer's
 * head out. */
#pragma once

#include <stdbool.h>
#include <stddef.h>

enum {
    WS_HTTP_HEAD_MAX = 4096, /* a request's line and headers; a browser's take ~600 */
    WS_HTTP_PATH_MAX = 200,
};

typedef struct ws_request {
    int status;      /* 0: fine so far; else the refusal (400, 403, 404, 405, 431...) */
    const char *why; /* the refusal's reason */
    bool upgrade;    /* a valid WebSocket upgrade */
    char accept[29]; /* its Sec-WebSocket-Accept */
    char path[WS_HTTP_PATH_MAX + 1]; /* a file's path under the folder, "index.html" for / */
    const char *type;                /* its content type */
} ws_request;

/* Where the head ends in buf (after the blank line), or 0 when it has not
 * come yet. */
size_t ws_http_head_end(const char *buf, size_t len);
/* Reads a complete head (len bytes, ending in the blank line); `files`:
 * whether a folder is served. */
void ws_http_read(const char *head, size_t len, bool files, ws_request *rq);
/* The answer's head for a refusal, a file of size bytes, or the upgrade;
 * its length. */
size_t ws_http_refusal(char *out, size_t cap, int status, const char *why);
size_t ws_http_file_head(char *out, size_t cap, const char *type, long long size);
size_t ws_http_upgrade(char *out, size_t cap, const char *accept);
