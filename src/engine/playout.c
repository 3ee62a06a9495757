/* metro_random_playout: random moves to the end of the game. The base game
 * with the rules' hand plays metro_random_move's pick and
 * metro_apply_unchecked's lay as one loop, its generator, seat, deck top,
 * frontier and laid squares held in locals (registers) and written back
 * once; any other game plays move by move. Either way the game, the state
 * and the generator end as metro_random_move and metro_apply_unchecked
 * would leave them, byte for byte (the rules test random_playout). */
#include <string.h>

#include "internal.h"

#if METRO_X86_BITS
#include <immintrin.h>
#endif

/* The squares where `tile` may go with the given frontier, as the pick
 * finds them: those that keep rule 4, or all (the exception). */
static inline __attribute__((always_inline)) uint64_t tile_squares(const metro_state *s,
                                                                   uint64_t frontier, unsigned tile)
{
    uint64_t good = frontier & ~s->viol[tile];
    return good ? good : frontier;
}

/* A uniform draw below bound (> 0), as metro_rng_below draws it. */
static inline __attribute__((always_inline)) unsigned draw_below(metro_rng *rng, unsigned bound)
{
    uint64_t m = metro_below_product(rng, bound);
    if (__builtin_expect((uint32_t)m < bound, 0)) return metro_below_retry(rng, bound, m);
    return (unsigned)(m >> 32);
}

/* The square of the k-th (0-based) set bit of squares. */
static inline __attribute__((always_inline)) unsigned select_portable(uint64_t squares, unsigned k)
{
    return (unsigned)metro_select_bit(squares, (int)k);
}

#if METRO_X86_BITS
static inline __attribute__((always_inline, target("popcnt,bmi2"))) unsigned
select_hw(uint64_t squares, unsigned k)
{
    return (unsigned)__builtin_ctzll(_pdep_u64(1ull << k, squares));
}
#endif

/* Line `id` (one waits there) from port `port` of the tile just laid,
 * the laid-th: it waits where it stops, or is scored here (no module is
 * in play to hear of it). */
static inline __attribute__((always_inline)) void trace_line(metro_state *s, unsigned id,
                                                             unsigned port, unsigned laid)
{
    unsigned next;
    int entries;
    if (metro_route_walk(s, (int)id, port, &next, &entries))
        metro_route_score(s, (int)id, next, entries, laid);
    else
        metro_route_wait(s, (int)id, next, entries);
}

/* The lines waiting on sq, where a tile has just been laid (the laid-th),
 * as metro_route_advance moves them. */
static inline __attribute__((always_inline)) void advance_lines(metro_state *s, unsigned sq,
                                                                unsigned laid)
{
    uint8_t id[4];
    if (!metro_take_waiting(s, sq, id)) return;
    unsigned port = sq * 4;
    if (id[0] != METRO_NO_LINE) trace_line(s, id[0], port, laid);
    if (id[1] != METRO_NO_LINE) trace_line(s, id[1], port + 1, laid);
    if (id[2] != METRO_NO_LINE) trace_line(s, id[2], port + 2, laid);
    if (id[3] != METRO_NO_LINE) trace_line(s, id[3], port + 3, laid);
}

/* A game the loop below plays: the base game with the rules' hand, in
 * play, no tile drawn, no lay possible on the centre. */
static inline bool base_game(const metro_state *s)
{
    return !s->cfg.modules && !s->pending && !s->cfg.free_orientation && s->hand_size == 1 &&
           !metro_over(s) && s->drawn == METRO_NO_TILE && !(s->frontier & METRO_CENTRE_MASK);
}

/* The base game's pick and lay, move after move, until the game is over
 * or a position no real game reaches (a seat to move with no tile, a tile
 * that has no square): the state is then written back and the move-by-move
 * loop goes on. Returns the moves played. hw: count with POPCNT. */
