/* The flow of turns the frame step drives: computer seats on the worker,
 * their answers, and the hotseat's privacy gate. */
#include <stdio.h>

#include "core/app.h"
#include "i18n/i18n.h"
#include "input/hint.h"
#include "play/turns.h"

static const char *ai_for_seat(const ui_app *a, int seat)
{
    return a->game->seat[seat].controller;
}

void ui_computer_turn(ui_app *a)
{
    const metro_state *s = &a->game->state;
    if (a->ui.screen != UI_PLAY || metro_over(s) || ui_seat_human(a, s->current)) return;
    if (ui_online_active(a)) return;    /* the host plays its computer seats */
    if (ui_end_turn_pending(a)) return; /* the human before may still take the lay back */
    if (a->ui.history) return;          /* the present waits while the past is looked at */
    if (ui_worker_busy(a->res.worker) || ui_animating(a) || a->ui.overlay == UI_OV_MENU) return;
    if (a->now < a->last_move_at + (uint32_t)a->ai_delay) return;
    const char *name = ai_for_seat(a, s->current);
    uint64_t seed = a->game->cfg.seed * 1000003u + (uint64_t)a->game->cursor;
    /* scripted tests run the same code faster */
    a->ui.ai_busy = ui_worker_start(a->res.worker, s, name, seed, a->anim_div > 1, a->res.ev_ai, 0);
    a->ai_gen = a->game_gen, a->ai_cursor = a->game->cursor;
    if (!a->ui.ai_busy) { /* unknown AI in a save: let a person play that seat */
        snprintf(a->game->seat[s->current].controller, METRO_CONTROLLER_LEN, "human");
        ui_log(a, _("No computer player '%s': seat is now human"), name);
    }
}

void ui_computer_answer(ui_app *a)
{
    metro_move m;
    int purpose;
    bool ok = ui_worker_take(a->res.worker, &m, &purpose);
    a->ui.ai_busy = false;
    /* the game moved on meanwhile (undo, load, new game): the answer is stale */
    if (!ok || a->ai_gen != a->game_gen || a->ai_cursor != a->game->cursor) return;
    if (purpose == 1) { /* hint for the human */
        ui_hint_answer(a, &m);
        return;
    }
    if (ui_play_move(a, &m, true) == METRO_OK) a->last_move_at = a->now;
}

void ui_privacy_check(ui_app *a)
{
    if (a->ui.screen != UI_PLAY || a->ui.overlay != UI_OV_NONE || a->ui.history) return;
    const metro_state *s = &a->game->state;
    if (metro_over(s) || !ui_seat_human(a, s->current) || ui_human_count(a) < 2) return;
    if (ui_animating(a) || ui_end_turn_pending(a)) return;
    if (!(a->ui.revealed && a->ui.revealed_turn == s->turn)) a->ui.overlay = UI_OV_PRIVACY;
}

bool ui_computer_to_move(const ui_app *a)
{
    const metro_state *s = &a->game->state;
    return a->ui.screen == UI_PLAY && !a->ui.history && !ui_seat_human(a, s->current) &&
           !metro_over(s) && !ui_end_turn_pending(a);
}
