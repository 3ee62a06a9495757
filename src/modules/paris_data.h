/* Edition data of Metro City Paris (docs/rules.md §7), defined in paris_data.c. */
#pragma once

#include <stdint.h>

#include "metro/city_paris.h"

extern const char *const paris_sight_names[METRO_PARIS_SIGHTS];
extern const uint8_t paris_field_colours[METRO_PARIS_SIGHTS][METRO_PARIS_FIELDS];
