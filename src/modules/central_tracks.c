/* Module 3, central tracks (docs/rules.md §6.3): four of the eight central tiles
 * cover the central station, so lines run through the centre. */
#include "module_util.h"
#include "metro/i18n_mark.h"

/* Edition default: the 8 central tile designs are not printed in the source
 * text (docs/rules.md §6.3). */
static const char *const central_designs[] = {"aaaa", "bbbb", "cccc", "bcbc",
                                              "cbcb", "aacb", "baac", "cbaa"};
enum {
    DESIGNS = (int)(sizeof central_designs / sizeof central_designs[0]),
    CENTRE_TILES = 4, /* they cover the 2x2 central station */
};

static const char *const excludes[] = {"central-stations", NULL};

/* Random designs in random rotations on (3,3) (3,4) (4,3) (4,4); the engine
 * then routes lines through them and nothing ends in the centre any more. */
static void setup(metro_state *s, int slot)
{
    (void)slot;
    static const uint8_t centre[CENTRE_TILES] = {3 * 8 + 3, 3 * 8 + 4, 4 * 8 + 3, 4 * 8 + 4};
    uint8_t pick[DESIGNS];
    for (int i = 0; i < DESIGNS; i++) pick[i] = (uint8_t)i;
    metro_rng_shuffle(&s->rng, pick, DESIGNS);
    for (int i = 0; i < CENTRE_TILES; i++) {
        int tile = metro_tile_from_letters(central_designs[pick[i]]);
        int turns = (int)metro_rng_below(&s->rng, 4);
        metro_place_tile(s, metro_tile_rotate(tile, turns), centre[i]);
    }
    s->last_sq = -1; /* no tile has been laid by a player yet */
}

const struct metro_module metro_module_central_tracks = {
    .id = "central-tracks",
    .name = METRO_N_("Central tracks"),
    .description = METRO_N_("Four central tiles cover the central station: lines run on through "
                            "the centre and nothing scores double."),
    .excludes = excludes,
    .min_players = 2,
    .max_players = METRO_MAX_PLAYERS,
    .setup = setup,
};
