/* metro-cli tournament: computer players meet on shared deals in every seating. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "metro/ai.h"
#include "metro/module.h"
#include "metro/rating.h"
#include "module_options.h"

enum { MAX_TIMES = 512 }; /* move times kept per game (a game has at most ~200 moves) */

typedef struct game_result {
    int rc;                               /* METRO_OK or the error of an illegal choice */
    int entry_of_seat[METRO_MAX_PLAYERS]; /* line-up entry playing each seat */
    int score[METRO_MAX_PLAYERS];         /* final points per seat */
    metro_ai_move_time times[MAX_TIMES];  /* CPU time of every choice */
    int n_times;
} game_result;

typedef struct tournament {
    metro_config base;
    const metro_ai *entry[METRO_MAX_PLAYERS]; /* line-up: entry i starts in seat i */
    metro_ai_budget budget;
    uint64_t seed;
    int games;
    game_result *result;
    pthread_mutex_t lock;
    int next_game; /* next game a worker takes (under lock) */
} tournament;

/* Game g replays deal g / N with the line-up turned by g % N seats, so every
 * entry plays every seat on the same deals. */
static void play_one(tournament *t, int g)
{
    int n = t->base.players;
    game_result *r = &t->result[g];
    metro_config cfg = t->base;
    cfg.seed = t->seed + (uint64_t)(g / n);
    const metro_ai *seat_ai[METRO_MAX_PLAYERS];
    for (int s = 0; s < n; s++) {
        r->entry_of_seat[s] = (s + g % n) % n;
        seat_ai[s] = t->entry[r->entry_of_seat[s]];
    }
    r->rc = metro_ai_play_game(&cfg, seat_ai, cfg.seed * 7919u + (uint64_t)g, &t->budget, r->score,
                               r->times, MAX_TIMES, &r->n_times);
}

static void *worker(void *arg)
{
    tournament *t = arg;
    for (;;) {
        pthread_mutex_lock(&t->lock);
        int g = t->next_game++;
        pthread_mutex_unlock(&t->lock);
        if (g >= t->games) return NULL;
        play_one(t, g);
    }
}

static int cmp_float(const void *a, const void *b)
{
    float x = *(const float *)a, y = *(const float *)b;
    return (x > y) - (x < y);
}

/* One row per distinct computer player: all its entries pooled. */
static void report_ai(const tournament *t, const metro_ai *ai, double *winrate)
{
    int n = t->base.players, samples = 0, seats = 0, n_times = 0;
    double wins = 0, score = 0, margin = 0;
    for (int e = 0; e < n; e++) seats += t->entry[e] == ai;
    float *ms = malloc(sizeof *ms * (size_t)t->games * MAX_TIMES);
    for (int g = 0; g < t->games; g++) {
        const game_result *r = &t->result[g];
        int best = r->score[0], n_best = 0;
        for (int s = 0; s < n; s++) best = r->score[s] > best ? r->score[s] : best;
        for (int s = 0; s < n; s++) n_best += r->score[s] == best;
        for (int s = 0; s < n; s++) {
            if (t->entry[r->entry_of_seat[s]] != ai) continue;
            int rival = -100000;
            for (int o = 0; o < n; o++)
                if (o != s && r->score[o] > rival) rival = r->score[o];
            samples++;
            score += r->score[s];
            margin += n > 1 ? r->score[s] - rival : 0;
            wins += r->score[s] == best ? 1.0 / n_best : 0; /* equal scores share the win */
        }
        for (int i = 0; ms && i < r->n_times; i++)
            if (t->entry[r->entry_of_seat[r->times[i].seat]] == ai) ms[n_times++] = r->times[i].ms;
    }
    double p = wins / samples, lo, hi;
    metro_wilson_interval(p, samples, &lo, &hi);
    float median = 0, max = 0;
    if (ms && n_times) {
        qsort(ms, (size_t)n_times, sizeof *ms, cmp_float);
        median = ms[n_times / 2], max = ms[n_times - 1];
    }
    printf("%-8s %5d %7d %7.1f %7.3f  [%.3f, %.3f] %10.2f %+11.2f %7d %9.2f %8.2f\n", ai->name,
           seats, samples, wins, p, lo, hi, score / samples, margin / samples, n_times, median,
           max);
    free(ms);
    *winrate = p;
}

