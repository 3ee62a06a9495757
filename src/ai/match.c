/* Whole games between computer players: the loop behind tournaments and tests. */
#define _POSIX_C_SOURCE 200809L
#include <time.h>

#include "metro/ai.h"

double metro_ai_clock_ms(void)
{
    struct timespec ts;
#ifdef CLOCK_THREAD_CPUTIME_ID
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) == 0)
        return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
#endif
    timespec_get(&ts, TIME_UTC);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

double metro_ai_wall_ms(void)
{
    struct timespec ts;
    if (clock_gettime(CLOCK_MONOTONIC, &ts) != 0) timespec_get(&ts, TIME_UTC);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

double metro_ai_budget_clock(const metro_ai_budget *budget)
{
    return budget->wall_clock ? metro_ai_wall_ms() : metro_ai_clock_ms();
}

int metro_ai_play_game(const metro_config *cfg, const metro_ai *const *ais, uint64_t seed,
                       const metro_ai_budget *budget, int scores[METRO_MAX_PLAYERS],
                       metro_ai_move_time *times, int cap, int *n_times)
{
    metro_state s;
    int rc = metro_setup(&s, cfg, NULL, 0);
    if (n_times) *n_times = 0;
    if (rc != METRO_OK) return rc;
    for (int ply = 0; !metro_over(&s); ply++) {
        int seat = s.current;
        metro_move m;
        double t0 = metro_ai_clock_ms();
        rc = metro_ai_choose(ais[seat], &s,
                             metro_splitmix64(seed ^ metro_splitmix64((uint64_t)ply)), budget, &m);
        double ms = metro_ai_clock_ms() - t0;
        if (rc == METRO_OK) rc = metro_apply(&s, &m);
        if (rc != METRO_OK) return rc;
        if (times && n_times && *n_times < cap)
            times[(*n_times)++] = (metro_ai_move_time){(uint8_t)seat, (float)ms};
    }
    metro_final_scores(&s, scores);
    return METRO_OK;
}
