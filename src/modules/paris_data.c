/* Edition data of Metro City Paris (docs/rules.md §7): the 12 sights and the
 * tourist colours of their fields. The rulebook's artwork is not in the
 * text, so this is an edition default: every colour on 6 of the 48 fields,
 * 4 different colours per sight, each colour at each field position once or
 * twice, no two sights with the same colours (tests/modules/test_paris.c
 * checks it). Names: the 11 the rulebook shows, and Centre Pompidou. */
#include "paris_data.h"

const char *const paris_sight_names[METRO_PARIS_SIGHTS] = {
    "Place de la Concorde",
    "Dome des Invalides",
    "Pont Alexandre III",
    "Eiffel Tower",
    "Sacre-Coeur",
    "Versailles",
    "Arc de Triomphe",
    "Moulin Rouge",
    "Notre Dame",
    "Louvre",
    "Fondation Louis Vuitton",
    "Centre Pompidou",
};

/* 0 red, 1 orange, 2 yellow, 3 green, 4 blue, 5 purple, 6 pink, 7 brown. */
const uint8_t paris_field_colours[METRO_PARIS_SIGHTS][METRO_PARIS_FIELDS] = {
    {3, 4, 2, 7}, {6, 5, 0, 1}, {0, 7, 5, 6}, {1, 3, 2, 4}, {4, 1, 7, 0}, {2, 5, 3, 6},
    {7, 6, 5, 2}, {0, 4, 1, 3}, {5, 1, 7, 2}, {6, 3, 4, 0}, {3, 0, 4, 5}, {1, 2, 6, 7},
};
