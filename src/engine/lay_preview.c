/* Read-only preview of a lay: traces the lines waiting on the square through
 * the new tile as metro_route_advance would, without writing the state. */
#include <string.h>

#include "internal.h"
#include "metro/lay_preview.h"

int metro_lay_preview(const metro_state *s, int tile, int sq, metro_lay_effect out[4])
{
    uint32_t waiting;
    memcpy(&waiting, s->wait[sq], sizeof waiting);
    if (waiting == 0xFFFFFFFFu) return 0; /* many frontier squares: no line waits there */
    int n = 0;
    for (int side = 0; side < 4; side++) {
        int id = s->wait[sq][side];
        if (id == METRO_NO_LINE) continue;
        const metro_line *l = &s->line[id];
        int entries = l->entries + 1;
        unsigned next = metro_step_table[tile][sq * 4 + side], after = 0;
        /* A step is one load from port_next, as in metro_route_trace; the
         * new tile is not there yet: a line coming back to sq reads it here. */
        while (next < 256) {
            after = (next >> 2) == (unsigned)sq ? metro_step_table[tile][next] : s->port_next[next];
            if (after >= METRO_PORT_CENTRE) break; /* an empty square or the open centre */
            entries++;
            next = after;
        }
        bool at_station = next >= 256, at_centre = !at_station && after == METRO_PORT_CENTRE;
        bool done = at_station || at_centre;
        out[n++] = (metro_lay_effect){
            .line = (uint8_t)id,
            .done = done,
            .entries = (uint8_t)entries,
            .points = (int16_t)(done ? entries * (at_centre && l->doubles ? 2 : 1) : 0),
            .wait = (uint16_t)(done ? 0 : next),
        };
    }
    return n;
}

void metro_edge_exit_share(const int count[METRO_TILE_TYPES], float share[METRO_SQUARES * 4])
{
    int total = 0;
    for (int t = 0; t < METRO_TILE_TYPES; t++) total += count[t];
    for (int port = 0; port < METRO_SQUARES * 4; port++) {
        int ends = 0;
        for (int t = 0; t < METRO_TILE_TYPES; t++)
            if (metro_step_table[t][port] >= 256) ends += count[t];
        share[port] = total ? (float)ends / (float)total : 0.0f;
    }
}
