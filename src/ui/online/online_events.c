/* The host's messages turned into what the window shows (online.h): the
 * views of the seats held here (the one to show, the move it brings for
 * the log and the animation), the lobby, chat, notices, refusals in the
 * player's words, and a lost or broken connection. */
#include <stdio.h>
#include <string.h>

#include "core/app.h"
#include "i18n/i18n.h"
#include "online/catch_up.h"
#include "online/my_tables.h"
#include "online/online.h"
#include "online/online_link.h"
#include "online/online_net.h"
#include "online/online_words.h"

/* The view to show: the seat to move when it is ours, else our first seat,
 * else a spectator's. */
static int view_to_show(const struct ui_net *n, const ui_online *o)
{
    if (o->spectator) return n->have[SPECTATOR] ? SPECTATOR : -1;
    int newest = -1, moves = -1;
    for (int p = 0; p < METRO_MAX_PLAYERS; p++)
        if (n->have[p] && (o->seats >> p & 1) && n->view_moves[p] > moves)
            moves = n->view_moves[p], newest = p;
    if (newest < 0) return -1;
    int cur = n->view[newest].current;
    if ((o->seats >> cur & 1) && n->have[cur] && n->view_moves[cur] == moves) return cur;
    for (int p = 0; p < METRO_MAX_PLAYERS; p++)
        if (n->have[p] && (o->seats >> p & 1) && n->view_moves[p] == moves) return p;
    return newest;
}

/* Seat names and who plays them, from the lobby (the game shows them). */
static void name_seats(ui_app *a)
{
    const ui_online *o = &a->ui.online;
    for (int p = 0; p < o->players && p < METRO_MAX_PLAYERS; p++) {
        metro_seat *s = &a->game->seat[p];
        const metro_net_seat_info *i = &o->seat[p];
        if (i->kind == METRO_SEAT_COMPUTER || !i->name[0]) /* the host names them by AI */
            snprintf(s->name, METRO_NAME_LEN, _("Computer %d"), p + 1);
        else
            snprintf(s->name, METRO_NAME_LEN, "%s", i->name);
        const char *c = (o->seats >> p & 1)              ? "human"
                        : i->kind == METRO_SEAT_COMPUTER ? i->ai
                                                         : "remote";
        snprintf(s->controller, METRO_CONTROLLER_LEN, "%s", c);
    }
}

static void show(ui_app *a, int idx)
{
    struct ui_net *n = a->res.net;
    ui_online *o = &a->ui.online;
    metro_state before = a->game->state;
    bool step = n->shown >= 0 && o->phase == UI_NET_PLAYING && n->view_moves[idx] == o->moves + 1;
    metro_move m;
    /* Another seat's lay names a tile this view has not seen in its hand:
     * the move is still read (tile and square) for the log and the art. */
    int rc = step ? metro_move_parse(&before, n->view_last[idx], &m, NULL, 0) : -1;
    bool read =
        step && (rc == METRO_OK || (rc == METRO_ERR_NOT_IN_HAND && m.kind == METRO_MOVE_LAY));
    bool fresh = n->shown < 0 || o->phase != UI_NET_PLAYING;
    bool started_here = fresh && o->phase == UI_NET_LOBBY && n->view_moves[idx] == 0;
    bool new_turn = !fresh && n->view_moves[idx] != o->moves;
    metro_game *g = a->game;
    g->cfg = n->view[idx].cfg;
    g->initial = g->state = n->view[idx];
    g->n_moves = g->cursor = 0;
    n->shown = idx;
    o->moves = n->view_moves[idx], o->last_seat = n->view_last_seat[idx], o->waiting = false;
    o->phase = UI_NET_PLAYING;
    name_seats(a);
    if (fresh) {
        a->ui.n_log = a->n_anim = 0;
        a->ui.revealed = false;
        a->ui.pointer.hover_sq = -1; /* the pointer was on the lobby: no ghost till it moves */
        ui_log(a, _("Table %s at %s"), o->table, o->where);
        ui_catch_up_start(a); /* the moves before this window came */
    } else {
        ui_catch_up_follow(a, o->moves, read ? n->view_last[idx] : NULL);
    }
    /* a turn-based move's deadline counts from the move before it: known
     * only when this window saw that move (or the start) */
    if (started_here || new_turn)
        o->turn_due = o->deadline ? (a->now + (uint32_t)o->deadline * 3600000u) | 1u : 0;
    else if (fresh)
        o->turn_due = 0;
    if (a->ui.screen != UI_END || !metro_over(&g->state))
        a->ui.screen = metro_over(&g->state) ? UI_END : UI_PLAY;
    /* The gate was up for a seat here; an undo (or a stand-in) gave the
     * turn to a seat elsewhere: no gate names a player not at this screen. */
    if (a->ui.overlay == UI_OV_PRIVACY && !(o->seats >> g->state.current & 1))
        a->ui.overlay = UI_OV_NONE;
    if (read)
        ui_show_move(a, &before, &m, true);
    else
        ui_after_state_change(a);
    a->last_move_at = a->now;
}

