/* Module 4a (docs/rules.md §6.4): the chit deal, what a chit pays, hidden chits. */
#include "helpers.h"

static void test_deal(void)
{
    for (int players = 2; players <= 6; players++)
        for (int k = 1; k * players <= 32; k += 3) {
            metro_state s;
            metro_config cfg = make_config(players, "station-numbers", (uint64_t)(players * k));
            set_option(&cfg, "station-numbers", k);
            setup_or_die(&s, &cfg);
            int held = 0, mine[32];
            for (int p = 0; p < players; p++) {
                int n = metro_chits_of(&s, p, mine);
                CHECK_EQ(n, k);
                for (int i = 0; i < n; i++) CHECK_EQ(metro_chit_holder(&s, mine[i]), p);
                held += n;
            }
            int nobody = 0;
            for (int st = 1; st <= 32; st++) nobody += metro_chit_holder(&s, st) < 0;
            CHECK_EQ(nobody, 32 - held);
        }
}

/* Slot 2 is (3,2) with its right side to the centre. Straight tiles on row 3
 * take seat 0's token line left to station 12 (3 tiles), and station 12's
 * own line right into the centre. A corner tile takes station 1 to 32. */
static void test_chit_points(void)
{
    metro_state s;
    metro_config cfg = make_config(2, "station-numbers,central-stations", 11);
    set_option(&cfg, "station-numbers", 16); /* every chit is dealt */
    setup_or_die(&s, &cfg);
    CHECK_EQ(play_text(&s, "token:2"), METRO_OK);
    for (int c = 0; c < 3; c++) metro_place_tile(&s, T("aaaa"), metro_sq(3, c));
    metro_place_tile(&s, T("bbbb"), metro_sq(0, 7));
    CHECK_EQ(s.line[METRO_STATIONS + 2].dest, 12);
    CHECK_EQ(s.line[11].dest, METRO_CENTRE_DEST);
    CHECK_EQ(s.line[0].dest, 32);
    CHECK_EQ(metro_chit_points(&s, 12), 6); /* token line: double for the chit holder */
    CHECK_EQ(s.score[0], 3 + 1);            /* not for its owner, seat 0; + station 1 to 32 */
    CHECK_EQ(s.score[1], 6);                /* station 12 (even: seat 1) into the centre, doubled */
    CHECK_EQ(metro_chit_points(&s, 32), 1); /* a station line pays its points */
    CHECK_EQ(metro_chit_points(&s, 1), 0);  /* no line arrived at station 1 */
    CHECK_EQ(metro_chit_points(&s, 20), 0);
    int h12 = metro_chit_holder(&s, 12), h32 = metro_chit_holder(&s, 32);
    CHECK(h12 >= 0 && h32 >= 0);
    int final[METRO_MAX_PLAYERS];
    metro_final_scores(&s, final);
    for (int p = 0; p < 2; p++) CHECK_EQ(final[p], s.score[p] + 6 * (h12 == p) + (h32 == p));
}

static void test_unowned_station_still_pays(void)
{
    /* With 3 players station 17 belongs to nobody; its line still pays. */
    metro_state s;
    metro_config cfg = make_config(3, "station-numbers", 12);
    set_option(&cfg, "station-numbers", 10);
    setup_or_die(&s, &cfg);
    CHECK_EQ(metro_station_owner(3, 16), -1);
    /* Station 16 is the left side of (7,0), 17 its bottom side: a 'c' from
     * the left turns to the bottom, so station 16's line arrives at 17. */
    metro_place_tile(&s, T("cccc"), metro_sq(7, 0));
    CHECK_EQ(s.line[15].dest, 17);
    CHECK_EQ(metro_chit_points(&s, 17), 1);
}

static void test_redeal(void)
{
    metro_state s, v;
    metro_config cfg = make_config(4, "station-numbers", 13);
    set_option(&cfg, "station-numbers", 3);
    setup_or_die(&s, &cfg);
    int changed = 0;
    for (int trial = 0; trial < 30; trial++) {
        metro_rng r;
        metro_rng_seed(&r, (uint64_t)trial + 100);
        v = s;
        metro_redeal_hidden(&v, 2, &r);
        int a[32], b[32];
        int na = metro_chits_of(&s, 2, a), nb = metro_chits_of(&v, 2, b);
        CHECK_EQ(na, nb);
        for (int i = 0; i < na && i < nb; i++) CHECK_EQ(a[i], b[i]);
        for (int p = 0; p < 4; p++) CHECK_EQ(metro_chits_of(&v, p, b), 3);
        for (int st = 1; st <= 32; st++)
            changed += metro_chit_holder(&v, st) != metro_chit_holder(&s, st);
    }
    for (int seat = 0; seat < 4; seat++) CHECK(redeal_ignores_hidden(&s, seat, (uint64_t)seat));
    CHECK(changed > 0);
}

int main(void)
{
    test_deal();
    test_chit_points();
    test_unowned_station_still_pays();
    test_redeal();
    return check_done();
}
