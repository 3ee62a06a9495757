/* The module options of the command line: `--option ID=VALUE` and the aliases
 * the modules declare, read through the modules' tables (no module named here). */
#include "module_options.h"

#include <stdio.h>
#include <string.h>

#include "metro/module.h"

void cli_module_opts_add(cli_opt *opts, int *n, cli_module_args *args)
{
    opts[(*n)++] = (cli_opt){.name = "--option", .kind = CLI_MODULE, .dest = args, .slot = -1};
    for (int i = 0; i < metro_module_count() && i < METRO_MODULE_SLOTS; i++) {
        const struct metro_module *m = metro_module_get(i);
        if (m->hidden || !m->option.key || !m->option.alias) continue;
        opts[(*n)++] = (cli_opt){.name = m->option.alias,
                                 .kind = CLI_MODULE,
                                 .dest = args,
                                 .slot = i,
                                 .flag_value = m->option.alias_value};
    }
}

/* Ids of the offered modules that have an option, for messages. */
static void modules_with_options(char *out, size_t n)
{
    size_t at = 0;
    out[0] = 0;
    for (int i = 0; i < metro_module_count() && at < n; i++) {
        const struct metro_module *m = metro_module_get(i);
        if (!m->hidden && m->option.key)
            at += (size_t)snprintf(out + at, n - at, "%s%s", at ? ", " : "", m->id);
    }
}

/* The module slot and value text of one argument; usage error if neither. */
static int locate(const cli_command *cmd, const cli_module_arg *a, int *slot, const char **value)
{
    char id[64], known[256];
    *slot = a->slot, *value = a->text;
    if (a->slot >= 0) return CLI_OK;
    const char *eq = strchr(a->text, '=');
    size_t len = eq ? (size_t)(eq - a->text) : 0;
    if (!eq || !len || len >= sizeof id || !eq[1])
        return cli_usage_error(cmd, "%s '%.60s': expected MODULE=VALUE, e.g. station-numbers=3",
                               a->opt, a->text);
    memcpy(id, a->text, len);
    id[len] = 0;
    *slot = metro_module_find(id);
    *value = eq + 1;
    modules_with_options(known, sizeof known);
    if (*slot < 0 || metro_module_get(*slot)->hidden)
        return cli_usage_error(cmd, "%s %.60s: unknown module '%s' (modules with an option: %s)",
                               a->opt, a->text, id, known);
    if (!metro_module_get(*slot)->option.key)
        return cli_usage_error(cmd, "%s %.60s: module '%s' has no option (modules with one: %s)",
                               a->opt, a->text, id, known);
    return CLI_OK;
}

int cli_module_options(const cli_command *cmd, metro_config *cfg, const cli_module_args *args)
{
    char err[256];
    uint32_t given = 0;
    for (int i = 0; i < args->n; i++) {
        const cli_module_arg *a = &args->item[i];
        const char *value;
        int slot, rc = locate(cmd, a, &slot, &value);
        if (rc) return rc;
        const struct metro_module *m = metro_module_get(slot);
        const char *sep = a->slot < 0 ? " " : "", *text = a->slot < 0 ? a->text : "";
        if (!(cfg->modules >> slot & 1u))
            return cli_usage_error(cmd, "%s%s%.60s needs --modules %s", a->opt, sep, text, m->id);
        if (given >> slot & 1u)
            return cli_usage_error(cmd, "%s%s%.60s: module '%s' has its option given twice", a->opt,
                                   sep, text, m->id);
        given |= 1u << slot;
        if (metro_module_option_parse(m, value, &cfg->module_option[slot], err, sizeof err))
            return cli_usage_error(cmd, "%s %.60s: %s", a->opt, a->text, err);
    }
    if (metro_modules_check_config(cfg, err, sizeof err)) return cli_usage_error(cmd, "%s", err);
    return CLI_OK;
}

/* "CHITS" for the key "chits": the placeholder of the value in --help. */
static void placeholder(const char *key, char *out, size_t n)
{
    size_t i = 0;
    for (; key[i] && i + 1 < n; i++)
        out[i] = key[i] >= 'a' && key[i] <= 'z' ? (char)(key[i] - 'a' + 'A') : key[i];
    out[i] = 0;
}

void cli_help_module_options(void)
{
    printf("\nmodule options (--option MODULE=VALUE; the module must be in --modules):\n");
    for (int i = 0; i < metro_module_count(); i++) {
        const struct metro_module *m = metro_module_get(i);
        const struct metro_module_option *o = &m->option;
        if (m->hidden || !o->key) continue;
        char range[128] = "", def[32], key[32], alias[96] = "";
        size_t at = 0;
        for (int v = o->min; o->values && v <= o->max; v++)
            at += (size_t)snprintf(range + at, sizeof range - at, "%s%s", v > o->min ? " or " : "",
                                   o->values[v - o->min]);
        snprintf(range + at, sizeof range - at, o->values ? " (or %d to %d)" : "%d to %d", o->min,
                 o->max);
        placeholder(o->key, key, sizeof key);
        metro_module_option_format(m, o->def, def, sizeof def);
        if (o->alias && o->alias_value)
            snprintf(alias, sizeof alias, "; %s is %s=%s", o->alias, m->id, o->alias_value);
        else if (o->alias)
            snprintf(alias, sizeof alias, "; %s %s is the same", o->alias, key);
        printf("  %s=%s  %s: %s, default %s%s\n", m->id, key, o->label, range, def, alias);
    }
}