static void report(const tournament *t)
{
    char mods[128];
    metro_modules_format(t->base.modules, mods, sizeof mods);
    int n = t->base.players;
    printf("tournament: %d players, %d games (%d deals x %d seatings), seed %llu, modules %s, "
           "ms-per-move %d, max-playouts %d\n",
           n, t->games, (t->games + n - 1) / n, n, (unsigned long long)t->seed, mods,
           t->budget.ms_per_move, t->budget.max_playouts);
    printf("ai       seats samples    wins winrate  95%% CI          mean score mean margin   "
           "moves median ms   max ms\n");
    double first = 0, p;
    for (int e = 0; e < n; e++) {
        bool seen = false;
        for (int f = 0; f < e; f++) seen |= t->entry[f] == t->entry[e];
        if (seen) continue;
        report_ai(t, t->entry[e], &p);
        if (e == 0) first = p;
    }
    printf("winrate %s: %.4f\n", t->entry[0]->name, first);
}

/* Names fill the seats in order; the last name fills the seats left over. */
static int parse_lineup(const cli_command *cmd, const char *list, int players,
                        const metro_ai *entry[])
{
    char buf[256];
    const char *names[METRO_MAX_PLAYERS];
    if (strlen(list) >= sizeof buf) return cli_usage_error(cmd, "--ai: list too long");
    strcpy(buf, list);
    int k = cli_split_list(buf, names, METRO_MAX_PLAYERS);
    if (k < 0 || k > players)
        return cli_usage_error(cmd, "--ai '%.60s': give 1 to %d names separated by commas", list,
                               players);
    for (int i = 0; i < k; i++)
        if (!(entry[i] = metro_ai_find(names[i])))
            return cli_usage_error(cmd, "--ai: '%.40s' is not a computer player", names[i]);
    for (int i = k; i < players; i++) entry[i] = entry[k - 1];
    return CLI_OK;
}

static int run_all(const cli_command *cmd, tournament *t, int jobs)
{
    t->result = calloc((size_t)t->games, sizeof *t->result);
    if (!t->result) return cli_error(cmd, "out of memory"), CLI_FAIL;
    pthread_mutex_init(&t->lock, NULL);
    pthread_t th[64];
    int started = 0;
    for (; started < jobs - 1; started++)
        if (pthread_create(&th[started], NULL, worker, t) != 0) break;
    worker(t);
    for (int i = 0; i < started; i++) pthread_join(th[i], NULL);
    pthread_mutex_destroy(&t->lock);
    int rc = CLI_OK;
    for (int g = 0; g < t->games && rc == CLI_OK; g++) {
        if (t->result[g].rc == METRO_OK) continue;
        cli_error(cmd, "game %d (seed %llu): a computer player failed: %s", g + 1,
                  (unsigned long long)(t->seed + (uint64_t)(g / t->base.players)),
                  metro_error_text(t->result[g].rc));
        rc = CLI_FAIL;
    }
    if (rc == CLI_OK) report(t);
    free(t->result);
    return rc;
}

