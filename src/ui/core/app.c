/* The application object, the window, the event loop and computer turns. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/app.h"
#include "files/asset_dir.h"
#include "files/autosave.h"
#include "input/hint.h"
#include "lesson/tutorial.h"
#include "files/files_dialog.h"
#include "play/history.h"
#include "i18n/i18n.h"
#include "metro/ai.h"
#include "i18n/module_words.h"
#include "modules/ui_module.h"
#include "printable.h"
#include "harness/script.h"

ui_app *ui_app_new(SDL_Renderer *r, char *err, size_t errlen)
{
    ui_app *a = calloc(1, sizeof *a);
    if (!a) return snprintf(err, errlen, "out of memory"), NULL;
    a->game = a->game_mut = calloc(1, sizeof *a->game_mut);
    a->frame = calloc(1, sizeof *a->frame);
    a->res.layer_frame = calloc(1, sizeof *a->res.layer_frame);
    a->res.drawn = calloc(1, sizeof *a->res.drawn);
    char fonts[1024];
    if (!ui_asset_path("fonts", fonts, sizeof fonts)) {
        snprintf(err, errlen,
                 "cannot find the game's fonts (set METRO_ASSETS to its assets folder)");
        ui_app_free(a);
        return NULL;
    }
    a->res.d = a->game && a->frame && a->res.layer_frame && a->res.drawn
                   ? ui_draw_new(r, fonts, err, errlen)
                   : NULL;
    a->res.art = ui_tileart_new(r);
    if (!a->res.d || !a->res.art) {
        ui_app_free(a);
        return NULL;
    }
    ui_setup_default(&a->ui.setup);
    metro_config cfg;
    metro_config_default(&cfg, 4);
    metro_game_new(a->game_mut, &cfg, err, errlen);
    a->ui.focus = UI_FOCUS_NONE, a->ui.pointer.hover_sq = -1, a->ui.pointer.cursor_sq = 0,
    a->ui.hover_line = -1;
    a->ui.hint_sq = a->ui.hint_tile = -1, a->ui.turn_seat = -1;
    a->dpi = 1, a->ai_delay = 450;
    ui_after_state_change(a);
    return a;
}

void ui_app_free(ui_app *a)
{
    if (!a) return;
    ui_online_free(a);
    ui_worker_free(a->res.worker);
    ui_files_free(a);
    ui_sound_free(a->res.sound);
    ui_render_forget(a);
    ui_history_free(a);
    ui_tileart_free(a->res.art);
    ui_draw_free(a->res.d);
    free(a->game_mut);
    free(a->tutor_keep);
    free(a->frame);
    free(a->res.layer_frame);
    free(a->res.drawn);
    free(a);
}

static const char *ai_for_seat(const ui_app *a, int seat)
{
    return a->game->seat[seat].controller;
}

/* Start a computer turn when it is one's turn and the board is calm. */
static void maybe_start_ai(ui_app *a)
{
    const metro_state *s = &a->game->state;
    if (a->ui.screen != UI_PLAY || metro_over(s) || ui_seat_human(a, s->current)) return;
    if (ui_online_active(a)) return;    /* the host plays its computer seats */
    if (ui_end_turn_pending(a)) return; /* the human before may still take the lay back */
    if (ui_online_active(a)) return;    /* the host plays its computer seats */
    if (a->ui.history) return;          /* the present waits while the past is looked at */
    if (ui_worker_busy(a->res.worker) || ui_animating(a) || a->ui.overlay == UI_OV_MENU) return;
    if (a->now < a->last_move_at + (uint32_t)a->ai_delay) return;
    const char *name = ai_for_seat(a, s->current);
    uint64_t seed = a->game->cfg.seed * 1000003u + (uint64_t)a->game->cursor;
    /* scripted tests run the same code faster */
    a->ui.ai_busy = ui_worker_start(a->res.worker, s, name, seed, a->anim_div > 1, a->res.ev_ai, 0);
    a->ai_gen = a->game_gen, a->ai_cursor = a->game->cursor;
    if (!a->ui.ai_busy) { /* unknown AI in a save: let a person play that seat */
        snprintf(a->game_mut->seat[s->current].controller, METRO_CONTROLLER_LEN, "human");
        ui_log(a, _("No computer player '%s': seat is now human"), name);
    }
}

