/* Rules 4.2.1-4.2.4 on concrete boards: occupied, centre, adjacency, one-tile lines. */
#include "board.h"

/* §4.2.4 read independently on an empty board: a station side of sq leads
 * straight to a station side of sq (U-turn or corner turn). */
static int one_tile_line(int t, int sq)
{
    for (int s = 0; s < 4; s++)
        if (metro_neighbour(sq, s) < 0 && metro_neighbour(sq, metro_tile_exit(t, s)) < 0) return 1;
    return 0;
}

static void test_rule1_and_2(void)
{
    metro_state s;
    metro_setup_board(&s, 2, false);
    CHECK_EQ_U64(metro_candidate_squares(&s), border_mask());
    for (int sq = 0; sq < 64; sq++)
        if (metro_is_centre(sq)) CHECK_EQ(metro_lay_error(&s, T("aaaa"), sq), METRO_ERR_CENTRE);
    CHECK_EQ(metro_lay_error(&s, T("aaaa"), metro_sq(2, 2)), METRO_ERR_NOT_ADJACENT);
    /* The centre is not a tile: centre-adjacent squares need a tiled neighbour. */
    for (int i = 0; i < METRO_CENTRE_SIDES; i++)
        CHECK_EQ(metro_lay_error(&s, T("aaaa"), metro_centre_slot_square(i)),
                 METRO_ERR_NOT_ADJACENT);
    place_text(&s, "aaaa03");
    CHECK_EQ(metro_lay_error(&s, T("aaaa"), metro_sq(0, 3)), METRO_ERR_OCCUPIED);
    CHECK_EQ(metro_lay_error(&s, T("aaaa"), metro_sq(1, 3)), METRO_OK);
    CHECK_EQ(metro_lay_error(&s, T("aaaa"), metro_sq(1, 2)), METRO_ERR_NOT_ADJACENT); /* diagonal */
    CHECK_EQ(metro_lay_error(&s, T("aaaa"), metro_sq(1, 4)), METRO_ERR_NOT_ADJACENT);
    CHECK_EQ(metro_lay_error(&s, T("aaaa"), metro_sq(2, 3)), METRO_ERR_NOT_ADJACENT);
    CHECK_EQ_U64(metro_candidate_squares(&s), (border_mask() & ~bit(0, 3)) | bit(1, 3));
    place_text(&s, "aaaa13");
    CHECK_EQ(metro_lay_error(&s, T("aaaa"), metro_sq(2, 3)), METRO_OK);
    CHECK_EQ(metro_lay_error(&s, T("aaaa"), metro_sq(2, 4)), METRO_ERR_NOT_ADJACENT);
    CHECK_EQ(metro_lay_error(&s, T("aaaa"), metro_sq(1, 3)), METRO_ERR_OCCUPIED);
    /* The same through notation validation: index of the first bad placement. */
    metro_state b;
    CHECK_EQ(validate_text("aaaa03aaaa03", 2, false, &b), 2);
    CHECK_EQ(validate_text("aaaa03cbaa33", 2, false, &b), 2);
    CHECK_EQ(validate_text("aaaa03aaaa13aaaa24", 2, false, &b), 3);
    CHECK_EQ(b.tiles_laid, 2); /* the board left by the legal ones */
    CHECK_EQ(validate_text("aaaa22", 2, false, &b), 1);
    CHECK_EQ(validate_text("aaaa03aaaa13aaaa23", 2, false, &b), 0);
}

static void test_rule4_empty_board(void)
{
    metro_state s;
    metro_setup_board(&s, 4, false);
    for (int t = 0; t < METRO_TILE_TYPES; t++) {
        int always = 1; /* breaks rule 4 on every candidate square */
        for (int sq = 0; sq < 64; sq++)
            if (metro_is_border(sq) && !one_tile_line(t, sq)) always = 0;
        uint64_t want_ok = 0;
        for (int sq = 0; sq < 64; sq++) {
            int want;
            if (metro_is_centre(sq))
                want = METRO_ERR_CENTRE;
            else if (!metro_is_border(sq))
                want = METRO_ERR_NOT_ADJACENT;
            else if (one_tile_line(t, sq) && !always)
                want = METRO_ERR_ONE_TILE;
            else
                want = METRO_OK;
            if (!CHECK_EQ(metro_lay_error(&s, t, sq), want))
                fprintf(stderr, "  tile %d square %d\n", t, sq);
            if (want == METRO_OK) want_ok |= 1ull << sq;
        }
        CHECK_EQ_U64(metro_lay_squares(&s, t), want_ok);
    }
}

