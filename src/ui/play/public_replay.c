/* Replaying the public record of an online game (public_replay.h). */
#include <string.h>

#include "play/public_replay.h"

static bool same_tile(const metro_state *s, int a, int b)
{
    if (a == METRO_NO_TILE || b == METRO_NO_TILE) return false;
    return a == b || (s->cfg.free_orientation && metro_tile_class(a) == metro_tile_class(b));
}

/* Where the canonical deal keeps a tile like `tile`, other than *avoid:
 * the deck still to draw, then every hand. NULL when none is left. */
static uint8_t *find_tile(metro_state *s, int tile, const uint8_t *avoid)
{
    for (int i = s->deck_top; i < s->deck_len; i++)
        if (same_tile(s, s->deck[i], tile)) return &s->deck[i];
    for (int p = 0; p < s->cfg.players; p++)
        for (int i = 0; i < s->hand_size; i++)
            if (&s->hand[p][i] != avoid && same_tile(s, s->hand[p][i], tile)) return &s->hand[p][i];
    return NULL;
}

/* Puts the lay's tile where the lay takes it from, swapping it with the
 * tile the canonical deal left there. */
static void swap_in(metro_state *s, const metro_move *m)
{
    if (m->kind != METRO_MOVE_LAY) return;
    uint8_t *at = m->from == METRO_FROM_DRAWN ? &s->drawn
                  : m->from < METRO_MAX_HAND  ? &s->hand[s->current][m->from]
                                              : NULL;
    if (!at || same_tile(s, *at, m->tile)) return;
    uint8_t *there = find_tile(s, m->tile, at), keep = *at;
    *at = m->tile;
    if (there) *there = keep; /* a swap: the tiles still add up */
}

void ui_public_apply(metro_state *s, const metro_move *m)
{
    swap_in(s, m);
    metro_apply_unchecked(s, m);
}

int ui_public_parse(const metro_state *s, const char *text, metro_move *m)
{
    int rc = metro_move_parse(s, text, m, NULL, 0);
    if (rc == METRO_ERR_NOT_IN_HAND && m->kind == METRO_MOVE_LAY) {
        m->from = 0; /* the first slot holding a tile takes the swap */
        for (int i = s->hand_size - 1; i >= 0; i--)
            if (s->hand[s->current][i] != METRO_NO_TILE) m->from = (uint8_t)i;
        rc = METRO_OK;
    }
    if (rc != METRO_OK) return rc;
    metro_state after = *s;
    swap_in(&after, m);
    return metro_move_check(&after, m, NULL, 0);
}
