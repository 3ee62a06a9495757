/* New York's edition data (docs/rules.md §7.4, edition defaults): sight names
 * from the rulebook and the point values of the 8 boards. */
#include "new_york_data.h"
#include "metro/i18n_mark.h"

/* The sight of each tourist colour (red, orange, yellow, green, blue,
 * purple, pink, brown: metro_city_colour_name), the same on every board. */
const char *const ny_sight_name[NY_COLOURS] = {
    METRO_N_("Empire State Building"), METRO_N_("Times Square"),
    METRO_N_("Statue of Liberty"),     METRO_N_("St. Patrick's Cathedral"),
    METRO_N_("Yankee Stadium"),        METRO_N_("Central Park"),
    METRO_N_("Brooklyn Bridge"),       METRO_N_("Rockefeller Center"),
};

/* A Latin square over the values 0 1 1 2 2 3 3 4: every board and every
 * colour holds each of them once (each sums to 16), so no board and no
 * colour is worth more on average; board 0 is the rulebook's example
 * (red 3, blue 1, green 0). tests/modules/test_new_york.c checks this. */
const signed char ny_board_value[NY_BOARDS][NY_COLOURS] = {
    {3, 2, 4, 0, 1, 3, 2, 1}, {3, 2, 1, 3, 2, 4, 0, 1}, {4, 0, 1, 3, 2, 1, 3, 2},
    {1, 3, 2, 4, 0, 1, 3, 2}, {1, 3, 2, 1, 3, 2, 4, 0}, {2, 4, 0, 1, 3, 2, 1, 3},
    {2, 1, 3, 2, 4, 0, 1, 3}, {0, 1, 3, 2, 1, 3, 2, 4},
};
