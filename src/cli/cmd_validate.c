/* metro-cli validate: is a placement sequence legal move by move? */
#include <stdio.h>

#include "commands.h"
#include "position.h"

static int run(const cli_command *cmd, int argc, char **argv)
{
    bool free_orientation = false;
    cli_opt opts[] = {{.name = "--free-orientation", .kind = CLI_FLAG, .dest = &free_orientation}};
    const char *pos_arg[1];
    int n_pos;
    int rc = cli_parse(cmd, argc, argv, opts, 1, pos_arg, 1, 1, &n_pos);
    if (rc) return rc < 0 ? CLI_OK : rc;
    cli_position pos;
    /* Station owners do not affect legality; any player count will do. */
    if (cli_position_read(cmd, pos_arg[0], 2, free_orientation, &pos)) return CLI_USAGE;
    if (pos.bad) {
        cli_position_print_invalid(&pos, stdout);
        return CLI_FAIL;
    }
    printf("valid\n");
    return CLI_OK;
}

const cli_command cli_cmd_validate = {
    .name = "validate",
    .usage = "[--free-orientation] PLACEMENTS",
    .help = "check that every placement was legal on the board before it",
    .details = "Prints 'valid' (exit 0) or 'invalid: K: REASON' (exit 1), K being the\n"
               "1-based number of the first placement that breaks a rule: occupied or\n"
               "central square, not on the border nor next to a tile, a one-tile line\n"
               "(rule 4.2.4 with its exception), or more copies of a tile than the deck\n"
               "holds. Text that is not a placement sequence: 'error: ...' on stderr,\n"
               "exit 2.\n\n"
               "  --free-orientation  tiles may be laid in any rotation (variant 5.1)\n",
    .run = run,
};
