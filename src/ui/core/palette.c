/* The palettes of seat and company colours, read-only: which one is drawn
 * is the app's setting, carried by its draw context. */
#include "core/palette.h"

const ui_colourway *ui_palette_of(int id)
{
    static const ui_colourway palettes[UI_PALETTES] = {
        {UI_PALETTE_PRINTED, ui_palette_table[UI_PALETTE_PRINTED]},
        {UI_PALETTE_COLOUR_BLIND, ui_palette_table[UI_PALETTE_COLOUR_BLIND]},
        {UI_PALETTE_HIGH_CONTRAST, ui_palette_table[UI_PALETTE_HIGH_CONTRAST]}};
    return &palettes[id >= 0 && id < UI_PALETTES ? id : UI_PALETTE_PRINTED];
}

const char *ui_palette_word(int account)
{
    static const char *const words[METRO_MAX_ACCOUNTS] = {
        "yellow", "blue", "orange", "green",   "purple",   "black", "mustard",
        "teal",   "rust", "lime",   "magenta", "graphite", "red",   "silver"};
    return account >= 0 && account < METRO_MAX_ACCOUNTS ? words[account] : "?";
}
