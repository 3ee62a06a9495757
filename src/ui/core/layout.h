/* The layout value: what the layout pass computes from the state, the
 * window size and the size setting, and what drawing and hit testing read
 * (docs/ui.md, "The frame's path"). */
#pragma once

#include "ui.h"

typedef struct ui_layout_value {
    /* Where this state's widgets, rows, pop-ups and module panels are
     * (the app's `frame`). */
    ui_frame frame;
    /* The frame as the static views (panel, board, lesson) left it: kept
     * while their inputs are the same, the rest of the frame laid over it. */
    ui_frame base_frame;
    /* The static views' drawing (the cached layer's) and what goes over
     * it; on the set-up and online screens only `top` (no layer). */
    ui_draw_list *base, *top;
    bool layered;
    uint64_t key;      /* the inputs the value was computed for, 0 none */
    uint64_t base_key; /* the static views' inputs, the widget under the pointer included */
    unsigned base_gen; /* bumps each time base is recorded */
    unsigned runs;     /* times the views ran (tests: once per change of the inputs) */
} ui_layout_value;

ui_layout_value *ui_layout_value_new(void);
void ui_layout_value_free(ui_layout_value *v);
/* Forget what was computed: the next layout pass runs every view. */
void ui_layout_value_forget(ui_layout_value *v);
/* The layout pass on the app as it is (the history view's copy, too):
 * nothing runs while the inputs are those the value was computed for. */
void ui_layout_current(ui_app *a);
/* `pass` over the history view's copy of the past when one is shown (it
 * draws the past through the same views), with the drawing's resources
 * given back; else over `a`. */
void ui_through_past(ui_app *a, void (*pass)(ui_app *));
