/* One client's side of a connection (session.h): the host's messages into
 * events; seat tokens kept for reconnecting. A view is decoded with the
 * engine's full checks (metro_view_decode): a host is trusted no more than
 * a client. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "metro/game.h"
#include "session.h"

void metro_net_hello(metro_msg *m, const char *program)
{
    memset(m, 0, sizeof *m);
    m->type = METRO_MSG_HELLO;
    m->u.hello.version = METRO_PROTOCOL_VERSION;
    snprintf(m->u.hello.program, sizeof m->u.hello.program, "%s", program ? program : "");
}

static int broken(metro_net_event *ev, const char *what, const char *why)
{
    ev->kind = METRO_NET_EV_BROKEN;
    if (snprintf(ev->text, sizeof ev->text, "%s: %s", what, why) >= (int)sizeof ev->text)
        memcpy(ev->text + sizeof ev->text - 4, "...", 4); /* a long reason, cut: say so */
    return -1;
}

static int read_view(metro_net_event *ev)
{
    char why[200];
    int seat = -2;
    if (metro_view_decode(&ev->state, &seat, ev->msg.u.view.bytes, ev->msg.u.view.len, why,
                          sizeof why) != METRO_OK)
        return broken(ev, "the host's view", why);
    int said = ev->msg.u.view.seat == METRO_NET_NO_SEAT ? -1 : ev->msg.u.view.seat;
    if (seat != said) return broken(ev, "the host's view", "it is another seat's");
    ev->seat = seat;
    ev->kind = METRO_NET_EV_VIEW;
    return 0;
}

/* The finished game arrives in pages of its save text, in order; once
 * whole, it is loaded as strictly as a save file (every move checked) and
 * must be over. A page of more to come is no event. */
static int read_reveal(metro_net_session *s, metro_net_event *ev)
{
    const metro_msg *m = &ev->msg;
    if (m->u.reveal.first == 0) s->revealed = 0;
    if (m->u.reveal.first != s->revealed)
        return broken(ev, "the revealed game", "its pages are out of order");
    memcpy(s->reveal + s->revealed, m->u.reveal.text, m->u.reveal.n);
    s->revealed = (uint16_t)(s->revealed + m->u.reveal.n);
    ev->kind = METRO_NET_EV_NONE;
    if (s->revealed < m->u.reveal.total) return 0;
    s->reveal[s->revealed] = 0;
    s->revealed = 0;
    metro_game *g = malloc(sizeof *g);
    if (!g) return broken(ev, "the revealed game", "out of memory");
    char why[300];
    int rc = metro_game_load_text(g, s->reveal, "revealed game", why, sizeof why);
    if (rc == 0 && !metro_over(&g->state)) rc = -1, snprintf(why, sizeof why, "it is not over");
    if (rc == 0) ev->state = g->state, ev->kind = METRO_NET_EV_REVEAL;
    free(g);
    return rc == 0 ? 0 : broken(ev, "the revealed game", why);
}

