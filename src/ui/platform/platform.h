/* The platform room: what differs between a desktop and a browser. The
 * frame step (ui_step) and the desktop loop that calls it, the clock,
 * threads, the event wake-up; where files live is in paths.h and
 * asset_dir.h. Nothing else in the window owns a main loop, creates a
 * thread or asks SDL where files go (tests/unit/check_platform.sh). */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "sdl.h"

struct ui_app;
struct ui_script;

/* ---- the clock (clock.c) ------------------------------------------------ */
uint32_t ui_clock_ms(void);                             /* ms since start: the animation clock */
uint64_t ui_clock_mark(void);                           /* a fine instant, to measure from */
double ui_clock_ms_since(uint64_t mark);                /* ms from `mark` to now */
double ui_clock_ms_between(uint64_t from, uint64_t to); /* ms between two marks */

/* ---- threads and the wake-up (threads.c) -------------------------------- */
typedef SDL_Thread ui_thread;
/* `run(arg)` in a thread of its own; NULL if none could be made. */
ui_thread *ui_thread_start(int (*run)(void *), const char *name, void *arg);
void ui_thread_join(ui_thread *t); /* waits for its end; NULL: nothing */
/* A computer player's search somewhere other than a thread of this
 * program: on the page, its Web Worker (search_web.c); false on the desktop
 * (threads.c), where the search runs in a thread. When true, `answer(arg,
 * rc, move)` is called from a later frame with metro_ai_choose's result. */
struct metro_state;
struct metro_move;
struct metro_ai_budget;
bool ui_search_elsewhere(const struct metro_state *s, const char *ai_name, uint64_t seed,
                         const struct metro_ai_budget *budget,
                         void (*answer)(void *arg, int rc, const struct metro_move *m), void *arg);
/* The page (a browser): no threads, no listening socket, no UDP; its
 * network is the browser's WebSocket, polled by the frame step. */
bool ui_platform_is_page(void);
/* The page's own "host:port" (the server that served it: a club's
 * metro-server --web), for the Online screen's address; false on the
 * desktop, or when it does not fit in n. */
bool ui_page_origin(char *out, size_t n);
/* Reserves n kinds of wake-up; returns the first (the others follow it). */
uint32_t ui_wake_kinds(int n);
/* From any thread: the frame step wakes and sees an event of this kind. */
void ui_wake(uint32_t kind);
/* The same for a callback of another thread (the network client's notify):
 * the kind rides in the context pointer, so that thread reads nothing of
 * the app, whose resources the frame step copies (ui_through_past). */
#define UI_WAKE_CTX(kind) ((void *)(uintptr_t)(kind))
void ui_wake_ctx(void *kind);
/* A wake-up of this kind every ms from now on, until stopped (wake_timer.c);
 * 0 when none could be set. */
typedef int ui_wake_timer;
ui_wake_timer ui_wake_every(uint32_t ms, uint32_t kind);
void ui_wake_stop(ui_wake_timer t); /* 0: nothing */

/* ---- the window and the frame step (desktop.c, step.c; loop.c or web.c) -- */
/* The frame step's phases, timed by every step (the page's benchmark,
 * tools/web bench, prints those of its slowest frames). */
enum ui_step_phase {
    UI_PHASE_EVENTS,   /* input and the answers: a move is made here */
    UI_PHASE_AUTOSAVE, /* the move written to disk */
    UI_PHASE_TURNS,    /* the window's size, a computer seat's turn asked */
    UI_PHASE_RENDER,   /* the layout pass and the drawing */
    UI_PHASE_PRESENT,  /* the picture to the screen */
    UI_PHASE_SCRIPT,   /* --script's next commands */
    UI_PHASES
};
/* What the frame step draws on and is driven by. */
typedef struct ui_platform {
    SDL_Window *window;
    SDL_Renderer *renderer;
    struct ui_script *script; /* --script's events, or NULL */
    int status;               /* 1 when the script failed, else 0 */
    /* The event the desktop loop woke up for, handled first by the next
     * step (a peek would leave SDL's poll sentinel: a frame of delay). */
    SDL_Event woke;
    bool has_woke;
    /* F11: the windowed place and size to go back to */
    int back_x, back_y, back_w, back_h;
    double phase_ms[UI_PHASES]; /* the last step's time in each phase */
    uint64_t shown_key;         /* the layout inputs of the window's picture, 0: draw it again */
    unsigned presented;         /* frames drawn and presented (tests, the benchmark) */
} ui_platform;

/* One frame: the events waiting (input, the computer player's answer, the
 * network's), the autosave, the clock, a computer seat's turn, the layout,
 * the drawing and its present, then the script's next commands. False when
 * the game is to end: quit, or the script ended or failed. A desktop loop
 * calls it after each wake-up; a browser would call it every animation
 * frame. */
bool ui_step(struct ui_app *a);
/* Something moves or is awaited: the next frame is due soon, not only at
 * the next event. */
bool ui_step_busy(const struct ui_app *a);

/* The window, its renderer and the app on it with its worker, wake-ups,
 * files and sound: a game ready for ui_step. NULL, said on stderr, if the
 * window or the app cannot be made. `script` may be NULL. */
struct ui_app *ui_desktop_open(ui_platform *p, struct ui_script *script, int w, int h);
/* Frees the app, then the window. */
void ui_desktop_close(ui_platform *p, struct ui_app *a);
/* The interactive game; `script` (may be NULL, loaded before SDL_Init:
 * script.h) injects scripted events. The window quits, autosaved, on
 * SDL_QUIT: the close button, Ctrl+Q, and SIGTERM or SIGINT (SDL's own
 * handlers turn them into SDL_QUIT). `replay` (may be NULL): a save file
 * opened in the history view at its first move; one that cannot be loaded
 * is said on stderr, with exit status 1, before a window opens. */
int ui_run(struct ui_script *script, int w, int h, const char *replay);
/* --replay: a save that does not load is said on stderr (false); one that
 * loads opens in the history view at its first move (0, else 2). */
bool ui_replay_loads(const char *path);
int ui_open_replay(struct ui_app *a, const char *path);
