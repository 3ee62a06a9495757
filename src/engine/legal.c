/* Legal placements (§4.2) and the list of legal moves; all bit-mask work, no
 * allocation. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "internal.h"
#include "metro/i18n_mark.h"

#if METRO_X86_BITS
#include <immintrin.h>
#endif

#define metro_rotate_table_get(t, r) metro_rotate_table[(t)][(r)&3]

/* Central track tiles (module 3) never join the frontier, so they do not
 * make a neighbour legal (§6.3). */
static inline uint64_t candidates(const metro_state *s)
{
    return s->frontier;
}

uint64_t metro_candidate_squares(const metro_state *s)
{
    return candidates(s);
}

static uint64_t filtered_candidates(const metro_state *s, int tile)
{
    uint64_t cand = candidates(s);
    if (!s->cfg.modules) return cand;
    METRO_FOR_MODULES(s, slot, mod)
    {
        if (mod->lay_filter) cand = mod->lay_filter(s, slot, tile, cand);
    }
    return cand;
}

void metro_lay_squares_rotations(const metro_state *s, int held, uint64_t out[4])
{
    if (!s->cfg.free_orientation) { /* the base game's fast path */
        uint64_t cand = filtered_candidates(s, held);
        uint64_t good = s->no_rule4 ? cand : cand & ~s->viol[held];
        out[0] = good ? good : cand; /* exception to rule 4 */
        out[1] = out[2] = out[3] = 0;
        return;
    }
    uint64_t cand[4] = {0}, any_good = 0;
    int tiles[4];
    for (int r = 0; r < 4; r++) {
        out[r] = 0;
        tiles[r] = metro_rotate_table_get(held, r);
        bool dup = false;
        for (int q = 0; q < r; q++) dup |= tiles[q] == tiles[r];
        if (dup) continue; /* a symmetric tile: the same placement again */
        cand[r] = filtered_candidates(s, tiles[r]);
        out[r] = s->no_rule4 ? cand[r] : cand[r] & ~s->viol[tiles[r]];
        any_good |= out[r];
    }
    /* Exception to rule 4: if every placement breaks it, all are allowed. */
    if (!any_good)
        for (int r = 0; r < 4; r++) out[r] = cand[r];
}

uint64_t metro_lay_squares(const metro_state *s, int tile)
{
    uint64_t rot[4];
    metro_lay_squares_rotations(s, tile, rot);
    return rot[0];
}

int metro_lay_error(const metro_state *s, int tile, int sq)
{
    if (sq < 0 || sq >= METRO_SQUARES || tile < 0 || tile >= METRO_TILE_TYPES)
        return METRO_ERR_BAD_MOVE;
    if (metro_is_centre(sq)) return METRO_ERR_CENTRE;
    if (s->cell[sq] != METRO_NO_TILE) return METRO_ERR_OCCUPIED;
    if (!(metro_candidate_squares(s) & METRO_BIT(sq))) return METRO_ERR_NOT_ADJACENT;
    if (!(filtered_candidates(s, tile) & METRO_BIT(sq))) return METRO_ERR_MODULE;
    if (metro_lay_squares(s, tile) & METRO_BIT(sq)) return METRO_OK;
    return METRO_ERR_ONE_TILE;
}

static int held_tile(const metro_state *s, int from)
{
    if (from == METRO_FROM_DRAWN) return s->drawn;
    if (from < 0 || from >= s->hand_size) return METRO_NO_TILE;
    return s->hand[s->current][from];
}

static bool draw_allowed(const metro_state *s)
{
    if (s->drawn != METRO_NO_TILE || metro_deck_left(s) <= 0) return false;
    METRO_FOR_HOOKED(s, METRO_HOOK_ALLOW_DRAW, slot, mod)
    {
        if (!mod->allow_draw(s, slot)) return false;
    }
    return true;
}

