/* The module options of the command line (--chits K, --solo-hard). */
#pragma once

#include <stdbool.h>

#include "args.h"
#include "metro/engine.h"

/* Sets the options in cfg (whose module mask is already parsed): chits 0
 * means "module default". Each option needs its module; then the whole
 * set-up is checked. CLI_OK, or a usage error (exit 2) naming the problem. */
int cli_module_options(const cli_command *cmd, metro_config *cfg, int chits, bool solo_hard);
