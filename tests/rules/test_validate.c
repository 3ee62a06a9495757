/* §8 validation: deck limits per type (fixed) and per rotation class (free), indices. */
#include "board.h"

static void test_fixed_deck_limits(void)
{
    metro_state b;
    /* aaaa: 4 copies; the fifth is one too many (squares are all legal). */
    CHECK_EQ(validate_text("aaaa01aaaa02aaaa03aaaa04", 2, false, &b), 0);
    CHECK_EQ(validate_text("aaaa01aaaa02aaaa03aaaa04aaaa05", 2, false, &b), 5);
    CHECK_EQ(b.tiles_laid, 4);
    CHECK_EQ(validate_text("aaaa01aaaa02aaaa03aaaa04aaaa05", 2, true, &b), 5);
    /* dddd: 2 copies (both legal by the exception on the empty border). */
    CHECK_EQ(validate_text("dddd00dddd77", 2, false, &b), 0);
    CHECK_EQ(validate_text("dddd00dddd77dddd07", 2, false, &b), 3);
    /* aacb: 4 copies fixed; free orientation counts its class of 16. */
    const char *five = "aacb01aacb02aacb03aacb04aacb05";
    CHECK_EQ(validate_text(five, 3, false, &b), 5);
    CHECK_EQ(validate_text(five, 3, true, &b), 0);
    CHECK_EQ(b.tiles_laid, 5);
}

/* Free orientation: 16 placements of the aacb class are fine, the 17th is
 * one too many. Squares are found by asking the board for a legal one. */
static void test_free_class_limit(void)
{
    metro_state b;
    metro_setup_board(&b, 4, true);
    metro_placement p[17];
    int n = 0;
    for (int k = 0; k < 17; k++) {
        int placed = 0;
        for (int sq = 0; sq < 64 && !placed; sq++)
            for (int r = 0; r < 4 && !placed; r++) {
                int t = metro_tile_rotate(T("aacb"), (k + r) % 4);
                if (metro_lay_error(&b, t, sq) != METRO_OK) continue;
                metro_place_tile(&b, t, sq);
                p[n++] = (metro_placement){(uint8_t)t, (uint8_t)sq};
                placed = 1;
            }
        if (!CHECK(placed)) return;
    }
    char why[256] = "";
    metro_state v;
    CHECK_EQ(metro_notation_validate(p, 16, 4, true, &v, why, sizeof why), 0);
    CHECK_EQ(metro_notation_validate(p, 17, 4, true, &v, why, sizeof why), 17);
    CHECK(why[0] != 0);
    /* The same 16 with fixed orientation break the per-type limit of 4. */
    CHECK(metro_notation_validate(p, 16, 4, false, &v, why, sizeof why) > 0);
}

static void test_rotations_are_rule_checked(void)
{
    metro_state b;
    /* dada U-turns on top of (0,3); other squares take it, so not legal. */
    CHECK_EQ(validate_text("dada03", 2, false, &b), 1);
    CHECK_EQ(validate_text("dada03", 2, true, &b), 1);
    /* adad (its rotation) is fine there. */
    CHECK_EQ(validate_text("adad03", 2, true, &b), 0);
    CHECK_EQ(validate_text("", 2, false, &b), 0);
    CHECK_EQ(b.tiles_laid, 0);
}

int main(void)
{
    test_fixed_deck_limits();
    test_free_class_limit();
    test_rotations_are_rule_checked();
    return check_done();
}
