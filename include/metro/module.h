/* Expansion modules as plug-in rule sets (docs/rules.md §6): one table per module. */
#pragma once

#include "metro/engine.h"
#include "metro/wire.h"

/* A module's one option (docs/modules.md), declared here so that the CLI
 * (`--option ID=VALUE`), the set-up screen and save files stay generic. The
 * value is a whole number from min to max; with `values`, value v is also
 * called values[v - min] (solo: 0 "normal", 1 "hard"). */
struct metro_module_option {
    const char *key;           /* short name for messages: "chits"; NULL: no option */
    const char *label;         /* set-up screen: "chits per player" */
    int min, max, def;         /* range and default */
    const char *const *values; /* NULL, or max - min + 1 names */
    /* An older metro-cli spelling kept as a shortcut: `alias VALUE`, or, with
     * alias_value set, the flag `alias` meaning that value ("--solo-hard"). */
    const char *alias;
    const char *alias_value;
};

/* Every hook is optional: NULL means "base rule". `slot` is the module's index
 * in the registry; its private state lives in the storage area the set-up
 * gave it (METRO_MODULE_STATE: METRO_MODULE_BYTES, 8-byte aligned) and is
 * part of the copyable state. Only the module's own .c file knows the
 * layout of that state. */
struct metro_module {
    const char *id;              /* command-line and save-file name, e.g. "shares" */
    const char *name;            /* display name */
    const char *description;     /* one sentence for the set-up screen */
    const char *const *excludes; /* NULL-terminated ids it cannot be combined with */
    bool standalone;             /* must be the only module (solo) */
    bool hidden;                 /* a template (null): built and tested, never offered */
    /* Modules of one group exclude each other ("city": one city per game). */
    const char *group;
    int min_players, max_players;
    struct metro_module_option option; /* option.key NULL if none */

    /* Extra configuration checks (player count, option combinations); the
     * option's range is checked before. */
    int (*validate)(const metro_config *cfg, int slot, char *err, size_t errlen);
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
    /* The forms of that text for messages, each starting "KEYWORD:", with
     * their ranges: "refuse:I (I 0-2: ...)"; NULL when the module has no
     * moves. Text starting with a keyword of it that parse_move refuses is
     * reported with these forms instead of as "not a move". */
    const char *move_syntax;
    /* A module move in player language for the log, in the position before
     * it: "swaps a 20 % share (face-up card)" (the UI puts the seat's name in
     * front). Call it through metro_describe_move. */
    int (*describe_move)(const metro_state *before, int slot, const metro_move *m, char *out,
                         size_t n);
    /* One line of the module's facts for reports (metro-cli selfplay), as
     * space-separated "name value.." fields without a leading space:
     * "tokens 3:red,5:2". Call it through metro_modules_summary. */
    int (*summary)(const metro_state *s, int slot, char *out, size_t n);
    /* End-of-game points the module credits to a score account (a city's
     * tourists, tickets, chips): a seat's are added to its final score, a
     * company's to its points before the share payout (docs/rules.md §7).
     * Call it through metro_account_module_points. */
    int (*account_points)(const metro_state *s, int slot, int account);
    /* Online play (docs/protocol.md, "Seat views"): what `seat` may see of
     * the module's state (seat METRO_VIEW_SPECTATOR = -1: only what is
     * public), written field by field; NULL for a module without state. */
    void (*view_write)(const metro_state *s, int slot, int seat, metro_wire_out *w);
    /* Reads what view_write wrote into s, which is set up for the same
     * configuration with the core of the view read: every value is
     * range-checked (r is marked bad otherwise), values kept for speed are
     * computed again, and what the seat cannot see gets a canonical deal
     * made only from what it can see. */
    void (*view_read)(metro_state *s, int slot, int seat, metro_wire_in *r);
};

/* ---- Registry ----------------------------------------------------------------
 * The list of modules is ONE meson list (src/modules/meson.build); the build
 * generates the table these functions walk (docs/modules.md, "Registry"). */
int metro_module_count(void);
const struct metro_module *metro_module_get(int slot);
int metro_module_find(const char *id); /* slot or -1 (hidden modules too) */
/* Parse a module list into a mask: `none` (the base game), or module ids
 * joined by single commas ("shares,central-stations"). Refuses the empty
 * text, an empty name ("paris,", ","), `none` among ids, unknown ids, hidden
 * modules and repeats, with a message naming them; the combination rules
 * are metro_modules_check's. The one reader of module lists: the command
 * line, saves and the set-up file (docs/modules.md, "Module lists").
 * METRO_OK or METRO_ERR_CONFIG. */