static int run(const cli_command *cmd, int argc, char **argv)
{
    tournament *t = calloc(1, sizeof *t);
    if (!t) return CLI_FAIL;
    int players = 0, hand = 1, jobs = 1, ms = 0, playouts = 0;
    bool free_orientation = false;
    cli_module_args module_args = {.n = 0};
    const char *ai_list = NULL, *modules = NULL;
    t->seed = 1;
    cli_opt base[] = {
        {.name = "--players",
         .kind = CLI_INT,
         .lo = 1,
         .hi = 6,
         .dest = &players,
         .required = true},
        {.name = "--ai", .kind = CLI_STR, .dest = &ai_list, .required = true},
        {.name = "--games",
         .kind = CLI_INT,
         .lo = 1,
         .hi = 1000000,
         .dest = &t->games,
         .required = true},
        {.name = "--seed", .kind = CLI_U64, .dest = &t->seed},
        {.name = "--modules", .kind = CLI_STR, .dest = &modules},
        {.name = "--ms-per-move", .kind = CLI_INT, .lo = 1, .hi = 600000, .dest = &ms},
        {.name = "--max-playouts", .kind = CLI_INT, .lo = 1, .hi = 100000000, .dest = &playouts},
        {.name = "--hand", .kind = CLI_INT, .lo = 1, .hi = METRO_MAX_HAND, .dest = &hand},
        {.name = "--free-orientation", .kind = CLI_FLAG, .dest = &free_orientation},
        {.name = "--jobs", .kind = CLI_INT, .lo = 1, .hi = 64, .dest = &jobs},
    };
    /* The command's own options, then --option and the modules' aliases. */
    cli_opt opts[sizeof base / sizeof base[0] + CLI_MODULE_OPTS];
    int n_opts = (int)(sizeof base / sizeof base[0]), n_pos;
    memcpy(opts, base, sizeof base);
    cli_module_opts_add(opts, &n_opts, &module_args);
    int rc = cli_parse(cmd, argc, argv, opts, n_opts, NULL, 0, 0, &n_pos);
    char err[256];
    if (rc == CLI_OK) {
        metro_config_default(&t->base, players);
        t->base.hand_size = hand;
        t->base.free_orientation = free_orientation;
        t->budget = (metro_ai_budget){.ms_per_move = ms, .max_playouts = playouts};
        if (modules && metro_modules_parse(modules, &t->base.modules, err, sizeof err))
            rc = cli_usage_error(cmd, "--modules: %s", err);
        else if (metro_modules_check(t->base.modules, players, err, sizeof err))
            rc = cli_usage_error(cmd, "%s", err);
        else if (!(rc = cli_module_options(cmd, &t->base, &module_args)) &&
                 !(rc = parse_lineup(cmd, ai_list, players, t->entry)))
            rc = run_all(cmd, t, jobs);
    }
    free(t);
    return rc < 0 ? CLI_OK : rc;
}

static void extra_help(void)
{
    cli_help_list_ais();
    cli_help_list_modules();
    cli_help_module_options();
}

const cli_command cli_cmd_tournament = {
    .name = "tournament",
    .usage = "--players N --ai A[,B,...] --games G [--seed S] [--modules LIST] "
             "[--option MODULE=VALUE]... [--ms-per-move M] [--max-playouts P] [--hand K] "
             "[--free-orientation] [--jobs J]",
    .help = "computer players meet on the same deals in every seating; win rates",
    .details = "The line-up A,B,... fills seats 1..N in order (the last name fills the seats\n"
               "left over). Game g is deal S + floor((g-1)/N) with the line-up turned by\n"
               "(g-1) mod N seats, so every entry plays every seat on the same deals; play G\n"
               "as a multiple of N. One row per computer player (its entries pooled): seats\n"
               "it holds, games x seats played, wins (equal top scores share a win), win\n"
               "rate with its 95 % Wilson interval, mean final score, mean margin over the\n"
               "best rival, moves chosen with their median and maximum CPU time. The last\n"
               "line is 'winrate A: FRACTION' for the first name. Exit 0; 1 if a computer\n"
               "player made an illegal move.\n\n"
               "  --players N         1 to 6 (1: a module played alone)\n"
               "  --ai A,B,...        the line-up of computer players (names or levels)\n"
               "  --games G           number of games, 1 to 1000000\n"
               "  --seed S            seed of the first deal (default 1)\n"
               "  --modules LIST      none, or module ids joined by commas (docs/modules.md)\n"
               "  --option M=V        set module M's option to V (listed below)\n"
               "  --ms-per-move M     thinking time of searching players (default: theirs)\n"
               "  --max-playouts P    fixed search size instead of time: repeatable results\n"
               "  --hand K            tiles in hand, 1 to 3 (variant 5.2; default 1)\n"
               "  --free-orientation  tiles may be laid in any rotation (variant 5.1)\n"
               "  --jobs J            games played in parallel threads (default 1)\n",
    .extra_help = extra_help,
    .run = run,
};
