/* What a lay would do to the lines waiting on its square, read without
 * changing the state: the cheap look the search's rollouts take at every
 * candidate lay instead of copying the whole game. */
#pragma once

#include "metro/engine.h"

typedef struct metro_lay_effect {
    uint8_t line;    /* line id that enters the new tile */
    uint8_t done;    /* it reaches a destination (station or open centre) */
    uint8_t entries; /* tiles entered afterwards */
    int16_t points;  /* done: the points it scores (unowned lines too) */
    uint16_t wait;   /* not done: the port (sq * 4 + side) where it waits then */
} metro_lay_effect;

/* Effects of laying `tile` (as laid) on the empty square `sq` on the lines
 * waiting there, in side order; returns how many (0..4). Module hooks that
 * act on a lay are not modelled: this is a preview of §4.3 only. */
int metro_lay_preview(const metro_state *s, int tile, int sq, metro_lay_effect out[4]);

/* For every port (sq * 4 + side) of the board: the share of the tiles
 * counted in count[] that, laid on that square, would take a line entering
 * by that port straight to a station at the board's edge, ending it with
 * one tile (the board's other squares aside). How exposed a waiting line
 * is to being ended short. */
void metro_edge_exit_share(const int count[METRO_TILE_TYPES], float share[METRO_SQUARES * 4]);
