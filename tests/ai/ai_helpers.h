/* Helpers for the computer-player tests: set-ups of module combinations
 * drawn from the module list, and a random walk through games that yields
 * many different positions. */
#pragma once

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "metro/ai.h"
#include "metro/module.h"

typedef struct ai_combo {
    char modules[160]; /* "" for the base game, else ids joined by commas */
    int min_players, max_players;
    const char *option; /* NULL, or one module option "ID=VALUE" as in the CLI */
    char option_text[64];
} ai_combo;

/* Players for which the set-up is legal (module rules and options), as a
 * range; false when none is. */
static inline bool ai_combo_players(uint32_t mask, int slot, int value, int *lo, int *hi)
{
    char err[256];
    *lo = 0, *hi = -1;
    for (int p = 1; p <= METRO_MAX_PLAYERS; p++) {
        metro_config cfg;
        metro_config_default(&cfg, p);
        cfg.modules = mask;
        if (slot >= 0) cfg.module_option[slot] = value;
        if (metro_modules_check_config(&cfg, err, sizeof err)) continue;
        if (!*lo) *lo = p;
        *hi = p;
    }
    return *lo > 0;
}

/* Adds the combination unless it is there already or no player count allows it. */
static inline void ai_combo_add(ai_combo *list, int *n, int max, uint32_t mask, int slot, int value)
{
    int lo, hi;
    ai_combo c = {"", 0, 0, NULL, ""};
    if (mask) metro_modules_format(mask, c.modules, sizeof c.modules);
    if (slot >= 0) {
        char v[32];
        metro_module_option_format(metro_module_get(slot), value, v, sizeof v);
        snprintf(c.option_text, sizeof c.option_text, "%s=%s", metro_module_get(slot)->id, v);
    }
    for (int i = 0; i < *n; i++)
        if (!strcmp(list[i].modules, c.modules) && !strcmp(list[i].option_text, c.option_text))
            return;
    if (*n >= max || !ai_combo_players(mask, slot, value, &lo, &hi)) return;
    c.min_players = lo, c.max_players = hi;
    list[(*n)++] = c;
}

/* The most modules that join `slot`, taken in the registry's order or
 * backwards (two different full tables for each module). */
static inline uint32_t ai_combo_greedy(int slot, bool backwards)
{
    int n = metro_module_count(), lo, hi;
    uint32_t mask = 1u << slot;
    for (int k = 0; k < n; k++) {
        int j = backwards ? n - 1 - k : k;
        if (j != slot && !metro_module_get(j)->hidden &&
            ai_combo_players(mask | 1u << j, -1, 0, &lo, &hi))
            mask |= 1u << j;
    }
    return mask;
}

typedef struct ai_combo_list {
    ai_combo c[96];
    int n;
} ai_combo_list;

/* The base game and, from the module list (no module named here): each
 * offered module alone, with the most others it joins (in the list's
 * order and backwards), and alone with each named value of its option
 * (variants, board sides). A new module is covered without an edit. */
static inline const ai_combo_list *ai_combo_table(void)
{
    static ai_combo_list t;
    if (t.n) return &t;
    int max = (int)(sizeof t.c / sizeof t.c[0]), n = metro_module_count();
    ai_combo_add(t.c, &t.n, max, 0, -1, 0);
    for (int i = 0; i < n; i++)
        if (!metro_module_get(i)->hidden) ai_combo_add(t.c, &t.n, max, 1u << i, -1, 0);
    for (int back = 0; back < 2; back++)
        for (int i = 0; i < n; i++)
            if (!metro_module_get(i)->hidden)
                ai_combo_add(t.c, &t.n, max, ai_combo_greedy(i, back), -1, 0);
    for (int i = 0; i < n; i++) {
        const struct metro_module *m = metro_module_get(i);
        if (m->hidden || !m->option.key || !m->option.values) continue;
        for (int v = m->option.min; v <= m->option.max; v++)
            if (v != m->option.def) ai_combo_add(t.c, &t.n, max, 1u << i, i, v);
    }
    for (int i = 0; i < t.n; i++)
        if (t.c[i].option_text[0]) t.c[i].option = t.c[i].option_text;
    return &t;
}
#define ai_combos   (ai_combo_table()->c)
#define AI_N_COMBOS (ai_combo_table()->n)

/* A random set-up of a combination: players, hand size, orientation. */
static inline void ai_random_setup(metro_state *s, const ai_combo *c, metro_rng *r)
{
    metro_config cfg;
    char err[256];
    int span = c->max_players - c->min_players + 1;
    metro_config_default(&cfg, c->min_players + (int)metro_rng_below(r, (uint32_t)span));
    cfg.seed = metro_rng_next(r);
    cfg.hand_size = 1 + (int)metro_rng_below(r, 3);
    cfg.free_orientation = metro_rng_below(r, 4) == 0;
    /* Ids looked up one by one; metro_setup still checks the combination. */
    char ids[sizeof c->modules];
    snprintf(ids, sizeof ids, "%s", c->modules);
    for (char *id = strtok(ids, ","); id; id = strtok(NULL, ","))
        if (metro_module_find(id) >= 0) cfg.modules |= 1u << metro_module_find(id);
    if (c->option) { /* "ID=VALUE", read as metro-cli reads --option */
        char id[32];
        size_t eq = strcspn(c->option, "=");
        snprintf(id, sizeof id, "%.*s", (int)eq, c->option);
        int slot = metro_module_find(id), value;
        const struct metro_module *m = slot >= 0 ? metro_module_get(slot) : NULL;
        if (!m || metro_module_option_parse(m, c->option + eq + 1, &value, err, sizeof err)) {
            fprintf(stderr, "bad option in test (%s): %s\n", c->option, m ? err : "no module");
            abort();
        }
        cfg.module_option[slot] = value;
    }
    if (metro_setup(s, &cfg, err, sizeof err)) {
        fprintf(stderr, "set-up failed in test (%s): %s\n", c->modules, err);
        abort();
    }
}

/* True when m is one of the legal moves of s, field for field. */
static inline bool ai_move_is_listed(const metro_state *s, const metro_move *m)
{
    metro_move legal[METRO_MAX_MOVES];
    int n = metro_legal_moves(s, legal);
    for (int i = 0; i < n; i++)
        if (memcmp(&legal[i], m, sizeof *m) == 0) return true;
    return false;
}

/* Next position of a walk: a random legal move, or the greedy player's. */
static inline void ai_walk_step(metro_state *s, metro_rng *r)
{
    metro_move legal[METRO_MAX_MOVES], m;
    if (metro_rng_below(r, 2) == 0 &&
        metro_ai_choose(metro_ai_find("greedy"), s, metro_rng_next(r), NULL, &m) == METRO_OK) {
        metro_apply_unchecked(s, &m);
        return;
    }
    int n = metro_legal_moves(s, legal);
    metro_apply_unchecked(s, &legal[metro_rng_below(r, (uint32_t)n)]);
}

/* n positions of games in play, from random walks of under 40 steps
 * through the combinations listed (indexes into ai_combos), in turn. */
static inline void ai_collect_positions(metro_state *pos, int n, const int *combos, int n_combos,
                                        uint64_t seed)
{
    metro_rng r;
    metro_rng_seed(&r, seed);
    for (int i = 0; i < n;) {
        metro_state s;
        ai_random_setup(&s, &ai_combos[combos[i % n_combos]], &r);
        int stop = (int)metro_rng_below(&r, 40);
        for (int k = 0; k < stop && !metro_over(&s); k++) ai_walk_step(&s, &r);
        if (!metro_over(&s)) pos[i++] = s;
    }
}
