/* A link that seats the player at a table (online_link.h). */
#include <stdio.h>
#include <string.h>

#include "core/app.h"
#include "online/online.h"
#include "online/online_link.h"
#include "online/online_net.h"

/* The command line's link: written once by main() before the window opens,
 * read once when it does (ui_online_startup); nothing else holds it. */
static struct link_request {
    char address[UI_NET_ADDRESS + 1];
    char table[METRO_NET_TABLE_NAME + 1];
    char name[METRO_NET_PLAYER_NAME + 1];
    char code[METRO_NET_INVITE + 1];
} request;

bool ui_online_link_set(const char *join, const char *name, const char *code, char *why, size_t n)
{
    const char *slash = strrchr(join, '/');
    size_t len = slash ? (size_t)(slash - join) : 0;
    if (!slash || !len || len > UI_NET_ADDRESS || !metro_net_table_name_ok(slash + 1))
        return snprintf(why, n,
                        "--join '%.80s': want HOST:PORT/TABLE (a table name of letters, "
                        "digits, - and _)",
                        join),
               false;
    if (name && !metro_net_player_name_ok(name))
        return snprintf(why, n,
                        "--name '%.40s': want 1 to 31 bytes of UTF-8, no control "
                        "characters",
                        name),
               false;
    char upper[METRO_NET_INVITE + 1] = "";
    for (size_t i = 0; code && code[i] && i < METRO_NET_INVITE; i++)
        upper[i] = (char)(code[i] >= 'a' && code[i] <= 'z' ? code[i] - 32 : code[i]);
    if (code && (strlen(code) != METRO_NET_INVITE || !metro_net_invite_ok(upper)))
        return snprintf(why, n, "--code '%.20s': an invitation code is 8 letters and digits", code),
               false;
    snprintf(request.address, sizeof request.address, "%.*s", (int)len, join);
    snprintf(request.table, sizeof request.table, "%s", slash + 1);
    snprintf(request.name, sizeof request.name, "%s", name ? name : "");
    snprintf(request.code, sizeof request.code, "%s", upper);
    return true;
}

void ui_online_link_begin(ui_app *a)
{
    ui_online *o = &a->ui.online;
    if (!request.table[0]) return;
    /* the invitation link the Online screen reads (invite.h): its address
     * field takes it, and Connect joins the table */
    const char *host = strncmp(request.address, "ws://", 5) ? request.address : request.address + 5;
    int w = snprintf(o->address, sizeof o->address, "http://%s/?join=%s%s%s", host, request.table,
                     request.code[0] ? "&code=" : "", request.code);
    if (w < 0 || (size_t)w >= sizeof o->address) { /* a host name too long for the field */
        o->address[0] = 0;
        return;
    }
    snprintf(o->link_table, sizeof o->link_table, "%s", request.table);
    a->ui.screen = UI_JOIN, a->ui.overlay = UI_OV_NONE;
    if (request.name[0]) {
        snprintf(a->ui.setup.online_name, sizeof a->ui.setup.online_name, "%s", request.name);
        ui_online_connect(a);
    } else { /* the name first, typed over the default: Connect (or Enter) goes on */
        a->ui.focus = UI_FOCUS_NAME, a->ui.focus_seat = 0, a->ui.text_all = true;
    }
    request.table[0] = '\0'; /* once */
}

bool ui_online_link_refused(ui_app *a, int code)
{
    struct ui_net *n = a->res.net;
    ui_online *o = &a->ui.online;
    if (!n || !n->link_joining || o->phase >= UI_NET_LOBBY) return false;
    n->link_joining = false;
    if (code != METRO_REFUSE_NO_SEAT && code != METRO_REFUSE_NOT_NOW) return false;
    metro_msg m = {.type = METRO_MSG_WATCH}; /* full or started: the game is watched */
    snprintf(m.u.watch.table, sizeof m.u.watch.table, "%s", o->table);
    o->spectator = true;
    metro_net_client_send(n->client, &m);
    return true;
}
