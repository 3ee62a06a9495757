/* Pieces of the modules' end screens: ranks, seat badges, the buttons. */
#pragma once

#include "ui_module.h"

/* Rank of each seat by final points (ties share the better rank), and the
 * seats in that order (ties by seat). */
void ui_end_ranks(const metro_state *s, const int fin[], int rank[], int seats[]);
/* The left of seat p's row (top ry, height rh) on an end screen x..x+w: the
 * row's background (the winner's highlighted), its rank, badge and name (cut
 * with "…" past name_w). */
void ui_end_row_head(ui_app *a, float x, float w, float ry, float rh, int p, int rank,
                     float name_w);
/* A seat's colour disc with its symbol. */
void ui_end_seat_badge(ui_app *a, int seat, float cx, float cy, float r);
/* Play again, New set-up and Quit along the bottom of a w x h card at x, y. */
void ui_end_buttons(ui_app *a, float x, float y, float w, float h);
/* The right end of a seat's row: "lines N", "<extra_name> +extra" and the
 * total in large figures (end screens that add module points to lines);
 * extra_name is an N_() text, translated here. */
void ui_end_row_totals(ui_app *a, float x, float w, float ry, int total, int extra,
                       const char *extra_name);
