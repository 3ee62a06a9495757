/* The history view's controls (view_history.c), drawn by the side panel. */
#pragma once

#include "ui.h"

/* In place of the action buttons and the hand: "History: move k of n",
 * Back, Forward and Back to the present; returns the height used. The app
 * is the history view's (history.c): its game is the past one. */
float ui_draw_history_controls(const ui_app *a, ui_canvas *cv, float x, float y, float w);
