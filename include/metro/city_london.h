/* Read-only views of Metro City London (docs/rules.md §7.3) for the frontend, the CLI and tests. */
#pragma once

#include "metro/engine.h"

enum {
    METRO_LONDON_SIGHTS = 8,
    METRO_LONDON_FIELDS = 16, /* the loop: 8 outward, then 8 on the return lane */
    METRO_LONDON_DRIVE = 4,   /* fields a taxi ride drives at most */
    METRO_LONDON_START = -1,  /* the taxi still on the start arrow */
};

/* The loop's fields: field f < 8 is the outward field of the f-th sight of
 * the row (left to right); field f >= 8 the return field of sight 15 - f
 * (right to left). The right arrow lies between fields 7 and 8, the left
 * (start) arrow between 15 and 0; the taxi drives 0, 1, ... 15, 0, ... */
static inline int metro_london_field_sight(int field)
{
    return field < METRO_LONDON_SIGHTS ? field : METRO_LONDON_FIELDS - 1 - field;
}

const char *metro_london_sight_name(int sight); /* "Tower Bridge", "?" if none */
/* Sight ids 0..7 of the row, left to right; returns 8 (0 without London). */
int metro_london_row(const metro_state *s, int sights[METRO_LONDON_SIGHTS]);
/* Colour 0..7 of a loop field, -1 without London. */
int metro_london_field_colour(const metro_state *s, int field);
/* The field the taxi stands on, METRO_LONDON_START before its first ride. */
int metro_london_taxi(const metro_state *s);

/* One taxi ride (pure): from `taxi` (a field or METRO_LONDON_START) along
 * `colours` (the 16 fields) to the first field of `colour` at most 4 fields
 * on; returns the points (fields driven, 0 if none such) and the field where
 * the taxi stops in *to (4 fields on when none). */
int metro_london_drive(const int colours[METRO_LONDON_FIELDS], int taxi, int colour, int *to);

/* The last ride: who laid on which square, the tourist's colour, the taxi's
 * start and stop, fields driven (4 on a miss) and points; `lay` is the
 * number of tiles on the board after that lay (0: no ride yet). */
typedef struct metro_london_ride {
    int lay, seat, sq, colour, from, to, driven, points;
} metro_london_ride;
metro_london_ride metro_london_last_ride(const metro_state *s);

/* A seat's city points so far, and its rides by points: rides[0] missed,
 * rides[k] drove k fields to the colour (k = 1..4). */
int metro_london_points(const metro_state *s, int seat);
void metro_london_rides(const metro_state *s, int seat, int rides[METRO_LONDON_DRIVE + 1]);