/* Lay groups of one held tile: one group per distinct orientation. */
static void add_lay_groups(const metro_state *s, int from, metro_move_set *set)
{
    uint64_t rot[4];
    int held = held_tile(s, from);
    int turns = s->cfg.free_orientation ? 4 : 1;
    metro_lay_squares_rotations(s, held, rot);
    for (int r = 0; r < turns; r++) {
        if (!rot[r]) continue;
        int g = set->n_lays++;
        set->lay[g] = (metro_move){
            .kind = METRO_MOVE_LAY, .tile = metro_rotate_table_get(held, r), .from = (uint8_t)from};
        set->squares[g] = rot[r];
        set->n_squares[g] = metro_popcount(rot[r]);
        set->count += set->n_squares[g];
    }
}

/* Lay group g of the base game: `tile` exactly as held, on the frontier
 * squares that keep rule 4 (or on all of them: the exception). hw: count
 * with the POPCNT instruction (only in a build for a CPU that has it). */
static inline __attribute__((always_inline)) int
base_lay_group(const metro_state *s, int tile, int from, metro_move_set *set, int g, bool hw)
{
    uint64_t cand = s->frontier, good = cand & ~s->viol[tile];
    uint64_t squares = good ? good : cand;
    int n = hw ? __builtin_popcountll(squares) : metro_popcount(squares);
    set->lay[g] =
        (metro_move){.kind = METRO_MOVE_LAY, .tile = (uint8_t)tile, .from = (uint8_t)from};
    set->squares[g] = squares;
    set->n_squares[g] = n;
    return n;
}

/* The base game (no module, fixed orientation): no filters, no module
 * moves, one group per distinct held tile. The hot path of simulations:
 * it writes every count of the set itself. */
static inline __attribute__((always_inline)) int base_move_set(const metro_state *s,
                                                               metro_move_set *set, bool hw)
{
    if (s->drawn != METRO_NO_TILE) {
        set->n_lays = 1, set->n_other = 0;
        return set->count = base_lay_group(s, s->drawn, METRO_FROM_DRAWN, set, 0, hw);
    }
    const uint8_t *hand = s->hand[s->current];
    int count = 0, g = 0;
    if (s->hand_size == 1) { /* the rules' hand */
        if (hand[0] != METRO_NO_TILE) count = base_lay_group(s, hand[0], 0, set, g++, hw);
    } else {
        for (int i = 0; i < s->hand_size; i++) {
            int t = hand[i];
            bool dup = t == METRO_NO_TILE; /* an empty slot, or equal tiles: equal moves */
            for (int j = 0; j < i; j++) dup |= hand[j] == t;
            if (!dup) count += base_lay_group(s, t, i, set, g++, hw);
        }
    }
    int draw = s->deck_top < s->deck_len;
    set->other[0] = (metro_move){.kind = METRO_MOVE_DRAW}; /* counted only with a deck */
    set->n_lays = g, set->n_other = draw;
    return set->count = count + draw;
}

__attribute__((noinline)) int metro_base_move_set_portable(const metro_state *s,
                                                           metro_move_set *set)
{
    return base_move_set(s, set, false);
}

#if METRO_X86_BITS
static __attribute__((noinline, target("popcnt"))) int base_move_set_popcnt(const metro_state *s,
                                                                            metro_move_set *set)
{
    return base_move_set(s, set, true);
}
#endif

/* The base game's lay groups and draw, counted with POPCNT where the CPU
 * has it. */
static inline int base_move_set_any_cpu(const metro_state *s, metro_move_set *set)
{
#if METRO_X86_BITS
    if (__builtin_cpu_supports("popcnt")) return base_move_set_popcnt(s, set);
#endif
    return metro_base_move_set_portable(s, set);
}

/* The modules' own moves after the lays and the draw, in slot order. */
static void add_module_moves(const metro_state *s, metro_move_set *set)
{
    METRO_FOR_HOOKED(s, METRO_HOOK_GEN_MOVES, slot, mod)
    {
        set->n_other += mod->gen_moves(s, slot, set->other + set->n_other,
                                       METRO_MAX_OTHER_MOVES - set->n_other);
    }
}

/* Only the pending choice (metro_module_hold_turn): the module's moves. */
static __attribute__((noinline)) int pending_move_set(const metro_state *s, metro_move_set *set)
{
    int slot = s->pending - 1;
    const struct metro_module *mod = metro_module_get(slot);
    if (mod && mod->gen_moves)
        set->n_other = mod->gen_moves(s, slot, set->other, METRO_MAX_OTHER_MOVES);
    set->count = set->n_other;
    return set->count;
}

