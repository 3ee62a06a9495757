/* The rollout's value for a finished game: the final margin over a mix of
 * the rivals, plus the win bonus only for a real win (ahead of the best
 * rival; a tie for first shares it), in 2- and 4-player games. */
#include "ai_helpers.h"
#include "ai_internal.h"

static void check_game(int players, uint64_t seed)
{
    metro_config cfg;
    char err[200];
    metro_config_default(&cfg, players);
    cfg.seed = seed;
    metro_state s;
    if (metro_setup(&s, &cfg, err, sizeof err)) {
        fprintf(stderr, "set-up failed: %s\n", err);
        abort();
    }
    const metro_ai *greedy = metro_ai_find("greedy");
    for (uint64_t i = 0; !metro_over(&s); i++) {
        metro_move m;
        metro_ai_choose(greedy, &s, i, NULL, &m);
        metro_apply(&s, &m);
    }
    int f[METRO_MAX_PLAYERS];
    metro_final_scores(&s, f);
    ai_rollout_params plain = ai_default_rollout, bonus = ai_default_rollout;
    plain.win_bonus = 0, bonus.win_bonus = 20;
    for (int me = 0; me < players; me++) {
        int best = -1000;
        double sum = 0;
        for (int q = 0; q < players; q++)
            if (q != me) sum += f[q], best = f[q] > best ? f[q] : best;
        double mix = plain.best_rival * best + (1 - plain.best_rival) * sum / (players - 1);
        double want_bonus = f[me] > best ? 20 : f[me] == best ? 10 : 0;
        double v0 = ai_rollout_value(&s, me, &plain), v1 = ai_rollout_value(&s, me, &bonus);
        if (!CHECK(v0 > f[me] - mix - 1e-9 && v0 < f[me] - mix + 1e-9) ||
            !CHECK(v1 - v0 > want_bonus - 1e-9 && v1 - v0 < want_bonus + 1e-9))
            fprintf(stderr, "  %d players, seed %llu, seat %d: scores %d vs best rival %d\n",
                    players, (unsigned long long)seed, me, f[me], best);
    }
}

int main(void)
{
    for (uint64_t seed = 1; seed <= 6; seed++) check_game(2, seed), check_game(4, seed);
    /* The strong player plays for the win, not only the margin. */
    CHECK(ai_default_rollout.win_bonus > 0);
    return check_done();
}
