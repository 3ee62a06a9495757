/* The page: the frame step called per animation frame by the browser
 * (emscripten_set_main_loop) instead of the desktop's loop (loop.c). The
 * canvas follows the page's size; the run's end goes to web/page.js, which
 * puts the result in the page's title. */
#include <emscripten.h>
#include <emscripten/html5.h>
#include <stdint.h>
#include <stdio.h>

#include "core/app.h"
#include "files/autosave.h"
#include "harness/script.h"
#include "i18n/file_words.h"
#include "i18n/i18n.h"
#include "lesson/tutorial.h"
#include "platform/platform.h"
#include "platform/web.h"

static struct page {
    ui_platform p;
    ui_app *a;
    bool drawn; /* the picture on the canvas is the game's now */
} page;

/* The canvas fills the page (web/index.html's style): the window, and so
 * the layout, take the size the page gives it. True when it changed. */
static bool follow_canvas(SDL_Window *window)
{
    double css_w, css_h;
    if (emscripten_get_element_css_size("#canvas", &css_w, &css_h) != EMSCRIPTEN_RESULT_SUCCESS)
        return false;
    int w = (int)css_w, h = (int)css_h, now_w, now_h;
    SDL_GetWindowSize(window, &now_w, &now_h);
    if (w < UI_MIN_W || h < UI_MIN_H || (w == now_w && h == now_h)) return false;
    SDL_SetWindowSize(window, w, h);
    return true;
}

static void exit_page(void *rc)
{
    emscripten_force_exit((int)(intptr_t)rc);
}

/* Quit or the script's end: saved as on the desktop, then the runtime
 * exits with the script's status (page.js's onExit). */
static void end_page(void)
{
    emscripten_cancel_main_loop();
    ui_tutorial_leave(page.a);
    ui_autosave_quit(page.a);
    int rc = page.p.status, line;
    if (page.p.script && !rc && ui_script_stopped(page.p.script, &line))
        rc = 1, fprintf(stderr, "metro: script stopped at line %d\n", line);
    ui_desktop_close(&page.p, page.a);
    page.a = NULL;
    /* after this frame: the browser's frame runner still counts this one */
    emscripten_async_call(exit_page, (void *)(intptr_t)rc, 0);
}

const ui_app *ui_web_app(void)
{
    return page.a;
}

static void say(ui_app *a, const char *text)
{
    snprintf(a->ui.notice, sizeof a->ui.notice, "%.150s", text);
    a->ui.notice_until = a->now + 3000;
}

/* Open on the page (web/page.js): the save the player chose on the
 * computer, put in memory at UI_WEB_UPLOAD, loaded with the desktop's
 * checks; a save that does not load is said as the Load dialog says it.
 * 0 when loaded, else the load's problem (a METRO_LOAD_ value). */
EMSCRIPTEN_KEEPALIVE int ui_web_open_save(void)
{
    if (!page.a) return METRO_LOAD_UNREADABLE;
    char err[400], words[240];
    int problem = ui_app_load(page.a, UI_WEB_UPLOAD, err, sizeof err);
    if (problem) ui_not_loaded_words(problem, UI_WEB_UPLOAD, err, words, sizeof words);
    say(page.a, problem ? words : _("Game loaded"));
    return problem;
}

/* Download on the page: the game on the screen written as a save at
 * UI_WEB_DOWNLOAD, which web/page.js hands to the browser. 0 when written. */
EMSCRIPTEN_KEEPALIVE int ui_web_save_game(void)
{
    char err[400];
    if (!page.a) return 1;
    int cause = metro_game_save(page.a->game, UI_WEB_DOWNLOAD, err, sizeof err);
    if (cause) fprintf(stderr, "metro: cannot write the download: %s\n", err);
    return cause;
}

/* The first frame's time, for the benchmark and the web suite. */
EM_JS(void, note_first_frame, (void), {
    if (!Module.firstFrameMs) Module.firstFrameMs = performance.now();
})

/* The page's two file buttons (web/index.html) in the game's language:
 * their words come from the catalogues, as every word the game shows. */
EM_JS(void, label_file_buttons, (const char *save, const char *open), {
    [ [ 'download', UTF8ToString(save) ], [ 'upload', UTF8ToString(open) ] ].forEach(function(b) {
        var button = document.getElementById(b[0]);
        if (!button) return;
        button.textContent = b[1];
        button.title = b[1];
    });
})

/* An instant of the page's start (Module.phases, web/page.js), for
 * tools/web bench. */
EM_JS(void, note_phase, (const char *name),
      { Module.phases[UTF8ToString(name)] = performance.now(); })

/* The step's time in each phase (Module.steps, web/page.js): tools/web
 * bench prints the slowest step's, to say where a long frame goes. */
EM_JS(void, note_step, (const double *ms, int n, bool drawn), {
    var s = Module.steps, phases = [], total = 0;
    for (var i = 0; i < n; i++) phases.push(HEAPF64[(ms >> 3) + i]), total += phases[i];
    s.count++;
    if (drawn) s.drawn++;
    s.total += total;
    if (total > s.slowest) s.slowest = total, s.slowestPhases = phases;
})

/* Nothing to do this frame: no event waits, nothing moves or is awaited,
 * the picture is drawn. The desktop sleeps then (loop.c); the page skips
 * the step, so an idle page costs the browser almost nothing. */
static bool idle(void)
{
    return page.drawn && !ui_step_busy(page.a) &&
           SDL_PeepEvents(NULL, 0, SDL_PEEKEVENT, SDL_FIRSTEVENT, SDL_LASTEVENT) == 0;
}

static void frame(void)
{
    if (follow_canvas(page.p.window)) page.drawn = false;
    if (idle()) return;
    page.drawn = true;
    unsigned presented = page.p.presented;
    if (!ui_step(page.a)) {
        end_page();
        return;
    }
    note_step(page.p.phase_ms, UI_PHASES, page.p.presented != presented);
    note_first_frame();
}

int ui_run(ui_script *script, int w, int h, const char *replay)
{
    if (replay && !ui_replay_loads(replay)) return 2;
    /* SDL's software renderer, as the desktop's pictures are drawn: in
     * headless Chromium (WebGL in software) the game's hard level ran at
     * 38 frames a second with it and 10 with WebGL, on the loaded machine */
    SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software");
    note_phase("main");
    page.a = ui_desktop_open(&page.p, script, w, h);
    if (!page.a) return 1;
    note_phase("opened");
    label_file_buttons(_("Save to a file"), _("Open a file"));
    int rc = replay ? ui_open_replay(page.a, replay) : 0;
    if (rc) return ui_desktop_close(&page.p, page.a), rc;
    /* 0: the browser's own frame rate; 1: main() never returns */
    emscripten_set_main_loop(frame, 0, 1);
    return 0;
}
