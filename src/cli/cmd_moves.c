/* metro-cli moves: every legal placement of one tile, sorted. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "position.h"

static int cmp_text(const void *a, const void *b)
{
    return strcmp(a, b);
}

static int run(const cli_command *cmd, int argc, char **argv)
{
    const char *tile_text = NULL;
    cli_opt opts[] = {
        {.name = "--tile", .kind = CLI_STR, .dest = &tile_text, .required = true},
    };
    cli_position pos;
    int rc = cli_position_command(cmd, argc, argv, opts, 1, &pos);
    if (rc) return rc < 0 ? CLI_OK : rc;
    int tile = cli_parse_tile(cmd, tile_text);
    if (tile < 0) return CLI_USAGE;
    if (cli_position_give_tile(cmd, &pos, tile)) return CLI_USAGE;
    metro_move moves[METRO_MAX_MOVES];
    int n = metro_legal_moves(&pos.board, moves);
    char text[METRO_MAX_MOVES][7];
    int k = 0;
    for (int i = 0; i < n; i++)
        if (moves[i].kind == METRO_MOVE_LAY)
            metro_placement_format((metro_placement){moves[i].tile, moves[i].sq}, text[k++]);
    qsort(text, (size_t)k, sizeof text[0], cmp_text);
    for (int i = 0; i < k; i++) printf("%s\n", text[i]);
    return CLI_OK;
}

const cli_command cli_cmd_moves = {
    .name = "moves",
    .usage = "--players N --tile TTTT [--free-orientation] PLACEMENTS",
    .help = "every legal placement of a tile, one per line, sorted",
    .details = "The player to move (number of placements mod N) holds exactly TTTT. Prints\n"
               "every legal placement of it as a 6-character placement (tile as laid, row,\n"
               "column), one per line, sorted, exit 0. Nothing is printed when the board is\n"
               "full. An invalid sequence: 'invalid: K: REASON' on stderr, exit 1; a tile\n"
               "whose copies are all on the board: error, exit 2.\n\n"
               "  --players N         2 to 6\n"
               "  --tile TTTT         the tile in hand, 4 letters a-d (e.g. cbaa)\n"
               "  --free-orientation  list every rotation too (variant 5.1)\n",
    .run = run,
};
