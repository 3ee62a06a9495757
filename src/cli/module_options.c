/* The module options of the command line (--chits K, --solo-hard). */
#include "module_options.h"

#include "metro/module.h"

int cli_module_options(const cli_command *cmd, metro_config *cfg, int chits, bool solo_hard)
{
    char err[256];
    int chits_slot = metro_module_find("station-numbers"), solo = metro_module_find("solo");
    if (chits && !(cfg->modules >> chits_slot & 1u))
        return cli_usage_error(cmd, "--chits needs --modules station-numbers");
    if (chits) cfg->module_option[chits_slot] = chits;
    if (solo_hard && !(cfg->modules >> solo & 1u))
        return cli_usage_error(cmd, "--solo-hard needs --modules solo");
    if (solo_hard) cfg->module_option[solo] = 1;
    if (metro_modules_check_config(cfg, err, sizeof err)) return cli_usage_error(cmd, "%s", err);
    return CLI_OK;
}
