/* The host (host.h) on an ENet socket: what metro-server runs in its main
 * thread and the game window in a thread of its own. LAN queries are
 * answered on the same UDP port. */
#pragma once

#include <signal.h>
#include <stdbool.h>
#include <stddef.h>

#include "host.h"

typedef struct metro_net_server metro_net_server;

/* Binds port (0: the system picks one) on every IPv4 address, or on
 * `bind_address`, and loads the host's tables; NULL with a reason. */
metro_net_server *metro_net_server_open(const metro_host_config *cfg, const char *bind_address,
                                        int port, char *err, size_t errlen);
int metro_net_server_port(const metro_net_server *s);
/* Serves until *signalled is set or metro_net_server_stop is called; then
 * tells every client, saves every table and returns. */
void metro_net_server_run(metro_net_server *s, const volatile sig_atomic_t *signalled);
void metro_net_server_close(metro_net_server *s);
const metro_host *metro_net_server_host(const metro_net_server *s);

/* The same in a thread of its own (an embedded host). */
metro_net_server *metro_net_server_start(const metro_host_config *cfg, const char *bind_address,
                                         int port, char *err, size_t errlen);
/* Stops the thread (everything saved) and frees. */
void metro_net_server_stop(metro_net_server *s);
