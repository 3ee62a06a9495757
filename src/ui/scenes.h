/* Named screenshot scenes. */
#pragma once

#include "ui.h"

/* Builds scene `name` into a (layout must be computed first); false if unknown. */
bool ui_scene_build(ui_app *a, const char *name);
extern const char *const ui_scene_names[]; /* NULL-terminated */
/* The expansion modules' scenes (scenes_modules.c). */
bool ui_scene_build_modules(ui_app *a, const char *name);
