/* Reading a §8 placement-sequence argument into a board for metro-cli. */
#include "position.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "printable.h"

int cli_position_read(const cli_command *cmd, const char *arg, int players, bool free_orientation,
                      cli_position *pos)
{
    char *text = cli_read_placements(cmd, arg);
    if (!text) return CLI_USAGE;
    char why[256];
    int rc = metro_notation_parse(text, pos->p, &pos->n, why, sizeof why);
    free(text);
    if (rc != METRO_OK) {
        cli_error(cmd, "%s: %s", arg[0] == '-' && !arg[1] ? "standard input" : "PLACEMENTS", why);
        return CLI_USAGE;
    }
    pos->why[0] = 0;
    pos->bad = metro_notation_validate(pos->p, pos->n, players, free_orientation, &pos->board,
                                       pos->why, sizeof pos->why);
    return CLI_OK;
}

void cli_position_print_invalid(const cli_position *pos, FILE *f)
{
    metro_print_line(f, "invalid: %d: %s", pos->bad, pos->why);
}

int cli_position_give_tile(const cli_command *cmd, cli_position *pos, int tile)
{
    metro_state *s = &pos->board;
    bool free = s->cfg.free_orientation;
    /* With free orientation a held tile is its whole rotation class. */
    int copies = free ? metro_deck_class_count(tile) : metro_deck_count(tile);
    int used = 0;
    for (int k = 0; k < pos->n; k++)
        used += free ? metro_tile_class(pos->p[k].tile) == metro_tile_class(tile)
                     : pos->p[k].tile == tile;
    if (used >= copies) {
        char name[5];
        metro_tile_letters(tile, name);
        cli_error(cmd, "--tile %s: all %d copies%s are already on the board", name, copies,
                  free ? " (counting rotations)" : "");
        return CLI_USAGE;
    }
    s->hand_size = 1;
    s->current = (uint8_t)(pos->n % s->cfg.players);
    s->hand[s->current][0] = (uint8_t)tile;
    s->drawn = METRO_NO_TILE;
    s->deck_top = s->deck_len = 0;
    s->phase = METRO_PHASE_PLAY;
    return CLI_OK;
}

int cli_parse_tile(const cli_command *cmd, const char *text)
{
    int tile = strlen(text) == 4 ? metro_tile_from_letters(text) : -1;
    if (tile < 0)
        cli_usage_error(cmd,
                        "--tile '%.40s': not a tile (4 letters a-d, each side leading to a "
                        "different side, e.g. cbaa)",
                        text);
    return tile;
}

void cli_print_scores(const int *scores, int n)
{
    for (int i = 0; i < n; i++) printf("%s%d", i ? " " : "", scores[i]);
    printf("\n");
}

int cli_position_command(const cli_command *cmd, int argc, char **argv, const cli_opt *extra,
                         int n_extra, cli_position *pos)
{
    int players = 0;
    bool free_orientation = false;
    cli_opt opts[10] = {
        {.name = "--players",
         .kind = CLI_INT,
         .lo = 2,
         .hi = 6,
         .dest = &players,
         .required = true},
        {.name = "--free-orientation", .kind = CLI_FLAG, .dest = &free_orientation},
    };
    if (n_extra > 8) n_extra = 8; /* callers pass fixed, small tables */
    if (n_extra > 0) memcpy(opts + 2, extra, sizeof *extra * (size_t)n_extra);
    const char *pos_arg[1];
    int n_pos;
    int rc = cli_parse(cmd, argc, argv, opts, 2 + n_extra, pos_arg, 1, 1, &n_pos);
    if (rc) return rc;
    if (cli_position_read(cmd, pos_arg[0], players, free_orientation, pos)) return CLI_USAGE;
    if (pos->bad) {
        cli_position_print_invalid(pos, stderr);
        return CLI_FAIL;
    }
    return CLI_OK;
}
