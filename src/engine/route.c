/* Incremental route tracing: lines wait at the empty square they reach next;
 * laying a tile advances only the lines waiting on that square (§4.3). */
#include <string.h>

#include "internal.h"

/* Rule 4.2.4 masks of the empty base board (border squares only): the same
 * every game, so set-up copies them instead of recomputing 28 squares. The
 * unit test `viol_table` recomputes them with metro_route_update_viol. */
const uint64_t metro_base_viol[METRO_TILE_TYPES] = {
    0x0000000000000000ull, 0x8000000000000001ull, 0x0100000000000080ull, 0x8101010101010181ull,
    0x8181818181818181ull, 0x8180808080808081ull, 0x0100000000000080ull, 0xff00000000000081ull,
    0x8101010101010181ull, 0x8100000000000081ull, 0x0100000000000080ull, 0xff01010101010181ull,
    0x8000000000000001ull, 0x8000000000000001ull, 0x8100000000000081ull, 0xff00000000000081ull,
    0x8180808080808081ull, 0xff80808080808081ull, 0x81000000000000ffull, 0xff000000000000ffull,
    0x81000000000000ffull, 0x81010101010101ffull, 0x81808080808080ffull, 0xff818181818181ffull,
};

static __attribute__((noinline)) void modules_line_complete(metro_state *s, int id)
{
    METRO_FOR_HOOKED(s, METRO_HOOK_LINE_COMPLETE, slot, mod) mod->line_complete(s, slot, id);
}

/* A line has reached a destination: a station (256 + its number) or the open
 * centre. It is scored, and the modules hear of it. */
__attribute__((noinline)) void metro_route_line_done(metro_state *s, int id, unsigned next,
                                                     int entries)
{
    metro_route_score(s, id, next, entries, s->tiles_laid);
    if (s->module_hooks[METRO_HOOK_LINE_COMPLETE]) modules_line_complete(s, id);
}

/* Rule 4.2.4 for the empty square sq: a tile breaks it when a line starting
 * here (nothing entered yet) leaves straight into a destination. */
void metro_route_update_viol(metro_state *s, int sq)
{
    unsigned starts = 0, dests = 0; /* side masks */
    for (int side = 0; side < 4; side++) {
        int id = s->wait[sq][side], next = metro_next_square(sq, side);
        if (id != METRO_NO_LINE && !s->line[id].entries) starts |= 1u << side;
        if (next < 0 || (s->centre_open_mask & METRO_BIT(next))) dests |= 1u << side;
    }
    uint64_t bit = METRO_BIT(sq);
    for (int t = 0; t < METRO_TILE_TYPES; t++) {
        unsigned exits = 0;
        for (int side = 0; side < 4; side++)
            if (starts >> side & 1u) exits |= 1u << metro_exit_table[t][side];
        s->viol[t] = (exits & dests) ? s->viol[t] | bit : s->viol[t] & ~bit;
    }
}

void metro_retrace_scores(const metro_state *s, int out[METRO_MAX_ACCOUNTS])
{
    memset(out, 0, sizeof(int) * METRO_MAX_ACCOUNTS);
    for (int id = 0; id < METRO_MAX_LINES; id++) {
        const metro_line *l = &s->line[id];
        if (l->status == METRO_LINE_UNUSED) continue;
        int sq = l->start_sq, side = l->start_side, entries = 0, dest = 0;
        /* A path from a start never cycles; 256 steps bound a corrupt board. */
        for (int step = 0; step < 256 && s->cell[sq] != METRO_NO_TILE; step++) {
            entries++;
            int exit = metro_exit_table[s->cell[sq]][side];
            int next = metro_next_square(sq, exit);
            if (next < 0 || (s->centre_open_mask & METRO_BIT(next))) {
                dest = next < 0 ? metro_station_at(sq, exit) : METRO_CENTRE_DEST;
                break;
            }
            sq = next;
            side = (exit + 2) & 3;
        }
        if (!dest || l->owner == METRO_NO_OWNER) continue;
        out[l->owner] += entries * (dest == METRO_CENTRE_DEST && l->doubles ? 2 : 1);
    }
}

void metro_add_line(metro_state *s, int id, int sq, int side, int owner, bool doubles)
{
    metro_route_add_line(s, id, sq, side, owner, doubles);
    metro_route_update_viol(s, sq);
}

int metro_line_trace(const metro_state *s, int id, uint8_t counts[METRO_SQUARES])
{
    if (id < 0 || id >= METRO_MAX_LINES || s->line[id].status == METRO_LINE_UNUSED) return 0;
    const metro_line *l = &s->line[id];
    int sq = l->start_sq, side = l->start_side, entries = 0;
    /* A path from a start never cycles; 256 steps bound a corrupt board. */
    for (int step = 0; step < 256 && s->cell[sq] != METRO_NO_TILE; step++) {
        entries++;
        counts[sq]++;
        int exit = metro_exit_table[s->cell[sq]][side];
        int next = metro_next_square(sq, exit);
        if (next < 0 || (s->centre_open_mask & METRO_BIT(next))) break;
        sq = next;
        side = (exit + 2) & 3;
    }
    return entries;
}

void metro_line_pass_masks_over(const metro_state *s, int id, uint64_t over, uint64_t at_least[4])
{
    at_least[0] = at_least[1] = at_least[2] = at_least[3] = 0;
    if (id < 0 || id >= METRO_MAX_LINES || s->line[id].status == METRO_LINE_UNUSED) return;
    const metro_line *l = &s->line[id];
    /* As trace(): one step-table lookup per tile; an open centre square and
     * an empty one are not occupied, a station is 256 + its number. */
    uint64_t occupied = s->laid_mask | (METRO_CENTRE_MASK & ~s->centre_open_mask);
    unsigned pos = l->start_sq * 4u + l->start_side;
    for (int step = 0; step < 256 && pos < 256 && (occupied >> (pos >> 2) & 1u); step++) {
        if (over >> (pos >> 2) & 1u) { /* a few squares asked for: mostly skipped */
            uint64_t bit = METRO_BIT(pos >> 2);
            at_least[3] |= at_least[2] & bit;
            at_least[2] |= at_least[1] & bit;
            at_least[1] |= at_least[0] & bit;
            at_least[0] |= bit;
        }
        pos = metro_step_table[s->cell[pos >> 2]][pos];
    }
}

void metro_line_pass_masks(const metro_state *s, int id, uint64_t at_least[4])
{
    metro_line_pass_masks_over(s, id, ~0ull, at_least);
}

int metro_line_passes(const metro_state *s, int id, int sq)
{
    if (sq < 0 || sq >= METRO_SQUARES || s->cell[sq] == METRO_NO_TILE) return 0;
    uint8_t counts[METRO_SQUARES] = {0};
    metro_line_trace(s, id, counts);
    return counts[sq];
}
