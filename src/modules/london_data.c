/* London's edition data (docs/rules.md §7.3, edition defaults): sight names
 * and the two coloured fields of each sight. */
#include "london_data.h"

#include "metro/i18n_mark.h"

/* The five sights the rulebook names, then three further landmarks. */
const char *const london_sight_name[LONDON_SIGHTS] = {
    METRO_N_("Tower Bridge"),        METRO_N_("Tower of London"), METRO_N_("Trafalgar Square"),
    METRO_N_("Westminster Palace"),  METRO_N_("London Eye"),      METRO_N_("Buckingham Palace"),
    METRO_N_("St Paul's Cathedral"), METRO_N_("British Museum"),
};

/* Sight i shows colour i on the outward lane and colour i + 3 (mod 8) on the
 * return lane: every colour once on each lane and never twice on a sight.
 * As the sights lie in a random row, each colour's two fields then land on a
 * uniformly random pair of different sights, one per lane, so no colour
 * lies better on the loop than another. tests/modules/test_london.c checks
 * this. */
const signed char london_sight_colour[LONDON_SIGHTS][2] = {
    {0, 3}, {1, 4}, {2, 5}, {3, 6}, {4, 7}, {5, 0}, {6, 1}, {7, 2},
};
