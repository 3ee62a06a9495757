/* What the Metro City modules share (docs/rules.md §7, common terms): the
 * tourists on the board, the inner squares, colour names in move text. */
#pragma once

#include "module_util.h"

enum {
    CITY_COLOURS = METRO_CITY_COLOURS,
    CITY_INNER = 32,                     /* inner squares */
    CITY_TOURISTS = METRO_CITY_TOURISTS, /* at most, per city */
    CITY_OFF_BOARD = 0xFF,               /* tourist not on a square */
};

/* The tourists on the board. Tourist i has colour i % 8, so a city with 4k
 * tourists has k of each colour. A city module's state struct STARTS with
 * this (so the shared views in include/metro/modules.h can read it without
 * knowing the city); what happens to a tourist off the board is the city's. */
typedef struct city_tourists {
    uint64_t squares;          /* squares holding at least one tourist */
    uint8_t count;             /* tourists in the game, 0..32 */
    uint8_t at[CITY_TOURISTS]; /* square of tourist i, or CITY_OFF_BOARD */
} city_tourists;

static inline int city_colour(int tourist)
{
    return tourist % CITY_COLOURS;
}

/* The squares orthogonally next to sq, as a mask. */
static inline uint64_t city_adjacent_squares(int sq)
{
    uint64_t m = 1ull << sq, left = 0x0101010101010101ull, right = left << 7;
    return (m << 8) | (m >> 8) | ((m & ~right) << 1) | ((m & ~left) >> 1);
}

/* The 32 inner squares (neither border nor centre), ascending. */
int city_inner_square(int i);
/* A mask of the inner squares. */
uint64_t city_inner_mask(void);

/* One tourist per inner square, at random (4 of each colour). */
void city_tourists_deal_inner(city_tourists *t, metro_rng *rng);
/* Tourists on `sq` (ids ascending); returns how many. */
int city_tourists_on(const city_tourists *t, int sq, uint8_t ids[CITY_TOURISTS]);
/* The same as a mask: bit i for tourist i. */
uint32_t city_tourists_mask_on(const city_tourists *t, int sq);
/* Put tourist `id` on `sq` (or CITY_OFF_BOARD), keeping `squares` right. */
void city_tourist_put(city_tourists *t, int id, int sq);

/* Colour by name ("red" ... as metro_city_colour_name), -1 if none. */
int city_colour_by_name(const char *name);
/* A square written as row and column digits ("32"), -1 if not one. */
int city_square_by_text(const char *text);

/* Seat views (online play): where the tourists stand, all public. The
 * reader keeps the count the set-up gave (a view with another is bad),
 * checks every square and computes `squares` again. */
void city_tourists_view_write(const city_tourists *t, metro_wire_out *w);
void city_tourists_view_read(city_tourists *t, metro_wire_in *r);
