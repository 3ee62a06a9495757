/* Read-only views of Metro City New York (docs/rules.md §7.4) for the frontend, the CLI and tests.
 */
#pragma once

#include "metro/engine.h"

/* Tourist colour 0..7 placed at station 1..32 (it stays named after it is
 * taken), -1 without New York. */
int metro_ny_tourist(const metro_state *s, int station);
/* Score account that took the tourist of the station, -1 while it waits. */
int metro_ny_taken_by(const metro_state *s, int station);
/* Board 0..7 of a score account (a seat, or a company with shares), -1 none. */
int metro_ny_board(const metro_state *s, int account);
/* Points of one tourist of `colour` on `board` (edition data). */
int metro_ny_board_value(int board, int colour);
/* The sight of a tourist colour on the boards ("Times Square"). */
const char *metro_ny_sight(int colour);
/* Tourists of `colour` that `account` has taken; its city points now. */
int metro_ny_count(const metro_state *s, int account, int colour);
int metro_ny_points(const metro_state *s, int account);
/* Points of count[c] tourists of each colour c on `board` (pure). */
int metro_ny_score(int board, const int count[8]);
