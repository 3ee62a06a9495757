/* Expansion modules as plug-in rule sets (docs/rules.md §6): one table per module. */
#pragma once

#include "metro/engine.h"

/* Every hook is optional: NULL means "base rule". `slot` is the module's index
 * in the registry; its private state lives in s->module_state[slot]
 * (METRO_MODULE_BYTES, 8-byte aligned) and is part of the copyable state. */
struct metro_module {
    const char *id;              /* command-line and save-file name, e.g. "shares" */
    const char *name;            /* display name */
    const char *description;     /* one sentence for the set-up screen */
    const char *const *excludes; /* NULL-terminated ids it cannot be combined with */
    bool standalone;             /* must be the only module (solo) */
    int min_players, max_players;
    /* One integer option (e.g. chits per player); option_name NULL if none. */
    const char *option_name;
    int option_min, option_max, option_default;

    /* Extra configuration checks (player count, option range). */
    int (*validate)(const metro_config *cfg, char *err, size_t errlen);
    /* After the base set-up has dealt hands; may change owners, deck, hands. */
    void (*setup)(metro_state *s, int slot);
    /* Before each turn (also the first). */
    void (*turn_start)(metro_state *s, int slot);
    /* Restricts the squares where `tile` may be laid this turn. */
    uint64_t (*lay_filter)(const metro_state *s, int slot, int tile, uint64_t squares);
    /* False forbids the draw move this turn. */
    bool (*allow_draw)(const metro_state *s, int slot);
    /* Extra moves (kind METRO_MOVE_MODULE) of the player to move. */
    int (*gen_moves)(const metro_state *s, int slot, metro_move *out, int max);
    /* METRO_OK or METRO_ERR_MODULE with a reason for a module move. */
    int (*check_move)(const metro_state *s, int slot, const metro_move *m, char *why,
                      size_t whylen);
    /* Applies a legal module move (the core then ends the turn unless
     * keeps_turn returns true). */
    void (*apply_move)(metro_state *s, int slot, const metro_move *m);
    bool (*keeps_turn)(const metro_state *s, int slot, const metro_move *m);
    /* After a tile is laid and its lines traced, before the hand refill. */
    void (*after_lay)(metro_state *s, int slot, const metro_move *m);
    /* A line has just been completed and scored. */
    void (*line_complete)(metro_state *s, int slot, int line);
    /* True ends the game early (solo: every line scored). */
    bool (*game_over)(const metro_state *s, int slot);
    /* Final points per seat: starts with each seat's line points; a module
     * may add to them or replace them (shares payout). */
    void (*final_scores)(const metro_state *s, int slot, int out[METRO_MAX_PLAYERS]);
    /* Redeal what `seat` cannot see (other players' shares or chits). */
    void (*redeal_hidden)(metro_state *s, int slot, int seat, metro_rng *rng);
    /* Text of a module move; parse returns METRO_OK if it recognised the text. */
    int (*format_move)(const metro_state *s, int slot, const metro_move *m, char *out, size_t n);
    int (*parse_move)(const metro_state *s, int slot, const char *text, metro_move *m);
};

/* ---- Registry (src/modules/registry.c) ---------------------------------- */
int metro_module_count(void);
const struct metro_module *metro_module_get(int slot);
int metro_module_find(const char *id); /* slot or -1 */
/* Parse a comma list of module ids into a mask; refuses unknown ids and
 * forbidden combinations with a message naming them. METRO_OK or METRO_ERR_CONFIG. */
int metro_modules_parse(const char *list, uint32_t *mask, char *err, size_t errlen);
/* Check a mask (and the player count) against the rules of §6. */
int metro_modules_check(uint32_t mask, int players, char *err, size_t errlen);
/* metro_modules_check, then each module's option range and validate hook. */
int metro_modules_check_config(const metro_config *cfg, char *err, size_t errlen);
/* Comma list of the ids in mask ("" for none). */
void metro_modules_format(uint32_t mask, char *out, size_t n);

/* Module state accessor: the slot's bytes as the module's own struct. */
#define METRO_MODULE_STATE(type, s, slot) ((type *)(void *)(s)->module_state[(slot)])
#define METRO_MODULE_STATE_CONST(type, s, slot)                                                    \
    ((const type *)(const void *)(s)->module_state[(slot)])

/* ---- Engine services for modules ----------------------------------------- */
/* Open a new line `id` (32..39 for centre slots) entering `sq` through the
 * even exit of `side`, scoring for account `owner`; keeps rule 4.2.4 data. */
void metro_add_line(metro_state *s, int id, int sq, int side, int owner, bool doubles);