static void on_ai_result(ui_app *a)
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

static void startup_files(ui_app *a)
{
    char path[1100], err[400];
    bool bad = false;
    ui_places_prepare();
    if (ui_config_path("setup.txt", path, sizeof path) && access(path, F_OK) == 0 &&
        ui_setup_load(&a->ui.setup, path, err, sizeof err)) {
        fprintf(stderr, "metro: ignoring bad settings: %s\n", err);
        bad = true;
    }
    /* --lang, then the choice remembered in the settings, then the system's
     * preferred language, then English (docs/ui.md). */
    const char *lang = a->ui.setup.lang[0] ? a->ui.setup.lang : ui_i18n_system();
    if (!ui_i18n_pinned() && !ui_i18n_use(lang, err, sizeof err))
        fprintf(stderr, "metro: %s\n", err);
    if (bad) { /* said in the language just chosen */
        snprintf(a->ui.notice, sizeof a->ui.notice, "%s",
                 _("Settings file ignored (see terminal)"));
        a->ui.notice_until = 6000;
    }
    /* the seed field shows the remembered seed (Start reads the field) */
    snprintf(a->ui.seed_text, sizeof a->ui.seed_text, "%llu", (unsigned long long)a->ui.setup.seed);
    ui_autosave_startup(a);
    ui_online_startup(a);
}

static void update_layout(ui_app *a, SDL_Window *win, SDL_Renderer *r)
{
    int ow, oh, ww, wh;
    SDL_GetRendererOutputSize(r, &ow, &oh);
    SDL_GetWindowSize(win, &ww, &wh);
    a->dpi = ww > 0 ? (float)ow / (float)ww : 1;
    if (ow != a->lay.w || oh != a->lay.h) ui_layout_compute(&a->lay, ow, oh, a->ui.setup.scale);
}

/* F11. Without a window manager SDL only marks the window fullscreen: the X
 * window kept its size while the layout took the screen's, so it was cropped
 * until a resize. The window is also placed and sized on its display (and
 * put back after), and the layout follows the size at once. */
static void toggle_fullscreen(ui_app *a, SDL_Window *win, SDL_Renderer *r)
{
    static int wx, wy, ww, wh; /* the windowed place to go back to */
    a->fullscreen = !a->fullscreen;
    if (a->fullscreen) {
        SDL_Rect b;
        SDL_GetWindowPosition(win, &wx, &wy);
        SDL_GetWindowSize(win, &ww, &wh);
        if (SDL_GetDisplayBounds(SDL_GetWindowDisplayIndex(win), &b) == 0) {
            SDL_SetWindowPosition(win, b.x, b.y);
            SDL_SetWindowSize(win, b.w, b.h);
        }
        SDL_SetWindowFullscreen(win, SDL_WINDOW_FULLSCREEN_DESKTOP);
    } else {
        SDL_SetWindowFullscreen(win, 0);
        if (ww > 0 && wh > 0) {
            SDL_SetWindowSize(win, ww, wh);
            SDL_SetWindowPosition(win, wx, wy);
        }
    }
    update_layout(a, win, r);
}

/* Hotseat: a human's hand stays hidden until they confirm who they are. */
static void privacy_check(ui_app *a)
{
    if (a->ui.screen != UI_PLAY || a->ui.overlay != UI_OV_NONE || a->ui.history) return;
    const metro_state *s = &a->game->state;
    if (metro_over(s) || !ui_seat_human(a, s->current) || ui_human_count(a) < 2) return;
    if (ui_animating(a) || ui_end_turn_pending(a)) return;
    if (!(a->ui.revealed && a->ui.revealed_turn == s->turn)) a->ui.overlay = UI_OV_PRIVACY;
}