static void on_view(ui_app *a, const metro_net_event *ev)
{
    struct ui_net *n = a->res.net;
    ui_online *o = &a->ui.online;
    int idx = ev->seat < 0 ? SPECTATOR : ev->seat;
    if (idx != SPECTATOR && !(o->seats >> idx & 1)) return;
    n->view[idx] = ev->state;
    n->view_moves[idx] = ev->msg.u.view.moves;
    n->view_last_seat[idx] =
        ev->msg.u.view.last_seat == METRO_NET_NO_SEAT ? -1 : ev->msg.u.view.last_seat;
    snprintf(n->view_last[idx], sizeof n->view_last[idx], "%s", ev->msg.u.view.last_move);
    n->have[idx] = true;
    if (n->revealed && n->shown >= 0) return; /* the whole finished game is shown already */
    int want = view_to_show(n, o);
    if (want < 0) return;
    if (want != n->shown || n->view_moves[want] != o->moves || o->phase != UI_NET_PLAYING)
        show(a, want);
}

static void on_joined(ui_app *a, const metro_msg *m)
{
    struct ui_net *n = a->res.net;
    ui_online *o = &a->ui.online;
    int p = m->u.joined.seat;
    o->seats |= (uint8_t)(1u << p);
    o->owner |= m->u.joined.owner != 0;
    snprintf(o->table, sizeof o->table, "%s", m->u.joined.table);
    snprintf(o->invite, sizeof o->invite, "%s", m->u.joined.invite);
    snprintf(n->rejoin.table, sizeof n->rejoin.table, "%s", m->u.joined.table);
    n->rejoin.seats |= (uint8_t)(1u << p);
    memcpy(n->rejoin.token[p], m->u.joined.token, METRO_NET_TOKEN);
    ui_net_keep_rejoin(a);
    o->can_rejoin = true;
    snprintf(o->rejoin_table, sizeof o->rejoin_table, "%s", o->table);
    if (o->phase < UI_NET_LOBBY) o->phase = UI_NET_LOBBY, a->ui.screen = UI_LOBBY;
}

static void on_lobby(ui_app *a, const metro_msg *m)
{
    ui_online *o = &a->ui.online;
    int present_before = 0, present_now = 0;
    for (int p = 0; p < o->players; p++) present_before += o->seat[p].present;
    snprintf(o->table, sizeof o->table, "%s", m->u.lobby.table);
    o->lobby_state = m->u.lobby.state;
    o->players = m->u.lobby.setup.players;
    o->owner_seat = m->u.lobby.owner;
    o->spectators = m->u.lobby.spectators;
    o->private_table = m->u.lobby.private_table != 0;
    snprintf(o->modules, sizeof o->modules, "%s", m->u.lobby.setup.modules);
    o->deadline = m->u.lobby.deadline, o->grace = m->u.lobby.grace;
    for (int p = 0; p < METRO_MAX_PLAYERS; p++) /* the grace counts from when a player went */
        if (o->seat[p].present && !m->u.lobby.seat[p].present) o->away_at[p] = a->now | 1u;
    memcpy(o->seat, m->u.lobby.seat, sizeof o->seat);
    for (int p = 0; p < o->players; p++) present_now += o->seat[p].present;
    if (o->phase >= UI_NET_LOBBY && present_now != present_before && present_before)
        ui_sound_play(a->res.sound, present_now > present_before ? UI_SFX_JOIN : UI_SFX_LEAVE);
    if (o->lobby_state == METRO_TABLE_LOBBY) {
        o->phase = UI_NET_LOBBY;
        a->ui.screen = UI_LOBBY;
    }
    if (o->phase == UI_NET_PLAYING) name_seats(a);
}

