/* A game replayed from its public record (online catch-up): the moves as
 * every seat saw them, on a start dealt canonically, so that no hand,
 * share, chit or chip the record does not carry can be shown. */
#pragma once

#include "metro/game.h"

/* Applies m to s. A lay whose tile the canonical deal put elsewhere (the
 * deck, another hand) first swaps it into the slot the lay takes it from:
 * the board, lines and points follow the record exactly; the hidden tiles
 * are stand-ins. In a game whose deal is real nothing is swapped. */
void ui_public_apply(metro_state *s, const metro_move *m);
/* Reads one move of the record ("cbaa32", "draw", a module's text) for the
 * position s, its lay's slot chosen as ui_public_apply needs it, checked
 * against the rules after the swap: METRO_OK, or the engine's error. */
int ui_public_parse(const metro_state *s, const char *text, metro_move *m);
