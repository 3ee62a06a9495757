/* Module 4b, the solo game (docs/rules.md §6.5): scoring example, the revealed
 * company's line heads, refusing tiles, shares leaving the pile. */
#include "helpers.h"

static void test_score_example(void)
{
    /* Highest 35, lowest 22: 22 normally, 22 - 13 = 9 in the harder variant. */
    int points[8] = {35, 30, 22, 28, 25, 31, 24, 29};
    CHECK_EQ(metro_solo_score_from(points, false), 22);
    CHECK_EQ(metro_solo_score_from(points, true), 9);
    int flat[8] = {12, 12, 12, 12, 12, 12, 12, 12};
    CHECK_EQ(metro_solo_score_from(flat, true), 12);
}

static uint64_t head_squares(const metro_state *s, int company)
{
    uint64_t m = 0;
    for (int st = 1; st <= 32; st++) {
        const metro_line *l = &s->line[st - 1];
        if (metro_station_company(st) == company && l->status == METRO_LINE_OPEN)
            m |= 1ull << l->head_sq;
    }
    return m;
}

static void test_setup_and_lays(void)
{
    metro_state s;
    metro_config cfg = make_config(1, "solo", 21);
    setup_or_die(&s, &cfg);
    CHECK_EQ(s.hand_size, 2);
    CHECK(s.hand[0][0] != METRO_NO_TILE && s.hand[0][1] != METRO_NO_TILE);
    CHECK_EQ(metro_deck_left(&s), 58);
    CHECK(s.no_rule4);
    CHECK_EQ(s.line[27].owner, METRO_ACCOUNT_COMPANY0 + 0); /* station 28 is yellow */
    CHECK_EQ(metro_solo_pile_left(&s), 7);
    CHECK(metro_solo_refuse_allowed(&s));
    int seen[8] = {0};
    for (int turn = 0; turn < 8; turn++) {
        int c = metro_solo_revealed(&s);
        if (!CHECK(c >= 0 && c < 8)) return;
        seen[c]++;
        metro_move moves[METRO_MAX_MOVES];
        int n = metro_legal_moves(&s, moves), lays = 0;
        uint64_t squares = 0;
        for (int i = 0; i < n; i++) {
            CHECK(moves[i].kind != METRO_MOVE_DRAW);
            if (moves[i].kind == METRO_MOVE_LAY) lays++, squares |= 1ull << moves[i].sq;
        }
        CHECK(lays > 0);
        CHECK_EQ_U64(squares, head_squares(&s, c)); /* exactly where its lines end */
        /* Refusing is allowed until the first pass through the pile ends. */
        CHECK_EQ(metro_solo_refuse_allowed(&s), turn < 7);
        CHECK_EQ(n - lays, turn < 7 ? 1 + (s.hand[0][0] != s.hand[0][1]) : 0);
        metro_move draw = {.kind = METRO_MOVE_DRAW};
        CHECK(metro_move_check(&s, &draw, NULL, 0) != METRO_OK);
        for (int i = 0; i < n; i++)
            if (moves[i].kind == METRO_MOVE_LAY) {
                CHECK_EQ(metro_apply(&s, &moves[i]), METRO_OK);
                break;
            }
    }
    for (int c = 0; c < 8; c++) CHECK(seen[c] <= 1); /* one pass shows each share once */
    CHECK(!metro_solo_refuse_allowed(&s));           /* reshuffled: no more refusals */
    CHECK_EQ(play_text(&s, "refuse:0"), METRO_ERR_MODULE);
}

static void test_refuse(void)
{
    metro_state s;
    metro_config cfg = make_config(1, "solo", 22);
    setup_or_die(&s, &cfg);
    int turn = s.turn, top = s.deck_top, left = metro_deck_left(&s);
    uint8_t refused = s.hand[0][1], next = s.deck[top];
    CHECK_EQ(play_text(&s, "refuse:1"), METRO_OK);
    CHECK_EQ(s.turn, turn); /* the player must still lay a tile */
    CHECK_EQ(s.current, 0);
    CHECK_EQ(s.hand[0][1], next);
    CHECK_EQ(metro_deck_left(&s), left);
    CHECK_EQ(s.deck[top + left / 2], refused); /* back into the middle of the deck */
    CHECK(!metro_solo_refuse_allowed(&s));     /* once per turn */
    CHECK_EQ(play_text(&s, "refuse:0"), METRO_ERR_MODULE);
    metro_move m;
    char why[64];
    CHECK(metro_move_parse(&s, "refuse:x", &m, why, sizeof why) != METRO_OK);
    CHECK(metro_move_parse(&s, "refuse:0:1", &m, why, sizeof why) != METRO_OK);
}

/* Yellow owns stations 1, 11, 18, 28; a U-turn tile on each border square
 * finishes each of them at once (rule 4.2.4 is off in the solo game). */
static void test_share_leaves(void)
{
    metro_state s;
    uint64_t seed = 30;
    do {
        metro_config cfg = make_config(1, "solo", seed++);
        setup_or_die(&s, &cfg);
    } while (metro_solo_revealed(&s) == 0);
    static const int squares[4][2] = {{0, 7}, {2, 0}, {7, 1}, {4, 7}};
    for (int i = 0; i < 4; i++)
        metro_place_tile(&s, T("dddd"), metro_sq(squares[i][0], squares[i][1]));
    CHECK_EQ(metro_company_points(&s, 0), 4);
    CHECK_EQ(metro_solo_shares_left(&s), 7);
    metro_rng r;
    metro_rng_seed(&r, 5);
    metro_move m;
    for (int i = 0; i < 40 && !metro_over(&s) && random_move(&s, &r, &m); i++) {
        metro_apply_unchecked(&s, &m);
        CHECK(metro_solo_revealed(&s) != 0);
    }
}

/* The pile order is hidden: after a redeal the next share differs between
 * deals, while what the player sees stays. */
static void test_redeal(void)
{
    metro_state s, v;
    metro_config cfg = make_config(1, "solo", 40);
    setup_or_die(&s, &cfg);
    metro_move moves[METRO_MAX_MOVES];
    int seen[8] = {0}, kinds = 0;
    for (int trial = 0; trial < 40; trial++) {
        metro_rng r;
        metro_rng_seed(&r, (uint64_t)trial);
        v = s;
        metro_redeal_hidden(&v, 0, &r);
        CHECK_EQ(metro_solo_revealed(&v), metro_solo_revealed(&s));
        CHECK_EQ(metro_solo_pile_left(&v), metro_solo_pile_left(&s));
        CHECK(memcmp(v.hand[0], s.hand[0], sizeof s.hand[0]) == 0);
        metro_legal_moves(&v, moves);
        CHECK_EQ(metro_apply(&v, &moves[0]), METRO_OK);
        int c = metro_solo_revealed(&v);
        if (CHECK(c >= 0 && c < 8) && !seen[c]++) kinds++;
        CHECK(c != metro_solo_revealed(&s));
    }
    CHECK(redeal_ignores_hidden(&s, 0, 3));
    CHECK(kinds > 1);
}

int main(void)
{
    test_redeal();
    test_score_example();
    test_setup_and_lays();
    test_refuse();
    test_share_leaves();
    return check_done();
}
