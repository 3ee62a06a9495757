/* Game set-up and turn flow (§4.1, §5): dealing, laying, drawing, refilling,
 * skipping, the end of the game. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "internal.h"

void metro_config_default(metro_config *cfg, int players)
{
    memset(cfg, 0, sizeof *cfg);
    cfg->players = players;
    cfg->hand_size = 1;
    cfg->seed = 1;
    for (int i = 0; i < METRO_MODULE_SLOTS && i < metro_module_count(); i++)
        cfg->module_option[i] = metro_module_get(i)->option.def;
}

/* Empty board, one open line per station, owners for `players` seats. */
static void init_board(metro_state *s, int players)
{
    /* Every byte written once (the copies are not zeroed first); padding
     * too, so that equal states compare equal byte for byte. */
    unsigned char *base = (unsigned char *)s;
    _Static_assert(offsetof(metro_state, wait) == offsetof(metro_state, cell) + sizeof s->cell &&
                       offsetof(metro_state, port_next) ==
                           offsetof(metro_state, wait) + sizeof s->wait,
                   "cell, wait and port_next follow each other");
    memset(base, 0, offsetof(metro_state, cell));
    memset(s->cell, METRO_NO_TILE, sizeof s->cell);
    memcpy(s->wait, metro_station_waits, sizeof s->wait);
    memcpy(s->port_next, metro_empty_ports, sizeof s->port_next);
    size_t after_ports = offsetof(metro_state, port_next) + sizeof s->port_next;
    memset(base + after_ports, 0, offsetof(metro_state, viol) - after_ports);
    memcpy(s->viol, metro_base_viol, sizeof s->viol);
    size_t after_viol = offsetof(metro_state, viol) + sizeof s->viol;
    memset(base + after_viol, 0, offsetof(metro_state, line) - after_viol);
    memcpy(s->line, metro_station_lines, sizeof metro_station_lines);
    size_t after_stations = offsetof(metro_state, line) + sizeof metro_station_lines;
    memset(base + after_stations, 0, sizeof *s - after_stations);
    memset(s->hand, METRO_NO_TILE, sizeof s->hand);
    s->drawn = METRO_NO_TILE;
    s->centre_open_mask = METRO_CENTRE_MASK;
    s->frontier = METRO_BORDER_MASK;
    s->tiles_total = METRO_TILE_SQUARES;
    s->last_sq = -1;
    const int8_t *owner = metro_station_owner_row(players);
    for (int id = 0; id < METRO_STATIONS; id++) s->line[id].owner = owner[id];
}

void metro_setup_board(metro_state *s, int players, bool free_orientation)
{
    init_board(s, players);
    metro_config_default(&s->cfg, players);
    s->cfg.free_orientation = free_orientation;
}

void metro_module_after_lay_only_on(metro_state *s, uint64_t squares)
{
    s->after_lay_squares &= squares;
}

void metro_module_moves_on_hold_only(metro_state *s, int slot)
{
    if (slot >= 0 && slot < 32) s->module_hooks[METRO_HOOK_GEN_MOVES] &= ~(1u << slot);
}

static int validate_config(const metro_config *cfg, char *err, size_t errlen)
{
    if (cfg->hand_size < 1 || cfg->hand_size > METRO_MAX_HAND) {
        snprintf(err, errlen, "hand size %d: must be 1 to %d", cfg->hand_size, METRO_MAX_HAND);
        return METRO_ERR_CONFIG;
    }
    return metro_modules_check_config(cfg, err, errlen);
}

/* Fill the seat's empty hand slots from the deck, in slot order. */
static inline void draw_to_hand(metro_state *s, int seat)
{
    unsigned top = s->deck_top;
    if (top >= s->deck_len) return;
    uint8_t *hand = s->hand[seat];
    if (s->hand_size == 1) { /* the rules' hand: no loop */
        if (hand[0] == METRO_NO_TILE) hand[0] = s->deck[top], s->deck_top = (uint8_t)(top + 1);
        return;
    }
    for (int i = 0; i < s->hand_size; i++) {
        if (hand[i] != METRO_NO_TILE) continue;
        hand[i] = s->deck[s->deck_top++];
        if (s->deck_top >= s->deck_len) return;
    }
}

/* Module hooks stay out of line: the base game's turn pays one test each. */
static __attribute__((noinline)) void modules_turn_start(metro_state *s)
{
    METRO_FOR_HOOKED(s, METRO_HOOK_TURN_START, slot, mod) mod->turn_start(s, slot);
}

static __attribute__((noinline)) void modules_after_lay(metro_state *s, const metro_move *m)
{
    METRO_FOR_HOOKED(s, METRO_HOOK_AFTER_LAY, slot, mod) mod->after_lay(s, slot, m);
}

static __attribute__((noinline)) bool modules_game_over(const metro_state *s)
{
    METRO_FOR_HOOKED(s, METRO_HOOK_GAME_OVER, slot, mod)
    {
        if (mod->game_over(s, slot)) return true;
    }
    return false;
}

