/* The window's side of online play (issue 36), without a network: the
 * host's events fed to the window as its network thread would, and what a
 * player then sees.
 * - a player back (or stood in for) is shown so by every window, also the
 *   host's, which gets no new LOBBY for it;
 * - an undo that gives the turn to a seat elsewhere takes the hotseat gate
 *   away ("I am Chlo" at the host's screen for the guest's seat);
 * - an undo with nothing to take back says why, the host's refusals of an
 *   undo too (not "the game has started or is over");
 * - the lobby names this machine's addresses (the interface list: loopback
 *   only when there is nothing else);
 * - a guest's name is its own, not seat 1's (the host's player's);
 * - the set-up screen offers Rejoin when a seat is kept;
 * - the invitation link of a table at a server (a private one with its
 *   code), read back from the address field, bad links refused; a table
 *   made at a server goes with the set-up's deadline and privacy;
 * - a server's list, a page of it: Next while tables follow, Previous
 *   after the first page;
 * - the end of a game with shares: the totals every seat's, as the host
 *   counted them, once it reveals the finished game (REVEAL).
 * usage: test_online_window */
#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <stdlib.h>
#include <string.h>

#include "../check.h"
#include "core/app.h"
#include "metro/game.h"
#include "metro/module.h"
#include "online/input_online.h"
#include "online/invite.h"
#include "online/local_address.h"
#include "online/online_net.h"

static metro_net_event ev; /* large */

static void notice(ui_app *a, int kind, int seat, const char *name)
{
    memset(&ev, 0, sizeof ev);
    ev.kind = METRO_NET_EV_NOTICE;
    ev.msg.type = METRO_MSG_NOTICE;
    ev.msg.u.notice.kind = (uint8_t)kind, ev.msg.u.notice.seat = (uint8_t)seat;
    snprintf(ev.msg.u.notice.name, sizeof ev.msg.u.notice.name, "%s", name);
    ui_net_event(a, &ev);
}

static void view(ui_app *a, int seat, const metro_state *s, int moves, int last_seat)
{
    memset(&ev, 0, sizeof ev);
    ev.kind = METRO_NET_EV_VIEW, ev.seat = seat, ev.state = *s;
    ev.msg.type = METRO_MSG_VIEW;
    ev.msg.u.view.seat = (uint8_t)seat, ev.msg.u.view.moves = (uint16_t)moves;
    ev.msg.u.view.last_seat = (uint8_t)(last_seat < 0 ? METRO_NET_NO_SEAT : last_seat);
    ui_net_event(a, &ev);
}

static void refuse_undo(ui_app *a, const char *host_text)
{
    memset(&ev, 0, sizeof ev);
    ev.kind = METRO_NET_EV_REFUSED;
    ev.msg.type = METRO_MSG_REFUSE;
    ev.msg.u.refuse.code = METRO_REFUSE_NOT_NOW, ev.msg.u.refuse.about = METRO_MSG_UNDO_ASK;
    snprintf(ev.msg.u.refuse.text, sizeof ev.msg.u.refuse.text, "%s", host_text);
    ui_net_event(a, &ev);
}

static void seat(ui_online *o, int p, int kind, const char *name, bool present)
{
    o->seat[p].kind = (uint8_t)kind, o->seat[p].present = present, o->seat[p].stand_in = 0;
    snprintf(o->seat[p].name, sizeof o->seat[p].name, "%s", name);
}

/* A 3-seat table in play: seats 1 and 2 at this screen (Ada, Cleo), seat 3
 * Chlo's, at another window. */
static void table(ui_app *a)
{
    ui_online *o = &a->ui.online;
    o->phase = UI_NET_PLAYING, o->hosting = o->owner = true, o->players = 3, o->seats = 3;
    o->last_seat = -1;
    seat(o, 0, METRO_SEAT_HUMAN, "Ada", true);
    seat(o, 1, METRO_SEAT_HUMAN, "Cleo", true);
    seat(o, 2, METRO_SEAT_HUMAN, "Chlo", true);
}

