/* Metro City New York (docs/rules.md §7.4): the boards' balance, the rulebook's
 * worked example (8 points), tourists taken by the line's owner, companies'
 * boards with shares, and no module moves. */
#include "helpers.h"

/* Every board and every colour holds the values 0 1 1 2 2 3 3 4 once each:
 * no board and no colour is worth more on average. */
static void test_balance(void)
{
    static const int want[5] = {1, 2, 2, 2, 1}; /* how often 0..4 appear */
    for (int i = 0; i < 8; i++) {
        int by_board[5] = {0}, by_colour[5] = {0}, board_sum = 0, colour_sum = 0;
        for (int j = 0; j < 8; j++) {
            int vb = metro_ny_board_value(i, j), vc = metro_ny_board_value(j, i);
            if (!CHECK(vb >= 0 && vb <= 4 && vc >= 0 && vc <= 4)) return;
            by_board[vb]++, by_colour[vc]++;
            board_sum += vb, colour_sum += vc;
        }
        for (int v = 0; v < 5; v++) {
            CHECK_EQ(by_board[v], want[v]);
            CHECK_EQ(by_colour[v], want[v]);
        }
        printf("board %d sums %d, colour %d (%s) sums %d\n", i, board_sum, i, metro_ny_sight(i),
               colour_sum);
    }
}

/* "Alex has 2 red (3 each), 2 blue (1 each) and 1 green (0): 8 points."
 * Board 0 is that board: red 3, blue 1, green 0. */
static int colour_named(const char *name)
{
    for (int c = 0; c < METRO_CITY_COLOURS; c++)
        if (!strcmp(metro_city_colour_name(c), name)) return c;
    return -1;
}

static void test_worked_example(void)
{
    int RED = colour_named("red"), BLUE = colour_named("blue"), GREEN = colour_named("green");
    CHECK_EQ(metro_ny_board_value(0, RED), 3);
    CHECK_EQ(metro_ny_board_value(0, BLUE), 1);
    CHECK_EQ(metro_ny_board_value(0, GREEN), 0);
    int count[8] = {0};
    count[RED] = 2, count[BLUE] = 2, count[GREEN] = 1;
    CHECK_EQ(metro_ny_score(0, count), 8);
}

/* Set-up: 4 tourists of each colour on the 32 stations, distinct boards. */
static void test_setup(bool shares)
{
    metro_config cfg = make_config(4, shares ? "new-york,shares" : "new-york", 7);
    metro_state s;
    setup_or_die(&s, &cfg);
    int per_colour[8] = {0}, boards = 0;
    for (int st = 1; st <= 32; st++) {
        int c = metro_ny_tourist(&s, st);
        if (CHECK(c >= 0 && c < 8)) per_colour[c]++;
        CHECK_EQ(metro_ny_taken_by(&s, st), -1);
    }
    for (int c = 0; c < 8; c++) CHECK_EQ(per_colour[c], 4);
    unsigned seen = 0;
    for (int a = 0; a < METRO_MAX_ACCOUNTS; a++) {
        int b = metro_ny_board(&s, a);
        if (b < 0) continue;
        boards++;
        CHECK_MSG(!(seen >> b & 1u), "each board dealt once");
        seen |= 1u << b;
        CHECK_MSG(shares == (a >= METRO_ACCOUNT_COMPANY0), "boards go to companies with shares");
    }
    CHECK_EQ(boards, shares ? 8 : 4);
}

/* Random play: whenever a line arrives at a station, the tourist there goes
 * to the line's owner (an unowned line leaves it), and stays there; the
 * final scores add each account's board points. */
static void test_taking(const char *modules, int players)
{
    metro_rng r;
    metro_rng_seed(&r, 99);
    int taken = 0;
    for (int g = 0; g < 40; g++) {
        metro_config cfg = make_config(players, modules, 500 + (uint64_t)g);
        metro_state s;
        setup_or_die(&s, &cfg);
        metro_move m;
        while (!metro_over(&s) && random_move(&s, &r, &m)) {
            metro_state before = s;
            metro_apply_unchecked(&s, &m);
            for (int id = 0; id < METRO_MAX_LINES; id++) {
                const metro_line *l = &s.line[id];
                bool arrived = l->status == METRO_LINE_DONE &&
                               before.line[id].status != METRO_LINE_DONE && l->dest <= 32;
                if (!arrived) continue;
                CHECK_EQ(metro_ny_taken_by(&before, l->dest), -1); /* one line per station */
                CHECK_EQ(metro_ny_taken_by(&s, l->dest), l->owner);
                taken += l->owner >= 0;
            }
            for (int st = 1; st <= 32; st++)
                if (metro_ny_taken_by(&before, st) >= 0)
                    CHECK_EQ(metro_ny_taken_by(&s, st), metro_ny_taken_by(&before, st));
        }
        int final[METRO_MAX_PLAYERS];
        metro_final_scores(&s, final);
        if (!metro_module_active(&s, "shares"))
            for (int p = 0; p < players; p++) {
                int count[8];
                for (int c = 0; c < 8; c++) count[c] = metro_ny_count(&s, p, c);
                CHECK_EQ(final[p], s.score[p] + metro_ny_score(metro_ny_board(&s, p), count));
            }
    }
    CHECK(taken > 0);
}

/* New York has no moves of its own: module move text is refused with a
 * reason; and it cannot be played with solo. */
static void test_refusals(void)
{
    metro_config cfg = make_config(3, "new-york", 1);
    metro_state s;
    setup_or_die(&s, &cfg);
    metro_move m;
    char why[256] = "";
    CHECK(metro_move_parse(&s, "tourist:red", &m, why, sizeof why) != METRO_OK);
    CHECK_MSG(why[0] != 0, "a reason is given");
    uint32_t mask;
    char err[256] = "";
    CHECK_EQ(metro_modules_parse("new-york,solo", &mask, err, sizeof err), METRO_OK);
    CHECK(metro_modules_check(mask, 1, err, sizeof err) != METRO_OK);
    CHECK(strstr(err, "new-york") && strstr(err, "solo"));
}

int main(void)
{
    test_balance();
    test_worked_example();
    test_setup(false);
    test_setup(true);
    test_taking("new-york", 3);
    test_taking("new-york,central-stations", 2);
    test_taking("new-york,shares", 5);
    test_refusals();
    return check_done();
}
