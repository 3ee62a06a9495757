/* Online play in the window (docs/ui.md "Online play"): hosting a table
 * (an embedded host, src/net/net_server.h, and a connection to it like any
 * guest's), joining one, the lobby, and a game whose moves go to the host.
 * The network thread (src/net/client.h) wakes the window with an SDL user
 * event; what the window shows of the connection is the plain value
 * ui_online inside ui_state, so views read it like the rest. */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#include "proto.h"

enum ui_online_phase {
    UI_NET_OFF,        /* a local game */
    UI_NET_CONNECTING, /* waiting for WELCOME */
    UI_NET_BROWSING,   /* the Join screen's list of the host's tables */
    UI_NET_LOBBY,      /* at a table before its start */
    UI_NET_PLAYING,    /* the game runs (also its end screen) */
};

enum { UI_NET_CHAT_LINES = 6, UI_NET_LAN = 8, UI_NET_ADDRESS = 63 };
enum { UI_NET_LIST_ROWS = 4 }; /* a page of a host's tables on the Online screen */

/* A game answering the LAN query. */
typedef struct ui_lan_game {
    char from[48]; /* "IP:PORT" */
    char name[METRO_NET_PLAYER_NAME + 1];
    int tables;
} ui_lan_game;

/* A row of the My tables screen (my_tables.c): a table this window sits at
 * on a server, as that server lists it. */
enum { UI_NET_MINE = 16 };
enum ui_mine_state { UI_MINE_ASKING = -1, UI_MINE_UNLISTED = -2, UI_MINE_NO_ANSWER = -3 };
typedef struct ui_mine_row {
    char table[METRO_NET_TABLE_NAME + 1];
    char where[UI_NET_ADDRESS + 1];
    int state;      /* METRO_TABLE_* as listed, or enum ui_mine_state */
    int turn;       /* the seat to move, -1 none */
    int deadline;   /* hours a move (0: live) */
    bool your_turn; /* that seat is one this window holds */
    bool elsewhere; /* listed by the player's key: no token here, cannot be opened */
    char turn_name[METRO_NET_PLAYER_NAME + 1];
} ui_mine_row;

/* What the window shows of online play: a plain value (part of ui_state). */
typedef struct ui_online {
    int phase;         /* enum ui_online_phase */
    bool hosting;      /* this window runs the host */
    bool owner;        /* this window created the table */
    bool spectator;    /* watches a table */
    bool lost;         /* the connection is gone; the client reconnects */
    char address[160]; /* the Join screen's field: "host:port", or an invitation link */
    char where[UI_NET_ADDRESS + 1]; /* the address connected to */
    char reach[3 * UI_NET_ADDRESS]; /* hosting: where guests connect ("" unknown) */
    char table[METRO_NET_TABLE_NAME + 1];
    uint8_t seats; /* seats held here, a bit each */
    int moves;     /* moves played, as the last view said */
    int last_seat; /* the seat that played the last move, -1 */
    bool waiting;  /* a move was sent; its view has not come yet */

    /* the table, as the last LOBBY said */
    int lobby_state, players, owner_seat, spectators;
    char modules[METRO_NET_MODULES + 1];
    metro_net_seat_info seat[METRO_MAX_PLAYERS];
    bool private_table;                /* joined only with its invitation code */
    char invite[METRO_NET_INVITE + 1]; /* that code, as JOINED said ("" public) */

    /* the Join screen: a page of the host's list from place list_first */
    int n_tables, list_first, list_total;
    metro_net_table_info tables[METRO_NET_PAGE];
    int n_lan;
    ui_lan_game lan[UI_NET_LAN];
    bool searching; /* the LAN query runs */

    /* chat: the lines said, the line being typed */
    char chat[UI_NET_CHAT_LINES][240];
    int n_chat;
    char chat_text[METRO_NET_CHAT + 1];

    /* an undo asked by another seat: the seats here still to answer */
    uint8_t vote_seats;
    int vote_asker;

    /* The status line (status_line.c): a turn-based table's hours per
     * move (0: live), a live table's grace before a stand-in (seconds, 0:
     * the host's, unknown); when this window saw the turn begin (+ the
     * deadline: turn_due, ms of the app's clock, 0 unknown) and each seat
     * go away (away_at, 0 unknown); the seconds left on the countdown the
     * line shows, and whether the turn is this window's (the title says so). */
    int deadline, grace;
    uint32_t turn_due, away_at[METRO_MAX_PLAYERS];
    int status_secs;
    bool your_turn;

    /* My tables: the rows, "your turn" first */
    int n_mine;
    ui_mine_row mine[UI_NET_MINE];

    char problem[240]; /* why the connection failed or was refused ("" none) */
    /* The player code (player_code.h): a secret, shown only when asked */
    bool code_shown;
    char code[48];          /* this window's, as the key file keeps it */
    char code_text[48];     /* one typed from another computer */
    char code_problem[200]; /* why the typed one was refused ("" none) */
    /* a link's table (online_link.h), joined once connected ("" none) */
    char link_table[METRO_NET_TABLE_NAME + 1];
    /* a table this window can go back to (the rejoin file, online_file.h) */
    bool can_rejoin;
    char rejoin_table[METRO_NET_TABLE_NAME + 1];
} ui_online;