static void add_chat(ui_app *a, const char *line)
{
    ui_online *o = &a->ui.online;
    if (o->n_chat == UI_NET_CHAT_LINES) {
        memmove(o->chat[0], o->chat[1], sizeof o->chat[0] * (UI_NET_CHAT_LINES - 1));
        o->n_chat--;
    }
    snprintf(o->chat[o->n_chat++], sizeof o->chat[0], "%s", line);
    if (o->phase == UI_NET_PLAYING) ui_log(a, "%s", line);
}

/* Once the game is over, the results stay on the screen when the host
 * goes (its window closed): nothing is left to play or to rejoin. The
 * connection is closed; the table's last view stays until the player
 * leaves it. */
static bool keep_finished_game(ui_app *a, const char *words)
{
    struct ui_net *n = a->res.net;
    if (a->ui.online.phase != UI_NET_PLAYING || !metro_over(&a->game->state)) return false;
    if (n->client) metro_net_client_stop(n->client);
    n->client = NULL;
    ui_log(a, "%s", words);
    return true;
}

static void on_refused(ui_app *a, const metro_msg *m)
{
    ui_online *o = &a->ui.online;
    struct ui_net *n = a->res.net;
    char words[240];
    int about = m->u.refuse.about;
    if (about == METRO_MSG_UNDO_ASK)
        ui_undo_refusal_words(m->u.refuse.code, m->u.refuse.text, words, sizeof words);
    else
        ui_refusal_words(m->u.refuse.code, m->u.refuse.text, words, sizeof words);
    if (about == METRO_MSG_CREATE && m->u.refuse.code == METRO_REFUSE_TABLE_EXISTS) {
        size_t len = strlen(n->create.u.create.table); /* another name, once more */
        if (len + 2 <= METRO_NET_TABLE_NAME) {
            strcat(n->create.u.create.table, "b");
            metro_net_client_send(n->client, &n->create);
            return;
        }
    }
    if (about == METRO_MSG_JOIN && ui_online_link_refused(a, m->u.refuse.code)) return;
    if (about == METRO_MSG_MOVE) o->waiting = false;
    if (about == METRO_MSG_REJOIN) ui_net_forget_rejoin(a);
    bool ends = metro_refusal_fatal(m->u.refuse.code) || about == METRO_MSG_CREATE ||
                about == METRO_MSG_REJOIN || m->u.refuse.code == METRO_REFUSE_TAKEN_OVER ||
                ((about == METRO_MSG_JOIN || about == METRO_MSG_WATCH) && o->phase < UI_NET_LOBBY);
    if (!ends) {
        ui_net_say(a, words);
        if (about == METRO_MSG_JOIN || about == METRO_MSG_WATCH) o->spectator = false;
        return;
    }
    if (keep_finished_game(a, words)) return;
    bool join_screen = about == METRO_MSG_JOIN || about == METRO_MSG_WATCH;
    ui_net_close(a);
    snprintf(o->problem, sizeof o->problem, "%s", words);
    if (a->ui.screen != UI_JOIN || !join_screen) a->ui.screen = UI_SETUP;
    a->ui.overlay = UI_OV_NONE;
}

/* The host sends no new LOBBY when a player comes back or a computer
 * stands in: the notice itself says who is online now. */
static void seat_presence(ui_app *a, int kind, int p)
{
    ui_online *o = &a->ui.online;
    if (p < 0 || p >= o->players || p >= METRO_MAX_PLAYERS) return;
    metro_net_seat_info *s = &o->seat[p];
    if (kind == METRO_NOTICE_GONE && s->present) o->away_at[p] = a->now | 1u;
    if (kind == METRO_NOTICE_BACK || kind == METRO_NOTICE_SAT) o->away_at[p] = 0;
    if (kind == METRO_NOTICE_BACK || kind == METRO_NOTICE_SAT) s->present = 1, s->stand_in = 0;
    if (kind == METRO_NOTICE_GONE) s->present = 0;
    if (kind == METRO_NOTICE_STAND_IN) s->present = 0, s->stand_in = 1;
}

