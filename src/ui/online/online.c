/* Online play in the window (online.h): the connection, the embedded host,
 * and the host's messages turned into what the window shows. The window
 * holds no real game online: it shows the view the host sent for a seat
 * held here (the seat to move when it is one of ours), and a move of ours
 * goes to the host, which answers with the next views. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/app.h"
#include "client.h"
#include "i18n/i18n.h"
#include "metro/ai.h"
#include "metro_version.h"
#include "net_server.h"
#include "online/catch_up.h"
#include "online/invite.h"
#include "online/local_address.h"
#include "online/my_tables.h"
#include "online/online.h"
#include "online/online_net.h"
#include "platform/platform.h"
#include "files/rejoin_file.h"

static struct ui_net *net(ui_app *a)
{
    if (!a->res.net) a->res.net = calloc(1, sizeof *a->res.net);
    return a->res.net;
}

void ui_net_say(ui_app *a, const char *text)
{
    snprintf(a->ui.notice, sizeof a->ui.notice, "%.150s", text);
    a->ui.notice_until = a->now + 4000;
}

static bool rejoin_path(char *out, size_t n)
{
    return ui_data_path("online.txt", out, n);
}

void ui_net_forget_rejoin(ui_app *a)
{
    char path[1100];
    if (rejoin_path(path, sizeof path)) remove(path);
    a->ui.online.can_rejoin = false;
    const ui_rejoin *r = &net(a)->rejoin; /* gone from My tables too */
    if (r->table[0] && !r->host_port) ui_my_tables_forget(r->address, r->table);
}

void ui_net_keep_rejoin(ui_app *a)
{
    char path[1100], err[1300];
    if (!rejoin_path(path, sizeof path)) return;
    if (ui_rejoin_write(path, &net(a)->rejoin, err, sizeof err))
        fprintf(stderr, "metro: cannot keep the seat for a rejoin: %s\n", err);
    ui_my_tables_keep(&net(a)->rejoin);
}

