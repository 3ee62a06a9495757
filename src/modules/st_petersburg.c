/* Metro City: St. Petersburg (docs/rules.md §7). Not yet written: a hidden stub, so the
 * registry, the city group and the screens have their entry. */
#include "metro/module.h"

static const char *const st_petersburg_excludes[] = {NULL};

const struct metro_module metro_module_st_petersburg = {
    .id = "st-petersburg",
    .name = "Metro City: St. Petersburg",
    .description = "City expansion (not playable yet).",
    .excludes = st_petersburg_excludes,
    .hidden = true, /* not complete: built and tested, never offered */
    .group = "city",
    .min_players = 2,
    .max_players = METRO_MAX_PLAYERS,
};
