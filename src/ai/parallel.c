/* Root-parallel search: several threads each search the same position with
 * a seed of their own, and their root statistics are pooled by move. The
 * window thinks this way on every core (wall-clock budget); tournaments use
 * one thread and CPU time, so results do not depend on the machine. */
#include <pthread.h>

#include "ai_internal.h"

enum { MAX_THREADS = 32 };

bool ai_same_move(const metro_move *a, const metro_move *b)
{
    if (a->kind != b->kind) return false;
    if (a->kind == METRO_MOVE_LAY) return a->tile == b->tile && a->sq == b->sq;
    return a->kind == METRO_MOVE_DRAW ||
           (a->module == b->module && a->a == b->a && a->b == b->b && a->c == b->c);
}

typedef struct job {
    ai_root_search search;
    const metro_state *s;
    uint64_t seed;
    const metro_ai_budget *budget;
    ai_root_stats stats;
    int rc;
} job;

static void *run_job(void *arg)
{
    job *j = arg;
    j->rc = j->search(j->s, j->seed, j->budget, &j->stats);
    return NULL;
}

/* Adds b's moves into a, matched by what they do. */
static void pool(ai_root_stats *a, const ai_root_stats *b)
{
    a->work += b->work;
    for (int i = 0; i < b->k; i++) {
        int at = 0;
        while (at < a->k && !ai_same_move(&a->move[at], &b->move[i])) at++;
        if (at == a->k) {
            if (a->k == AI_MAX_ROOT) continue;
            a->k++, a->move[at] = b->move[i], a->visits[at] = 0, a->total[at] = 0;
        }
        a->visits[at] += b->visits[i], a->total[at] += b->total[i];
    }
}

/* The best mean among the moves with at least half the most visits (a
 * move seen rarely has a mean too noisy to trust). */
static int pick(const ai_root_stats *st)
{
    long most = 0;
    for (int i = 0; i < st->k; i++) most = st->visits[i] > most ? st->visits[i] : most;
    int best = -1;
    for (int i = 0; i < st->k; i++) {
        if (st->visits[i] == 0 || 2 * st->visits[i] < most) continue;
        if (best < 0 || st->total[i] / st->visits[i] > st->total[best] / st->visits[best]) best = i;
    }
    return best;
}

int ai_search(ai_root_search search, const metro_state *s, uint64_t seed,
              const metro_ai_budget *budget, metro_move *out, long *work)
{
    int n = budget->threads < 1 ? 1 : budget->threads > MAX_THREADS ? MAX_THREADS : budget->threads;
    job jobs[MAX_THREADS];
    pthread_t tid[MAX_THREADS];
    bool started[MAX_THREADS] = {false};
    for (int i = 0; i < n; i++) {
        /* Thread 0 keeps the caller's seed: one thread searches as before. */
        jobs[i] = (job){search, s, i ? metro_splitmix64(seed + (uint64_t)i) : seed, budget, {0}, 0};
        if (i > 0) started[i] = pthread_create(&tid[i], NULL, run_job, &jobs[i]) == 0;
    }
    run_job(&jobs[0]);
    ai_root_stats all = {0};
    pool(&all, &jobs[0].stats);
    for (int i = 1; i < n; i++) {
        if (!started[i]) continue; /* no thread: the others' results suffice */
        pthread_join(tid[i], NULL);
        if (jobs[i].rc == METRO_OK) pool(&all, &jobs[i].stats);
    }
    if (work) *work = all.work;
    if (jobs[0].rc != METRO_OK) return jobs[0].rc;
    int best = pick(&all);
    if (best >= 0) *out = all.move[best];
    return best >= 0 ? METRO_OK : METRO_ERR_GAME_OVER;
}

extern const metro_ai metro_ai_medium;

int ai_search_solo_aware(ai_root_search search, const metro_state *s, uint64_t seed,
                         const metro_ai_budget *budget, metro_move *out)
{
    /* Solo: only the weakest company counts, and medium's projection-valued
     * look-ahead scores more there (25.4 against 22.3 on the same 30 deals
     * at 100 ms, docs/ai.md), so the searching players play solo with it. */
    if (s->cfg.players < 2) return metro_ai_medium.choose(s, seed, budget, out);
    return ai_search(search, s, seed, budget, out, NULL);
}
