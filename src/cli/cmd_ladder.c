/* metro-cli ladder: a seeded round-robin of computer players and one rating
 * each, fitted to every pair's results (include/metro/rating.h). */
#include <inttypes.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "file_io.h"
#include "metro/ai.h"
#include "metro/rating.h"

enum {
    MAX_ROSTER = METRO_RATING_MAX,
    MAX_GAMES = 1000000,
    PRIOR = 1, /* virtual games per pair, half won by each (BayesElo's draws) */
};

typedef struct ladder {
    metro_config base;
    const metro_ai *roster[MAX_ROSTER];
    int n;             /* players in the roster */
    int games;         /* per meeting (a set of `base.players` of the roster) */
    uint16_t *meeting; /* per meeting: the roster members as a bit set */
    int n_meetings;
    metro_ai_budget budget;
    uint64_t seed;
    int (*score)[METRO_MAX_PLAYERS]; /* per game: the final points by entry of the meeting */
    int *rc;
    pthread_mutex_t lock;
    int next_game;
} ladder;

/* The k-th member (in roster order) of a meeting. */
static int member(uint16_t set, int k)
{
    for (int i = 0; i < MAX_ROSTER; i++)
        if (set >> i & 1 && k-- == 0) return i;
    return -1;
}

/* Game g: meeting g / games; within it, deal seed + i / P with the line-up
 * turned by i % P seats, so every member plays every seat on the same deals
 * (and every meeting plays the same deals). */
static void play_one(ladder *l, int g)
{
    int p = l->base.players, i = g % l->games;
    uint16_t set = l->meeting[g / l->games];
    metro_config cfg = l->base;
    cfg.seed = l->seed + (uint64_t)(i / p);
    const metro_ai *seat_ai[METRO_MAX_PLAYERS];
    int entry_of_seat[METRO_MAX_PLAYERS], seat_score[METRO_MAX_PLAYERS];
    for (int s = 0; s < p; s++) {
        entry_of_seat[s] = (s + i % p) % p;
        seat_ai[s] = l->roster[member(set, entry_of_seat[s])];
    }
    l->rc[g] = metro_ai_play_game(&cfg, seat_ai, cfg.seed * 7919u + (uint64_t)g, &l->budget,
                                  seat_score, NULL, 0, NULL);
    for (int s = 0; s < p; s++) l->score[g][entry_of_seat[s]] = seat_score[s];
}

static void *worker(void *arg)
{
    ladder *l = arg;
    for (;;) {
        pthread_mutex_lock(&l->lock);
        int g = l->next_game++;
        pthread_mutex_unlock(&l->lock);
        if (g >= l->n_meetings * l->games) return NULL;
        play_one(l, g);
    }
}

/* Every set of `players` members of the roster, in a fixed order. */
static int list_meetings(ladder *l)
{
    int k = 0;
    for (unsigned set = 0; set < 1u << l->n; set++)
        if (__builtin_popcount(set) == l->base.players) k++;
    l->meeting = malloc(sizeof *l->meeting * (size_t)k);
    if (!l->meeting) return -1;
    l->n_meetings = 0;
    for (unsigned set = 0; set < 1u << l->n; set++)
        if (__builtin_popcount(set) == l->base.players) l->meeting[l->n_meetings++] = (uint16_t)set;
    return k;
}

/* wins[a * n + b]: the games a finished ahead of b (equal points: half each),
 * every pair of seats of every game counted. */
static void tally(const ladder *l, double *wins)
{
    int p = l->base.players, n = l->n;
    memset(wins, 0, sizeof(double) * (size_t)(n * n));
    for (int g = 0; g < l->n_meetings * l->games; g++) {
        uint16_t set = l->meeting[g / l->games];
        for (int x = 0; x < p; x++)
            for (int y = 0; y < p; y++) {
                int a = member(set, x), b = member(set, y), sa = l->score[g][x],
                    sb = l->score[g][y];
                if (x != y) wins[a * n + b] += sa > sb ? 1 : sa == sb ? 0.5 : 0;
            }
    }
}

typedef struct fit {
    double wins[MAX_ROSTER * MAX_ROSTER], theta[MAX_ROSTER], cov[MAX_ROSTER * MAX_ROSTER];
    float rating[MAX_ROSTER], lo[MAX_ROSTER], hi[MAX_ROSTER];
} fit;

