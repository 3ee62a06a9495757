/* Screenshot scenes of online play (scenes_online.h): the screens as a
 * connection would leave them, built without a network. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "metro/module.h"
#include "harness/scene_kit.h"
#include "harness/scenes_online.h"

static void seat(ui_online *o, int p, int kind, const char *name, const char *ai, bool present)
{
    metro_net_seat_info *s = &o->seat[p];
    s->kind = (uint8_t)kind, s->present = present;
    snprintf(s->name, sizeof s->name, "%s", name);
    snprintf(s->ai, sizeof s->ai, "%s", ai);
}

static void table(ui_online *o, const char *name, int state, int players, int open,
                  const char *modules)
{
    metro_net_table_info *t = &o->tables[o->n_tables++];
    snprintf(t->name, sizeof t->name, "%s", name);
    t->state = (uint8_t)state, t->players = (uint8_t)players, t->open = (uint8_t)open;
    snprintf(t->modules, sizeof t->modules, "%s", modules);
}

/* Ratings as the host sends them: a number, 'n' new, '-' none (per seat). */
static void ratings(metro_net_rating *r, const char *const *seats, int n)
{
    for (int p = 0; p < n; p++)
        r[p] = seats[p][0] == 'n'   ? (metro_net_rating){METRO_NET_RATING_NEW, 0}
               : seats[p][0] == '-' ? (metro_net_rating){METRO_NET_UNRATED, 0}
                                    : (metro_net_rating){METRO_NET_RATED, (int16_t)atoi(seats[p])};
}

static void chat(ui_online *o, const char *line)
{
    snprintf(o->chat[o->n_chat++], sizeof o->chat[0], "%s", line);
}

/* The Online screen connected to a server: its tables (waiting first; a
 * turn-based game and whose turn it is), and a table to rejoin. */
bool ui_scene_online_join(ui_app *a)
{
    ui_scene_setup_screen(a);
    ui_online *o = &a->ui.online;
    a->ui.screen = UI_JOIN;
    o->phase = UI_NET_BROWSING;
    snprintf(o->address, sizeof o->address, "%s", "192.168.1.20");
    snprintf(a->ui.setup.online_name, sizeof a->ui.setup.online_name, "%s", "Ben");
    snprintf(o->where, sizeof o->where, "%s", "192.168.1.20:24960");
    char first[METRO_NET_MODULES], two[METRO_NET_MODULES]; /* from the registry */
    metro_modules_format(1u << 1, first, sizeof first);
    metro_modules_format(1u << 2 | 1u << (metro_module_count() - 1), two, sizeof two);
    table(o, "Ada-1127-2015", METRO_TABLE_LOBBY, 3, 1, first);
    ratings(o->tables[0].rating, (const char *const[]){"12", "-", "-"}, 3);
    table(o, "club-night", METRO_TABLE_PLAYING, 4, 0, two);
    metro_net_table_info *t = &o->tables[o->n_tables - 1];
    ratings(t->rating, (const char *const[]){"9", "n", "-4", "-"}, 4);
    t->deadline = 24, t->turn = 2;
    snprintf(t->turn_name, sizeof t->turn_name, "%s", "Cleo");
    table(o, "lunch-break", METRO_TABLE_PLAYING, 2, 0, "none");
    t = &o->tables[o->n_tables - 1];
    t->turn = 1;
    snprintf(t->turn_name, sizeof t->turn_name, "%s", "strong");
    table(o, "sunday", METRO_TABLE_OVER, 2, 0, "none");
    o->list_total = 7; /* more than a page */
    o->can_rejoin = true;
    snprintf(o->rejoin_table, sizeof o->rejoin_table, "%s", "club-night");
    return true;
}

/* The list of a server's tables in French (the issue asks a French window). */
bool ui_scene_online_join_fr(ui_app *a)
{
    return ui_scene_language(a, "fr") && ui_scene_online_join(a);
}

/* The lobby of a private turn-based table at a server: the invitation as
 * text and as the web page's link, with Copy link. */
