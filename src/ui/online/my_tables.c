/* My tables (my_tables.h): the kept tables, each server asked with LIST
 * over a connection of its own, the rows in ui_online for the view. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/app.h"
#include "files/my_tables_file.h"
#include "files/places.h"
#include "key_file.h"
#include "metro_version.h"
#include "online/my_tables.h"
#include "online/online_net.h"
#include "platform/platform.h"

_Static_assert((int)UI_NET_MINE == (int)UI_MY_TABLES, "a row per table kept");

struct ui_mine {
    ui_my_tables list;
    int n_servers;
    char server[UI_MY_TABLES][UI_NET_ADDRESS + 1];
    metro_net_client *client[UI_MY_TABLES];
    bool by_key[UI_MY_TABLES]; /* the server's list is read: its MINE is asked now */
    bool keyed;                /* this window has its player key */
    uint8_t key[METRO_NET_TOKEN];
    char name[METRO_NET_PLAYER_NAME + 1];
    metro_net_event ev; /* scratch: an event is large */
};

bool ui_player_key(uint8_t key[METRO_NET_TOKEN])
{
    char path[1100], code[METRO_KEY_CODE + 1], err[1300];
    if (!ui_data_path("player-key.txt", path, sizeof path)) return false;
    if (!metro_key_load(path, key, code, err, sizeof err)) return true;
    fprintf(stderr, "metro: no player key: %s\n", err);
    return false;
}

void ui_player_identify(metro_net_client *c, const char *name)
{
    metro_msg m = {.type = METRO_MSG_IDENTIFY};
    if (!metro_net_player_name_ok(name) || !ui_player_key(m.u.identify.key)) return;
    snprintf(m.u.identify.name, sizeof m.u.identify.name, "%s", name);
    metro_net_client_send(c, &m);
}

static bool tables_path(char *out, size_t n)
{
    return ui_data_path("tables.txt", out, n);
}

static void change_file(const ui_rejoin *keep, const char *address, const char *table)
{
    char path[1100], err[1300];
    static ui_my_tables list; /* large; the window's thread only */
    if (!tables_path(path, sizeof path)) return;
    if (ui_my_tables_read(path, &list, err, sizeof err) < 0)
        fprintf(stderr, "metro: starting %s again: %s\n", path, err);
    if (keep)
        ui_my_tables_put(&list, keep);
    else
        ui_my_tables_drop(&list, address, table);
    if (ui_my_tables_write(path, &list, err, sizeof err))
        fprintf(stderr, "metro: cannot keep My tables: %s\n", err);
}

void ui_my_tables_keep(const ui_rejoin *r)
{
    if (!r->host_port) change_file(r, NULL, NULL); /* a table on a server, not this window's */
}

void ui_my_tables_forget(const char *address, const char *table)
{
    change_file(NULL, address, table);
}

void ui_my_tables_close(ui_app *a)
{
    struct ui_mine *m = a->res.net ? a->res.net->mine : NULL;
    if (!m) return;
    for (int i = 0; i < m->n_servers; i++)
        if (m->client[i]) metro_net_client_stop(m->client[i]);
    free(m);
    a->res.net->mine = NULL;
}

/* "your turn" first, then as the file keeps them (the newest last). */
static void sort_rows(ui_online *o)
{
    ui_mine_row sorted[UI_NET_MINE];
    int n = 0;
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < o->n_mine; i++)
            if (o->mine[i].your_turn == (pass == 0)) sorted[n++] = o->mine[i];
    memcpy(o->mine, sorted, sizeof sorted[0] * (size_t)n);
}

static uint8_t seats_at(const struct ui_mine *m, const char *server, const char *table)
{
    for (int i = 0; i < m->list.n; i++)
        if (!strcmp(m->list.table[i].address, server) && !strcmp(m->list.table[i].table, table))
            return m->list.table[i].seats;
    return 0;
}

static ui_mine_row *row_of(ui_online *o, const char *server, const char *table)
{
    for (int i = 0; i < o->n_mine; i++)
        if (!strcmp(o->mine[i].where, server) && !strcmp(o->mine[i].table, table))
            return &o->mine[i];
    return NULL;
}

