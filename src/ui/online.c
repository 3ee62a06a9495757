/* Online play in the window (online.h): the connection, the embedded host,
 * and the host's messages turned into what the window shows. The window
 * holds no real game online: it shows the view the host sent for a seat
 * held here (the seat to move when it is one of ours), and a move of ours
 * goes to the host, which answers with the next views. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app.h"
#include "client.h"
#include "i18n.h"
#include "log_words.h"
#include "metro/ai.h"
#include "metro_version.h"
#include "net_server.h"
#include "online.h"
#include "online_net.h"
#include "online_words.h"
#include "rejoin_file.h"

static void notify(void *ctx)
{
    SDL_Event e = {0};
    e.type = *(const uint32_t *)ctx;
    SDL_PushEvent(&e);
}

static struct ui_net *net(ui_app *a)
{
    if (!a->res.net) a->res.net = calloc(1, sizeof *a->res.net);
    return a->res.net;
}

static void say(ui_app *a, const char *text)
{
    snprintf(a->ui.notice, sizeof a->ui.notice, "%.150s", text);
    a->ui.notice_until = a->now + 4000;
}

static bool rejoin_path(char *out, size_t n)
{
    return ui_data_path("online.txt", out, n);
}

static void forget_rejoin(ui_app *a)
{
    char path[1100];
    if (rejoin_path(path, sizeof path)) remove(path);
    a->ui.online.can_rejoin = false;
}

static void keep_rejoin(ui_app *a)
{
    char path[1100], err[1300];
    if (!rejoin_path(path, sizeof path)) return;
    if (ui_rejoin_write(path, &net(a)->rejoin, err, sizeof err))
        fprintf(stderr, "metro: cannot keep the seat for a rejoin: %s\n", err);
}

/* The connection and the host stop; the online part of the window is cleared. */
static void close_all(ui_app *a)
{
    struct ui_net *n = a->res.net;
    if (n && n->client) metro_net_client_stop(n->client);
    if (n && n->server) metro_net_server_stop(n->server);
    if (n) n->client = NULL, n->server = NULL, n->shown = -1;
    ui_online *o = &a->ui.online;
    bool rejoin = o->can_rejoin;
    char table[sizeof o->rejoin_table], address[sizeof o->address];
    memcpy(table, o->rejoin_table, sizeof table);
    memcpy(address, o->address, sizeof address);
    memset(o, 0, sizeof *o); /* what the Join screen and the set-up keep: */
    o->can_rejoin = rejoin, o->last_seat = -1;
    memcpy(o->rejoin_table, table, sizeof table);
    memcpy(o->address, address, sizeof address);
}

/* "host:port" or "host" into its parts; false if it is not one. */
static bool split_address(const char *text, char *host, size_t n, int *port)
{
    const char *colon = strrchr(text, ':');
    size_t len = colon ? (size_t)(colon - text) : strlen(text);
    if (len == 0 || len >= n) return false;
    snprintf(host, n, "%.*s", (int)len, text);
    for (const char *c = host; *c; c++)
        if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-_", *c))
            return false;
    *port = METRO_NET_DEFAULT_PORT;
    if (!colon) return true;
    char *end;
    long p = strtol(colon + 1, &end, 10);
    *port = (int)p;
    return colon[1] && !*end && p >= 1 && p <= 65535;
}

static bool connect_to(ui_app *a, const char *address)
{
    struct ui_net *n = net(a);
    ui_online *o = &a->ui.online;
    char host[64], err[300];
    int port;
    if (!n) return false;
    if (!split_address(address, host, sizeof host, &port)) {
        snprintf(o->problem, sizeof o->problem, _("'%.60s' is not an address (name:port)"),
                 address);
        return false;
    }
    metro_net_client_options opt = {.program = "metro " METRO_VERSION,
                                    .retry_seconds = 60,
                                    .notify = notify,
                                    .notify_ctx = &a->res.ev_net};
    n->client = metro_net_client_start(host, port, &opt, err, sizeof err);
    if (!n->client) {
        snprintf(o->problem, sizeof o->problem, _("Cannot connect to %.60s: %.120s"), address, err);
        return false;
    }
    snprintf(o->where, sizeof o->where, "%.48s:%d", host, port);
    o->phase = UI_NET_CONNECTING, o->problem[0] = '\0', o->last_seat = -1;
    n->shown = -1;
    memset(n->have, 0, sizeof n->have);
    return true;
}

