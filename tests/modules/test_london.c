/* Metro City London (docs/rules.md §7.3): the loop's balance, the rulebook's
 * worked examples (brown 3 fields on: 3 points; no orange within 4: 0), the
 * taxi's rides in random games against a re-computation written here, shares,
 * seed replay and refusals. */
#include "helpers.h"

static int colour_named(const char *name)
{
    for (int c = 0; c < METRO_CITY_COLOURS; c++)
        if (!strcmp(metro_city_colour_name(c), name)) return c;
    return -1;
}

/* The loop read through the views. */
static void loop_of(const metro_state *s, int colours[16])
{
    for (int f = 0; f < 16; f++) colours[f] = metro_london_field_colour(s, f);
}

/* Every colour twice on the loop, once per lane, never twice on a sight;
 * the row is a permutation of the 8 sights, and differs between seeds. */
static void test_balance(void)
{
    int rows_differ = 0, first_row[8];
    for (int seed = 0; seed < 50; seed++) {
        metro_config cfg = make_config(2 + seed % 5, "london", (uint64_t)seed);
        metro_state s;
        setup_or_die(&s, &cfg);
        int row[8], seen = 0, lane[2][8] = {{0}};
        CHECK_EQ(metro_london_row(&s, row), 8);
        for (int i = 0; i < 8; i++) {
            if (!CHECK(row[i] >= 0 && row[i] < 8)) return;
            seen |= 1 << row[i];
            CHECK(strlen(metro_london_sight_name(row[i])) > 3);
            if (seed == 0) first_row[i] = row[i];
            rows_differ += seed && row[i] != first_row[i];
        }
        CHECK_EQ(seen, 255);
        for (int f = 0; f < 16; f++) {
            int c = metro_london_field_colour(&s, f);
            if (!CHECK(c >= 0 && c < 8)) return;
            lane[f >= 8][c]++;
        }
        for (int c = 0; c < 8; c++) CHECK(lane[0][c] == 1 && lane[1][c] == 1);
        for (int i = 0; i < 8; i++) /* outward field i and return field 15 - i: one sight */
            CHECK(metro_london_field_colour(&s, i) != metro_london_field_colour(&s, 15 - i));
        CHECK_EQ(metro_london_taxi(&s), METRO_LONDON_START);
    }
    CHECK(rows_differ > 0);
}

/* The worked examples on a loop written out here: brown 3 fields ahead
 * scores 3 and the taxi stops there; orange not within 4 scores 0 and the
 * taxi still drives 4. Also across the right arrow (not counted) and from
 * the start arrow. */
static void test_worked_examples(void)
{
    int BROWN = colour_named("brown"), ORANGE = colour_named("orange");
    int loop[16], to;
    for (int f = 0; f < 16; f++) loop[f] = f % 8 == BROWN || f % 8 == ORANGE ? 0 : f % 8;
    loop[5] = BROWN;  /* 3 fields on from field 2 */
    loop[12] = BROWN; /* and its second field */
    loop[10] = ORANGE, loop[14] = ORANGE;
    CHECK_EQ(metro_london_drive(loop, 2, BROWN, &to), 3); /* "Martha scores 3" */
    CHECK_EQ(to, 5);
    CHECK_EQ(metro_london_drive(loop, 2, ORANGE, &to), 0); /* "Uwe scores nothing" */
    CHECK_EQ(to, 6);
    CHECK_EQ(metro_london_drive(loop, 7, ORANGE, &to), 3); /* 8, 9, 10: the arrow is free */
    CHECK_EQ(to, 10);
    CHECK_EQ(metro_london_drive(loop, 13, BROWN, &to), 0); /* 14, 15, 0, 1 */
    CHECK_EQ(to, 1);
    CHECK_EQ(metro_london_drive(loop, 15, BROWN, &to), 0);
    CHECK_EQ(metro_london_drive(loop, METRO_LONDON_START, loop[0], &to), 1);
    CHECK_EQ(to, 0);
    CHECK_EQ(metro_london_drive(loop, 4, BROWN, &to), 1); /* the next field */
}