/* A table the server lists by the player's key that this window keeps no
 * token for (sat at from another computer with the same key): shown, not
 * opened; its turn is the player's when the seat to move bears their name. */
static ui_mine_row *add_unknown(ui_online *o, const char *server, const char *table)
{
    if (o->n_mine == UI_NET_MINE) return NULL;
    ui_mine_row *r = &o->mine[o->n_mine++];
    memset(r, 0, sizeof *r);
    snprintf(r->where, sizeof r->where, "%s", server);
    snprintf(r->table, sizeof r->table, "%s", table);
    r->elsewhere = true;
    return r;
}

void ui_my_tables_listed(ui_app *a, const char *server, const metro_msg *tables, bool by_key,
                         const char *name)
{
    ui_online *o = &a->ui.online;
    struct ui_mine *m = a->res.net ? a->res.net->mine : NULL;
    for (int k = 0; k < tables->u.tables.n; k++) {
        const metro_net_table_info *t = &tables->u.tables.table[k];
        ui_mine_row *r = row_of(o, server, t->name);
        if (!r && by_key) r = add_unknown(o, server, t->name);
        if (!r) continue;
        uint8_t seats = m ? seats_at(m, server, t->name) : 0;
        r->state = t->state, r->deadline = t->deadline;
        r->turn = t->turn == METRO_NET_NO_SEAT ? -1 : t->turn;
        bool mine = r->elsewhere ? name && !strcmp(t->turn_name, name) : (seats >> r->turn & 1);
        r->your_turn = r->turn >= 0 && t->state == METRO_TABLE_PLAYING && mine;
        snprintf(r->turn_name, sizeof r->turn_name, "%s", t->turn_name);
    }
    sort_rows(o);
}

/* A server said all it will: its tables still unanswered are not listed
 * there (gone, or private), or it did not answer. */
static void server_done(ui_app *a, int s, int why)
{
    struct ui_mine *m = a->res.net->mine;
    ui_online *o = &a->ui.online;
    for (int i = 0; i < o->n_mine; i++)
        if (!strcmp(o->mine[i].where, m->server[s]) && o->mine[i].state == UI_MINE_ASKING)
            o->mine[i].state = why;
    if (m->client[s]) metro_net_client_stop(m->client[s]);
    m->client[s] = NULL;
}

static void ask(metro_net_client *c, int type, int first)
{
    metro_msg q = {.type = (uint8_t)type};
    q.u.list.first = (uint16_t)first;
    metro_net_client_send(c, &q);
}

static void server_event(ui_app *a, int s, const metro_net_event *ev)
{
    struct ui_mine *m = a->res.net->mine;
    int type = m->by_key[s] ? METRO_MSG_MINE : METRO_MSG_LIST;
    if (ev->kind == METRO_NET_EV_TABLES) {
        ui_my_tables_listed(a, m->server[s], &ev->msg, m->by_key[s], m->name);
        int next = ev->msg.u.tables.first + ev->msg.u.tables.n;
        if (ev->msg.u.tables.n && next < ev->msg.u.tables.total) {
            ask(m->client[s], type, next);      /* the next page */
        } else if (!m->by_key[s] && m->keyed) { /* then the tables kept by the key */
            m->by_key[s] = true;
            metro_msg id = {.type = METRO_MSG_IDENTIFY};
            memcpy(id.u.identify.key, m->key, sizeof m->key);
            snprintf(id.u.identify.name, sizeof id.u.identify.name, "%s", m->name);
            metro_net_client_send(m->client[s], &id);
            ask(m->client[s], METRO_MSG_MINE, 0);
        } else {
            server_done(a, s, UI_MINE_UNLISTED);
        }
    } else if (ev->kind == METRO_NET_EV_LOST || ev->kind == METRO_NET_EV_BROKEN ||
               (ev->kind == METRO_NET_EV_REFUSED && metro_refusal_fatal(ev->msg.u.refuse.code))) {
        server_done(a, s, UI_MINE_NO_ANSWER);
    } else if (ev->kind == METRO_NET_EV_REFUSED && ev->msg.u.refuse.about == METRO_MSG_MINE) {
        server_done(a, s, UI_MINE_UNLISTED); /* the key was not taken: the list is all */
    }
}

