/* One worker thread that runs a computer player, so the window never freezes. */
#include <stdlib.h>
#include <string.h>

#include "core/app.h"
#include "metro/ai.h"
#include "platform/platform.h"

struct ui_worker {
    ui_thread *thread;
    SDL_mutex *lock;
    metro_state state; /* private copy: the UI thread may change its own */
    const metro_ai *ai;
    uint64_t seed;
    metro_ai_budget budget;
    uint32_t event_type;
    int purpose;
    bool busy, ready, ok;
    metro_move move;
};

ui_worker *ui_worker_new(void)
{
    ui_worker *w = calloc(1, sizeof *w);
    if (w) w->lock = SDL_CreateMutex();
    return w;
}

static void join(ui_worker *w)
{
    ui_thread_join(w->thread);
    w->thread = NULL;
}

void ui_worker_free(ui_worker *w)
{
    if (!w) return;
    join(w);
    SDL_DestroyMutex(w->lock);
    free(w);
}

/* The search's answer, from its thread or from the page's Web Worker. */
static void answer(void *arg, int rc, const metro_move *found)
{
    ui_worker *w = arg;
    metro_move m = *found;
    SDL_LockMutex(w->lock);
    w->move = m, w->ok = rc == METRO_OK, w->ready = true;
    SDL_UnlockMutex(w->lock);
    ui_wake(w->event_type);
}

static int run(void *arg)
{
    ui_worker *w = arg;
    metro_move m;
    answer(w, metro_ai_choose(w->ai, &w->state, w->seed, &w->budget, &m), &m);
    return 0;
}

/* Wall time, not CPU time: on a busy machine a CPU-time budget took several
 * seconds of the player's time, and threads on every core make the most of
 * the second the player waits anyway. */
int ui_ai_think_ms(const char *name)
{
    return strcmp(name, "strong") == 0 || strcmp(name, "medium") == 0 ? 1000 : 0;
}

bool ui_worker_start(ui_worker *w, const metro_state *s, const char *name, uint64_t seed, bool fast,
                     uint32_t event_type, int purpose)
{
    if (ui_worker_busy(w)) return false;
    join(w);
    w->ai = metro_ai_find(name);
    if (!w->ai) return false;
    w->state = *s, w->seed = seed, w->event_type = event_type, w->purpose = purpose;
    int ms = ui_ai_think_ms(name);
    w->budget = (metro_ai_budget){
        .ms_per_move = fast ? ms / 10 : ms, .wall_clock = true, .threads = SDL_GetCPUCount()};
    /* A scripted test's hint (purpose 1) searches a fixed count, not a
     * time: on a loaded machine its advice changed from run to run. */
    if (fast && purpose == 1) w->budget = (metro_ai_budget){.max_playouts = 4000, .threads = 1};
    w->busy = true, w->ready = false;
    /* the page: the search runs in its Web Worker, not in a thread */
    if (ui_search_elsewhere(&w->state, w->ai->name, seed, &w->budget, answer, w)) return true;
    w->thread = ui_thread_start(run, "metro-ai", w);
    if (!w->thread) w->busy = false;
    return w->thread != NULL;
}

bool ui_worker_take(ui_worker *w, metro_move *m, int *purpose)
{
    SDL_LockMutex(w->lock);
    bool ready = w->ready, ok = w->ok;
    *m = w->move, *purpose = w->purpose;
    w->ready = false;
    SDL_UnlockMutex(w->lock);
    if (ready) join(w), w->busy = false;
    return ready && ok;
}

bool ui_worker_busy(ui_worker *w)
{
    return w->busy;
}
