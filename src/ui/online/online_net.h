/* What online.c and online_send.c share: the connection, the embedded
 * host and the views the host sent (the window's resources, not state). */
#pragma once

#include "client.h"
#include "net_server.h"
#include "files/rejoin_file.h"
#include "platform/platform.h"
#include "sdl.h"

enum { SPECTATOR = METRO_MAX_PLAYERS }; /* the index of a spectator's view */
enum { UI_NET_LIST_EVERY_MS = 5000 };   /* the host does not say when its list changes */

struct ui_net {
    metro_net_client *client;
    metro_net_server *server;
    metro_net_event ev; /* scratch: an event is large */
    /* The last view of each seat held here (and a spectator's). */
    metro_state view[METRO_MAX_PLAYERS + 1];
    int view_moves[METRO_MAX_PLAYERS + 1], view_last_seat[METRO_MAX_PLAYERS + 1];
    char view_last[METRO_MAX_PLAYERS + 1][METRO_NET_MOVE_TEXT + 1];
    bool have[METRO_MAX_PLAYERS + 1];
    int shown;     /* the view the window shows, -1 none yet */
    bool revealed; /* the game shown is the host's finished game (REVEAL), secrets and all */
    /* What to say after WELCOME. */
    bool want_create, want_rejoin, want_list, want_join;
    bool link_joining; /* a --join link's JOIN is out: watch if refused (online_link.h) */
    metro_msg create;
    metro_msg join; /* want_join: the table of an invitation link */
    /* The Join screen's list is asked again now and then (the host does
     * not say when it changes): the timer wakes the window for it. */
    ui_wake_timer list_timer;
    uint32_t list_at;
    ui_rejoin rejoin; /* the seats held and their tokens (also the file) */
    char data_dir[1100];
    /* The public record's moves (RECORD, catch_up.c), kept until the
     * first view: record_n texts, -1 when a page was missing. */
    char (*record_text)[METRO_NET_MOVE_TEXT + 1];
    int record_n;
    struct ui_mine *mine; /* My tables: the file and a connection per server */
    /* The LAN query's thread and answers. */
    SDL_Thread *search;
    char query[48];
    int query_port, n_found;
    metro_net_answer found[UI_NET_LAN];
    char found_from[UI_NET_LAN][48];
    uint32_t ev_search;
};

/* Shared by online.c and online_events.c (online.c defines them). */
struct ui_app;
void ui_net_say(struct ui_app *a, const char *text);           /* a notice */
void ui_net_forget_rejoin(struct ui_app *a);                   /* the rejoin file goes */
void ui_net_keep_rejoin(struct ui_app *a);                     /* the seats' tokens, kept */
void ui_net_close(struct ui_app *a);                           /* connection and host stop */
void ui_net_blank_game(struct ui_app *a);                      /* nothing online is autosaved */
bool ui_net_connect_to(struct ui_app *a, const char *address); /* false: problem said */
void ui_net_create_msg(struct ui_app *a, metro_msg *m);        /* CREATE of the set-up */
/* online_server.c: LIST when it is due (the Join screen, its timer). */
void ui_net_list_due(struct ui_app *a);
/* One event of the network thread (online_events.c; tests call it too). */
void ui_net_event(struct ui_app *a, const metro_net_event *ev);
