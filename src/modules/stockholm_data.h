/* Stockholm's edition data (docs/rules.md §7.2): the 8 sights and their values. */
#pragma once

enum { STH_SIGHTS = 8, STH_FIELDS = 4 };

extern const char *const sth_sight_name[STH_SIGHTS];
/* Points printed on field f (left to right) of sight s. */
extern const signed char sth_field_value[STH_SIGHTS][STH_FIELDS];