static void presence(ui_app *a)
{
    ui_online *o = &a->ui.online;
    table(a);
    o->seat[2].present = 0; /* the LOBBY after Chlo's window went */
    notice(a, METRO_NOTICE_STAND_IN, 2, "Chlo");
    CHECK(o->seat[2].stand_in && !o->seat[2].present);
    notice(a, METRO_NOTICE_BACK, 2, "Chlo");
    CHECK_MSG(o->seat[2].present && !o->seat[2].stand_in, "Chlo is back: online, no stand-in");
    notice(a, METRO_NOTICE_GONE, 2, "Chlo");
    CHECK(!o->seat[2].present);
    notice(a, METRO_NOTICE_BACK, 2, "Chlo");
    CHECK(o->seat[2].present);
    notice(a, METRO_NOTICE_BACK, 7, "?"); /* no such seat: nothing happens */
}

/* The positions after 0..3 moves, each move passing the turn on. */
static int states(metro_state s[4])
{
    metro_config cfg;
    char err[200];
    static metro_move moves[METRO_MAX_MOVES];
    metro_config_default(&cfg, 3);
    cfg.seed = 5;
    if (!CHECK(metro_setup(&s[0], &cfg, err, sizeof err) == METRO_OK)) return 0;
    for (int k = 1; k < 4; k++) {
        s[k] = s[k - 1];
        while (s[k].current == s[k - 1].current && metro_legal_moves(&s[k], moves) > 0)
            metro_apply(&s[k], &moves[0]);
    }
    return s[3].current == 0 && s[2].current == 2 && s[1].current == 1;
}

/* A finished 3-seat shares game whose seat 1 view alone gets another
 * seat's points wrong (the shares it holds are dealt canonically). */
static bool finished(metro_game *g, metro_state *seen, int seed)
{
    static metro_move legal[METRO_MAX_MOVES];
    uint8_t bytes[METRO_VIEW_MAX];
    metro_config cfg;
    char err[200];
    int viewer, want[METRO_MAX_PLAYERS], got[METRO_MAX_PLAYERS];
    metro_config_default(&cfg, 3);
    metro_modules_parse("shares", &cfg.modules, err, sizeof err);
    cfg.seed = (uint64_t)seed;
    metro_rng r;
    metro_rng_seed(&r, (uint64_t)seed);
    if (metro_game_new(g, &cfg, err, sizeof err) != METRO_OK) return false;
    for (int k; !metro_over(&g->state) && (k = metro_legal_moves(&g->state, legal)) > 0;)
        metro_game_play(g, &legal[metro_rng_below(&r, (uint32_t)k)]);
    int n = metro_view_encode(&g->state, 0, bytes, sizeof bytes);
    if (n <= 0 || metro_view_decode(seen, &viewer, bytes, (size_t)n, err, sizeof err) != METRO_OK)
        return false;
    metro_final_scores(&g->state, want);
    metro_final_scores(seen, got);
    return memcmp(want, got, sizeof want) != 0;
}

/* The end screen's totals (from the window's state) equal the host's OVER
 * points for every seat once REVEAL came, and a later view (a rejoin's)
 * does not take them back. */
static void reveal(ui_app *a)
{
    static metro_game g;
    static metro_state seen;
    int seed = 1, want[METRO_MAX_PLAYERS], shown[METRO_MAX_PLAYERS];
    while (seed < 40 && !finished(&g, &seen, seed)) seed++;
    if (!CHECK_MSG(seed < 40, "no shares game whose view misjudges another seat")) return;
    metro_final_scores(&g.state, want);
    table(a);
    a->ui.online.seats = 1;
    a->res.net->shown = -1;
    view(a, 0, &seen, g.cursor, 2);
    CHECK_EQ(a->ui.screen, UI_END);
    memset(&ev, 0, sizeof ev);
    ev.kind = METRO_NET_EV_REVEAL, ev.state = g.state, ev.msg.type = METRO_MSG_REVEAL;
    ui_net_event(a, &ev);
    metro_final_scores(&a->game->state, shown);
    for (int p = 0; p < 3; p++) CHECK_EQ(shown[p], want[p]);
    view(a, 0, &seen, g.cursor, 2);
    metro_final_scores(&a->game->state, shown);
    for (int p = 0; p < 3; p++) CHECK_EQ(shown[p], want[p]);
    CHECK_EQ(a->ui.screen, UI_END);
}

