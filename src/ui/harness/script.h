/* Scripted input for the windowed test: commands become injected SDL events. */
#pragma once

#include "ui.h"

typedef struct ui_script ui_script;

/* Reads and checks the whole script (script_file.c: its limits); NULL with
 * "PATH:LINE: reason" in err. Call it before SDL_Init: reading a pipe waits
 * for its writer, and SIGTERM/SIGINT must still end the program then. */
ui_script *ui_script_load(const char *path, char *err, size_t errlen);
void ui_script_free(ui_script *s);
/* Run what is due; true when the script failed (rc 1): an expectation timed
 * out or a command could not be done. At its end the script quits the game
 * as `quit` does (the events it sent are handled first). */
bool ui_script_step(ui_script *s, ui_app *a, int *rc);
/* True, with the file's line number, when the script has not reached its end
 * or its `quit` (the game was asked to quit from outside: a signal). */
bool ui_script_stopped(const ui_script *s, int *line);
