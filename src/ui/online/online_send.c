/* What the game sends to the host in an online game (online.h): a move of
 * a seat held here, an undo request. The rest of play (play.c) calls only
 * this file, so the dependency between them goes one way: online.c shows
 * the host's answers through play.c. */
#include <stdio.h>

#include "core/app.h"
#include "i18n/i18n.h"
#include "online/online.h"
#include "online/online_net.h"

bool ui_online_active(const ui_app *a)
{
    return a->ui.online.phase != UI_NET_OFF;
}

int ui_online_move(ui_app *a, const metro_move *m)
{
    struct ui_net *n = a->res.net;
    ui_online *o = &a->ui.online;
    const metro_state *s = &a->game->state;
    if (!n || !n->client || o->phase != UI_NET_PLAYING || !(o->seats >> s->current & 1))
        return METRO_ERR_BAD_MOVE;
    if (o->waiting) return METRO_OK; /* the move sent is on its way: one at a time */
    int rc = metro_move_check(s, m, NULL, 0);
    if (rc) return rc;
    metro_msg msg = {.type = METRO_MSG_MOVE};
    msg.u.move.seat = (uint8_t)s->current;
    msg.u.move.moves = (uint16_t)o->moves;
    metro_move_format(s, m, msg.u.move.text, sizeof msg.u.move.text);
    metro_net_client_send(n->client, &msg);
    o->waiting = true; /* its sound comes with its view */
    return METRO_OK;
}

/* The seat here that played last (its move is the one taken back). */
static int asking_seat(const ui_app *a)
{
    const ui_online *o = &a->ui.online;
    if (o->last_seat >= 0 && (o->seats >> o->last_seat & 1)) return o->last_seat;
    for (int p = 0; p < METRO_MAX_PLAYERS; p++)
        if (o->seats >> p & 1) return p;
    return -1;
}

/* What the host would refuse, said before asking: no move yet, or a
 * player elsewhere moved last (the host takes back only the asker's own
 * moves since the other players'). NULL: ask. */
static const char *nothing_to_undo(const ui_online *o)
{
    if (o->moves == 0) return _("Nothing to take back: no move has been played yet.");
    int last = o->last_seat;
    if (last >= 0 && last < METRO_MAX_PLAYERS && !(o->seats >> last & 1) &&
        o->seat[last].kind == METRO_SEAT_HUMAN)
        return _("Nothing to take back: you have no move since the other players' last.");
    return NULL;
}

void ui_online_ask_undo(ui_app *a)
{
    struct ui_net *n = a->res.net;
    int seat = asking_seat(a);
    if (!n || seat < 0 || a->ui.online.phase != UI_NET_PLAYING) return;
    const char *no = nothing_to_undo(&a->ui.online);
    if (!no && !n->client) return; /* the host is gone (the game's end stays on screen) */
    snprintf(a->ui.notice, sizeof a->ui.notice, "%s",
             no ? no : _("Asked the other players to allow the undo"));
    a->ui.notice_until = a->now + 4000;
    if (no) return;
    metro_msg m = {.type = METRO_MSG_UNDO_ASK};
    m.u.undo_ask.seat = (uint8_t)seat;
    metro_net_client_send(n->client, &m);
}
