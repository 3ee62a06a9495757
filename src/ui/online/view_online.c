/* Online play's screens (docs/ui.md "Online play"): the Online screen
 * (host, rejoin, join by address, games on this network, a host's tables),
 * the lobby of a table, another seat's undo request and the chat line. */
#include <stdio.h>
#include <string.h>

#include "i18n/i18n.h"
#include "metro/ai.h"
#include "metro/module.h"
#include "core/scroll.h"
#include "core/widgets.h"
#include "online/online_words.h"
#include "online/player_code.h"

/* A full-window card like the set-up's; returns its top-left corner. */
static void card(const ui_app *a, ui_canvas *cv, float w, float h, float *x, float *y,
                 const char *title, const char *subtitle)
{
    const ui_layout *l = &a->lay;
    float u = l->unit;
    if (w > (float)l->w - 2 * u) w = (float)l->w - 2 * u;
    *x = ((float)l->w - w) / 2;
    *y = ui_page_top(a, cv, *x, w, h, false); /* taller than the window: it scrolls */
    ui_round_rect(cv->d, *x + 0.4f * u, *y + 0.7f * u, w, h, u * 1.2f, UI_RGBA(0, 100));
    ui_round_rect(cv->d, *x, *y, w, h, u * 1.2f, UI_CARD);
    ui_text_box(cv->d, (ui_box){*x, *y, w, h});
    ui_text(cv->d, UI_BOLD, (int)(u * 2.2f), *x + 2 * u, *y + 1.2f * u, UI_LEFT, UI_TITLE, title);
    ui_text_fit(a, cv, UI_REGULAR, (int)(u * 0.9f), *x + 2 * u, *y + 4.2f * u, UI_LEFT,
                UI_DIM(cv->d), subtitle, w - 4 * u);
    ui_fill_rect(cv->d, *x + 2 * u, *y + 5.8f * u, w - 4 * u, 2, UI_RGB(0xD8CDB5));
}

static void problem_line(const ui_app *a, ui_canvas *cv, float x, float y, float w)
{
    const char *p = a->ui.online.problem;
    if (p[0]) ui_text_wrap(cv->d, UI_REGULAR, (int)(a->lay.unit * 0.9f), x, y, w, UI_BAD(cv->d), p);
}

static const char *state_words(int state)
{
    return state == METRO_TABLE_LOBBY     ? _("waiting for players")
           : state == METRO_TABLE_PLAYING ? _("playing")
                                          : _("over");
}

/* The modules of a list ("shares,stockholm") by their titles, or "base game". */
static void modules_words(const char *list, char *out, size_t n)
{
    uint32_t mods = 0;
    char err[120];
    out[0] = '\0';
    if (metro_modules_parse(list, &mods, err, sizeof err) || !mods) {
        snprintf(out, n, "%s", _("base game"));
        return;
    }
    for (int i = 0; i < metro_module_count(); i++) {
        if (!(mods >> i & 1)) continue;
        size_t len = strlen(out);
        snprintf(out + len, n - len, "%s%s", len ? ", " : "", _(metro_module_get(i)->name));
    }
}

/* The games the LAN query found; a click connects to one. */
static float lan_rows(const ui_app *a, ui_canvas *cv, float x, float y, float w)
{
    float u = a->lay.unit;
    const ui_online *o = &a->ui.online;
    ui_text(cv->d, UI_BOLD, (int)(u * 1.1f), x, y + 0.3f * u, UI_LEFT, UI_INK,
            _("On this network"));
    ui_button(a, cv, x + w - 12 * u, y, 12 * u, 2.2f * u,
              o->searching ? _("Searching…") : _("Search"), UI_ACT_SEARCH, 0, !o->searching, false);
    y += 2.8f * u;
    if (!o->n_lan) {
        ui_text(cv->d, UI_REGULAR, (int)(u * 0.85f), x, y, UI_LEFT, UI_DIM(cv->d),
                o->searching ? _("Asking the local network…") : _("No game found yet."));
        return y + 1.8f * u;
    }
    for (int i = 0; i < o->n_lan && i < 3; i++) {
        char label[160];
        snprintf(label, sizeof label,
                 ui_trn("%s · %d table · %s", "%s · %d tables · %s", o->lan[i].tables),
                 o->lan[i].name, o->lan[i].tables, o->lan[i].from);
        ui_button(a, cv, x, y, w, 2.2f * u, label, UI_ACT_LAN_ROW, i, true, false);
        y += 2.6f * u;
    }
    return y;
}

