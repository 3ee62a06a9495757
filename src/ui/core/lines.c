/* Trace every line's path through the laid tiles (for highlights and animation). */
#include <string.h>

#include "core/lines.h"

static void trace_one(ui_lines *l, const metro_state *s, int id)
{
    const metro_line *ln = &s->line[id];
    ui_path *p = &l->path[id];
    p->n = 0;
    if (ln->status == METRO_LINE_UNUSED) return;
    int sq = ln->start_sq, side = ln->start_side;
    while (sq >= 0 && p->n < UI_PATH_MAX && s->cell[sq] != METRO_NO_TILE) {
        p->sq[p->n] = (uint8_t)sq, p->in_side[p->n] = (uint8_t)side;
        p->n++;
        if (l->at[sq][side] < 0) l->at[sq][side] = (int8_t)id;
        int out = metro_tile_exit(s->cell[sq], side);
        sq = metro_neighbour(sq, out);
        side = (out + 2) % 4;
    }
}

void ui_lines_trace(ui_lines *l, const metro_state *s)
{
    memset(l->at, -1, sizeof l->at);
    for (int id = 0; id < METRO_MAX_LINES; id++) trace_one(l, s, id);
}

int ui_line_ending_at(const metro_state *s, int station)
{
    if (station < 1 || station > METRO_STATIONS) return -1;
    if (s->line[station - 1].status != METRO_LINE_UNUSED) return station - 1;
    return -1;
}
