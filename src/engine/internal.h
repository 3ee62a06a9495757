/* Engine-private helpers shared by the engine's own files (not public API). */
#pragma once

#include <string.h>

#include "metro/engine.h"
#include "metro/module.h"
#include "metro/notation.h"

#define METRO_BIT(sq)     (1ull << (sq))
#define METRO_COL0_MASK   0x0101010101010101ull
#define METRO_COL7_MASK   0x8080808080808080ull
#define METRO_BORDER_MASK (0xFF000000000000FFull | METRO_COL0_MASK | METRO_COL7_MASK)
#define METRO_CENTRE_MASK (METRO_BIT(27) | METRO_BIT(28) | METRO_BIT(35) | METRO_BIT(36))

/* exit side of tile t entered on side s (same as metro_tile_exit, as data). */
extern const uint8_t metro_exit_table[METRO_TILE_TYPES][4];
extern const uint8_t metro_rotate_table[METRO_TILE_TYPES][4];

/* Bit count without relying on a POPCNT instruction (baseline x86-64 has
 * none, and the compiler's fallback is a library call). */
static inline int metro_popcount(uint64_t x)
{
    x = x - ((x >> 1) & 0x5555555555555555ull);
    x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
    return (int)((x * 0x0101010101010101ull) >> 56);
}

/* On x86-64 the two functions on the critical path of every simulated move
 * (legal.c: counting the legal squares, picking the k-th one) also get a
 * build using POPCNT and PDEP, chosen at run time by what the CPU has
 * (GCC's and Clang's CPU model, read-only after start-up): those count and
 * select in one instruction where portable code needs a chain of ten or
 * more. Elsewhere, or on CPUs without them, the portable code runs. */
#ifndef METRO_X86_BITS /* meson -Dcpu_dispatch=false defines it as 0 */
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define METRO_X86_BITS 1
#else
#define METRO_X86_BITS 0
#endif
#endif
/* PDEP is slow microcode on AMD before Zen 3 (families 15h and 17h): the
 * PDEP builds run only where it is fast (and the CPU has POPCNT too). */
#if METRO_X86_BITS
static inline bool metro_fast_pdep(void)
{
    return __builtin_cpu_supports("bmi2") &&
           !(__builtin_cpu_is("amd") &&
             (__builtin_cpu_is("amdfam15h") || __builtin_cpu_is("amdfam17h")));
}
#endif
/* metro_random_move and metro_random_playout choose their build once, when
 * the program is loaded (an ELF indirect function): a test of the CPU on
 * every move cost as much as the pick. The resolver runs while the program
 * is relocated, before a sanitizer's run time is ready: sanitizer builds
 * test the CPU on every call instead. */
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define METRO_IFUNC 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(undefined_behavior_sanitizer) ||             \
    __has_feature(thread_sanitizer)
#define METRO_IFUNC 0
#endif
#endif
#if !defined(METRO_IFUNC) && METRO_X86_BITS && defined(__ELF__) && defined(__linux__)
#define METRO_IFUNC 1
#endif
#ifndef METRO_IFUNC
#define METRO_IFUNC 0
#endif

/* The portable builds, callable anywhere (the unit test compares them with
 * what the public functions return on this CPU). The first expects a base
 * game (no module, fixed orientation); it sets n_lays, n_other and count. */
int metro_base_move_set_portable(const metro_state *s, metro_move_set *set);
metro_move metro_move_set_get_portable(const metro_move_set *set, int index);

/* lookup_tables.c: bit b of byte v at rank r (the r-th set bit, 0-based). */
extern const uint8_t metro_select_in_byte[256][8];
/* Tile type by its letters as 2-bit digits (a=0..d=3), -1 if none (tools/gen-tables). */
extern const int8_t metro_tile_by_letters[256];

/* Index of the k-th (0-based) set bit of x (k < popcount(x)) without
 * data-dependent branches (random move picks made them mispredict), and
 * with a short chain from k, which sits on the critical path of every
 * simulated move: find the byte by its prefix bit count (Vigna's broadword
 * select), then look the bit up in that byte. */
static inline int metro_select_bit(uint64_t x, int k)
{
    const uint64_t ones = 0x0101010101010101ull, highs = 0x8080808080808080ull;
    uint64_t b = x - ((x >> 1) & 0x5555555555555555ull);
    b = (b & 0x3333333333333333ull) + ((b >> 2) & 0x3333333333333333ull);
    b = (b + (b >> 4)) & 0x0F0F0F0F0F0F0F0Full;
    uint64_t sums = b * ones;                                    /* byte i: bits in bytes 0..i */
    uint64_t le = (((uint64_t)k * ones | highs) - sums) & highs; /* bytes with sum <= k */
    int byte = (int)(((le >> 7) * ones) >> 56);
    int before = (int)(((sums << 8) >> (8 * byte)) & 0xFF);
    unsigned v = (unsigned)(x >> (8 * byte)) & 0xFFu;
    return 8 * byte + metro_select_in_byte[v][k - before];
}