/* How a listed table plays: live or turn-based, and whose turn it is. */
static void table_pace(const metro_net_table_info *t, char *out, size_t n)
{
    char turn[80] = "";
    if (t->state == METRO_TABLE_PLAYING && t->turn != METRO_NET_NO_SEAT && t->turn_name[0]) {
        const metro_ai *ai = metro_ai_find(t->turn_name); /* a computer seat: its level */
        if (ai && ai->level)
            /* TRANSLATORS: a computer's turn at a listed table ("computer (hard) to move") */
            snprintf(turn, sizeof turn, _(" · computer (%s) to move"), _(ai->level));
        else
            /* TRANSLATORS: whose turn it is at a listed table ("Ada to move") */
            snprintf(turn, sizeof turn, _(" · %s to move"), t->turn_name);
    }
    if (t->deadline) /* TRANSLATORS: a turn-based table: the hours each move may take */
        snprintf(
            out, n,
            ui_trn("turn-based, %d hour a move%s", "turn-based, %d hours a move%s", t->deadline),
            t->deadline, turn);
    else
        snprintf(out, n, _("live%s"), turn);
}

/* The list's heading, Refresh and New table, and its pages. */
static float table_heading(const ui_app *a, ui_canvas *cv, float x, float y, float w)
{
    float u = a->lay.unit;
    const ui_online *o = &a->ui.online;
    char title[160];
    snprintf(title, sizeof title, _("Tables at %s"), o->where);
    float bw = 9.5f * u, nw = 13 * u;
    ui_text_fit(a, cv, UI_BOLD, (int)(u * 1.1f), x, y + 0.3f * u, UI_LEFT, UI_INK, title,
                w - bw - nw - 1.2f * u);
    ui_button(a, cv, x + w - nw - bw - 0.6f * u, y, bw, 2.2f * u, _("Refresh"), UI_ACT_TABLES_LIST,
              0, true, false);
    ui_button(a, cv, x + w - nw, y, nw, 2.2f * u, _("New table here"), UI_ACT_SERVER_TABLE, 0, true,
              true);
    return y + 2.8f * u;
}

static void table_pages(const ui_app *a, ui_canvas *cv, float x, float y, float w)
{
    float u = a->lay.unit;
    const ui_online *o = &a->ui.online;
    if (o->list_total <= UI_NET_LIST_ROWS) return;
    int last = o->list_first + (o->n_tables < UI_NET_LIST_ROWS ? o->n_tables : UI_NET_LIST_ROWS);
    /* TRANSLATORS: the rows shown of a server's list of tables ("tables 5–8 of 12") */
    ui_textf(cv->d, UI_REGULAR, (int)(u * 0.8f), x, y + 0.4f * u, UI_LEFT, UI_DIM(cv->d),
             _("tables %d–%d of %d"), o->list_first + 1, last, o->list_total);
    ui_button(a, cv, x + w - 16.6f * u, y, 8 * u, 2.2f * u, _("Previous"), UI_ACT_TABLES_LIST, -1,
              o->list_first > 0, false);
    ui_button(a, cv, x + w - 8 * u, y, 8 * u, 2.2f * u, _("Next"), UI_ACT_TABLES_LIST, 1,
              last < o->list_total, false);
}

/* A listed table's name and its players' ratings beside it. */
static void table_name_row(const ui_app *a, ui_canvas *cv, const metro_net_table_info *t, float x,
                           float y, float w)
{
    float u = a->lay.unit;
    char ratings[160];
    ui_table_ratings_words(t, ratings, sizeof ratings);
    float nw = (float)ui_text_width(cv->d, UI_BOLD, (int)(u * 0.95f), t->name);
    nw = nw < w / 2 ? nw : w / 2; /* the name's half at most: the ratings keep the rest */
    ui_text_fit(a, cv, UI_BOLD, (int)(u * 0.95f), x, y, UI_LEFT, UI_INK, t->name,
                ratings[0] ? nw + 1 : w);
    if (ratings[0])
        ui_text_fit(a, cv, UI_REGULAR, (int)(u * 0.75f), x + nw + 0.8f * u, y + 0.15f * u, UI_LEFT,
                    UI_DIM(cv->d), ratings, w - nw - 0.8f * u);
}

