/* metro-cli bench: random full games per second of CPU time on one core, legal moves
 * generated every turn; or, with --notation, full boards read from text (parsed,
 * validated, scored) per second. CPU time, so that other load does not skew it. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <time.h>

#include "commands.h"
#include "metro/engine.h"
#include "metro/ai.h"
#include "metro/module.h"
#include "metro/notation.h"
#include "module_options.h"

enum { NOTATION_BOARDS = 64 }; /* distinct full boards, read in turn */

/* CPU time, or wall time where there is no CPU clock (the browser build). */
static double now(void)
{
    return metro_ai_clock_ms() / 1e3;
}

/* One game with a uniform random pick among the legal moves each turn
 * (metro_random_playout: metro_random_move, the pick metro_legal_move_set
 * and metro_move_set_get would give, then metro_apply_unchecked, until the
 * game is over; the base game's pick and lay in one loop). Returns the
 * moves played, or -1 if the engine offered no move mid-game. */
static long play_random_game(metro_state *s, const metro_config *cfg, metro_rng *rng)
{
    metro_setup(s, cfg, NULL, 0);
    long played = metro_random_playout(s, rng);
    return metro_over(s) ? played : -1;
}

/* Totals of the random games one configuration played. */
typedef struct game_totals {
    long long games, moves, points;
    double seconds; /* CPU time spent in them */
} game_totals;

/* Plays `batch` random games of `cfg` (seeds drawn from rng) and adds them to
 * `tot`; CLI_OK, or CLI_FAIL with a message if a game stopped early. */
static int play_batch(const cli_command *cmd, metro_config *cfg, metro_rng *rng, int batch,
                      game_totals *tot)
{
    metro_state s;
    double start = now();
    for (int i = 0; i < batch; i++) {
        cfg->seed = metro_rng_next(rng);
        long m = play_random_game(&s, cfg, rng);
        if (m < 0 || !metro_over(&s)) {
            cli_error(cmd, "game with seed %llu stopped after %d tiles",
                      (unsigned long long)cfg->seed, s.tiles_laid);
            return CLI_FAIL;
        }
        tot->moves += m;
        int final[METRO_MAX_PLAYERS];
        metro_final_scores(&s, final);
        for (int p = 0; p < cfg->players; p++) tot->points += final[p];
        tot->games++;
    }
    tot->seconds += now() - start;
    return CLI_OK;
}

/* The text of one random full game's board: its 60 placements in the order
 * played (what metro-cli selfplay prints), 360 characters. */
static void random_board_text(int players, uint64_t seed, metro_rng *rng, char *out, size_t n)
{
    metro_config cfg;
    metro_state s;
    metro_placement p[METRO_DECK_SIZE];
    metro_move_set set;
    int k = 0;
    metro_config_default(&cfg, players);
    cfg.seed = seed;
    metro_setup(&s, &cfg, NULL, 0);
    while (!metro_over(&s) && metro_legal_move_set(&s, &set) > 0) {
        int count = metro_legal_move_set(&s, &set);
        metro_move m = metro_move_set_get(&set, (int)metro_rng_below(rng, (uint32_t)count));
        if (m.kind == METRO_MOVE_LAY && k < METRO_DECK_SIZE)
            p[k++] = (metro_placement){m.tile, m.sq};
        metro_apply_unchecked(&s, &m);
    }
    metro_notation_format(p, k, out, n);
}

/* Boards per second: parse, validate and score full boards from text. */
static int bench_notation(const cli_command *cmd, int players, int seconds, uint64_t seed)
{
    static char text[NOTATION_BOARDS][METRO_DECK_SIZE * 6 + 1];
    metro_rng rng;
    metro_rng_seed(&rng, seed);
    metro_placement p[METRO_DECK_SIZE];
    int score[METRO_MAX_ACCOUNTS];
    char why[256];
    int n;
    for (int b = 0; b < NOTATION_BOARDS; b++) {
        random_board_text(players, metro_rng_next(&rng), &rng, text[b], sizeof text[b]);
    }
    long long boards = 0, points = 0;
    double start = now(), elapsed = 0;
    while (elapsed < seconds) {
        for (int i = 0; i < 64 * NOTATION_BOARDS; i++) {
            const char *t = text[i % NOTATION_BOARDS];
            if (metro_notation_parse(t, p, &n, why, sizeof why) || n != METRO_TILE_SQUARES ||
                metro_notation_score(p, n, players, false, score, why, sizeof why)) {
                cli_error(cmd, "board %d: %s", i % NOTATION_BOARDS, why);
                return CLI_FAIL;
            }
            for (int s = 0; s < players; s++) points += score[s];
            boards++;
        }
        elapsed = now() - start;
    }
    printf("players: %d\n", players);
    printf("boards: %lld\n", boards);
    printf("mean_points_per_board: %.2f\n", (double)points / (double)boards);
    printf("seconds: %.3f\n", elapsed);
    printf("boards_per_second: %.0f\n", (double)boards / elapsed);
    return CLI_OK;
}

