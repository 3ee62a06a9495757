/* §8 notation read in bulk: validate a placement sequence and score the
 * board it leaves, without the game state's machinery (no deck, hands, turn
 * flow, module hooks or incremental route tracing). */
#include <stdio.h>
#include <string.h>

#include "metro/notation.h"

#include "internal.h"

/* The base game's rule 4.2.4 masks never change during a game (only a
 * module adds lines or covers the centre), so legality needs just the
 * frontier and metro_base_viol: the same tests as metro_lay_error, in its
 * order, so the same error comes first. */
static int lay_error(uint64_t laid, uint64_t frontier, int tile, int sq, bool free_orientation)
{
    uint64_t bit = METRO_BIT(sq);
    if (METRO_CENTRE_MASK & bit) return METRO_ERR_CENTRE;
    if (laid & bit) return METRO_ERR_OCCUPIED;
    if (!(frontier & bit)) return METRO_ERR_NOT_ADJACENT;
    if (!(metro_base_viol[tile] & bit)) return METRO_OK;
    /* Exception to rule 4: allowed when every placement of the held tile
     * (each rotation, with free orientation) breaks it. */
    uint64_t any_good = frontier & ~metro_base_viol[tile];
    if (free_orientation)
        for (int r = 1; r < 4; r++)
            any_good |= frontier & ~metro_base_viol[metro_rotate_table[tile][r]];
    return any_good ? METRO_ERR_ONE_TILE : METRO_OK;
}

/* §4.3 on the final board: each station's line followed from its start to
 * a station, the open centre or an empty square. `next` is the board's
 * next-position table (metro_empty_ports with each laid tile's four
 * metro_step_table entries copied over its square's), so a step is one
 * load, and the loop stops at the first value that is no port. */
static void score_board(const uint16_t next[METRO_SQUARES * 4], int players,
                        int out[METRO_MAX_ACCOUNTS])
{
    const int8_t *owner = metro_station_owner_row(players);
    memset(out, 0, sizeof(int) * METRO_MAX_ACCOUNTS);
    for (int id = 0; id < METRO_STATIONS; id++) {
        if (owner[id] < 0) continue;
        unsigned pos = metro_station_start[id][0] * 4u + metro_station_start[id][1];
        int entries = 0; /* tiles entered, and one more for the centre or an empty square */
        do {
            pos = next[pos];
            entries++;
        } while (pos < 256);
        if (pos < METRO_PORT_CENTRE)
            out[owner[id]] += entries;
        else if (pos == METRO_PORT_CENTRE)
            out[owner[id]] += 2 * entries - 2; /* station lines score double at the centre */
    }
}

/* An error's message; the number of the bad placement. */
static __attribute__((noinline)) int bad_placement(const metro_placement *p, int k, int err,
                                                   bool free_orientation, char *why, size_t whylen)
{
    char name[7]; /* formatted only for a message */
    if (err == METRO_ERR_BAD_MOVE) {
        snprintf(why, whylen, "placement %d: %s", k + 1, metro_error_text(METRO_ERR_BAD_MOVE));
        return k + 1;
    }
    metro_placement_format(p[k], name);
    if (err == METRO_OK) { /* the deck holds no more copies */
        int limit =
            free_orientation ? metro_deck_class_count(p[k].tile) : metro_deck_count(p[k].tile);
        snprintf(why, whylen, "%s: more copies of %.4s%s than the deck holds (%d)", name, name,
                 free_orientation ? " and its rotations" : "", limit);
    } else {
        snprintf(why, whylen, "%s: %s", name, metro_error_text(err));
    }
    return k + 1;
}

/* Lay the placements while they are legal, into the next-position table;
 * 0, or the number of the first bad one with its message. Inline with
 * free_orientation constant: fixed orientation counts copies per tile type
 * without a look-up of its class. */
static inline __attribute__((always_inline)) int lay_all(const metro_placement *p, int n,
                                                         bool free_orientation,
                                                         uint16_t next[METRO_SQUARES * 4],
                                                         char *why, size_t whylen)
{
    /* Copies left per key: the tile type, or with free orientation its
     * rotation class (every tile of a class counts against the class). */
    uint8_t key[METRO_TILE_TYPES], left[METRO_TILE_TYPES];
    uint64_t open = ~0ull, frontier = METRO_BORDER_MASK; /* open: squares without a tile */
    if (free_orientation) {
        for (int t = 0; t < METRO_TILE_TYPES; t++) {
            key[t] = (uint8_t)metro_tile_class(t);
            left[t] = (uint8_t)metro_deck_class_count(t);
        }
    } else {
        memcpy(left, metro_deck_counts, sizeof left);
    }
    for (int k = 0; k < n; k++) {
        unsigned tile = p[k].tile, sq = p[k].sq;
        if (tile >= METRO_TILE_TYPES || sq >= METRO_SQUARES)
            return bad_placement(p, k, METRO_ERR_BAD_MOVE, free_orientation, why, whylen);
        uint8_t *copies = &left[free_orientation ? key[tile] : tile];
        if (!*copies) return bad_placement(p, k, METRO_OK, free_orientation, why, whylen);
        --*copies;
        /* The usual lay: on the frontier, keeping rule 4. Else the whole test. */
        if (!((frontier & ~metro_base_viol[tile]) >> sq & 1u)) {
            int err = lay_error(~open, frontier, (int)tile, (int)sq, free_orientation);
            if (err) return bad_placement(p, k, err, free_orientation, why, whylen);
        }
        memcpy(&next[sq * 4], &metro_step_table[tile][sq * 4], 4 * sizeof next[0]);
        open &= ~METRO_BIT(sq);
        frontier = (frontier | metro_neighbour_mask[sq]) & open;
    }
    return 0;
}

int metro_notation_score(const metro_placement *p, int n, int players, bool free_orientation,
                         int score[METRO_MAX_ACCOUNTS], char *why, size_t whylen)
{
    uint16_t next[METRO_SQUARES * 4];
    memcpy(next, metro_empty_ports, sizeof next);
    int bad = free_orientation ? lay_all(p, n, true, next, why, whylen)
                               : lay_all(p, n, false, next, why, whylen);
    score_board(next, players, score);
    return bad;
}
