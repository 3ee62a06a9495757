/* metro-cli move: one legal placement chosen by a computer player. */
#include <stdio.h>

#include "commands.h"
#include "metro/ai.h"
#include "position.h"

static int run(const cli_command *cmd, int argc, char **argv)
{
    const char *tile_text = NULL, *ai_name = "strong"; /* the best player there is */
    uint64_t seed = 1;
    int ms = 0;
    cli_opt opts[] = {
        {.name = "--tile", .kind = CLI_STR, .dest = &tile_text, .required = true},
        {.name = "--ai", .kind = CLI_STR, .dest = &ai_name},
        {.name = "--seed", .kind = CLI_U64, .dest = &seed},
        {.name = "--ms-per-move", .kind = CLI_INT, .lo = 1, .hi = 600000, .dest = &ms},
    };
    cli_position pos;
    int rc = cli_position_command(cmd, argc, argv, opts, 4, &pos);
    if (rc) return rc < 0 ? CLI_OK : rc;
    int tile = cli_parse_tile(cmd, tile_text);
    if (tile < 0) return CLI_USAGE;
    const metro_ai *ai = metro_ai_find(ai_name);
    if (!ai) return cli_usage_error(cmd, "--ai '%.40s': no such computer player", ai_name);
    if (cli_position_give_tile(cmd, &pos, tile)) return CLI_USAGE;
    metro_move legal[METRO_MAX_MOVES];
    if (metro_legal_moves(&pos.board, legal) == 0) {
        cli_error(cmd, "no legal placement (the board is full)");
        return CLI_FAIL;
    }
    metro_ai_budget budget = {.ms_per_move = ms};
    metro_move m;
    if (metro_ai_choose(ai, &pos.board, seed, &budget, &m) != METRO_OK ||
        m.kind != METRO_MOVE_LAY || metro_move_check(&pos.board, &m, NULL, 0) != METRO_OK) {
        cli_error(cmd, "computer player '%s' gave no legal placement", ai->name);
        return CLI_FAIL;
    }
    char text[7];
    metro_placement_format((metro_placement){m.tile, m.sq}, text);
    printf("%s\n", text);
    return CLI_OK;
}

const cli_command cli_cmd_move = {
    .name = "move",
    .usage =
        "--players N --tile TTTT [--ai NAME] [--seed S] [--free-orientation] [--ms-per-move M] "
        "PLACEMENTS",
    .help = "one legal placement of a tile, chosen by a computer player",
    .details = "The player to move (number of placements mod N) holds exactly TTTT, with\n"
               "no deck and no other tiles in play. Prints the placement the computer\n"
               "player chooses, exit 0. An invalid sequence: 'invalid: K: REASON' on\n"
               "stderr, exit 1.\n\n"
               "  --players N         2 to 6\n"
               "  --tile TTTT         the tile in hand, 4 letters a-d (e.g. cbaa)\n"
               "  --ai NAME           computer player or level, from the list below\n"
               "                      (default strong, the hardest)\n"
               "  --seed S            seed for the player's random choices (default 1)\n"
               "  --free-orientation  tiles may be laid in any rotation (variant 5.1)\n"
               "  --ms-per-move M     thinking time of a searching player such as strong\n"
               "                      (default: its own, 500 ms for strong)\n",
    .extra_help = cli_help_list_ais,
    .run = run,
};