int metro_modules_parse(const char *list, uint32_t *mask, char *err, size_t errlen);
/* Check a mask (and the player count) against the rules of §6. */
int metro_modules_check(uint32_t mask, int players, char *err, size_t errlen);
/* metro_modules_check, then each module's option range and validate hook. */
int metro_modules_check_config(const metro_config *cfg, char *err, size_t errlen);
/* The module list of mask, as metro_modules_parse reads it: ids joined by
 * commas in registry order, "none" for the base game. */
void metro_modules_format(uint32_t mask, char *out, size_t n);

/* ---- Options ------------------------------------------------------------------ */
/* Reads an option value of module m: a whole number in range or one of its
 * value names. METRO_OK, or METRO_ERR_CONFIG with what and why in err. */
int metro_module_option_parse(const struct metro_module *m, const char *text, int *value, char *err,
                              size_t errlen);
/* The value as its name when it has one, else as a number. */
void metro_module_option_format(const struct metro_module *m, int value, char *out, size_t n);

/* ---- Words for players and reports ------------------------------------------ */
/* Any move in player language, in the position `before` it is played: "lays
 * cbaa32", "draws a tile", or the module's words ("swaps a 20 % share
 * (face-up card)"); falls back to the move text. The UI's log and hints call
 * this (the UI adds the seat's name and, after a lay, the points gained). */
int metro_describe_move(const metro_state *before, const metro_move *m, char *out, size_t n);
/* The summary fields of every module in play, each preceded by a space
 * ("" when none): what metro-cli selfplay appends to a game's line. */
void metro_modules_summary(const metro_state *s, char *out, size_t n);

/* The account_points of every module in play for one score account. */
int metro_account_module_points(const metro_state *s, int account);

/* Module state accessor: the slot's storage area as the module's own struct.
 * Only the modules in play have an area of their own (s->module_store maps
 * slot -> area), so read a module's state only while it is in play. */
#define METRO_MODULE_STATE(type, s, slot)                                                          \
    ((type *)(void *)(s)->module_state[(s)->module_store[(slot)]])
#define METRO_MODULE_STATE_CONST(type, s, slot)                                                    \
    ((const type *)(const void *)(s)->module_state[(s)->module_store[(slot)]])

/* ---- Engine services for modules ----------------------------------------- */
/* Open a new line `id` (32..39 for centre slots) entering `sq` through the
 * even exit of `side`, scoring for account `owner`; keeps rule 4.2.4 data. */
void metro_add_line(metro_state *s, int id, int sq, int side, int owner, bool doubles);
/* Passes of line `id` over the tile on `sq` (docs/rules.md §7, common
 * terms): how many of that tile's track pieces the line uses, 0..4, traced
 * from the line's start through the tiles laid so far. */
int metro_line_passes(const metro_state *s, int id, int sq);
/* Every square the line has entered, with its passes: counts[sq] += passes
 * (callers zero it); returns the tiles entered. One walk for all squares. */
int metro_line_trace(const metro_state *s, int id, uint8_t counts[METRO_SQUARES]);
/* The same walk as bit masks, for modules that care about a few squares:
 * at_least[k] holds the squares the line passes k + 1 or more times. No
 * counts array to clear and sum, so a line's passes over a handful of
 * tourist tiles cost one walk and a few ANDs. */
void metro_line_pass_masks(const metro_state *s, int id, uint64_t at_least[4]);
/* The same for the squares of `over` only (the others stay 0): the walk
 * does no mask work on the squares nobody asked about. */
void metro_line_pass_masks_over(const metro_state *s, int id, uint64_t over, uint64_t at_least[4]);

/* A choice before the turn ends (s->pending): after_lay (or a module move)
 * holds the turn for the module in `slot`; only its moves are legal until
 * it releases it, and the module move that releases it ends the turn. */
static inline void metro_module_hold_turn(metro_state *s, int slot)
{
    s->pending = (uint8_t)(slot + 1);
}
static inline void metro_module_release_turn(metro_state *s)
{
    s->pending = 0;
}
/* For a module whose gen_moves gives moves only while it holds the turn
 * (its choices), called from its setup hook: the engine then asks it for
 * moves only then, not on every other move of the game. */
void metro_module_moves_on_hold_only(metro_state *s, int slot);
/* For a module whose after_lay acts only on lays on some squares (the
 * squares where its tourists or sights can be), called from its setup
 * hook: lays elsewhere skip the hook. */
void metro_module_after_lay_only_on(metro_state *s, uint64_t squares);
