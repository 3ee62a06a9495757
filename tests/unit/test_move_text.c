/* Unit tests for move text: "cbaa32" lays, "draw", and parse errors. */
#include "check.h"
#include "metro/engine.h"

static metro_state game(int players, int free_orientation, const char *hand0)
{
    metro_config cfg;
    metro_config_default(&cfg, players);
    cfg.free_orientation = free_orientation;
    cfg.hand_size = 2;
    metro_state s;
    metro_setup(&s, &cfg, NULL, 0);
    s.hand[0][0] = (uint8_t)metro_tile_from_letters("dddd");
    s.hand[0][1] = (uint8_t)metro_tile_from_letters(hand0);
    return s;
}

int main(void)
{
    metro_state s = game(3, 0, "aacb");
    metro_move m;
    char why[256], out[32];
    CHECK_EQ(metro_move_parse(&s, "aacb32", &m, why, sizeof why), METRO_OK);
    CHECK_EQ(m.kind, METRO_MOVE_LAY);
    CHECK_EQ(m.tile, metro_tile_from_letters("aacb"));
    CHECK_EQ(m.sq, 3 * 8 + 2);
    CHECK_EQ(m.from, 1); /* the hand slot holding the tile */
    CHECK(metro_move_format(&s, &m, out, sizeof out) == 6);
    CHECK_STR(out, "aacb32");
    CHECK_EQ(metro_move_parse(&s, "dddd07", &m, why, sizeof why), METRO_OK);
    CHECK_EQ(m.from, 0);
    /* Not held: an error that says why. */
    why[0] = 0;
    CHECK_EQ(metro_move_parse(&s, "cbaa32", &m, why, sizeof why), METRO_ERR_NOT_IN_HAND);
    CHECK(why[0] != 0);
    /* Held only as a rotation: refused with fixed orientation... */
    CHECK(metro_move_parse(&s, "baac32", &m, why, sizeof why) != METRO_OK);
    /* ...found with free orientation. */
    metro_state f = game(3, 1, "aacb");
    CHECK_EQ(metro_move_parse(&f, "baac32", &m, why, sizeof why), METRO_OK);
    CHECK_EQ(m.tile, metro_tile_from_letters("baac"));
    CHECK_EQ(m.from, 1);
    const char *bad[] = {"",       "aacb3",  "aacb322", "aacb82", "aacb3x",
                         "xxxx32", "AACB32", "drawx",   "Draw",   "aabc32"};
    for (unsigned i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        why[0] = 0;
        CHECK_MSG(metro_move_parse(&s, bad[i], &m, why, sizeof why) != METRO_OK, bad[i]);
        CHECK_MSG(why[0] != 0, bad[i]);
    }
    CHECK_EQ(metro_move_parse(&s, "draw", &m, why, sizeof why), METRO_OK);
    CHECK_EQ(m.kind, METRO_MOVE_DRAW);
    CHECK(metro_move_format(&s, &m, out, sizeof out) == 4);
    CHECK_STR(out, "draw");
    /* After a draw every lay comes from the drawn tile. */
    CHECK_EQ(metro_apply(&s, &m), METRO_OK);
    char l[5];
    metro_tile_letters(s.drawn, l);
    snprintf(out, sizeof out, "%s05", l);
    CHECK_EQ(metro_move_parse(&s, out, &m, why, sizeof why), METRO_OK);
    CHECK_EQ(m.from, METRO_FROM_DRAWN);
    return check_done();
}
