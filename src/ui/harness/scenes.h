/* Named screenshot scenes: one list (the base game's, then each module's). */
#pragma once

#include "ui.h"

/* Builds scene `name` into a (layout must be computed first); false if unknown. */
bool ui_scene_build(ui_app *a, const char *name);
/* Name of the i-th scene, NULL past the end (`metro --list-scenes`). */
const char *ui_scene_name(int i);
