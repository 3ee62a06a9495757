/* Benchmark of the searches (not a test: it prints numbers): rollouts (flat
 * search) or iterations (tree search) per second of CPU time and the worst
 * overrun of the move budget, over positions of seeded games in several
 * set-ups. Usage: bench_search [MS] [POSITIONS] [tree|flat] (default: tree,
 * the hard level's search). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai_internal.h"
#include "metro/module.h"

int main(int argc, char **argv)
{
    int ms = argc > 1 ? atoi(argv[1]) : 100, per_setup = argc > 2 ? atoi(argv[2]) : 6;
    bool tree = !(argc > 3 && strcmp(argv[3], "flat") == 0);
    static const struct {
        int players;
        const char *modules;
    } setups[] = {{2, "none"}, {4, "none"}, {1, "solo"}, {3, "shares,central-stations"}};
    metro_ai_budget budget = {.ms_per_move = ms};
    for (size_t k = 0; k < sizeof setups / sizeof setups[0]; k++) {
        metro_config cfg;
        char err[200];
        metro_config_default(&cfg, setups[k].players);
        cfg.seed = 42 + k;
        if (metro_modules_parse(setups[k].modules, &cfg.modules, err, sizeof err)) return 1;
        metro_state s;
        if (metro_setup(&s, &cfg, err, sizeof err)) return fprintf(stderr, "%s\n", err), 1;
        long total = 0;
        double cpu = 0, worst = 0;
        const metro_ai *greedy = metro_ai_find("greedy");
        for (int i = 0; i < per_setup && !metro_over(&s); i++) {
            metro_move m;
            long playouts = 0;
            double t0 = metro_ai_clock_ms();
            if (tree)
                ai_tree_search(&s, (uint64_t)i, &budget, &m, &playouts);
            else
                ai_flat_search(&s, (uint64_t)i, &budget, &m, &playouts);
            double t = metro_ai_clock_ms() - t0;
            total += playouts, cpu += t;
            if (t - ms > worst) worst = t - ms;
            /* Move on by several greedy turns: early, middle and late positions. */
            for (int j = 0; j < 60 / per_setup && !metro_over(&s); j++) {
                metro_ai_choose(greedy, &s, (uint64_t)j, NULL, &m);
                metro_apply(&s, &m);
            }
        }
        printf("%d players %-26s %s/s %8.0f  worst overrun %.2f ms\n", setups[k].players,
               setups[k].modules, tree ? "iterations" : "rollouts", total / cpu * 1e3, worst);
    }
    return 0;
}
