/* Metro City Berlin (docs/rules.md §7.6): the sights' balance, the start
 * groups, the worked example (a line over 4 tiles passed 7 times scores 7;
 * over the yellow tourist's tile twice and the purple one's once it takes 2
 * yellow and 1 purple ticket), the ranking with ties
 * and the imaginary player, and the side option. */
#include <math.h>

#include "helpers.h"

static int colour_named(const char *name)
{
    for (int c = 0; c < METRO_CITY_COLOURS; c++)
        if (!strcmp(metro_city_colour_name(c), name)) return c;
    return -1;
}

/* Both sides add up to 60 high and 28 low; B spreads them wider. */
static void test_balance(void)
{
    metro_config cfg = make_config(3, "berlin", 1);
    int sum[2][2] = {{0}}, spread[2] = {0};
    for (int side = 0; side < 2; side++) {
        set_option(&cfg, "berlin", side);
        metro_state s;
        setup_or_die(&s, &cfg);
        int lo = 99, hi = 0;
        for (int i = 0; i < 8; i++) {
            int h, l;
            metro_berlin_values(&s, i, &h, &l);
            CHECK(h > l && l > 0);
            sum[side][0] += h, sum[side][1] += l;
            lo = h < lo ? h : lo, hi = h > hi ? h : hi;
        }
        spread[side] = hi - lo;
        printf("side %c: high sum %d, low sum %d, highs %d..%d\n", 'A' + side, sum[side][0],
               sum[side][1], lo, hi);
    }
    CHECK_EQ(sum[0][0], sum[1][0]);
    CHECK_EQ(sum[0][1], sum[1][1]);
    CHECK(spread[1] > spread[0]);
    /* mixed: 4 sights on each side */
    set_option(&cfg, "berlin", 2);
    metro_state s;
    setup_or_die(&s, &cfg);
    int b = 0;
    for (int i = 0; i < 8; i++) b += metro_berlin_side(&s, i);
    CHECK_EQ(b, 4);
}

/* 16 tourists, 2 of each colour, on the 4 blocks, no colour twice in a
 * block; one tourist of each colour on the 8 sights. Over many deals every
 * colour lands on every sight. */
static void test_setup(void)
{
    static const int block[4][4] = {
        {9, 10, 17, 18}, {13, 14, 21, 22}, {41, 42, 49, 50}, {45, 46, 53, 54}};
    int on_sight[8][8] = {{0}};
    for (uint64_t seed = 1; seed <= 400; seed++) {
        metro_config cfg = make_config(4, "berlin", seed);
        metro_state s;
        setup_or_die(&s, &cfg);
        int per_colour[8] = {0};
        for (int g = 0; g < 4; g++) {
            unsigned seen = 0;
            for (int k = 0; k < 4; k++) {
                int c = metro_berlin_tourist_at(&s, block[g][k]);
                if (!CHECK(c >= 0 && c < 8)) return;
                CHECK_MSG(!(seen >> c & 1u), "no colour twice in a group");
                seen |= 1u << c;
                per_colour[c]++;
            }
        }
        for (int c = 0; c < 8; c++) CHECK_EQ(per_colour[c], 2);
        unsigned sights = 0;
        for (int i = 0; i < 8; i++) {
            int c = metro_berlin_sight_tourist(&s, i);
            sights |= 1u << c;
            on_sight[i][c]++;
        }
        CHECK_EQ(sights, 0xFFu);
    }
    for (int i = 0; i < 8; i++)
        for (int c = 0; c < 8; c++) CHECK(on_sight[i][c] > 0);
}

/* The deal is uniform over the allowed deals: each colour stands on each
 * group square 1 time in 8, and the number of colours two groups share
 * (a, b, c for the pairs 01/23, 02/13, 03/12) follows the count of deals:
 * 2, 1, 1 in some order in 30,240 of the 44,730 ways to colour the groups,
 * 2, 2, 0 in 7,560, 3, 1, 0 in 6,720, 4, 0, 0 in 210. 8,000 deals: a count
 * off by more than 5 standard deviations fails. */
