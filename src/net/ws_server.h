/* WebSocket and HTTP on the host's TCP port (docs/protocol.md "WebSocket
 * and the page"): the same port number as the ENet socket, polled from the
 * same loop. Each binary message is one protocol message, handed to the
 * host as connection first_conn + slot, so every limit of the host applies
 * to it as to an ENet peer. With a web folder, plain GETs are its files. */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "host.h"

typedef struct ws_server ws_server;

typedef struct ws_server_config {
    const char *bind_address; /* IPv4; NULL: every address */
    int port;
    int first_conn;      /* the host's connection id of slot 0 */
    int max_conns;       /* slots: WebSocket and HTTP connections at once */
    int per_address;     /* connections from one address, counted from the accept */
    const char *web_dir; /* NULL: only the upgrade is answered */
} ws_server_config;

/* Listens; NULL with a reason (the port taken: the caller may try another). */
ws_server *ws_server_open(const ws_server_config *cfg, char *err, size_t errlen);
void ws_server_set_host(ws_server *w, metro_host *h);
/* Waits up to wait_ms for this server's sockets or for extra_fd (-1: none),
 * then takes connections, requests and frames, and runs its timers. */
void ws_server_wait(ws_server *w, int extra_fd, int wait_ms);
/* The host's io for slot (connection id - first_conn). */
void ws_server_send(ws_server *w, int slot, const uint8_t *msg, size_t len);
void ws_server_drop(ws_server *w, int slot);
/* Writes what is waiting, as far as the sockets take it. */
void ws_server_flush(ws_server *w);
void ws_server_close(ws_server *w);
/* Bytes held for connections (their structures and buffers), for the
 * benchmark. */
size_t ws_server_memory(const ws_server *w);