static inline void start_turn(metro_state *s)
{
    if (s->module_hooks[METRO_HOOK_TURN_START]) modules_turn_start(s);
}

int metro_setup(metro_state *s, const metro_config *cfg, char *err, size_t errlen)
{
    char dummy[8];
    if (!err) err = dummy, errlen = sizeof dummy;
    err[0] = 0;
    int rc = validate_config(cfg, err, errlen);
    if (rc) return rc;
    init_board(s, cfg->players);
    s->cfg = *cfg;
    /* Each module in play gets the next storage area (checked: at most
     * METRO_MODULE_STORES); the others keep area 0 and are never read. */
    int store = 0;
    METRO_FOR_MODULES(s, slot, mod)
    {
        s->module_store[slot] = (uint8_t)store++;
        uint32_t bit = 1u << slot;
        s->module_hooks[METRO_HOOK_TURN_START] |= mod->turn_start ? bit : 0;
        s->module_hooks[METRO_HOOK_AFTER_LAY] |= mod->after_lay ? bit : 0;
        s->module_hooks[METRO_HOOK_GAME_OVER] |= mod->game_over ? bit : 0;
        s->module_hooks[METRO_HOOK_ALLOW_DRAW] |= mod->allow_draw ? bit : 0;
        s->module_hooks[METRO_HOOK_LAY_FILTER] |= mod->lay_filter ? bit : 0;
        s->module_hooks[METRO_HOOK_GEN_MOVES] |= mod->gen_moves ? bit : 0;
        s->module_hooks[METRO_HOOK_LINE_COMPLETE] |= mod->line_complete ? bit : 0;
    }
    s->hand_size = (uint8_t)cfg->hand_size;
    metro_rng_seed(&s->rng, cfg->seed);
    int n = metro_deck_fill(s->deck);
    s->deck_len = (uint8_t)n;
    metro_rng_shuffle(&s->rng, s->deck, n);
    /* Deal round the table, one tile at a time. */
    for (int i = 0; i < s->hand_size; i++)
        for (int p = 0; p < cfg->players; p++) s->hand[p][i] = s->deck[s->deck_top++];
    uint64_t watched = 0;
    METRO_FOR_MODULES(s, slot, mod)
    {
        s->after_lay_squares = ~0ull; /* unless this module's setup narrows it */
        if (mod->setup) mod->setup(s, slot);
        if (mod->after_lay) watched |= s->after_lay_squares;
    }
    s->after_lay_squares = watched;
    start_turn(s);
    return METRO_OK;
}

static inline void place(metro_state *s, int tile, int sq)
{
    uint64_t bit = METRO_BIT(sq);
    s->cell[sq] = (uint8_t)tile;
    /* The square's four ports now lead through the tile. */
    memcpy(&s->port_next[sq * 4], &metro_step_table[tile][sq * 4], 4 * sizeof s->port_next[0]);
    if (!(METRO_CENTRE_MASK & bit)) {
        s->laid_mask |= bit;
        /* The neighbours join the frontier (the table leaves out the centre). */
        s->frontier = (s->frontier | metro_neighbour_mask[sq]) & ~s->laid_mask;
        s->tiles_laid++;
    } else {
        s->centre_open_mask &= ~bit;
    }
    s->last_sq = (int16_t)sq;
    metro_route_advance(s, sq);
}

void metro_place_tile(metro_state *s, int tile, int sq)
{
    place(s, tile, sq);
}

static bool has_tile(const metro_state *s, int seat)
{
    for (int i = 0; i < s->hand_size; i++)
        if (s->hand[seat][i] != METRO_NO_TILE) return true;
    return false;
}

/* hooks: some module may be in play (else no hook is called: the base game). */
static inline __attribute__((always_inline)) bool game_over(const metro_state *s, bool hooks)
{
    return s->tiles_laid >= s->tiles_total ||
           (hooks && s->module_hooks[METRO_HOOK_GAME_OVER] && modules_game_over(s));
}

/* Next seat with something to lay; a seat with no tile and no deck is skipped. */
static inline __attribute__((always_inline)) void end_turn(metro_state *s, bool hooks)
{
    s->turn++;
    if (game_over(s, hooks)) {
        s->phase = METRO_PHASE_OVER;
        return;
    }
    int n = s->cfg.players, p = s->current;
    if (s->deck_top < s->deck_len) { /* every seat can draw: the next one plays */
        s->current = (uint8_t)(p + 1 < n ? p + 1 : 0);
        if (hooks) start_turn(s);
        return;
    }
    for (int i = 1; i <= n; i++) {
        p = (p + 1) * (p + 1 < n); /* next seat: no division, no branch */
        if (s->deck_top < s->deck_len || has_tile(s, p)) {
            s->current = (uint8_t)p;
            if (hooks) start_turn(s);
            return;
        }
    }
    s->phase = METRO_PHASE_OVER;
}

/* The rest of a lay with modules in play: their hooks, and a choice one of
 * them may hold the turn for. */
