/* Berlin's edition data (docs/rules.md §7.6): sights, their values, groups. */
#pragma once

enum { BERLIN_SIGHTS = 8, BERLIN_COLOURS = 8, BERLIN_GROUPS = 4, BERLIN_GROUP_SQUARES = 4 };

extern const char *const berlin_sight_name[BERLIN_SIGHTS];
/* berlin_value[side][sight][0] high, [1] low; side 0 is A, 1 is B. */
extern const signed char berlin_value[2][BERLIN_SIGHTS][2];
/* The start groups: 4 squares each (row * 8 + col). */
extern const signed char berlin_group_square[BERLIN_GROUPS][BERLIN_GROUP_SQUARES];
/* Square -> index 0..15 in berlin_group_square (group * 4 + place), or -1. */
extern const signed char berlin_group_index[64];
