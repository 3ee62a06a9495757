/* Computer players for the host, in a thread of their own so that a slow
 * player never holds up the other tables: jobs in, moves out. The queued
 * job with the lowest priority value runs first, so tables that used
 * little computer time lately go before those that used much, and a job
 * thinks its share of `ms` while other jobs wait. */
#pragma once

#include <stdint.h>

#include "metro/engine.h"

typedef struct net_ai_job {
    uint64_t serial; /* the table's */
    uint32_t epoch;
    int moves, seat;
    char ai[32];
    int ms;          /* CPU milliseconds the player may think (0: its own default) */
    double priority; /* lower runs first: the table's recent computer time */
    uint64_t seed;
    metro_state state; /* the real position: metro_ai_choose redeals for the seat */
} net_ai_job;

typedef struct net_ai_result {
    uint64_t serial;
    uint32_t epoch;
    int moves, seat, rc;
    double cpu_ms; /* what the choice cost the worker */
    metro_move move;
} net_ai_result;

typedef struct net_workers net_workers;

net_workers *net_workers_start(void);
/* Queues a job (copied); false when out of memory. */
bool net_workers_submit(net_workers *w, const net_ai_job *job);
/* Moves ready so far, at most max; never blocks. */
int net_workers_take(net_workers *w, net_ai_result *out, int max);
/* Jobs queued or running. */
int net_workers_busy(net_workers *w);
/* Drops the queued jobs, waits for the running one, frees. */
void net_workers_stop(net_workers *w);
