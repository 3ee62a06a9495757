/* The board's metro lines traced square by square (lines.c): what the
 * line highlighting, the line values and the flying points follow. */
#pragma once

#include <stdint.h>

#include "metro/game.h"

enum { UI_PATH_MAX = 128 };
typedef struct ui_path {
    int n;
    uint8_t sq[UI_PATH_MAX], in_side[UI_PATH_MAX];
} ui_path;

typedef struct ui_lines {
    ui_path path[METRO_MAX_LINES];
    int8_t at[METRO_SQUARES][4]; /* line entering (sq, side), -1 none */
} ui_lines;

void ui_lines_trace(ui_lines *l, const metro_state *s);
/* Line whose start or destination is station 1..32. */
int ui_line_ending_at(const metro_state *s, int station);
