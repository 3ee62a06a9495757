/* The window's side of issue 35 without a network: the host's events fed
 * to the window as its network thread would, and what a player then sees.
 * - the status line: "Your turn", "Waiting for Ben…", "Ben is away (a
 *   computer plays in 0:42)" counted from when Ben went, a stand-in, a
 *   turn-based move's deadline ("Ben's move, due in 23 h 20 min") only
 *   when the window saw the turn begin;
 * - the title and a sound when the turn becomes this window's;
 * - catch-up: a RECORD of 40 moves in two pages, then the first view: the
 *   log ends with the last moves in words, the history steps through all
 *   40 (every board, line and score as played), the record's start is the
 *   canonical deal (no secret of the real game in it); it follows the next
 *   move and an undo; a record that does not end on the view's board is
 *   not shown;
 * - My tables: the tables sat at on servers are kept (not this window's
 *   own hosted one), listed with "your turn" first from the server's
 *   TABLES, opened with their tokens (a rejoin), and forgotten when left;
 *   the player's key is made (0600), and a table the server keeps by it
 *   without a token here is listed, not opened.
 * usage: test_online_catchup */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../check.h"
#include "core/app.h"
#include "i18n/log_words.h"
#include "metro/module.h"
#include "metro/view.h"
#include "files/my_tables_file.h"
#include "online/my_tables.h"
#include "online/online_net.h"
#include "online/status_line.h"
#include "play/history.h"

enum { MOVES = 40 };
static metro_net_event ev; /* large */
static metro_state played[MOVES + 2];
static metro_move move[MOVES + 2];
static char text[MOVES + 2][METRO_NET_MOVE_TEXT + 1];

static void feed(ui_app *a, int kind, int type)
{
    ev.kind = kind, ev.msg.type = (uint8_t)type;
    ui_net_event(a, &ev);
}

static void notice(ui_app *a, int kind, int seat, const char *name)
{
    memset(&ev, 0, sizeof ev);
    ev.msg.u.notice.kind = (uint8_t)kind, ev.msg.u.notice.seat = (uint8_t)seat;
    snprintf(ev.msg.u.notice.name, sizeof ev.msg.u.notice.name, "%s", name);
    feed(a, METRO_NET_EV_NOTICE, METRO_MSG_NOTICE);
}

/* The VIEW of seat `seat` as the host sends it and the client decodes it
 * (what the seat cannot see dealt canonically, the seed 0). */
static void view(ui_app *a, int seat, const metro_state *s, int moves, const char *last)
{
    static uint8_t bytes[METRO_VIEW_MAX];
    char why[200];
    int len = metro_view_encode(s, seat, bytes, sizeof bytes), viewer;
    memset(&ev, 0, sizeof ev);
    if (!CHECK(len > 0 && metro_view_decode(&ev.state, &viewer, bytes, (size_t)len, why,
                                            sizeof why) == METRO_OK))
        return;
    ev.seat = seat;
    ev.msg.u.view.seat = (uint8_t)seat, ev.msg.u.view.moves = (uint16_t)moves;
    ev.msg.u.view.last_seat = METRO_NET_NO_SEAT;
    snprintf(ev.msg.u.view.last_move, sizeof ev.msg.u.view.last_move, "%s", last ? last : "");
    feed(a, METRO_NET_EV_VIEW, METRO_MSG_VIEW);
}

/* The LOBBY of a game in play: Ada (seat 1) here, Ben online, a computer. */
static void lobby(ui_app *a, int deadline, int grace, bool ben_present)
{
    memset(&ev, 0, sizeof ev);
    snprintf(ev.msg.u.lobby.table, sizeof ev.msg.u.lobby.table, "%s", "club");
    ev.msg.u.lobby.state = METRO_TABLE_PLAYING, ev.msg.u.lobby.setup.players = 3;
    ev.msg.u.lobby.deadline = (uint8_t)deadline, ev.msg.u.lobby.grace = (uint16_t)grace;
    const char *names[] = {"Ada", "Ben", ""};
    int kinds[] = {METRO_SEAT_HUMAN, METRO_SEAT_HUMAN, METRO_SEAT_COMPUTER};
    for (int p = 0; p < 3; p++) {
        metro_net_seat_info *s = &ev.msg.u.lobby.seat[p];
        s->kind = (uint8_t)kinds[p], s->present = p == 0 || (p == 1 && ben_present);
        snprintf(s->name, sizeof s->name, "%s", names[p]);
    }
    feed(a, METRO_NET_EV_LOBBY, METRO_MSG_LOBBY);
}

