/* Metro City: New York (docs/rules.md §7). Not yet written: a hidden stub, so the
 * registry, the city group and the screens have their entry. */
#include "metro/module.h"

static const char *const new_york_excludes[] = {NULL};

const struct metro_module metro_module_new_york = {
    .id = "new-york",
    .name = "Metro City: New York",
    .description = "City expansion (not playable yet).",
    .excludes = new_york_excludes,
    .hidden = true, /* not complete: built and tested, never offered */
    .group = "city",
    .min_players = 2,
    .max_players = METRO_MAX_PLAYERS,
};
