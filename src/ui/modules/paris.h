/* What the three files of Metro City Paris's screen share (paris.c: the
 * module's table, its input, words and scenes; paris_board.c: the board and
 * the tourists' flights; paris_rows.c: the rows of sights in the panel and
 * on the end card). Private to them. */
#pragma once

#include "metro/city_paris.h"
#include "modules/ui_module.h"

extern const struct ui_module ui_module_paris;

/* Own widget actions: a field (arg seat * 24 + field), a lit field the
 * tourist may go to (same arg), a tourist square (arg the square), a
 * waiting tourist (arg its place in the queue; drawn only, the flights aim
 * at it). */
enum {
    A_FIELD = 1,
    A_CHOICE = 2,
    A_SQUARE = 3,
    A_WAITING = 4,
    FIELDS_MAX = 4 * METRO_PARIS_ROW_MAX
};

/* The places the tourist being placed may go. */
typedef struct ui_paris_choices {
    uint32_t fields; /* bits of the current player's row */
    uint64_t squares;
} ui_paris_choices;

/* The legal Paris moves now, read back from their text ("field:I:F",
 * "square:RC") so the screen needs no knowledge of the move encoding. */
ui_paris_choices ui_paris_choices_now(const metro_state *s);
/* A sight's name in the game's language. */
const char *ui_paris_sight_name(int sight);

/* A tourist's flight (UI_ANIM_MODULE). */
typedef struct ui_paris_flight {
    float t;         /* 0..1 of the way */
    int from_sq;     /* where the tourists were taken */
    int seat;        /* whose row they reach */
    uint32_t fields; /* fields of that row reached by this move */
    int waiting;     /* tourists now waiting to be placed (they fly too) */
    uint64_t squares_gained;
    metro_state before;
} ui_paris_flight;

/* The running module animation of the last move, with the position before
 * it (replayed from the history: the engine keeps no undo copies). */
bool ui_paris_flight_now(const ui_app *a, ui_paris_flight *f);
/* The board overlay: the tourists, the lit squares, the flights. */
void ui_paris_board(const ui_app *a, ui_canvas *cv);
/* The panel section: the heading and every player's row; its height. */
float ui_paris_panel(const ui_app *a, ui_canvas *cv, void *scratch, float x, float y, float w);
/* The end card, and one seat's city points on it. */
void ui_paris_end_screen(const ui_app *a, ui_canvas *cv);
void ui_paris_end_row(const ui_app *a, ui_canvas *cv, int p, float x, float y);
