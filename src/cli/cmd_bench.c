/* metro-cli bench: random full games per second of CPU time on one core, legal moves
 * generated every turn. CPU time, so that other load on the machine does not skew it. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <time.h>

#include "commands.h"
#include "metro/engine.h"

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* One game with a uniform random pick among the legal moves each turn
 * (generated in the engine's compact form: the same moves as
 * metro_legal_moves without writing each one out). Returns the moves
 * played, or -1 if the engine offered no move mid-game. */
static long play_random_game(metro_state *s, const metro_config *cfg, metro_rng *rng)
{
    metro_move_set set;
    long played = 0;
    metro_setup(s, cfg, NULL, 0);
    while (!metro_over(s)) {
        int n = metro_legal_move_set(s, &set);
        if (n <= 0) return -1;
        metro_move m = metro_move_set_get(&set, (int)metro_rng_below(rng, (uint32_t)n));
        metro_apply_unchecked(s, &m);
        played++;
    }
    return played;
}

static int run(const cli_command *cmd, int argc, char **argv)
{
    int players = 4, seconds = 3;
    uint64_t seed = 1;
    cli_opt opts[] = {
        {.name = "--players", .kind = CLI_INT, .lo = 2, .hi = 6, .dest = &players},
        {.name = "--seconds", .kind = CLI_INT, .lo = 1, .hi = 3600, .dest = &seconds},
        {.name = "--seed", .kind = CLI_U64, .dest = &seed},
    };
    int n_pos;
    int rc = cli_parse(cmd, argc, argv, opts, 3, NULL, 0, 0, &n_pos);
    if (rc) return rc < 0 ? CLI_OK : rc;
    metro_config cfg;
    metro_config_default(&cfg, players);
    metro_rng rng;
    metro_rng_seed(&rng, seed);
    metro_state s;
    long long games = 0, moves = 0, points = 0;
    double start = now(), elapsed = 0;
    while (elapsed < seconds) {
        /* Batches keep the clock out of the measurement. */
        for (int i = 0; i < 256; i++) {
            cfg.seed = metro_rng_next(&rng);
            long m = play_random_game(&s, &cfg, &rng);
            if (m < 0 || s.tiles_laid != METRO_TILE_SQUARES) {
                fprintf(stderr, "error: %s: game with seed %llu stopped after %d tiles\n",
                        cmd->name, (unsigned long long)cfg.seed, s.tiles_laid);
                return CLI_FAIL;
            }
            moves += m;
            for (int p = 0; p < players; p++) points += s.score[p];
            games++;
        }
        elapsed = now() - start;
    }
    printf("players: %d\n", players);
    printf("games: %lld\n", games);
    printf("moves: %lld\n", moves);
    printf("mean_points_per_game: %.2f\n", (double)points / (double)games);
    printf("seconds: %.3f\n", elapsed);
    printf("games_per_second: %.0f\n", (double)games / elapsed);
    return CLI_OK;
}

const cli_command cli_cmd_bench = {
    .name = "bench",
    .usage = "[--players N] [--seconds S] [--seed S]",
    .help = "benchmark: random full games per second on one core",
    .details = "Plays random full games (a uniform pick among the legal moves, generated\n"
               "every turn) for S seconds and prints players, games, moves, mean points\n"
               "per game, seconds, and last 'games_per_second: X'.\n\n"
               "  --players N  2 to 6 (default 4)\n"
               "  --seconds S  1 to 3600 (default 3)\n"
               "  --seed S     seed of the random games (default 1)\n",
    .run = run,
};
