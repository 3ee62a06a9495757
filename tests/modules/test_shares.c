/* Module 1 (docs/rules.md §6.1): the worked examples, the deal, the swap move and
 * its 25-point cut-off, hidden shares. */
#include "helpers.h"

enum { YELLOW, BLUE, ORANGE, GREEN, PURPLE, BLACK, RED, WHITE };

static void test_rank_values(void)
{
    /* 38, 36, 34, 32, 32, 29, 25, 25 -> 8, 7, 6, 5, 5, 3, 2, 2 (in any order). */
    int points[8] = {38, 32, 36, 32, 25, 34, 29, 25}, value[8];
    static const int want[8] = {8, 5, 7, 5, 2, 6, 3, 2};
    metro_company_values(points, value);
    for (int c = 0; c < 8; c++) CHECK_EQ(value[c], want[c]);
    int flat[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    metro_company_values(flat, value);
    for (int c = 0; c < 8; c++) CHECK_EQ(value[c], 8);
    int steps[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    metro_company_values(steps, value);
    for (int c = 0; c < 8; c++) CHECK_EQ(value[c], c + 1);
}

/* The Dutch rulebook's example: Nina holds yellow 40 % + 20 %, green 30 %,
 * blue 10 %; yellow is first with 38, green and blue share 4th with 32. */
static void test_71_points(void)
{
    int points[8] = {0};
    points[YELLOW] = 38, points[ORANGE] = 36, points[BLACK] = 34, points[GREEN] = 32;
    points[BLUE] = 32, points[RED] = 29, points[WHITE] = 25, points[PURPLE] = 25;
    int percent[3][8] = {{0}};
    percent[0][YELLOW] = 60, percent[0][GREEN] = 30, percent[0][BLUE] = 10; /* Nina */
    percent[1][GREEN] = 40, percent[1][BLUE] = 20, percent[1][YELLOW] = 30;
    percent[2][BLUE] = 70, percent[2][ORANGE] = 30;
    metro_payout pay;
    metro_payout_compute(points, 3, (const int(*)[8])percent, &pay);
    CHECK_EQ(pay.share_points[0], 68);
    CHECK_EQ(pay.bonus[0][YELLOW], 3);
    CHECK_EQ(pay.bonus[0][GREEN], 0);
    CHECK_EQ(pay.total[0], 71);
    CHECK_EQ(pay.value[GREEN], 5);
    /* Nobody holds purple: no bonus for anyone. */
    for (int p = 0; p < 3; p++) CHECK_EQ(pay.bonus[p][PURPLE], 0);
}

/* Alex holds orange 40 %, Uwe orange 30 % + 10 %: both get the full bonus 3. */
static void test_tied_majority(void)
{
    int points[8] = {38, 32, 36, 32, 25, 34, 29, 25};
    int percent[2][8] = {{0}};
    percent[0][ORANGE] = 40;
    percent[1][ORANGE] = 40;
    metro_payout pay;
    metro_payout_compute(points, 2, (const int(*)[8])percent, &pay);
    CHECK_EQ(pay.bonus[0][ORANGE], 3);
    CHECK_EQ(pay.bonus[1][ORANGE], 3);
    CHECK_EQ(pay.total[0], 4 * 7 + 3);
    CHECK_EQ(pay.total[1], 4 * 7 + 3);
}

static void test_deal(void)
{
    for (int players = 2; players <= 6; players++) {
        metro_state s;
        metro_config cfg = make_config(players, "shares", (uint64_t)players * 77);
        setup_or_die(&s, &cfg);
        for (int k = 0; k < METRO_SHARE_STACKS; k++) {
            int seen[8] = {0};
            for (int p = 0; p < players; p++) {
                int c = metro_shares_holding(&s, p, k);
                if (CHECK(c >= 0 && c < 8)) seen[c]++;
            }
            CHECK(metro_shares_face_up(&s, k) >= 0);
            seen[metro_shares_face_up(&s, k)]++;
            CHECK_EQ(metro_shares_stack_count(&s, k), 8 - players - 1);
            int dealt = 0;
            for (int c = 0; c < 8; c++) dealt += seen[c] == 1;
            CHECK_EQ(dealt, players + 1); /* no company twice among dealt + face-up */
        }
        /* Companies own the lines whatever the number of players (§3). */
        CHECK_EQ(s.line[0].owner, METRO_ACCOUNT_COMPANY0 + YELLOW); /* station 1 */
        CHECK_EQ(s.line[8].owner, METRO_ACCOUNT_COMPANY0 + BLUE);   /* station 9 */
        CHECK_EQ(s.line[29].owner, METRO_ACCOUNT_COMPANY0 + RED);   /* station 30 */
        CHECK_EQ(s.line[13].owner, METRO_ACCOUNT_COMPANY0 + WHITE); /* station 14 */
    }
}

static void test_swap(void)
{
    metro_state s;
    metro_config cfg = make_config(3, "shares", 5);
    setup_or_die(&s, &cfg);
    int mine = metro_shares_holding(&s, 0, 1), up = metro_shares_face_up(&s, 1);
    int depth = metro_shares_stack_count(&s, 1);
    CHECK(metro_shares_swap_open(&s));
    CHECK_EQ(play_text(&s, "swap:20:up"), METRO_OK);
    CHECK_EQ(s.current, 1); /* a swap is the whole turn */
    CHECK_EQ(metro_shares_holding(&s, 0, 1), up);
    CHECK_EQ(metro_shares_stack_count(&s, 1), depth);
    CHECK(metro_shares_face_up(&s, 1) != up);
    /* Player 2 takes the top face-down card; player 0's old share went under
     * the stack, so it comes back up only after the others. */
    for (int i = 0; i < depth; i++) {
        CHECK_EQ(play_text(&s, "swap:20:top"), METRO_OK);
        if (i == depth - 1) CHECK_EQ(metro_shares_holding(&s, (s.current + 2) % 3, 1), mine);
    }
    metro_move m;
    char why[128];
    CHECK(metro_move_parse(&s, "swap:50:up", &m, why, sizeof why) != METRO_OK);
    CHECK(metro_move_parse(&s, "swap:20:side", &m, why, sizeof why) != METRO_OK);
    /* The cut-off: once a company has 25 points, no more swaps. */
    s.score[METRO_ACCOUNT_COMPANY0 + RED] = 24;
    CHECK_EQ(play_text(&s, "swap:10:up"), METRO_OK);
    s.score[METRO_ACCOUNT_COMPANY0 + RED] = 25;
    CHECK(!metro_shares_swap_open(&s));
    CHECK_EQ(play_text(&s, "swap:10:up"), METRO_ERR_MODULE);
    metro_move moves[METRO_MAX_MOVES];
    int n = metro_legal_moves(&s, moves);
    for (int i = 0; i < n; i++) CHECK(moves[i].kind != METRO_MOVE_MODULE);
}

static void test_redeal(void)
{
    metro_state s, v;
    metro_config cfg = make_config(4, "shares", 9);
    setup_or_die(&s, &cfg);
    CHECK_EQ(play_text(&s, "swap:30:up"), METRO_OK); /* seat 0's 30 % is now public */
    int changed = 0;
    for (int trial = 0; trial < 50; trial++) {
        metro_rng r;
        metro_rng_seed(&r, (uint64_t)trial);
        v = s;
        metro_redeal_hidden(&v, 1, &r);
        for (int k = 0; k < 4; k++) {
            CHECK_EQ(metro_shares_holding(&v, 1, k), metro_shares_holding(&s, 1, k));
            CHECK_EQ(metro_shares_face_up(&v, k), metro_shares_face_up(&s, k));
            CHECK_EQ(metro_shares_stack_count(&v, k), metro_shares_stack_count(&s, k));
            for (int p = 0; p < 4; p++)
                changed += metro_shares_holding(&v, p, k) != metro_shares_holding(&s, p, k);
        }
        CHECK_EQ(metro_shares_holding(&v, 0, 2), metro_shares_holding(&s, 0, 2));
        for (int k = 0; k < 4; k++) { /* stack k still holds each company once */
            int seen[8] = {0};
            seen[metro_shares_face_up(&v, k)]++;
            for (int p = 0; p < 4; p++) seen[metro_shares_holding(&v, p, k)]++;
            for (int c = 0; c < 8; c++) CHECK(seen[c] <= 1);
        }
    }
    for (int seat = 0; seat < 4; seat++) CHECK(redeal_ignores_hidden(&s, seat, (uint64_t)seat));
    CHECK(changed > 0);
}

int main(void)
{
    test_rank_values();
    test_71_points();
    test_tied_majority();
    test_deal();
    test_swap();
    test_redeal();
    return check_done();
}