/* The host's tables (waiting ones first, the host's order), each with Join
 * (an open seat) and Watch; a page of them. */
static float table_rows(const ui_app *a, ui_canvas *cv, float x, float y, float w)
{
    float u = a->lay.unit;
    const ui_online *o = &a->ui.online;
    y = table_heading(a, cv, x, y, w);
    if (!o->n_tables) {
        ui_text(cv->d, UI_REGULAR, (int)(u * 0.85f), x, y, UI_LEFT, UI_DIM(cv->d),
                _("No table yet: make a new one here, or wait for a friend to."));
        return y + 1.8f * u;
    }
    for (int i = 0; i < o->n_tables && i < UI_NET_LIST_ROWS; i++) {
        const metro_net_table_info *t = &o->tables[i];
        char mods[200], line[320], pace[160];
        modules_words(t->modules, mods, sizeof mods);
        table_pace(t, pace, sizeof pace);
        ui_round_rect(cv->d, x, y, w, 2.6f * u, u * 0.4f, UI_ROW);
        table_name_row(a, cv, t, x + 0.6f * u, y + 0.2f * u, w - 17 * u);
        /* TRANSLATORS: players, the state, live or turn-based (and whose
         * turn), the open seats, the modules ("4 players · playing ·
         * turn-based, 24 hours a move · Cleo to move · 0 open · Berlin") */
        snprintf(line, sizeof line,
                 ui_trn("%d player · %s · %s · %d open · %s", "%d players · %s · %s · %d open · %s",
                        t->players),
                 t->players, state_words(t->state), pace, t->open, mods);
        ui_text_fit(a, cv, UI_REGULAR, (int)(u * 0.75f), x + 0.6f * u, y + 1.45f * u, UI_LEFT,
                    UI_DIM(cv->d), line, w - 17 * u);
        ui_button(a, cv, x + w - 16 * u, y + 0.3f * u, 7.5f * u, 2 * u, _("Join"),
                  UI_ACT_TABLE_JOIN, i, t->state == METRO_TABLE_LOBBY && t->open > 0, true);
        ui_button(a, cv, x + w - 8 * u, y + 0.3f * u, 7.5f * u, 2 * u, _("Watch"),
                  UI_ACT_TABLE_WATCH, i, true, false);
        y += 3.0f * u;
    }
    table_pages(a, cv, x, y, w);
    return y + (o->list_total > UI_NET_LIST_ROWS ? 2.6f * u : 0);
}