/* Modules that change neither where a tile goes nor the draw (every city):
 * the base game's lays and draw, the same moves in the same order as
 * any_move_set gives, then the modules' moves. */
static inline bool keeps_base_moves(const metro_state *s)
{
    return !s->cfg.free_orientation && !s->no_rule4 &&
           !((s->module_hooks[METRO_HOOK_LAY_FILTER] | s->module_hooks[METRO_HOOK_ALLOW_DRAW]) &
             s->cfg.modules);
}

static __attribute__((noinline)) int base_and_module_move_set(const metro_state *s,
                                                              metro_move_set *set)
{
    base_move_set_any_cpu(s, set);
    if (s->drawn != METRO_NO_TILE) return set->count;
    int lays = set->count - set->n_other;
    add_module_moves(s, set);
    set->count = lays + set->n_other;
    return set->count;
}

/* Any game: modules, free orientation. Out of line, so that the base game's
 * path does not pay for its registers. */
static __attribute__((noinline)) int any_move_set(const metro_state *s, metro_move_set *set)
{
    if (s->drawn != METRO_NO_TILE) {
        add_lay_groups(s, METRO_FROM_DRAWN, set);
        return set->count;
    }
    const uint8_t *hand = s->hand[s->current];
    for (int i = 0; i < s->hand_size; i++) {
        if (hand[i] == METRO_NO_TILE) continue;
        bool dup = false; /* equal tiles give equal moves */
        for (int j = 0; j < i; j++)
            dup |= hand[j] != METRO_NO_TILE &&
                   (s->cfg.free_orientation ? metro_tile_class(hand[j]) == metro_tile_class(hand[i])
                                            : hand[j] == hand[i]);
        if (!dup) add_lay_groups(s, i, set);
    }
    if (draw_allowed(s)) set->other[set->n_other++] = (metro_move){.kind = METRO_MOVE_DRAW};
    add_module_moves(s, set);
    set->count += set->n_other;
    return set->count;
}

int metro_legal_move_set(const metro_state *s, metro_move_set *set)
{
    /* no_rule4 is a module's switch, so it is off in the base game. */
    if (!s->cfg.modules && !s->cfg.free_orientation && !metro_over(s))
        return base_move_set_any_cpu(s, set);
    set->n_lays = set->n_other = set->count = 0;
    if (metro_over(s)) return 0;
    if (s->pending) return pending_move_set(s, set);
    if (keeps_base_moves(s)) return base_and_module_move_set(s, set);
    return any_move_set(s, set);
}

/* `m` with its square set, as one 8-byte word: writing the field of a
 * returned struct made the compiler rebuild the move byte by byte. */
static inline metro_move with_square(metro_move m, int sq)
{
    uint64_t w;
    memcpy(&w, &m, sizeof w);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    const int shift = 8 * (7 - (int)offsetof(metro_move, sq));
#else
    const int shift = 8 * (int)offsetof(metro_move, sq);
#endif
    w = (w & ~(0xFFull << shift)) | (uint64_t)sq << shift;
    memcpy(&m, &w, sizeof m);
    return m;
}

/* The lay group holding move `index`, which becomes the index within it;
 * -1 if the move is among the others (index then counts there). */
static inline int lay_group(const metro_move_set *set, int *index)
{
    for (int g = 0; g < set->n_lays; g++) {
        if (*index < set->n_squares[g]) return g;
        *index -= set->n_squares[g];
    }
    return -1;
}

metro_move metro_move_set_get_portable(const metro_move_set *set, int index)
{
    int g = lay_group(set, &index);
    if (g < 0) return set->other[index];
    return with_square(set->lay[g], metro_select_bit(set->squares[g], index));
}

#if METRO_X86_BITS
/* One PDEP deposits bit `index` onto the index-th set square. */
static __attribute__((target("bmi2"))) metro_move move_set_get_pdep(const metro_move_set *set,
                                                                    int index)
{
    int g = lay_group(set, &index);
    if (g < 0) return set->other[index];
    return with_square(set->lay[g], __builtin_ctzll(_pdep_u64(1ull << index, set->squares[g])));
}

