/* Strict command-line option parsing shared by the metro-cli subcommands. */
#pragma once

#include <stdbool.h>
#include <stdint.h>

enum cli_exit { CLI_OK = 0, CLI_FAIL = 1, CLI_USAGE = 2 };

enum cli_opt_kind {
    CLI_FLAG,   /* no value: sets *(bool *)dest */
    CLI_INT,    /* whole number in [lo, hi] into *(int *)dest */
    CLI_U64,    /* whole number 0..2^64-1 into *(uint64_t *)dest */
    CLI_STR,    /* any text into *(const char **)dest */
    CLI_MODULE, /* module option (module_options.h): appended to *(cli_module_args *)dest;
                   may be repeated; a flag when flag_value is set */
};

typedef struct cli_opt {
    const char *name; /* "--players" */
    enum cli_opt_kind kind;
    long lo, hi; /* CLI_INT range */
    void *dest;
    bool required;
    bool seen; /* set by cli_parse */
    /* CLI_MODULE only: the module of an alias (-1 for --option ID=VALUE),
     * and the value an alias flag stands for (NULL: it takes a value). */
    int slot;
    const char *flag_value;
} cli_opt;

typedef struct cli_command {
    const char *name;         /* "validate" */
    const char *usage;        /* "[--free-orientation] PLACEMENTS" */
    const char *help;         /* one line for the command list */
    const char *details;      /* option and output description for --help */
    void (*extra_help)(void); /* prints generated help (lists of AIs, modules); may be NULL */
    int (*run)(const struct cli_command *cmd, int argc, char **argv);
} cli_command;

/* Parse argv[1..argc) (argv[0] is the subcommand name) into opts and
 * positional arguments (at most max_pos, at least min_pos). `-` and "" are
 * positional; `--` ends the options. An option's value is the next argument
 * or follows '=' (--players=3); a next argument that starts with "--" is
 * refused as a value (--ai --players 2 forgot the value of --ai). Returns -1 when --help was
 * printed (exit 0), CLI_USAGE after printing an error, or CLI_OK. */
int cli_parse(const cli_command *cmd, int argc, char **argv, cli_opt *opts, int n_opts,
              const char **pos, int min_pos, int max_pos, int *n_pos);

/* Print "error: <cmd>: <message>" and a usage hint on stderr; returns
 * CLI_USAGE. Control bytes in the message (echoed arguments) are escaped. */
int cli_usage_error(const cli_command *cmd, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* Print "error: <cmd>: <message>" on stderr, control bytes escaped. */
void cli_error(const cli_command *cmd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Print the full help of a subcommand on stdout. */
void cli_print_help(const cli_command *cmd);

/* Read a placement sequence argument: `-` reads standard input (at most
 * 64 KiB), anything else is the text itself. Returns a malloc'ed copy or NULL
 * after printing an error. */
char *cli_read_placements(const cli_command *cmd, const char *arg);

/* Split "a,b,c" into at most max non-empty names (pointers into buf, which
 * is modified). Returns the count, or -1 if a name is empty or too many. */
int cli_split_list(char *buf, const char **names, int max);
