/* Modules 2 and 3 (docs/rules.md §6.2, §6.3): central station tokens, with and
 * without shares, and the central track tiles. */
#include "helpers.h"

static int token_line(int slot)
{
    return METRO_STATIONS + slot;
}

static void test_token_free_sides(void)
{
    metro_state s;
    metro_config cfg = make_config(2, "central-stations", 3);
    setup_or_die(&s, &cfg);
    for (int i = 0; i < 8; i++) CHECK(metro_token_slot_free(&s, i));
    metro_move moves[METRO_MAX_MOVES];
    int n = metro_legal_moves(&s, moves), tokens = 0;
    for (int i = 0; i < n; i++) tokens += moves[i].kind == METRO_MOVE_MODULE;
    CHECK_EQ(tokens, 8);
    /* A side whose square holds a tile is not free (edition reading). */
    metro_place_tile(&s, T("aaaa"), metro_centre_slot_square(0));
    CHECK(!metro_token_slot_free(&s, 0));
    CHECK_EQ(play_text(&s, "token:0"), METRO_ERR_MODULE);
    CHECK_EQ(play_text(&s, "token:1"), METRO_OK);
    CHECK_EQ(metro_token_owner(&s, 1), 0);
    CHECK_EQ(metro_token_placed_by(&s, 1), 0);
    CHECK(!metro_token_available(&s, 0));
    CHECK(metro_token_available(&s, 1));
    CHECK_EQ(s.line[token_line(1)].status, METRO_LINE_OPEN);
    CHECK_EQ(s.current, 1);
    CHECK_EQ(play_text(&s, "token:1"), METRO_ERR_MODULE); /* taken */
    CHECK_EQ(play_text(&s, "token:2"), METRO_OK);
    CHECK_EQ(metro_token_owner(&s, 2), 1);
    CHECK_EQ(play_text(&s, "token:3"), METRO_ERR_MODULE); /* seat 0 has used its token */
    n = metro_legal_moves(&s, moves);
    for (int i = 0; i < n; i++) CHECK(moves[i].kind != METRO_MOVE_MODULE);
    metro_move m;
    char why[128];
    CHECK(metro_move_parse(&s, "token:8", &m, why, sizeof why) != METRO_OK);
    CHECK(metro_move_parse(&s, "token:3:yellow", &m, why, sizeof why) != METRO_OK);
}

/* Slot 2 is (3,2), its right side faces the centre. Three "cccc" tiles lead
 * the token's line (3,2) -> (2,2) -> (2,3) and down into the centre. */
static void test_token_never_doubles(void)
{
    metro_state s;
    metro_config cfg = make_config(2, "central-stations", 4);
    setup_or_die(&s, &cfg);
    CHECK_EQ(play_text(&s, "token:2"), METRO_OK);
    metro_place_tile(&s, T("cccc"), metro_sq(2, 3));
    metro_place_tile(&s, T("cccc"), metro_sq(2, 2));
    CHECK_EQ(s.line[token_line(2)].status, METRO_LINE_OPEN);
    metro_place_tile(&s, T("cccc"), metro_sq(3, 2));
    const metro_line *l = &s.line[token_line(2)];
    CHECK_EQ(l->status, METRO_LINE_DONE);
    CHECK_EQ(l->dest, METRO_CENTRE_DEST);
    CHECK_EQ(l->points, 3); /* 3 tiles, not doubled */
    CHECK_EQ(s.score[0], 3);
}

/* Rule 4.2.4 holds for token lines: a U-turn back to the centre side is a
 * one-tile line. */
static void test_token_one_tile_rule(void)
{
    metro_state s;
    metro_config cfg = make_config(2, "central-stations", 5);
    setup_or_die(&s, &cfg);
    metro_place_tile(&s, T("aaaa"), metro_sq(3, 1));
    int sq = metro_sq(3, 2);
    CHECK_EQ(metro_lay_error(&s, T("adad"), sq), METRO_OK); /* no token yet */
    CHECK_EQ(play_text(&s, "token:2"), METRO_OK);
    CHECK_EQ(metro_lay_error(&s, T("adad"), sq), METRO_ERR_ONE_TILE);
    CHECK_EQ(metro_lay_error(&s, T("aaaa"), sq), METRO_OK);
    /* Tiles are never laid against the token without a tiled neighbour. */
    CHECK_EQ(metro_lay_error(&s, T("aaaa"), metro_centre_slot_square(0)), METRO_ERR_NOT_ADJACENT);
}