int metro_net_session_read(metro_net_session *s, const uint8_t *buf, size_t len,
                           metro_net_event *ev)
{
    char why[200];
    ev->retrying = ev->back_soon = false, ev->seat = -1, ev->text[0] = 0;
    if (metro_msg_decode(&ev->msg, buf, len, false, why, sizeof why) != 0)
        return broken(ev, "message from the host not understood", why);
    const metro_msg *m = &ev->msg;
    switch (m->type) {
    case METRO_MSG_WELCOME:
        if (m->u.hello.version != METRO_PROTOCOL_VERSION) {
            snprintf(why, sizeof why, "the host speaks protocol version %d, this program %d",
                     m->u.hello.version, METRO_PROTOCOL_VERSION);
            return broken(ev, "version", why);
        }
        s->welcomed = true;
        ev->kind = METRO_NET_EV_WELCOME;
        return 0;
    case METRO_MSG_REFUSE:
        ev->kind = METRO_NET_EV_REFUSED;
        if (m->u.refuse.code == METRO_REFUSE_TAKEN_OVER) s->seats = 0;
        if (m->u.refuse.about == METRO_MSG_JOIN) s->joining = false;
        return 0;
    case METRO_MSG_JOINED:
        if (!strcmp(m->u.joined.table, s->join.table)) s->joining = false;
        snprintf(s->table, sizeof s->table, "%s", m->u.joined.table);
        memcpy(s->token[m->u.joined.seat], m->u.joined.token, METRO_NET_TOKEN);
        s->seats |= (uint8_t)(1u << m->u.joined.seat);
        ev->kind = METRO_NET_EV_JOINED;
        return 0;
    case METRO_MSG_LOBBY:
        if (s->spectator || !s->table[0])
            snprintf(s->table, sizeof s->table, "%s", m->u.lobby.table);
        ev->kind = METRO_NET_EV_LOBBY;
        return 0;
    case METRO_MSG_VIEW:
        return read_view(ev);
    case METRO_MSG_REVEAL:
        return read_reveal(s, ev);
    default: {
        static const int kinds[] = {[METRO_MSG_TABLES - 128] = METRO_NET_EV_TABLES,
                                    [METRO_MSG_SAID - 128] = METRO_NET_EV_SAID,
                                    [METRO_MSG_NOTICE - 128] = METRO_NET_EV_NOTICE,
                                    [METRO_MSG_UNDO_ASKED - 128] = METRO_NET_EV_UNDO_ASKED,
                                    [METRO_MSG_OVER - 128] = METRO_NET_EV_OVER,
                                    [METRO_MSG_RECORD - 128] = METRO_NET_EV_RECORD};
        ev->kind = kinds[m->type - 128]; /* decode admits host types only */
        return 0;
    }
    }
}

void metro_net_session_sent(metro_net_session *s, const metro_msg *m)
{
    switch (m->type) {
    case METRO_MSG_WATCH:
        s->spectator = true;
        snprintf(s->table, sizeof s->table, "%s", m->u.watch.table);
        break;
    case METRO_MSG_IDENTIFY:
        s->identified = true, s->identify = m->u.identify;
        break;
    case METRO_MSG_JOIN:
        s->joining = true, s->join = m->u.join;
        break;
    case METRO_MSG_LEAVE:
        s->seats = 0, s->spectator = s->joining = false;
        break;
    default:
        break;
    }
}

/* out[*n], emptied and typed, and *n counted: one message of a resume. */
static metro_msg *resume_msg(metro_msg out[], int *n, int type)
{
    metro_msg *m = &out[(*n)++];
    memset(m, 0, sizeof *m);
    m->type = (uint8_t)type;
    return m;
}

int metro_net_session_resume(const metro_net_session *s, metro_msg out[], int max)
{
    int n = 0;
    if (s->identified && n < max) /* first: the seats it takes again are the player's */
        resume_msg(out, &n, METRO_MSG_IDENTIFY)->u.identify = s->identify;
    int rejoins = n;
    for (int p = 0; p < METRO_MAX_PLAYERS && n < max; p++) {
        if (!(s->seats >> p & 1u)) continue;
        metro_msg *m = resume_msg(out, &n, METRO_MSG_REJOIN);
        snprintf(m->u.rejoin.table, sizeof m->u.rejoin.table, "%s", s->table);
        memcpy(m->u.rejoin.token, s->token[p], METRO_NET_TOKEN);
    }
    if (n == rejoins && s->spectator && s->table[0] && n < max) {
        metro_msg *m = resume_msg(out, &n, METRO_MSG_WATCH);
        snprintf(m->u.watch.table, sizeof m->u.watch.table, "%s", s->table);
    }
    if (s->joining && n < max) resume_msg(out, &n, METRO_MSG_JOIN)->u.join = s->join;
    return n;
}
