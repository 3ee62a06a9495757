/* Where the player's files live: settings in the config folder, saves and
 * the autosave in the data folder (a browser would keep them elsewhere). */
#pragma once

#include <stdbool.h>
#include <stddef.h>

/* $XDG_CONFIG_HOME/metro/<leaf> or ~/.config/metro/<leaf> (creates the
 * folder); false if there is no home. The settings file lives here. */
bool ui_config_path(const char *leaf, char *out, size_t n);
/* The user data folder + <leaf>: SDL_GetPrefPath (on Linux
 * $XDG_DATA_HOME/metro/ or ~/.local/share/metro/; creates it). Saves
 * ("saves/NAME.metro") and the autosave live here. */
bool ui_data_path(const char *leaf, char *out, size_t n);
