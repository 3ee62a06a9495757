/* The command-line reader of every program (options.h), over getopt_long. */
#include "options.h"

#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

__attribute__((format(printf, 2, 3))) static int refuse(const metro_option_hooks *h,
                                                        const char *fmt, ...)
{
    char msg[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return h->refuse(h->ctx, msg);
}

/* An unknown or ambiguous long option, by what was typed before any '='. */
static int refuse_long(const char *arg, const metro_option *opts, int n,
                       const metro_option_hooks *h)
{
    const char *typed = arg + 2;
    int len = (int)strcspn(typed, "="), matches = 0;
    for (int i = 0; i < n; i++) matches += strncmp(opts[i].name, typed, (size_t)len) == 0;
    if (matches > 1) return refuse(h, "ambiguous option '--%.*s'", len > 60 ? 60 : len, typed);
    return refuse(h, "unknown option '--%.*s'", len > 60 ? 60 : len, typed);
}

/* What getopt_long refused: an unknown option, a value missing or given to
 * an option that takes none. */
static int refused(int c, const char *arg, const metro_option *opts, int n,
                   const metro_option_hooks *h)
{
    int id = optopt >= 256 && optopt < 256 + n ? optopt - 256 : -1;
    for (int i = 0; i < n && id < 0 && optopt; i++)
        if (opts[i].letter == optopt) id = i;
    if (c == ':' && id >= 0) return refuse(h, "--%s needs a value", opts[id].name);
    if (id >= 0 && arg[0] == '-' && arg[1] == '-')
        return refuse(h, "--%s takes no value", opts[id].name);
    if (arg[0] == '-' && arg[1] == '-') return refuse_long(arg, opts, n, h);
    return refuse(h, "unknown option '-%c'", optopt ? optopt : '?');
}

/* An argument that is no option, to the program's hook if it takes any. */
static int argument(const metro_option_hooks *h, const char *arg)
{
    if (h->argument) return h->argument(h->ctx, arg);
    return refuse(h, "unexpected argument '%.60s'", arg);
}

int metro_options_read(int argc, char **argv, const metro_option *opts, int n,
                       const metro_option_hooks *hooks)
{
    struct option table[METRO_OPTIONS_MAX + 1] = {{0}};
    char letters[2 * METRO_OPTIONS_MAX + 3] =
        "-:"; /* '-': arguments in order; ':': missing values */
    bool seen[METRO_OPTIONS_MAX] = {0};
    if (n > METRO_OPTIONS_MAX) return refuse(hooks, "more than %d options", METRO_OPTIONS_MAX);
    for (int i = 0; i < n; i++) {
        table[i] = (struct option){opts[i].name, opts[i].value ? required_argument : no_argument,
                                   NULL, 256 + i};
        if (opts[i].letter) letters[strlen(letters)] = opts[i].letter;
    }
    table[n] = (struct option){0};
    opterr = 0; /* the messages here escape what they echo */
    optind = 0; /* glibc and musl: start afresh, also on another argv */
    int rc = 0, c;
    while (!rc && (c = getopt_long(argc, argv, letters, table, NULL)) != -1) {
        const char *arg = argv[optind - 1];
        if (c == 1) { /* an argument between options */
            rc = argument(hooks, optarg);
            continue;
        }
        if (c == '?' || c == ':') return refused(c, arg, opts, n, hooks);
        int id = c >= 256 ? c - 256 : 0;
        for (int i = 0; c < 256 && i < n; i++)
            if (opts[i].letter == c) id = i;
        const char *name = opts[id].name;
        if (seen[id] && !opts[id].repeatable) return refuse(hooks, "--%s given twice", name);
        seen[id] = true;
        if (optarg && optarg == arg && arg[0] == '-' && arg[1] == '-' && arg[2])
            return refuse(hooks,
                          "--%s needs a value, not the option '%.60s' (a value that starts with "
                          "-- is written --%s=VALUE)",
                          name, arg, name);
        rc = hooks->option(hooks->ctx, id, optarg);
    }
    for (int i = optind; !rc && i < argc; i++) rc = argument(hooks, argv[i]); /* after -- */
    return rc;
}
