/* A module panel section's heading line: bold title left, dim note right,
 * the title cut where the two would meet (long names, long languages). */
#pragma once

#include "modules/ui_module.h"

/* Title at x, y and the note (NULL: none) ending at x + w; where the two do
 * not fit on one line (long languages) the note goes on the next line.
 * The title is never cut (a cut is reported: ui_words_fit). Returns the
 * height added below the one line (0, or the note's line). */
float ui_panel_heading(const ui_app *a, ui_canvas *cv, float x, float y, float w, const char *title,
                       const char *note);
/* The same with a title format holding one "%s" for a name (a translated
 * "%s's station chits"): only the name is cut, the words around it stay. */
void ui_panel_heading_name(const ui_app *a, ui_canvas *cv, float x, float y, float w,
                           const char *format, const char *name, const char *note);
