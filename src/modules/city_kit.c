/* The Metro City kit (docs/rules.md §7, common terms): tourist colours and
 * symbols, inner squares, tourists on squares, and the shared views of
 * include/metro/modules.h that read whichever city is in play. */
#include <string.h>

#include "city_kit.h"

/* Names and symbols: the symbol tells colours apart without hue (the UI
 * draws it with ui_symbol's kinds in this order). */
static const char *const colour_names[CITY_COLOURS] = {
    "red", "orange", "yellow", "green", "blue", "purple", "pink", "brown",
};
static const char *const colour_symbols[CITY_COLOURS] = {
    "circle", "square", "triangle", "diamond", "star", "hexagon", "plus", "inverted triangle",
};

const char *metro_city_colour_name(int colour)
{
    return colour >= 0 && colour < CITY_COLOURS ? colour_names[colour] : "?";
}

const char *metro_city_colour_symbol(int colour)
{
    return colour >= 0 && colour < CITY_COLOURS ? colour_symbols[colour] : "?";
}

int city_colour_by_name(const char *name)
{
    for (int c = 0; c < CITY_COLOURS; c++)
        if (strcmp(colour_names[c], name) == 0) return c;
    return -1;
}

int city_square_by_text(const char *text)
{
    if (strlen(text) != 2 || text[0] < '0' || text[0] > '7' || text[1] < '0' || text[1] > '7')
        return -1;
    return metro_sq(text[0] - '0', text[1] - '0');
}

bool metro_city_is_inner(int sq)
{
    return sq >= 0 && sq < METRO_SQUARES && !metro_is_border(sq) && !metro_is_centre(sq);
}

uint64_t city_inner_mask(void)
{
    uint64_t m = 0;
    for (int sq = 0; sq < METRO_SQUARES; sq++)
        if (metro_city_is_inner(sq)) m |= 1ull << sq;
    return m;
}

int city_inner_square(int i)
{
    for (int sq = 0; sq < METRO_SQUARES; sq++)
        if (metro_city_is_inner(sq) && i-- == 0) return sq;
    return -1;
}

void city_tourists_deal_inner(city_tourists *t, metro_rng *rng)
{
    uint8_t sq[CITY_INNER];
    for (int i = 0; i < CITY_INNER; i++) sq[i] = (uint8_t)city_inner_square(i);
    metro_rng_shuffle(rng, sq, CITY_INNER);
    t->squares = 0;
    t->count = CITY_INNER;
    for (int i = 0; i < CITY_TOURISTS; i++) t->at[i] = CITY_OFF_BOARD;
    for (int i = 0; i < CITY_INNER; i++) city_tourist_put(t, i, sq[i]);
}

int city_tourists_on(const city_tourists *t, int sq, uint8_t ids[CITY_TOURISTS])
{
    int n = 0;
    if (sq < 0 || sq >= METRO_SQUARES || !(t->squares >> sq & 1u)) return 0;
    for (int i = 0; i < t->count; i++)
        if (t->at[i] == sq) ids[n++] = (uint8_t)i;
    return n;
}

void city_tourist_put(city_tourists *t, int id, int sq)
{
    int from = t->at[id];
    t->at[id] = (uint8_t)sq;
    if (from != CITY_OFF_BOARD) {
        bool others = false;
        for (int i = 0; i < t->count; i++) others |= t->at[i] == from;
        if (!others) t->squares &= ~(1ull << from);
    }
    if (sq != CITY_OFF_BOARD) t->squares |= 1ull << sq;
}

/* ---- Views (include/metro/modules.h) ------------------------------------------ */

int metro_city_slot(const metro_state *s)
{
    for (int i = 0; i < metro_module_count(); i++) {
        const struct metro_module *m = metro_module_get(i);
        if (module_in_play(s, i) && m->group && strcmp(m->group, "city") == 0) return i;
    }
    return -1;
}

static const city_tourists *tourists_of(const metro_state *s)
{
    int slot = metro_city_slot(s);
    return slot >= 0 ? METRO_MODULE_STATE_CONST(city_tourists, s, slot) : NULL;
}

uint64_t metro_city_tourist_squares(const metro_state *s)
{
    const city_tourists *t = tourists_of(s);
    return t ? t->squares : 0;
}

int metro_city_tourists_on(const metro_state *s, int sq, int colour[METRO_CITY_TOURISTS])
{
    const city_tourists *t = tourists_of(s);
    uint8_t ids[CITY_TOURISTS];
    int n = t ? city_tourists_on(t, sq, ids) : 0;
    for (int i = 0; i < n; i++) colour[i] = city_colour(ids[i]);
    return n;
}
