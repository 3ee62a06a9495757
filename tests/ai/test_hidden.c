/* metro_ai_choose never depends on what the mover cannot see: with the deck
 * order, the other hands and the modules' secrets dealt anew, every player
 * makes the same choice for the same seed. */
#include "ai_helpers.h"

enum { GAMES_PER_COMBO = 3, EVERY = 3 };

/* Positions where the redeal really moved something (the test is not empty). */
static bool differs(const metro_state *a, const metro_state *b)
{
    return memcmp(a->deck, b->deck, sizeof a->deck) || memcmp(a->hand, b->hand, sizeof a->hand) ||
           memcmp(a->module_state, b->module_state, sizeof a->module_state);
}

int main(void)
{
    static const char *const names[] = {"random", "greedy", "medium", "strong"};
    metro_ai_budget budget = {.max_playouts = 6};
    metro_rng r;
    metro_rng_seed(&r, 11);
    long positions = 0, changed = 0;
    for (int c = 0; c < AI_N_COMBOS && check_failures() < 20; c++) {
        for (int g = 0; g < GAMES_PER_COMBO; g++) {
            metro_state s;
            ai_random_setup(&s, &ai_combos[c], &r);
            for (int pos = 0; !metro_over(&s); pos++, ai_walk_step(&s, &r)) {
                if (pos % EVERY) continue;
                metro_state other = s;
                metro_redeal_hidden(&other, s.current, &r);
                positions++;
                changed += differs(&s, &other);
                uint64_t seed = metro_rng_next(&r);
                for (int i = 0; i < 4; i++) {
                    const metro_ai *ai = metro_ai_find(names[i]);
                    metro_move a, b;
                    CHECK_EQ(metro_ai_choose(ai, &s, seed, &budget, &a), METRO_OK);
                    CHECK_EQ(metro_ai_choose(ai, &other, seed, &budget, &b), METRO_OK);
                    if (!CHECK(memcmp(&a, &b, sizeof a) == 0))
                        fprintf(stderr, "  %s, modules '%s' (option %s), turn %d\n", names[i],
                                ai_combos[c].modules,
                                ai_combos[c].option ? ai_combos[c].option : "default", s.turn);
                }
            }
        }
    }
    printf("positions %ld, hidden information changed in %ld\n", positions, changed);
    CHECK(changed > positions / 2);
    return check_done();
}
