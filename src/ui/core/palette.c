/* The chosen palette of seat and company colours. */
#include "core/palette.h"

/* One choice for the whole window, like the language (i18n.c): every
 * drawing of a seat reads it, and it changes only from the settings. */
static int current = UI_PALETTE_PRINTED;

void ui_palette_use(int palette)
{
    current = palette >= 0 && palette < UI_PALETTES ? palette : UI_PALETTE_PRINTED;
}

int ui_palette_current(void)
{
    return current;
}

ui_palette_colour ui_palette_colour_of(int account)
{
    return ui_palette_table[current][account];
}

const char *ui_palette_word(int account)
{
    static const char *const words[METRO_MAX_ACCOUNTS] = {
        "yellow", "blue", "orange", "green",   "purple",   "black", "mustard",
        "teal",   "rust", "lime",   "magenta", "graphite", "red",   "silver"};
    return account >= 0 && account < METRO_MAX_ACCOUNTS ? words[account] : "?";
}