/* The random pick's bounded draw, metro_rng_below(rng, bound) in two
 * steps (metro_random_move and metro_random_playout share them): the
 * product of a draw and the bound, whose high half is the pick unless its
 * low half is below the bound (a chance of bound in 2^32); then
 * metro_below_retry decides, as metro_rng_below does. */
static inline uint64_t metro_below_product(metro_rng *rng, uint32_t bound)
{
    return (uint64_t)(uint32_t)(metro_rng_next(rng) >> 32) * bound;
}

static inline uint32_t metro_below_retry(metro_rng *rng, uint32_t bound, uint64_t m)
{
    uint32_t t = (uint32_t)(-bound) % bound;
    while ((uint32_t)m < t) m = metro_below_product(rng, bound);
    return (uint32_t)(m >> 32);
}

static inline uint64_t metro_adjacent_mask(uint64_t m)
{
    return (m << 8) | (m >> 8) | ((m & ~METRO_COL7_MASK) << 1) | ((m & ~METRO_COL0_MASK) >> 1);
}

/* metro_neighbour() as data for the hot path (geometry.c; the unit test
 * checks it against metro_neighbour). */
extern const int8_t metro_neighbour_table[METRO_SQUARES][4];
#define metro_next_square(sq, side) (metro_neighbour_table[(sq)][(side)])
/* lookup_tables.c: the open lines of stations 1..32 on an empty board (no
 * owner yet) and the station line waiting at each (square, side). */
extern const metro_line metro_station_lines[METRO_STATIONS];
extern const uint8_t metro_station_waits[METRO_SQUARES][4];
/* lookup_tables.c: the squares next to sq, centre squares left out. */
extern const uint64_t metro_neighbour_mask[METRO_SQUARES];

/* geometry.c: square and outer side of station i + 1. */
extern const uint8_t metro_station_start[METRO_STATIONS][2];

/* rules_data.c: owner seat of stations 1..32 (index station - 1) for 0..6
 * players, -1 for none. */
const int8_t *metro_station_owner_row(int players);

/* lookup_tables.c (generated by tools/gen-tables): a line entering tile t
 * at position sq * 4 + side goes next to position n * 4 + side' of the
 * neighbouring square, or leaves the board at station k (value 256 + k). */
extern const uint16_t metro_step_table[METRO_TILE_TYPES][METRO_SQUARES * 4];
/* lookup_tables.c: the next-position table of an empty base board, by port:
 * METRO_PORT_CENTRE on the four centre squares, METRO_PORT_EMPTY elsewhere,
 * for tracing on a board of copied metro_step_table entries
 * (metro_state.port_next, notation_score.c). */
extern const uint16_t metro_empty_ports[METRO_SQUARES * 4];

/* tiles.c: copies of each tile type in the deck (metro_deck_count). */
extern const uint8_t metro_deck_counts[METRO_TILE_TYPES];

/* notation.c: the byte-at-a-time §8 parser, the reference that
 * metro_notation_parse falls back to for anything unusual (white space
 * inside a placement, a bad placement, the end of the text); the unit test
 * notation_parse compares the two on every prefix of many texts. */
int metro_notation_parse_bytes(const char *text, metro_placement out[METRO_DECK_SIZE], int *n,
                               char *why, size_t whylen);

/* route.c */
extern const uint64_t metro_base_viol[METRO_TILE_TYPES];
/* A new open line that waits at (sq, side), nothing entered yet (set-up
 * places 32 of them per game, so it is inline). */
static inline void metro_route_add_line(metro_state *s, int id, int sq, int side, int owner,
                                        bool doubles)
{
    s->line[id] = (metro_line){.status = METRO_LINE_OPEN,
                               .start_sq = (uint8_t)sq,
                               .start_side = (uint8_t)side,
                               .head_sq = (uint8_t)sq,
                               .head_side = (uint8_t)side,
                               .doubles = doubles,
                               .owner = (int8_t)owner};
    s->wait[sq][side] = (uint8_t)id;
}
/* Line `id` has reached a destination, `next` (a station, 256 + its
 * number, or the port of the open centre) after `entries` tiles, when
 * `laid` tiles are on the board: it is scored (no module is told). */
static inline __attribute__((always_inline)) void
metro_route_score(metro_state *s, int id, unsigned next, int entries, unsigned laid)
{
    metro_line *l = &s->line[id];
    int at_station = next >= 256;
    int points = entries * (!at_station && l->doubles ? 2 : 1);
    l->entries = (uint8_t)entries;
    l->status = METRO_LINE_DONE;
    l->dest = (uint8_t)(at_station ? (int)next - 256 : METRO_CENTRE_DEST);
    l->points = (int16_t)points;
    l->last_lay = (uint8_t)laid;
    if (l->owner != METRO_NO_OWNER) s->score[l->owner] = (int16_t)(s->score[l->owner] + points);
}
/* route.c: metro_route_score, then the modules' line_complete hooks. Out
 * of line: a quarter of the traced lines end. */
void metro_route_line_done(metro_state *s, int id, unsigned next, int entries);

