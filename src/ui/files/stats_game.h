/* Statistics in the window (stats_game.c). */
#pragma once

#include "ui.h"

/* The game just ended (a local one, played live): count it, once. */
void ui_stats_game_over(ui_app *a);
/* The Statistics dialog, with the file read now. */
void ui_stats_open(ui_app *a);