static bool fit_ratings(const ladder *l, fit *f)
{
    tally(l, f->wins);
    if (!metro_rating_fit(l->n, f->wins, PRIOR, f->theta, f->cov)) return false;
    for (int i = 0; i < l->n; i++) {
        double half = 1.96 * sqrt(fmax(f->cov[i * l->n + i], 0)) * METRO_RATING_SCALE;
        f->rating[i] = (float)(METRO_RATING_MEAN + METRO_RATING_SCALE * f->theta[i]);
        f->lo[i] = (float)(f->rating[i] - half), f->hi[i] = (float)(f->rating[i] + half);
    }
    return true;
}

static void report(const ladder *l, const fit *f)
{
    int n = l->n, order[MAX_ROSTER];
    for (int i = 0; i < n; i++) order[i] = i;
    for (int i = 1; i < n; i++) /* strongest first */
        for (int j = i; j > 0 && f->theta[order[j]] > f->theta[order[j - 1]]; j--) {
            int t = order[j];
            order[j] = order[j - 1], order[j - 1] = t;
        }
    printf("ladder: %d computer players, %d a game, %d games a meeting (%d meetings, %d "
           "games), seed %" PRIu64 ", ms-per-move %d, max-playouts %d\n",
           n, l->base.players, l->games, l->n_meetings, l->n_meetings * l->games, l->seed,
           l->budget.ms_per_move, l->budget.max_playouts);
    printf("rank ai          pairs  score  rating  95%% CI\n");
    for (int r = 0; r < n; r++) {
        int i = order[r];
        double won = 0, met = 0;
        for (int j = 0; j < n; j++)
            won += f->wins[i * n + j], met += f->wins[i * n + j] + f->wins[j * n + i];
        printf("%4d %-10s %6.0f %6.3f %7.1f  [%.1f, %.1f]\n", r + 1, l->roster[i]->name, met,
               met > 0 ? won / met : 0, f->rating[i], f->lo[i], f->hi[i]);
    }
    printf("score of row against column (pairs of seats, equal points half each):\n%-10s", "");
    for (int c = 0; c < n; c++) printf(" %9.9s", l->roster[order[c]]->name);
    for (int r = 0; r < n; r++) {
        printf("\n%-10s", l->roster[order[r]]->name);
        for (int c = 0; c < n; c++) {
            int a = order[r], b = order[c];
            double met = f->wins[a * n + b] + f->wins[b * n + a];
            if (a == b || met == 0)
                printf(" %9s", "-");
            else
                printf(" %9.3f", f->wins[a * n + b] / met);
        }
    }
    printf("\n");
}

typedef struct table_ctx {
    const ladder *l;
    const fit *f;
    const char *command;
} table_ctx;

/* The generated source of src/ai/level_ratings.c (metro_ladder_table). */
static int write_table(FILE *out, const void *arg)
{
    const table_ctx *c = arg;
    int n = c->l->n;
    fprintf(out, "/* Generated by tools/gen-ladder: do not edit. The ladder's results and the\n"
                 " * ratings fitted to them; tests/ai/test_ladder_table.c refits them. */\n"
                 "#include \"metro/rating.h\"\n\n/* clang-format off */\n"
                 "const metro_ladder_table metro_ladder_ratings = {\n");
    fprintf(out, "    .command = \"%s\",\n    .n = %d,\n    .prior = %d,\n    .name = {",
            c->command, n, PRIOR);
    for (int i = 0; i < n; i++) fprintf(out, "%s\"%s\"", i ? ", " : "", c->l->roster[i]->name);
    fprintf(out, "},\n    .wins = {\n");
    for (int i = 0; i < n; i++) {
        fprintf(out, "        {");
        for (int j = 0; j < n; j++) fprintf(out, "%s%.1f", j ? ", " : "", c->f->wins[i * n + j]);
        fprintf(out, "},\n");
    }
    fprintf(out, "    },\n");
    const float *col[3] = {c->f->rating, c->f->lo, c->f->hi};
    const char *label[3] = {"rating", "lo", "hi"};
    for (int k = 0; k < 3; k++) {
        fprintf(out, "    .%s = {", label[k]);
        for (int i = 0; i < n; i++) fprintf(out, "%s%.2ff", i ? ", " : "", (double)col[k][i]);
        fprintf(out, "},\n");
    }
    fprintf(out, "};\n/* clang-format on */\n");
    return ferror(out) ? -1 : 0;
}

