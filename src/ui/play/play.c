/* Game flow shared by input, computer seats and screenshot scenes. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "play/sound_cues.h"
#include "metro/ai.h"
#include "metro/module.h"
#include "i18n/i18n.h"
#include "metro/modules.h"
#include "i18n/log_words.h"
#include "files/stats_game.h"
#include "ui.h"
#include "modules/ui_module.h"

bool ui_seat_human(const ui_app *a, int seat)
{
    return strcmp(a->game->seat[seat].controller, "human") == 0;
}

int ui_human_count(const ui_app *a)
{
    int n = 0;
    for (int p = 0; p < a->game->state.cfg.players; p++) n += ui_seat_human(a, p);
    return n;
}

bool ui_hotseat(const ui_app *a)
{
    return !ui_online_active(a) && ui_human_count(a) >= 2;
}

bool ui_confirm_turns(const ui_app *a)
{
    /* Online the move goes to the host at once and the others see it: a
     * take-back there is the undo vote (docs/ui.md). */
    if (ui_online_active(a)) return false;
    int mode = a->ui.setup.confirm_turn;
    return mode == UI_CONFIRM_ON || (mode == UI_CONFIRM_AUTO && ui_human_count(a) >= 2);
}

bool ui_end_turn_pending(const ui_app *a)
{
    const metro_state *s = &a->game->state;
    /* the turn counter, not the seat: a module's choice (Paris) holds the
     * turn, and the solo game's one seat follows itself; an undo back to
     * an earlier turn of the same seat (one human) is a turn to play */
    return ui_confirm_turns(a) && a->ui.turn_seat >= 0 && a->ui.screen == UI_PLAY &&
           !metro_over(s) && s->turn > a->ui.turn_number;
}

int ui_turn_seat_shown(const ui_app *a)
{
    return ui_end_turn_pending(a) ? a->ui.turn_seat : a->game->state.current;
}

bool ui_hand_visible(const ui_app *a)
{
    const metro_state *s = &a->game->state;
    /* the history view shows the board only: a past hand is still a secret */
    if (a->ui.history || metro_over(s) || !ui_seat_human(a, s->current)) return false;
    if (ui_end_turn_pending(a)) return false; /* the mover is still at the screen */
    if (ui_human_count(a) <= 1) return true;
    return a->ui.revealed && a->ui.revealed_turn == a->game->state.turn;
}

bool ui_may_act(const ui_app *a)
{
    return a->ui.screen == UI_PLAY && a->ui.overlay == UI_OV_NONE && !a->ui.ai_busy &&
           ui_hand_visible(a) && !metro_over(&a->game->state);
}

void ui_turn_track(ui_app *a)
{
    const metro_state *s = &a->game->state;
    if (a->ui.screen != UI_PLAY || metro_over(s) || ui_end_turn_pending(a)) return;
    if (!ui_seat_human(a, s->current) || !ui_hand_visible(a)) return;
    if (a->ui.turn_seat == s->current && a->ui.turn_number == s->turn) return;
    a->ui.turn_seat = s->current, a->ui.turn_number = s->turn, a->ui.turn_start = a->game->cursor;
}

void ui_end_turn(ui_app *a)
{
    if (!ui_end_turn_pending(a)) return;
    /* the next human meets the gate; a computer seat may move now */
    a->ui.turn_seat = -1, a->ui.revealed = false;
    a->last_move_at = a->now;
}

bool ui_turn_laid_tile(const ui_app *a)
{
    const metro_game *g = a->game;
    for (int k = a->ui.turn_start < 0 ? 0 : a->ui.turn_start; k < g->cursor; k++)
        if (g->moves[k].kind == METRO_MOVE_LAY) return true;
    return false;
}

/* Hotseat: undo stays within the turn of the player at the screen (the
 * moves before it are other players'); elsewhere back to the first move. */
static int undo_floor(const ui_app *a)
{
    if (!ui_hotseat(a)) return 0;
    return a->ui.turn_seat >= 0 ? a->ui.turn_start : a->game->cursor;
}

bool ui_undo_allowed(const ui_app *a)
{
    return a->game->cursor > undo_floor(a);
}

