/* The frame step: everything one frame of the window does, in order. The
 * only main loop (desktop.c) calls it; so would a browser's animation frame. */
#include "core/app.h"
#include "core/layout.h"
#include "files/autosave.h"
#include "harness/script.h"
#include "online/status_line.h"
#include "platform/platform.h"
#include "platform/window.h"
#include "play/turns.h"
#include "speech/speech.h"

/* One event: a wake-up of a thread of ours, or the player's input. */
static void dispatch(ui_app *a, const SDL_Event *e)
{
    if (e->type == a->res.ev_ai)
        ui_computer_answer(a);
    else if (e->type == a->res.ev_net)
        ui_online_pump(a);
    else if (e->type == a->res.ev_search)
        ui_online_search_done(a);
    else if (e->type == SDL_WINDOWEVENT || e->type == SDL_RENDER_TARGETS_RESET ||
             e->type == SDL_RENDER_DEVICE_RESET)
        a->res.platform->shown_key = 0; /* the layout follows the window's size below */
    else
        ui_handle_event(a, e);
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_F11) ui_window_fullscreen(a);
}

/* The layout pass, then whether the window's picture is to change: the
 * same layout inputs (the game, the UI state, the pointer, the window...)
 * give the same picture, so a frame while a computer player thinks draws
 * and presents nothing (on the page a full frame in software, copied to
 * the canvas). A script's frames are all drawn: it reads the drawing. */
static bool picture_changes(ui_app *a, ui_platform *p)
{
    ui_layout_frame(a);
    uint64_t key = a->res.laid->key;
    if (key && key == p->shown_key && !ui_animating(a) && !p->script) return false;
    p->shown_key = key;
    return true;
}

/* Ends phase `ph` of the step: its time since *mark, and a new mark. */
static void phase_end(ui_platform *p, enum ui_step_phase ph, uint64_t *mark)
{
    uint64_t now = ui_clock_mark();
    p->phase_ms[ph] = ui_clock_ms_between(*mark, now);
    *mark = now;
}

bool ui_step(ui_app *a)
{
    ui_platform *p = a->res.platform;
    uint64_t mark = ui_clock_mark();
    for (int i = 0; i < UI_PHASES; i++) p->phase_ms[i] = 0;
    /* The events see the clock of the frame they were shown: a move's
     * animations and the next computer turn count from there. */
    if (p->has_woke) dispatch(a, &p->woke);
    p->has_woke = false;
    for (SDL_Event e; SDL_PollEvent(&e);) dispatch(a, &e);
    phase_end(p, UI_PHASE_EVENTS, &mark);
    ui_autosave_tick(a); /* the move just made is on disk before the next one */
    phase_end(p, UI_PHASE_AUTOSAVE, &mark);
    if (a->quit) return false;
    a->now = ui_clock_ms();
    ui_window_fit(a);
    ui_turn_track(a);
    ui_online_status_tick(a);
    ui_window_title(a);
    ui_computer_turn(a);
    ui_privacy_check(a);
    phase_end(p, UI_PHASE_TURNS, &mark);
    bool changes = picture_changes(a, p);
    if (changes) ui_render(a);
    phase_end(p, UI_PHASE_RENDER, &mark);
    ui_speech_watch(a); /* what a sighted player sees change in this frame, said */
    if (changes) SDL_RenderPresent(p->renderer), p->presented++;
    phase_end(p, UI_PHASE_PRESENT, &mark);
    bool ended = p->script && ui_script_step(p->script, a, &p->status);
    phase_end(p, UI_PHASE_SCRIPT, &mark);
    return !ended;
}

bool ui_step_busy(const ui_app *a)
{
    return a->res.platform->script || ui_animating(a) || a->ui.ai_busy || a->ui.online.searching ||
           ui_computer_to_move(a) || (a->ui.notice[0] && a->now < a->ui.notice_until);
}