/* A table name from the first player's name and the time: the host keeps
 * finished tables, so a name is not used twice. */
static void table_name(const ui_app *a, char *out, size_t n)
{
    char base[16] = "";
    size_t k = 0;
    for (const char *c = a->ui.setup.name[0]; *c && k < 10; c++)
        if ((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9'))
            base[k++] = *c;
    time_t t = time(NULL);
    struct tm tm;
    localtime_r(&t, &tm);
    snprintf(out, n, "%s-%02d%02d-%02d%02d%02d", k ? base : "metro", tm.tm_mon + 1, tm.tm_mday,
             tm.tm_hour, tm.tm_min, tm.tm_sec);
}

static void create_msg(ui_app *a, metro_msg *m)
{
    const ui_setup *su = &a->ui.setup;
    metro_config cfg;
    metro_config_default(&cfg, su->players);
    cfg.hand_size = su->hand_size;
    cfg.free_orientation = su->free_orientation;
    cfg.modules = su->modules;
    memcpy(cfg.module_option, su->module_option, sizeof cfg.module_option);
    memset(m, 0, sizeof *m);
    m->type = METRO_MSG_CREATE;
    table_name(a, m->u.create.table, sizeof m->u.create.table);
    metro_net_setup_from(&m->u.create.setup, &cfg);
    m->u.create.seed_given = !su->random_seed;
    m->u.create.seed = su->seed;
    for (int p = 0; p < su->players; p++) {
        const char *c = su->controller[p];
        bool open = !strcmp(c, "open"), human = !strcmp(c, "human");
        m->u.create.seat_kind[p] = open    ? METRO_CREATE_OPEN
                                   : human ? METRO_CREATE_MINE
                                           : METRO_CREATE_COMPUTER;
        snprintf(m->u.create.seat_text[p], sizeof m->u.create.seat_text[p], "%s",
                 open    ? ""
                 : human ? su->name[p]
                         : c);
        if (human && !metro_net_player_name_ok(su->name[p]))
            snprintf(m->u.create.seat_text[p], sizeof m->u.create.seat_text[p], _("Player %d"),
                     p + 1);
    }
}

void ui_online_host(ui_app *a)
{
    struct ui_net *n = net(a);
    ui_online *o = &a->ui.online;
    char err[300];
    if (!n || ui_online_active(a)) return;
    bool mine = false;
    for (int p = 0; p < a->ui.setup.players; p++)
        mine |= !strcmp(a->ui.setup.controller[p], "human");
    if (!mine) {
        snprintf(o->problem, sizeof o->problem, "%s",
                 _("Hosting needs a human seat at this screen"));
        return;
    }
    if (!ui_data_path("hosted", n->data_dir, sizeof n->data_dir)) {
        snprintf(o->problem, sizeof o->problem, "%s", _("No folder for hosted games"));
        return;
    }
    const char *name = a->ui.setup.name[0];
    metro_host_config cfg = {.data_dir = n->data_dir,
                             .name = metro_net_player_name_ok(name) ? name : "metro",
                             .program = "metro " METRO_VERSION,
                             .max_tables = 16,
                             .max_connections = 64,
                             .grace_seconds = 60,
                             .stand_in_ai = "greedy",
                             .port = a->ui.setup.host_port};
    const char *bind = a->ui.setup.host_address[0] ? a->ui.setup.host_address : NULL;
    n->server = metro_net_server_start(&cfg, bind, a->ui.setup.host_port, err, sizeof err);
    if (!n->server) {
        snprintf(o->problem, sizeof o->problem, _("Cannot host on port %d: %.120s"),
                 a->ui.setup.host_port, err);
        return;
    }
    char address[80];
    int port = metro_net_server_port(n->server);
    snprintf(address, sizeof address, "%s:%d", bind && strcmp(bind, "0.0.0.0") ? bind : "127.0.0.1",
             port);
    create_msg(a, &n->create);
    n->want_create = true, n->want_rejoin = n->want_list = false;
    if (!connect_to(a, address)) {
        metro_net_server_stop(n->server);
        n->server = NULL;
        return;
    }
    o->hosting = true;
    memset(&n->rejoin, 0, sizeof n->rejoin);
    snprintf(n->rejoin.address, sizeof n->rejoin.address, "%.63s", address);
    n->rejoin.host_port = port;
    a->ui.screen = UI_LOBBY;
}

void ui_online_connect(ui_app *a)
{
    struct ui_net *n = net(a);
    if (!n) return;
    if (ui_online_active(a)) close_all(a);
    n->want_create = n->want_rejoin = false, n->want_list = true;
    if (connect_to(a, a->ui.online.address)) {
        memset(&n->rejoin, 0, sizeof n->rejoin);
        snprintf(n->rejoin.address, sizeof n->rejoin.address, "%s", a->ui.online.where);
        snprintf(a->ui.setup.join_address, sizeof a->ui.setup.join_address, "%s",
                 a->ui.online.address);
    }
}

void ui_online_join(ui_app *a, int i, bool watch)
{
    struct ui_net *n = a->res.net;
    ui_online *o = &a->ui.online;
    if (!n || !n->client || i < 0 || i >= o->n_tables) return;
    metro_msg m = {0};
    if (watch) {
        m.type = METRO_MSG_WATCH;
        snprintf(m.u.watch.table, sizeof m.u.watch.table, "%s", o->tables[i].name);
        o->spectator = true;
    } else {
        m.type = METRO_MSG_JOIN;
        snprintf(m.u.join.table, sizeof m.u.join.table, "%s", o->tables[i].name);
        const char *name = a->ui.setup.name[0];
        snprintf(m.u.join.name, sizeof m.u.join.name, "%s",
                 metro_net_player_name_ok(name) ? name : "Player");
        m.u.join.seat = -1;
    }
    snprintf(o->table, sizeof o->table, "%s", o->tables[i].name);
    metro_net_client_send(n->client, &m);
}

void ui_online_rejoin(ui_app *a)
{
    struct ui_net *n = net(a);
    char path[1100], err[1300];
    if (!n || ui_online_active(a) || !rejoin_path(path, sizeof path)) return;
    ui_online *o = &a->ui.online;
    if (ui_rejoin_read(path, &n->rejoin, err, sizeof err)) {
        snprintf(o->problem, sizeof o->problem, _("Cannot rejoin: %.160s"), err);
        o->can_rejoin = false;
        return;
    }
    if (n->rejoin.host_port) { /* this window hosted it: the host comes back first */
        if (!ui_data_path("hosted", n->data_dir, sizeof n->data_dir)) return;
        const char *name = a->ui.setup.name[0];
        metro_host_config cfg = {.data_dir = n->data_dir,
                                 .name = metro_net_player_name_ok(name) ? name : "metro",
                                 .program = "metro " METRO_VERSION,
                                 .max_tables = 16,
                                 .max_connections = 64,
                                 .grace_seconds = 60,
                                 .stand_in_ai = "greedy",
                                 .port = n->rejoin.host_port};
        const char *bind = a->ui.setup.host_address[0] ? a->ui.setup.host_address : NULL;
        n->server = metro_net_server_start(&cfg, bind, n->rejoin.host_port, err, sizeof err);
        if (!n->server) {
            snprintf(o->problem, sizeof o->problem, _("Cannot host on port %d: %.120s"),
                     n->rejoin.host_port, err);
            return;
        }
        o->hosting = true;
    }
    n->want_rejoin = true, n->want_create = n->want_list = false;
    if (!connect_to(a, n->rejoin.address)) return;
    snprintf(o->table, sizeof o->table, "%s", n->rejoin.table);
    a->ui.screen = UI_LOBBY;
}

void ui_online_start(ui_app *a)
{
    struct ui_net *n = a->res.net;
    if (!n || !n->client || !a->ui.online.owner) return;
    metro_msg m = {.type = METRO_MSG_START};
    metro_net_client_send(n->client, &m);
}

/* Owner, lobby: a seat not held here goes open → each computer → open. */
void ui_online_cycle_seat(ui_app *a, int p)
{
    struct ui_net *n = a->res.net;
    ui_online *o = &a->ui.online;
    if (!n || !n->client || !o->owner || p < 0 || p >= o->players || (o->seats >> p & 1)) return;
    const metro_net_seat_info *s = &o->seat[p];
    int next = 0;
    if (s->kind == METRO_SEAT_COMPUTER)
        for (int i = 0; i < metro_ai_count(); i++)
            if (!strcmp(metro_ai_get(i)->name, s->ai)) next = i + 1;
    metro_msg m = {.type = METRO_MSG_SEAT};
    m.u.seat.seat = (uint8_t)p;
    m.u.seat.kind = next < metro_ai_count() ? METRO_SEAT_COMPUTER : METRO_SEAT_OPEN;
    if (next < metro_ai_count())
        snprintf(m.u.seat.ai, sizeof m.u.seat.ai, "%s", metro_ai_get(next)->name);
    metro_net_client_send(n->client, &m);
}

void ui_online_say(ui_app *a)
{
    struct ui_net *n = a->res.net;
    ui_online *o = &a->ui.online;
    if (!n || !n->client || !o->chat_text[0]) return;
    if (!metro_net_text_ok(o->chat_text)) {
        say(a, _("That line cannot be sent (control characters?)"));
        return;
    }
    metro_msg m = {.type = METRO_MSG_CHAT};
    snprintf(m.u.chat.text, sizeof m.u.chat.text, "%s", o->chat_text);
    metro_net_client_send(n->client, &m);
    o->chat_text[0] = '\0';
}

void ui_online_vote(ui_app *a, bool yes)
{
    struct ui_net *n = a->res.net;
    ui_online *o = &a->ui.online;
    for (int p = 0; n && n->client && p < METRO_MAX_PLAYERS; p++) {
        if (!(o->vote_seats >> p & 1)) continue;
        metro_msg m = {.type = METRO_MSG_UNDO_VOTE};
        m.u.undo_vote.seat = (uint8_t)p, m.u.undo_vote.yes = yes;
        metro_net_client_send(n->client, &m);
    }
    o->vote_seats = 0;
    if (a->ui.overlay == UI_OV_VOTE) a->ui.overlay = UI_OV_NONE;
}

/* The window's game becomes a blank one, so nothing of the online game is
 * autosaved as a local game. */
static void blank_game(ui_app *a)
{
    metro_config cfg;
    char err[200];
    metro_config_default(&cfg, 4);
    metro_game_new(a->game_mut, &cfg, err, sizeof err);
    a->n_anim = 0, a->ui.n_log = 0;
    ui_after_state_change(a);
    a->autosaved_gen = a->game_gen;
}

void ui_online_leave(ui_app *a)
{
    struct ui_net *n = a->res.net;
    ui_online *o = &a->ui.online;
    bool over = metro_over(&a->game->state) && o->phase == UI_NET_PLAYING;
    /* In the lobby the seats are given up; in a game they stay ours for a
     * rejoin (the host's computer stands in meanwhile). */
    if (o->phase == UI_NET_LOBBY || over || o->spectator) forget_rejoin(a);
    if (n && n->client && o->phase == UI_NET_LOBBY) {
        metro_msg m = {.type = METRO_MSG_LEAVE};
        metro_net_client_send(n->client, &m);
    }
    bool playing = o->phase == UI_NET_PLAYING;
    close_all(a);
    if (playing) blank_game(a);
    a->ui.screen = UI_SETUP, a->ui.overlay = UI_OV_NONE;
}

void ui_online_free(ui_app *a)
{
    struct ui_net *n = a->res.net;
    if (!n) return;
    close_all(a);
    if (n->search) SDL_WaitThread(n->search, NULL);
    free(n);
    a->res.net = NULL;
}

void ui_online_startup(ui_app *a)
{
    char path[1100], err[1300];
    ui_rejoin r;
    ui_online *o = &a->ui.online;
    o->last_seat = -1;
    snprintf(o->address, sizeof o->address, "%s", a->ui.setup.join_address);
    int rc = rejoin_path(path, sizeof path) ? ui_rejoin_read(path, &r, err, sizeof err) : 1;
    if (rc < 0) fprintf(stderr, "metro: ignoring %s\n", err);
    o->can_rejoin = rc == 0;
    if (rc == 0) snprintf(o->rejoin_table, sizeof o->rejoin_table, "%s", r.table);
}

/* ---- the LAN query ---------------------------------------------------- */

static int search_run(void *arg)
{
    ui_app *a = arg;
    struct ui_net *n = a->res.net;
    char err[200];
    int found = metro_net_discover(n->query, n->query_port, 700, n->found, n->found_from,
                                   UI_NET_LAN, err, sizeof err);
    n->n_found = found < 0 ? 0 : found;
    notify(&n->ev_search);
    return 0;
}

void ui_online_search(ui_app *a)
{
    struct ui_net *n = net(a);
    if (!n || a->ui.online.searching) return;
    if (n->search) SDL_WaitThread(n->search, NULL);
    n->ev_search = a->res.ev_search;
    snprintf(n->query, sizeof n->query, "%s",
             a->ui.setup.lan_query[0] ? a->ui.setup.lan_query : "255.255.255.255");
    n->query_port = a->ui.setup.host_port;
    n->search = SDL_CreateThread(search_run, "metro-lan", a);
    a->ui.online.searching = n->search != NULL;
}

void ui_online_search_done(ui_app *a)
{
    struct ui_net *n = a->res.net;
    ui_online *o = &a->ui.online;
    if (!n || !n->search) return;
    SDL_WaitThread(n->search, NULL);
    n->search = NULL;
    o->searching = false;
    o->n_lan = n->n_found;
    for (int i = 0; i < o->n_lan; i++) {
        ui_lan_game *g = &o->lan[i];
        snprintf(g->name, sizeof g->name, "%s", n->found[i].name);
        g->tables = n->found[i].total;
        /* the answer's own port: the game's, not the one it came from */
        char ip[48];
        snprintf(ip, sizeof ip, "%s", n->found_from[i]);
        char *colon = strrchr(ip, ':');
        if (colon) *colon = '\0';
        snprintf(g->from, sizeof g->from, "%.40s:%d", ip, n->found[i].port);
    }
}

/* ---- the host's messages ------------------------------------------------ */

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
        metro_seat *s = &a->game_mut->seat[p];
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
    metro_game *g = a->game_mut;
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
        ui_log(a, _("Table %s at %s"), o->table, o->where);
    }
    if (a->ui.screen != UI_END || !metro_over(&g->state))
        a->ui.screen = metro_over(&g->state) ? UI_END : UI_PLAY;
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
    snprintf(n->rejoin.table, sizeof n->rejoin.table, "%s", m->u.joined.table);
    n->rejoin.seats |= (uint8_t)(1u << p);
    memcpy(n->rejoin.token[p], m->u.joined.token, METRO_NET_TOKEN);
    keep_rejoin(a);
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
    snprintf(o->modules, sizeof o->modules, "%s", m->u.lobby.setup.modules);
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

static void on_refused(ui_app *a, const metro_msg *m)
{
    ui_online *o = &a->ui.online;
    struct ui_net *n = a->res.net;
    char words[240];
    ui_refusal_words(m->u.refuse.code, m->u.refuse.text, words, sizeof words);
    int about = m->u.refuse.about;
    if (about == METRO_MSG_CREATE && m->u.refuse.code == METRO_REFUSE_TABLE_EXISTS) {
        size_t len = strlen(n->create.u.create.table); /* another name, once more */
        if (len + 2 <= METRO_NET_TABLE_NAME) {
            strcat(n->create.u.create.table, "b");
            metro_net_client_send(n->client, &n->create);
            return;
        }
    }
    if (about == METRO_MSG_MOVE) o->waiting = false;
    if (about == METRO_MSG_REJOIN) forget_rejoin(a);
    bool ends = metro_refusal_fatal(m->u.refuse.code) || about == METRO_MSG_CREATE ||
                about == METRO_MSG_REJOIN || m->u.refuse.code == METRO_REFUSE_TAKEN_OVER ||
                ((about == METRO_MSG_JOIN || about == METRO_MSG_WATCH) && o->phase < UI_NET_LOBBY);
    if (!ends) {
        say(a, words);
        if (about == METRO_MSG_JOIN || about == METRO_MSG_WATCH) o->spectator = false;
        return;
    }
    bool join_screen = about == METRO_MSG_JOIN || about == METRO_MSG_WATCH;
    close_all(a);
    snprintf(o->problem, sizeof o->problem, "%s", words);
    if (a->ui.screen != UI_JOIN || !join_screen) a->ui.screen = UI_SETUP;
    a->ui.overlay = UI_OV_NONE;
}

static void on_notice(ui_app *a, const metro_msg *m)
{
    char words[200];
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
    forget_rejoin(a);
    ui_log(a, "%s", _("The game is over; the host keeps its save."));
}

static void on_lost(ui_app *a, const metro_net_event *ev)
{
    ui_online *o = &a->ui.online;
    if (ev->retrying) {
        o->lost = true;
        say(a, _("Connection lost: reconnecting…"));
        if (o->phase == UI_NET_PLAYING) ui_log(a, "%s", _("Connection lost: reconnecting…"));
        return;
    }
    bool playing = o->phase == UI_NET_PLAYING, never = o->phase == UI_NET_CONNECTING;
    char where[sizeof o->where];
    memcpy(where, o->where, sizeof where);
    close_all(a);
    if (never) /* it never answered: a wrong address, or no host running there */
        snprintf(o->problem, sizeof o->problem, _("No answer from %.60s: is a game hosted there?"),
                 where);
    else
        snprintf(o->problem, sizeof o->problem, _("The host is gone: %.150s"), ev->text);
    if (playing) blank_game(a);
    if (a->ui.screen != UI_JOIN) a->ui.screen = UI_SETUP; /* the Join screen says why itself */
    a->ui.overlay = UI_OV_NONE;
}

static void on_welcome(ui_app *a)
{
    struct ui_net *n = a->res.net;
    ui_online *o = &a->ui.online;
    if (o->lost) { /* the client rejoins by itself */
        o->lost = false;
        say(a, _("Connected again"));
        return;
    }
    if (o->phase != UI_NET_CONNECTING) return;
    o->phase = UI_NET_BROWSING;
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
    } else {
        metro_msg m = {.type = METRO_MSG_LIST};
        metro_net_client_send(n->client, &m);
    }
}

static void on_event(ui_app *a, const metro_net_event *ev)
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
    case METRO_NET_EV_LOST:
        on_lost(a, ev);
        break;
    case METRO_NET_EV_BROKEN: {
        bool playing = o->phase == UI_NET_PLAYING;
        char why[240];
        ui_broken_words(ev->text, why, sizeof why);
        close_all(a);
        snprintf(o->problem, sizeof o->problem, "%s", why);
        if (playing) blank_game(a);
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
    while (n && n->client && metro_net_client_poll(n->client, &n->ev)) on_event(a, &n->ev);
}
