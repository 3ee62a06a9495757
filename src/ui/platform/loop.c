/* The desktop's loop: the window's only main loop on a desktop, calling the
 * frame step between wake-ups, and the run's end. (The page calls the frame
 * step per animation frame instead: web.c.) */
#include <stdio.h>

#include "core/app.h"
#include "files/autosave.h"
#include "harness/script.h"
#include "lesson/tutorial.h"
#include "online/status_line.h"
#include "platform/platform.h"

/* Sleeps until the next event, or a frame's time when something moves,
 * or the next second of an online countdown. */
static void wait_for_next_frame(ui_app *a)
{
    ui_platform *p = a->res.platform;
    int ms = ui_step_busy(a) ? 16 : ui_online_status_wait(a);
    p->has_woke = ms >= 0 ? SDL_WaitEventTimeout(&p->woke, ms) : SDL_WaitEvent(&p->woke);
}

int ui_run(ui_script *script, int w, int h, const char *replay)
{
    if (replay && !ui_replay_loads(replay)) return 2; /* bad input, as metro-cli replay says */
    ui_platform p;
    ui_app *a = ui_desktop_open(&p, script, w, h);
    if (!a) return 1;
    int rc = replay ? ui_open_replay(a, replay) : 0;
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