bool ui_redo_allowed(const ui_app *a)
{
    /* in hotseat a redo is the own turn's, and not past End turn */
    if (ui_hotseat(a) && (ui_end_turn_pending(a) || a->ui.turn_seat < 0)) return false;
    return a->game->cursor < a->game->n_moves;
}

int ui_current_tile(const ui_app *a)
{
    const metro_state *s = &a->game->state;
    if (metro_over(s) || !ui_seat_human(a, s->current) || !ui_hand_visible(a)) return -1;
    if (s->pending) return -1; /* a module's choice first (Paris): no tile to lay yet */
    if (a->ui.tutor.step && a->ui.tutor.done) return -1; /* the lesson's step wants no more */
    int t = s->drawn;
    if (t == METRO_NO_TILE) {
        if (a->ui.sel < 0 || a->ui.sel >= s->hand_size) return -1;
        t = s->hand[s->current][a->ui.sel];
    }
    if (t == METRO_NO_TILE) return -1;
    return s->cfg.free_orientation ? metro_tile_rotate(t, a->ui.rot) : t;
}

static void log_line(ui_app *a, bool hint, const char *fmt, va_list ap)
{
    if (a->ui.n_log == UI_LOG) {
        memmove(a->ui.log[0], a->ui.log[1], sizeof a->ui.log[0] * (UI_LOG - 1));
        a->ui.n_log--, a->ui.log_hints >>= 1;
    }
    unsigned bit = 1u << a->ui.n_log;
    a->ui.log_hints = hint ? a->ui.log_hints | bit : a->ui.log_hints & ~bit;
    vsnprintf(a->ui.log[a->ui.n_log++], sizeof a->ui.log[0], fmt, ap);
}

void ui_log(ui_app *a, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    log_line(a, false, fmt, ap);
    va_end(ap);
}

void ui_log_hint(ui_app *a, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    log_line(a, true, fmt, ap);
    va_end(ap);
}

/* Hotseat: a hint is the asker's alone; once the game moves on (the own
 * move made, or taken back) its lines go, before another seat sees the log. */
static void drop_hints(ui_app *a)
{
    int kept = 0;
    for (int i = 0; i < a->ui.n_log; i++)
        if (!(a->ui.log_hints >> i & 1u) && kept++ != i)
            memcpy(a->ui.log[kept - 1], a->ui.log[i], sizeof a->ui.log[0]);
    a->ui.n_log = kept, a->ui.log_hints = 0;
}

void ui_anim_add(ui_app *a, ui_anim an)
{
    if (a->anim_div > 1) {
        an.start = a->now + (an.start - a->now) / (uint32_t)a->anim_div;
        an.dur /= (uint32_t)a->anim_div;
    }
    int kept = 0; /* finished animations make room (the list would fill up in a game) */
    for (int i = 0; i < a->n_anim; i++)
        if (a->now < a->anim[i].start + a->anim[i].dur) a->anim[kept++] = a->anim[i];
    a->n_anim = kept;
    if (a->n_anim < UI_MAX_ANIMS) a->anim[a->n_anim++] = an;
}

bool ui_animating(const ui_app *a)
{
    for (int i = 0; i < a->n_anim; i++)
        if (a->now < a->anim[i].start + a->anim[i].dur) return true;
    return false;
}

/* First hand slot holding a tile. */
static int first_slot(const metro_state *s)
{
    for (int k = 0; k < s->hand_size; k++)
        if (s->hand[s->current][k] != METRO_NO_TILE) return k;
    return 0;
}

/* Seat that laid the tile now framed as the last move: the engine keeps no
 * mover, so the moves in effect are replayed (cheap: a few hundred applies). */
static int last_layer(const metro_game *g)
{
    metro_state s = g->initial;
    int who = -1;
    for (int k = 0; k < g->cursor; k++) {
        if (g->moves[k].kind == METRO_MOVE_LAY) who = s.current;
        metro_apply_unchecked(&s, &g->moves[k]);
    }
    return who;
}