static void test_tokens_with_shares(void)
{
    metro_state s;
    metro_config cfg = make_config(3, "shares,central-stations", 6);
    setup_or_die(&s, &cfg);
    int k = 2, c = metro_shares_holding(&s, 0, k);
    char text[64];
    snprintf(text, sizeof text, "token:3:%s:%d", metro_company_name(c), (k + 1) * 10);
    CHECK_EQ(play_text(&s, text), METRO_OK);
    CHECK_EQ(metro_token_owner(&s, 3), METRO_ACCOUNT_COMPANY0 + c);
    CHECK_EQ(metro_token_placed_by(&s, 3), 0);
    CHECK_EQ(s.line[token_line(3)].owner, METRO_ACCOUNT_COMPANY0 + c);
    CHECK(metro_shares_frozen(&s, 0, k));
    CHECK(!metro_token_available(&s, METRO_ACCOUNT_COMPANY0 + c));
    /* Seat 1: a company it holds no share of is refused, so is company c. */
    int other = -1;
    for (int x = 0; x < 8 && other < 0; x++)
        if (metro_shares_percent(&s, 1, x) == 0 && x != c) other = x;
    snprintf(text, sizeof text, "token:4:%s:10", metro_company_name(other));
    CHECK_EQ(play_text(&s, text), METRO_ERR_MODULE);
    int k1 = 0, c1 = metro_shares_holding(&s, 1, 0);
    if (c1 != c) {
        snprintf(text, sizeof text, "token:4:%s:%d", metro_company_name(c1), (k1 + 1) * 10);
        CHECK_EQ(play_text(&s, text), METRO_OK);
    } else {
        CHECK_EQ(play_text(&s, "swap:10:up"), METRO_OK);
    }
    CHECK_EQ(play_text(&s, "swap:10:top"), METRO_OK); /* seat 2 */
    snprintf(text, sizeof text, "swap:%d:up", (k + 1) * 10);
    CHECK_EQ(play_text(&s, text), METRO_ERR_MODULE); /* seat 0's shown share */
    metro_move moves[METRO_MAX_MOVES];
    int n = metro_legal_moves(&s, moves);
    for (int i = 0; i < n; i++)
        CHECK(!(moves[i].kind == METRO_MOVE_MODULE && moves[i].a == 1 &&
                moves[i].module == metro_module_find("shares") && moves[i].b == k));
}

static void test_central_tracks_setup(void)
{
    static const char *const designs[8] = {"aaaa", "bbbb", "cccc", "bcbc",
                                           "cbcb", "aacb", "baac", "cbaa"};
    int rotations_seen = 0;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        metro_state s;
        metro_config cfg = make_config(3, "central-tracks", seed);
        setup_or_die(&s, &cfg);
        CHECK_EQ_U64(s.centre_open_mask, 0);
        CHECK_EQ(s.tiles_laid, 0);
        CHECK_EQ(s.last_sq, -1);
        int class_count[METRO_TILE_TYPES] = {0};
        for (int i = 0; i < 8; i++) class_count[metro_tile_class(T(designs[i]))]++;
        for (int sq = 0; sq < 64; sq++) {
            if (!metro_is_centre(sq)) {
                CHECK_EQ(s.cell[sq], METRO_NO_TILE);
                continue;
            }
            int t = s.cell[sq];
            if (!CHECK(t != METRO_NO_TILE)) continue;
            CHECK(class_count[metro_tile_class(t)]-- > 0); /* one of the 8 designs */
            bool printed = false;
            for (int i = 0; i < 8; i++) printed |= t == T(designs[i]);
            rotations_seen += !printed;
        }
        /* §6.3: a tile next to the centre still needs a laid neighbour. */
        for (int i = 0; i < 8; i++)
            CHECK_EQ(metro_lay_error(&s, T("aaaa"), metro_centre_slot_square(i)),
                     METRO_ERR_NOT_ADJACENT);
    }
    CHECK(rotations_seen > 0); /* random rotations do happen */
}

/* Station 5 enters (0,3) from the top; straight tiles take it down into the
 * central tiles, through which it runs on instead of ending. */
static void test_central_tracks_run_through(void)
{
    for (uint64_t seed = 1; seed <= 20; seed++) {
        metro_state s;
        metro_config cfg = make_config(2, "central-tracks", seed);
        setup_or_die(&s, &cfg);
        for (int r = 0; r < 3; r++) metro_place_tile(&s, T("aaaa"), metro_sq(r, 3));
        const metro_line *l = &s.line[4];
        CHECK_EQ(metro_station_square(5), metro_sq(0, 3));
        traced_line t = trace_line(&s, metro_station_square(5), metro_station_side(5));
        CHECK(t.entries >= 4); /* it entered at least one central tile */
        CHECK_EQ(l->entries, t.entries);
        CHECK_EQ(l->status == METRO_LINE_OPEN, t.dest == 0);
        /* Laying straight on until the line leaves the board ends it at a
         * station, for 1 point per entry (nothing doubles). */
        for (int i = 0; i < 60 && l->status == METRO_LINE_OPEN; i++)
            metro_place_tile(&s, T("aaaa"), l->head_sq);
        t = trace_line(&s, metro_station_square(5), metro_station_side(5));
        CHECK(l->dest >= 1 && l->dest <= 32);
        CHECK_EQ(l->dest, t.dest);
        CHECK_EQ(l->points, t.entries);
    }
}

int main(void)
{
    test_token_free_sides();
    test_token_never_doubles();
    test_token_one_tile_rule();
    test_tokens_with_shares();
    test_central_tracks_setup();
    test_central_tracks_run_through();
    return check_done();
}