bool ui_scene_online_lobby_server(ui_app *a)
{
    ui_scene_setup_screen(a);
    ui_online *o = &a->ui.online;
    a->ui.screen = UI_LOBBY;
    o->phase = UI_NET_LOBBY, o->owner = true, o->seats = 1, o->players = 3;
    o->deadline = 24, o->private_table = true;
    snprintf(o->invite, sizeof o->invite, "%s", "K7QX2MZP");
    snprintf(o->table, sizeof o->table, "%s", "Ada-1129-1530");
    snprintf(o->where, sizeof o->where, "%s", "metro.example.org:24960");
    snprintf(o->modules, sizeof o->modules, "%s", "none");
    seat(o, 0, METRO_SEAT_HUMAN, "Ada", "", true);
    o->seat[0].rating = (metro_net_rating){METRO_NET_RATED, 12};
    seat(o, 1, METRO_SEAT_OPEN, "", "", false);
    seat(o, 2, METRO_SEAT_COMPUTER, "", "easy", false);
    return true;
}

/* The set-up of a new table at a server: turn-based, 24 h, private. */
bool ui_scene_setup_server_table(ui_app *a)
{
    ui_scene_setup_screen(a);
    a->ui.host_mode = a->ui.host_server = true;
    a->ui.host_deadline = 24, a->ui.host_private = true;
    snprintf(a->ui.setup.join_address, sizeof a->ui.setup.join_address, "%s",
             "metro.example.org:24960");
    snprintf(a->ui.setup.controller[1], METRO_CONTROLLER_LEN, "%s", "open");
    return true;
}

/* The lobby of a table this window hosts: a seat here, an open one, a
 * computer, a player online; the chat. */
bool ui_scene_online_lobby(ui_app *a)
{
    ui_scene_setup_screen(a);
    ui_online *o = &a->ui.online;
    a->ui.screen = UI_LOBBY;
    o->phase = UI_NET_LOBBY, o->hosting = o->owner = true, o->seats = 1, o->players = 4;
    snprintf(o->table, sizeof o->table, "%s", "Ada-1127-2015");
    snprintf(o->where, sizeof o->where, "%s", "127.0.0.1:24960");
    snprintf(o->reach, sizeof o->reach, "%s", "192.168.1.20:24960, 10.0.0.7:24960");
    metro_modules_format(6u, o->modules, sizeof o->modules); /* slots 1, 2 (0: a test module) */
    seat(o, 0, METRO_SEAT_HUMAN, "Ada", "", true);
    seat(o, 1, METRO_SEAT_OPEN, "", "", false);
    seat(o, 2, METRO_SEAT_COMPUTER, "", "strong", false);
    seat(o, 3, METRO_SEAT_HUMAN, "Ben", "", true);
    o->seat[3].rating.kind = METRO_NET_RATING_NEW;
    o->spectators = 1;
    chat(o, "Ben sat down");
    chat(o, "Ben: hi! one more friend is coming");
    chat(o, "Ada: we start when Cleo is here");
    snprintf(o->chat_text, sizeof o->chat_text, "%s", "ok");
    a->ui.focus = UI_FOCUS_CHAT;
    return true;
}

/* A game online: the seat here, a player online (away, a computer stands
 * in), a computer; that player asks to take back a move. */
bool ui_scene_online_vote(ui_app *a)
{
    ui_setup s;
    ui_scene_setup_struct(&s, 3, false, 31);
    snprintf(s.name[1], METRO_NAME_LEN, "%s", "Ben");
    ui_start_game(a, &s);
    ui_scene_play(a, 9, 3131, 0, false, false);
    ui_online *o = &a->ui.online;
    o->phase = UI_NET_PLAYING, o->seats = 1, o->players = 3, o->moves = 9, o->last_seat = 1;
    seat(o, 0, METRO_SEAT_HUMAN, "Ada", "", true);
    seat(o, 1, METRO_SEAT_HUMAN, "Ben", "greedy", false);
    o->seat[1].stand_in = 1;
    seat(o, 2, METRO_SEAT_COMPUTER, "", "greedy", false);
    snprintf(a->game->seat[1].controller, METRO_CONTROLLER_LEN, "%s", "remote");
    o->vote_seats = 1, o->vote_asker = 1;
    a->ui.overlay = UI_OV_VOTE;
    ui_after_state_change(a);
    return true;
}

