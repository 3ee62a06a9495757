/* Scripted input for the windowed test: commands become injected SDL events. */
#pragma once

#include "ui.h"

typedef struct ui_script ui_script;

ui_script *ui_script_load(const char *path, char *err, size_t errlen);
void ui_script_free(ui_script *s);
/* Run what is due; true when the script has finished (rc: 0 ok, 1 failed). */
bool ui_script_step(ui_script *s, ui_app *a, int *rc);
