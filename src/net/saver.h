/* The host's saves, in a thread of their own: each batch of tables is
 * written to temporary files, flushed to disk together (one sync for the
 * batch instead of one per file), then renamed over the old files, so a
 * table's files are replaced atomically and a slow disk holds up no move. */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct net_save_job {
    uint64_t serial;
    uint32_t version;
    char path[2][600]; /* written in this order: NAME.seats, NAME.metro */
    char *text[2];     /* malloc'ed; the saver frees them */
    size_t len[2];
} net_save_job;

typedef struct net_save_done {
    uint64_t serial;
    uint32_t version;
    bool ok;
    char err[200];
} net_save_done;

typedef struct net_saver net_saver;

/* `dir`: the folder every path is in (synced after the renames). */
net_saver *net_saver_start(const char *dir);
/* Takes the job's texts; false (and frees them) when out of memory. */
bool net_saver_submit(net_saver *s, net_save_job *job);
int net_saver_take(net_saver *s, net_save_done *out, int max);
int net_saver_busy(net_saver *s);
long net_saver_batches(net_saver *s);
/* Writes what is queued, then stops and frees. */
void net_saver_stop(net_saver *s);
