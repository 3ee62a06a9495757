/* metro-cli: the command-line front end over the Metro rules engine. */
#include <stdio.h>
#include <string.h>

#include "commands.h"
#include "metro_version.h"
#include "printable.h"

/* Every subcommand, in the order `metro-cli --help` lists them. */
static const cli_command *const commands[] = {
    &cli_cmd_validate, &cli_cmd_score,   &cli_cmd_moves,      &cli_cmd_move,   &cli_cmd_selfplay,
    &cli_cmd_replay,   &cli_cmd_bench,   &cli_cmd_tournament, &cli_cmd_ladder, &cli_cmd_show,
#if METRO_NET /* online play: built with ENet (meson option net) */
    &cli_cmd_bot,      &cli_cmd_servers, &cli_cmd_tables,     &cli_cmd_key,
#endif
};
enum { N_COMMANDS = sizeof commands / sizeof commands[0] };

static void print_overview(FILE *f)
{
    fprintf(f, "usage: metro-cli COMMAND [OPTIONS] [ARGUMENTS]\n\n"
               "Command-line tool over the Metro rules engine. PLACEMENTS is a\n"
               "placement sequence such as cbaa00aacb07 (6 characters per tile: its\n"
               "4 letters as laid, then row and column); '-' reads it from standard\n"
               "input and \"\" is the empty board.\n\ncommands:\n");
    for (int i = 0; i < N_COMMANDS; i++)
        fprintf(f, "  %-10s %s\n", commands[i]->name, commands[i]->help);
    fprintf(f, "\n'metro-cli COMMAND --help' describes a command; 'metro-cli --version' the\n"
               "version. Exit status: 0 success, 1 invalid position or failed check, 2 bad\n"
               "arguments or input.\n");
}

static const cli_command *find(const char *name)
{
    for (int i = 0; i < N_COMMANDS; i++)
        if (strcmp(commands[i]->name, name) == 0) return commands[i];
    return NULL;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        print_overview(stderr);
        return CLI_USAGE;
    }
    const char *name = argv[1];
    if (!strcmp(name, "--version") || !strcmp(name, "-V")) {
        printf("metro-cli " METRO_VERSION "\n" METRO_VERSION_NOTICE);
        return CLI_OK;
    }
    if (!strcmp(name, "--help") || !strcmp(name, "-h") || !strcmp(name, "help")) {
        if (argc > 2) {
            const cli_command *c = find(argv[2]);
            if (!c) {
                metro_print_line(stderr, "error: help: unknown command '%.40s'", argv[2]);
                return CLI_USAGE;
            }
            cli_print_help(c);
            return CLI_OK;
        }
        print_overview(stdout);
        return CLI_OK;
    }
    const cli_command *c = find(name);
    if (!c) {
        metro_print_line(stderr, "error: unknown command '%.40s' (see metro-cli --help)", name);
        return CLI_USAGE;
    }
    /* Flush and check stdout so a full disk or closed pipe is not silent. */
    int rc = c->run(c, argc - 1, argv + 1);
    if (fflush(stdout) != 0 || ferror(stdout)) {
        cli_error(c, "cannot write the output");
        return rc ? rc : CLI_FAIL;
    }
    return rc;
}
