/* Reading a §8 placement-sequence argument into a board for metro-cli. */
#pragma once

#include <stdio.h>

#include "args.h"
#include "metro/notation.h"

typedef struct cli_position {
    metro_placement p[METRO_DECK_SIZE];
    int n;             /* placements parsed */
    metro_state board; /* board after the placements (up to the first bad one) */
    int bad;           /* 0 when valid, else 1-based index of the first illegal placement */
    char why[256];     /* reason when bad */
} cli_position;

/* Parse and validate `arg` (`-` = standard input, "" = empty board).
 * Returns CLI_OK (check pos->bad) or CLI_USAGE after printing
 * "error: CMD: reason" for malformed text. */
int cli_position_read(const cli_command *cmd, const char *arg, int players, bool free_orientation,
                      cli_position *pos);

/* Print "invalid: <k>: <reason>" to `f`. */
void cli_position_print_invalid(const cli_position *pos, FILE *f);

/* Turn the board into a position where the next player (placements mod
 * players) holds exactly `tile` in hand slot 0 and nothing else: no deck, no
 * other hands. Returns CLI_OK, or CLI_USAGE after printing an error when
 * every copy of the tile is already on the board. */
int cli_position_give_tile(const cli_command *cmd, cli_position *pos, int tile);

/* Parse a --tile value (4 letters a-d); prints an error and returns -1 if bad. */
int cli_parse_tile(const cli_command *cmd, const char *text);

/* Print n integers separated by single spaces and a newline (the `score` format). */
void cli_print_scores(const int *scores, int n);

/* The shared front of the position commands: parses --players N (required),
 * --free-orientation and the caller's extra options (at most 8), then reads
 * and validates the one PLACEMENTS argument into pos. Returns CLI_OK, -1
 * when --help was printed (exit 0), CLI_USAGE, or CLI_FAIL after printing
 * "invalid: K: REASON" on stderr. */
int cli_position_command(const cli_command *cmd, int argc, char **argv, const cli_opt *extra,
                         int n_extra, cli_position *pos);
