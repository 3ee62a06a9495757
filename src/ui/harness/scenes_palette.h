/* Screenshot scenes of the seat palettes (scenes_palette.c), in the one scene list. */
#pragma once

#include "ui.h"

/* A 6-player game with the companies of module 1, in a palette and a
 * language: palette-colour-blind, palette-high-contrast and their -de,
 * -nl and -fr forms (the list is ui_palette_scenes). */
extern const ui_scene ui_palette_scenes[];
