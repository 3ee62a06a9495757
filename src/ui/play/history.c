/* The history view: the moves in effect replayed on a copy of the initial
 * state, drawn by the ordinary views through a copy of the app. */
#include <stdlib.h>
#include <string.h>

#include "play/history.h"
#include "i18n/i18n.h"
#include "i18n/log_words.h"
#include "play/public_replay.h"

/* The past the views draw, and what it was computed for. */
struct ui_history_cache {
    ui_app view;
    metro_game game;
    int gen, at, moves;
    bool valid;
};

/* The game the view steps through: the local one, or online the public
 * record replayed (catch-up: the window holds a view, not the moves). */
static const metro_game *source(const ui_app *a)
{
    return ui_online_active(a) ? a->res.record : a->game;
}

bool ui_history_offered(const ui_app *a)
{
    return (a->ui.screen == UI_PLAY || a->ui.screen == UI_END) && source(a);
}

int ui_history_moves(const ui_app *a)
{
    const metro_game *g = source(a);
    return g ? g->cursor : 0;
}

static int clamp_at(const ui_app *a, int at)
{
    int n = ui_history_moves(a);
    return at < 0 || at > n ? n : at;
}

void ui_history_open(ui_app *a, int at)
{
    if (!ui_history_offered(a)) return;
    a->ui.history = true;
    a->ui.history_at = clamp_at(a, at);
    a->ui.overlay = UI_OV_NONE, a->ui.hover_line = -1;
}

void ui_history_step(ui_app *a, int delta)
{
    int at = a->ui.history_at + delta, n = ui_history_moves(a);
    a->ui.history_at = at < 0 ? 0 : at > n ? n : at;
}

void ui_history_close(ui_app *a)
{
    a->ui.history = false, a->ui.history_at = 0;
}

/* The game after move `at` of the moves in effect, replayed once: its
 * state, the seat that laid last, and the log as the panel would have
 * shown it then (the last moves up to it, the start of the game first). */
static void compute(struct ui_history_cache *c, const ui_app *a, int at)
{
    metro_game *g = &c->game;
    ui_state *ui = &c->view.ui;
    const metro_game *src = source(a);
    *g = *a->game; /* the seats' names and who plays them */
    g->cfg = src->cfg, g->initial = g->state = src->initial;
    memcpy(g->moves, src->moves, sizeof g->moves[0] * (size_t)src->cursor);
    const char *names[METRO_MAX_PLAYERS];
    for (int p = 0; p < METRO_MAX_PLAYERS; p++) names[p] = g->seat[p].name;
    int first = at - (UI_LOG - 1) < 0 ? 0 : at - (UI_LOG - 1), mover = -1;
    ui->n_log = 0;
    if (first == 0) snprintf(ui->log[ui->n_log++], sizeof ui->log[0], "%s", _("The game begins"));
    for (int k = 0; k < at; k++) {
        metro_state before = g->state;
        if (g->moves[k].kind == METRO_MOVE_LAY) mover = g->state.current;
        ui_public_apply(&g->state, &g->moves[k]); /* a real deal: as it was played */
        if (k >= first)
            ui_log_words(&before, &g->state, &g->moves[k], names, ui->log[ui->n_log++],
                         sizeof ui->log[0]);
    }
    /* the cursor at the move shown, the moves the present's in effect
     * (view_history.c says "move k of n"; the past is never played on) */
    g->cursor = at, g->n_moves = src->cursor;
    ui->last_mover = mover;
    ui_lines_trace(&c->view.lines, &g->state);
    c->gen = a->game_gen, c->at = at, c->moves = src->cursor, c->valid = true;
}

ui_app *ui_history_view(ui_app *a)
{
    if (!a->ui.history || !ui_history_offered(a)) return NULL;
    struct ui_history_cache *c = a->res.history;
    if (!c) c = a->res.history = calloc(1, sizeof *c);
    if (!c) return NULL;
    int at = clamp_at(a, a->ui.history_at);
    /* the past's own fields survive the copy of the app below */
    ui_state kept = c->view.ui;
    ui_lines lines = c->view.lines;
    c->view = *a;
    c->view.ui.last_mover = kept.last_mover;
    memcpy(c->view.ui.log, kept.log, sizeof kept.log);
    c->view.ui.n_log = kept.n_log;
    c->view.lines = lines;
    if (!c->valid || c->gen != a->game_gen || c->at != at || c->moves != ui_history_moves(a))
        compute(c, a, at);
    ui_app *v = &c->view;
    v->game = &c->game;
    v->ui.history_at = at;
    v->ui.screen = UI_PLAY, v->ui.end_board = false; /* the board, not the results */
    v->ui.revealed = false, v->ui.ai_busy = false, v->ui.since_turn = false;
    v->ui.hint_sq = v->ui.hint_tile = v->ui.hover_line = -1;
    v->ui.pointer.hover_sq = -1, v->ui.pointer.keyboard = false; /* no ghost tile */
    v->n_anim = 0;
    return v;
}

void ui_history_free(ui_app *a)
{
    free(a->res.history);
    a->res.history = NULL;
}

/* The index of seat's last lay among the moves in effect (-1: none yet);
 * `by` gets the squares the others laid after it, by the seat that laid each. */
static int last_own_lay(const metro_game *g, int seat, int8_t by[METRO_SQUARES])
{
    metro_state s = g->initial;
    int last = -1;
    int8_t who[METRO_SQUARES];
    memset(who, -1, sizeof who);
    for (int k = 0; k < g->cursor; k++) {
        const metro_move *m = &g->moves[k];
        if (m->kind == METRO_MOVE_LAY && s.current == seat) {
            last = k;
            memset(who, -1, sizeof who); /* only what came after it */
        } else if (m->kind == METRO_MOVE_LAY) {
            who[m->sq] = (int8_t)s.current;
        }
        metro_apply_unchecked(&s, m);
    }
    if (by) memcpy(by, who, sizeof who);
    return last;
}

void ui_history_mark_since_turn(ui_app *a)
{
    int seat = a->game->state.current;
    last_own_lay(a->game, seat, a->ui.since_by);
    a->ui.since_turn = false;
    for (int sq = 0; sq < METRO_SQUARES; sq++) a->ui.since_turn |= a->ui.since_by[sq] >= 0;
}

int ui_history_since_turn_start(const ui_app *a)
{
    return last_own_lay(a->game, a->game->state.current, NULL) + 1;
}
