/* The module options of the command line, generic over the modules' tables:
 * `--option ID=VALUE` and each module's declared alias (--chits K, --solo-hard). */
#pragma once

#include <stdbool.h>

#include "args.h"
#include "metro/engine.h"

enum { CLI_MODULE_ARGS = 16, CLI_MODULE_OPTS = 1 + METRO_MODULE_SLOTS };

/* One module option as given: the option's name ("--option", "--chits"),
 * its text ("station-numbers=3", "3", "hard") and the alias's module slot
 * (-1 for --option, whose text names the module). */
typedef struct cli_module_arg {
    const char *opt;
    const char *text;
    int slot;
} cli_module_arg;

typedef struct cli_module_args {
    cli_module_arg item[CLI_MODULE_ARGS];
    int n;
} cli_module_args;

/* Appends to opts (at *n, room for CLI_MODULE_OPTS more) the --option entry
 * and one entry per alias that a module declares, all collecting into args. */
void cli_module_opts_add(cli_opt *opts, int *n, cli_module_args *args);

/* Sets the options in cfg (whose module mask is already parsed). Each
 * option needs its module in play and a value in its declared range; then
 * the whole set-up is checked. CLI_OK, or a usage error (exit 2) naming
 * the option, the module and the reason. */
int cli_module_options(const cli_command *cmd, metro_config *cfg, const cli_module_args *args);

/* The --option lines of --help, from the modules' tables. */
void cli_help_module_options(void);
