/* The script runner's own parts (script.c runs the commands): its state,
 * the events it sends (script_events.c), what it expects (script_expect.c),
 * its walks and plays (script_play.c). */
#pragma once

#include "harness/script_file.h"
#include "ui.h"

enum {
    TIMEOUT_MS = 20000,
    /* play-on clicks a position again after this long unanswered: online,
     * a move sent while the host was down is lost, and a player would
     * simply lay the tile again once reconnected */
    RECLICK_MS = 3000,
};

struct ui_script {
    ui_script_lines l;
    int pc; /* the command to run; l.n: the end (quit sent), past it: nothing left */
    uint32_t wait_until, waiting_since;
    int progress, pushed_at; /* play-on: the moves seen, the position clicked last */
    uint32_t pushed_time;    /* play-on: when it clicked */
    int mouse_events;        /* sent so far (keys-only checks there were none) */
    int tabs;                /* tab-to: pressed so far */
};

typedef struct ui_script ui_script;

/* ---- script_events.c: every event goes through SDL's queue ---------------- */
/* The pointer to pixel (x, y): a motion event (counted for keys-only). */
void ui_script_move_to(ui_script *s, const ui_app *a, float x, float y);
/* The centre of square RC (row and column digits), in pixels. */
void ui_script_square_centre(const ui_app *a, int rc, float *x, float *y);
void ui_script_click_at(ui_script *s, ui_app *a, float x, float y);
/* A key ("ctrl+z", "shift+Tab": SDL's key names); false if no such key. */
bool ui_script_press_key(const char *spec);
/* A click on the button scripts call `name` (actions.h), if there. */
bool ui_script_press_button(ui_script *s, ui_app *a, const char *name);
/* That button is registered as clickable now / drawn as clickable. */
bool ui_script_button_clickable(const ui_app *a, const char *name);
bool ui_script_button_lit(const ui_app *a, const char *name);
/* The first hit of action (and arg; -1 any) this frame, NULL if none. */
const ui_hit *ui_script_find_hit(const ui_app *a, int action, int arg);
bool ui_script_click_hit(ui_script *s, ui_app *a, int action, int arg);
/* Hit h is module widget NAME of its module's table. */
bool ui_script_hit_named(const ui_hit *h, const char *name);
/* "NAME" or "NAME=ARG": that module widget is drawn now. */
bool ui_script_widget_drawn(const ui_app *a, const char *spec);
/* "hit": a module widget by name, a module-move button, a set-up switch. */
bool ui_script_press_hit(ui_script *s, ui_app *a, const char *spec);
/* A legal square for the current tile (the first of "RC RC ..." that is),
 * clicked, or walked to with the arrow keys and laid with Enter. */
bool ui_script_lay_any(ui_script *s, ui_app *a, const char *prefer);
bool ui_script_key_lay(ui_app *a, const char *prefer);

/* ---- script_expect.c ---------------------------------------------------------- */
bool ui_script_expect(const ui_app *a, const char *what);
/* "focus=NAME[:ARG]", "focus-none", "typing=FIELD". */
bool ui_script_expect_focus(const ui_app *a, const char *what);

/* ---- script_play.c: 1 done, 0 not yet, -1 failed ------------------------------- */
int ui_script_tab_to(ui_script *s, ui_app *a, const char *arg);
int ui_script_focus_walk(ui_script *s, ui_app *a, const char *arg);
int ui_script_play_on(ui_script *s, ui_app *a, int until, bool keys);

/* ---- script_record.c: "report-record", the moves in effect as played ---------- */
int ui_script_report_record(ui_script *s, ui_app *a, const char *arg);
