/* The §8 text notation: placement sequences like "cbaa32aacb07". */
#pragma once

#include "metro/engine.h"

typedef struct metro_placement {
    uint8_t tile; /* tile type as laid */
    uint8_t sq;
} metro_placement;

/* Parse the text (whitespace ignored) into at most 60 placements. Syntax
 * only: whole 6-character placements, letters a-d forming a tile, digits 0-7.
 * Returns METRO_OK, or METRO_ERR_BAD_MOVE with "what, where, why" in why. */
int metro_notation_parse(const char *text, metro_placement out[METRO_DECK_SIZE], int *n, char *why,
                         size_t whylen);

/* Check each placement against the rules on the board left by the ones
 * before it (and the deck counts; by rotation class with free orientation).
 * Returns 0 when valid, else the 1-based index of the first bad placement
 * with the reason in why. The final (or last legal) board is left in board. */
int metro_notation_validate(const metro_placement *p, int n, int players, bool free_orientation,
                            metro_state *board, char *why, size_t whylen);

/* The same check as metro_notation_validate (same return value and
 * message) for the base game, without building a game state: for reading
 * many boards. score gets the points per account (as metro_state.score)
 * of the final (or last legal) board. */
int metro_notation_score(const metro_placement *p, int n, int players, bool free_orientation,
                         int score[METRO_MAX_ACCOUNTS], char *why, size_t whylen);

/* Write placements as text; returns length (out must hold 6*n+1). */
int metro_notation_format(const metro_placement *p, int n, char *out, size_t size);
void metro_placement_format(metro_placement p, char out[7]);
