/* The status line of an online game (docs/ui.md "Online play"): whose turn
 * the table waits for, a player away and when a computer stands in, a
 * turn-based move's deadline; the window's title and a sound when the turn
 * becomes this window's. */
#pragma once

#include <stdbool.h>
#include <stddef.h>

struct ui_app;
/* The line's words from the UI state and the game only (a view); false
 * when there is no line (not in an online game, or it is over). */
bool ui_online_status(const struct ui_app *a, char *out, size_t n);
/* Once a frame: the countdown's seconds and whose turn it is, kept in the
 * UI state; the your-turn sound when the turn has just come here. */
void ui_online_status_tick(struct ui_app *a);
/* Milliseconds until the countdown shows another second (-1: none runs),
 * so that an idle window wakes up for it. */
int ui_online_status_wait(const struct ui_app *a);
/* The window's title: "Metro", or that it is the player's turn. */
const char *ui_online_title(const struct ui_app *a);
