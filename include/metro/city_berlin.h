/* Read-only views of Metro City Berlin (docs/rules.md §7.6) for the frontend, the CLI and tests. */
#pragma once

#include "metro/engine.h"

/* Tourist colour on a start-group square, -1 for other squares. */
int metro_berlin_tourist_at(const metro_state *s, int sq);
/* Colour of the tourist on sight 0..7, and the sight of a colour. */
int metro_berlin_sight_tourist(const metro_state *s, int sight);
int metro_berlin_sight_of(const metro_state *s, int colour);
const char *metro_berlin_sight_name(int sight);
/* Side shown by a sight (0 A, 1 B) and its high and low values. */
int metro_berlin_side(const metro_state *s, int sight);
void metro_berlin_values(const metro_state *s, int sight, int *high, int *low);
/* Tickets of a colour an account holds; the imaginary player's (8 minus all
 * those taken). */
int metro_berlin_tickets(const metro_state *s, int account, int colour);
int metro_berlin_imaginary(const metro_state *s, int colour);
/* Points of one colour's ranking for an account, and its total. */
int metro_berlin_colour_points(const metro_state *s, int account, int colour);
int metro_berlin_points(const metro_state *s, int account);
/* Ranking of one colour (pure): holders with tickets[i] > 0 are ranked; the
 * most take `high`, the next `low`; tied holders share the sum of the places
 * they cover, rounded down. */
void metro_berlin_rank_points(const int tickets[], int n, int high, int low, int out[]);
