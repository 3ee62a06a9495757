/* Read-only views of Metro City St. Petersburg (docs/rules.md §7.5) for the frontend, the CLI and
 * tests. */
#pragma once

#include "metro/engine.h"

/* Square and name of sight 0..7 (edition data). */
int metro_spb_sight_square(int sight);
const char *metro_spb_sight_name(int sight);
/* What is on the sight's square: -2 the sight, -1 a tile whose tourist is
 * being chosen, else the tourist's colour (-3 without St. Petersburg). */
int metro_spb_colour(const metro_state *s, int sight);
/* Sight whose tourist the player to move must choose now, -1 none. */
int metro_spb_pending(const metro_state *s);
/* Chips still stacked on the sight's tile. */
int metro_spb_stack_left(const metro_state *s, int sight);
/* The 4 chip values of a colour (public: sorted face up at set-up). */
int metro_spb_chip_values(int colour, int out[4]);
/* The chips an account holds: colour and value of each (SECRET: a value may
 * be shown only to its holder, or at the end); returns the count. */
int metro_spb_chips(const metro_state *s, int account, int colour[], int value[]);
int metro_spb_points(const metro_state *s, int account);
