/* The metro-cli subcommands; each is defined in its own cmd_*.c file. */
#pragma once

#include "args.h"

extern const cli_command cli_cmd_validate;
extern const cli_command cli_cmd_score;
extern const cli_command cli_cmd_moves;
extern const cli_command cli_cmd_move;
extern const cli_command cli_cmd_selfplay;
extern const cli_command cli_cmd_replay;
extern const cli_command cli_cmd_bench;
extern const cli_command cli_cmd_show;
extern const cli_command cli_cmd_tournament;
extern const cli_command cli_cmd_ladder;
extern const cli_command cli_cmd_bot;
extern const cli_command cli_cmd_servers;
extern const cli_command cli_cmd_tables;
extern const cli_command cli_cmd_key;

/* Help text listing the registered computer players / modules. */
void cli_help_list_ais(void);
void cli_help_list_modules(void);
