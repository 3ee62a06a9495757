/* metro-cli replay: load a save file, re-check every move, print the scores. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "printable.h"
#include "metro/game.h"
#include "position.h"

enum { STDIN_SAVE_LIMIT = 1 << 20 };

/* `-` reads the save from standard input; it is then named "<stdin>". */
static int load(const char *path, metro_game *g, char *err, size_t errlen)
{
    if (strcmp(path, "-") != 0) return metro_game_load(g, path, err, errlen);
    char *text = malloc(STDIN_SAVE_LIMIT + 1);
    if (!text) return snprintf(err, errlen, "<stdin>:0: out of memory"), -1;
    size_t n = fread(text, 1, STDIN_SAVE_LIMIT + 1, stdin);
    int rc = -1;
    if (ferror(stdin))
        snprintf(err, errlen, "<stdin>:0: read error");
    else if (n > STDIN_SAVE_LIMIT)
        snprintf(err, errlen, "<stdin>:0: larger than %d bytes: not a save file", STDIN_SAVE_LIMIT);
    else if (memchr(text, 0, n))
        snprintf(err, errlen, "<stdin>:0: contains a NUL byte: not a text save file");
    else {
        text[n] = 0;
        rc = metro_game_load_text(g, text, "<stdin>", err, errlen);
    }
    free(text);
    return rc;
}

static int run(const cli_command *cmd, int argc, char **argv)
{
    const char *pos_arg[1];
    int n_pos;
    int rc = cli_parse(cmd, argc, argv, NULL, 0, pos_arg, 1, 1, &n_pos);
    if (rc) return rc < 0 ? CLI_OK : rc;
    if (!pos_arg[0][0]) return cli_usage_error(cmd, "FILE is empty: give a save file's path");
    metro_game *g = malloc(sizeof *g);
    if (!g) return cli_error(cmd, "out of memory"), CLI_FAIL;
    char err[512];
    /* The loader checks every move against the rules as it plays it. */
    if (load(pos_arg[0], g, err, sizeof err)) {
        metro_print_line(stderr, "error: %s", err); /* FILE:LINE: reason, as documented */
        free(g);
        return CLI_USAGE;
    }
    metro_game_seek(g, g->n_moves); /* the whole record, whatever its cursor */
    int score[METRO_MAX_PLAYERS];
    if (metro_over(&g->state))
        metro_final_scores(&g->state, score);
    else
        for (int p = 0; p < g->cfg.players; p++) score[p] = g->state.score[p];
    cli_print_scores(score, g->cfg.players);
    free(g);
    return CLI_OK;
}

const cli_command cli_cmd_replay = {
    .name = "replay",
    .usage = "FILE",
    .help = "load a save file, check every move against the rules, print the scores",
    .details = "Plays every move of the save file FILE ('-' reads standard input) from the\n"
               "start, checking each against the rules, then prints the scores in the\n"
               "'score' format: final scores (with module end scoring) when the game is\n"
               "over, the points of completed lines when it is not. Exit 0. A file it\n"
               "rejects: 'error: FILE:LINE: reason' on stderr, exit 2 (LINE 0: the file\n"
               "as a whole, e.g. it cannot be opened). Format: docs/save-format.md.\n",
    .run = run,
};
