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

/* A lay's text ("cbaa32") names no hand slot; the parser takes the first slot
 * holding that tile (or its rotation class when tiles may turn). Record the
 * move that way, so a save replays to exactly this state even when the
 * player laid the second of two equal tiles. */
static metro_move canonical(const metro_state *s, metro_move m)
{
    if (m.kind != METRO_MOVE_LAY || m.from >= s->hand_size) return m;
    const uint8_t *hand = s->hand[s->current];
    for (int j = 0; j < m.from; j++) {
        if (hand[j] == METRO_NO_TILE) continue;
        if (s->cfg.free_orientation ? metro_tile_class(hand[j]) == metro_tile_class(hand[m.from])
                                    : hand[j] == hand[m.from]) {
            m.from = (uint8_t)j;
            break;
        }
    }
    return m;
}

int metro_game_play(metro_game *g, const metro_move *m)
{
    if (g->cursor >= METRO_MAX_HISTORY) return METRO_ERR_BAD_MOVE;
    int rc = metro_move_check(&g->state, m, NULL, 0);
    if (rc) return rc;
    metro_move mv = canonical(&g->state, *m);
    metro_apply_unchecked(&g->state, &mv);
    g->moves[g->cursor++] = mv;
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