#endif

metro_move metro_move_set_get(const metro_move_set *set, int index)
{
#if METRO_X86_BITS
    if (metro_fast_pdep()) return move_set_get_pdep(set, index);
#endif
    return metro_move_set_get_portable(set, index);
}

/* The base game with the rules' hand: one tile to lay (held or drawn) on
 * its squares, then the draw while the deck lasts. Returns the number of
 * choices (0: no move): a lay on each of the *n *squares, then the draw.
 * *lay is the lay as the first 4 bytes of a move, its square 0. hw: count
 * with POPCNT (only in a build for a CPU that has it). */
static inline __attribute__((always_inline)) uint32_t
base_random_choices(const metro_state *s, uint64_t *squares, unsigned *n, uint32_t *lay, bool hw)
{
    /* The held tile and the draw, unless a drawn tile must be laid (after
     * 4 moves in 60); no tile at all only at the end. */
    unsigned tile = s->hand[s->current][0], from = 0;
    unsigned draw = s->deck_top < s->deck_len;
    if (__builtin_expect(s->drawn != METRO_NO_TILE, 0))
        tile = s->drawn, from = METRO_FROM_DRAWN, draw = 0;
    uint64_t cand = s->frontier;
    if (__builtin_expect(tile == METRO_NO_TILE, 0)) tile = 0, cand = 0;
    uint64_t good = cand & ~s->viol[tile];
    *squares = good ? good : cand;
    *n = (unsigned)(hw ? __builtin_popcountll(*squares) : metro_popcount(*squares));
    *lay = METRO_MOVE_LAY | tile << 8 | from << 24;
    return *n + draw;
}

/* Choice k of base_random_choices, its square sq when it is a lay, as one
 * 8-byte word (field by field, the compiler wrote it byte by byte). */
static inline void put_move(metro_move *out, unsigned k, unsigned n, uint32_t lay, unsigned sq)
{
    _Static_assert(offsetof(metro_move, kind) == 0 && offsetof(metro_move, tile) == 1 &&
                       offsetof(metro_move, sq) == 2 && offsetof(metro_move, from) == 3,
                   "metro_move's first four bytes: kind, tile, sq, from");
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    uint64_t w = k < n ? lay | sq << 16 : METRO_MOVE_DRAW;
    memcpy(out, &w, sizeof w);
#else
    if (k < n)
        *out = (metro_move){.kind = METRO_MOVE_LAY,
                            .tile = (uint8_t)(lay >> 8),
                            .sq = (uint8_t)sq,
                            .from = (uint8_t)(lay >> 24)};
    else
        *out = (metro_move){.kind = METRO_MOVE_DRAW};
#endif
}

static inline void put_choice_portable(metro_move *out, unsigned k, unsigned n, uint32_t lay,
                                       uint64_t squares)
{
    put_move(out, k, n, lay, k < n ? (unsigned)metro_select_bit(squares, (int)k) : 0);
}

/* The rare end of the pick (a chance of bound in 2^32) where the first
 * draw may be biased: out of line, and reached by a jump, so that the
 * usual pick saves no registers for it. */
static __attribute__((noinline)) bool base_random_retry_portable(metro_rng *rng, uint32_t bound,
                                                                 uint64_t m, uint64_t squares,
                                                                 uint32_t lay, metro_move *out)
{
    put_choice_portable(out, metro_below_retry(rng, bound, m), (unsigned)metro_popcount(squares),
                        lay, squares);
    return true;
}

static inline __attribute__((always_inline)) bool
base_random_move_portable(const metro_state *s, metro_rng *rng, metro_move *out)
{
    uint64_t squares;
    unsigned n;
    uint32_t lay;
    uint32_t bound = base_random_choices(s, &squares, &n, &lay, false);
    if (!bound) return false;
    uint64_t m = metro_below_product(rng, bound);
    if ((uint32_t)m < bound) return base_random_retry_portable(rng, bound, m, squares, lay, out);
    put_choice_portable(out, (unsigned)(m >> 32), n, lay, squares);
    return true;
}

