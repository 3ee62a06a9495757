/* Screenshot scenes of the first lesson (one per step) and of each city's
 * "how this city plays" card (city-card-<id>, from the module registry). */
#pragma once

#include "modules/ui_module.h"

extern const ui_scene ui_tutorial_scenes[]; /* {NULL} ends it */
/* The k-th city card scene's name, NULL past the last. */
const char *ui_city_card_scene_name(int k);
/* Builds the city card scene `name`; false when it is none. */
bool ui_city_card_scene_build(ui_app *a, const char *name);
