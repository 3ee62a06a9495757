/* The host's batched atomic saves (saver.h). */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "queue.h"
#include "saver.h"
#include "store.h"

/* A job, and then its outcome (the node moves to the results). */
typedef struct save_node {
    net_qnode link;
    net_save_job job;
    net_save_done done;
} save_node;

struct net_saver {
    pthread_t thread;
    pthread_mutex_t lock;
    pthread_cond_t wake;
    net_queue jobs, results;
    int running;
    long batches;
    bool stop;
    net_store *store; /* the thread's own connection */
};

/* Writes a batch: one transaction for all its tables. */
static void write_batch(net_saver *s, save_node *list, int n)
{
    net_store_row *rows = calloc((size_t)n, sizeof *rows);
    save_node *node = list;
    char err[200] = "out of memory";
    bool ok = rows != NULL;
    for (int i = 0; ok && i < n; i++, node = (save_node *)node->link.next)
        rows[i] = (net_store_row){node->job.name, node->job.text[0], node->job.text[1],
                                  node->job.append, node->job.first};
    ok = ok && net_store_write(s->store, rows, n, err, sizeof err);
    node = list;
    for (int i = 0; i < n; i++, node = (save_node *)node->link.next) {
        node->done = (net_save_done){node->job.serial, node->job.version, ok, ""};
        if (!ok) snprintf(node->done.err, sizeof node->done.err, "%s", err);
    }
    free(rows);
}

static void *run(void *arg)
{
    net_saver *s = arg;
    for (;;) {
        pthread_mutex_lock(&s->lock);
        while (!s->stop && !s->jobs.head) pthread_cond_wait(&s->wake, &s->lock);
        net_queue batch = s->jobs; /* every job waiting: one batch */
        s->jobs = (net_queue){0};
        s->running = batch.n;
        pthread_mutex_unlock(&s->lock);
        if (!batch.n) return NULL; /* stopping, and nothing left to write */
        write_batch(s, (save_node *)batch.head, batch.n);
        pthread_mutex_lock(&s->lock);
        for (save_node *n; (n = net_queue_pop(&batch));) {
            free(n->job.text[0]), free(n->job.text[1]);
            n->job.text[0] = n->job.text[1] = NULL;
            net_queue_push(&s->results, n);
        }
        s->running = 0;
        s->batches++;
        pthread_mutex_unlock(&s->lock);
    }
}

net_saver *net_saver_start(const char *dir, char *err, size_t errlen)
{
    net_saver *s = calloc(1, sizeof *s);
    if (!s) return snprintf(err, errlen, "out of memory"), NULL;
    if (!(s->store = net_store_open(dir, false, err, errlen))) {
        free(s);
        return NULL;
    }
    pthread_mutex_init(&s->lock, NULL);
    pthread_cond_init(&s->wake, NULL);
    if (pthread_create(&s->thread, NULL, run, s) != 0) {
        pthread_mutex_destroy(&s->lock);
        pthread_cond_destroy(&s->wake);
        net_store_close(s->store);
        free(s);
        return snprintf(err, errlen, "cannot start the saver's thread"), NULL;
    }
    return s;
}

bool net_saver_submit(net_saver *s, net_save_job *job)
{
    save_node *n = malloc(sizeof *n);
    if (!n) {
        free(job->text[0]), free(job->text[1]);
        return false;
    }
    n->job = *job;
    pthread_mutex_lock(&s->lock);
    net_queue_push(&s->jobs, n);
    pthread_cond_signal(&s->wake);
    pthread_mutex_unlock(&s->lock);
    return true;
}

int net_saver_take(net_saver *s, net_save_done *out, int max)
{
    int n = 0;
    pthread_mutex_lock(&s->lock);
    for (save_node *d; n < max && (d = net_queue_pop(&s->results)); free(d)) out[n++] = d->done;
    pthread_mutex_unlock(&s->lock);
    return n;
}

int net_saver_busy(net_saver *s)
{
    pthread_mutex_lock(&s->lock);
    int n = s->jobs.n + s->running + s->results.n;
    pthread_mutex_unlock(&s->lock);
    return n;
}

long net_saver_batches(net_saver *s)
{
    pthread_mutex_lock(&s->lock);
    long n = s->batches;
    pthread_mutex_unlock(&s->lock);
    return n;
}

void net_saver_stop(net_saver *s)
{
    if (!s) return;
    pthread_mutex_lock(&s->lock);
    s->stop = true;
    pthread_cond_signal(&s->wake);
    pthread_mutex_unlock(&s->lock);
    pthread_join(s->thread, NULL);
    for (void *n; (n = net_queue_pop(&s->results));) free(n);
    pthread_mutex_destroy(&s->lock);
    pthread_cond_destroy(&s->wake);
    net_store_close(s->store);
    free(s);
}

void net_saver_break(net_saver *s)
{
    pthread_mutex_lock(&s->lock);
    net_store_break(s->store);
    pthread_mutex_unlock(&s->lock);
}
