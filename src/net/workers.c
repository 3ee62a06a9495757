/* The host's computer players (workers.h): one thread, a queue of jobs and
 * a queue of results behind one mutex. */
#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "metro/ai.h"
#include "queue.h"
#include "workers.h"

typedef struct job_node {
    net_qnode link;
    net_ai_job job;
} job_node;

typedef struct result_node {
    net_qnode link;
    net_ai_result result;
} result_node;

struct net_workers {
    pthread_t thread;
    pthread_mutex_t lock;
    pthread_cond_t wake;
    net_queue jobs, results;
    int running;
    bool stop;
};

/* The queued job with the lowest priority value (the oldest of equals):
 * one client's busy tables cannot make an honest table wait behind all of
 * them (issue 36, item 10). A table has one job at most, so the walk is
 * as long as the tables waiting for a computer. */
static job_node *pop_fairest(net_queue *q)
{
    net_qnode *best = NULL, *best_prev = NULL, *prev = NULL;
    for (net_qnode *n = q->head; n; prev = n, n = n->next)
        if (!best || ((job_node *)n)->job.priority < ((job_node *)best)->job.priority)
            best = n, best_prev = prev;
    if (!best) return NULL;
    if (best_prev)
        best_prev->next = best->next;
    else
        q->head = best->next;
    if (q->tail == best) q->tail = best_prev;
    q->n--;
    return (job_node *)best;
}

/* A move's thinking time when `waiting` other tables want the worker
 * too: its share, so that the next table waits that long and no longer
 * (one table's strong players made an honest table wait 0.5 s of CPU per
 * move each), and a tenth of the whole at least, so a search stays a
 * search. 0 stays the player's own default. */
static int shared_ms(int ms, int waiting)
{
    int share = ms / (waiting + 1), least = ms / 10 > 0 ? ms / 10 : 1;
    return ms <= 0 ? ms : share > least ? share : least;
}

static void *run(void *arg)
{
    net_workers *w = arg;
    for (;;) {
        pthread_mutex_lock(&w->lock);
        while (!w->stop && !w->jobs.head) pthread_cond_wait(&w->wake, &w->lock);
        job_node *n = w->stop ? NULL : pop_fairest(&w->jobs);
        w->running = n != NULL;
        int waiting = w->jobs.n;
        pthread_mutex_unlock(&w->lock);
        if (!n) return NULL;
        result_node *done = malloc(sizeof *done);
        net_ai_result r = {.serial = n->job.serial,
                           .epoch = n->job.epoch,
                           .moves = n->job.moves,
                           .seat = n->job.seat,
                           .rc = METRO_ERR_BAD_MOVE};
        const metro_ai *ai = metro_ai_find(n->job.ai);
        metro_ai_budget budget = {.ms_per_move = shared_ms(n->job.ms, waiting)};
        double started = metro_ai_clock_ms();
        if (ai) r.rc = metro_ai_choose(ai, &n->job.state, n->job.seed, &budget, &r.move);
        r.cpu_ms = metro_ai_clock_ms() - started;
        free(n);
        pthread_mutex_lock(&w->lock);
        if (done) done->result = r, net_queue_push(&w->results, done);
        w->running = 0;
        pthread_mutex_unlock(&w->lock);
    }
}

net_workers *net_workers_start(void)
{
    net_workers *w = calloc(1, sizeof *w);
    if (!w) return NULL;
    pthread_mutex_init(&w->lock, NULL);
    pthread_cond_init(&w->wake, NULL);
    if (pthread_create(&w->thread, NULL, run, w) != 0) {
        pthread_mutex_destroy(&w->lock);
        pthread_cond_destroy(&w->wake);
        free(w);
        return NULL;
    }
    return w;
}

bool net_workers_submit(net_workers *w, const net_ai_job *job)
{
    job_node *n = malloc(sizeof *n);
    if (!n) return false;
    n->job = *job;
    pthread_mutex_lock(&w->lock);
    net_queue_push(&w->jobs, n);
    pthread_cond_signal(&w->wake);
    pthread_mutex_unlock(&w->lock);
    return true;
}

int net_workers_take(net_workers *w, net_ai_result *out, int max)
{
    int n = 0;
    pthread_mutex_lock(&w->lock);
    for (result_node *r; n < max && (r = net_queue_pop(&w->results)); free(r)) out[n++] = r->result;
    pthread_mutex_unlock(&w->lock);
    return n;
}

int net_workers_busy(net_workers *w)
{
    pthread_mutex_lock(&w->lock);
    int n = w->jobs.n + w->running;
    pthread_mutex_unlock(&w->lock);
    return n;
}

void net_workers_stop(net_workers *w)
{
    if (!w) return;
    pthread_mutex_lock(&w->lock);
    w->stop = true;
    pthread_cond_signal(&w->wake);
    pthread_mutex_unlock(&w->lock);
    pthread_join(w->thread, NULL);
    for (void *n; (n = net_queue_pop(&w->jobs));) free(n);
    for (void *n; (n = net_queue_pop(&w->results));) free(n);
    pthread_mutex_destroy(&w->lock);
    pthread_cond_destroy(&w->wake);
    free(w);
}
