/* Helpers for the rules tests: tiles by name and boards built from §8 text. */
#pragma once

#include <stdlib.h>

#include "check.h"
#include "tile_name.h"
#include "metro/game.h"
#include "metro/module.h"
#include "metro/notation.h"

static inline uint64_t bit(int r, int c)
{
    return 1ull << metro_sq(r, c);
}

static inline uint64_t border_mask(void)
{
    uint64_t m = 0;
    for (int sq = 0; sq < 64; sq++)
        if (metro_row(sq) % 7 == 0 || metro_col(sq) % 7 == 0) m |= 1ull << sq;
    return m;
}

/* Lay placements from §8 text without any rule check (board building). */
static inline void place_text(metro_state *s, const char *text)
{
    metro_placement p[METRO_DECK_SIZE];
    int n;
    char why[256];
    if (metro_notation_parse(text, p, &n, why, sizeof why) != METRO_OK) {
        fprintf(stderr, "bad notation in test: %s: %s\n", text, why);
        abort();
    }
    for (int i = 0; i < n; i++) metro_place_tile(s, p[i].tile, p[i].sq);
}

/* metro_notation_validate on text: 0 valid, k = first bad placement. */
static inline int validate_text(const char *text, int players, bool free_orientation,
                                metro_state *board)
{
    metro_placement p[METRO_DECK_SIZE];
    int n;
    char why[256] = "";
    if (metro_notation_parse(text, p, &n, why, sizeof why) != METRO_OK) return -1;
    int k = metro_notation_validate(p, n, players, free_orientation, board, why, sizeof why);
    if (k) CHECK_MSG(why[0] != 0, text); /* an invalid placement always says why */
    return k;
}

/* Fill every tile square not in `keep` with `tile` (no rule checks). */
static inline void fill_except(metro_state *s, uint64_t keep, int tile)
{
    for (int sq = 0; sq < 64; sq++)
        if (!metro_is_centre(sq) && !(keep >> sq & 1) && s->cell[sq] == METRO_NO_TILE)
            metro_place_tile(s, tile, sq);
}

/* A game state whose player to move holds exactly `tile` in slot 0. */
static inline void game_with_hand(metro_state *s, int players, bool free_orientation, int tile)
{
    metro_config cfg;
    metro_config_default(&cfg, players);
    cfg.free_orientation = free_orientation;
    if (metro_setup(s, &cfg, NULL, 0) != METRO_OK) abort();
    s->hand[s->current][0] = (uint8_t)tile;
}

static inline metro_move lay(int tile, int r, int c, int from)
{
    metro_move m;
    memset(&m, 0, sizeof m);
    m.kind = METRO_MOVE_LAY;
    m.tile = (uint8_t)tile;
    m.sq = (uint8_t)metro_sq(r, c);
    m.from = (uint8_t)from;
    return m;
}

/* Bit mask of squares where the legal move list lays `tile`. */
static inline uint64_t legal_squares_of(const metro_state *s, int tile)
{
    metro_move mv[METRO_MAX_MOVES];
    int n = metro_legal_moves(s, mv);
    uint64_t m = 0;
    for (int i = 0; i < n; i++)
        if (mv[i].kind == METRO_MOVE_LAY && mv[i].tile == tile) m |= 1ull << mv[i].sq;
    return m;
}
