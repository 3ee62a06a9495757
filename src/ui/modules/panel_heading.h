/* A module panel section's heading line: bold title left, dim note right,
 * the title cut where the two would meet (long names, long languages). */
#pragma once

#include "modules/ui_module.h"

/* Title at x, y and the note (NULL: none) ending at x + w; the title is
 * ellipsized to the room the note leaves. */
void ui_panel_heading(const ui_app *a, float x, float y, float w, const char *title,
                      const char *note);
/* The same with a title format holding one "%s" for a name (a translated
 * "%s's station chits"): only the name is cut, the words around it stay. */
void ui_panel_heading_name(const ui_app *a, float x, float y, float w, const char *format,
                           const char *name, const char *note);
