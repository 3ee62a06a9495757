/* New York's edition data (docs/rules.md §7.4): the 8 sights and the 8 boards. */
#pragma once

enum { NY_BOARDS = 8, NY_COLOURS = 8 };

/* The sight of each tourist colour; the same on every board. */
extern const char *const ny_sight_name[NY_COLOURS];
/* Points of one tourist of colour c on board b. */
extern const signed char ny_board_value[NY_BOARDS][NY_COLOURS];
