/* The application object and the entry points used by main. */
#pragma once

#include "ui.h"

ui_app *ui_app_new(SDL_Renderer *r, char *err, size_t errlen);
void ui_app_free(ui_app *a);

/* Render a scene or a save file into a PNG; `save` (may be NULL) also writes
 * the shown game as a save file (to make test fixtures). With check_text, a
 * text drawn past its box (a translation too long for it) fails: 3. */
int ui_screenshot(const char *file, const char *scene, const char *load, const char *save, int w,
                  int h, bool check_text);
int ui_bench_render(uint64_t t_start);
/* The interactive game; `script` (may be NULL, loaded before SDL_Init:
 * script.h) injects scripted events. The window quits, autosaved, on
 * SDL_QUIT: the close button, Ctrl+Q, and SIGTERM or SIGINT (SDL's own
 * handlers turn them into SDL_QUIT). `replay` (may be NULL): a save file
 * opened in the history view at its first move; one that cannot be loaded
 * is said on stderr, with exit status 1, before a window opens. */
struct ui_script;
int ui_run(struct ui_script *script, int w, int h, const char *replay);

/* ---- input.c ----------------------------------------------------------- */
void ui_handle_event(ui_app *a, const SDL_Event *e);
void ui_do_action(ui_app *a, int action, int arg);

/* ---- ai_worker.c: computer seats and hints off the UI thread -------------- */
typedef struct ui_worker ui_worker;
ui_worker *ui_worker_new(void);
void ui_worker_free(ui_worker *w);
/* Start choosing a move for s->current with AI `name`, thinking its wall
 * time on every core (a tenth of it when `fast`: scripted tests); false if
 * busy/unknown. */
bool ui_worker_start(ui_worker *w, const metro_state *s, const char *name, uint64_t seed, bool fast,
                     uint32_t event_type, int purpose);
/* Result, once the worker posted its event: true if a move is ready. */
bool ui_worker_take(ui_worker *w, metro_move *m, int *purpose);
bool ui_worker_busy(ui_worker *w);