void ui_my_tables_pump(ui_app *a)
{
    struct ui_mine *m = a->res.net ? a->res.net->mine : NULL;
    for (int s = 0; m && s < m->n_servers; s++)
        while (m->client[s] && metro_net_client_poll(m->client[s], &m->ev))
            server_event(a, s, &m->ev);
}

static metro_net_client *connect_server(ui_app *a, const char *address)
{
    char host[UI_NET_ADDRESS + 1], err[300];
    const char *colon = strrchr(address, ':');
    if (!colon || colon == address || (size_t)(colon - address) >= sizeof host) return NULL;
    snprintf(host, sizeof host, "%.*s", (int)(colon - address), address);
    metro_net_client_options opt = {.program = "metro " METRO_VERSION,
                                    .retry_seconds = 5, /* a list, not a seat: no long wait */
                                    .notify = ui_wake_ctx,
                                    .notify_ctx = UI_WAKE_CTX(a->res.ev_net)};
    metro_net_client *c = metro_net_client_start(host, atoi(colon + 1), &opt, err, sizeof err);
    if (c) ask(c, METRO_MSG_LIST, 0);
    return c;
}

static void add_server(ui_app *a, struct ui_mine *m, const char *address)
{
    for (int s = 0; s < m->n_servers; s++)
        if (!strcmp(m->server[s], address)) return;
    int s = m->n_servers++;
    snprintf(m->server[s], sizeof m->server[s], "%s", address);
    m->client[s] = connect_server(a, address);
    if (!m->client[s]) server_done(a, s, UI_MINE_NO_ANSWER);
}

void ui_my_tables_open(ui_app *a)
{
    char path[1100], err[1300];
    ui_online *o = &a->ui.online;
    if (!a->res.net) a->res.net = calloc(1, sizeof *a->res.net);
    if (!a->res.net) return;
    ui_my_tables_close(a);
    struct ui_mine *m = a->res.net->mine = calloc(1, sizeof *m);
    if (!m) return;
    a->ui.screen = UI_MINE, a->ui.overlay = UI_OV_NONE;
    snprintf(m->name, sizeof m->name, "%s", a->ui.setup.online_name);
    m->keyed = metro_net_player_name_ok(m->name) && ui_player_key(m->key);
    o->n_mine = 0, o->problem[0] = '\0';
    if (tables_path(path, sizeof path) && ui_my_tables_read(path, &m->list, err, sizeof err) < 0)
        snprintf(o->problem, sizeof o->problem, "%.200s", err);
    for (int i = 0; i < m->list.n; i++) {
        ui_mine_row *r = &o->mine[o->n_mine++];
        memset(r, 0, sizeof *r);
        snprintf(r->table, sizeof r->table, "%s", m->list.table[i].table);
        snprintf(r->where, sizeof r->where, "%s", m->list.table[i].address);
        r->state = UI_MINE_ASKING, r->turn = -1;
    }
    for (int i = 0; i < m->list.n; i++) add_server(a, m, m->list.table[i].address);
}

bool ui_my_tables_choose(ui_app *a, int i)
{
    ui_online *o = &a->ui.online;
    struct ui_mine *m = a->res.net ? a->res.net->mine : NULL;
    char path[1100], err[1300];
    if (!m || i < 0 || i >= o->n_mine || !ui_data_path("online.txt", path, sizeof path))
        return false;
    for (int k = 0; k < m->list.n; k++) {
        const ui_rejoin *r = &m->list.table[k];
        if (strcmp(r->address, o->mine[i].where) || strcmp(r->table, o->mine[i].table)) continue;
        if (ui_rejoin_write(path, r, err, sizeof err)) { /* the rejoin reads it from there */
            snprintf(o->problem, sizeof o->problem, "%.200s", err);
            return false;
        }
        ui_my_tables_close(a);
        return true;
    }
    return false;
}