/* The roster: the names given, or every level and study player. */
static int parse_roster(const cli_command *cmd, const char *list, ladder *l)
{
    if (!list) {
        for (int i = 0; i < metro_ai_count(); i++) l->roster[l->n++] = metro_ai_get(i);
        for (int i = 0; i < metro_ai_study_count() && l->n < MAX_ROSTER; i++)
            l->roster[l->n++] = metro_ai_study_get(i);
    } else {
        char buf[512];
        const char *names[MAX_ROSTER];
        if (strlen(list) >= sizeof buf) return cli_usage_error(cmd, "--ai: list too long");
        strcpy(buf, list);
        int k = cli_split_list(buf, names, MAX_ROSTER);
        if (k < 0)
            return cli_usage_error(cmd, "--ai '%.60s': give up to %d names separated by commas",
                                   list, MAX_ROSTER);
        for (int i = 0; i < k; i++) {
            const metro_ai *ai = metro_ai_find(names[i]);
            if (!ai)
                return cli_usage_error(cmd, "--ai: '%.40s' is not a computer player", names[i]);
            for (int j = 0; j < l->n; j++)
                if (l->roster[j] == ai)
                    return cli_usage_error(cmd, "--ai: '%.40s' is named twice", names[i]);
            l->roster[l->n++] = ai;
        }
    }
    if (l->n < l->base.players)
        return cli_usage_error(cmd, "--ai: %d computer players cannot fill games of %d", l->n,
                               l->base.players);
    return CLI_OK;
}

static int play_all(const cli_command *cmd, ladder *l, int jobs)
{
    if (list_meetings(l) < 0) return cli_error(cmd, "out of memory"), CLI_FAIL;
    long total = (long)l->n_meetings * l->games;
    if (total > MAX_GAMES)
        return cli_usage_error(cmd, "%ld games: at most %d (fewer --games or players)", total,
                               MAX_GAMES);
    l->score = calloc((size_t)total, sizeof *l->score);
    l->rc = calloc((size_t)total, sizeof *l->rc);
    if (!l->score || !l->rc) return cli_error(cmd, "out of memory"), CLI_FAIL;
    pthread_mutex_init(&l->lock, NULL);
    pthread_t th[64];
    int started = 0;
    for (; started < jobs - 1; started++)
        if (pthread_create(&th[started], NULL, worker, l) != 0) break;
    worker(l);
    for (int i = 0; i < started; i++) pthread_join(th[i], NULL);
    pthread_mutex_destroy(&l->lock);
    for (long g = 0; g < total; g++)
        if (l->rc[g] != METRO_OK) {
            cli_error(cmd, "game %ld: a computer player failed: %s", g + 1,
                      metro_error_text(l->rc[g]));
            return CLI_FAIL;
        }
    return CLI_OK;
}

static int finish(const cli_command *cmd, const ladder *l, const char *table, const char *command)
{
    static fit f;
    if (!fit_ratings(l, &f)) {
        cli_error(cmd, "no rating fits these results (players who never met?)");
        return CLI_FAIL;
    }
    report(l, &f);
    if (!table) return CLI_OK;
    char err[512];
    table_ctx ctx = {l, &f, command};
    if (metro_file_write_atomic(table, write_table, &ctx, err, sizeof err) != 0) {
        cli_error(cmd, "--c-table: %s", err);
        return CLI_FAIL;
    }
    return CLI_OK;
}

/* The command that reproduces the run, for the generated table's header. */
static void describe(const ladder *l, const char *ai_list, char *out, size_t cap)
{
    int k = snprintf(out, cap, "metro-cli ladder --games %d --players %d --seed %" PRIu64, l->games,
                     l->base.players, l->seed);
    if (l->budget.ms_per_move && k > 0 && (size_t)k < cap)
        k += snprintf(out + k, cap - (size_t)k, " --ms-per-move %d", l->budget.ms_per_move);
    if (l->budget.max_playouts && k > 0 && (size_t)k < cap)
        k += snprintf(out + k, cap - (size_t)k, " --max-playouts %d", l->budget.max_playouts);
    if (ai_list && k > 0 && (size_t)k < cap)
        snprintf(out + k, cap - (size_t)k, " --ai %s", ai_list);
}