struct ui_app;
/* Host online: the embedded host starts, then this window creates the
 * table with the set-up (human seats here, open seats, computer seats). */
void ui_online_host(struct ui_app *a);
/* Connects to the address typed on the Join screen ("host:port" or
 * "host", the default port). */
void ui_online_connect(struct ui_app *a);
/* The LAN query, in a thread of its own (an SDL event when it is done). */
void ui_online_search(struct ui_app *a);
/* Join screen: the list again (step 0), or its next (1) or previous (-1) page. */
void ui_online_list(struct ui_app *a, int step);
/* Join screen: "New table here": the set-up, to create a table at the
 * server this window is connected to (online_server.c). */
void ui_online_server_setup(struct ui_app *a);
/* The lobby: the invitation link (false: no link for this table) and a copy
 * of it on the clipboard. */
bool ui_online_link(const ui_online *o, char *out, size_t n);
void ui_online_copy_link(struct ui_app *a);
/* Join screen: take an open seat at table i of the list, or watch it. */
void ui_online_join(struct ui_app *a, int i, bool watch);
/* Back to the table saved in the rejoin file, with its tokens. */
void ui_online_rejoin(struct ui_app *a);
/* The lobby: the owner starts; turns seat p into open or the next computer. */
void ui_online_start(struct ui_app *a);
void ui_online_cycle_seat(struct ui_app *a, int p);
void ui_online_say(struct ui_app *a);
/* Sends a move of a seat held here; METRO_OK, or why it cannot go. */
int ui_online_move(struct ui_app *a, const metro_move *m);
/* Undo in an online game: the other human seats are asked. */
void ui_online_ask_undo(struct ui_app *a);
void ui_online_vote(struct ui_app *a, bool yes);
/* Leaves the table (and stops hosting): back to the set-up screen. */
void ui_online_leave(struct ui_app *a);
/* Handles every event the network thread has queued (on its SDL event). */
void ui_online_pump(struct ui_app *a);
/* The LAN query's answers (on its SDL event). */
void ui_online_search_done(struct ui_app *a);
/* The name a guest joins with, when none was typed yet. */
struct ui_setup;
void ui_online_default_name(struct ui_setup *su);
/* At start: is there a table to rejoin? */
void ui_online_startup(struct ui_app *a);
/* Closes the connection and the host (the window is closing). */
void ui_online_free(struct ui_app *a);
bool ui_online_active(const struct ui_app *a);
/* The game shown is the host's finished game, every seat's secrets in it
 * (REVEAL): the end screen's totals are the host's. */
bool ui_online_revealed(const struct ui_app *a);
/* Was the window built with online play? */
bool ui_online_available(void);
/* Can this window host a table and search the local network (false: the
 * page, which can neither listen nor broadcast)? */
bool ui_online_can_host(void);
