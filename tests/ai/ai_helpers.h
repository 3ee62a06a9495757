/* Helpers for the computer-player tests: set-ups of every module combination
 * and a random walk through games that yields many different positions. */
#pragma once

#include <stdlib.h>

#include "check.h"
#include "metro/ai.h"
#include "metro/module.h"

typedef struct ai_combo {
    const char *modules; /* "" for the base game */
    int min_players, max_players;
    const char *option; /* NULL, or one module option "ID=VALUE" as in the CLI */
} ai_combo;

/* The base game and every combination the rulebook allows (docs/rules.md §6). */
static const ai_combo ai_combos[] = {
    {"", 2, 6, NULL},
    {"shares", 2, 6, NULL},
    {"central-stations", 2, 6, NULL},
    {"central-tracks", 2, 6, NULL},
    {"station-numbers", 2, 6, NULL},
    {"shares,central-stations", 2, 6, NULL},
    {"shares,central-tracks", 2, 6, NULL},
    {"station-numbers,central-stations", 2, 6, NULL},
    {"station-numbers,central-tracks", 2, 6, NULL},
    {"solo", 1, 1, NULL},
    {"new-york", 2, 6, NULL},
    {"new-york,shares,central-stations", 2, 6, NULL},
    {"st-petersburg", 2, 6, NULL},
    {"st-petersburg,shares,central-tracks", 2, 6, NULL},
    {"stockholm", 2, 6, NULL},
    {"stockholm,shares,central-tracks", 2, 6, NULL},
    {"berlin", 2, 6, NULL},
    {"berlin,shares,central-stations", 2, 6, NULL},
    {"london", 2, 6, NULL},
    {"london,shares,central-tracks", 2, 6, NULL},
    {"paris", 2, 6, NULL},
    {"paris,shares,central-tracks", 2, 6, NULL},
    /* the cities' options (variants, board sides) and the module the cities
     * also combine with, station-numbers */
    {"stockholm", 2, 6, "stockholm=on-sights"},
    {"stockholm,shares,central-stations", 2, 6, "stockholm=on-sights"},
    {"berlin", 2, 6, "berlin=B"},
    {"berlin,shares,central-tracks", 2, 6, "berlin=mixed"},
    {"paris,station-numbers,central-stations", 2, 6, NULL},
    {"st-petersburg,station-numbers", 2, 6, NULL},
};
enum { AI_N_COMBOS = sizeof ai_combos / sizeof ai_combos[0] };

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
    /* Ids looked up one by one, so that cities not yet offered (hidden) are
     * tested too; metro_setup still checks the combination. */
    char ids[128];
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
