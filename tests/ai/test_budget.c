/* The move budget: with a CPU-time budget, `strong` never takes more than
 * 5 ms over it (issue 14), in every module combination and at the start,
 * middle and end of a game; it reads the clock between rollouts, so a
 * search that read it too seldom would overrun here. */
#include "ai_helpers.h"

/* The 5 ms promise is for the real build; the sanitizer build (tools/test)
 * runs the engine several times slower, so a step of the search between two
 * clock reads is that much longer there. */
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define AI_INSTRUMENTED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define AI_INSTRUMENTED 1
#endif
#endif
#ifdef AI_INSTRUMENTED
enum { BUDGET_MS = 10, SLACK_MS = 25 };
#else
enum { BUDGET_MS = 10, SLACK_MS = 5 };
#endif

int main(void)
{
    const metro_ai_budget budget = {.ms_per_move = BUDGET_MS};
    const metro_ai *strong = metro_ai_find("strong");
    metro_rng r;
    metro_rng_seed(&r, 14);
    double worst = 0;
    for (int c = 0; c < AI_N_COMBOS; c++) {
        metro_state s;
        ai_random_setup(&s, &ai_combos[c], &r);
        for (int stage = 0; stage < 3 && !metro_over(&s); stage++) {
            metro_move m;
            double t0 = metro_ai_clock_ms();
            int rc = metro_ai_choose(strong, &s, metro_rng_next(&r), &budget, &m);
            double t = metro_ai_clock_ms() - t0;
            CHECK_EQ(rc, METRO_OK);
            if (t > BUDGET_MS + SLACK_MS)
                fprintf(stderr, "%s, %d players: %.2f ms for a %d ms budget\n",
                        ai_combos[c].modules[0] ? ai_combos[c].modules : "base", s.cfg.players, t,
                        BUDGET_MS);
            CHECK(t <= BUDGET_MS + SLACK_MS);
            if (t - BUDGET_MS > worst) worst = t - BUDGET_MS;
            for (int step = 0; step < 25 && !metro_over(&s); step++) ai_walk_step(&s, &r);
        }
    }
    printf("worst overrun %.2f ms\n", worst);
    return check_done();
}
