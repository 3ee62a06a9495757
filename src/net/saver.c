/* The host's batched atomic saves (saver.h). */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "queue.h"
#include "saver.h"

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
    char dir[600];
};

/* One file of a job: written to PATH.tmpXXXXXX (the engine's pattern, so
 * metro_file_remove_stale tidies what a crash leaves), not yet synced. */
typedef struct temp_file {
    char tmp[640];
    int fd;
} temp_file;

static bool write_temp(const char *path, const char *text, size_t len, temp_file *t, char *err,
                       size_t errlen)
{
    struct stat st;
    if (lstat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
        snprintf(err, errlen, "%s: not a regular file: not replaced", path);
        return false;
    }
    snprintf(t->tmp, sizeof t->tmp, "%s.tmpXXXXXX", path);
    t->fd = mkstemp(t->tmp);
    if (t->fd < 0) {
        snprintf(err, errlen, "%s: cannot create a temporary file: %s", path, strerror(errno));
        return false;
    }
    for (size_t at = 0; at < len;) {
        ssize_t n = write(t->fd, text + at, len - at);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            snprintf(err, errlen, "%s: cannot write: %s", path, strerror(errno));
            close(t->fd), unlink(t->tmp), t->fd = -1;
            return false;
        }
        at += (size_t)n;
    }
    return true;
}

/* Writes a batch: every temporary file, one sync, the renames, the folder.
 * A job that fails keeps its old files (a renamed .seats with a failed
 * .metro is newer than the game, which loading accepts). */
static void write_batch(net_saver *s, save_node *list, int n)
{
    temp_file *tf = calloc((size_t)n * 2, sizeof *tf);
    save_node *node = list;
    for (int i = 0; i < n; i++, node = (save_node *)node->link.next) {
        net_save_done *done = &node->done;
        *done = (net_save_done){node->job.serial, node->job.version, tf != NULL, "out of memory"};
        if (!tf) continue;
        done->err[0] = 0;
        for (int f = 0; f < 2; f++) {
            tf[2 * i + f].fd = -1;
            if (done->ok && node->job.text[f]) /* NULL: that file is unchanged */
                done->ok = write_temp(node->job.path[f], node->job.text[f], node->job.len[f],
                                      &tf[2 * i + f], done->err, sizeof done->err);
        }
    }
    if (!tf) return;
    int dir = open(s->dir, O_RDONLY | O_DIRECTORY);
#ifdef __linux__
    bool synced = dir >= 0 && syncfs(dir) == 0; /* one flush for the whole batch */
#else
    bool synced = false;
#endif
    node = list;
    for (int i = 0; i < n; i++, node = (save_node *)node->link.next)
        for (int f = 0; f < 2; f++) {
            net_save_done *done = &node->done;
            temp_file *t = &tf[2 * i + f];
            if (t->fd < 0) continue;
            const char *why = NULL;
            int e = 0;
            if (done->ok && !synced && fsync(t->fd) != 0) why = "sync", e = errno;
            close(t->fd);
            if (done->ok && !why && rename(t->tmp, node->job.path[f]) != 0)
                why = "rename", e = errno;
            if (why) {
                done->ok = false;
                snprintf(done->err, sizeof done->err, "%s: cannot %s: %s", node->job.path[f], why,
                         strerror(e));
            }
            if (!done->ok) unlink(t->tmp);
        }
    if (dir >= 0) fsync(dir), close(dir); /* the renames themselves */
    free(tf);
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

net_saver *net_saver_start(const char *dir)
{
    net_saver *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    snprintf(s->dir, sizeof s->dir, "%s", dir);
    pthread_mutex_init(&s->lock, NULL);
    pthread_cond_init(&s->wake, NULL);
    if (pthread_create(&s->thread, NULL, run, s) != 0) {
        pthread_mutex_destroy(&s->lock);
        pthread_cond_destroy(&s->wake);
        free(s);
        return NULL;
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
    free(s);
}
