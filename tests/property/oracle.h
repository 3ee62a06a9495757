/* An independent reading of the placement rules and line tracing, for property tests. */
#pragma once

#include "metro/engine.h"

/* Rules 4.2.1-4.2.2 from the board cells alone. */
static inline int oracle_candidate(const metro_state *s, int sq)
{
    if (metro_is_centre(sq) || s->cell[sq] != METRO_NO_TILE) return 0;
    if (metro_is_border(sq)) return 1;
    for (int side = 0; side < 4; side++) {
        int n = metro_neighbour(sq, side);
        if (n >= 0 && !metro_is_centre(n) && s->cell[n] != METRO_NO_TILE) return 1;
    }
    return 0;
}

/* Rule 4.2.4 for the base game: a station side of the empty square leads
 * straight to a station side (no line has entered a start square yet). */
static inline int oracle_one_tile_line(int tile, int sq)
{
    for (int side = 0; side < 4; side++)
        if (metro_neighbour(sq, side) < 0 && metro_neighbour(sq, metro_tile_exit(tile, side)) < 0)
            return 1;
    return 0;
}

/* Legal squares per tile type (as laid) for a held tile, with the exception
 * of rule 4 taken over every square and every allowed orientation. */
static inline void oracle_lays(const metro_state *s, int held, int free_orientation,
                               uint64_t out[METRO_TILE_TYPES])
{
    uint64_t cand = 0, good[4] = {0}, any_good = 0;
    int tiles[4];
    for (int sq = 0; sq < 64; sq++)
        if (oracle_candidate(s, sq)) cand |= 1ull << sq;
    int turns = free_orientation ? 4 : 1;
    for (int r = 0; r < turns; r++) {
        tiles[r] = metro_tile_rotate(held, r);
        for (int sq = 0; sq < 64; sq++)
            if ((cand >> sq & 1) && !oracle_one_tile_line(tiles[r], sq)) good[r] |= 1ull << sq;
        any_good |= good[r];
    }
    for (int r = 0; r < turns; r++) out[tiles[r]] |= any_good ? good[r] : cand;
}

/* Trace the line of `station` over the board: entries, and destination
 * (station, METRO_CENTRE_DEST, or 0 while open). */
static inline int oracle_trace(const metro_state *s, int station, int *dest)
{
    int sq = metro_station_square(station), side = metro_station_side(station), entries = 0;
    *dest = 0;
    while (s->cell[sq] != METRO_NO_TILE && entries < 1000) {
        entries++;
        int out = metro_tile_exit(s->cell[sq], side), next = metro_neighbour(sq, out);
        if (next < 0) {
            *dest = metro_station_at(sq, out);
            break;
        }
        if (metro_is_centre(next)) {
            *dest = METRO_CENTRE_DEST;
            break;
        }
        sq = next;
        side = (out + 2) % 4;
    }
    return entries;
}

/* What metro_state.port_next should hold at port sq * 4 + side, from the
 * board: where a line entering sq by that side goes through its tile. */
static inline unsigned oracle_port_next(const metro_state *s, int sq, int side)
{
    if (s->cell[sq] == METRO_NO_TILE)
        return (s->centre_open_mask >> sq & 1u) ? METRO_PORT_CENTRE : METRO_PORT_EMPTY;
    int out = metro_tile_exit(s->cell[sq], side), next = metro_neighbour(sq, out);
    return next < 0 ? 256u + (unsigned)metro_station_at(sq, out)
                    : (unsigned)(next * 4 + (out + 2) % 4);
}