void ui_draw_join(const ui_app *a, ui_canvas *cv)
{
    float u = a->lay.unit, x, y, w = 56 * u;
    const ui_online *o = &a->ui.online;
    card(a, cv, w, 46 * u, &x, &y, _("Online play"),
         ui_online_can_host()
             ? _("Play with people at other screens: host a table here, or join one.")
             : _("Play with people at other screens: join a table on a server."));
    w = w > (float)a->lay.w - 2 * u ? (float)a->lay.w - 2 * u : w;
    float ix = x + 2 * u, iw = w - 4 * u, ty = y + 7 * u;
    /* Host: the set-up screen, with seats that may be open (not on the
     * page: a browser cannot listen, the club's metro-server hosts). */
    if (ui_online_can_host()) {
        ui_button(a, cv, ix, ty, 18 * u, 2.4f * u, _("Host a table"), UI_ACT_HOST_MODE, 0, true,
                  true);
        ui_text_fit(a, cv, UI_REGULAR, (int)(u * 0.8f), ix + 19 * u, ty + 0.7f * u, UI_LEFT,
                    UI_DIM(cv->d),
                    _("Set up the game; seats marked Open are for players who join."), iw - 19 * u);
    } else {
        ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 0.85f), ix, ty + 0.2f * u, iw, UI_DIM(cv->d),
                     _("A web page cannot host a table: join one on a server (metro-server), "
                       "or host it in the desktop game."));
    }
    ty += 3.2f * u;
    if (o->can_rejoin) {
        char label[120];
        snprintf(label, sizeof label, _("Rejoin table %s"), o->rejoin_table);
        ui_button(a, cv, ix, ty, 18 * u, 2.4f * u, label, UI_ACT_REJOIN, 0, true, false);
        ui_text_fit(a, cv, UI_REGULAR, (int)(u * 0.8f), ix + 19 * u, ty + 0.7f * u, UI_LEFT,
                    UI_DIM(cv->d), _("Back to your seat, with your hand."), iw - 19 * u);
        ty += 3.2f * u;
    }
    /* Join: your name, the address, connect. */
    ty += 0.6f * u;
    ui_text(cv->d, UI_BOLD, (int)(u * 1.1f), ix, ty + 0.4f * u, UI_LEFT, UI_INK, _("Your name"));
    ui_text_field(a, cv, ix + 10 * u, ty, 16 * u, 2.2f * u, a->ui.setup.online_name,
                  a->ui.focus == UI_FOCUS_NAME && a->ui.focus_seat == 0, UI_ACT_NAME, 0,
                  METRO_NAME_LEN - 1);
    ty += 2.9f * u;
    ui_text(cv->d, UI_BOLD, (int)(u * 1.1f), ix, ty + 0.4f * u, UI_LEFT, UI_INK, _("Address"));
    ui_text_field(a, cv, ix + 10 * u, ty, iw - 22 * u, 2.2f * u, o->address,
                  a->ui.focus == UI_FOCUS_ADDRESS, UI_ACT_ADDRESS, 0, 0);
    ui_button(a, cv, ix + iw - 11 * u, ty, 11 * u, 2.2f * u,
              o->phase == UI_NET_CONNECTING ? _("Connecting…") : _("Connect"), UI_ACT_CONNECT, 0,
              o->phase != UI_NET_CONNECTING, false);
    ty += 2.6f * u;
    ui_text(cv->d, UI_REGULAR, (int)(u * 0.75f), ix + 10 * u, ty, UI_LEFT, UI_DIM(cv->d),
            _("name or IP address, then :port (default 24960)"));
    ty += 2.2f * u;
    if (o->link_table[0]) { /* a link: the name first, then on to its table */
        char text[200];
        snprintf(text, sizeof text, _("Joining table %s: type your name, then Connect."),
                 o->link_table);
        ui_text_fit(a, cv, UI_BOLD, (int)(u * 0.95f), ix, ty, UI_LEFT, UI_INK, text, iw);
        ty += 2.4f * u;
    }
    if (o->code_shown) /* in place of the lists: asked for, it has the room */
        ty = ui_draw_player_code(a, cv, ix, ty, iw) + 0.6f * u;
    else if (o->phase == UI_NET_BROWSING)
        ty = table_rows(a, cv, ix, ty, iw) + 0.6f * u;
    else if (ui_online_can_host())
        ty = lan_rows(a, cv, ix, ty, iw) + 0.6f * u;
    problem_line(a, cv, ix, ty, iw);
    float by = y + 46 * u - 4 * u;
    ui_button(a, cv, ix, by, 10 * u, 2.8f * u, _("Back"), UI_ACT_BACK, 0, true, false);
    ui_button(a, cv, ix + 11 * u, by, 14 * u, 2.8f * u, _("My tables"), UI_ACT_MY_TABLES, 0, true,
              false);
    ui_button(a, cv, ix + 26 * u, by, 14 * u, 2.8f * u,
              o->code_shown ? _("Hide my code") : _("My player code"), UI_ACT_PLAYER_CODE, 0, true,
              false);
}

/* A seat of the lobby: who sits there and how they play. */
static void seat_words(const ui_app *a, int p, char *out, size_t n)
{
    const ui_online *o = &a->ui.online;
    const metro_net_seat_info *s = &o->seat[p];
    const metro_ai *ai = metro_ai_find(s->ai);
    const char *level = ai && ai->level ? _(ai->level) : s->ai;
    if (s->kind == METRO_SEAT_OPEN)
        snprintf(out, n, "%s", _("open: waiting for a player"));
    else if (s->kind == METRO_SEAT_COMPUTER)
        snprintf(out, n, _("computer, %s"), level);
    else if (o->seats >> p & 1)
        snprintf(out, n, "%s", _("at this screen"));
    else if (s->stand_in)
        snprintf(out, n, _("away: computer (%s) stands in"), level);
    else
        snprintf(out, n, "%s", s->present ? _("online") : _("away"));
}

/* A name in bold and, beside it, the player's rating in small dim type
 * (it keeps its room: a long name is cut first). */
