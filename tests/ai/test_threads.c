/* Searching on several threads (root-parallel, the window's way of
 * thinking): every thread's work is pooled (the work count is the sum),
 * the move is legal, and with a fixed search size the result is the same
 * on every call, however the threads are scheduled. The budget's clock is
 * the wall clock when asked for, the thread's CPU time otherwise. */
#define _POSIX_C_SOURCE 200809L
#include <time.h>

#include "ai_helpers.h"
#include "ai_internal.h"

enum { POSITIONS = 24, THREADS = 3, SIZE = 40 };

typedef int (*search_fn)(const metro_state *, uint64_t, const metro_ai_budget *, metro_move *,
                         long *);

static void check_search(const char *name, search_fn search, const metro_state *pos)
{
    metro_ai_budget budget = {.max_playouts = SIZE, .threads = THREADS};
    int pooled = 0;
    for (int i = 0; i < POSITIONS; i++) {
        metro_move first, again;
        long work = -1, work_again = -1;
        CHECK_EQ(search(&pos[i], 77u + (uint64_t)i, &budget, &first, &work), METRO_OK);
        CHECK_EQ(search(&pos[i], 77u + (uint64_t)i, &budget, &again, &work_again), METRO_OK);
        CHECK(ai_move_is_listed(&pos[i], &first));
        CHECK(memcmp(&first, &again, sizeof first) == 0);
        /* One legal move needs no search; otherwise every thread searched. */
        CHECK(work == 0 || work == (long)THREADS * SIZE);
        pooled += work == (long)THREADS * SIZE;
    }
    printf("%s: %d of %d positions searched on %d threads\n", name, pooled, POSITIONS, THREADS);
    CHECK(pooled > POSITIONS / 2);
}

static void check_clocks(void)
{
    metro_ai_budget wall = {.wall_clock = true}, cpu = {0};
    double w0 = metro_ai_budget_clock(&wall), c0 = metro_ai_budget_clock(&cpu);
    struct timespec pause = {0, 30 * 1000000L};
    nanosleep(&pause, NULL);
    double waited = metro_ai_budget_clock(&wall) - w0, worked = metro_ai_budget_clock(&cpu) - c0;
    printf("30 ms asleep: wall clock %.1f ms, CPU clock %.1f ms\n", waited, worked);
    CHECK(waited >= 29.0); /* sleeping moves the wall clock ... */
    CHECK(worked < 29.0);  /* ... but not the thread's CPU time */
}

int main(void)
{
    static metro_state pos[POSITIONS];
    const int combos[] = {0, 1, 9, 14};
    ai_collect_positions(pos, POSITIONS, combos, 4, 11);
    check_search("flat", ai_flat_search, pos);
    check_search("tree", ai_tree_search, pos);
    check_clocks();
    return check_done();
}
