/* My tables (docs/ui.md "Online play"): every table this window sits at on
 * every server it knows (DATA/tables.txt, files/my_tables_file.h), asked of
 * each server with LIST, "your turn" first; opening one rejoins it. */
#pragma once

#include <stdbool.h>
#include <stdint.h>

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
/* The rows as a server answered, "your turn" first (tests feed them): its
 * LIST, or its MINE (by_key: tables kept by the player's key, those this
 * window has no token for added; the turn is the player's when the seat
 * to move bears `name`). */
struct metro_msg;
void ui_my_tables_listed(struct ui_app *a, const char *server, const struct metro_msg *tables,
                         bool by_key, const char *name);
/* The player's key (DATA/player-key.txt, made once, mode 0600: the file
 * metro-cli bot --key-file writes); false, said on stderr, without one. */
bool ui_player_key(uint8_t key[16]);
/* Tells the host on c who this player is (IDENTIFY: name and key), so that
 * its seats are kept by the key (MINE, ratings); nothing for a name the
 * protocol refuses or without a key. */
struct metro_net_client;
void ui_player_identify(struct metro_net_client *c, const char *name);
