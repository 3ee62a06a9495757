/* metro-cli show: the board of a placement sequence as text, with the scores. */
#include <stdio.h>

#include "commands.h"
#include "position.h"

static void print_board(const metro_state *s)
{
    printf("    ");
    for (int c = 0; c < METRO_SIZE; c++) printf("   %d%s", c, c + 1 < METRO_SIZE ? " " : "\n");
    for (int r = 0; r < METRO_SIZE; r++) {
        printf("  %d ", r);
        for (int c = 0; c < METRO_SIZE; c++) {
            int sq = metro_sq(r, c);
            char name[5] = "....";
            if (metro_is_centre(sq))
                snprintf(name, sizeof name, "####");
            else if (s->cell[sq] != METRO_NO_TILE)
                metro_tile_letters(s->cell[sq], name);
            printf(" %s", name);
        }
        printf("\n");
    }
}

static int run(const cli_command *cmd, int argc, char **argv)
{
    cli_position pos;
    int rc = cli_position_command(cmd, argc, argv, NULL, 0, &pos);
    if (rc) return rc < 0 ? CLI_OK : rc;
    int players = pos.board.cfg.players;
    print_board(&pos.board);
    printf("tiles laid: %d of %d\n", pos.n, METRO_TILE_SQUARES);
    for (int p = 0; p < players; p++)
        printf("%s%s %d", p ? ", " : "points: ", metro_player_colour_name(p), pos.board.score[p]);
    printf("\n");
    return CLI_OK;
}

const cli_command cli_cmd_show = {
    .name = "show",
    .usage = "--players N [--free-orientation] PLACEMENTS",
    .help = "print the board of a placement sequence and the points so far",
    .details = "Prints the 8x8 board, each square as the 4 letters of its tile ('....'\n"
               "empty, '####' the central station), rows and columns numbered 0-7, then\n"
               "the number of tiles laid and each player's points, exit 0. An invalid\n"
               "sequence: 'invalid: K: REASON' on stderr, exit 1.\n\n"
               "  --players N         2 to 6\n"
               "  --free-orientation  tiles may be laid in any rotation (variant 5.1)\n",
    .run = run,
};