static int run(const cli_command *cmd, int argc, char **argv)
{
    static ladder l;
    memset(&l, 0, sizeof l);
    int players = 2, jobs = 1, ms = 0, playouts = 0;
    const char *ai_list = NULL, *table = NULL;
    l.seed = 1, l.games = 20;
    cli_opt opts[] = {
        {.name = "--games", .kind = CLI_INT, .lo = 1, .hi = MAX_GAMES, .dest = &l.games},
        {.name = "--ms-per-move", .kind = CLI_INT, .lo = 1, .hi = 600000, .dest = &ms},
        {.name = "--max-playouts", .kind = CLI_INT, .lo = 1, .hi = 100000000, .dest = &playouts},
        {.name = "--players", .kind = CLI_INT, .lo = 2, .hi = METRO_MAX_PLAYERS, .dest = &players},
        {.name = "--seed", .kind = CLI_U64, .dest = &l.seed},
        {.name = "--ai", .kind = CLI_STR, .dest = &ai_list},
        {.name = "--jobs", .kind = CLI_INT, .lo = 1, .hi = 64, .dest = &jobs},
        {.name = "--c-table", .kind = CLI_STR, .dest = &table},
    };
    int n_pos;
    int rc =
        cli_parse(cmd, argc, argv, opts, (int)(sizeof opts / sizeof opts[0]), NULL, 0, 0, &n_pos);
    if (rc != CLI_OK) return rc < 0 ? CLI_OK : rc;
    if (!ms && !playouts) ms = 10;
    metro_config_default(&l.base, players);
    l.budget = (metro_ai_budget){.ms_per_move = ms, .max_playouts = playouts};
    if (table && !table[0]) return cli_usage_error(cmd, "--c-table: an empty file name");
    if ((rc = parse_roster(cmd, ai_list, &l)) != CLI_OK) return rc;
    char command[768];
    describe(&l, ai_list, command, sizeof command);
    rc = play_all(cmd, &l, jobs);
    if (rc == CLI_OK) rc = finish(cmd, &l, table, command);
    free(l.meeting), free(l.score), free(l.rc);
    return rc;
}

const cli_command cli_cmd_ladder = {
    .name = "ladder",
    .usage = "[--games N] [--ms-per-move M] [--max-playouts P] [--players P] [--seed S] "
             "[--ai A,B,...] [--jobs J] [--c-table FILE]",
    .help = "a round-robin of computer players and one rating each, with 95 % intervals",
    .details = "Every set of P players of the roster (default: every level and study player)\n"
               "meets for N games (default 20) on the deals S, S+1, ... (default seed 1) in\n"
               "every seating, so the games are the same for every meeting. Each pair of seats\n"
               "of a game is one result (more points wins; equal points half each), and one\n"
               "Bradley-Terry rating per player is fitted to them by maximum likelihood, with\n"
               "one virtual drawn game per pair (so a player who won every game still gets a\n"
               "rating). Ratings are on the scale of Weng-Lin (OpenSkill): a new online player\n"
               "is 25, and 5.9 points are odds of e : 1 (73 %) between settled players; the\n"
               "ladder's mean is 25. The table lists the strongest first with the 95 %\n"
               "interval, then each pair's score. Exit 0; 1 if a player made an illegal move;\n"
               "2 for bad arguments.\n\n"
               "  --games N          games a meeting (a multiple of P plays every seating)\n"
               "  --ms-per-move M    thinking time of searching players (default 10)\n"
               "  --max-playouts P   fixed search size instead of time: repeatable results\n"
               "  --players P        players a game, 2 to 6 (default 2)\n"
               "  --seed S           seed of the first deal (default 1)\n"
               "  --ai A,B,...       the roster (names or levels), at least P of them\n"
               "  --jobs J           games played in parallel threads (default 1)\n"
               "  --c-table FILE     also write the results and ratings as C source\n"
               "                     (src/ai/level_ratings.c: tools/gen-ladder)\n",
    .extra_help = cli_help_list_ais,
    .run = run,
};
