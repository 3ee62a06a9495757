/* The colours every screen shares (cards, ink, highlights), named once. */
#pragma once

#include "core/draw.h"

#define UI_TABLE    UI_RGB(0x1D2B33) /* behind the board and the panel */
#define UI_CARD     UI_RGB(0xF4EEDF) /* dialog cards, the panel */
#define UI_INK      UI_RGB(0x26221C) /* text */
#define UI_DIM      UI_RGB(0x7A7264) /* secondary text */
#define UI_FAINT    UI_RGB(0xB8AE9A) /* placeholders, frames of light chips */
#define UI_ROW      UI_RGB(0xE9E1CE) /* a row in a table */
#define UI_FIRST    UI_RGB(0xFFF3C4) /* the winner's row */
#define UI_GOOD     UI_RGB(0x2E7D3E) /* bonuses */
#define UI_BAD      UI_RGB(0xB0332B) /* refusals, warnings */
#define UI_TITLE    UI_RGB(0x24344A) /* titles */
#define UI_BACK     UI_RGB(0x34495E) /* backs of hidden cards */
#define UI_SELECT   UI_RGB(0x2F6FD0) /* the selected thing; primary buttons */
#define UI_TARGET   UI_RGB(0x2E9E4C) /* where a selected thing may go */
#define UI_FIELD_BG UI_RGB(0xFFFDF7) /* text fields, light chips */