static inline __attribute__((always_inline)) int
base_playout(metro_state *s, metro_rng *rng, unsigned (*select)(uint64_t, unsigned), bool hw)
{
    metro_rng r = *rng;
    unsigned seat = s->current, top = s->deck_top, len = s->deck_len;
    unsigned players = (unsigned)s->cfg.players, total = s->tiles_total;
    unsigned laid = s->tiles_laid, laid_before = laid;
    uint64_t frontier = s->frontier, laid_mask = s->laid_mask;
    int moves = 0, last_sq = s->last_sq;
    bool over = false;
    for (;;) {
        /* The pick (base_random_choices): a lay of the held tile, or the draw. */
        unsigned tile = s->hand[seat][0];
        if (__builtin_expect(tile == METRO_NO_TILE, 0)) break;
        uint64_t squares = tile_squares(s, frontier, tile);
        unsigned n = (unsigned)(hw ? __builtin_popcountll(squares) : metro_popcount(squares));
        unsigned bound = n + (top < len);
        if (__builtin_expect(!bound, 0)) break;
        unsigned k = draw_below(&r, bound);
        bool from_hand = k < n;
        if (__builtin_expect(!from_hand, 0)) { /* the draw: the drawn tile is laid next */
            moves++;
            tile = s->deck[top++];
            squares = tile_squares(s, frontier, tile);
            n = (unsigned)(hw ? __builtin_popcountll(squares) : metro_popcount(squares));
            if (__builtin_expect(!n, 0)) {
                s->drawn = (uint8_t)tile;
                break;
            }
            k = draw_below(&r, n);
        }
        unsigned sq = select(squares, k);
        moves++;
        /* The lay (apply_lay): the hand refilled from the deck at once. */
        if (from_hand) {
            bool deck = top < len;
            s->hand[seat][0] = deck ? s->deck[top] : METRO_NO_TILE;
            top += deck;
        }
        s->cell[sq] = (uint8_t)tile;
        memcpy(&s->port_next[sq * 4], &metro_step_table[tile][sq * 4], 4 * sizeof s->port_next[0]);
        laid_mask |= METRO_BIT(sq);
        frontier = (frontier | metro_neighbour_mask[sq]) & ~laid_mask;
        laid++;
        last_sq = (int)sq;
        advance_lines(s, sq, laid);
        /* The end of the turn (end_turn): the next seat with a tile. */
        if (laid >= total) {
            over = true;
            break;
        }
        if (__builtin_expect(top < len, 1)) {
            seat = seat + 1 < players ? seat + 1 : 0;
            continue;
        }
        bool found = false;
        for (unsigned i = 1; i <= players && !found; i++) {
            seat = seat + 1 < players ? seat + 1 : 0;
            found = s->hand[seat][0] != METRO_NO_TILE;
        }
        if (!found) {
            over = true;
            break;
        }
    }
    *rng = r;
    s->current = (uint8_t)seat;
    s->deck_top = (uint8_t)top;
    s->frontier = frontier;
    s->laid_mask = laid_mask;
    s->tiles_laid = (uint8_t)laid;
    s->turn = (uint16_t)(s->turn + (laid - laid_before)); /* one turn a lay */
    s->last_sq = (int16_t)last_sq;
    if (over) s->phase = METRO_PHASE_OVER;
    return moves;
}

static inline __attribute__((always_inline)) int
playout(metro_state *s, metro_rng *rng, unsigned (*select)(uint64_t, unsigned), bool hw)
{
    int moves = 0;
    if (base_game(s)) moves = base_playout(s, rng, select, hw);
    metro_move m;
    while (!metro_over(s) && metro_random_move(s, rng, &m)) {
        metro_apply_unchecked(s, &m);
        moves++;
    }
    return moves;
}

static int playout_portable(metro_state *s, metro_rng *rng)
{
    return playout(s, rng, select_portable, false);
}

#if METRO_X86_BITS
static __attribute__((target("popcnt,bmi2"))) int playout_hw(metro_state *s, metro_rng *rng)
{
    return playout(s, rng, select_hw, true);
}
#endif

#if METRO_IFUNC
typedef int playout_fn(metro_state *, metro_rng *);
static __attribute__((used)) playout_fn *resolve_playout(void)
{
    __builtin_cpu_init(); /* resolvers run before the CPU model is read */
    return metro_fast_pdep() && __builtin_cpu_supports("popcnt") ? playout_hw : playout_portable;
}

int metro_random_playout(metro_state *s, metro_rng *rng) __attribute__((ifunc("resolve_playout")));
#else
int metro_random_playout(metro_state *s, metro_rng *rng)
{
#if METRO_X86_BITS
    if (metro_fast_pdep() && __builtin_cpu_supports("popcnt")) return playout_hw(s, rng);
#endif
    return playout_portable(s, rng);
}
#endif
