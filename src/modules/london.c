/* Metro City: London (docs/rules.md §7). Not yet written: a hidden stub, so the
 * registry, the city group and the screens have their entry. */
#include "metro/module.h"

static const char *const london_excludes[] = {NULL};

const struct metro_module metro_module_london = {
    .id = "london",
    .name = "Metro City: London",
    .description = "City expansion (not playable yet).",
    .excludes = london_excludes,
    .hidden = true, /* not complete: built and tested, never offered */
    .group = "city",
    .min_players = 2,
    .max_players = METRO_MAX_PLAYERS,
};