static void test_deal_uniform(void)
{
    static const int block[4][4] = {
        {9, 10, 17, 18}, {13, 14, 21, 22}, {41, 42, 49, 50}, {45, 46, 53, 54}};
    enum { DEALS = 8000 };
    int on_square[16][8] = {{0}}, shape[4] = {0}; /* 211, 220, 310, 400 */
    for (uint64_t seed = 1; seed <= DEALS; seed++) {
        metro_config cfg = make_config(2, "berlin", seed * 7919);
        metro_state s;
        setup_or_die(&s, &cfg);
        unsigned groups[8] = {0};
        for (int g = 0; g < 4; g++)
            for (int k = 0; k < 4; k++) {
                int c = metro_berlin_tourist_at(&s, block[g][k]);
                if (!CHECK(c >= 0 && c < 8)) return;
                on_square[g * 4 + k][c]++;
                groups[c] |= 1u << g;
            }
        int shared[3] = {0}; /* colours in groups {0,1}, {0,2}, {0,3} */
        for (int c = 0; c < 8; c++) {
            shared[0] += groups[c] == 0x3u, shared[1] += groups[c] == 0x5u;
            shared[2] += groups[c] == 0x9u;
        }
        int hi = 0, zeros = 0;
        for (int k = 0; k < 3; k++) hi = shared[k] > hi ? shared[k] : hi, zeros += !shared[k];
        shape[hi == 4 ? 3 : hi == 3 ? 2 : zeros ? 1 : 0]++;
    }
    for (int i = 0; i < 16; i++)
        for (int c = 0; c < 8; c++) /* 1,000 expected, sd 30 */
            if (!CHECK(abs(on_square[i][c] - DEALS / 8) < 150))
                printf("square %d colour %d: %d deals\n", i, c, on_square[i][c]);
    static const double p[4] = {30240 / 44730.0, 7560 / 44730.0, 6720 / 44730.0, 210 / 44730.0};
    for (int k = 0; k < 4; k++) {
        double mean = DEALS * p[k], sd = sqrt(DEALS * p[k] * (1 - p[k]));
        if (!CHECK(fabs(shape[k] - mean) < 5 * sd))
            printf("shape %d: %d deals, expected %.0f\n", k, shape[k], mean);
    }
    printf("deal shapes 211/220/310/400: %d %d %d %d of %d\n", shape[0], shape[1], shape[2],
           shape[3], DEALS);
}

/* The ranking: most tickets high, second low; ties share the places they
 * cover rounded down; nobody without tickets ranks. The last entry is the
 * imaginary player. */
static void test_ranking(void)
{
    int out[4];
    metro_berlin_rank_points((int[]){3, 2, 0, 1}, 4, 9, 4, out);
    CHECK_EQ(out[0], 9), CHECK_EQ(out[1], 4), CHECK_EQ(out[2], 0), CHECK_EQ(out[3], 0);
    metro_berlin_rank_points((int[]){3, 3, 1, 1}, 4, 9, 4, out); /* tie first: (9+4)/2 */
    CHECK_EQ(out[0], 6), CHECK_EQ(out[1], 6), CHECK_EQ(out[2], 0);
    metro_berlin_rank_points((int[]){4, 2, 2, 0}, 4, 9, 4, out); /* tie second: 4/2 */
    CHECK_EQ(out[0], 9), CHECK_EQ(out[1], 2), CHECK_EQ(out[2], 2);
    metro_berlin_rank_points((int[]){2, 2, 2, 2}, 4, 9, 4, out); /* four tied: 13/4 */
    CHECK_EQ(out[0], 3), CHECK_EQ(out[3], 3);
    /* the imaginary player (last) holds the most: the players only share 2nd */
    metro_berlin_rank_points((int[]){1, 1, 0, 5}, 4, 9, 4, out);
    CHECK_EQ(out[0], 2), CHECK_EQ(out[1], 2), CHECK_EQ(out[3], 9);
    metro_berlin_rank_points((int[]){0, 0, 0, 0}, 4, 9, 4, out);
    CHECK_EQ(out[0], 0);
}

/* The worked example as the rulebook tells it (docs/rules.md §7.6), in its
 * two halves, checked on each move of the games below: a line over 4 tiles
 * passed 7 times in all scores 7 (the book: one tile twice, another three
 * times); a scored line over exactly two tourist tiles, one's twice and the
 * other's once, takes 2 tickets of the first colour and 1 of the second (the
 * book: yellow and purple). Counts the lines of each half seen. */
