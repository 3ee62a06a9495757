/* The colours every screen shares (cards, ink, highlights), named once. */
#pragma once

#include "core/draw.h"

/* The colours words are written in follow the palette (core/layout.c):
 * WCAG's 4.5:1 on the cards and rows, 7:1 in high contrast (docs/ui.md). */
enum ui_theme_ink {
    UI_THEME_DIM,
    UI_THEME_GOOD,
    UI_THEME_BAD,
    UI_THEME_SELECT,
    UI_THEME_SELECT_INK,
    UI_THEME_ON_BACK, /* words on the backs of hidden cards */
    UI_THEME_NOBODY,  /* words on nobody's grey (an unowned station) */
    UI_THEME_GOLD     /* a highlight's gold words (the solo variant played) */
};
/* An ink in d's palette (core/draw.h). */
ui_colour ui_theme(const ui_draw *d, int ink);

#define UI_TABLE         UI_RGB(0x1D2B33)                 /* behind the board and the panel */
#define UI_CARD          UI_RGB(0xF4EEDF)                 /* dialog cards, the panel */
#define UI_INK           UI_RGB(0x26221C)                 /* text */
#define UI_DIM(d)        ui_theme(d, UI_THEME_DIM)        /* secondary text */
#define UI_FAINT         UI_RGB(0xB8AE9A)                 /* placeholders, frames of light chips */
#define UI_ROW           UI_RGB(0xE9E1CE)                 /* a row in a table */
#define UI_FIRST         UI_RGB(0xFFF3C4)                 /* the winner's row */
#define UI_GOOD(d)       ui_theme(d, UI_THEME_GOOD)       /* bonuses */
#define UI_BAD(d)        ui_theme(d, UI_THEME_BAD)        /* refusals, warnings */
#define UI_TITLE         UI_RGB(0x24344A)                 /* titles */
#define UI_BACK          UI_RGB(0x34495E)                 /* backs of hidden cards */
#define UI_ON_BACK(d)    ui_theme(d, UI_THEME_ON_BACK)    /* words on them */
#define UI_SELECT(d)     ui_theme(d, UI_THEME_SELECT)     /* the selected thing; primary buttons */
#define UI_SELECT_INK(d) ui_theme(d, UI_THEME_SELECT_INK) /* words in the selected thing's blue */
#define UI_TARGET        UI_RGB(0x2E9E4C)                 /* where a selected thing may go */
#define UI_FIELD_BG      UI_RGB(0xFFFDF7)                 /* text fields, light chips */
