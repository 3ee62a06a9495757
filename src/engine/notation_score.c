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

/* §4.3 on the final board: each station's line followed from its start
 * (one metro_step_table look-up per tile) to a station or the open centre. */
static void score_board(const uint8_t cell[METRO_SQUARES], uint64_t laid, int players,
                        int out[METRO_MAX_ACCOUNTS])
{
    const int8_t *owner = metro_station_owner_row(players);
    memset(out, 0, sizeof(int) * METRO_MAX_ACCOUNTS);
    for (int id = 0; id < METRO_STATIONS; id++) {
        int sq = metro_station_start[id][0], side = metro_station_start[id][1];
        if (!(laid >> sq & 1u) || owner[id] < 0) continue;
        int entries = 1;
        unsigned next = metro_step_table[cell[sq]][sq * 4 + side];
        while (next < 256 && (laid >> (next >> 2) & 1u)) {
            entries++;
            next = metro_step_table[cell[next >> 2]][next];
        }
        if (next >= 256)
            out[owner[id]] += entries;
        else if (METRO_CENTRE_MASK >> (next >> 2) & 1u)
            out[owner[id]] += 2 * entries; /* station lines score double at the centre */
    }
}

int metro_notation_score(const metro_placement *p, int n, int players, bool free_orientation,
                         int score[METRO_MAX_ACCOUNTS], char *why, size_t whylen)
{
    uint8_t used[METRO_TILE_TYPES] = {0}, cell[METRO_SQUARES];
    uint64_t laid = 0, frontier = METRO_BORDER_MASK;
    int bad = 0;
    memset(score, 0, sizeof(int) * METRO_MAX_ACCOUNTS);
    for (int k = 0; k < n; k++) {
        int tile = p[k].tile, sq = p[k].sq;
        if (tile >= METRO_TILE_TYPES || sq >= METRO_SQUARES) {
            snprintf(why, whylen, "placement %d: %s", k + 1, metro_error_text(METRO_ERR_BAD_MOVE));
            bad = k + 1;
            break;
        }
        int key = free_orientation ? metro_tile_class(tile) : tile;
        int limit = free_orientation ? metro_deck_class_count(tile) : metro_deck_count(tile);
        char name[7]; /* formatted only for a message */
        if (++used[key] > limit) {
            metro_placement_format(p[k], name);
            snprintf(why, whylen, "%s: more copies of %.4s%s than the deck holds (%d)", name, name,
                     free_orientation ? " and its rotations" : "", limit);
            bad = k + 1;
            break;
        }
        int err = lay_error(laid, frontier, tile, sq, free_orientation);
        if (err) {
            metro_placement_format(p[k], name);
            snprintf(why, whylen, "%s: %s", name, metro_error_text(err));
            bad = k + 1;
            break;
        }
        cell[sq] = (uint8_t)tile;
        laid |= METRO_BIT(sq);
        frontier = (frontier | metro_adjacent_mask(METRO_BIT(sq))) & ~(laid | METRO_CENTRE_MASK);
    }
    score_board(cell, laid, players, score);
    return bad;
}