static void name_and_rating(const ui_app *a, ui_canvas *cv, const char *name,
                            const metro_net_rating *r, float x, float y, float w)
{
    float u = a->lay.unit;
    char rating[64];
    ui_rating_words(r, rating, sizeof rating);
    float rw = rating[0] ? (float)ui_text_width(cv->d, UI_REGULAR, (int)(u * 0.8f), rating) : 0;
    float nw = (float)ui_text_width(cv->d, UI_BOLD, (int)(u * 1.0f), name);
    float room = rating[0] ? w - rw - 0.8f * u : w;
    nw = nw < room ? nw : room;
    ui_text_fit(a, cv, UI_BOLD, (int)(u * 1.0f), x, y, UI_LEFT, UI_INK, name, room);
    if (rating[0])
        ui_text(cv->d, UI_REGULAR, (int)(u * 0.8f), x + nw + 0.8f * u, y + 0.15f * u, UI_LEFT,
                UI_DIM(cv->d), rating);
}

static float lobby_seats(const ui_app *a, ui_canvas *cv, float x, float y, float w)
{
    float u = a->lay.unit;
    const ui_online *o = &a->ui.online;
    for (int p = 0; p < o->players; p++) {
        const metro_net_seat_info *s = &o->seat[p];
        char words[120];
        ui_circle(cv->d, x + 1.1f * u, y + 1.1f * u, 1.1f * u, ui_owner_colour(cv->d, p));
        ui_symbol(cv->d, ui_owner_symbol(p), x + 1.1f * u, y + 1.1f * u, 0.55f * u,
                  ui_owner_ink(cv->d, p));
        char name[METRO_NAME_LEN + 16];
        if (s->kind == METRO_SEAT_HUMAN)
            snprintf(name, sizeof name, "%s", s->name);
        else if (s->kind == METRO_SEAT_COMPUTER)
            snprintf(name, sizeof name, _("Computer %d"), p + 1);
        else
            snprintf(name, sizeof name, "%s", _("Open seat"));
        bool mine = o->seats >> p & 1;
        bool button = o->owner && !mine && s->kind != METRO_SEAT_HUMAN;
        /* the button as wide as its label: the words beside it keep the
         * rest ("open: waiting for a player" was cut with room to spare) */
        float bw = (float)ui_text_width(cv->d, UI_BOLD, (int)(u * 0.95f), _("Open / computer"));
        bw = bw + 1.6f * u < 8 * u ? 8 * u : bw + 1.6f * u > 14 * u ? 14 * u : bw + 1.6f * u;
        float tw = button ? w - 3.6f * u - bw : w - 3 * u; /* the words keep clear of the button */
        name_and_rating(a, cv, name, &s->rating, x + 3 * u, y, tw);
        seat_words(a, p, words, sizeof words);
        ui_text_fit(a, cv, UI_REGULAR, (int)(u * 0.8f), x + 3 * u, y + 1.3f * u, UI_LEFT,
                    UI_DIM(cv->d), words, tw);
        if (button)
            ui_button(a, cv, x + w - bw, y, bw, 2.2f * u, _("Open / computer"), UI_ACT_LOBBY_SEAT,
                      p, true, false);
        y += 3.0f * u;
    }
    return y;
}

/* The chat: the last lines, the line being typed and Send. */
static void chat_box(const ui_app *a, ui_canvas *cv, float x, float y, float w, float h)
{
    float u = a->lay.unit;
    const ui_online *o = &a->ui.online;
    ui_text(cv->d, UI_BOLD, (int)(u * 1.1f), x, y, UI_LEFT, UI_INK, _("Chat"));
    ui_round_rect(cv->d, x, y + 2 * u, w, h - 5 * u, u * 0.4f, UI_ROW);
    float ly = y + 2.4f * u;
    for (int i = 0; i < o->n_chat; i++)
        ly += (float)ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 0.85f), x + 0.6f * u, ly,
                                  w - 1.2f * u, UI_INK, o->chat[i]) +
              0.2f * u;
    float fy = y + h - 2.4f * u;
    ui_text_field(a, cv, x, fy, w - 9 * u, 2.2f * u, o->chat_text, a->ui.focus == UI_FOCUS_CHAT,
                  UI_ACT_CHAT_FIELD, 0, 0);
    ui_button(a, cv, x + w - 8 * u, fy, 8 * u, 2.2f * u, _("Send"), UI_ACT_CHAT_SEND, 0,
              o->chat_text[0] != '\0', false);
}

