/* The Metro City kit (docs/rules.md §7, common terms): inner squares, tourist
 * colours and symbols, the engine's passes over a tile, and a module's
 * choice holding the turn. */
#include <string.h>

#include "helpers.h"

static void test_inner_squares(void)
{
    int n = 0;
    for (int sq = 0; sq < METRO_SQUARES; sq++) {
        int r = metro_row(sq), c = metro_col(sq);
        bool border = r == 0 || r == 7 || c == 0 || c == 7;
        bool centre = (r == 3 || r == 4) && (c == 3 || c == 4);
        CHECK_EQ(metro_city_is_inner(sq), !border && !centre);
        n += metro_city_is_inner(sq);
    }
    CHECK_EQ(n, 32);
}

static void test_colours(void)
{
    for (int c = 0; c < METRO_CITY_COLOURS; c++)
        for (int d = 0; d < c; d++) {
            CHECK(strcmp(metro_city_colour_name(c), metro_city_colour_name(d)) != 0);
            CHECK(strcmp(metro_city_colour_symbol(c), metro_city_colour_symbol(d)) != 0);
        }
    CHECK_STR(metro_city_colour_name(8), "?");
    CHECK_STR(metro_city_colour_name(-1), "?");
    /* The §7.3 London example names brown and orange tourists. */
    bool brown = false, orange = false;
    for (int c = 0; c < METRO_CITY_COLOURS; c++) {
        brown |= !strcmp(metro_city_colour_name(c), "brown");
        orange |= !strcmp(metro_city_colour_name(c), "orange");
    }
    CHECK(brown && orange);
}

/* Passes over a tile, from the engine's line trace: over a finished random
 * game, each line's passes over all squares add up to the tiles it entered
 * (which the incremental route tracing counted), no tile has more than 4
 * passes of one line, and lines crossing one tile twice do occur. */
static void test_passes(void)
{
    int twice = 0;
    for (uint64_t seed = 1; seed <= 200; seed++) {
        metro_config cfg = make_config(2 + (int)(seed % 5), "", seed);
        metro_state s;
        setup_or_die(&s, &cfg);
        metro_rng rng;
        metro_rng_seed(&rng, seed);
        metro_move mv[METRO_MAX_MOVES];
        while (!metro_over(&s)) {
            int n = metro_legal_moves(&s, mv);
            metro_apply(&s, &mv[metro_rng_below(&rng, (uint32_t)n)]);
        }
        for (int id = 0; id < METRO_MAX_LINES; id++) {
            if (s.line[id].status != METRO_LINE_DONE) continue;
            int sum = 0;
            for (int sq = 0; sq < METRO_SQUARES; sq++) {
                int p = metro_line_passes(&s, id, sq);
                CHECK(p >= 0 && p <= 4);
                CHECK(p == 0 || s.cell[sq] != METRO_NO_TILE);
                twice += p >= 2;
                sum += p;
            }
            CHECK_EQ(sum, s.line[id].entries);
            uint8_t counts[METRO_SQUARES] = {0};
            CHECK_EQ(metro_line_trace(&s, id, counts), s.line[id].entries);
        }
    }
    CHECK(twice > 0);
    metro_state empty;
    metro_setup_board(&empty, 2, false);
    CHECK_EQ(metro_line_passes(&empty, 0, 0), 0);
    CHECK_EQ(metro_line_passes(&empty, 99, 0), 0);
    CHECK_EQ(metro_line_passes(&empty, 0, 64), 0);
}

int main(void)
{
    test_inner_squares();
    test_colours();
    test_passes();
    return check_done();
}