static void on_notice(ui_app *a, const metro_msg *m)
{
    char words[200];
    seat_presence(a, m->u.notice.kind, m->u.notice.seat);
    const char *name = m->u.notice.name[0] ? m->u.notice.name : "?";
    ui_notice_words(m->u.notice.kind, name, words, sizeof words);
    if (a->ui.online.phase == UI_NET_PLAYING)
        ui_log(a, "%s", words);
    else
        add_chat(a, words);
    if (m->u.notice.kind == METRO_NOTICE_SAT || m->u.notice.kind == METRO_NOTICE_BACK)
        ui_sound_play(a->res.sound, UI_SFX_JOIN);
    if (m->u.notice.kind == METRO_NOTICE_GONE) ui_sound_play(a->res.sound, UI_SFX_LEAVE);
}

static void on_undo_asked(ui_app *a, const metro_msg *m)
{
    ui_online *o = &a->ui.online;
    int asker = m->u.undo_asked.seat;
    o->vote_seats = (uint8_t)(o->seats & ~(1u << asker));
    o->vote_asker = asker;
    if (o->vote_seats) a->ui.overlay = UI_OV_VOTE;
}

static void on_over(ui_app *a)
{
    ui_net_forget_rejoin(a);
    ui_log(a, "%s", _("The game is over; the host keeps its save."));
}

/* The host shows everyone the finished game (REVEAL), as players at the
 * table show their shares and chips to score: the end screen's totals and
 * where they came from are every seat's own now, not guessed from what this
 * seat saw. Only the game on the screen: same set-up, same board. */
static void on_reveal(ui_app *a, const metro_net_event *ev)
{
    struct ui_net *n = a->res.net;
    metro_game *g = a->game;
    const metro_state *s = &ev->state;
    if (a->ui.online.phase != UI_NET_PLAYING || n->shown < 0 || !metro_over(&g->state) ||
        s->cfg.players != g->state.cfg.players || s->cfg.modules != g->state.cfg.modules ||
        memcmp(s->cell, g->state.cell, sizeof s->cell) != 0)
        return;
    g->cfg = s->cfg;
    g->initial = g->state = *s;
    g->n_moves = g->cursor = 0;
    n->revealed = true;
    a->ui.screen = UI_END;
    ui_after_state_change(a);
}

bool ui_online_revealed(const ui_app *a)
{
    return a->res.net && a->res.net->revealed && ui_online_active(a);
}

static void on_lost(ui_app *a, const metro_net_event *ev)
{
    ui_online *o = &a->ui.online;
    char gone[240];
    snprintf(gone, sizeof gone, _("The host is gone: %.150s"), ev->text);
    if (keep_finished_game(a, gone)) return;
    if (ev->retrying) {
        o->lost = true;
        /* A move in flight died with the connection (ENet drops what was
         * not acknowledged): the player lays again, and what is laid now
         * waits in the queue for the reconnect. The host's view after it
         * is the truth either way. */
        o->waiting = false;
        const char *words = ev->back_soon ? _("The host is restarting: reconnecting…")
                                          : _("Connection lost: reconnecting…");
        ui_net_say(a, words);
        if (o->phase == UI_NET_PLAYING) ui_log(a, "%s", words);
        return;
    }
    bool playing = o->phase == UI_NET_PLAYING, never = o->phase == UI_NET_CONNECTING;
    char where[sizeof o->where];
    memcpy(where, o->where, sizeof where);
    ui_net_close(a);
    if (never) /* it never answered: a wrong address, or no host running there */
        snprintf(o->problem, sizeof o->problem, _("No answer from %.60s: is a game hosted there?"),
                 where);
    else
        snprintf(o->problem, sizeof o->problem, "%s", gone);
    if (playing) ui_net_blank_game(a);
    if (a->ui.screen != UI_JOIN) a->ui.screen = UI_SETUP; /* the Join screen says why itself */
    a->ui.overlay = UI_OV_NONE;
}

