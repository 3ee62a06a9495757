/* Input of online play: the Online screen, the lobby, the chat line and the
 * undo vote (online.h does the talking to the host). */
#include <stdio.h>
#include <string.h>

#include "core/app.h"
#include "online/input_online.h"
#include "online/my_tables.h"
#include "online/player_code.h"
#include "core/utf8.h"

static void open_online_screen(ui_app *a)
{
    a->ui.screen = UI_JOIN, a->ui.overlay = UI_OV_NONE;
    a->ui.online.problem[0] = '\0';
    if (!a->ui.online.n_lan && !ui_online_active(a) && ui_online_can_host()) ui_online_search(a);
}

/* Tables on a server: the list, a new table there and how it plays, the link. */
static bool server_action(ui_app *a, int action, int arg)
{
    switch (action) {
    case UI_ACT_SERVER_TABLE:
        ui_online_server_setup(a);
        return true;
    case UI_ACT_TABLES_LIST:
        ui_online_list(a, arg);
        return true;
    case UI_ACT_DEADLINE:
        a->ui.host_deadline = metro_net_deadline_ok(arg) ? arg : 0;
        return true;
    case UI_ACT_PRIVATE:
        a->ui.host_private = !a->ui.host_private;
        return true;
    case UI_ACT_COPY_LINK:
        ui_online_copy_link(a);
        return true;
    case UI_ACT_PLAYER_CODE:
        ui_player_code_toggle(a);
        return true;
    case UI_ACT_CODE_COPY:
        ui_player_code_copy(a);
        return true;
    case UI_ACT_CODE_FIELD:
        if (a->ui.online.code_shown) a->ui.focus = UI_FOCUS_CODE;
        return true;
    case UI_ACT_CODE_USE:
        ui_player_code_use(a);
        return true;
    default:
        return false;
    }
}

bool ui_online_action(ui_app *a, int action, int arg)
{
    if (server_action(a, action, arg)) return true;
    ui_online *o = &a->ui.online;
    switch (action) {
    case UI_ACT_JOIN_SCREEN:
        open_online_screen(a);
        return true;
    case UI_ACT_HOST_MODE:                      /* the set-up, with seats that may be open */
        if (!ui_online_can_host()) return true; /* the page: nothing to listen with */
        a->ui.host_mode = !(a->ui.screen == UI_SETUP && a->ui.host_mode);
        /* hosting here, or back to a local game: a server's connection ends */
        if ((a->ui.host_mode || a->ui.host_server) && ui_online_active(a)) ui_online_leave(a);
        a->ui.host_server = false;
        a->ui.screen = UI_SETUP;
        return true;
    case UI_ACT_REJOIN:
        ui_online_rejoin(a);
        return true;
    case UI_ACT_ADDRESS:
        a->ui.focus = UI_FOCUS_ADDRESS;
        return true;
    case UI_ACT_CONNECT:
        ui_online_connect(a);
        return true;
    case UI_ACT_SEARCH:
        if (ui_online_can_host()) ui_online_search(a);
        return true;
    case UI_ACT_LAN_ROW:
        if (arg < 0 || arg >= o->n_lan) return true;
        snprintf(o->address, sizeof o->address, "%s", o->lan[arg].from);
        ui_online_connect(a);
        return true;
    case UI_ACT_TABLE_JOIN:
    case UI_ACT_TABLE_WATCH:
        ui_online_join(a, arg, action == UI_ACT_TABLE_WATCH);
        return true;
    case UI_ACT_BACK:
        if (a->ui.screen == UI_MINE) { /* My tables: back to the Online screen */
            ui_my_tables_close(a);
            open_online_screen(a);
            return true;
        }
        if (ui_online_active(a)) ui_online_leave(a);
        a->ui.screen = UI_SETUP;
        return true;
    case UI_ACT_MY_TABLES:
        if (ui_online_active(a)) ui_online_leave(a);
        ui_my_tables_open(a);
        return true;
    case UI_ACT_MY_TABLE:
        if (ui_my_tables_choose(a, arg)) ui_online_rejoin(a);
        return true;
    case UI_ACT_LOBBY_SEAT:
        ui_online_cycle_seat(a, arg);
        return true;
    case UI_ACT_LOBBY_START:
        ui_online_start(a);
        return true;
    case UI_ACT_LEAVE:
        ui_online_leave(a);
        return true;
    case UI_ACT_CHAT_FIELD:
        if (a->ui.screen == UI_PLAY || a->ui.screen == UI_END)
            ui_online_open_chat(a); /* the panel's Chat button */
        else
            a->ui.focus = UI_FOCUS_CHAT;
        return true;
    case UI_ACT_CHAT_SEND:
        ui_online_say(a);
        if (a->ui.overlay == UI_OV_CHAT) a->ui.overlay = UI_OV_NONE, a->ui.focus = UI_FOCUS_NONE;
        return true;
    case UI_ACT_VOTE:
        ui_online_vote(a, arg != 0);
        return true;
    default:
        return false;
    }
}

char *ui_online_field(ui_app *a, size_t *cap)
{
    if (a->ui.focus == UI_FOCUS_NAME && a->ui.screen == UI_JOIN) { /* the guest's own name */
        *cap = sizeof a->ui.setup.online_name;
        return a->ui.setup.online_name;
    }
    if (a->ui.focus == UI_FOCUS_ADDRESS) {
        *cap = sizeof a->ui.online.address;
        return a->ui.online.address;
    }
    if (a->ui.focus == UI_FOCUS_CHAT) {
        *cap = sizeof a->ui.online.chat_text;
        return a->ui.online.chat_text;
    }
    if (a->ui.focus == UI_FOCUS_CODE) {
        *cap = sizeof a->ui.online.code_text;
        return a->ui.online.code_text;
    }
    return NULL;
}

bool ui_online_enter(ui_app *a)
{
    if (a->ui.focus == UI_FOCUS_NAME && a->ui.screen == UI_JOIN && a->ui.online.link_table[0]) {
        a->ui.focus = UI_FOCUS_NONE; /* a link's name typed: on to its table */
        ui_online_connect(a);
        return true;
    }
    if (a->ui.focus == UI_FOCUS_ADDRESS) {
        a->ui.focus = UI_FOCUS_NONE;
        ui_online_connect(a);
        return true;
    }
    if (a->ui.focus == UI_FOCUS_CHAT) {
        ui_online_action(a, UI_ACT_CHAT_SEND, 0);
        return true;
    }
    if (a->ui.focus == UI_FOCUS_CODE) {
        ui_player_code_use(a);
        return true;
    }
    return false;
}

void ui_online_open_chat(ui_app *a)
{
    if (a->ui.online.phase != UI_NET_PLAYING) return;
    a->ui.overlay = UI_OV_CHAT, a->ui.focus = UI_FOCUS_CHAT;
}
