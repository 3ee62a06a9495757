/* The flow of turns the frame step drives: a computer seat's turn started
 * on the worker and its answer played, the hotseat's privacy gate. */
#pragma once

#include "ui.h"

/* Starts a computer turn when it is one's turn and the board is calm. */
void ui_computer_turn(ui_app *a);
/* The worker's answer (its wake-up came): a move played, or a hint shown. */
void ui_computer_answer(ui_app *a);
/* Hotseat: a human's hand stays hidden until they confirm who they are. */
void ui_privacy_check(ui_app *a);
/* A computer seat is to move (not online, not in the past, no turn waiting). */
bool ui_computer_to_move(const ui_app *a);
