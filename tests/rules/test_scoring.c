/* Scoring (§4.3): points per entry, double at the centre, the 14-point example, owners. */
#include "board.h"

static void check_retrace(const metro_state *s)
{
    int re[METRO_MAX_ACCOUNTS];
    metro_retrace_scores(s, re);
    for (int a = 0; a < METRO_MAX_ACCOUNTS; a++) CHECK_EQ(re[a], s->score[a]);
}

/* §4.3 worked example. Station 5 (top of (0,3)) runs:
 * (0,3) top->right, (0,4) left->bottom, (1,4) top->bottom, (2,4) top->right,
 * (2,5) left U-turn, (2,4) again right->left, (2,3) right->bottom into the
 * centre: 6 tiles, 7 entries, doubled = 14. No other line completes. */
static const char *const example[6] = {"baac03", "cccc04", "aaaa14", "baac24", "adad25", "cbaa23"};

static void test_worked_example(void)
{
    metro_state b;
    char text[64] = "";
    for (int i = 0; i < 6; i++) strcat(text, example[i]);
    CHECK_EQ(validate_text(text, 2, false, &b), 0);
    const metro_line *l = &b.line[5 - 1];
    CHECK_EQ(l->status, METRO_LINE_DONE);
    CHECK_EQ(l->entries, 7);
    CHECK_EQ(l->dest, METRO_CENTRE_DEST);
    CHECK_EQ(l->points, 14);
    CHECK_EQ(b.score[0], 14); /* 2 players: odd stations are yellow's */
    CHECK_EQ(b.score[1], 0);
    check_retrace(&b);
    CHECK_EQ(validate_text(text, 4, false, &b), 0);
    CHECK_EQ(b.score[3], 14); /* 4 players: station 5 is green's */
    CHECK_EQ(b.score[0] + b.score[1] + b.score[2], 0);
    check_retrace(&b);
    /* Incremental tracing: in every one of the 720 laying orders the line is
     * scored exactly when its sixth tile goes down, with the same points. */
    int perm[6] = {0, 1, 2, 3, 4, 5}, orders = 0, bad = 0;
    for (;;) {
        metro_state s;
        metro_setup_board(&s, 2, false);
        for (int i = 0; i < 6; i++) {
            place_text(&s, example[perm[i]]);
            int want = i == 5 ? 14 : 0;
            bad += s.score[0] != want || s.score[1] != 0;
            int re[METRO_MAX_ACCOUNTS];
            metro_retrace_scores(&s, re);
            bad += re[0] != want;
        }
        bad += s.line[4].points != 14 || s.line[4].entries != 7;
        orders++;
        /* next permutation */
        int i = 4;
        while (i >= 0 && perm[i] > perm[i + 1]) i--;
        if (i < 0) break;
        int j = 5;
        while (perm[j] < perm[i]) j--;
        int t = perm[i];
        perm[i] = perm[j];
        perm[j] = t;
        for (int a = i + 1, z = 5; a < z; a++, z--) t = perm[a], perm[a] = perm[z], perm[z] = t;
    }
    CHECK_EQ(orders, 720);
    CHECK_EQ(bad, 0);
}

static void test_simple_lines(void)
{
    metro_state b;
    /* Station 5 down and U-turn back up to itself: 3 entries, not doubled. */
    CHECK_EQ(validate_text("aaaa03dacc13", 2, false, &b), 0);
    CHECK_EQ(b.line[4].dest, 5);
    CHECK_EQ(b.line[4].points, 3);
    CHECK_EQ(b.score[0], 3);
    CHECK_EQ(b.score[1], 0);
    check_retrace(&b);
    /* Straight into the centre: 3 entries, doubled. */
    CHECK_EQ(validate_text("aaaa03aaaa13aaaa23", 2, false, &b), 0);
    CHECK_EQ(b.line[4].dest, METRO_CENTRE_DEST);
    CHECK_EQ(b.line[4].points, 6);
    CHECK_EQ(b.score[0], 6);
    check_retrace(&b);
    /* An open line scores nothing yet. */
    CHECK_EQ(validate_text("aaaa03aaaa13", 2, false, &b), 0);
    CHECK_EQ(b.line[4].status, METRO_LINE_OPEN);
    CHECK_EQ(b.score[0] + b.score[1], 0);
}

