/* A link that seats the player at a table (docs/web.md "Online from the
 * page"): `metro --join HOST:PORT/TABLE [--name NAME] [--code CODE]`, which
 * the page's `?join=TABLE&name=NAME&code=CODE` becomes. The window opens on
 * the Online screen, connects, and takes the table's first open seat, or
 * watches the game when none is open; without a name it asks for one
 * first (the screen's name field, then Connect or Enter). */
#pragma once

#include <stdbool.h>
#include <stddef.h>

struct ui_app;

/* The link the program was started with, read once before the window
 * opens: "HOST:PORT/TABLE" (ws://HOST:PORT/TABLE for a WebSocket on the
 * desktop), a player's name or NULL, an invitation code or NULL. False,
 * with why (English, for the command line), when one of them is not one. */
bool ui_online_link_set(const char *join, const char *name, const char *code, char *why, size_t n);
/* At start (ui_online_startup): the Online screen for the link, if any. */
void ui_online_link_begin(struct ui_app *a);
/* An invitation link's JOIN (invite.h) refused because the game started or no seat is open: the
 * player watches instead (a WATCH is sent; true). False: not handled. */
bool ui_online_link_refused(struct ui_app *a, int code);
