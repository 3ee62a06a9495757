/* The exception to rule 4.2.4 (every placement breaks it), fixed and free orientation. */
#include "board.h"

/* Empty board: dddd U-turns on every border square, the only candidates. */
static void test_dddd_on_empty_board(void)
{
    for (int fr = 0; fr < 2; fr++) {
        metro_state s;
        game_with_hand(&s, 3, fr, T("dddd"));
        for (int sq = 0; sq < 64; sq++)
            if (metro_is_border(sq)) CHECK_EQ(metro_lay_error(&s, T("dddd"), sq), METRO_OK);
        CHECK_EQ_U64(metro_lay_squares(&s, T("dddd")), border_mask());
        CHECK_EQ_U64(legal_squares_of(&s, T("dddd")), border_mask());
        metro_move m = lay(T("dddd"), 0, 0, 0);
        CHECK_EQ(metro_move_check(&s, &m, NULL, 0), METRO_OK);
    }
    metro_state b;
    CHECK_EQ(validate_text("dddd00", 2, false, &b), 0);
    CHECK_EQ(validate_text("dacc03", 2, false, &b), 1); /* dacc can go elsewhere */
}

/* Only the top row open: dacc U-turns at the top of each of those squares. */
static void test_top_row_only(void)
{
    metro_state s;
    metro_setup_board(&s, 2, false);
    uint64_t top = 0xFFull;
    fill_except(&s, top, T("aaaa"));
    CHECK_EQ_U64(metro_candidate_squares(&s), top);
    for (int c = 0; c < 8; c++) {
        CHECK_EQ(metro_lay_error(&s, T("dacc"), metro_sq(0, c)), METRO_OK);
        CHECK_EQ(metro_lay_error(&s, T("aaaa"), metro_sq(0, c)), METRO_OK);
    }
    /* Reopen (7,3), where dacc's U-turn faces inward: the exception ends. */
    metro_state t;
    metro_setup_board(&t, 2, false);
    fill_except(&t, top | bit(7, 3), T("aaaa"));
    CHECK_EQ(metro_lay_error(&t, T("dacc"), metro_sq(0, 3)), METRO_ERR_ONE_TILE);
    CHECK_EQ(metro_lay_error(&t, T("dacc"), metro_sq(7, 3)), METRO_OK);
    CHECK_EQ_U64(metro_lay_squares(&t, T("dacc")), bit(7, 3));
}

/* Open squares (0,3) and (0,4): dada U-turns on top of both; its rotation
 * adad does not. Fixed: the exception applies. Free: it does not, because
 * the exception spans every orientation. */
static void test_exception_spans_orientations(void)
{
    uint64_t open = bit(0, 3) | bit(0, 4);
    for (int fr = 0; fr < 2; fr++) {
        metro_state s;
        game_with_hand(&s, 2, fr, T("dada"));
        fill_except(&s, open, T("aaaa"));
        metro_move m = lay(T("dada"), 0, 3, 0);
        if (!fr) {
            CHECK_EQ(metro_move_check(&s, &m, NULL, 0), METRO_OK);
            CHECK_EQ_U64(legal_squares_of(&s, T("dada")), open);
            CHECK_EQ_U64(legal_squares_of(&s, T("adad")), 0);
            CHECK_EQ(metro_lay_error(&s, T("dada"), metro_sq(0, 4)), METRO_OK);
        } else {
            CHECK_EQ(metro_move_check(&s, &m, NULL, 0), METRO_ERR_ONE_TILE);
            m = lay(T("adad"), 0, 3, 0);
            CHECK_EQ(metro_move_check(&s, &m, NULL, 0), METRO_OK);
            CHECK_EQ_U64(legal_squares_of(&s, T("dada")), 0);
            CHECK_EQ_U64(legal_squares_of(&s, T("adad")), open);
            CHECK_EQ(metro_lay_error(&s, T("dada"), metro_sq(0, 4)), METRO_ERR_ONE_TILE);
        }
    }
}

/* Only corner (0,0) open: adad U-turns on the left, dada on the top; every
 * placement in every orientation breaks rule 4, so all are legal. */
static void test_corner_only(void)
{
    for (int fr = 0; fr < 2; fr++) {
        metro_state s;
        game_with_hand(&s, 4, fr, T("adad"));
        fill_except(&s, bit(0, 0), T("aaaa"));
        CHECK_EQ_U64(legal_squares_of(&s, T("adad")), bit(0, 0));
        CHECK_EQ_U64(legal_squares_of(&s, T("dada")), fr ? bit(0, 0) : 0);
        metro_move m = lay(T("dada"), 0, 0, 0);
        CHECK_EQ(metro_move_check(&s, &m, NULL, 0), fr ? METRO_OK : METRO_ERR_ROTATED);
        /* A tile with a harmless orientation gets no exception: cbaa joins
         * 8->9 on (0,0), its rotation acba does not. */
        game_with_hand(&s, 4, fr, T("cbaa"));
        fill_except(&s, bit(0, 0), T("aaaa"));
        m = lay(T("cbaa"), 0, 0, 0);
        CHECK_EQ(metro_move_check(&s, &m, NULL, 0), fr ? METRO_ERR_ONE_TILE : METRO_OK);
    }
}

int main(void)
{
    test_dddd_on_empty_board();
    test_top_row_only();
    test_exception_spans_orientations();
    test_corner_only();
    return check_done();
}