void ui_after_state_change(ui_app *a)
{
    a->game_gen++;
    /* online the window holds a view, not the moves: the host says who played */
    a->ui.last_mover = ui_online_active(a) ? a->ui.online.last_seat : last_layer(a->game);
    ui_lines_trace(&a->lines, &a->game->state);
    const metro_state *s = &a->game->state;
    if (a->ui.sel < 0 || a->ui.sel >= s->hand_size ||
        s->hand[s->current][a->ui.sel] == METRO_NO_TILE)
        a->ui.sel = first_slot(s);
    a->ui.hint_sq = a->ui.hint_tile = -1;
    if (ui_hotseat(a)) drop_hints(a);
    a->ui.hover_line = -1;
    /* the marks of what happened since a turn last until a move is made */
    a->ui.since_turn = false;
    memset(a->ui.since_by, -1, sizeof a->ui.since_by);
    if (metro_over(s) && a->ui.screen == UI_PLAY) a->ui.screen = UI_END;
    if (a->ui.screen != UI_END) a->ui.end_board = false;
}

int ui_play_move(ui_app *a, const metro_move *m, bool animate)
{
    if (ui_online_active(a)) return ui_online_move(a, m);
    ui_turn_track(a); /* a human's first move of the turn: where its undo stops */
    metro_state before = a->game->state;
    int rc = metro_game_play(a->game, m);
    if (rc) return rc;
    ui_show_move(a, &before, m, animate);
    return METRO_OK;
}

void ui_show_move(ui_app *a, const metro_state *before_, const metro_move *m, bool animate)
{
    const metro_state before = *before_;
    const metro_state *s = &a->game->state;
    uint32_t t0 = a->now;
    if (animate && m->kind == METRO_MOVE_LAY)
        ui_anim_add(a, (ui_anim){UI_ANIM_LAY, t0, 260, m->sq, m->tile, -1, -1, 0});
    /* A module move, or tourists leaving or reaching board squares: the
     * modules animate it (UI_ANIM_MODULE; a module move names itself). */
    if (animate && m->kind == METRO_MOVE_MODULE)
        ui_anim_add(a, (ui_anim){UI_ANIM_MODULE, t0, 700, -1, m->b, m->a, m->module, 0});
    else if (animate && metro_city_tourist_squares(&before) != metro_city_tourist_squares(s))
        ui_anim_add(a, (ui_anim){UI_ANIM_MODULE, t0, 600, -1, -1, -1, -1, 0});
    /* A tourist taken from the square laid on (Stockholm's flight to its field). */
    if (animate && m->kind == METRO_MOVE_LAY && (metro_city_tourist_squares(&before) >> m->sq & 1u))
        ui_anim_add(a, (ui_anim){UI_ANIM_TOURIST, t0 + 150, 750, m->sq, -1, -1, -1, 0});
    for (int i = 0; animate && i < METRO_MAX_LINES; i++) {
        if (before.line[i].status == METRO_LINE_DONE || s->line[i].status != METRO_LINE_DONE)
            continue;
        ui_anim_add(a, (ui_anim){UI_ANIM_LINE, t0 + 200, 1100, -1, -1, i, s->line[i].owner, 0});
        ui_anim_add(a, (ui_anim){UI_ANIM_POINTS, t0 + 500, 900, -1, -1, i, s->line[i].owner,
                                 s->line[i].points});
    }
    if (animate) ui_modules_played(a, &before, m);
    /* Players' words: the points go to the lines' owners, not to the mover. */
    const char *names[METRO_MAX_PLAYERS];
    for (int p = 0; p < METRO_MAX_PLAYERS; p++) names[p] = a->game->seat[p].name;
    char words[sizeof a->ui.log[0]];
    ui_log_words(&before, s, m, names, words, sizeof words);
    ui_log(a, "%s", words);
    /* said as played (a load's replay is not played again aloud) */
    if (animate && a->res.say_move) a->res.say_move(a, &before, m);
    if (m->kind == METRO_MOVE_LAY) a->ui.rot = 0;
    if (animate) ui_sound_cue_move(a->res.sound, &before, s, m, !ui_seat_human(a, before.current));
    /* a local game played to its end (not a load's replay, not online) */
    if (animate && metro_over(s) && !metro_over(&before) && !ui_online_active(a))
        ui_stats_game_over(a);
    ui_after_state_change(a);
}