static void on_welcome(ui_app *a)
{
    struct ui_net *n = a->res.net;
    ui_online *o = &a->ui.online;
    if (o->lost) { /* the client rejoins by itself */
        o->lost = false;
        ui_net_say(a, _("Connected again"));
        return;
    }
    if (o->phase != UI_NET_CONNECTING) return;
    o->phase = UI_NET_BROWSING;
    ui_player_identify(n->client, a->ui.setup.online_name); /* the seats kept by the key too */
    if (n->want_create) {
        metro_net_client_send(n->client, &n->create);
        snprintf(o->table, sizeof o->table, "%s", n->create.u.create.table);
    } else if (n->want_rejoin) {
        for (int p = 0; p < METRO_MAX_PLAYERS; p++) {
            if (!(n->rejoin.seats >> p & 1)) continue;
            metro_msg m = {.type = METRO_MSG_REJOIN};
            snprintf(m.u.rejoin.table, sizeof m.u.rejoin.table, "%s", n->rejoin.table);
            memcpy(m.u.rejoin.token, n->rejoin.token[p], METRO_NET_TOKEN);
            metro_net_client_send(n->client, &m);
        }
    } else if (n->want_join) { /* an invitation link's table */
        metro_net_client_send(n->client, &n->join);
    } else {
        metro_msg m = {.type = METRO_MSG_LIST};
        m.u.list.first = (uint16_t)o->list_first;
        metro_net_client_send(n->client, &m);
    }
}

void ui_net_event(ui_app *a, const metro_net_event *ev)
{
    ui_online *o = &a->ui.online;
    switch (ev->kind) {
    case METRO_NET_EV_WELCOME:
        on_welcome(a);
        break;
    case METRO_NET_EV_REFUSED:
        on_refused(a, &ev->msg);
        break;
    case METRO_NET_EV_TABLES:
        o->n_tables = ev->msg.u.tables.n;
        o->list_first = ev->msg.u.tables.first, o->list_total = ev->msg.u.tables.total;
        memcpy(o->tables, ev->msg.u.tables.table, sizeof o->tables[0] * (size_t)o->n_tables);
        break;
    case METRO_NET_EV_JOINED:
        on_joined(a, &ev->msg);
        break;
    case METRO_NET_EV_LOBBY:
        on_lobby(a, &ev->msg);
        break;
    case METRO_NET_EV_VIEW:
        on_view(a, ev);
        break;
    case METRO_NET_EV_SAID: {
        char line[240];
        snprintf(line, sizeof line, "%s: %s", ev->msg.u.said.name, ev->msg.u.said.text);
        add_chat(a, line);
        break;
    }
    case METRO_NET_EV_NOTICE:
        on_notice(a, &ev->msg);
        break;
    case METRO_NET_EV_UNDO_ASKED:
        on_undo_asked(a, &ev->msg);
        break;
    case METRO_NET_EV_OVER:
        on_over(a);
        break;
    case METRO_NET_EV_REVEAL:
        on_reveal(a, ev);
        break;
    case METRO_NET_EV_LOST:
        on_lost(a, ev);
        break;
    case METRO_NET_EV_RECORD:
        ui_catch_up_page(a, &ev->msg);
        break;
    case METRO_NET_EV_BROKEN: {
        bool playing = o->phase == UI_NET_PLAYING;
        char why[240];
        ui_broken_words(ev->text, why, sizeof why);
        ui_net_close(a);
        snprintf(o->problem, sizeof o->problem, "%s", why);
        if (playing) ui_net_blank_game(a);
        a->ui.screen = UI_SETUP, a->ui.overlay = UI_OV_NONE;
        break;
    }
    default:
        break;
    }
}

void ui_online_pump(ui_app *a)
{
    struct ui_net *n = a->res.net;
    /* an event may close the connection (n->client becomes NULL) */
    while (n && n->client && metro_net_client_poll(n->client, &n->ev)) ui_net_event(a, &n->ev);
    ui_my_tables_pump(a); /* the My tables screen's servers */
    ui_net_list_due(a);
}
