/* The window the frame step draws in (window.c). */
#pragma once

#include "ui.h"

/* The layout follows the window's size in pixels, and the dpi its ratio to
 * the window's points. */
void ui_window_fit(ui_app *a);
/* F11: fullscreen on the window's display, or back to its windowed place. */
void ui_window_fullscreen(ui_app *a);
/* The window's title: "Metro", or online that it is the player's turn. */
void ui_window_title(ui_app *a);
