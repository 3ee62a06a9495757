/* The game record: initial state + move list, so undo, redo, saves and
 * replays are one mechanism (replay from the start; it takes microseconds). */
#include <stdio.h>
#include <string.h>

#include "metro/game.h"

int metro_game_new(metro_game *g, const metro_config *cfg, char *err, size_t errlen)
{
    metro_state initial;
    int rc = metro_setup(&initial, cfg, err, errlen);
    if (rc) return rc;
    memset(g, 0, sizeof *g);
    g->cfg = *cfg;
    g->initial = initial;
    g->state = initial;
    for (int p = 0; p < METRO_MAX_PLAYERS; p++) {
        snprintf(g->seat[p].name, sizeof g->seat[p].name, "Player %d", p + 1);
        snprintf(g->seat[p].controller, sizeof g->seat[p].controller, "human");
    }
    return METRO_OK;
}

int metro_game_play(metro_game *g, const metro_move *m)
{
    if (g->cursor >= METRO_MAX_HISTORY) return METRO_ERR_BAD_MOVE;
    int rc = metro_apply(&g->state, m);
    if (rc) return rc;
    g->moves[g->cursor++] = *m;
    g->n_moves = g->cursor;
    return METRO_OK;
}

void metro_game_seek(metro_game *g, int cursor)
{
    if (cursor < 0) cursor = 0;
    if (cursor > g->n_moves) cursor = g->n_moves;
    g->state = g->initial;
    for (int i = 0; i < cursor; i++) metro_apply_unchecked(&g->state, &g->moves[i]);
    g->cursor = cursor;
}

bool metro_game_undo(metro_game *g)
{
    if (g->cursor == 0) return false;
    metro_game_seek(g, g->cursor - 1);
    return true;
}

bool metro_game_redo(metro_game *g)
{
    if (g->cursor >= g->n_moves) return false;
    metro_apply_unchecked(&g->state, &g->moves[g->cursor++]);
    return true;
}
