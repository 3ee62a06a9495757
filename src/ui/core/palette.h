/* The colours of seats and companies in each palette (no SDL:
 * metro --list-colours prints them before the window exists). The app's
 * settings choose one; its draw context carries it (core/draw.h). */
#pragma once

#include <stdint.h>

#include "files/settings.h"

typedef struct ui_palette_colour {
    uint32_t rgb; /* 0xRRGGBB */
    uint32_t ink; /* the text colour that reads on it */
} ui_palette_colour;

/* Made by tools/gen-palette.c (palette_table.c): seats, then companies. */
extern const ui_palette_colour ui_palette_table[UI_PALETTES][METRO_MAX_ACCOUNTS];

/* One palette: its number (enum ui_palette) and its accounts' colours. */
typedef struct ui_colourway {
    int id;
    const ui_palette_colour *accounts; /* METRO_MAX_ACCOUNTS of them */
} ui_colourway;

/* The palette numbered `id` (enum ui_palette); any other number gives the
 * printed one. */
const ui_colourway *ui_palette_of(int id);
/* The account's colour word in the printed game ("yellow", "mustard"):
 * English, for --list-colours; the window translates its own. */
const char *ui_palette_word(int account);
