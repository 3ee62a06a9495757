/* The list of computer players, and the wrapper that hides what a seat
 * cannot see before any of them looks at the position. */
#include <string.h>

#include "metro/ai.h"

extern const metro_ai metro_ai_random;
extern const metro_ai metro_ai_greedy;
extern const metro_ai metro_ai_medium;
extern const metro_ai metro_ai_strong;
extern const metro_ai metro_ai_flat;
extern const metro_ai metro_ai_strong_r2;
extern const metro_ai metro_ai_strong_r3;

/* Weakest first: the set-up screen cycles through them in this order. */
static const metro_ai *const registry[] = {
    &metro_ai_random,
    &metro_ai_greedy,
    &metro_ai_medium,
    &metro_ai_strong,
};

/* Players kept for study and tournaments (metro-cli), not offered as
 * levels: metro_ai_find knows them, metro_ai_get does not. */
static const metro_ai *const study[] = {
    &metro_ai_flat,
    &metro_ai_strong_r2,
    &metro_ai_strong_r3,
};

int metro_ai_study_count(void)
{
    return (int)(sizeof study / sizeof study[0]);
}

const metro_ai *metro_ai_study_get(int index)
{
    return index >= 0 && index < metro_ai_study_count() ? study[index] : NULL;
}

int metro_ai_count(void)
{
    return (int)(sizeof registry / sizeof registry[0]);
}

const metro_ai *metro_ai_get(int index)
{
    return index >= 0 && index < metro_ai_count() ? registry[index] : NULL;
}

const metro_ai *metro_ai_find(const char *name)
{
    for (int i = 0; i < metro_ai_count(); i++)
        if (!strcmp(registry[i]->name, name) || !strcmp(registry[i]->level, name))
            return registry[i];
    for (int i = 0; i < metro_ai_study_count(); i++)
        if (!strcmp(study[i]->name, name)) return study[i];
    return NULL;
}

const metro_ai *metro_ai_best(void)
{
    return registry[metro_ai_count() - 1];
}

int metro_ai_choose(const metro_ai *ai, const metro_state *s, uint64_t seed,
                    const metro_ai_budget *budget, metro_move *out)
{
    if (metro_over(s)) return METRO_ERR_GAME_OVER;
    metro_state visible = *s;
    metro_rng rng;
    metro_rng_seed(&rng, seed ^ 0x5eedf00dull);
    metro_redeal_hidden(&visible, s->current, &rng);
    metro_ai_budget none = {0};
    int rc = ai->choose(&visible, metro_rng_next(&rng), budget ? budget : &none, out);
    /* The redeal keeps the mover's own view, so its move is legal here too. */
    if (rc == METRO_OK) rc = metro_move_check(s, out, NULL, 0);
    return rc;
}
