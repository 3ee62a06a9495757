/* Pieces of the modules' end screens: ranks, seat badges, the buttons. */
#pragma once

#include "modules/ui_module.h"

/* A module's end screen: a titled card of seat rows ranked by final points. */
typedef struct ui_end_card {
    int fin[METRO_MAX_PLAYERS], rank[METRO_MAX_PLAYERS], seats[METRO_MAX_PLAYERS];
    float u, x, y, w, h, rh; /* the layout unit, the card, one row's height */
} ui_end_card;

/* Final scores and ranks, then the card with `title`: w_units wide, one row
 * of rh_units per seat (0.3 apart) plus extra_units for its head and foot. */
void ui_end_card_open(const ui_app *a, ui_canvas *cv, ui_end_card *c, float w_units, float rh_units,
                      float extra_units, const char *title);
/* Rank of each seat by final points (ties share the better rank), and the
 * seats in that order (ties by seat). */
void ui_end_ranks(const metro_state *s, const int fin[], int rank[], int seats[]);
/* The left of seat p's row (top ry, height rh) on an end screen x..x+w: the
 * row's background (the winner's highlighted), its rank, badge and name (cut
 * with "…" past name_w). */
void ui_end_row_head(const ui_app *a, ui_canvas *cv, float x, float w, float ry, float rh, int p,
                     int rank, float name_w);
/* A seat's colour disc with its symbol. */
void ui_end_seat_badge(const ui_app *a, ui_canvas *cv, int seat, float cx, float cy, float r);
/* Play again, New set-up and Quit along the bottom of a w x h card at x, y. */
void ui_end_buttons(const ui_app *a, ui_canvas *cv, float x, float y, float w, float h);
/* The right end of a seat's row: "lines N", "<extra_name> +extra" and the
 * total in large figures (end screens that add module points to lines);
 * extra_name is an N_() text, translated here. */
void ui_end_row_totals(const ui_app *a, ui_canvas *cv, float x, float w, float ry, int total,
                       int extra, const char *extra_name);
