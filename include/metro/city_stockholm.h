/* Read-only views of Metro City Stockholm (docs/rules.md §7.2) for the frontend,
 * the CLI and tests. */
#pragma once

#include "metro/engine.h"

enum {
    METRO_STOCKHOLM_SIGHTS = 8,    /* sight tiles in the row */
    METRO_STOCKHOLM_FIELDS = 4,    /* fields per sight, each with a point value */
    METRO_STOCKHOLM_ROW = 32,      /* fields in the whole row, left to right */
    METRO_STOCKHOLM_BOX = -1,      /* holder of a chip nobody was dealt */
    METRO_STOCKHOLM_SECRET = 0,    /* option: chips dealt face down to the players */
    METRO_STOCKHOLM_ON_SIGHTS = 1, /* option (variant): chips face up on the sights */
};

/* Edition data (src/modules/stockholm_data.c): a sight's name and the points
 * printed on its field 0..3, left to right. */
const char *metro_stockholm_sight_name(int sight);
int metro_stockholm_sight_value(int sight, int field);
/* Colour chips each player is dealt: 2p 3, 3p 2, 4p 2, 5p 1, 6p 1. */
int metro_stockholm_chips_per_player(int players);

/* The rest reads the game (0 / -1 without Stockholm). */
bool metro_stockholm_variant(const metro_state *s);
/* Sight id at row position 0..7 (left to right). */
int metro_stockholm_row_sight(const metro_state *s, int pos);
/* Points printed on row field 0..31 (position * 4 + field). */
int metro_stockholm_field_value(const metro_state *s, int field);
/* Tourist colour on row field 0..31, -1 while it is free. */
int metro_stockholm_field_colour(const metro_state *s, int field);
/* Seat that laid the tile taking the tourist now on `field`, -1 free. */
int metro_stockholm_field_taker(const metro_state *s, int field);
/* Square the tourist on `field` was taken from, -1 free. */
int metro_stockholm_field_from(const metro_state *s, int field);
/* Row field filled by the latest lay on a tourist, -1 none yet. */
int metro_stockholm_last_field(const metro_state *s);
/* Row field the next tourist of `colour` goes to, -1 none left. */
int metro_stockholm_next_field(const metro_state *s, int colour);
/* Base game: seat holding the chip of `colour`, METRO_STOCKHOLM_BOX if
 * nobody. This is a SECRET of that seat: a screen shows it only to it. */
int metro_stockholm_chip_holder(const metro_state *s, int colour);
/* Variant: the chip colour lying face up on row position 0..7, -1 without. */
int metro_stockholm_chip_on(const metro_state *s, int pos);
/* Points of the tourists of `colour` in the row so far (sum of the values
 * under them). */
int metro_stockholm_colour_points(const metro_state *s, int colour);
/* City points of a seat now: base game, the colours it holds; variant, what
 * it scored at once. */
int metro_stockholm_points(const metro_state *s, int seat);
/* Points of a player holding the colours in `colours` (bit c: colour c) when
 * row field f holds a tourist of colour[f] (-1 free) on value[f] (pure). */
int metro_stockholm_score(const int colour[METRO_STOCKHOLM_ROW],
                          const int value[METRO_STOCKHOLM_ROW], unsigned colours);