/* Random play: each lay on a tourist square removes that tourist and
 * credits the layer with the recomputed ride; any other move changes no
 * London points and leaves the taxi. The examples are met in real games:
 * a brown tourist 3 fields ahead (3 points), an orange not within 4 (0). */
static void test_rides(const char *modules, int players, int games)
{
    int BROWN = colour_named("brown"), ORANGE = colour_named("orange");
    int brown3 = 0, orange0 = 0, rides = 0;
    metro_rng r;
    metro_rng_seed(&r, 77);
    for (int g = 0; g < games; g++) {
        metro_config cfg = make_config(players, modules, 900 + (uint64_t)g);
        metro_state s;
        setup_or_die(&s, &cfg);
        int loop[16];
        loop_of(&s, loop);
        metro_move m;
        while (!metro_over(&s) && random_move(&s, &r, &m)) {
            metro_state before = s;
            metro_apply_unchecked(&s, &m);
            int colour[METRO_CITY_TOURISTS], seat = before.current;
            int n = m.kind == METRO_MOVE_LAY ? metro_city_tourists_on(&before, m.sq, colour) : 0;
            int want_gain = 0, taxi = metro_london_taxi(&before), to = taxi;
            if (!CHECK(n <= 1)) return;
            if (n == 1) {
                want_gain = expected_london_ride(loop, taxi, colour[0], &to);
                brown3 += colour[0] == BROWN && want_gain == 3;
                orange0 += colour[0] == ORANGE && want_gain == 0;
                rides++;
                CHECK_EQ(metro_city_tourists_on(&s, m.sq, colour), 0);
                metro_london_ride last = metro_london_last_ride(&s);
                CHECK_EQ(last.seat, seat);
                CHECK_EQ(last.sq, m.sq);
                CHECK_EQ(last.points, want_gain);
                CHECK_EQ(last.driven, want_gain ? want_gain : 4);
                CHECK_EQ(last.from, taxi);
            }
            CHECK_EQ(metro_london_taxi(&s), to);
            for (int p = 0; p < players; p++)
                CHECK_EQ(metro_london_points(&s, p),
                         metro_london_points(&before, p) + (p == seat ? want_gain : 0));
            for (int a = METRO_MAX_PLAYERS; a < METRO_MAX_ACCOUNTS; a++)
                CHECK_EQ(metro_account_module_points(&s, a), 0); /* companies take no rides */
        }
        int final[METRO_MAX_PLAYERS];
        metro_final_scores(&s, final);
        expected_scores e = expected_from_position(&s);
        for (int p = 0; p < players; p++) {
            int k[5], sum = 0;
            metro_london_rides(&s, p, k);
            for (int d = 1; d <= 4; d++) sum += d * k[d];
            CHECK_EQ(sum, metro_london_points(&s, p));
            CHECK_EQ(final[p], e.final[p] + metro_london_points(&s, p));
        }
        CHECK_EQ(metro_city_tourist_squares(&s), 0); /* every inner square got a tile */
    }
    printf("%-28s %d games: %d rides, %d brown at 3, %d orange missed\n", modules, games, rides,
           brown3, orange0);
    CHECK(brown3 > 0 && orange0 > 0);
}

/* The measured balance (docs/rules.md §7.3): over random 4-player games the
 * mean points of a ride are about the same for every colour - no colour
 * lies systematically better on the loop. About 4,000 rides per colour give
 * a standard error near 0.02 points, so a spread of 0.15 would be a real
 * difference (a colour on the loop three times scores ~0.4 more). */