/* The RECORD of moves [0, upto) in pages of 32, as the host sends it. */
static void record(ui_app *a, int upto)
{
    for (int first = 0; first == 0 || first < upto; first += METRO_NET_RECORD_PAGE) {
        memset(&ev, 0, sizeof ev);
        ev.msg.u.record.total = (uint16_t)upto, ev.msg.u.record.first = (uint16_t)first;
        for (int i = first; i < upto && ev.msg.u.record.n < METRO_NET_RECORD_PAGE; i++) {
            int n = ev.msg.u.record.n++;
            ev.msg.u.record.seat[n] = played[i].current;
            memcpy(ev.msg.u.record.text[n], text[i], sizeof text[i]);
        }
        feed(a, METRO_NET_EV_RECORD, METRO_MSG_RECORD);
    }
}

/* A game of MOVES + 1 moves (random legal ones, a fixed seed) with the
 * modules of mask (module moves among them); false when the set-up is not
 * one the rules allow. */
static bool play_with(uint32_t modules, int players)
{
    metro_config cfg;
    char err[200];
    metro_config_default(&cfg, players);
    cfg.seed = 77, cfg.modules = modules;
    if (metro_setup(&played[0], &cfg, err, sizeof err) != METRO_OK) return false;
    metro_rng rng;
    metro_rng_seed(&rng, 9);
    for (int k = 0; k <= MOVES; k++) {
        if (!CHECK(metro_random_move(&played[k], &rng, &move[k]))) return false;
        metro_move_format(&played[k], &move[k], text[k], sizeof text[k]);
        played[k + 1] = played[k];
        metro_apply_unchecked(&played[k + 1], &move[k]);
    }
    return true;
}

static bool play_game(void)
{
    return CHECK(play_with(0, 3));
}

static void fresh_table(ui_app *a)
{
    ui_net_close(a);
    a->ui.online.phase = UI_NET_BROWSING, a->ui.online.seats = 1;
    snprintf(a->ui.online.where, sizeof a->ui.online.where, "%s", "127.0.0.1:24960");
}

/* The first view at move k, seat 1 (Ada) on the move or not. */
static int first_ada_turn(int from)
{
    for (int k = from; k <= MOVES; k++)
        if (played[k].current == 0 && played[k].drawn == METRO_NO_TILE) return k;
    return -1;
}

static int first_ben_turn(int from)
{
    for (int k = from; k <= MOVES; k++)
        if (played[k].current == 1 && played[k].drawn == METRO_NO_TILE) return k;
    return -1;
}

static void status_is(ui_app *a, const char *want)
{
    char line[200] = "";
    ui_online_status_tick(a);
    CHECK_MSG(ui_online_status(a, line, sizeof line) && !strcmp(line, want), line);
}

static void status_live(ui_app *a)
{
    int ada = first_ada_turn(0), ben = first_ben_turn(0);
    fresh_table(a);
    a->now = 1000;
    lobby(a, 0, 60, true);
    view(a, 0, &played[ada], ada, NULL);
    int sounds = ui_sound_played(a->res.sound, UI_SFX_YOUR_TURN);
    status_is(a, "Your turn");
    CHECK_MSG(ui_sound_played(a->res.sound, UI_SFX_YOUR_TURN) == sounds + 1, "a sound: your turn");
    CHECK(strstr(ui_online_title(a), "Your turn"));
    status_is(a, "Your turn");
    CHECK_EQ(ui_sound_played(a->res.sound, UI_SFX_YOUR_TURN), sounds + 1); /* once */
    fresh_table(a);
    lobby(a, 0, 60, true);
    view(a, 0, &played[ben], ben, NULL);
    status_is(a, "Waiting for Ben…");
    CHECK_STR(ui_online_title(a), "Metro");
    notice(a, METRO_NOTICE_GONE, 1, "Ben");
    a->now += 18000;
    status_is(a, "Ben is away (a computer plays in 0:42)");
    CHECK(ui_online_status_wait(a) > 0 && ui_online_status_wait(a) <= 1000);
    notice(a, METRO_NOTICE_STAND_IN, 1, "Ben");
    status_is(a, "Ben is away (a computer plays for them)");
    notice(a, METRO_NOTICE_BACK, 1, "Ben");
    status_is(a, "Waiting for Ben…");
}

