/* metro-cli selfplay: computer players play whole games against each other. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "metro/ai.h"
#include "metro/game.h"
#include "metro/module.h"
#include "module_options.h"
#include "selfplay_report.h"

typedef struct selfplay_opts {
    int players, games, hand;
    uint64_t seed;
    bool free_orientation;
    cli_module_args module_args;
    const char *ai_list, *modules, *save;
} selfplay_opts;

/* Seat i plays the i-th name of the list, cycling when the list is shorter. */
static int parse_ais(const cli_command *cmd, const char *list, const metro_ai *seat_ai[])
{
    char buf[256];
    const char *names[METRO_MAX_PLAYERS];
    if (strlen(list) >= sizeof buf)
        return cli_usage_error(cmd, "--ai '%.40s...': list too long", list);
    strcpy(buf, list);
    int n = cli_split_list(buf, names, METRO_MAX_PLAYERS);
    if (n <= 0) /* never 0, but the modulo below must not divide by it */
        return cli_usage_error(cmd, "--ai '%.60s': give 1 to %d names separated by commas", list,
                               METRO_MAX_PLAYERS);
    for (int i = 0; i < n; i++)
        if (!(seat_ai[i] = metro_ai_find(names[i])))
            return cli_usage_error(cmd, "--ai: '%.40s' is not a computer player", names[i]);
    for (int i = n; i < METRO_MAX_PLAYERS; i++) seat_ai[i] = seat_ai[i % n];
    return CLI_OK;
}

/* Play one whole game; returns CLI_OK or CLI_FAIL after printing why. */
static int play_game(const cli_command *cmd, metro_game *g, const metro_ai *const seat_ai[])
{
    metro_ai_budget budget = {0};
    while (!metro_over(&g->state)) {
        const metro_ai *ai = seat_ai[g->state.current];
        if (g->n_moves >= METRO_MAX_HISTORY) {
            cli_error(cmd, "seed %llu: no end after %d moves", (unsigned long long)g->cfg.seed,
                      METRO_MAX_HISTORY);
            return CLI_FAIL;
        }
        metro_move m;
        uint64_t seed = metro_splitmix64(g->cfg.seed ^ metro_splitmix64((uint64_t)g->n_moves));
        int rc = metro_ai_choose(ai, &g->state, seed, &budget, &m);
        if (rc == METRO_OK) rc = metro_game_play(g, &m);
        if (rc != METRO_OK) {
            cli_error(cmd, "seed %llu move %d: computer player '%s' failed: %s",
                      (unsigned long long)g->cfg.seed, g->n_moves + 1, ai->name,
                      metro_error_text(rc));
            return CLI_FAIL;
        }
    }
    return CLI_OK;
}

static int make_config(const cli_command *cmd, const selfplay_opts *o, metro_config *cfg)
{
    char err[256];
    metro_config_default(cfg, o->players);
    cfg->hand_size = o->hand;
    cfg->free_orientation = o->free_orientation;
    if (o->modules && metro_modules_parse(o->modules, &cfg->modules, err, sizeof err))
        return cli_usage_error(cmd, "--modules: %s", err);
    if (metro_modules_check(cfg->modules, o->players, err, sizeof err))
        return cli_usage_error(cmd, "%s", err);
    int rc = cli_module_options(cmd, cfg, &o->module_args);
    if (rc) return rc;
    if (o->save && o->games != 1) return cli_usage_error(cmd, "--save needs --games 1");
    return CLI_OK;
}

static int play_all(const cli_command *cmd, const selfplay_opts *o, const metro_config *base,
                    const metro_ai *const seat_ai[])
{
    metro_game *g = malloc(sizeof *g);
    if (!g) return cli_error(cmd, "out of memory"), CLI_FAIL;
    selfplay_totals totals = {.players = o->players};
    int rc = CLI_OK;
    for (int i = 0; i < o->games && rc == CLI_OK; i++) {
        metro_config cfg = *base;
        cfg.seed = o->seed + (uint64_t)i;
        char err[256];
        if (metro_game_new(g, &cfg, err, sizeof err)) {
            rc = cli_usage_error(cmd, "%s", err);
            break;
        }
        for (int p = 0; p < o->players; p++)
            snprintf(g->seat[p].controller, sizeof g->seat[p].controller, "%s", seat_ai[p]->name);
        if ((rc = play_game(cmd, g, seat_ai))) break;
        selfplay_print_game(stdout, g, i + 1);
        selfplay_add_game(&totals, g);
        if (o->save && metro_game_save(g, o->save, err, sizeof err)) {
            cli_error(cmd, "--save %s", err);
            rc = CLI_USAGE;
        }
    }
    if (rc == CLI_OK) selfplay_print_summary(stdout, &totals);
    free(g);
    return rc;
}