static void test_colour_balance(void)
{
    enum { GAMES = 1000 };
    long points[8] = {0}, rides[8] = {0};
    metro_rng r;
    metro_rng_seed(&r, 2024);
    for (int g = 0; g < GAMES; g++) {
        metro_config cfg = make_config(4, "london", 7000 + (uint64_t)g);
        metro_state s;
        setup_or_die(&s, &cfg);
        metro_move moves[METRO_MAX_MOVES];
        while (!metro_over(&s)) {
            int n = metro_legal_moves(&s, moves);
            if (!CHECK(n > 0)) return;
            metro_move m = moves[metro_rng_below(&r, (uint32_t)n)];
            int colour[METRO_CITY_TOURISTS];
            bool ride = m.kind == METRO_MOVE_LAY && metro_city_tourists_on(&s, m.sq, colour) == 1;
            metro_apply_unchecked(&s, &m);
            if (!ride) continue;
            points[colour[0]] += metro_london_last_ride(&s).points;
            rides[colour[0]]++;
        }
    }
    double lo = 99, hi = 0;
    printf("mean ride points per colour over %d games:", GAMES);
    for (int c = 0; c < 8; c++) {
        double mean = (double)points[c] / (double)rides[c];
        lo = mean < lo ? mean : lo, hi = mean > hi ? mean : hi;
        printf(" %s %.3f", metro_city_colour_name(c), mean);
    }
    printf("\n");
    CHECK_MSG(hi - lo < 0.15, "no colour scores systematically more");
}

/* The same seed and moves give the same game, the taxi included. */
static void test_seed_replay(void)
{
    metro_rng r;
    metro_rng_seed(&r, 5);
    metro_config cfg = make_config(4, "london", 4242);
    metro_state a, b;
    setup_or_die(&a, &cfg);
    setup_or_die(&b, &cfg);
    CHECK(memcmp(a.module_state, b.module_state, sizeof a.module_state) == 0);
    metro_move m;
    while (!metro_over(&a) && random_move(&a, &r, &m)) {
        CHECK_EQ(metro_apply(&a, &m), METRO_OK);
        CHECK_EQ(metro_apply(&b, &m), METRO_OK);
    }
    CHECK(memcmp(&a, &b, sizeof a) == 0);
    metro_config other = make_config(4, "london", 4243);
    metro_state c;
    setup_or_die(&c, &other);
    CHECK(memcmp(a.module_state, c.module_state, 64) != 0 || a.cell[0] != c.cell[0]);
}

/* Nothing in London is secret: a redeal leaves its state alone. */
static void test_nothing_hidden(void)
{
    metro_config cfg = make_config(3, "london", 3);
    metro_state s;
    setup_or_die(&s, &cfg);
    metro_state t = s;
    metro_rng r;
    metro_rng_seed(&r, 1);
    metro_redeal_hidden(&t, 0, &r);
    int mod = s.module_store[metro_module_find("london")];
    CHECK(memcmp(s.module_state[mod], t.module_state[mod], sizeof s.module_state[mod]) == 0);
}

/* London has no moves of its own: module move text is refused with a
 * reason; solo and a second city are refused, naming both. */
static void test_refusals(void)
{
    metro_config cfg = make_config(3, "london", 1);
    metro_state s;
    setup_or_die(&s, &cfg);
    metro_move m;
    char why[256] = "";
    CHECK(metro_move_parse(&s, "taxi:4", &m, why, sizeof why) != METRO_OK);
    CHECK_MSG(why[0] != 0, "a reason is given");
    why[0] = 0;
    CHECK(metro_move_parse(&s, "tourist:brown", &m, why, sizeof why) != METRO_OK);
    CHECK_MSG(strstr(why, "tourist:brown") != NULL, "the reason quotes the text");
    uint32_t mask;
    char err[256] = "";
    /* by slot, so that the test also runs while London is hidden */
    mask = 1u << metro_module_find("london") | 1u << metro_module_find("solo");
    CHECK(metro_modules_check(mask, 1, err, sizeof err) != METRO_OK);
    CHECK(strstr(err, "london") && strstr(err, "solo"));
    err[0] = 0;
    mask = 1u << metro_module_find("london") | 1u << metro_module_find("new-york");
    CHECK(metro_modules_check(mask, 3, err, sizeof err) != METRO_OK);
    CHECK(strstr(err, "london") && strstr(err, "new-york"));
}

int main(void)
{
    test_balance();
    test_worked_examples();
    test_rides("london", 4, 60);
    test_rides("london,shares", 3, 40);
    test_rides("london,central-tracks", 2, 30);
    test_rides("london,shares,central-stations", 5, 30);
    test_colour_balance();
    test_seed_replay();
    test_nothing_hidden();
    test_refusals();
    return check_done();
}