void ui_start_game(ui_app *a, const ui_setup *su)
{
    metro_config cfg;
    ui_setup_config(su, &cfg);
    char err[256];
    if (metro_game_new(a->game, &cfg, err, sizeof err)) {
        snprintf(a->ui.notice, sizeof a->ui.notice, _("Cannot start: %.120s"), err);
        a->ui.notice_until = a->now + 5000;
        return;
    }
    for (int p = 0; p < su->players; p++) {
        if (su->name[p][0]) snprintf(a->game->seat[p].name, METRO_NAME_LEN, "%s", su->name[p]);
        snprintf(a->game->seat[p].controller, METRO_CONTROLLER_LEN, "%s", su->controller[p]);
    }
    a->ui.screen = UI_PLAY;
    a->ui.overlay = UI_OV_NONE;
    a->ui.n_log = a->n_anim = 0;
    a->ui.revealed = false, a->ui.stats_counted = false, a->ui.turn_seat = -1;
    a->ui.history = false;
    a->ui.rot = 0, a->ui.sel = 0, a->ui.pointer.cursor_sq = metro_sq(0, 0);
    /* the pointer was on the set-up screen or a dialog, not on a square: no
     * ghost until it moves over the board */
    a->ui.pointer.hover_sq = -1, a->ui.pointer.keyboard = false, a->ui.hover_line = -1;
    ui_log(a, _("New game, seed %llu"), (unsigned long long)cfg.seed);
    ui_after_state_change(a);
}

/* Undo back to the previous human move: computer moves are skipped. */
bool ui_undo(ui_app *a)
{
    if (ui_online_active(a)) { /* only with every other player's consent */
        ui_online_ask_undo(a);
        return true;
    }
    metro_game *g = a->game;
    if (!ui_undo_allowed(a)) return false;
    int c = g->cursor, floor = undo_floor(a);
    while (c > floor) {
        c--;
        metro_game_seek(g, c);
        if (ui_seat_human(a, g->state.current)) break;
    }
    a->n_anim = 0;
    if (a->ui.screen == UI_END) a->ui.screen = UI_PLAY;
    ui_log(a, "%s", _("Undo"));
    ui_after_state_change(a);
    return true;
}

bool ui_redo(ui_app *a)
{
    metro_game *g = a->game;
    if (ui_online_active(a) || !ui_redo_allowed(a)) return false;
    metro_game_redo(g);
    /* computer moves after it too; in hotseat or with End turn to press the
     * own move only (the computers move after End turn) */
    while (!ui_hotseat(a) && !ui_confirm_turns(a) && g->cursor < g->n_moves &&
           !ui_seat_human(a, g->state.current))
        metro_game_redo(g);
    ui_log(a, "%s", _("Redo"));
    a->n_anim = 0;
    ui_after_state_change(a);
    return true;
}

int ui_app_load(ui_app *a, const char *path, char *err, size_t errlen)
{
    static metro_game g; /* large; the loader leaves it alone on error */
    int problem = metro_game_load(&g, path, err, errlen);
    if (problem) return problem; /* a METRO_LOAD_ value, for the player's words */
    /* The save keeps the moves, not the log: replaying the moves in effect
     * through ui_play_move writes the log as it was (resuming cleared it). */
    *a->game = g;
    metro_game_seek(a->game, 0);
    a->n_anim = a->ui.n_log = 0;
    for (int k = 0; k < g.cursor; k++) ui_play_move(a, &g.moves[k], false);
    *a->game = g;         /* with its redo tail */
    a->game_live = false; /* the autosave holds another game until it writes this one */
    a->ui.screen = metro_over(&g.state) ? UI_END : UI_PLAY;
    a->ui.overlay = UI_OV_NONE;
    a->ui.revealed = false, a->ui.turn_seat = -1, a->ui.history = false;
    a->ui.stats_counted = metro_over(&g.state); /* a finished save was counted when it ended */
    a->ui.pointer.hover_sq = -1, a->ui.pointer.keyboard = false; /* it was on the dialog */
    ui_log(a, _("Loaded %s"), strrchr(path, '/') ? strrchr(path, '/') + 1 : path);
    ui_after_state_change(a);
    return 0;
}
