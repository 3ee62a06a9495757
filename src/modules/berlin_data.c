/* Berlin's edition data (docs/rules.md §7.6, edition defaults): the sights (4
 * named by the rulebook, 4 more landmarks), their values on sides A and B,
 * and the start groups of the tourists. */
#include "berlin_data.h"
#include "metro/i18n_mark.h"

const char *const berlin_sight_name[BERLIN_SIGHTS] = {
    METRO_N_("Alexanderplatz"),   METRO_N_("Berlin Cathedral"),
    METRO_N_("Museum Island"),    METRO_N_("Kaiser Wilhelm Memorial Church"),
    METRO_N_("Brandenburg Gate"), METRO_N_("Reichstag"),
    METRO_N_("TV Tower"),         METRO_N_("Checkpoint Charlie"),
};

/* Both sides add up to 60 high and 28 low; side B only spreads them. Which
 * sight a colour's tourist lands on is random, so no colour is worth more.
 * tests/modules/test_berlin.c checks the sums. */
const signed char berlin_value[2][BERLIN_SIGHTS][2] = {
    {{6, 3}, {6, 3}, {7, 3}, {7, 3}, {8, 4}, {8, 4}, {9, 4}, {9, 4}},
    {{3, 1}, {5, 1}, {6, 2}, {7, 3}, {9, 4}, {9, 5}, {10, 6}, {11, 6}},
};

/* The 2x2 blocks (1,1)-(2,2), (1,5)-(2,6), (5,1)-(6,2), (5,5)-(6,6). */
const signed char berlin_group_square[BERLIN_GROUPS][BERLIN_GROUP_SQUARES] = {
    {9, 10, 17, 18}, {13, 14, 21, 22}, {41, 42, 49, 50}, {45, 46, 53, 54}};

/* The inverse of berlin_group_square: square -> group * 4 + place, -1 off the
 * groups (a lookup for the passes of a scored line; the random games of
 * tests/modules/test_random.c, tickets recomputed, catch a wrong entry). */
const signed char berlin_group_index[64] = {
    -1, -1, -1, -1, -1, -1, -1, -1, -1, 0,  1,  -1, -1, 4,  5,  -1, -1, 2,  3,  -1, -1, 6,
    7,  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 8,  9,  -1,
    -1, 12, 13, -1, -1, 10, 11, -1, -1, 14, 15, -1, -1, -1, -1, -1, -1, -1, -1, -1,
};
