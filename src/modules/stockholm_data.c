/* Stockholm's edition data (docs/rules.md §7.2, edition defaults): sight names
 * from the rulebook plus real landmarks, and the points printed on fields. */
#include "metro/i18n_mark.h"
#include "stockholm_data.h"

/* The rulebook names Gröna Lund, the Royal Palace, the Nobel Museum and
 * Drottningholm Palace; the other four are landmarks of the city. */
const char *const sth_sight_name[STH_SIGHTS] = {
    METRO_N_("Gröna Lund"),  METRO_N_("Kungliga slottet"),
    METRO_N_("Nobelmuseet"), METRO_N_("Drottningholms slott"),
    METRO_N_("Vasamuseet"),  METRO_N_("Stadshuset"),
    METRO_N_("Skansen"),     METRO_N_("Storkyrkan"),
};

/* Two 4x4 Latin squares over 1 2 3 4: every sight sums to 10 (so neither
 * the random row order nor, in the variant, the sight a colour's chip lies
 * on favours a colour), and each field position holds every value twice
 * (being early or late in a sight is worth the same on average). Sight 0
 * field 2 (3) and sight 1 field 2 (4) give the rulebook's example: red 3,
 * purple 4. tests/modules/test_stockholm.c checks all of this. */
const signed char sth_field_value[STH_SIGHTS][STH_FIELDS] = {
    {1, 2, 3, 4}, {2, 1, 4, 3}, {3, 4, 1, 2}, {4, 3, 2, 1},
    {1, 3, 4, 2}, {2, 4, 3, 1}, {3, 1, 2, 4}, {4, 2, 1, 3},
};
