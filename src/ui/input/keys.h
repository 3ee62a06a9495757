/* Keys: what each key does on each screen and dialog. */
#pragma once

#include "ui.h"

void ui_key_down(ui_app *a, const SDL_KeyboardEvent *e);
/* Scroll the side panel's column by `by` px (down when positive), within
 * what the last frame laid out; true when the panel scrolls at all. */
bool ui_panel_scroll(ui_app *a, float by);
