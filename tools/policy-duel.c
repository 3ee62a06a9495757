/* policy-duel: the hard level's rollout policy as a player, one setting of
 * its projection against another, over many games (issue 39, docs/ai.md).
 *
 *   policy-duel [--games N] [--players P] [--seed S] [--even] A B
 *
 * A and B are "open_base,open_growth,exposure[,rival]" (the search's
 * today: 10,8,2 with two players, 4,8,2 with more; rival, the weight of a
 * rival's point against one's own, defaults to 1 as in the search). Each
 * deal is played twice with the seats swapped (with 4 or 6 players A holds
 * the even seats, then the odd ones). The policy plays without random
 * moves and sees the exposure of the tiles its mover cannot see, as the
 * search's root does. Prints A's share of the games (a game goes to the
 * side with the best seat; a tie counts half), its 95 % Wilson interval
 * and A's mean margin. The policy costs microseconds a move, so tens of
 * thousands of games take seconds: a cheap first look at a projection
 * before the search's tournaments (which decide). With --even it exits 1
 * unless 0.5 lies in the interval: A against itself must come out even
 * when the seats are swapped fairly (its test). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai_internal.h"
#include "metro/rating.h"

typedef struct setting {
    double open_base, open_growth, exposure, rival;
} setting;

static bool parse_setting(const char *text, setting *out)
{
    char *end;
    errno = 0;
    out->open_base = strtod(text, &end);
    if (*end != ',') return false;
    out->open_growth = strtod(end + 1, &end);
    if (*end != ',') return false;
    out->exposure = strtod(end + 1, &end);
    out->rival = 1;
    if (*end == ',') out->rival = strtod(end + 1, &end);
    return !*end && !errno && out->open_base >= 0 && out->open_base <= 100 &&
           out->open_growth >= 0 && out->open_growth <= 100 && out->exposure >= 0 &&
           out->exposure <= 10 && out->rival >= 0 && out->rival <= 10;
}

static bool parse_long(const char *text, long lo, long hi, long *out)
{
    char *end;
    errno = 0;
    *out = strtol(text, &end, 10);
    return *text && !*end && !errno && *out >= lo && *out <= hi;
}

/* A holds the even seats, or after the swap the odd ones. */
static bool seat_is_a(int seat, int swap)
{
    return (seat + swap) % 2 == 0;
}

/* One policy game; A's side wins 1, ties 0.5; *margin gets A's mean score
 * minus B's. Returns -1 when the deal cannot be set up. */
static double play(const setting side[2], int players, uint64_t deal, int swap, double *margin)
{
    metro_config cfg;
    metro_config_default(&cfg, players);
    cfg.seed = deal;
    metro_state s;
    char err[200];
    if (metro_setup(&s, &cfg, err, sizeof err))
        return fprintf(stderr, "policy-duel: %s\n", err), -1;
    metro_rng rng;
    metro_rng_seed(&rng, metro_splitmix64(deal ^ (uint64_t)swap));
    float edge[METRO_SQUARES * 4];
    while (!metro_over(&s)) {
        const setting *p = &side[seat_is_a(s.current, swap) ? 0 : 1];
        int count[METRO_TILE_TYPES];
        ai_unseen_tiles(&s, s.current, count);
        metro_edge_exit_share(count, edge);
        ai_rollout_params rp = ai_default_rollout;
        rp.max_turns = 1, rp.epsilon = 0, rp.edge = edge, rp.edge_weight = p->exposure;
        rp.open_base = p->open_base, rp.open_growth = p->open_growth, rp.rival = p->rival;
        ai_weights w;
        ai_account_weights(&s, &rp, &w);
        if (ai_rollout(&s, &rp, &w, &rng) == 0) break; /* no seat can move */
    }
    int final[METRO_MAX_PLAYERS];
    metro_final_scores(&s, final);
    double best[2] = {-1e9, -1e9}, sum[2] = {0, 0};
    for (int q = 0; q < players; q++) {
        int k = seat_is_a(q, swap) ? 0 : 1;
        sum[k] += final[q];
        if (final[q] > best[k]) best[k] = final[q];
    }
    *margin = (sum[0] - sum[1]) / (players / 2);
    return best[0] > best[1] ? 1 : best[0] == best[1] ? 0.5 : 0;
}

int main(int argc, char **argv)
{
    long games = 10000, players = 2, seed = 1;
    bool even = false;
    const char *named[2] = {NULL, NULL};
    int n_named = 0;
    for (int i = 1; i < argc; i++) {
        bool ok = true;
        if (!strcmp(argv[i], "--games") && i + 1 < argc)
            ok = parse_long(argv[++i], 2, 10000000, &games);
        else if (!strcmp(argv[i], "--players") && i + 1 < argc)
            ok = parse_long(argv[++i], 2, METRO_MAX_PLAYERS, &players) && players % 2 == 0;
        else if (!strcmp(argv[i], "--seed") && i + 1 < argc)
            ok = parse_long(argv[++i], 0, 1L << 40, &seed);
        else if (!strcmp(argv[i], "--even"))
            even = true;
        else if (n_named < 2)
            named[n_named++] = argv[i];
        else
            ok = false;
        if (!ok) {
            fprintf(stderr,
                    "policy-duel: argument %d (\"%s\") is not valid: --games takes 2 to "
                    "10000000, --players 2, 4 or 6, --seed a number\n",
                    i, argv[i]);
            return 2;
        }
    }
    setting side[2];
    for (int k = 0; k < 2; k++)
        if (n_named < 2 || !parse_setting(named[k], &side[k])) {
            fprintf(
                stderr,
                "usage: policy-duel [--games N] [--players 2|4|6] [--seed S] [--even] "
                "A B\n"
                "  A, B: open_base,open_growth,exposure[,rival] (e.g. 10,8,2 or 10,8,2,0.5)%s%s\n",
                n_named == 2 ? "; not valid: " : "", n_named == 2 ? named[k] : "");
            return 2;
        }
    double wins = 0, margin = 0;
    for (long g = 0; g < games; g++) {
        double m;
        double r =
            play(side, (int)players,
                 metro_splitmix64((uint64_t)seed * 1000003u + (uint64_t)(g / 2)), (int)(g % 2), &m);
        if (r < 0) return 1;
        wins += r, margin += m;
    }
    double p = wins / (double)games, lo, hi;
    metro_wilson_interval(p, (double)games, &lo, &hi);
    printf("%s against %s, %ld players, %ld games: %.4f [%.4f, %.4f], margin %+.2f\n", named[0],
           named[1], players, games, p, lo, hi, margin / (double)games);
    return even && (lo > 0.5 || hi < 0.5) ? 1 : 0;
}