/* How the table plays: live or turn-based (and, hosted here, a private
 * table's code: guests type it with the address). Returns where it ends. */
static float table_pace_line(const ui_app *a, ui_canvas *cv, float x, float y, float w)
{
    float u = a->lay.unit;
    const ui_online *o = &a->ui.online;
    char line[200];
    if (o->deadline)
        snprintf(line, sizeof line,
                 ui_trn("Turn-based: %d hour a move", "Turn-based: %d hours a move", o->deadline),
                 o->deadline);
    else
        snprintf(line, sizeof line, "%s", _("Live: everyone plays now"));
    ui_text_fit(a, cv, UI_REGULAR, (int)(u * 0.8f), x, y, UI_LEFT, UI_DIM(cv->d), line, w);
    y += 1.6f * u;
    if (o->invite[0] && o->hosting) {
        snprintf(line, sizeof line, _("Invitation code %s"), o->invite);
        ui_text_fit(a, cv, UI_BOLD, (int)(u * 0.8f), x, y, UI_LEFT, UI_INK, line, w);
        y += 1.6f * u;
    }
    return y;
}

/* A table at a server: the invitation across the card, as text (the
 * server, the table, a private table's code) and as the link the web page
 * takes, with a button that copies it. */
static void invitation(const ui_app *a, ui_canvas *cv, float x, float y, float w, const char *link)
{
    float u = a->lay.unit;
    const ui_online *o = &a->ui.online;
    char line[240], code[80] = "";
    const char *title = o->private_table ? _("Invite (a private table)") : _("Invite");
    float tw = (float)ui_text(cv->d, UI_BOLD, (int)(u * 1.0f), x, y, UI_LEFT, UI_INK, title);
    if (o->invite[0]) snprintf(code, sizeof code, _(" · invitation code %s"), o->invite);
    /* TRANSLATORS: where a table is, for a player to type into the Online screen */
    snprintf(line, sizeof line, _("Server %s, table %s%s"), o->where, o->table, code);
    ui_text_fit(a, cv, UI_REGULAR, (int)(u * 0.85f), x + tw + u, y + 0.1f * u, UI_LEFT, UI_INK,
                line, w - tw - u);
    y += 1.9f * u;
    float bw = (float)ui_text_width(cv->d, UI_BOLD, (int)(u * 0.95f), _("Copy link")) + 1.6f * u;
    ui_round_rect(cv->d, x, y, w - bw - 0.6f * u, 2.2f * u, u * 0.4f, UI_ROW);
    ui_text_fit(a, cv, UI_REGULAR, (int)(u * 0.85f), x + 0.5f * u, y + 0.5f * u, UI_LEFT,
                UI_SELECT_INK(cv->d), link, w - bw - 1.6f * u);
    ui_button(a, cv, x + w - bw, y, bw, 2.2f * u, _("Copy link"), UI_ACT_COPY_LINK, 0, true, false);
}

static bool lobby_ready(const ui_online *o)
{
    for (int p = 0; p < o->players; p++)
        if (o->seat[p].kind == METRO_SEAT_OPEN ||
            (o->seat[p].kind == METRO_SEAT_HUMAN && !o->seat[p].present))
            return false;
    return o->players > 0;
}

