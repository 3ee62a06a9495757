/* The rollout's value for a finished game: the final margin over a mix of
 * the rivals, plus the win bonus only for a real win (ahead of the best
 * rival; a tie for first shares it), in 2- and 4-player games. And the
 * tree search's projection mid-game: each open line loses k * weight *
 * exposure of the place where it waits, nothing else changes. */
#include "ai_helpers.h"
#include "ai_internal.h"

/* Mid-game (after `plies` greedy moves): the projection with exposure. */
static void check_exposure(const metro_state *s, double *lost)
{
    int count[METRO_TILE_TYPES];
    float edge[METRO_SQUARES * 4];
    ai_unseen_tiles(s, s->current, count);
    metro_edge_exit_share(count, edge);
    ai_params plain = ai_params_for(s), exposed = plain;
    exposed.edge = edge, exposed.edge_weight = 2.0;
    double v0[METRO_MAX_PLAYERS], v1[METRO_MAX_PLAYERS], want[METRO_MAX_PLAYERS] = {0};
    ai_project(s, &plain, v0);
    ai_project(s, &exposed, v1);
    double left = (double)(s->tiles_total - s->tiles_laid) / s->tiles_total;
    double k = plain.open_base + plain.open_growth * left;
    for (int id = 0; id < METRO_MAX_LINES; id++) {
        const metro_line *l = &s->line[id];
        if (l->status == METRO_LINE_OPEN && l->owner != METRO_NO_OWNER)
            want[l->owner] += k * 2.0 * edge[l->head_sq * 4 + l->head_side];
    }
    for (int q = 0; q < s->cfg.players; q++) {
        if (!CHECK(v0[q] - v1[q] > want[q] - 1e-6 && v0[q] - v1[q] < want[q] + 1e-6))
            fprintf(stderr, "  seat %d: projection %.3f -> %.3f, want a loss of %.3f\n", q, v0[q],
                    v1[q], want[q]);
        *lost += want[q];
    }
}

static void check_game(int players, uint64_t seed, double *lost)
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
        if (i % 10 == 0) check_exposure(&s, lost);
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
    double lost = 0;
    for (uint64_t seed = 1; seed <= 6; seed++)
        check_game(2, seed, &lost), check_game(4, seed, &lost);
    CHECK(lost > 0); /* some open lines did wait by the edge */
    /* The strong player plays for the win, not only the margin. */
    CHECK(ai_default_rollout.win_bonus > 0);
    return check_done();
}
