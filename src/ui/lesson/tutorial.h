/* The first lesson: six short steps on prepared boards (a fixed deal, fixed
 * hand tiles), each waiting for the one action it teaches. The game in
 * progress is put aside meanwhile and comes back untouched: the lesson is
 * never autosaved and never counted in the statistics. Input asks the
 * functions below before it acts; view_tutorial.c draws the instruction. */
#pragma once

#include "ui.h"

enum { UI_TUTOR_STEPS = 6 };

/* The set-up screen's "First lesson": the game in progress put aside, step 1. */
void ui_tutorial_start(ui_app *a);
/* The board, hand and words of step 1..UI_TUTOR_STEPS (the scenes build them too). */
void ui_tutorial_goto(ui_app *a, int step);
/* Back to the set-up screen with the game in progress as it was. */
void ui_tutorial_leave(ui_app *a);
/* UI_ACT_TUTOR_START, _NEXT, _BACK and _LEAVE. */
void ui_tutorial_action(ui_app *a, int action);

/* During the lesson: true when it refuses a button or key of the game
 * (undo, the menu, ...), with a hint saying what to do instead. */
bool ui_tutorial_refuses(ui_app *a, int action);
/* Does a button of the game act now (true outside the lesson)? The panel
 * greys those that would only bring the refusal's note: Undo, Redo, Hint,
 * Menu, and Draw but in the drawing step. */
bool ui_tutorial_offers(const ui_app *a, int action);
/* May the tile go on sq now? False: a gentle hint says what the step wants. */
bool ui_tutorial_lay(ui_app *a, int sq, int tile);
/* May the learner draw now? False: a hint. */
bool ui_tutorial_draw(ui_app *a);
/* After a move the lesson allowed: the step is done (or half done: drawn). */
void ui_tutorial_moved(ui_app *a, const metro_move *m);
/* The pointer moved: the line under it may be the one the step asks for. */
void ui_tutorial_hovered(ui_app *a);

/* What the instruction box says and marks now. */
typedef struct ui_tutor_words {
    char title[80];
    char body[480];
    char hint[200];   /* the gentle hint after a wrong action, "" none */
    int mark_sq;      /* the square to lay on, -1 none */
    int bad_sq;       /* the square the step warns of, -1 none */
    int mark_station; /* the station to point at, 0 none */
} ui_tutor_words;
void ui_tutorial_words(const ui_app *a, ui_tutor_words *w);

/* The instruction box with Back, Next (Finish) and Leave the lesson,
 * in the side panel under the hand, and the marks on the board
 * (view_tutorial.c). */
void ui_draw_tutorial(const ui_app *a, ui_canvas *cv);
void ui_draw_tutorial_marks(const ui_app *a, ui_canvas *cv);