static void check_worked_example(const metro_state *before, const metro_state *s, int *seven,
                                 int *tickets)
{
    int done = 0; /* one line scored by the move: its tickets alone */
    for (int id = 0; id < METRO_MAX_LINES; id++)
        done += s->line[id].status == METRO_LINE_DONE && before->line[id].status != METRO_LINE_DONE;
    for (int id = 0; id < METRO_MAX_LINES && done == 1; id++) {
        const metro_line *l = &s->line[id];
        if (l->status != METRO_LINE_DONE || before->line[id].status == METRO_LINE_DONE ||
            l->owner < 0 || l->dest == METRO_CENTRE_DEST)
            continue;
        uint8_t passes[METRO_SQUARES] = {0};
        int sum = metro_line_trace(s, id, passes), tiles = 0;
        int tourist_tiles = 0, twice = -1, once = -1;
        for (int sq = 0; sq < METRO_SQUARES; sq++) {
            if (!passes[sq]) continue;
            tiles++;
            int c = metro_berlin_tourist_at(s, sq);
            if (c < 0) continue;
            tourist_tiles++;
            if (passes[sq] == 2) twice = c;
            if (passes[sq] == 1) once = c;
        }
        if (tiles == 4 && sum == 7) { /* 1+1+2+3 in the book (or 1+2+2+2, 1+1+1+4) */
            ++*seven;
            CHECK_EQ(l->points, 7);
        }
        if (tourist_tiles == 2 && twice >= 0 && once >= 0 && twice != once) {
            ++*tickets;
            CHECK_EQ(metro_berlin_tickets(s, l->owner, twice) -
                         metro_berlin_tickets(before, l->owner, twice),
                     2);
            CHECK_EQ(metro_berlin_tickets(s, l->owner, once) -
                         metro_berlin_tickets(before, l->owner, once),
                     1);
        }
    }
}

/* The worked example: Ulrich's line passes the yellow tourist's tile twice
 * and the purple one's once and takes 2 yellow and 1 purple ticket. Built by
 * laying tiles on a real game's board until some line completes over a
 * tourist tile more than once; its owner's tickets grow by its passes. */
static void test_tickets_per_pass(void)
{
    int yellow = colour_named("yellow"), purple = colour_named("purple"), twice = 0;
    int seven = 0, tickets = 0;
    metro_rng r;
    metro_rng_seed(&r, 5);
    for (uint64_t seed = 1; seed <= 60; seed++) {
        metro_config cfg = make_config(2, "berlin", seed);
        metro_state s;
        setup_or_die(&s, &cfg);
        metro_move m;
        while (!metro_over(&s) && random_move(&s, &r, &m)) {
            metro_state before = s;
            metro_apply_unchecked(&s, &m);
            check_worked_example(&before, &s, &seven, &tickets);
            int gained[METRO_MAX_ACCOUNTS][8] = {{0}};
            for (int id = 0; id < METRO_MAX_LINES; id++) {
                const metro_line *l = &s.line[id];
                if (l->status != METRO_LINE_DONE || before.line[id].status == METRO_LINE_DONE ||
                    l->owner < 0)
                    continue;
                for (int sq = 0; sq < 64; sq++) {
                    int c = metro_berlin_tourist_at(&s, sq), k = metro_line_passes(&s, id, sq);
                    if (c < 0 || !k) continue;
                    gained[l->owner][c] += k;
                    twice += k >= 2 && (c == yellow || c == purple);
                }
            }
            for (int a = 0; a < METRO_MAX_ACCOUNTS; a++)
                for (int c = 0; c < 8; c++)
                    CHECK_EQ(metro_berlin_tickets(&s, a, c) - metro_berlin_tickets(&before, a, c),
                             gained[a][c]);
        }
        int total[8] = {0};
        for (int c = 0; c < 8; c++) {
            for (int a = 0; a < METRO_MAX_ACCOUNTS; a++) total[c] += metro_berlin_tickets(&s, a, c);
            CHECK_EQ(total[c] + metro_berlin_imaginary(&s, c), 8);
            CHECK(metro_berlin_imaginary(&s, c) >= 0);
        }
    }
    CHECK_MSG(twice > 0, "some line passed a yellow or purple tourist tile twice");
    printf("berlin example: %d lines over 4 tiles passed 7 times; %d over one tourist tile "
           "twice and another once\n",
           seven, tickets);
    CHECK_MSG(seven > 0, "a line over 4 tiles passed 7 times");
    CHECK_MSG(tickets > 0, "a line over one tourist tile twice and another once");
}

int main(void)
{
    test_balance();
    test_setup();
    test_deal_uniform();
    test_ranking();
    test_tickets_per_pass();
    return check_done();
}
