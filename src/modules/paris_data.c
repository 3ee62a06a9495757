/* Edition data of Metro City Paris (docs/rules.md §7.1): the 12 sights and the
 * tourist colours of their fields. The rulebook's artwork is not in the
 * text, so this is an edition default: every colour on 6 of the 48 fields,
 * 4 different colours per sight, each colour at each field position once or
 * twice, no two sights with the same colours (tests/modules/test_paris.c
 * checks it). Names: the 11 the rulebook shows, and Centre Pompidou. */
#include "metro/i18n_mark.h"
#include "paris_data.h"

const char *const paris_sight_names[METRO_PARIS_SIGHTS] = {
    METRO_N_("Place de la Concorde"),
    METRO_N_("Dome des Invalides"),
    METRO_N_("Pont Alexandre III"),
    METRO_N_("Eiffel Tower"),
    METRO_N_("Sacre-Coeur"),
    METRO_N_("Versailles"),
    METRO_N_("Arc de Triomphe"),
    METRO_N_("Moulin Rouge"),
    METRO_N_("Notre Dame"),
    METRO_N_("Louvre"),
    METRO_N_("Fondation Louis Vuitton"),
    METRO_N_("Centre Pompidou"),
};

/* 0 red, 1 orange, 2 yellow, 3 green, 4 blue, 5 purple, 6 pink, 7 brown.
 * One list, read twice: as the field colours, and as each sight's fields
 * of each colour (a bit per field), so the rules look a colour up at once. */
/* One sight a row (clang-format cannot settle on this list). */
/* clang-format off */
#define PARIS_SIGHT_COLOURS(X) \
    X(3, 4, 2, 7) X(6, 5, 0, 1) X(0, 7, 5, 6) X(1, 3, 2, 4) X(4, 1, 7, 0) X(2, 5, 3, 6) \
    X(7, 6, 5, 2) X(0, 4, 1, 3) X(5, 1, 7, 2) X(6, 3, 4, 0) X(3, 0, 4, 5) X(1, 2, 6, 7)
/* clang-format on */

#define AS_FIELDS(a, b, c, d) {a, b, c, d},
const uint8_t paris_field_colours[METRO_PARIS_SIGHTS][METRO_PARIS_FIELDS] = {
    PARIS_SIGHT_COLOURS(AS_FIELDS)};

#define NIBBLE(k, a, b, c, d)                                                                      \
    (((a) == (k) ? 1 : 0) | ((b) == (k) ? 2 : 0) | ((c) == (k) ? 4 : 0) | ((d) == (k) ? 8 : 0))
#define AS_NIBBLES(a, b, c, d)                                                                     \
    {NIBBLE(0, a, b, c, d), NIBBLE(1, a, b, c, d), NIBBLE(2, a, b, c, d), NIBBLE(3, a, b, c, d),   \
     NIBBLE(4, a, b, c, d), NIBBLE(5, a, b, c, d), NIBBLE(6, a, b, c, d), NIBBLE(7, a, b, c, d)},
const uint8_t paris_colour_fields[METRO_PARIS_SIGHTS][METRO_CITY_COLOURS] = {
    PARIS_SIGHT_COLOURS(AS_NIBBLES)};