static void gate(ui_app *a)
{
    static metro_state s[4];
    if (!CHECK(states(s))) return;
    table(a);
    view(a, 0, &s[3], 3, 2);
    view(a, 1, &s[3], 3, 2);
    CHECK(a->game->state.current == 0);
    a->ui.overlay = UI_OV_PRIVACY; /* the gate for Ada, as the frame puts it up */
    /* Chlo's undo was allowed: her turn again, at her window */
    view(a, 0, &s[2], 2, 1);
    view(a, 1, &s[2], 2, 1);
    CHECK(a->game->state.current == 2);
    CHECK_MSG(a->ui.overlay != UI_OV_PRIVACY, "no gate names Chlo at the host's screen");
    /* an undo back to Cleo's turn: her gate is right (the views in this
     * order show no step between where Chlo is to move) */
    a->ui.overlay = UI_OV_PRIVACY;
    view(a, 1, &s[1], 1, 0);
    view(a, 0, &s[1], 1, 0);
    CHECK_EQ(a->game->state.current, 1);
    CHECK_EQ(a->ui.overlay, UI_OV_PRIVACY);
    a->ui.overlay = UI_OV_NONE;
}

static void undo_words(ui_app *a)
{
    ui_online *o = &a->ui.online;
    table(a);
    o->seats = 4, o->moves = 0; /* Chlo's window, before any move */
    ui_online_ask_undo(a);
    CHECK_MSG(strstr(a->ui.notice, "no move has been played"), a->ui.notice);
    o->moves = 2, o->last_seat = 1; /* Ada and Cleo moved, not Chlo yet */
    ui_online_ask_undo(a);
    CHECK_MSG(strstr(a->ui.notice, "no move since"), a->ui.notice);
    refuse_undo(a, "no move of seat 3 to take back since another player moved");
    CHECK_MSG(strstr(a->ui.notice, "Nothing to take back") &&
                  !strstr(a->ui.notice, "started or is over"),
              a->ui.notice);
    refuse_undo(a, "Cleo (seat 2) is away and cannot agree");
    CHECK_MSG(strstr(a->ui.notice, "Cleo is away"), a->ui.notice);
    refuse_undo(a, "seat 3 asked for an undo 2 times at this move already");
    CHECK_MSG(strstr(a->ui.notice, "as often as the host allows"), a->ui.notice);
    refuse_undo(a, "no undo now (no game in play, or a vote is open)");
    CHECK_MSG(strstr(a->ui.notice, "vote"), a->ui.notice);
}

static struct ifaddrs *iface(struct ifaddrs *next, const char *name, const char *ip, unsigned flags,
                             struct sockaddr_in *sa)
{
    struct ifaddrs *i = calloc(1, sizeof *i);
    i->ifa_next = next, i->ifa_name = (char *)name, i->ifa_flags = flags;
    if (ip) {
        memset(sa, 0, sizeof *sa);
        sa->sin_family = AF_INET;
        inet_pton(AF_INET, ip, &sa->sin_addr);
        i->ifa_addr = (struct sockaddr *)sa;
    }
    return i;
}

static void free_list(struct ifaddrs *i)
{
    while (i) {
        struct ifaddrs *next = i->ifa_next;
        free(i);
        i = next;
    }
}

static void addresses(void)
{
    static struct sockaddr_in sa[6];
    static struct sockaddr_in6 six;
    char out[200];
    struct ifaddrs *l = iface(NULL, "lo", "127.0.0.1", IFF_UP | IFF_LOOPBACK, &sa[0]);
    ui_reach_words(l, 24960, out, sizeof out);
    CHECK_STR(out, "127.0.0.1:24960"); /* nothing else: loopback it is */
    l = iface(l, "eth0", "192.168.1.20", IFF_UP, &sa[1]);
    l = iface(l, "docker0", "172.17.0.1", 0, &sa[2]); /* down */
    l = iface(l, "zero", "169.254.3.4", IFF_UP, &sa[3]);
    l = iface(l, "tun", NULL, IFF_UP, NULL);
    l = iface(l, "wlan0", "10.0.0.7", IFF_UP, &sa[4]);
    l = iface(l, "wlan0:1", "10.0.0.7", IFF_UP, &sa[5]); /* the same address again */
    memset(&six, 0, sizeof six);
    six.sin6_family = AF_INET6;
    l = iface(l, "eth0", NULL, IFF_UP, NULL);
    l->ifa_addr = (struct sockaddr *)&six;
    ui_reach_words(l, 24960, out, sizeof out);
    CHECK_STR(out, "10.0.0.7:24960, 192.168.1.20:24960");
    free_list(l);
    CHECK(ui_local_reach(24960, out, sizeof out) && strstr(out, ":24960"));
}

