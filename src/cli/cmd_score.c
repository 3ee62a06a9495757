/* metro-cli score: points per player from the lines completed so far. */
#include <stdio.h>

#include "commands.h"
#include "position.h"

static int run(const cli_command *cmd, int argc, char **argv)
{
    cli_position pos;
    int rc = cli_position_command(cmd, argc, argv, NULL, 0, &pos);
    if (rc) return rc < 0 ? CLI_OK : rc;
    int players = pos.board.cfg.players;
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
               "  --players N         2 to 6; fixes the station owners (docs/rules.md §3)\n"
               "  --free-orientation  tiles may be laid in any rotation (variant 5.1)\n",
    .run = run,
};
