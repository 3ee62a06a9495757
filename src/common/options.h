/* One command-line reader for every program (metro, metro-cli,
 * metro-server): getopt_long with the same rules everywhere. Long options,
 * shortened to any unambiguous start; a value as the next argument or
 * after '=' (--size=960x600), never an option itself (--ai --players 2
 * forgot a value); each option at most once unless it may repeat;
 * arguments between options kept in order; "--" ends the options. */
#pragma once

#include <stdbool.h>

enum { METRO_OPTIONS_MAX = 96 };

typedef struct metro_option {
    const char *name; /* "players", given as --players */
    char letter;      /* a short form ('h' for -h), or 0 */
    bool value;       /* takes a value */
    bool repeatable;  /* may be given more than once */
} metro_option;

typedef struct metro_option_hooks {
    void *ctx;
    /* An option (value NULL for one that takes none): 0 or a status. */
    int (*option)(void *ctx, int index, const char *value);
    /* An argument that is no option ("-" and "" are none), in order; NULL
     * for a program that takes none: refused as unexpected. */
    int (*argument)(void *ctx, const char *arg);
    /* A refused command line: the program prints the message its own way
     * (control bytes escaped) and returns the status to exit with. */
    int (*refuse)(void *ctx, const char *message);
} metro_option_hooks;

/* Reads argv[1..argc) against opts[0..n). 0, or the first non-zero status
 * a hook returned. */
int metro_options_read(int argc, char **argv, const metro_option *opts, int n,
                       const metro_option_hooks *hooks);
