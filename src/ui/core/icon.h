/* The application icon (hicolor PNGs made by tools/gen-icons). */
#pragma once

/* Draw the icon at px × px pixels into a PNG file; 0 or 1 (message printed). */
int ui_render_icon(const char *file, int px);