static void status_turn_based(ui_app *a)
{
    int ben = first_ben_turn(1);
    /* rejoined: the window did not see Ben's turn begin */
    fresh_table(a);
    a->now = 5000;
    lobby(a, 24, 0, false);
    view(a, 0, &played[ben], ben, NULL);
    status_is(a, "Ben's move (24 h a move)");
    /* the move before Ben's came while the window was open */
    int before = ben - 1;
    fresh_table(a);
    lobby(a, 24, 0, false);
    view(a, 0, &played[before], before, NULL);
    view(a, 0, &played[ben], ben, text[before]);
    a->now += 40 * 60 * 1000;
    status_is(a, "Ben's move, due in 23 h 20 min");
    int ada = first_ada_turn(ben);
    view(a, 0, &played[ada - 1], ada - 1, NULL);
    view(a, 0, &played[ada], ada, text[ada - 1]);
    status_is(a, "Your move, due in 24 h 0 min");
    notice(a, METRO_NOTICE_DEADLINE, 1, "Ben"); /* said in the log */
    CHECK_MSG(strstr(a->ui.log[a->ui.n_log - 1], "Ben"), a->ui.log[a->ui.n_log - 1]);
}

/* The boards after every move of the history equal the game's. */
static void steps_through(ui_app *a, int moves)
{
    ui_history_open(a, 0);
    CHECK(a->ui.history);
    for (int k = 0; k <= moves; k += 1) {
        a->ui.history_at = k;
        ui_app *past = ui_history_view(a);
        if (!CHECK(past)) return;
        const metro_state *s = &past->game->state;
        bool same = !memcmp(s->cell, played[k].cell, sizeof s->cell) &&
                    !memcmp(s->score, played[k].score, sizeof s->score) &&
                    s->current == played[k].current && s->deck_top == played[k].deck_top;
        if (!CHECK_MSG(same, "the history's board after a move is the game's")) return;
    }
    ui_history_close(a);
}

/* Catch-up with each module in play (its moves among the record's): the
 * history's boards and points are the game's, or there is no history,
 * never a wrong one. Central tracks draws its centre tiles at random and
 * Paris hides state the record does not carry (its lays then differ): no
 * history there; every other module has it. */
static void every_module(ui_app *a)
{
    for (int slot = 1; slot < metro_module_count(); slot++) {
        if (!play_with(1u << slot, 3)) continue;
        fresh_table(a);
        lobby(a, 0, 60, true);
        record(a, MOVES);
        view(a, 0, &played[MOVES], MOVES, NULL);
        const char *id = metro_module_get(slot)->id;
        bool without = !strcmp(id, "central-tracks") || !strcmp(id, "paris");
        if (!ui_history_offered(a)) {
            CHECK_MSG(without, id);
            continue;
        }
        CHECK_EQ(ui_history_moves(a), MOVES);
        steps_through(a, MOVES);
    }
}

static void catch_up(ui_app *a)
{
    fresh_table(a);
    lobby(a, 24, 0, true);
    record(a, MOVES);
    view(a, 0, &played[MOVES], MOVES, NULL);
    if (!CHECK_MSG(ui_history_offered(a), "the history is offered online after a RECORD")) return;
    CHECK_EQ(ui_history_moves(a), MOVES);
    /* the log ends with the last move in words */
    const char *names[METRO_MAX_PLAYERS] = {"Ada", "Ben", "Computer 3"};
    char words[UI_LOG_LINE];
    ui_log_words(&played[MOVES - 1], &played[MOVES], &move[MOVES - 1], names, words, sizeof words);
    CHECK_EQ(a->ui.n_log, UI_LOG);
    CHECK_STR(a->ui.log[a->ui.n_log - 1], words);
    steps_through(a, MOVES);
    /* the record's start is dealt canonically, not the real game's */
    static metro_game canonical;
    char err[200];
    metro_config cfg = a->game->cfg;
    CHECK(metro_game_new(&canonical, &cfg, err, sizeof err) == METRO_OK);
    CHECK(!memcmp(&a->res.record->initial, &canonical.initial, sizeof canonical.initial));
    CHECK(memcmp(a->res.record->initial.hand, played[0].hand, sizeof played[0].hand));
    /* the next move follows, an undo takes it back */
    view(a, 0, &played[MOVES + 1], MOVES + 1, text[MOVES]);
    CHECK_EQ(ui_history_moves(a), MOVES + 1);
    view(a, 0, &played[MOVES - 1], MOVES - 1, NULL);
    CHECK_EQ(ui_history_moves(a), MOVES - 1);
    steps_through(a, MOVES - 1);
    /* a record that does not end where the view is shows nothing */
    fresh_table(a);
    lobby(a, 24, 0, true);
    record(a, MOVES);
    view(a, 0, &played[MOVES - 3], MOVES, NULL);
    CHECK_MSG(!ui_history_offered(a), "a record not ending on the view's board is not shown");
}

static void keep(const char *address, const char *table, int seats, int host_port)
{
    ui_rejoin r = {.host_port = host_port, .seats = (uint8_t)seats};
    snprintf(r.address, sizeof r.address, "%s", address);
    snprintf(r.table, sizeof r.table, "%s", table);
    memset(r.token, 0x5A, sizeof r.token);
    ui_my_tables_keep(&r);
}

