/* Keys: what each key does on each screen and dialog. */
#pragma once

#include "ui.h"

void ui_key_down(ui_app *a, const SDL_KeyboardEvent *e);