/* One tile completes two lines: (1,0) ccda sends station 8's line (waiting
 * on top) out to station 10 and station 9's line (waiting on the right) up
 * through (0,0) to station 8. Station 7's line finished earlier. */
static void test_two_lines_one_tile(void)
{
    metro_state b;
    CHECK_EQ(validate_text("aaaa00cccc01cccc11", 2, false, &b), 0);
    CHECK_EQ(b.line[6].status, METRO_LINE_DONE); /* 7 -> (0,1) -> (0,0) -> 9 */
    CHECK_EQ(b.line[6].dest, 9);
    CHECK_EQ(b.line[6].points, 2);
    CHECK_EQ(b.score[0], 2);
    CHECK_EQ(b.score[1], 0);
    CHECK_EQ(validate_text("aaaa00cccc01cccc11ccda10", 2, false, &b), 0);
    CHECK_EQ(b.line[7].dest, 10);
    CHECK_EQ(b.line[7].points, 2);
    CHECK_EQ(b.line[8].dest, 8);
    CHECK_EQ(b.line[8].points, 5);
    CHECK_EQ(b.line[7].last_lay, b.line[8].last_lay);
    CHECK_EQ(b.score[0], 2 + 5);                 /* 7 and 9 are odd: yellow */
    CHECK_EQ(b.score[1], 2);                     /* 8: blue */
    CHECK_EQ(b.line[9].status, METRO_LINE_OPEN); /* station 10 goes on inward */
    check_retrace(&b);
}

/* Lines from stations 16 and 17 (corner (7,0)) each run 3 entries back to
 * their own station; with 3, 5, 6 players nobody scores them. */
static void test_unowned_stations(void)
{
    const char *text = "aaaa70adad71ccda60";
    for (int n = 2; n <= 6; n++) {
        metro_state b;
        CHECK_EQ(validate_text(text, n, false, &b), 0);
        CHECK_EQ(b.line[15].status, METRO_LINE_DONE);
        CHECK_EQ(b.line[15].dest, 16);
        CHECK_EQ(b.line[15].points, 3);
        CHECK_EQ(b.line[16].dest, 17);
        CHECK_EQ(b.line[16].points, 3);
        int total = 0;
        for (int a = 0; a < METRO_MAX_ACCOUNTS; a++) total += b.score[a];
        if (n == 3 || n == 5 || n == 6) {
            CHECK_EQ(b.line[15].owner, METRO_NO_OWNER);
            CHECK_EQ(b.line[16].owner, METRO_NO_OWNER);
            CHECK_EQ(total, 0);
        } else if (n == 2) {
            CHECK_EQ(b.score[1], 3); /* 16 even: blue */
            CHECK_EQ(b.score[0], 3); /* 17 odd: yellow */
        } else {
            CHECK_EQ(b.score[0], 3); /* 4 players: 16 yellow */
            CHECK_EQ(b.score[3], 3); /* 17 green */
        }
        check_retrace(&b);
    }
}

/* A line scores for its station's owner, whoever lays the tile. */
static void test_owner_not_layer(void)
{
    metro_state s;
    game_with_hand(&s, 2, false, T("dddd"));
    place_text(&s, "aaaa03aaaa13");
    s.current = 1;
    s.hand[1][0] = (uint8_t)T("aaaa");
    metro_move m = lay(T("aaaa"), 2, 3, 0);
    CHECK_EQ(metro_apply(&s, &m), METRO_OK);
    CHECK_EQ(s.score[0], 6);
    CHECK_EQ(s.score[1], 0);
    check_retrace(&s);
}

int main(void)
{
    test_worked_example();
    test_simple_lines();
    test_two_lines_one_tile();
    test_unowned_stations();
    test_owner_not_layer();
    return check_done();
}
