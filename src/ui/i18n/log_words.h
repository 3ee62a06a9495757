/* The game log in players' words: who did what and which lines it closed,
 * for whom (plain C on the engine's API and i18n.h: unit-tested without a window). */
#pragma once

#include <stddef.h>

#include "metro/engine.h"

/* "Ben", "the mustard company" (score accounts 6..13) or "nobody". */
int ui_owner_words(int account, const char *const names[METRO_MAX_PLAYERS], char *out, size_t n);
/* "Ben's line from 23", "the mustard company's line from 1", "Ada's line
 * from the centre at D3" (a central station token), "the unowned line from 5". */
int ui_line_name(const metro_state *s, int id, const char *const names[METRO_MAX_PLAYERS],
                 char *out, size_t n);
/* A move just played, from the state before and after it: "Ada lays a tile
 * on C4 — Ben's line from 23 ends in the centre: 12 points". The mover's
 * words for a lay or a draw are the game's own; modules describe their own
 * moves (ui_modules_move_words); each line the move completed follows,
 * credited to its owner. All in the language in use (i18n.h). */
int ui_log_words(const metro_state *before, const metro_state *after, const metro_move *m,
                 const char *const names[METRO_MAX_PLAYERS], char *out, size_t n);
