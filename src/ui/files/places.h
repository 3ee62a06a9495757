/* The game's folders kept tidy at start (where they are: platform/paths.h). */
#pragma once

#include "platform/paths.h" /* ui_config_path, ui_data_path */

/* Once at start: moves saves and the autosave from their old place in the
 * config folder to the data folder, and removes stale temporary files of
 * interrupted saves from the game's folders. */
void ui_places_prepare(void);