static int run(const cli_command *cmd, int argc, char **argv)
{
    int players = 4, seconds = 3;
    uint64_t seed = 1;
    bool notation = false, versus_base = false;
    const char *modules = NULL;
    cli_module_args module_args = {.n = 0};
    cli_opt opts[6 + CLI_MODULE_OPTS] = {
        {.name = "--players", .kind = CLI_INT, .lo = 1, .hi = 6, .dest = &players},
        {.name = "--seconds", .kind = CLI_INT, .lo = 1, .hi = 3600, .dest = &seconds},
        {.name = "--seed", .kind = CLI_U64, .dest = &seed},
        {.name = "--notation", .kind = CLI_FLAG, .dest = &notation},
        {.name = "--modules", .kind = CLI_STR, .dest = &modules},
        {.name = "--versus-base", .kind = CLI_FLAG, .dest = &versus_base},
    };
    int n_opts = 6, n_pos;
    cli_module_opts_add(opts, &n_opts, &module_args);
    int rc = cli_parse(cmd, argc, argv, opts, n_opts, NULL, 0, 0, &n_pos);
    if (rc) return rc < 0 ? CLI_OK : rc;
    metro_config cfg;
    char err[256];
    metro_config_default(&cfg, players);
    if (modules && metro_modules_parse(modules, &cfg.modules, err, sizeof err))
        return cli_usage_error(cmd, "--modules: %s", err);
    if (metro_modules_check(cfg.modules, players, err, sizeof err))
        return cli_usage_error(cmd, "%s", err);
    if ((rc = cli_module_options(cmd, &cfg, &module_args))) return rc;
    if (notation) {
        if (cfg.modules) return cli_usage_error(cmd, "--notation describes the base game only");
        return bench_notation(cmd, players, seconds, seed);
    }
    if (versus_base && !cfg.modules) return cli_usage_error(cmd, "--versus-base needs --modules");
    /* With --versus-base the base game's games take turns with these in
     * small batches, so both meet the same machine: their ratio holds
     * under load that would swing two separate runs. */
    metro_config base;
    metro_config_default(&base, players);
    metro_rng rng, base_rng;
    metro_rng_seed(&rng, seed);
    metro_rng_seed(&base_rng, seed);
    game_totals tot = {0, 0, 0, 0}, base_tot = {0, 0, 0, 0};
    int batch = versus_base ? 32 : 256; /* batches keep the clock out of the measurement */
    while (tot.seconds + base_tot.seconds < seconds) {
        if ((rc = play_batch(cmd, &cfg, &rng, batch, &tot))) return rc;
        if (versus_base && (rc = play_batch(cmd, &base, &base_rng, batch, &base_tot))) return rc;
    }
    char list[256];
    metro_modules_format(cfg.modules, list, sizeof list);
    printf("players: %d\n", players);
    printf("modules: %s\n", list);
    printf("games: %lld\n", tot.games);
    printf("moves: %lld\n", tot.moves);
    printf("mean_points_per_game: %.2f\n", (double)tot.points / (double)tot.games);
    printf("seconds: %.3f\n", tot.seconds);
    double rate = (double)tot.games / tot.seconds;
    if (versus_base) {
        double base_rate = (double)base_tot.games / base_tot.seconds;
        printf("base_games: %lld\n", base_tot.games);
        printf("base_seconds: %.3f\n", base_tot.seconds);
        printf("base_games_per_second: %.0f\n", base_rate);
        printf("share_of_base: %.3f\n", rate / base_rate);
    }
    printf("games_per_second: %.0f\n", rate);
    return CLI_OK;
}

const cli_command cli_cmd_bench = {
    .name = "bench",
    .usage = "[--notation] [--players N] [--modules LIST] [--option ID=VALUE] [--versus-base] "
             "[--seconds S] [--seed S]",
    .help = "benchmark: random full games, or full boards read from text, per second on one core",
    .details = "Plays random full games (a uniform pick among the legal moves, generated\n"
               "every turn) for S seconds and prints players, games, moves, mean points\n"
               "per game (final scores, module points included), seconds, and last\n"
               "'games_per_second: X'. With --modules, the games play those modules;\n"
               "with --versus-base as well, base games take turns with them in small\n"
               "batches (S seconds for both), and base_games, base_seconds,\n"
               "base_games_per_second and share_of_base (their rate over the base\n"
               "game's) come before the last line.\n"
               "With --notation: reads 64 random full boards (60 placements of text each,\n"
               "as metro-cli score would) over and over, each parsed, validated against\n"
               "the rules and scored, and prints players, boards, mean points per board,\n"
               "seconds, and last 'boards_per_second: X'.\n\n"
               "  --notation   time reading boards from text instead of playing games\n"
               "  --players N  2 to 6 (default 4; 1 with solo)\n"
               "  --modules L  none, or module ids joined by commas (docs/modules.md)\n"
               "  --versus-base  time base games alongside, for the modules' share of their rate\n"
               "  --seconds S  1 to 3600 (default 3)\n"
               "  --seed S     seed of the random games and boards (default 1)\n",
    .run = run,
};
