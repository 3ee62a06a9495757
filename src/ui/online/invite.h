/* An invitation to a table on a server (docs/ui.md "Online play"): the
 * link the web page takes, http://HOST:PORT/?join=TABLE[&code=CODE], made
 * from where the window is connected, and read back when a player pastes
 * it into the Online screen's address field. Plain C, no SDL. */
#pragma once

#include <stdbool.h>
#include <stddef.h>

/* The link to table at `where` ("host:port" or "ws://host:port", the
 * server's TCP port: HTTP and WebSocket); code "" for a public table.
 * false when where is not such an address. */
bool ui_invite_link(const char *where, const char *table, const char *code, char *out, size_t n);

/* A pasted link into the WebSocket address to connect to ("ws://host:port"),
 * the table and its code ("" when none). 0; -1 when text is not a link
 * (another address: connect to it as typed); 1 when it is a link but a
 * bad one, with the reason in why. */
int ui_invite_parse(const char *text, char *address, size_t address_n, char *table, size_t table_n,
                    char *code, size_t code_n, char *why, size_t why_n);
