/* Catch-up from the host's public record (catch_up.h). */
#include <stdlib.h>
#include <string.h>

#include "core/app.h"
#include "i18n/log_words.h"
#include "online/catch_up.h"
#include "online/online_net.h"
#include "play/public_replay.h"

void ui_catch_up_free(ui_app *a)
{
    free(a->res.record);
    a->res.record = NULL;
    if (a->res.net) a->res.net->record_n = 0;
}

void ui_catch_up_page(ui_app *a, const metro_msg *m)
{
    struct ui_net *n = a->res.net;
    if (!n->record_text) n->record_text = calloc(METRO_MAX_HISTORY, sizeof n->record_text[0]);
    if (!n->record_text) return;
    if (m->u.record.first == 0) n->record_n = 0;
    if (m->u.record.first != n->record_n || m->u.record.total > METRO_MAX_HISTORY) {
        n->record_n = -1; /* a page missing: no catch-up from this record */
        return;
    }
    for (int i = 0; i < m->u.record.n; i++)
        memcpy(n->record_text[n->record_n++], m->u.record.text[i], sizeof n->record_text[0]);
}

/* The replay is where the host's view is: the same board and points. A
 * set-up drawn at random (Central tracks' tiles) or a module's hidden
 * state the record does not carry can make it differ: then it shows
 * nothing rather than a wrong past. */
static bool agrees(const metro_game *r, const metro_state *view)
{
    return !memcmp(r->state.cell, view->cell, sizeof view->cell) &&
           !memcmp(r->state.score, view->score, sizeof view->score);
}

/* Replays moves [0, upto) of the record onto its initial state. */
static void replay(metro_game *r, int upto)
{
    r->state = r->initial;
    for (int k = 0; k < upto; k++) ui_public_apply(&r->state, &r->moves[k]);
    r->n_moves = r->cursor = upto;
}

/* One more move of the record; false when the rules refuse it. */
static bool add(metro_game *r, const char *text)
{
    metro_move m;
    if (r->n_moves >= METRO_MAX_HISTORY || ui_public_parse(&r->state, text, &m) != METRO_OK)
        return false;
    r->moves[r->n_moves++] = m;
    ui_public_apply(&r->state, &m);
    r->cursor = r->n_moves;
    return true;
}

/* The last moves of the record into the log, as they were played. */
static void log_last(ui_app *a, const metro_game *r)
{
    const char *names[METRO_MAX_PLAYERS];
    for (int p = 0; p < METRO_MAX_PLAYERS; p++) names[p] = a->game->seat[p].name;
    int first = r->cursor - (UI_LOG - 1) < 0 ? 0 : r->cursor - (UI_LOG - 1);
    metro_state s = r->initial;
    char words[UI_LOG_LINE];
    for (int k = 0; k < r->cursor; k++) {
        metro_state before = s;
        ui_public_apply(&s, &r->moves[k]);
        if (k < first) continue;
        ui_log_words(&before, &s, &r->moves[k], names, words, sizeof words);
        ui_log(a, "%s", words);
    }
}

void ui_catch_up_start(ui_app *a)
{
    struct ui_net *n = a->res.net;
    int moves = a->ui.online.moves, have = n->record_text ? n->record_n : 0;
    free(a->res.record);
    a->res.record = NULL;
    if (have != moves) return; /* no record (a record of none is the start) */
    metro_game *r = malloc(sizeof *r);
    char err[200];
    metro_config cfg = a->game->cfg;
    if (!r || metro_game_new(r, &cfg, err, sizeof err) != METRO_OK) {
        free(r);
        return;
    }
    memcpy(r->seat, a->game->seat, sizeof r->seat);
    bool ok = true;
    for (int k = 0; ok && k < have; k++) ok = add(r, n->record_text[k]);
    if (!ok || !agrees(r, &a->game->state)) {
        free(r);
        return;
    }
    a->res.record = r;
    log_last(a, r);
}

void ui_catch_up_follow(ui_app *a, int moves, const char *text)
{
    metro_game *r = a->res.record;
    if (!r || moves == r->cursor) return;
    memcpy(r->seat, a->game->seat, sizeof r->seat);
    bool ok = text && moves == r->cursor + 1 ? add(r, text) : moves < r->cursor;
    if (ok && moves < r->cursor) replay(r, moves); /* an undo took moves back */
    if (!ok || !agrees(r, &a->game->state)) ui_catch_up_free(a);
}