static void test_rule4_named_cases(void)
{
    metro_state s;
    metro_setup_board(&s, 2, false);
    /* U-turn on an outer side. */
    CHECK_EQ(metro_lay_error(&s, T("dacc"), metro_sq(0, 3)), METRO_ERR_ONE_TILE); /* top */
    CHECK_EQ(metro_lay_error(&s, T("dacc"), metro_sq(3, 0)), METRO_OK); /* top is inside */
    CHECK_EQ(metro_lay_error(&s, T("adad"), metro_sq(3, 0)), METRO_ERR_ONE_TILE); /* left */
    CHECK_EQ(metro_lay_error(&s, T("adad"), metro_sq(3, 7)), METRO_ERR_ONE_TILE); /* right */
    CHECK_EQ(metro_lay_error(&s, T("adad"), metro_sq(0, 3)), METRO_OK);
    CHECK_EQ(metro_lay_error(&s, T("ccda"), metro_sq(7, 3)), METRO_ERR_ONE_TILE); /* bottom */
    CHECK_EQ(metro_lay_error(&s, T("ccda"), metro_sq(0, 3)), METRO_OK);
    /* Corner turn joining the corner's two stations. */
    CHECK_EQ(metro_lay_error(&s, T("cbaa"), metro_sq(0, 0)), METRO_ERR_ONE_TILE); /* 8 -> 9 */
    CHECK_EQ(metro_lay_error(&s, T("cbaa"), metro_sq(0, 7)), METRO_OK);
    CHECK_EQ(metro_lay_error(&s, T("bbbb"), metro_sq(0, 7)), METRO_ERR_ONE_TILE); /* 1 -> 32 */
    CHECK_EQ(metro_lay_error(&s, T("bbbb"), metro_sq(0, 0)), METRO_ERR_ONE_TILE); /* 9 -> 8 */
    CHECK_EQ(metro_lay_error(&s, T("bbbb"), metro_sq(0, 3)), METRO_OK);
    CHECK_EQ(metro_lay_error(&s, T("aaaa"), metro_sq(0, 0)), METRO_OK);
}

/* No station starts next to the centre, so without a token no tile there
 * makes a one-tile line, not even a U-turn on the centre side. */
static void test_centre_side(void)
{
    metro_state s;
    metro_setup_board(&s, 2, false);
    place_text(&s, "aaaa03aaaa13");
    for (int t = 0; t < METRO_TILE_TYPES; t++)
        CHECK_EQ(metro_lay_error(&s, t, metro_sq(2, 3)), METRO_OK);
    /* With a line starting on the centre side (module 2 token through the
     * engine service), the U-turn back into the centre is a one-tile line. */
    metro_add_line(&s, METRO_STATIONS + 0, metro_sq(2, 3), METRO_BOTTOM, 0, false);
    for (int t = 0; t < METRO_TILE_TYPES; t++) {
        char l[5];
        metro_tile_letters(t, l);
        CHECK_EQ(metro_lay_error(&s, t, metro_sq(2, 3)),
                 l[2] == 'd' ? METRO_ERR_ONE_TILE : METRO_OK);
    }
}

/* Rule 4.2.3 in a game: the hand tile may not be turned unless §5.1. */
static void test_orientation(void)
{
    metro_state s;
    game_with_hand(&s, 2, false, T("aacb"));
    metro_move m = lay(T("baac"), 0, 3, 0);
    CHECK_EQ(metro_move_check(&s, &m, NULL, 0), METRO_ERR_ROTATED);
    m = lay(T("aacb"), 0, 3, 0);
    CHECK_EQ(metro_move_check(&s, &m, NULL, 0), METRO_OK);
    m = lay(T("aaaa"), 0, 3, 0);
    CHECK_EQ(metro_move_check(&s, &m, NULL, 0), METRO_ERR_NOT_IN_HAND);
    game_with_hand(&s, 2, true, T("aacb"));
    for (int k = 0; k < 4; k++) {
        m = lay(metro_tile_rotate(T("aacb"), k), 0, 3, 0);
        CHECK_EQ(metro_move_check(&s, &m, NULL, 0), METRO_OK);
    }
    m = lay(T("aaaa"), 0, 3, 0);
    CHECK_EQ(metro_move_check(&s, &m, NULL, 0), METRO_ERR_NOT_IN_HAND);
    /* Free orientation still applies rule 4 per rotation: on (0,0) aacb
     * joins 9->8, but its rotation acba does not. */
    m = lay(T("aacb"), 0, 0, 0);
    CHECK_EQ(metro_move_check(&s, &m, NULL, 0), METRO_ERR_ONE_TILE);
    m = lay(T("acba"), 0, 0, 0);
    CHECK_EQ(metro_move_check(&s, &m, NULL, 0), METRO_OK);
}

int main(void)
{
    test_rule1_and_2();
    test_rule4_empty_board();
    test_rule4_named_cases();
    test_centre_side();
    test_orientation();
    return check_done();
}
