/* The window and the app on it, for the desktop's loop (loop.c) and the
 * page's (web.c); opening a save in the history view (--replay). */
#include <stdio.h>

#include "core/app.h"
#include "files/autosave.h"
#include "harness/script.h"
#include "lesson/tutorial.h"
#include "metro/game.h"
#include "platform/platform.h"
#include "play/history.h"
#include "printable.h"

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
bool ui_replay_loads(const char *path)
{
    static metro_game probe; /* large */
    char err[400];
    if (!metro_game_load(&probe, path, err, sizeof err)) return true;
    metro_print_line(stderr, "metro: cannot load %s", err);
    return false;
}

/* --replay: the save at its first move in the history view. Looking at it
 * leaves the autosave alone; a move played on it is saved as after a load. */
int ui_open_replay(ui_app *a, const char *path)
{
    char err[400];
    if (ui_app_load(a, path, err, sizeof err))
        return metro_print_line(stderr, "metro: cannot load %s", err), 2;
    a->autosaved_gen = a->game_gen;
    ui_history_open(a, 0);
    return 0;
}
