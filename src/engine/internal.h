/* Engine-private helpers shared by the engine's own files (not public API). */
#pragma once

#include "metro/engine.h"
#include "metro/module.h"

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

/* Index of the k-th (0-based) set bit of x (k < popcount(x)) without
 * data-dependent branches (random move picks made them mispredict): find
 * the byte by its prefix bit count (Vigna's broadword select), then the
 * nibble, then drop the lower bits with conditional moves. */
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
    int r = k - before;
    /* Then the nibble, then at most 3 lower bits to drop. */
    static const uint8_t nibble_bits[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
    int low = nibble_bits[v & 15u], up = r >= low; /* 0 or 1, used as a number */
    r -= low * up;
    v >>= 4 * up;
    byte = 2 * byte + up;                                   /* now counts nibbles */
    for (int i = 0; i < 3; i++) v &= v - (unsigned)(i < r); /* drops the lowest bit while i < r */
    return 4 * byte + __builtin_ctz(v);
}

static inline uint64_t metro_adjacent_mask(uint64_t m)
{
    return (m << 8) | (m >> 8) | ((m & ~METRO_COL7_MASK) << 1) | ((m & ~METRO_COL0_MASK) >> 1);
}

/* metro_neighbour() as data for the hot path (geometry.c; the unit test
 * checks it against metro_neighbour). */
extern const int8_t metro_neighbour_table[METRO_SQUARES][4];
#define metro_next_square(sq, side) (metro_neighbour_table[(sq)][(side)])

/* rules_data.c: owner seat of every station 1..32 (index 0 unused). */
void metro_station_owners(int players, int8_t out[METRO_STATIONS + 1]);

/* route.c */
extern const uint64_t metro_base_viol[METRO_TILE_TYPES];
void metro_route_add_line(metro_state *s, int id, int sq, int side, int owner, bool doubles);
void metro_route_advance(metro_state *s, int sq);
void metro_route_update_viol(metro_state *s, int sq);

/* Run the body once per active module, with its slot and table; costs one
 * test when no module is in play (the hot path of the base game). */
#define METRO_FOR_MODULES(s, slot, mod)                                                            \
    for (uint32_t slot##_bits = (s)->cfg.modules; slot##_bits; slot##_bits &= slot##_bits - 1)     \
        for (int slot = __builtin_ctz(slot##_bits), slot##_once = 1; slot##_once; slot##_once = 0) \
            for (const struct metro_module *mod = metro_module_get(slot); mod; mod = NULL)
