/* A module move in the player's language, for the log, the hint and the
 * generic move buttons (plain C on the engine's API: log_words.c uses it). */
#pragma once

#include <stddef.h>

#include "metro/engine.h"

/* Who the words are for: the log tells what a player did, after the name
 * ("swaps a 10 % share"); a hint and a move button say what to do ("swap a
 * 10 % share"), which German, Dutch and French say in other words. */
typedef enum ui_move_mood { UI_MOVE_TOLD, UI_MOVE_ASKED } ui_move_mood;

/* Move m of a module (kind METRO_MOVE_MODULE) in the position `before` it is
 * played: the words of the module's screen (struct ui_module move_words),
 * else the engine's description through the catalogue. Returns the length
 * written, like snprintf. */
int ui_modules_move_words(const metro_state *before, const metro_move *m, ui_move_mood mood,
                          char *out, size_t n);
/* What the rules of the modules in play did in move m from `before` to
 * `after` (a London taxi ride, St. Petersburg chips taken), each module's
 * words (struct ui_module rule_words) joined by "; "; "" when nothing. */
/* Why module `slot` cannot join `modules` with `players` seats, in the
 * player's words naming the module in the way ("Not with the central
 * stations (rulebook §6)"); "" when it can. */
void ui_module_refusal(uint32_t modules, int players, int slot, char *why, size_t n);
int ui_modules_rule_words(const metro_state *before, const metro_state *after, const metro_move *m,
                          const char *const names[METRO_MAX_PLAYERS], char *out, size_t n);