void ui_draw_lobby(const ui_app *a, ui_canvas *cv)
{
    float u = a->lay.unit, x, y, w = 60 * u, h = 44 * u;
    const ui_online *o = &a->ui.online;
    char title[120], sub[320], mods[200], link[200];
    bool invite = ui_online_link(o, link, sizeof link);
    if (invite) h += 5 * u; /* the invitation, across the card */
    snprintf(title, sizeof title, _("Table %s"), o->table[0] ? o->table : "…");
    if (o->phase == UI_NET_CONNECTING)
        snprintf(sub, sizeof sub, _("Connecting to %s…"), o->where);
    else if (o->hosting && o->reach[0])
        snprintf(sub, sizeof sub, _("Hosted here: others join at %s"), o->reach);
    else if (o->hosting)
        snprintf(sub, sizeof sub,
                 _("Hosted here: others join with this computer's address and port %s"),
                 strrchr(o->where, ':') ? strrchr(o->where, ':') + 1 : o->where);
    else
        snprintf(sub, sizeof sub, _("At %s"), o->where);
    card(a, cv, w, h, &x, &y, title, sub);
    w = w > (float)a->lay.w - 2 * u ? (float)a->lay.w - 2 * u : w;
    float colw = (w - 6 * u) / 2, ix = x + 2 * u, ty = y + 7 * u;
    modules_words(o->modules, mods, sizeof mods);
    ui_box old = ui_box_across(a, cv, ix, colw);
    ty = lobby_seats(a, cv, ix, ty, colw);
    ty += (float)ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 0.8f), ix, ty + 0.4f * u, colw,
                              UI_DIM(cv->d), mods) +
          0.6f * u;
    if (o->spectators)
        ui_textf(cv->d, UI_REGULAR, (int)(u * 0.8f), ix, ty, UI_LEFT, UI_DIM(cv->d),
                 ui_trn("%d spectator", "%d spectators", o->spectators), o->spectators);
    if (o->spectators) ty += 1.6f * u;
    table_pace_line(a, cv, ix, ty, colw);
    ui_text_box(cv->d, old);
    old = ui_box_across(a, cv, ix + colw + 2 * u, colw);
    chat_box(a, cv, ix + colw + 2 * u, y + 7 * u, colw, h - (invite ? 18 : 12.5f) * u);
    ui_text_box(cv->d, old);
    if (invite) invitation(a, cv, ix, y + h - 10.8f * u, w - 4 * u, link);
    problem_line(a, cv, ix, y + h - 6.6f * u, w - 4 * u);
    float by = y + h - 4 * u;
    ui_button(a, cv, ix, by, 10 * u, 2.8f * u, _("Leave"), UI_ACT_LEAVE, 0, true, false);
    if (o->owner)
        ui_button(a, cv, x + w - 16 * u, by, 14 * u, 2.8f * u, _("Start game"), UI_ACT_LOBBY_START,
                  0, lobby_ready(o) && o->phase == UI_NET_LOBBY, true);
    else
        ui_text_fit(a, cv, UI_REGULAR, (int)(u * 0.9f), x + w - 2 * u, by + 0.8f * u, UI_RIGHT,
                    UI_DIM(cv->d), _("The host starts the game when every seat is taken."),
                    w - 16 * u);
}

void ui_draw_vote(const ui_app *a, ui_canvas *cv)
{
    float u = a->lay.unit, x, y, w = 34 * u;
    const ui_online *o = &a->ui.online;
    char text[200];
    ui_dialog_card(a, cv, w, 13 * u, &x, &y, _("Take back a move?"));
    const char *name = a->game->seat[o->vote_asker % METRO_MAX_PLAYERS].name;
    snprintf(text, sizeof text, _("%s asks to take back their last move."), name);
    ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 1.0f), x + 2 * u, y + 4.6f * u, w - 4 * u, UI_INK,
                 text);
    ui_button(a, cv, x + 2 * u, y + 9 * u, 14 * u, 2.6f * u, _("Allow"), UI_ACT_VOTE, 1, true,
              true);
    ui_button(a, cv, x + w - 16 * u, y + 9 * u, 14 * u, 2.6f * u, _("Refuse"), UI_ACT_VOTE, 0, true,
              false);
}

/* The chat line during play, at the foot of the panel (T opens it). */
void ui_draw_chat_line(const ui_app *a, ui_canvas *cv)
{
    const ui_layout *l = &a->lay;
    float u = l->unit, x = l->px + u, w = l->pw - 2 * u, y = l->py + l->ph - 6.4f * u;
    ui_round_rect(cv->d, x - 0.4f * u, y - 2.2f * u, w + 0.8f * u, 6.2f * u, u * 0.5f, UI_CARD);
    ui_text(cv->d, UI_BOLD, (int)(u * 0.9f), x, y - 1.8f * u, UI_LEFT, UI_INK,
            _("Say to the table (Enter sends, Esc closes)"));
    ui_text_field(a, cv, x, y, w - 9 * u, 2.2f * u, a->ui.online.chat_text, true, UI_ACT_CHAT_FIELD,
                  0, 0);
    ui_button(a, cv, x + w - 8 * u, y, 8 * u, 2.2f * u, _("Send"), UI_ACT_CHAT_SEND, 0,
              a->ui.online.chat_text[0] != '\0', true);
}
