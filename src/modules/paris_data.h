/* Edition data of Metro City Paris (docs/rules.md §7.1), defined in paris_data.c. */
#pragma once

#include <stdint.h>

#include "metro/city_paris.h"
#include "metro/modules.h"

extern const char *const paris_sight_names[METRO_PARIS_SIGHTS];
extern const uint8_t paris_field_colours[METRO_PARIS_SIGHTS][METRO_PARIS_FIELDS];
/* Fields of each colour on a sight, a bit per field (0..3): the table above
 * read by colour. */
extern const uint8_t paris_colour_fields[METRO_PARIS_SIGHTS][METRO_CITY_COLOURS];
