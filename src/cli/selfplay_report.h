/* What `metro-cli selfplay` prints: one line per game and a summary line. */
#pragma once

#include <stdio.h>

#include "metro/game.h"

/* Totals over the games played, for the summary line. */
typedef struct selfplay_totals {
    int players;
    int games;
    long long points[METRO_MAX_PLAYERS];
    int wins[METRO_MAX_PLAYERS]; /* equal top scores share the win: each counts one */
} selfplay_totals;

/* The line of finished game `index` (1-based):
 *   game I seed S scores P1 .. PN placements SEQUENCE
 * Module data (companies, shares) is appended as further "key values" fields
 * by selfplay_print_module_fields, so the line stays one record per game. */
void selfplay_print_game(FILE *f, const metro_game *g, int index);

/* Extra fields for the modules in play; nothing for the base game. */
void selfplay_print_module_fields(FILE *f, const metro_game *g);

void selfplay_add_game(selfplay_totals *t, const metro_game *g);

/* summary games G mean M1 .. MN wins W1 .. WN */
void selfplay_print_summary(FILE *f, const selfplay_totals *t);
