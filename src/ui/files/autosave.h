/* The autosave: the game in progress is on disk after every move, undo and redo. */
#pragma once

#include "ui.h"

/* At start: offers to resume if a valid autosave is there (a bad one is
 * reported in the window and ignored). */
void ui_autosave_startup(ui_app *a);
/* Call after handling events: writes the game when it changed (atomically),
 * removes the autosave once the game is over. A failed write keeps the last
 * good autosave and sets a->ui.autosave_problem (shown until a write works);
 * the next change of the game tries again. */
void ui_autosave_tick(ui_app *a);
/* At quit: the last write again if it failed (the disk may have room now). */
void ui_autosave_quit(ui_app *a);
/* "Resume" with an unfinished game in memory (newer than the file if an
 * autosave failed): back to it, true. False: there is none; load the file. */
bool ui_autosave_back_to_game(ui_app *a);