/* Follow line `id` from the tile it has just entered at port `port` (sq * 4
 * + side) through laid tiles until it reaches an empty square or a
 * destination: a station or the open centre. A step is one load from
 * s->port_next: a port in, the next port (or 256 + station) out, or
 * METRO_PORT_EMPTY / METRO_PORT_CENTRE where no tile (a laid one, or a
 * central track tile on the centre) is. True when the line has reached a
 * destination *next (then scored); false when it waits at port *next. The
 * tiles it has entered are *entries either way. */
static inline __attribute__((always_inline)) bool
metro_route_walk(const metro_state *s, int id, unsigned port, unsigned *next_out, int *entries_out)
{
    int entries = s->line[id].entries + 1;
    unsigned next = s->port_next[port], after = 0;
    while (next < 256 && (after = s->port_next[next]) < METRO_PORT_CENTRE) {
        entries++;
        next = after;
    }
    *next_out = next;
    *entries_out = entries;
    return next >= 256 || after == METRO_PORT_CENTRE;
}

/* Line `id`, open, now waits at port `next` after `entries` tiles. An open
 * line has no destination, points or end lay yet, so waiting writes only
 * where it waits. */
static inline __attribute__((always_inline)) void metro_route_wait(metro_state *s, int id,
                                                                   unsigned next, int entries)
{
    metro_line *l = &s->line[id];
    (&s->wait[0][0])[next] = (uint8_t)id; /* wait[sq][side] is port sq * 4 + side */
    l->head_sq = (uint8_t)(next >> 2);
    l->head_side = (uint8_t)(next & 3u);
    l->entries = (uint8_t)entries;
}

/* Trace line `id` from the tile it has just entered at `port`: it waits
 * where it stops, or is scored out of line. */
static inline __attribute__((always_inline)) void metro_route_trace(metro_state *s, int id,
                                                                    unsigned port)
{
    unsigned next;
    int entries;
    if (metro_route_walk(s, id, port, &next, &entries))
        metro_route_line_done(s, id, next, entries);
    else
        metro_route_wait(s, id, next, entries);
}

/* The lines waiting on sq, where a tile has just been laid, into id[] (by
 * side), no longer waiting there; false (one test) when none waits, as on
 * most squares. */
static inline __attribute__((always_inline)) bool metro_take_waiting(metro_state *s, unsigned sq,
                                                                     uint8_t id[4])
{
    uint32_t waiting;
    memcpy(&waiting, s->wait[sq], sizeof waiting);
    if (waiting == 0xFFFFFFFFu) return false;
    memset(s->wait[sq], METRO_NO_LINE, sizeof s->wait[sq]);
    memcpy(id, &waiting, sizeof waiting);
    return true;
}

/* Move the lines waiting on sq, where a tile has just been laid (its ports
 * already in port_next). Inline in the lay: 3 lays in 10 move none, the
 * others one or two. */
static inline __attribute__((always_inline)) void metro_route_advance(metro_state *s, int sq)
{
    uint8_t id[4];
    if (!metro_take_waiting(s, (unsigned)sq, id)) return;
    /* One test per side, written out: a loop over the sides was not unrolled. */
    unsigned port = (unsigned)sq * 4;
    if (id[0] != METRO_NO_LINE) metro_route_trace(s, id[0], port);
    if (id[1] != METRO_NO_LINE) metro_route_trace(s, id[1], port + 1);
    if (id[2] != METRO_NO_LINE) metro_route_trace(s, id[2], port + 2);
    if (id[3] != METRO_NO_LINE) metro_route_trace(s, id[3], port + 3);
}
void metro_route_update_viol(metro_state *s, int sq);

/* Run the body once per active module, with its slot and table; costs one
 * test when no module is in play (the hot path of the base game). */
/* Index of state.module_hooks: modules in play with that hook. */
enum {
    METRO_HOOK_TURN_START,
    METRO_HOOK_AFTER_LAY,
    METRO_HOOK_GAME_OVER,
    METRO_HOOK_ALLOW_DRAW,
    METRO_HOOK_LAY_FILTER,
    METRO_HOOK_GEN_MOVES,
    METRO_HOOK_LINE_COMPLETE,
    METRO_HOOKS
};
_Static_assert(sizeof((metro_state *)0)->module_hooks == METRO_HOOKS * sizeof(uint32_t),
               "one hook mask per METRO_HOOK_*");

/* The modules in play of one hook mask (still within cfg.modules, which a
 * test may narrow after set-up). */
#define METRO_FOR_HOOKED(s, hook, slot, mod)                                                       \
    for (uint32_t slot##_bits = (s)->module_hooks[hook] & (s)->cfg.modules; slot##_bits;           \
         slot##_bits &= slot##_bits - 1)                                                           \
        for (int slot = __builtin_ctz(slot##_bits), slot##_once = 1; slot##_once; slot##_once = 0) \
            for (const struct metro_module *mod = metro_module_get(slot); mod; mod = NULL)

#define METRO_FOR_MODULES(s, slot, mod)                                                            \
    for (uint32_t slot##_bits = (s)->cfg.modules; slot##_bits; slot##_bits &= slot##_bits - 1)     \
        for (int slot = __builtin_ctz(slot##_bits), slot##_once = 1; slot##_once; slot##_once = 0) \
            for (const struct metro_module *mod = metro_module_get(slot); mod; mod = NULL)
