/* The desktop: the window, the loop that calls the frame step between
 * wake-ups (the window's only main loop), full screen, and the run's end. */
#include <stdio.h>

#include "core/app.h"
#include "files/autosave.h"
#include "harness/script.h"
#include "lesson/tutorial.h"
#include "metro/game.h"
#include "platform/platform.h"
#include "play/history.h"
#include "printable.h"

/* Sleeps until the next event, or a frame's time when something moves. */
static void wait_for_next_frame(ui_app *a)
{
    ui_platform *p = a->res.platform;
    p->has_woke = ui_step_busy(a) ? SDL_WaitEventTimeout(&p->woke, 16) : SDL_WaitEvent(&p->woke);
}

ui_app *ui_desktop_open(ui_platform *p, ui_script *script, int w, int h)
{
    *p = (ui_platform){.script = script};
    p->window = SDL_CreateWindow("Metro", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w, h,
                                 SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    if (!p->window)
        return fprintf(stderr, "metro: cannot open a window: %s\n", SDL_GetError()), NULL;
    SDL_SetWindowMinimumSize(p->window, UI_MIN_W, UI_MIN_H); /* smaller, the 6-seat panel spills */
    p->renderer = SDL_CreateRenderer(p->window, -1, SDL_RENDERER_ACCELERATED);
    if (!p->renderer) p->renderer = SDL_CreateRenderer(p->window, -1, SDL_RENDERER_SOFTWARE);
    if (!p->renderer) {
        fprintf(stderr, "metro: no renderer: %s\n", SDL_GetError());
        return ui_desktop_close(p, NULL), NULL;
    }
    char err[400];
    ui_app *a = ui_app_new(p->renderer, err, sizeof err);
    if (!a) {
        fprintf(stderr, "metro: %s\n", err);
        return ui_desktop_close(p, NULL), NULL;
    }
    a->res.platform = p;
    a->res.worker = ui_worker_new();
    a->res.ev_ai = ui_wake_kinds(3);
    a->res.ev_net = a->res.ev_ai + 1, a->res.ev_search = a->res.ev_ai + 2;
    if (script) a->ai_delay = 60, a->anim_div = 8; /* scripted tests: same flow, faster */
    ui_app_start(a);
    a->now = ui_clock_ms();
    SDL_StartTextInput();
    return a;
}

void ui_desktop_close(ui_platform *p, ui_app *a)
{
    ui_app_free(a);
    if (p->renderer) SDL_DestroyRenderer(p->renderer);
    if (p->window) SDL_DestroyWindow(p->window);
    p->renderer = NULL, p->window = NULL;
}

/* A save that does not load ends the program before its window opens. */
static bool replay_loads(const char *path)
{
    static metro_game probe; /* large */
    char err[400];
    if (!metro_game_load(&probe, path, err, sizeof err)) return true;
    metro_print_line(stderr, "metro: cannot load %s", err);
    return false;
}

/* --replay: the save at its first move in the history view. Looking at it
 * leaves the autosave alone; a move played on it is saved as after a load. */
static int open_replay(ui_app *a, const char *path)
{
    char err[400];
    if (ui_app_load(a, path, err, sizeof err))
        return metro_print_line(stderr, "metro: cannot load %s", err), 2;
    a->autosaved_gen = a->game_gen;
    ui_history_open(a, 0);
    return 0;
}

int ui_run(ui_script *script, int w, int h, const char *replay)
{
    if (replay && !replay_loads(replay)) return 2; /* bad input, as metro-cli replay says */
    ui_platform p;
    ui_app *a = ui_desktop_open(&p, script, w, h);
    if (!a) return 1;
    int rc = replay ? open_replay(a, replay) : 0;
    if (!rc) {
        while (ui_step(a)) wait_for_next_frame(a);
        rc = p.status;
    }
    /* quit in the lesson (else nothing): the game in progress back, then saved */
    ui_tutorial_leave(a);
    ui_autosave_quit(a);
    int line;
    if (script && !rc &&
        ui_script_stopped(script, &line)) /* SIGTERM, SIGINT: not the script's end */
        rc = 1,
        fprintf(stderr, "metro: script stopped at line %d: the game was told to quit\n", line);
    ui_desktop_close(&p, a);
    return rc;
}
