/* metro-cli score: points per player from the lines completed so far. */
#include <stdio.h>

#include "commands.h"
#include "position.h"

static int run(const cli_command *cmd, int argc, char **argv)
{
    int players = 0;
    bool free_orientation = false;
    cli_opt opts[] = {
        {.name = "--players",
         .kind = CLI_INT,
         .lo = 2,
         .hi = 6,
         .dest = &players,
         .required = true},
        {.name = "--free-orientation", .kind = CLI_FLAG, .dest = &free_orientation},
    };
    const char *pos_arg[1];
    int n_pos;
    int rc = cli_parse(cmd, argc, argv, opts, 2, pos_arg, 1, 1, &n_pos);
    if (rc) return rc < 0 ? CLI_OK : rc;
    cli_position pos;
    if (cli_position_read(cmd, pos_arg[0], players, free_orientation, &pos)) return CLI_USAGE;
    if (pos.bad) {
        cli_position_print_invalid(&pos, stderr);
        return CLI_FAIL;
    }
    int scores[METRO_MAX_PLAYERS];
    for (int p = 0; p < players; p++) scores[p] = pos.board.score[p];
    cli_print_scores(scores, players);
    return CLI_OK;
}

const cli_command cli_cmd_score = {
    .name = "score",
    .usage = "--players N [--free-orientation] PLACEMENTS",
    .help = "points of each player from the lines completed so far",
    .details = "Prints one line: N integers separated by single spaces, the points of\n"
               "players 1..N (seat order yellow, blue, orange, green, purple, black) from\n"
               "the lines the placements have completed, exit 0. An invalid sequence:\n"
               "'invalid: K: REASON' on stderr, exit 1.\n\n"
               "  --players N         2 to 6; fixes the station owners (RULES.md 3)\n"
               "  --free-orientation  tiles may be laid in any rotation (variant 5.1)\n",
    .run = run,
};