/* A turn-based table with modules, the window rejoined at Ben's move: the
 * status line names whose move it is and when it is due (its countdown
 * as the frame step left it: 11 h 20 min). */
bool ui_scene_online_status(ui_app *a)
{
    char mods[METRO_NET_MODULES + 1]; /* from the registry: a busy panel */
    metro_modules_format(1u << (metro_module_count() - 1), mods, sizeof mods);
    ui_scene_start_with(a, 4, mods, 0, 35);
    const char *names[] = {"Ada", "Ben", "Cleo", "Dan"};
    for (int p = 0; p < 4; p++) /* before the moves: the log names them */
        snprintf(a->game->seat[p].name, METRO_NAME_LEN, "%s", names[p]);
    ui_scene_play(a, 9, 3535, 0, false, false);
    for (int k = 0; k < 8 && a->game->state.current != 1; k++) /* on to Ben's move */
        ui_scene_play(a, 1, 3536 + (uint64_t)k, 0, false, false);
    ui_online *o = &a->ui.online;
    o->phase = UI_NET_PLAYING, o->seats = 1, o->players = 4, o->moves = a->game->cursor;
    o->last_seat = 0;
    o->deadline = 24, o->turn_due = 1, o->status_secs = 11 * 3600 + 20 * 60;
    for (int p = 0; p < 4; p++) {
        seat(o, p, METRO_SEAT_HUMAN, names[p], "", p != 2);
        snprintf(a->game->seat[p].controller, METRO_CONTROLLER_LEN, "%s", p ? "remote" : "human");
    }
    ui_after_state_change(a);
    return true;
}

static void mine(ui_online *o, const char *table, const char *where, int state, int deadline,
                 const char *turn_name, bool yours)
{
    ui_mine_row *r = &o->mine[o->n_mine++];
    snprintf(r->table, sizeof r->table, "%s", table);
    snprintf(r->where, sizeof r->where, "%s", where);
    snprintf(r->turn_name, sizeof r->turn_name, "%s", turn_name);
    r->state = state, r->deadline = deadline, r->your_turn = yours, r->turn = yours ? 0 : 1;
}

/* My tables across three servers: your turn first, then the others as the
 * servers answered (one does not answer, one table is not listed, one was
 * joined on another computer with the same key). */
bool ui_scene_online_my_tables(ui_app *a)
{
    ui_scene_setup_screen(a);
    ui_online *o = &a->ui.online;
    a->ui.screen = UI_MINE;
    mine(o, "club-night", "metro.example.org:24960", METRO_TABLE_PLAYING, 24, "Ada", true);
    mine(o, "Ben-1128-0930", "192.168.1.20:24960", METRO_TABLE_PLAYING, 0, "Ada", true);
    mine(o, "sunday", "metro.example.org:24960", METRO_TABLE_PLAYING, 72, "Cleo", false);
    mine(o, "lunch", "metro.example.org:24960", METRO_TABLE_LOBBY, 12, "", false);
    mine(o, "work-break", "metro.example.org:24960", METRO_TABLE_PLAYING, 24, "Ben", false);
    o->mine[o->n_mine - 1].elsewhere = true; /* its token is on another computer */
    mine(o, "old-friends", "10.0.0.7:24960", UI_MINE_NO_ANSWER, 0, "", false);
    mine(o, "Dan-1120-2100", "metro.example.org:24960", UI_MINE_UNLISTED, 0, "", false);
    return true;
}

/* The first screen after a crash in an online game: the seat kept there
 * is offered at once (Rejoin, in the subtitle's place). */
bool ui_scene_setup_rejoin(ui_app *a)
{
    ui_scene_setup_screen(a);
    a->ui.online.can_rejoin = true;
    snprintf(a->ui.online.rejoin_table, sizeof a->ui.online.rejoin_table, "%s", "Ada-1129-0740");
    return true;
}
