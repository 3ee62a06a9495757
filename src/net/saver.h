/* The host's saves, in a thread of their own: each batch of tables is
 * written to the store in one transaction (one sync for the batch instead
 * of one per table), so a table's change is saved whole or not at all and a
 * slow disk holds up no move. */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct net_save_job {
    uint64_t serial;
    uint32_t version;
    char name[64]; /* the table's */
    char *text[2]; /* its seats (NULL: unchanged) and game; malloc'ed, the saver frees them */
    size_t len[2];
    bool append; /* text[1] is the moves since the last save, the first at `first` (store.h) */
    int first;
} net_save_job;

typedef struct net_save_done {
    uint64_t serial;
    uint32_t version;
    bool ok;
    char err[200];
} net_save_done;

typedef struct net_saver net_saver;

/* Opens a connection of its own to the store in `dir`; NULL with a reason. */
net_saver *net_saver_start(const char *dir, char *err, size_t errlen);
/* Tests: the store's writes fail from now on (a dead disk). */
void net_saver_break(net_saver *s);
/* Takes the job's texts; false (and frees them) when out of memory. */
bool net_saver_submit(net_saver *s, net_save_job *job);
int net_saver_take(net_saver *s, net_save_done *out, int max);
int net_saver_busy(net_saver *s);
long net_saver_batches(net_saver *s);
/* Writes what is queued, then stops and frees. */
void net_saver_stop(net_saver *s);