/* The connection and the host stop; the online part of the window is cleared. */
void ui_net_close(ui_app *a)
{
    struct ui_net *n = a->res.net;
    if (n) ui_wake_stop(n->list_timer), n->list_timer = 0;
    if (n && n->client) metro_net_client_stop(n->client);
    if (n && n->server) metro_net_server_stop(n->server);
    if (n) n->client = NULL, n->server = NULL, n->shown = -1, n->revealed = false;
    ui_catch_up_free(a);
    ui_online *o = &a->ui.online;
    bool rejoin = o->can_rejoin;
    char table[sizeof o->rejoin_table], address[sizeof o->address], link[sizeof o->link_table];
    memcpy(table, o->rejoin_table, sizeof table);
    memcpy(address, o->address, sizeof address);
    memcpy(link, o->link_table, sizeof link);
    memset(o, 0, sizeof *o); /* what the Join screen and the set-up keep: */
    o->can_rejoin = rejoin, o->last_seat = -1;
    memcpy(o->rejoin_table, table, sizeof table);
    memcpy(o->address, address, sizeof address);
    memcpy(o->link_table, link, sizeof link);
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

bool ui_net_connect_to(ui_app *a, const char *address)
{
    struct ui_net *n = net(a);
    ui_online *o = &a->ui.online;
    char host[64], err[300], plain[UI_NET_ADDRESS + 1];
    int port;
    if (!n) return false;
    /* ws://host:port/ (the page's way): a WebSocket on the host's TCP port. */
    bool websocket = !strncmp(address, "ws://", 5);
    snprintf(plain, sizeof plain, "%s", websocket ? address + 5 : address);
    size_t len = strlen(plain);
    if (websocket && len && plain[len - 1] == '/') plain[len - 1] = '\0';
    if (!split_address(plain, host, sizeof host, &port)) {
        snprintf(o->problem, sizeof o->problem, _("'%.60s' is not an address (name:port)"),
                 address);
        return false;
    }
    /* the page: the browser's WebSocket, polled by its frame step */
    metro_net_client_options opt = {.program = "metro " METRO_VERSION,
                                    .retry_seconds = 60,
                                    .notify = ui_wake_ctx,
                                    .notify_ctx = UI_WAKE_CTX(a->res.ev_net),
                                    .websocket = websocket || ui_platform_is_page(),
                                    .polled = ui_platform_is_page()};
    n->client = metro_net_client_start(host, port, &opt, err, sizeof err);
    if (!n->client) {
        snprintf(o->problem, sizeof o->problem, _("Cannot connect to %.60s: %.120s"), address, err);
        return false;
    }
    snprintf(o->where, sizeof o->where, "%s%.48s:%d", websocket ? "ws://" : "", host, port);
    o->phase = UI_NET_CONNECTING, o->problem[0] = '\0', o->last_seat = -1;
    n->shown = -1, n->revealed = false;
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

void ui_net_create_msg(ui_app *a, metro_msg *m)
{
    const ui_setup *su = &a->ui.setup;
    metro_config cfg;
    ui_setup_config(su, &cfg);
    memset(m, 0, sizeof *m);
    m->type = METRO_MSG_CREATE;
    table_name(a, m->u.create.table, sizeof m->u.create.table);
    metro_net_setup_from(&m->u.create.setup, &cfg);
    m->u.create.seed_given = !su->random_seed;
    m->u.create.seed = su->seed;
    m->u.create.deadline = metro_net_deadline_ok(a->ui.host_deadline) ? a->ui.host_deadline : 0;
    m->u.create.private_table = a->ui.host_private;
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

/* The embedded host on port (its tables in DATA/hosted/); false with the
 * problem said. */
static bool start_host(ui_app *a, int port)
{
    struct ui_net *n = a->res.net;
    ui_online *o = &a->ui.online;
    char err[300];
    if (!ui_data_path("hosted", n->data_dir, sizeof n->data_dir)) {
        snprintf(o->problem, sizeof o->problem, "%s", _("No folder for hosted games"));
        return false;
    }
    const char *name = a->ui.setup.name[0];
    metro_host_config cfg = {.data_dir = n->data_dir,
                             .name = metro_net_player_name_ok(name) ? name : "metro",
                             .program = "metro " METRO_VERSION,
                             .max_tables = 16,
                             .max_connections = 64,
                             .grace_seconds = 60,
                             .stand_in_ai = "greedy",
                             .port = port};
    const char *bind = a->ui.setup.host_address[0] ? a->ui.setup.host_address : NULL;
    n->server = metro_net_server_start(&cfg, bind, port, err, sizeof err);
    if (!n->server) {
        snprintf(o->problem, sizeof o->problem, _("Cannot host on port %d: %.120s"), port, err);
        return false;
    }
    /* the lobby names the addresses guests type (the interfaces, read
     * once: nothing is sent to the network for it) */
    port = metro_net_server_port(n->server);
    if (bind && strcmp(bind, "0.0.0.0"))
        snprintf(o->reach, sizeof o->reach, "%.60s:%d", bind, port);
    else
        ui_local_reach(port, o->reach, sizeof o->reach);
    return true;
}

/* A table at the Online screen's server: CREATE at once while connected;
 * else the connection comes back first (the remembered server) and sends
 * it after WELCOME. */
static void create_at_server(ui_app *a)
{
    struct ui_net *n = a->res.net;
    ui_online *o = &a->ui.online;
    ui_net_create_msg(a, &n->create);
    n->want_create = true, n->want_rejoin = n->want_list = n->want_join = false;
    if (n->client && o->phase == UI_NET_BROWSING) {
        ui_wake_stop(n->list_timer), n->list_timer = 0;
        metro_net_client_send(n->client, &n->create);
    } else {
        if (ui_online_active(a)) ui_net_close(a);
        if (!ui_net_connect_to(a, a->ui.setup.join_address)) return;
        memset(&n->rejoin, 0, sizeof n->rejoin);
        snprintf(n->rejoin.address, sizeof n->rejoin.address, "%s", o->where);
    }
    snprintf(o->table, sizeof o->table, "%s", n->create.u.create.table);
    a->ui.screen = UI_LOBBY;
}

void ui_online_host(ui_app *a)
{
    struct ui_net *n = net(a);
    ui_online *o = &a->ui.online;
    if (!n || (ui_online_active(a) && !a->ui.host_server)) return;
    bool mine = false;
    for (int p = 0; p < a->ui.setup.players; p++)
        mine |= !strcmp(a->ui.setup.controller[p], "human");
    if (!mine) {
        snprintf(o->problem, sizeof o->problem, "%s",
                 _("Hosting needs a human seat at this screen"));
        return;
    }
    if (a->ui.host_server) { /* at the server of the Online screen */
        create_at_server(a);
        return;
    }
    if (!start_host(a, a->ui.setup.host_port)) return;
    const char *bind = a->ui.setup.host_address[0] ? a->ui.setup.host_address : NULL;
    char address[80];
    int port = metro_net_server_port(n->server);
    snprintf(address, sizeof address, "%s:%d", bind && strcmp(bind, "0.0.0.0") ? bind : "127.0.0.1",
             port);
    ui_net_create_msg(a, &n->create);
    n->want_create = true, n->want_rejoin = n->want_list = n->want_join = false;
    if (!ui_net_connect_to(a, address)) {
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

/* The address field: "host:port", or an invitation link (invite.h), which
 * connects to the link's server and asks for its table at once. */
void ui_online_connect(ui_app *a)
{
    struct ui_net *n = net(a);
    if (!n) return;
    if (ui_online_active(a)) ui_net_close(a);
    ui_online *o = &a->ui.online;
    char address[UI_NET_ADDRESS + 1], table[METRO_NET_TABLE_NAME + 1], code[16], why[200];
    int link = ui_invite_parse(o->address, address, sizeof address, table, sizeof table, code,
                               sizeof code, why, sizeof why);
    if (link > 0) {
        snprintf(o->problem, sizeof o->problem, "%s", why);
        return;
    }
    n->want_create = n->want_rejoin = false, n->want_list = link < 0, n->want_join = link == 0;
    n->link_joining = link == 0; /* refused as full or started: watched instead */
    if (link == 0) {
        memset(&n->join, 0, sizeof n->join);
        n->join.type = METRO_MSG_JOIN;
        snprintf(n->join.u.join.table, sizeof n->join.u.join.table, "%s", table);
        const char *name = a->ui.setup.online_name;
        snprintf(n->join.u.join.name, sizeof n->join.u.join.name, "%s",
                 metro_net_player_name_ok(name) ? name : _("Player"));
        n->join.u.join.seat = -1;
        snprintf(n->join.u.join.invite, sizeof n->join.u.join.invite, "%.8s", code); /* checked */
    }
    if (ui_net_connect_to(a, link == 0 ? address : o->address)) {
        memset(&n->rejoin, 0, sizeof n->rejoin);
        snprintf(n->rejoin.address, sizeof n->rejoin.address, "%s", o->where);
        /* the server is remembered, not the link */
        snprintf(a->ui.setup.join_address, sizeof a->ui.setup.join_address, "%.63s",
                 link == 0 ? address : o->address);
        if (link == 0) snprintf(o->table, sizeof o->table, "%s", table);
        if (link < 0) /* the list is asked again now and then */
            n->list_timer = ui_wake_every(UI_NET_LIST_EVERY_MS, a->res.ev_net),
            n->list_at = ui_clock_ms() + UI_NET_LIST_EVERY_MS;
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
        const char *name = a->ui.setup.online_name;
        snprintf(m.u.join.name, sizeof m.u.join.name, "%s",
                 metro_net_player_name_ok(name) ? name : _("Player"));
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
    /* this window hosted it: the host comes back first, resuming the table */
    if (n->rejoin.host_port && !start_host(a, n->rejoin.host_port)) return;
    o->hosting = n->rejoin.host_port != 0;
    n->want_rejoin = true, n->want_create = n->want_list = n->want_join = false;
    if (!ui_net_connect_to(a, n->rejoin.address)) return;
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
        ui_net_say(a, _("That line cannot be sent (control characters?)"));
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
void ui_net_blank_game(ui_app *a)
{
    metro_config cfg;
    char err[200];
    metro_config_default(&cfg, 4);
    metro_game_new(a->game, &cfg, err, sizeof err);
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
    if (o->phase == UI_NET_LOBBY || over || o->spectator) ui_net_forget_rejoin(a);
    if (n && n->client && o->phase == UI_NET_LOBBY) {
        metro_msg m = {.type = METRO_MSG_LEAVE};
        metro_net_client_send(n->client, &m);
    }
    bool playing = o->phase == UI_NET_PLAYING;
    ui_net_close(a);
    if (playing) ui_net_blank_game(a);
    a->ui.screen = UI_SETUP, a->ui.overlay = UI_OV_NONE;
}

void ui_online_free(ui_app *a)
{
    struct ui_net *n = a->res.net;
    if (!n) return;
    ui_net_close(a);
    ui_thread_join(n->search);
    ui_my_tables_close(a);
    free(n->record_text);
    free(n);
    a->res.net = NULL;
}

/* A guest's name before one is typed: the account's name, as a player's
 * name (seat 1's is the host's player's: two windows joined as "Ada"). */
void ui_online_default_name(ui_setup *su)
{
    if (su->online_name[0]) return;
    const char *user = getenv("USER");
    if (!user || !user[0]) user = getenv("LOGNAME");
    if (ui_platform_is_page()) user = NULL; /* the browser's is "web_user", no one's name */
    char name[METRO_NAME_LEN] = "";
    if (user && user[0] && strcmp(user, "root"))
        snprintf(name, sizeof name, "%c%s",
                 user[0] >= 'a' && user[0] <= 'z' ? user[0] - 32 : user[0], user + 1);
    snprintf(su->online_name, sizeof su->online_name, "%s",
             metro_net_player_name_ok(name) ? name : _("Player"));
}

void ui_online_startup(ui_app *a)
{
    char path[1100], err[1300];
    ui_rejoin r;
    ui_online *o = &a->ui.online;
    o->last_seat = -1;
    snprintf(o->address, sizeof o->address, "%s", a->ui.setup.join_address);
    /* the page: the server that served it, unless another was typed before */
    if (!o->address[0] && !ui_page_origin(o->address, sizeof o->address)) o->address[0] = '\0';
    ui_online_default_name(&a->ui.setup);
    int rc = rejoin_path(path, sizeof path) ? ui_rejoin_read(path, &r, err, sizeof err) : 1;
    if (rc < 0) fprintf(stderr, "metro: ignoring %s\n", err);
    o->can_rejoin = rc == 0;
    if (rc == 0) snprintf(o->rejoin_table, sizeof o->rejoin_table, "%s", r.table);
}

/* ---- the LAN query ---------------------------------------------------- */

static int search_run(void *arg)
{
    struct ui_net *n = arg; /* not the app: the frame step copies its resources */
    char err[200];
    int found = metro_net_discover(n->query, n->query_port, 700, n->found, n->found_from,
                                   UI_NET_LAN, err, sizeof err);
    n->n_found = found < 0 ? 0 : found;
    ui_wake(n->ev_search);
    return 0;
}

void ui_online_search(ui_app *a)
{
    struct ui_net *n = net(a);
    if (!n || a->ui.online.searching) return;
    ui_thread_join(n->search);
    n->ev_search = a->res.ev_search;
    snprintf(n->query, sizeof n->query, "%s",
             a->ui.setup.lan_query[0] ? a->ui.setup.lan_query : "255.255.255.255");
    n->query_port = a->ui.setup.host_port;
    n->search = ui_thread_start(search_run, "metro-lan", n);
    a->ui.online.searching = n->search != NULL;
}

void ui_online_search_done(ui_app *a)
{
    struct ui_net *n = a->res.net;
    ui_online *o = &a->ui.online;
    if (!n || !n->search) return;
    ui_thread_join(n->search);
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

bool ui_online_available(void)
{
    return true;
}

bool ui_online_can_host(void)
{
    return !ui_platform_is_page();
}
