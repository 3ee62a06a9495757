/* My tables (docs/ui.md "Online play"): every table this window sits at on
 * every server it knows (DATA/tables.txt, files/my_tables_file.h), asked of
 * each server with LIST, "your turn" first; opening one rejoins it. */
#pragma once

#include <stdbool.h>

struct ui_app;
/* Opens the screen: reads the file, asks each server (a connection of its
 * own per server, closed when its list is read). */
void ui_my_tables_open(struct ui_app *a);
/* The servers' answers (on the network's SDL event). */
void ui_my_tables_pump(struct ui_app *a);
/* Row i: its table and tokens become the rejoin file's (true), for
 * ui_online_rejoin to take the seats back; the servers' connections close. */
bool ui_my_tables_choose(struct ui_app *a, int i);
/* The servers' connections close (the screen goes). */
void ui_my_tables_close(struct ui_app *a);
/* A table sat at (its seats and tokens: the rejoin value) is kept in the
 * file, or, when the window has left it for good, taken out. */
struct ui_rejoin;
void ui_my_tables_keep(const struct ui_rejoin *r);
void ui_my_tables_forget(const char *address, const char *table);
/* The rows as the servers answered, "your turn" first (tests feed them). */
struct metro_msg;
void ui_my_tables_listed(struct ui_app *a, const char *server, const struct metro_msg *tables);
