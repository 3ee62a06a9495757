/* The frame step: everything one frame of the window does, in order. The
 * only main loop (desktop.c) calls it; so would a browser's animation frame. */
#include "core/app.h"
#include "files/autosave.h"
#include "harness/script.h"
#include "online/status_line.h"
#include "platform/platform.h"
#include "platform/window.h"
#include "play/turns.h"

/* One event: a wake-up of a thread of ours, or the player's input. */
static void dispatch(ui_app *a, const SDL_Event *e)
{
    if (e->type == a->res.ev_ai)
        ui_computer_answer(a);
    else if (e->type == a->res.ev_net)
        ui_online_pump(a);
    else if (e->type == a->res.ev_search)
        ui_online_search_done(a);
    else if (e->type == SDL_WINDOWEVENT)
        ; /* the layout follows the window's size below */
    else
        ui_handle_event(a, e);
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_F11) ui_window_fullscreen(a);
}

bool ui_step(ui_app *a)
{
    ui_platform *p = a->res.platform;
    /* The events see the clock of the frame they were shown: a move's
     * animations and the next computer turn count from there. */
    if (p->has_woke) dispatch(a, &p->woke);
    p->has_woke = false;
    for (SDL_Event e; SDL_PollEvent(&e);) dispatch(a, &e);
    ui_autosave_tick(a); /* the move just made is on disk before the next one */
    if (a->quit) return false;
    a->now = ui_clock_ms();
    ui_window_fit(a);
    ui_turn_track(a);
    ui_online_status_tick(a);
    ui_window_title(a);
    ui_computer_turn(a);
    ui_privacy_check(a);
    ui_render(a);
    SDL_RenderPresent(p->renderer);
    return !(p->script && ui_script_step(p->script, a, &p->status));
}

bool ui_step_busy(const ui_app *a)
{
    return a->res.platform->script || ui_animating(a) || a->ui.ai_busy || a->ui.online.searching ||
           ui_computer_to_move(a) || (a->ui.notice[0] && a->now < a->ui.notice_until);
}