#if METRO_X86_BITS
/* The draw (k == n) selects nothing: no square of an empty deposit. */
static inline __attribute__((always_inline, target("popcnt,bmi2"))) void
put_choice_hw(metro_move *out, unsigned k, unsigned n, uint32_t lay, uint64_t squares)
{
    put_move(out, k, n, lay, k < n ? (unsigned)__builtin_ctzll(_pdep_u64(1ull << k, squares)) : 0);
}

static __attribute__((noinline, target("popcnt,bmi2"))) bool
base_random_retry_hw(metro_rng *rng, uint32_t bound, uint64_t m, uint64_t squares, uint32_t lay,
                     metro_move *out)
{
    put_choice_hw(out, metro_below_retry(rng, bound, m), (unsigned)__builtin_popcountll(squares),
                  lay, squares);
    return true;
}

static inline __attribute__((always_inline, target("popcnt,bmi2"))) bool
base_random_move_hw(const metro_state *s, metro_rng *rng, metro_move *out)
{
    uint64_t squares;
    unsigned n;
    uint32_t lay;
    uint32_t bound = base_random_choices(s, &squares, &n, &lay, true);
    if (!bound) return false;
    uint64_t m = metro_below_product(rng, bound);
    if ((uint32_t)m < bound) return base_random_retry_hw(rng, bound, m, squares, lay, out);
    put_choice_hw(out, (unsigned)(m >> 32), n, lay, squares);
    return true;
}
#endif

/* Any other game: the move set written out. Out of line, so that the base
 * game's pick saves no registers and keeps no frame for the set. */
static __attribute__((noinline)) bool random_move_any(const metro_state *s, metro_rng *rng,
                                                      metro_move *out)
{
    metro_move_set set;
    int n = metro_legal_move_set(s, &set);
    if (n <= 0) return false;
    *out = metro_move_set_get(&set, (int)metro_rng_below(rng, (uint32_t)n));
    return true;
}

/* metro_random_move with the base game's pick `base`. */
static inline __attribute__((always_inline)) bool
random_move(const metro_state *s, metro_rng *rng, metro_move *out,
            bool (*base)(const metro_state *, metro_rng *, metro_move *))
{
    if (!s->cfg.modules && !s->cfg.free_orientation && s->hand_size == 1 && !metro_over(s))
        return base(s, rng, out);
    return random_move_any(s, rng, out);
}

#if METRO_X86_BITS
static __attribute__((target("popcnt,bmi2"))) bool random_move_hw(const metro_state *s,
                                                                  metro_rng *rng, metro_move *out)
{
    return random_move(s, rng, out, base_random_move_hw);
}
#endif

#if METRO_IFUNC
/* Chosen once, when the program is loaded (an ELF indirect function): a
 * test of the CPU on every move cost as much as the pick. */
static bool random_move_portable(const metro_state *s, metro_rng *rng, metro_move *out)
{
    return random_move(s, rng, out, base_random_move_portable);
}

typedef bool random_move_fn(const metro_state *, metro_rng *, metro_move *);
static __attribute__((used)) random_move_fn *resolve_random_move(void)
{
    __builtin_cpu_init(); /* resolvers run before the CPU model is read */
    return metro_fast_pdep() && __builtin_cpu_supports("popcnt") ? random_move_hw
                                                                 : random_move_portable;
}

bool metro_random_move(const metro_state *s, metro_rng *rng, metro_move *out)
    __attribute__((ifunc("resolve_random_move")));
#else
bool metro_random_move(const metro_state *s, metro_rng *rng, metro_move *out)
{
#if METRO_X86_BITS
    if (metro_fast_pdep() && __builtin_cpu_supports("popcnt")) return random_move_hw(s, rng, out);
#endif
    return random_move(s, rng, out, base_random_move_portable);
}
#endif

int metro_legal_moves(const metro_state *s, metro_move *out)
{
    metro_move_set set;
    metro_legal_move_set(s, &set);
    int n = 0;
    for (int g = 0; g < set.n_lays; g++) {
        metro_move mv = set.lay[g];
        for (uint64_t m = set.squares[g]; m; m &= m - 1) {
            mv.sq = (uint8_t)__builtin_ctzll(m);
            out[n++] = mv;
        }
    }
    for (int i = 0; i < set.n_other; i++) out[n++] = set.other[i];
    return n;
}

