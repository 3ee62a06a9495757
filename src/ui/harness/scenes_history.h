/* Screenshot scenes of the history view (scenes_history.c), in the one scene list. */
#pragma once

#include "ui.h"

bool ui_scene_history_midgame(ui_app *a);
bool ui_scene_history_end_screen(ui_app *a);
bool ui_scene_history_since_your_turn(ui_app *a);