static int loop(ui_app *a, SDL_Window *win, SDL_Renderer *r, ui_script *sc)
{
    int rc = 0;
    while (!a->quit) {
        a->now = SDL_GetTicks();
        update_layout(a, win, r);
        ui_turn_track(a);
        maybe_start_ai(a);
        privacy_check(a);
        ui_render(a);
        SDL_RenderPresent(r);
        if (sc && ui_script_step(sc, a, &rc)) break;
        bool busy = sc || ui_animating(a) || a->ui.ai_busy || a->ui.online.searching ||
                    (a->ui.screen == UI_PLAY && !a->ui.history &&
                     !ui_seat_human(a, a->game->state.current) && !metro_over(&a->game->state) &&
                     !ui_end_turn_pending(a)) ||
                    (a->ui.notice[0] && a->now < a->ui.notice_until);
        SDL_Event e;
        bool got = busy ? SDL_WaitEventTimeout(&e, 16) : SDL_WaitEvent(&e);
        while (got) {
            if (e.type == a->res.ev_ai)
                on_ai_result(a);
            else if (e.type == a->res.ev_net)
                ui_online_pump(a);
            else if (e.type == a->res.ev_search)
                ui_online_search_done(a);
            else if (e.type == SDL_WINDOWEVENT)
                ; /* redrawn below */
            else
                ui_handle_event(a, &e);
            if (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_F11) toggle_fullscreen(a, win, r);
            got = SDL_PollEvent(&e);
        }
        ui_autosave_tick(a); /* the move just made is on disk before the next one */
    }
    return rc;
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

int ui_run(ui_script *sc, int w, int h, const char *replay)
{
    char err[400];
    if (replay && !replay_loads(replay)) return 2; /* bad input, as metro-cli replay says */
    SDL_Window *win = SDL_CreateWindow("Metro", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w,
                                       h, SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    if (!win) return fprintf(stderr, "metro: cannot open a window: %s\n", SDL_GetError()), 1;
    SDL_SetWindowMinimumSize(win, UI_MIN_W, UI_MIN_H); /* smaller, the 6-seat panel spills */
    SDL_Renderer *r = SDL_CreateRenderer(win, -1, SDL_RENDERER_ACCELERATED);
    if (!r) r = SDL_CreateRenderer(win, -1, SDL_RENDERER_SOFTWARE);
    if (!r) return fprintf(stderr, "metro: no renderer: %s\n", SDL_GetError()), 1;
    ui_app *a = ui_app_new(r, err, sizeof err);
    if (!a) return fprintf(stderr, "metro: %s\n", err), 1;
    a->res.worker = ui_worker_new();
    a->res.ev_ai = SDL_RegisterEvents(3);
    a->res.ev_net = a->res.ev_ai + 1, a->res.ev_search = a->res.ev_ai + 2;
    if (sc) a->ai_delay = 60, a->anim_div = 8; /* scripted tests: same flow, faster */
    startup_files(a);
    a->res.sound = ui_sound_new(); /* after the settings: they hold the volume */
    ui_sound_set_volume(a->res.sound, a->ui.setup.volume, a->ui.setup.muted);
    SDL_StartTextInput();
    int rc = replay ? open_replay(a, replay) : 0;
    if (!rc) rc = loop(a, win, r, sc);
    /* quit in the lesson (else nothing): the game in progress back, then saved */
    ui_tutorial_leave(a);
    ui_autosave_quit(a);
    int line;
    if (sc && !rc && ui_script_stopped(sc, &line)) /* SIGTERM, SIGINT: not the script's end */
        rc = 1,
        fprintf(stderr, "metro: script stopped at line %d: the game was told to quit\n", line);
    ui_app_free(a);
    SDL_DestroyRenderer(r);
    SDL_DestroyWindow(win);
    return rc;
}
