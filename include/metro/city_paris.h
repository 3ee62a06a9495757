/* Read-only views of Metro City Paris (docs/rules.md §7.1) for the frontend,
 * the CLI and tests. */
#pragma once

#include <stdint.h>

#include "metro/engine.h"

enum {
    METRO_PARIS_SIGHTS = 12, /* sight tiles in the box */
    METRO_PARIS_FIELDS = 4,  /* coloured fields per sight */
    METRO_PARIS_ROW_MAX = 6, /* sights in one player's row, at most (2 players) */
};

/* Edition data (src/modules/paris_data.c): a sight's name and the tourist
 * colour (metro_city_colour_name) of its field 0..3, left to right. */
const char *metro_paris_sight_name(int sight);
int metro_paris_field_colour(int sight, int field);
/* Sights per player for `players` (2p 6, 3p 4, 4p 3, 5p 2, 6p 2). */
int metro_paris_row_length(int players);

/* The sights in front of `seat`, left to right; returns how many (0 when
 * Paris is not in play). */
int metro_paris_row(const metro_state *s, int seat, int sights[METRO_PARIS_ROW_MAX]);
/* Filled fields of seat's row: bit 4 * i + f is field f of its i-th sight. */
uint32_t metro_paris_filled(const metro_state *s, int seat);
/* Colours of the tourists the player to move has taken and still places,
 * in the order they are placed; returns how many. */
int metro_paris_waiting(const metro_state *s, int colour[32]);
/* Tourists that left the game (no field and no tourist square was left). */
int metro_paris_left_game(const metro_state *s);

/* End scoring of one row (pure): `fields` fields, filled as the bits of
 * `filled`: 2 per tourist in the longest unbroken run, -1 per other
 * tourist, +3 per sight with all 4 fields filled. */
typedef struct metro_paris_points {
    int run, others, full_sights, total;
} metro_paris_points;
metro_paris_points metro_paris_score_from(uint32_t filled, int fields);
/* The points of `seat` now (what the end adds to its score). */
metro_paris_points metro_paris_points_of(const metro_state *s, int seat);