static __attribute__((noinline)) void modules_lay_done(metro_state *s, const metro_move *m)
{
    if (s->module_hooks[METRO_HOOK_AFTER_LAY] && (s->after_lay_squares >> m->sq & 1u))
        modules_after_lay(s, m);
    draw_to_hand(s, s->current);
    if (s->pending) return; /* a module's choice comes first (metro_module_hold_turn) */
    end_turn(s, true);
}

/* The tile laid leaves the hand (or the drawn tile is used). */
static inline void take_tile(metro_state *s, int seat, int from)
{
    if (from == METRO_FROM_DRAWN)
        s->drawn = METRO_NO_TILE;
    else
        s->hand[seat][from] = METRO_NO_TILE;
}

/* A lay with modules in play (or a module's choice pending): their hooks
 * see the hand, then the board, changed in this order. Out of line. */
static __attribute__((noinline)) void apply_module_lay(metro_state *s, const metro_move *m)
{
    take_tile(s, s->current, m->from);
    place(s, m->tile, m->sq);
    modules_lay_done(s, m);
}

static inline void apply_lay(metro_state *s, const metro_move *m)
{
    if (s->cfg.modules | s->pending) {
        apply_module_lay(s, m);
        return;
    }
    /* The base game: nothing but the hand, the deck, the board and the turn.
     * The move is read once: each byte stored into the state could be the
     * move's for the compiler, which would read it again. */
    metro_move mv = *m;
    int seat = s->current;
    unsigned top = s->deck_top;
    bool deck = top < s->deck_len;
    if (mv.from != METRO_FROM_DRAWN && s->hand_size == 1) {
        /* The rules' hand: the slot laid from takes the deck's top at once. */
        s->hand[seat][0] = deck ? s->deck[top] : METRO_NO_TILE;
        s->deck_top = (uint8_t)(top + deck);
    } else {
        take_tile(s, seat, mv.from);
        draw_to_hand(s, seat);
    }
    place(s, mv.tile, mv.sq);
    end_turn(s, false);
}

static __attribute__((noinline)) void apply_module_move(metro_state *s, const metro_move *m)
{
    const struct metro_module *mod = metro_module_get(m->module);
    mod->apply_move(s, m->module, m);
    if (!s->pending && !(mod->keeps_turn && mod->keeps_turn(s, m->module, m))) end_turn(s, true);
}

void metro_apply_unchecked(metro_state *s, const metro_move *m)
{
    if (m->kind == METRO_MOVE_LAY)
        apply_lay(s, m);
    else if (m->kind == METRO_MOVE_DRAW)
        s->drawn = s->deck[s->deck_top++];
    else if (m->kind == METRO_MOVE_MODULE)
        apply_module_move(s, m);
}

int metro_apply(metro_state *s, const metro_move *m)
{
    int rc = metro_move_check(s, m, NULL, 0);
    if (rc == METRO_OK) metro_apply_unchecked(s, m);
    return rc;
}

int metro_account_module_points(const metro_state *s, int account)
{
    int points = 0;
    METRO_FOR_MODULES(s, slot, mod)
    {
        if (mod->account_points) points += mod->account_points(s, slot, account);
    }
    return points;
}

void metro_final_scores(const metro_state *s, int out[METRO_MAX_PLAYERS])
{
    for (int p = 0; p < METRO_MAX_PLAYERS; p++)
        out[p] = p < s->cfg.players ? s->score[p] + metro_account_module_points(s, p) : 0;
    METRO_FOR_MODULES(s, slot, mod)
    {
        if (mod->final_scores) mod->final_scores(s, slot, out);
    }
}

void metro_redeal_hidden(metro_state *s, int seat, metro_rng *rng)
{
    /* The unseen tiles are the deck and the other players' hands: pool them,
     * shuffle, and put them back in the same places. */
    uint8_t pool[METRO_DECK_SIZE + 8 + METRO_MAX_PLAYERS * METRO_MAX_HAND];
    int n = 0;
    for (int i = s->deck_top; i < s->deck_len; i++) pool[n++] = s->deck[i];
    for (int p = 0; p < s->cfg.players; p++)
        for (int i = 0; i < s->hand_size; i++)
            if (p != seat && s->hand[p][i] != METRO_NO_TILE) pool[n++] = s->hand[p][i];
    /* Sort first, so the new deal depends only on what the seat can see. */
    int count[METRO_TILE_TYPES] = {0};
    for (int i = 0; i < n; i++) count[pool[i]]++;
    for (int t = 0, k = 0; t < METRO_TILE_TYPES; t++)
        while (count[t]--) pool[k++] = (uint8_t)t;
    metro_rng_shuffle(rng, pool, n);
    n = 0;
    for (int i = s->deck_top; i < s->deck_len; i++) s->deck[i] = pool[n++];
    for (int p = 0; p < s->cfg.players; p++)
        for (int i = 0; i < s->hand_size; i++)
            if (p != seat && s->hand[p][i] != METRO_NO_TILE) s->hand[p][i] = pool[n++];
    METRO_FOR_MODULES(s, slot, mod)
    {
        if (mod->redeal_hidden) mod->redeal_hidden(s, slot, seat, rng);
    }
}
