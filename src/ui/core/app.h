/* The application object and the headless entry points used by main (the
 * windowed game: platform/platform.h). */
#pragma once

#include "ui.h"

ui_app *ui_app_new(SDL_Renderer *r, char *err, size_t errlen);
/* Once, for the windowed game: the player's files (settings, language,
 * autosave, rejoin) read, and the sound opened at their volume. */
void ui_app_start(ui_app *a);
void ui_app_free(ui_app *a);

/* Render a scene or a save file into a PNG; `save` (may be NULL) also writes
 * the shown game as a save file (to make test fixtures). With check_text, a
 * text drawn past its box (a translation too long for it) fails: 3.
 * `palette` (enum ui_palette) replaces the scene's own; -1 keeps it. */
int ui_screenshot(const char *file, const char *scene, const char *load, const char *save, int w,
                  int h, bool check_text, int palette);
int ui_bench_render(uint64_t t_start);
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
