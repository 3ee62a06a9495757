/* Template module: every hook NULL, so the game plays by the base rules.
 * Copy this file to start a new module; it is built and tested to prove the
 * interface still compiles and the registry handles a do-nothing module. */
#include "metro/module.h"

static const char *const null_excludes[] = {NULL};

const struct metro_module metro_module_null = {
    .id = "null",
    .name = "No module",
    .description = "Template module: plays by the base rules.",
    .excludes = null_excludes,
    .hidden = true, /* a template for developers, not a game option */
    .min_players = 2,
    .max_players = METRO_MAX_PLAYERS,
};