static void names(ui_app *a)
{
    ui_setup su;
    ui_setup_default(&su);
    setenv("USER", "lena", 1);
    ui_online_default_name(&su);
    CHECK_STR(su.online_name, "Lena");
    CHECK(strcmp(su.online_name, su.name[0]));
    su.online_name[0] = '\0';
    setenv("USER", "root", 1);
    ui_online_default_name(&su);
    CHECK_STR(su.online_name, "Player");
    /* the Online screen's name field is the guest's name */
    snprintf(a->ui.setup.online_name, sizeof a->ui.setup.online_name, "%s", "Ben");
    a->ui.screen = UI_JOIN, a->ui.focus = UI_FOCUS_NAME, a->ui.focus_seat = 0;
    size_t cap = 0;
    char *field = ui_online_field(a, &cap);
    CHECK(field == a->ui.setup.online_name && cap == sizeof a->ui.setup.online_name);
    a->ui.focus = UI_FOCUS_NONE;
}

static bool has_hit(const ui_app *a, int action)
{
    for (int i = 0; i < a->frame->n_hits; i++)
        if (a->frame->hits[i].action == action) return true;
    return false;
}

static void setup_rejoin(ui_app *a)
{
    ui_net_close(a);
    a->ui.screen = UI_SETUP, a->ui.overlay = UI_OV_NONE, a->ui.host_mode = false;
    a->ui.online.can_rejoin = true;
    snprintf(a->ui.online.rejoin_table, sizeof a->ui.online.rejoin_table, "%s", "Ada-1129-0740");
    ui_layout_frame(a);
    CHECK_MSG(has_hit(a, UI_ACT_REJOIN), "the set-up screen offers Rejoin");
    a->ui.online.can_rejoin = false;
    ui_layout_frame(a);
    CHECK(!has_hit(a, UI_ACT_REJOIN));
}

