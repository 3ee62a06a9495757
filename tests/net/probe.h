/* net_probe's parts (net_probe.c): a raw ENet connection to a host, and
 * the modes that live in files of their own. */
#pragma once

#include <enet/enet.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "link.h"
#include "proto.h"

enum { PROBE_HELD = 64 };

typedef struct probe_conn {
    ENetHost *enet;
    ENetPeer *peer;
    ENetAddress addr;
    bool connected;
    /* A WebSocket ("ws://HOST:PORT" given): messages that came while
     * sending wait in held[] for probe_recv. */
    net_link *link;
    uint8_t *held[PROBE_HELD];
    size_t held_len[PROBE_HELD];
    int n_held;
} probe_conn;

bool probe_connect(probe_conn *c, const char *hostport);
void probe_close(probe_conn *c);
void probe_send_raw(probe_conn *c, const void *bytes, size_t len);
void probe_send(probe_conn *c, const metro_msg *m);
int probe_recv(probe_conn *c, uint8_t *buf, size_t cap, int ms);
bool probe_expect(probe_conn *c, int type, metro_msg *m, int ms);
void probe_hello(probe_conn *c, int version);
/* JOIN `table` as `name`, at any free seat. */
void probe_join(probe_conn *c, const char *table, const char *name);

int probe_check(const char *save, const char *recording);   /* probe_check.c */
int probe_hostile(const char *hostport, const char *table); /* probe_hostile.c */
int probe_old_version(const char *hostport, int version);
int probe_fake_host(int version, int seconds);
int probe_crowd(const char *hostport, int crowd, int half);                /* probe_crowd.c */
int probe_ws_hostile(const char *hostport, int per_address);               /* probe_ws.c */
int probe_undo(const char *hostport, const char *table, const char *name); /* probe_undo.c */