static int check_lay(const metro_state *s, const metro_move *m)
{
    if (s->drawn != METRO_NO_TILE && m->from != METRO_FROM_DRAWN) return METRO_ERR_MUST_LAY_DRAWN;
    int held = held_tile(s, m->from);
    if (held == METRO_NO_TILE || m->tile >= METRO_TILE_TYPES) return METRO_ERR_NOT_IN_HAND;
    if (!s->cfg.free_orientation && m->tile != held) {
        return metro_tile_class(m->tile) == metro_tile_class(held) ? METRO_ERR_ROTATED
                                                                   : METRO_ERR_NOT_IN_HAND;
    }
    if (metro_tile_class(m->tile) != metro_tile_class(held)) return METRO_ERR_NOT_IN_HAND;
    /* The laid tile has the held tile's rotations, so the board check (and
     * its rule-4 exception over every allowed turn) is the whole answer. */
    return metro_lay_error(s, m->tile, m->sq);
}

int metro_move_check(const metro_state *s, const metro_move *m, char *why, size_t whylen)
{
    if (why && whylen) why[0] = 0;
    if (metro_over(s)) return METRO_ERR_GAME_OVER;
    if (s->pending && (m->kind != METRO_MOVE_MODULE || m->module != s->pending - 1)) {
        const struct metro_module *mod = metro_module_get(s->pending - 1);
        if (why && whylen)
            snprintf(why, whylen, "%s: finish this turn's choice first", mod ? mod->id : "module");
        return METRO_ERR_MODULE;
    }
    switch (m->kind) {
    case METRO_MOVE_LAY:
        return check_lay(s, m);
    case METRO_MOVE_DRAW:
        if (s->drawn != METRO_NO_TILE) return METRO_ERR_MUST_LAY_DRAWN;
        if (metro_deck_left(s) <= 0) return METRO_ERR_DECK_EMPTY;
        return draw_allowed(s) ? METRO_OK : METRO_ERR_MODULE;
    case METRO_MOVE_MODULE: {
        if (s->drawn != METRO_NO_TILE) return METRO_ERR_MUST_LAY_DRAWN;
        if (m->module >= METRO_MODULE_SLOTS || !(s->cfg.modules >> m->module & 1u))
            return METRO_ERR_BAD_MOVE;
        const struct metro_module *mod = metro_module_get(m->module);
        if (!mod->check_move) return METRO_ERR_BAD_MOVE;
        return mod->check_move(s, m->module, m, why, whylen);
    }
    default:
        return METRO_ERR_BAD_MOVE;
    }
}

const char *metro_error_text(int err)
{
    switch (err) {
    case METRO_OK:
        return METRO_N_("ok");
    case METRO_ERR_CONFIG:
        return METRO_N_("bad game set-up");
    case METRO_ERR_GAME_OVER:
        return METRO_N_("the game is over");
    case METRO_ERR_OCCUPIED:
        return METRO_N_("square already holds a tile");
    case METRO_ERR_CENTRE:
        return METRO_N_("square is the central station");
    case METRO_ERR_NOT_ADJACENT:
        return METRO_N_("square is neither on the border nor next to a tile");
    case METRO_ERR_ROTATED:
        return METRO_N_("tiles may not be rotated in this game");
    case METRO_ERR_ONE_TILE:
        return METRO_N_("would make a one-tile line");
    case METRO_ERR_NOT_IN_HAND:
        return METRO_N_("tile is not in hand");
    case METRO_ERR_MUST_LAY_DRAWN:
        return METRO_N_("the drawn tile must be laid");
    case METRO_ERR_DECK_EMPTY:
        return METRO_N_("the deck is empty");
    case METRO_ERR_BAD_MOVE:
        return METRO_N_("not a move");
    case METRO_ERR_MODULE:
        return METRO_N_("not allowed by a module rule");
    default:
        return METRO_N_("unknown error");
    }
}
