/* The frame step without the desktop loop (issue 33): the test makes the
 * window and the app as the game does, then calls ui_step itself. A game
 * between two computer seats moves on within a bounded number of frames
 * (the step starts their turns and plays the worker's answers), a frame
 * with nothing new is not drawn, and a quit ends the steps. SDL's dummy
 * video and audio drivers: no display needed. */
#define _XOPEN_SOURCE 700 /* nftw, mkdtemp */
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>

#include "../check.h"
#include "core/app.h"
#include "platform/platform.h"

enum { MAX_FRAMES = 2000, MOVES = 4 };

static int remove_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st, (void)flag, (void)ftw;
    return remove(path);
}

/* Frames until the game holds `moves` moves (or the bound, or the end). */
static int frames_until_moves(ui_app *a, int moves)
{
    int frames = 0;
    while (frames < MAX_FRAMES && a->game->cursor < moves && ui_step(a)) {
        frames++;
        SDL_Delay(4); /* a browser's frames come at their own pace */
    }
    return frames;
}

/* A frame whose picture would be the last one's draws and presents
 * nothing (on the page: no software drawing, no copy to the canvas); the
 * pointer, a window event or a forgotten layer (new colours) draw again. */
static void still_frames_not_drawn(ui_app *a, ui_platform *p)
{
    CHECK(ui_step(a)); /* the first frame: the set-up screen, laid out */
    for (int i = 0; i < 200 && ui_step_busy(a); i++) CHECK(ui_step(a));
    unsigned drawn = p->presented;
    for (int i = 0; i < 5; i++) CHECK(ui_step(a));
    CHECK_EQ(p->presented, drawn);
    SDL_Event move = {.type = SDL_MOUSEMOTION};
    move.motion.x = 200, move.motion.y = 150;
    CHECK_EQ(SDL_PushEvent(&move), 1);
    CHECK(ui_step(a));
    CHECK_EQ(p->presented, drawn + 1);
    SDL_Event exposed = {.type = SDL_WINDOWEVENT};
    exposed.window.event = SDL_WINDOWEVENT_EXPOSED;
    CHECK_EQ(SDL_PushEvent(&exposed), 1);
    CHECK(ui_step(a));
    CHECK_EQ(p->presented, drawn + 2);
    ui_render_forget(a);
    CHECK(ui_step(a));
    CHECK_EQ(p->presented, drawn + 3);
    CHECK(ui_step(a));
    CHECK_EQ(p->presented, drawn + 3);
}

static void play_computer_seats(ui_app *a)
{
    CHECK(ui_step(a));
    CHECK_EQ(a->ui.screen, UI_SETUP);
    CHECK_EQ(a->lay.w, 1024);
    ui_setup s = a->ui.setup;
    s.players = 2, s.random_seed = false, s.seed = 33;
    for (int p = 0; p < 2; p++) snprintf(s.controller[p], METRO_CONTROLLER_LEN, "random");
    a->ai_delay = 0, a->anim_div = 8; /* as in scripted runs: the same flow, faster */
    ui_start_game(a, &s);
    CHECK_EQ(a->ui.screen, UI_PLAY);
    CHECK_EQ(a->game->cursor, 0);
    int frames = frames_until_moves(a, MOVES);
    printf("%d computer moves in %d frames\n", a->game->cursor, frames);
    CHECK(a->game->cursor >= MOVES);
    CHECK(frames < MAX_FRAMES);
}

int main(void)
{
    char home[] = "/tmp/metro-frame-step-XXXXXX";
    if (!CHECK(mkdtemp(home))) return check_done();
    setenv("HOME", home, 1), unsetenv("XDG_CONFIG_HOME"), unsetenv("XDG_DATA_HOME");
    setenv("SDL_VIDEODRIVER", "dummy", 1), setenv("SDL_AUDIODRIVER", "dummy", 1);
    if (CHECK(SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0) && CHECK(TTF_Init() == 0)) {
        ui_platform p;
        ui_app *a = ui_desktop_open(&p, NULL, 1024, 640);
        if (CHECK(a)) {
            still_frames_not_drawn(a, &p);
            play_computer_seats(a);
            SDL_Event quit = {.type = SDL_QUIT};
            CHECK_EQ(SDL_PushEvent(&quit), 1);
            CHECK(!ui_step(a)); /* a quit ends the steps */
            ui_desktop_close(&p, a);
        }
        TTF_Quit();
    }
    SDL_Quit();
    nftw(home, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
    return check_done();
}
