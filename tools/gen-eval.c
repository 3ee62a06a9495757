/* gen-eval: fits the learned value of an open line (src/ai/learned.c) by
 * self-play, and prints the table src/ai/learned_weights.c.
 *
 *   gen-eval [--seed S] [--games G] > src/ai/learned_weights.c
 *
 * For 2 to 6 players it plays G base games with the hard level's rollout
 * policy (the lay that most raises the mover's projection, 5 % random
 * moves), takes every other turn as a sample, and for every seat there
 * regresses the points its open lines went on to add (final score minus
 * score and open lines' entries then) on the sum of the lines' features:
 * least squares with a tiny ridge, solved exactly. Deals and the policy's
 * coin come from the seed only, so a seed gives the same table on every
 * run. The fit's error, and that of the two hand-written projections on
 * the same samples, go to stderr. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai_internal.h"

enum { F = AI_LINE_FEATURES };

typedef struct fit {
    double xtx[F][F], xty[F], yy;
    long n;
} fit;

/* The features summed over the open lines of seat q, and the points the
 * seat has banked so far (score and open entries). */
static double seat_features(const metro_state *s, int q, const float *edge, double x[F])
{
    double left = (double)(s->tiles_total - s->tiles_laid) / (double)s->tiles_total;
    double banked = s->score[q], f[F];
    memset(x, 0, F * sizeof x[0]);
    for (int id = 0; id < METRO_MAX_LINES; id++) {
        const metro_line *l = &s->line[id];
        if (l->status != METRO_LINE_OPEN || l->owner != q) continue;
        ai_line_features(s, l, edge, left, f);
        for (int i = 0; i < F; i++) x[i] += f[i];
        banked += l->entries;
    }
    return banked;
}

static void add_sample(fit *ft, const double x[F], double y)
{
    for (int i = 0; i < F; i++) {
        for (int j = 0; j < F; j++) ft->xtx[i][j] += x[i] * x[j];
        ft->xty[i] += x[i] * y;
    }
    ft->yy += y * y, ft->n++;
}

enum { MAX_SAMPLES = 64 };

/* strong-r3's move at `search` iterations (repeatable: no clock). */
static bool search_move(const metro_state *s, metro_rng *rng, int search, metro_move *m)
{
    metro_ai_budget budget = {.max_playouts = search};
    return metro_ai_choose(metro_ai_find("strong-r3"), s, metro_rng_next(rng), &budget, m) ==
           METRO_OK;
}

/* One self-play game of `players` seats from `seed` (moves by the rollout
 * policy, or by strong-r3 when `search` > 0), its samples into *ft. */
static int play_game(int players, uint64_t seed, int search, fit *ft)
{
    metro_config cfg;
    metro_config_default(&cfg, players);
    cfg.seed = seed;
    metro_state s;
    char err[200];
    if (metro_setup(&s, &cfg, err, sizeof err)) return fprintf(stderr, "gen-eval: %s\n", err), 1;
    ai_rollout_params rp = ai_default_rollout;
    rp.epsilon = 0.05, rp.max_turns = 1, rp.open_base = 4.0, rp.open_growth = 8.0;
    rp.edge_weight = 2.0;
    float edge[METRO_SQUARES * 4];
    rp.edge = edge;
    ai_weights w;
    ai_account_weights(&s, &rp, &w);
    metro_rng rng;
    metro_rng_seed(&rng, seed ^ 0x9e3779b97f4a7c15ull);
    static double x[MAX_SAMPLES][METRO_MAX_PLAYERS][F];
    double banked[MAX_SAMPLES][METRO_MAX_PLAYERS];
    int n = 0;
    while (!metro_over(&s)) {
        int count[METRO_TILE_TYPES];
        ai_unseen_tiles(&s, s.current, count);
        metro_edge_exit_share(count, edge);
        if (s.turn % 2 == seed % 2 && n < MAX_SAMPLES) {
            for (int q = 0; q < players; q++) banked[n][q] = seat_features(&s, q, edge, x[n][q]);
            n++;
        }
        metro_move m;
        if (search > 0) {
            if (!search_move(&s, &rng, search, &m)) break;
            metro_apply_unchecked(&s, &m);
        } else if (ai_rollout(&s, &rp, &w, &rng) == 0) {
            break;
        }
    }
    int final[METRO_MAX_PLAYERS];
    metro_final_scores(&s, final);
    for (int i = 0; i < n; i++)
        for (int q = 0; q < players; q++) add_sample(ft, x[i][q], final[q] - banked[i][q]);
    return 0;
}