static void listed(metro_net_table_info *t, const char *name, int turn, const char *who)
{
    memset(t, 0, sizeof *t);
    snprintf(t->name, sizeof t->name, "%s", name);
    snprintf(t->turn_name, sizeof t->turn_name, "%s", who);
    t->state = METRO_TABLE_PLAYING, t->players = 2, t->turn = (uint8_t)turn, t->deadline = 24;
}

static void my_tables(ui_app *a)
{
    char dir[] = "/tmp/metro-mine-XXXXXX", path[300], err[300];
    if (!CHECK(mkdtemp(dir))) return;
    setenv("XDG_DATA_HOME", dir, 1);
    ui_net_close(a);
    keep("127.0.0.1:9", "club", 1u << 1, 0);   /* seat 2 */
    keep("127.0.0.1:9", "sunday", 1u << 0, 0); /* seat 1 */
    keep("127.0.0.1:24960", "mine", 1, 24960); /* hosted here: Rejoin's, not My tables' */
    snprintf(a->ui.setup.online_name, sizeof a->ui.setup.online_name, "%s", "Ada");
    ui_my_tables_open(a);
    struct stat st; /* the player's key, made once, private */
    snprintf(path, sizeof path, "%s/metro/player-key.txt", dir);
    CHECK(stat(path, &st) == 0 && (st.st_mode & 0777) == 0600);
    ui_online *o = &a->ui.online;
    CHECK_EQ(a->ui.screen, UI_MINE);
    if (!CHECK_EQ(o->n_mine, 2)) return;
    CHECK(o->mine[0].state == UI_MINE_ASKING && !strcmp(o->mine[0].table, "club"));
    static metro_msg t;
    t.type = METRO_MSG_TABLES, t.u.tables.total = 2, t.u.tables.n = 2;
    listed(&t.u.tables.table[0], "club", 0, "Ada");   /* seat 1's turn: not ours */
    listed(&t.u.tables.table[1], "sunday", 0, "Ben"); /* ours */
    ui_my_tables_listed(a, "127.0.0.1:9", &t, false, "Ada");
    CHECK_MSG(!strcmp(o->mine[0].table, "sunday") && o->mine[0].your_turn, "your turn first");
    CHECK(!o->mine[1].your_turn && o->mine[1].state == METRO_TABLE_PLAYING);
    /* the server's MINE: a table sat at from another computer (same key) */
    t.u.tables.total = 3, t.u.tables.n = 3;
    listed(&t.u.tables.table[2], "faraway", 1, "Ada");
    ui_my_tables_listed(a, "127.0.0.1:9", &t, true, "Ada");
    if (!CHECK_EQ(o->n_mine, 3)) return;
    CHECK(!strcmp(o->mine[1].table, "faraway") && o->mine[1].elsewhere && o->mine[1].your_turn);
    CHECK_MSG(!ui_my_tables_choose(a, 1), "no token here: it cannot be opened");
    CHECK(ui_my_tables_choose(a, 0)); /* opens sunday: the rejoin file names it */
    ui_online_rejoin(a);
    ui_rejoin r;
    snprintf(path, sizeof path, "%s/metro/online.txt", dir);
    CHECK(ui_rejoin_read(path, &r, err, sizeof err) == 0 && !strcmp(r.table, "sunday"));
    CHECK_EQ(r.seats, 1u);
    CHECK_MSG(o->phase == UI_NET_CONNECTING, "a rejoin of the table chosen");
    ui_net_close(a);
    ui_my_tables_forget("127.0.0.1:9", "club");
    ui_my_tables l;
    snprintf(path, sizeof path, "%s/metro/tables.txt", dir);
    CHECK(ui_my_tables_read(path, &l, err, sizeof err) == 0 && l.n == 1);
    CHECK_STR(l.table[0].table, "sunday");
    remove(path);
    snprintf(path, sizeof path, "%s/metro/online.txt", dir);
    remove(path);
    snprintf(path, sizeof path, "%s/metro/player-key.txt", dir);
    remove(path);
    snprintf(path, sizeof path, "%s/metro", dir);
    rmdir(path);
    rmdir(dir);
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
    if (!a->res.sound) a->res.sound = ui_sound_new(); /* silent: it counts what was played */
    if (play_game()) {
        status_live(a);
        status_turn_based(a);
        catch_up(a);
        every_module(a);
        play_game();
        my_tables(a);
    }
    ui_app_free(a);
    SDL_DestroyRenderer(r);
    SDL_FreeSurface(surf);
    TTF_Quit();
    return check_done();
}
