/* The colours of seats and companies in the chosen palette (no SDL:
 * metro --list-colours prints them before the window exists). */
#pragma once

#include <stdint.h>

#include "files/settings.h"

typedef struct ui_palette_colour {
    uint32_t rgb; /* 0xRRGGBB */
    uint32_t ink; /* the text colour that reads on it */
} ui_palette_colour;

/* Made by tools/gen-palette.c (palette_table.c): seats, then companies. */
extern const ui_palette_colour ui_palette_table[UI_PALETTES][METRO_MAX_ACCOUNTS];

/* The palette every later lookup uses (the window's one choice, like its
 * language); a number outside enum ui_palette chooses the printed one. */
void ui_palette_use(int palette);
int ui_palette_current(void);
/* An account's colour in the current palette; account in 0..METRO_MAX_ACCOUNTS-1. */
ui_palette_colour ui_palette_colour_of(int account);
/* The account's colour word in the printed game ("yellow", "mustard"):
 * English, for --list-colours; the window translates its own. */
const char *ui_palette_word(int account);