static void invitation(ui_app *a)
{
    char link[200], address[80], table[40], code[16], why[200];
    CHECK(ui_invite_link("127.0.0.1:24960", "Ada-1129", "", link, sizeof link));
    CHECK_STR(link, "http://127.0.0.1:24960/?join=Ada-1129");
    CHECK(ui_invite_link("ws://metro.example.org:8080", "t", "K7QX2MZP", link, sizeof link));
    CHECK_STR(link, "http://metro.example.org:8080/?join=t&code=K7QX2MZP");
    CHECK(!ui_invite_link("no-port", "t", "", link, sizeof link));
    int rc = ui_invite_parse(link, address, sizeof address, table, sizeof table, code, sizeof code,
                             why, sizeof why);
    CHECK(rc == 0);
    CHECK_STR(address, "ws://metro.example.org:8080");
    CHECK_STR(table, "t");
    CHECK_STR(code, "K7QX2MZP");
    CHECK(ui_invite_parse("http://h/?code=k7qx2mzp&join=T", address, sizeof address, table,
                          sizeof table, code, sizeof code, why, sizeof why) == 0);
    CHECK_STR(address, "ws://h:80");
    CHECK_STR(code, "K7QX2MZP");
    CHECK(ui_invite_parse("192.168.1.20:24960", address, sizeof address, table, sizeof table, code,
                          sizeof code, why, sizeof why) < 0);
    const char *bad[] = {"https://h:1/?join=t",  "http://h:1/",
                         "http://h:1/?join=a b", "http://h:1/?join=t&code=OIL01",
                         "http://h:0/?join=t",   "http://:1/?join=t"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        CHECK_MSG(ui_invite_parse(bad[i], address, sizeof address, table, sizeof table, code,
                                  sizeof code, why, sizeof why) > 0 &&
                      why[0],
                  bad[i]);
    /* the lobby at a server: the link with the table's code; hosted here: none */
    ui_online *o = &a->ui.online;
    ui_net_close(a);
    o->phase = UI_NET_LOBBY;
    snprintf(o->where, sizeof o->where, "%s", "127.0.0.1:4000");
    snprintf(o->table, sizeof o->table, "%s", "club");
    snprintf(o->invite, sizeof o->invite, "%s", "K7QX2MZP");
    CHECK(ui_online_link(o, link, sizeof link));
    CHECK_STR(link, "http://127.0.0.1:4000/?join=club&code=K7QX2MZP");
    o->hosting = true;
    CHECK(!ui_online_link(o, link, sizeof link));
    ui_net_close(a);
    /* a table made at a server: turn-based and private as chosen */
    static metro_msg m;
    a->ui.host_deadline = 24, a->ui.host_private = true;
    ui_net_create_msg(a, &m);
    CHECK(m.type == METRO_MSG_CREATE && m.u.create.deadline == 24 && m.u.create.private_table);
    a->ui.host_deadline = 0, a->ui.host_private = false;
    ui_net_create_msg(a, &m);
    CHECK(m.u.create.deadline == 0 && !m.u.create.private_table);
}

static bool has_hit_arg(const ui_app *a, int action, int arg)
{
    for (int i = 0; i < a->frame->n_hits; i++)
        if (a->frame->hits[i].action == action && a->frame->hits[i].arg == arg) return true;
    return false;
}

/* TABLES of `n` tables from place `first` of `total`, as the host sends it. */
static void tables(ui_app *a, int first, int n, int total)
{
    memset(&ev, 0, sizeof ev);
    ev.kind = METRO_NET_EV_TABLES;
    ev.msg.type = METRO_MSG_TABLES;
    ev.msg.u.tables.first = (uint16_t)first, ev.msg.u.tables.total = (uint16_t)total;
    ev.msg.u.tables.n = (uint8_t)n;
    for (int i = 0; i < n; i++) {
        metro_net_table_info *t = &ev.msg.u.tables.table[i];
        snprintf(t->name, sizeof t->name, "t%d", first + i);
        t->players = 2, t->open = 1, t->deadline = 24, t->turn = METRO_NET_NO_SEAT;
        snprintf(t->modules, sizeof t->modules, "%s", "none");
    }
    ui_net_event(a, &ev);
    ui_layout_frame(a);
}

static void list_pages(ui_app *a)
{
    ui_net_close(a);
    a->ui.screen = UI_JOIN, a->ui.online.phase = UI_NET_BROWSING;
    snprintf(a->ui.online.where, sizeof a->ui.online.where, "%s", "127.0.0.1:4000");
    tables(a, 0, 7, 7); /* the host's page holds 24: the window shows 4 */
    CHECK(has_hit_arg(a, UI_ACT_TABLE_JOIN, 3) && !has_hit_arg(a, UI_ACT_TABLE_JOIN, 4));
    CHECK_MSG(has_hit_arg(a, UI_ACT_TABLES_LIST, 1), "Next: tables follow");
    CHECK_MSG(!has_hit_arg(a, UI_ACT_TABLES_LIST, -1), "no Previous on the first page");
    CHECK(has_hit_arg(a, UI_ACT_TABLES_LIST, 0) && has_hit(a, UI_ACT_SERVER_TABLE));
    tables(a, 4, 3, 7);
    CHECK(a->ui.online.list_first == 4 && a->ui.online.list_total == 7);
    CHECK_MSG(has_hit_arg(a, UI_ACT_TABLES_LIST, -1), "Previous after the first page");
    CHECK_MSG(!has_hit_arg(a, UI_ACT_TABLES_LIST, 1), "no Next on the last page");
    tables(a, 0, 3, 3);
    CHECK(!has_hit_arg(a, UI_ACT_TABLES_LIST, 1) && !has_hit_arg(a, UI_ACT_TABLES_LIST, -1));
    ui_net_close(a);
    a->ui.screen = UI_SETUP;
}

int main(void)
{
    if (!CHECK_MSG(TTF_Init() == 0, TTF_GetError())) return check_done();
    SDL_Surface *surf = SDL_CreateRGBSurfaceWithFormat(0, 1024, 640, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *r = surf ? SDL_CreateSoftwareRenderer(surf) : NULL;
    char err[300] = "";
    ui_app *a = r ? ui_app_new(r, err, sizeof err) : NULL;
    if (!CHECK_MSG(a, r ? err : SDL_GetError())) return check_done();
    ui_layout_compute(&a->lay, 1024, 640, a->ui.setup.scale);
    a->res.net = calloc(1, sizeof *a->res.net);
    a->res.net->shown = -1;
    presence(a);
    gate(a);
    undo_words(a);
    addresses();
    names(a);
    setup_rejoin(a);
    invitation(a);
    list_pages(a);
    reveal(a);
    ui_app_free(a);
    SDL_DestroyRenderer(r);
    SDL_FreeSurface(surf);
    TTF_Quit();
    return check_done();
}
