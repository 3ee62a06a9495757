/* St. Petersburg's edition data (docs/rules.md §7.5, edition defaults): the
 * sights (4 named by the rulebook, 4 more landmarks) and each colour's chips. */
#include "st_petersburg_data.h"

#include "metro/i18n_mark.h"

const char *const spb_sight_name[SPB_SIGHTS] = {
    METRO_N_("Peter and Paul Fortress"),
    METRO_N_("Bronze Horseman"),
    METRO_N_("Peterhof Palace"),
    METRO_N_("Catherine Palace"),
    METRO_N_("Hermitage"),
    METRO_N_("St. Isaac's Cathedral"),
    METRO_N_("Church of the Saviour on Spilled Blood"),
    METRO_N_("Kazan Cathedral"),
};

/* (1,1) (2,2) (5,5) (6,6) (1,6) (2,5) (5,2) (6,1) */
const signed char spb_sight_square[SPB_SIGHTS] = {9, 18, 45, 54, 14, 21, 42, 49};

/* Every colour's chips add up to 10 (2.5 a chip): only the spread differs,
 * so choosing a colour is choosing a risk, never a better colour.
 * tests/modules/test_st_petersburg.c checks the sums. */
const signed char spb_chip_value[SPB_COLOURS][SPB_CHIPS] = {
    {2, 2, 3, 3}, {1, 2, 3, 4}, {1, 1, 4, 4}, {0, 2, 3, 5},
    {1, 1, 3, 5}, {0, 1, 4, 5}, {2, 2, 2, 4}, {0, 0, 5, 5},
};