/* Solves (xtx + ridge) w = xty by Gaussian elimination with pivoting. */
static void solve(const fit *ft, double w[F])
{
    double a[F][F + 1];
    for (int i = 0; i < F; i++) {
        for (int j = 0; j < F; j++) a[i][j] = ft->xtx[i][j] + (i == j ? 1e-6 * ft->n : 0);
        a[i][F] = ft->xty[i];
    }
    for (int c = 0; c < F; c++) {
        int p = c;
        for (int r = c + 1; r < F; r++)
            if (fabs(a[r][c]) > fabs(a[p][c])) p = r;
        for (int j = 0; j <= F; j++) {
            double t = a[c][j];
            a[c][j] = a[p][j], a[p][j] = t;
        }
        for (int r = 0; r < F; r++) {
            if (r == c || a[c][c] == 0) continue;
            double m = a[r][c] / a[c][c];
            for (int j = c; j <= F; j++) a[r][j] -= m * a[c][j];
        }
    }
    for (int i = 0; i < F; i++) w[i] = a[i][i] != 0 ? a[i][F] / a[i][i] : 0;
}

/* Mean squared error of the weights w on the samples of *ft. */
static double mse(const fit *ft, const double w[F])
{
    double e = ft->yy;
    for (int i = 0; i < F; i++) {
        e -= 2 * w[i] * ft->xty[i];
        for (int j = 0; j < F; j++) e += w[i] * ft->xtx[i][j] * w[j];
    }
    return e / (double)ft->n;
}

int main(int argc, char **argv)
{
    unsigned long long seed = 1;
    long games = 4000, search = 0, max_players = METRO_MAX_PLAYERS;
    for (int i = 1; i < argc; i++) {
        char *end = NULL;
        if (i + 1 < argc && !strcmp(argv[i], "--seed"))
            seed = strtoull(argv[++i], &end, 10);
        else if (i + 1 < argc && !strcmp(argv[i], "--games"))
            games = strtol(argv[++i], &end, 10);
        else if (i + 1 < argc && !strcmp(argv[i], "--search"))
            search = strtol(argv[++i], &end, 10);
        else if (i + 1 < argc && !strcmp(argv[i], "--max-players"))
            max_players = strtol(argv[++i], &end, 10);
        if (!end || *end || games < 1 || games > 10000000 || search < 0 || search > 100000 ||
            max_players < 2 || max_players > METRO_MAX_PLAYERS)
            return fprintf(stderr, "usage: gen-eval [--seed S] [--games G] [--search N] "
                                   "[--max-players P]\n"),
                   2;
    }
    /* The hand-written projections as line models: the search's (k = 4 + 8
     * left, exposure 2) and the evaluation's (k = 1 + 4 left). */
    static const double search_hand[F] = {4, 8, 0, -8, -16, 0, 0, 0.15};
    static const double eval_hand[F] = {1, 4, 0, 0, 0, 0, 0, 0.15};
    double w[METRO_MAX_PLAYERS + 1][F] = {{0}};
    for (int players = 2; players <= max_players; players++) {
        static fit ft;
        memset(&ft, 0, sizeof ft);
        for (long g = 0; g < games; g++) {
            uint64_t deal = seed * 1000003ull + (uint64_t)players * 7919ull + (uint64_t)g;
            if (play_game(players, metro_splitmix64(deal), (int)search, &ft)) return 1;
        }
        solve(&ft, w[players]);
        fprintf(stderr,
                "%d players: %ld samples, mean squared error %.2f (search's hand-written "
                "projection %.2f, evaluation's %.2f)\n",
                players, ft.n, mse(&ft, w[players]), mse(&ft, search_hand), mse(&ft, eval_hand));
    }
    printf(
        "/* Generated by tools/gen-eval --seed %llu --games %ld --search %ld --max-players %ld:\n"
        " * do not edit.\n"
        " * The learned value of an open line by player count (src/ai/learned.c):\n"
        " * weights of 1, left, left^2, exposure, exposure x left, entries,\n"
        " * entries x left, centre x (entries + 1). */\n"
        "#include \"ai_internal.h\"\n\n"
        "const ai_line_model ai_learned_lines[METRO_MAX_PLAYERS + 1] = {\n",
        seed, games, search, max_players);
    for (int players = 2; players <= max_players; players++) {
        printf("    [%d] = {{", players);
        for (int i = 0; i < F; i++) printf("%s%.4f", i ? ", " : "", w[players][i]);
        printf("}},\n");
    }
    printf("};\n");
    return 0;
}
