/* Strict command-line option parsing shared by the metro-cli subcommands. */
#include "args.h"

#include "module_options.h"
#include "options.h"
#include "printable.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { STDIN_LIMIT = 64 * 1024 };

void cli_print_help(const cli_command *cmd)
{
    printf("usage: metro-cli %s %s\n\n%s\n", cmd->name, cmd->usage, cmd->help);
    if (cmd->details && cmd->details[0]) printf("\n%s", cmd->details);
    if (cmd->extra_help) cmd->extra_help();
}

/* "error: COMMAND: MESSAGE" on stderr, control bytes escaped (printable.h). */
static void print_error(const cli_command *cmd, const char *fmt, va_list ap)
{
    char msg[1024];
    vsnprintf(msg, sizeof msg, fmt, ap);
    metro_print_line(stderr, "error: %s: %s", cmd->name, msg);
}

void cli_error(const cli_command *cmd, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    print_error(cmd, fmt, ap);
    va_end(ap);
}

int cli_usage_error(const cli_command *cmd, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    print_error(cmd, fmt, ap);
    va_end(ap);
    fprintf(stderr, "usage: metro-cli %s %s (see metro-cli %s --help)\n", cmd->name, cmd->usage,
            cmd->name);
    return CLI_USAGE;
}

/* Digits only (no sign, no spaces), so "3x", " 3", "+3" and "" are refused. */
static bool all_digits(const char *v)
{
    if (!*v) return false;
    for (; *v; v++)
        if (!isdigit((unsigned char)*v)) return false;
    return true;
}

static int set_value(const cli_command *cmd, cli_opt *o, const char *v)
{
    switch (o->kind) {
    case CLI_INT: {
        errno = 0;
        long x = all_digits(v) ? strtol(v, NULL, 10) : -1;
        if (!all_digits(v) || errno || x < o->lo || x > o->hi)
            return cli_usage_error(cmd, "%s '%.40s': must be a whole number from %ld to %ld",
                                   o->name, v, o->lo, o->hi);
        *(int *)o->dest = (int)x;
        return CLI_OK;
    }
    case CLI_U64: {
        errno = 0;
        unsigned long long x = all_digits(v) ? strtoull(v, NULL, 10) : 0;
        if (!all_digits(v) || errno)
            return cli_usage_error(cmd, "%s '%.40s': must be a whole number from 0 to %llu",
                                   o->name, v, (unsigned long long)UINT64_MAX);
        *(uint64_t *)o->dest = (uint64_t)x;
        return CLI_OK;
    }
    case CLI_STR:
        *(const char **)o->dest = v;
        return CLI_OK;
    case CLI_FLAG:
        *(bool *)o->dest = true;
        return CLI_OK;
    case CLI_MODULE: {
        cli_module_args *args = o->dest;
        if (args->n == CLI_MODULE_ARGS)
            return cli_usage_error(cmd, "%s: more than %d module options", o->name,
                                   CLI_MODULE_ARGS);
        args->item[args->n++] = (cli_module_arg){o->name, v ? v : o->flag_value, o->slot};
        return CLI_OK;
    }
    }
    return CLI_USAGE;
}

typedef struct parse_ctx {
    const cli_command *cmd;
    cli_opt *opts;
    const char **pos;
    int max_pos, *n_pos;
} parse_ctx;

static int on_option(void *ctx, int index, const char *value)
{
    parse_ctx *c = ctx;
    c->opts[index].seen = true;
    return set_value(c->cmd, &c->opts[index], value);
}

static int on_argument(void *ctx, const char *arg)
{
    parse_ctx *c = ctx;
    if (*c->n_pos < c->max_pos) {
        c->pos[(*c->n_pos)++] = arg;
        return CLI_OK;
    }
    if (c->max_pos)
        return cli_usage_error(c->cmd, "unexpected argument '%.40s' (at most %d)", arg, c->max_pos);
    return cli_usage_error(c->cmd, "unexpected argument '%.40s'", arg);
}

static int on_refuse(void *ctx, const char *message)
{
    parse_ctx *c = ctx;
    return cli_usage_error(c->cmd, "%s", message);
}

int cli_parse(const cli_command *cmd, int argc, char **argv, cli_opt *opts, int n_opts,
              const char **pos, int min_pos, int max_pos, int *n_pos)
{
    *n_pos = 0;
    /* --help wins over any error elsewhere on the line. */
    for (int i = 1; i < argc && strcmp(argv[i], "--") != 0; i++) {
        if (strcmp(argv[i], "--help") == 0) {
            cli_print_help(cmd);
            return -1;
        }
    }
    /* zeroed whole: gcc -O3 with the sanitizers cannot see the loop fill it */
    metro_option table[METRO_OPTIONS_MAX] = {{0}};
    if (n_opts > METRO_OPTIONS_MAX) return cli_usage_error(cmd, "too many options");
    for (int k = 0; k < n_opts; k++) {
        const cli_opt *o = &opts[k];
        bool flag = o->kind == CLI_FLAG || (o->kind == CLI_MODULE && o->flag_value);
        table[k] = (metro_option){o->name + 2, 0, !flag, o->kind == CLI_MODULE};
    }
    parse_ctx ctx = {cmd, opts, pos, max_pos, n_pos};
    metro_option_hooks hooks = {&ctx, on_option, on_argument, on_refuse};
    int rc = metro_options_read(argc, argv, table, n_opts, &hooks);
    if (rc) return rc;
    for (int k = 0; k < n_opts; k++)
        if (opts[k].required && !opts[k].seen)
            return cli_usage_error(cmd, "missing %s", opts[k].name);
    if (*n_pos < min_pos) return cli_usage_error(cmd, "missing argument%s", min_pos > 1 ? "s" : "");
    return CLI_OK;
}

char *cli_read_placements(const cli_command *cmd, const char *arg)
{
    if (strcmp(arg, "-") != 0) {
        char *copy = malloc(strlen(arg) + 1);
        if (!copy) cli_error(cmd, "out of memory");
        return copy ? strcpy(copy, arg) : NULL;
    }
    char *buf = malloc(STDIN_LIMIT + 1);
    if (!buf) {
        cli_error(cmd, "out of memory");
        return NULL;
    }
    size_t n = fread(buf, 1, STDIN_LIMIT + 1, stdin);
    if (ferror(stdin) || n > STDIN_LIMIT || memchr(buf, 0, n)) {
        cli_error(cmd, "standard input: %s",
                  ferror(stdin)     ? "read error"
                  : n > STDIN_LIMIT ? "more than 64 KiB: not a placement sequence"
                                    : "contains a NUL byte: not a placement sequence");
        free(buf);
        return NULL;
    }
    buf[n] = 0;
    return buf;
}

int cli_split_list(char *buf, const char **names, int max)
{
    int n = 0;
    for (char *p = buf;;) {
        char *e = strchr(p, ',');
        if (e) *e = 0;
        if (!*p || n >= max) return -1;
        names[n++] = p;
        if (!e) return n;
        p = e + 1;
    }
}
