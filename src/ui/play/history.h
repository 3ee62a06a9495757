/* The history view (issue 25): the board as it was after any move of the
 * game, stepped with Left and Right, nothing undone; and, at the hotseat
 * gate, what the others did since a player's last turn. */
#pragma once

#include "ui.h"

/* The history can be shown on the play or end screen: a local game, or
 * an online one whose public record the window holds (catch-up: online it
 * holds a view of the game, its moves only from the host's RECORD). */
bool ui_history_offered(const ui_app *a);
/* Opens the view after move `at` (clamped to 0..moves in effect; -1: the
 * last one). Dialogs close; no move can be made until it closes. */
void ui_history_open(ui_app *a, int at);
void ui_history_step(ui_app *a, int delta);
void ui_history_close(ui_app *a);
/* The moves the view steps through: those in effect (the redo tail is not
 * history yet). */
int ui_history_moves(const ui_app *a);

/* The app as the views should see it while the history is shown: the past
 * game, its lines and log words, no hand, no animation. Kept in a->res
 * (computed again only when the move or the game changes); NULL when the
 * view is off. */
ui_app *ui_history_view(ui_app *a);
void ui_history_free(ui_app *a);

/* Hotseat, when the player to move reveals: marks the squares the others
 * laid since that player's last lay (ui_state.since_by). */
void ui_history_mark_since_turn(ui_app *a);
/* The move after the current player's last lay (0 if none): where "Show
 * what happened" opens the view. */
int ui_history_since_turn_start(const ui_app *a);
