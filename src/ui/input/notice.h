/* A short notice over the window, gone after three seconds. */
#pragma once

#include "ui.h"

/* Says `text` (at most 150 bytes shown) for three seconds. */
void ui_notice(ui_app *a, const char *text);
