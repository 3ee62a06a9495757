/* Tables on a server, from the window (online.h, docs/ui.md "Online
 * play"): the Online screen's list of a server's tables, asked again now
 * and then and a page at a time; the set-up for a new table there; the
 * lobby's invitation link, copied to the clipboard. */
#include <stdio.h>
#include <string.h>

#include "core/app.h"
#include "i18n/i18n.h"
#include "online/invite.h"
#include "online/online.h"
#include "online/online_net.h"
#include "platform/platform.h"

static void send_list(ui_app *a)
{
    struct ui_net *n = a->res.net;
    metro_msg m = {.type = METRO_MSG_LIST};
    m.u.list.first = (uint16_t)a->ui.online.list_first;
    metro_net_client_send(n->client, &m);
    n->list_at = ui_clock_ms() + UI_NET_LIST_EVERY_MS;
}

void ui_net_list_due(ui_app *a)
{
    struct ui_net *n = a->res.net;
    if (!n || !n->client || !n->list_timer) return;
    if (a->ui.online.phase > UI_NET_BROWSING) /* at a table: no more wake-ups for the list */
        ui_wake_stop(n->list_timer), n->list_timer = 0;
    else if (a->ui.online.phase == UI_NET_BROWSING && (int32_t)(ui_clock_ms() - n->list_at) >= 0)
        send_list(a);
}

void ui_online_list(ui_app *a, int step)
{
    struct ui_net *n = a->res.net;
    ui_online *o = &a->ui.online;
    if (!n || !n->client || o->phase != UI_NET_BROWSING) return;
    int first = o->list_first + step * UI_NET_LIST_ROWS;
    if (first >= o->list_total) first = o->list_total - 1;
    o->list_first = first < 0 ? 0 : first - first % UI_NET_LIST_ROWS;
    send_list(a);
}

void ui_online_server_setup(ui_app *a)
{
    ui_online *o = &a->ui.online;
    if (o->phase != UI_NET_BROWSING) return;
    a->ui.host_mode = a->ui.host_server = true;
    a->ui.screen = UI_SETUP, a->ui.overlay = UI_OV_NONE;
    o->problem[0] = '\0';
}

bool ui_online_link(const ui_online *o, char *out, size_t n)
{
    if (o->hosting || o->phase < UI_NET_LOBBY) return false; /* no page here */
    return ui_invite_link(o->where, o->table, o->invite, out, n);
}

void ui_online_copy_link(ui_app *a)
{
    char link[200];
    if (!ui_online_link(&a->ui.online, link, sizeof link)) return;
    if (SDL_SetClipboardText(link) == 0)
        ui_net_say(a, _("Link copied: paste it to the players you invite."));
    else
        ui_net_say(a, _("The link could not be copied: write it down."));
}