static int run(const cli_command *cmd, int argc, char **argv)
{
    selfplay_opts o = {.hand = 1, .seed = 1, .ai_list = "greedy"};
    cli_opt base[] = {
        {.name = "--players",
         .kind = CLI_INT,
         .lo = 1,
         .hi = 6,
         .dest = &o.players,
         .required = true},
        {.name = "--games",
         .kind = CLI_INT,
         .lo = 1,
         .hi = 10000000,
         .dest = &o.games,
         .required = true},
        {.name = "--seed", .kind = CLI_U64, .dest = &o.seed},
        {.name = "--ai", .kind = CLI_STR, .dest = &o.ai_list},
        {.name = "--free-orientation", .kind = CLI_FLAG, .dest = &o.free_orientation},
        {.name = "--hand", .kind = CLI_INT, .lo = 1, .hi = METRO_MAX_HAND, .dest = &o.hand},
        {.name = "--modules", .kind = CLI_STR, .dest = &o.modules},
        {.name = "--save", .kind = CLI_STR, .dest = &o.save},
    };
    /* The command's own options, then --option and the modules' aliases. */
    cli_opt opts[sizeof base / sizeof base[0] + CLI_MODULE_OPTS];
    int n_opts = (int)(sizeof base / sizeof base[0]), n_pos;
    memcpy(opts, base, sizeof base);
    cli_module_opts_add(opts, &n_opts, &o.module_args);
    int rc = cli_parse(cmd, argc, argv, opts, n_opts, NULL, 0, 0, &n_pos);
    if (rc) return rc < 0 ? CLI_OK : rc;
    const metro_ai *seat_ai[METRO_MAX_PLAYERS];
    metro_config cfg;
    if ((rc = parse_ais(cmd, o.ai_list, seat_ai)) || (rc = make_config(cmd, &o, &cfg))) return rc;
    return play_all(cmd, &o, &cfg, seat_ai);
}

static void extra_help(void)
{
    cli_help_list_ais();
    cli_help_list_modules();
    cli_help_module_options();
}

const cli_command cli_cmd_selfplay = {
    .name = "selfplay",
    .usage = "--players N --games G [--seed S] [--ai A,B,...] [--free-orientation] [--hand K] "
             "[--modules LIST] [--option MODULE=VALUE]... [--save FILE]",
    .help = "computer players play whole games; prints each game and a summary",
    .details = "Game i (1..G) is set up with seed S+i-1 and played to the end. One line\n"
               "per game, then a summary line:\n"
               "  game I seed SEED scores P1 .. PN placements SEQUENCE\n"
               "  summary games G mean M1 .. MN wins W1 .. WN\n"
               "(final scores including module end scoring; the placement sequence of\n"
               "every tile laid, in order; equal top scores each count a win). Exit 0.\n"
               "Each module in play appends its summary fields to the game line, e.g.\n"
               "tokens SLOT:OWNER,.. (docs/cli.md lists every module's fields).\n\n"
               "  --players N         1 to 6 (the base game needs 2 to 6)\n"
               "  --games G           number of games, 1 to 10000000\n"
               "  --seed S            seed of the first game (default 1)\n"
               "  --ai A,B,...        computer player of each seat; seat i plays the i-th\n"
               "                      name, cycling (default greedy)\n"
               "  --free-orientation  tiles may be laid in any rotation (variant 5.1)\n"
               "  --hand K            tiles in hand, 1 to 3 (variant 5.2; default 1)\n"
               "  --modules LIST      none, or module ids joined by commas (docs/modules.md)\n"
               "  --option M=V        set module M's option to V (a number or a value\n"
               "                      name; listed below with each one's shortcut)\n"
               "  --save FILE         with --games 1: also write the game's save file\n",
    .extra_help = extra_help,
    .run = run,
};
