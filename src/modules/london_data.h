/* London's edition data (docs/rules.md §7.3): the 8 sights and their fields. */
#pragma once

enum { LONDON_SIGHTS = 8, LONDON_FIELDS = 16, LONDON_COLOURS = 8 };

extern const char *const london_sight_name[LONDON_SIGHTS];
/* london_sight_colour[sight][0]: the field on the outward lane, [1]: the
 * field on the return lane (tourist colours, metro_city_colour_name). */
extern const signed char london_sight_colour[LONDON_SIGHTS][2];
