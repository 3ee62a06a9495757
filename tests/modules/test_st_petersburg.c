/* Metro City St. Petersburg (docs/rules.md §7.5): chip balance, the choice of
 * a tourist right after a lay on a sight (the turn waits for it), the worked
 * example (a line over the tourist tile 3 times takes 3 chips), refused move
 * text, secrets that a redeal keeps from the seat, and the running chip
 * points against a recount. */
#include "helpers.h"

/* Every colour's chips add up to 10; the spreads differ. */
static void test_balance(void)
{
    for (int c = 0; c < 8; c++) {
        int v[4], sum = 0, n = metro_spb_chip_values(c, v);
        CHECK_EQ(n, 4);
        for (int k = 0; k < n; k++) sum += v[k];
        CHECK_EQ(sum, 10);
        printf("%-7s chips %d %d %d %d (mean 2.5, range %d)\n", metro_city_colour_name(c), v[0],
               v[1], v[2], v[3], v[3] - v[0]);
    }
}

/* Random games: after a lay on a sight only tourist moves are legal and a lay
 * is refused with a reason; each scored line takes one chip per pass over
 * each tourist tile (3 passes: 3 chips); redeals ignore what the seat cannot
 * see; bad text is refused. */
static void test_play(void)
{
    metro_rng r;
    metro_rng_seed(&r, 17);
    int choices = 0, three = 0, refused_again = 0;
    for (uint64_t seed = 1; seed <= 80; seed++) {
        metro_config cfg = make_config(2 + (int)(seed % 5), "st-petersburg", seed);
        metro_state s;
        setup_or_die(&s, &cfg);
        metro_move m;
        while (!metro_over(&s) && random_move(&s, &r, &m)) {
            metro_state before = s;
            metro_apply_unchecked(&s, &m);
            if (metro_spb_pending(&s) >= 0) { /* the choice comes before the turn passes */
                choices++;
                CHECK_EQ(s.current, before.current);
                metro_move legal[METRO_MAX_MOVES];
                int n = metro_legal_moves(&s, legal);
                CHECK(n > 0);
                for (int i = 0; i < n; i++) CHECK_EQ(legal[i].kind, METRO_MOVE_MODULE);
                metro_move draw = {.kind = METRO_MOVE_DRAW};
                char why[256] = "";
                CHECK(metro_move_check(&s, &draw, why, sizeof why) != METRO_OK);
                CHECK(strstr(why, "choice") != NULL);
                CHECK(redeal_ignores_hidden(&s, (s.current + 1) % s.cfg.players, seed));
                for (int i = 0; i < 8; i++) { /* a tourist already out is refused, why said */
                    int c = metro_spb_colour(&s, i);
                    if (c < 0) continue;
                    char text[32];
                    snprintf(text, sizeof text, "tourist:%s", metro_city_colour_name(c));
                    metro_move again;
                    CHECK_EQ(metro_move_parse(&s, text, &again, why, sizeof why), METRO_OK);
                    CHECK(metro_move_check(&s, &again, why, sizeof why) != METRO_OK);
                    CHECK(strstr(why, "already") != NULL);
                    refused_again++;
                    break;
                }
            }
            if (m.kind != METRO_MOVE_LAY) continue;
            for (int id = 0; id < METRO_MAX_LINES; id++) {
                const metro_line *l = &s.line[id];
                if (l->status != METRO_LINE_DONE || before.line[id].status == METRO_LINE_DONE ||
                    l->owner < 0)
                    continue;
                for (int i = 0; i < 8; i++) {
                    int sq = metro_spb_sight_square(i), k = metro_line_passes(&s, id, sq);
                    if (s.cell[sq] == METRO_NO_TILE || !k) continue;
                    three += k == 3;
                    CHECK(metro_spb_stack_left(&before, i) - metro_spb_stack_left(&s, i) >= k ||
                          metro_spb_colour(&before, i) == -2); /* laid this turn */
                }
            }
        }
        int held = 0;
        for (int a = 0; a < METRO_MAX_ACCOUNTS; a++) {
            int col[32], val[32];
            held += metro_spb_chips(&s, a, col, val);
        }
        int on_board = 0;
        for (int i = 0; i < 8; i++) on_board += metro_spb_colour(&s, i) >= 0;
        CHECK(held <= 4 * on_board);
    }
    CHECK(choices > 0);
    CHECK(refused_again > 0);
    CHECK_MSG(three > 0, "some line ran over a tourist tile 3 times");
}

/* Chips an account holds, per sight-less colour count: how many in all. */
static int chips_of(const metro_state *s, int account)
{
    int col[32], val[32];
    return metro_spb_chips(s, account, col, val);
}

/* Chips taken from sight i so far (its stack counts only once a tile lies
 * on it). */
static int taken_from(const metro_state *s, int i)
{
    return metro_spb_colour(s, i) == -2 ? 0 : 4 - metro_spb_stack_left(s, i);
}

/* Exact accounting on every move of random games (2 to 6 players, alone and
 * with shares): the chips taken from each sight's stack equal the passes of
 * the lines scored in that move over its tile, each account gains exactly
 * its lines' passes, and every chip taken has its sight's colour and one of
 * that colour's values, each value as often as the colour has it. */
static void test_exact_chips(const char *modules)
{
    metro_rng r;
    metro_rng_seed(&r, 23);
    long lines = 0, chips = 0;
    for (uint64_t seed = 1; seed <= 120; seed++) {
        metro_config cfg = make_config(2 + (int)(seed % 5), modules, seed * 3 + 1);
        metro_state s;
        setup_or_die(&s, &cfg);
        metro_move m;
        while (!metro_over(&s) && random_move(&s, &r, &m)) {
            metro_state before = s;
            metro_apply_unchecked(&s, &m);
            int want_sight[8] = {0}, want_acc[METRO_MAX_ACCOUNTS] = {0};
            for (int id = 0; id < METRO_MAX_LINES; id++) {
                const metro_line *l = &s.line[id];
                if (l->status != METRO_LINE_DONE || before.line[id].status == METRO_LINE_DONE ||
                    l->owner < 0)
                    continue;
                lines++;
                for (int i = 0; i < 8; i++) {
                    int sq = metro_spb_sight_square(i);
                    if (s.cell[sq] == METRO_NO_TILE) continue;
                    int k = metro_line_passes(&s, id, sq);
                    want_sight[i] += k, want_acc[l->owner] += k;
                }
            }
            for (int i = 0; i < 8; i++)
                if (!CHECK_EQ(taken_from(&s, i) - taken_from(&before, i), want_sight[i])) return;
            for (int a = 0; a < METRO_MAX_ACCOUNTS; a++) {
                if (!CHECK_EQ(chips_of(&s, a) - chips_of(&before, a), want_acc[a])) return;
                chips += want_acc[a];
            }
        }
        int seen[8][6] = {{0}}; /* colour, value: chips taken */
        for (int a = 0; a < METRO_MAX_ACCOUNTS; a++) {
            int col[32], val[32], n = metro_spb_chips(&s, a, col, val);
            for (int k = 0; k < n; k++)
                if (CHECK(col[k] >= 0 && col[k] < 8 && val[k] >= 0 && val[k] <= 5))
                    seen[col[k]][val[k]]++;
        }
        for (int c = 0; c < 8; c++) {
            int v[4], have[6] = {0};
            metro_spb_chip_values(c, v);
            for (int k = 0; k < 4; k++) have[v[k]]++;
            for (int x = 0; x < 6; x++) CHECK(seen[c][x] <= have[x]);
        }
    }
    printf("%s: %ld lines scored, %ld chips taken, each checked\n", modules, lines, chips);
    CHECK(chips > 100);
}

/* No peeking: a redeal for a seat keeps that seat's own chips (colour and
 * value), keeps each sight's chips as a set, and does move the others'
 * values or the stacks' order in some positions. */
static void test_redeal(void)
{
    metro_rng r;
    metro_rng_seed(&r, 41);
    int moved = 0, positions = 0;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        metro_config cfg = make_config(3, "st-petersburg", seed);
        metro_state s;
        setup_or_die(&s, &cfg);
        metro_move m;
        while (!metro_over(&s) && random_move(&s, &r, &m)) {
            metro_apply_unchecked(&s, &m);
            if (s.turn % 7) continue;
            int seat = s.current;
            metro_state t = s;
            metro_rng rr;
            metro_rng_seed(&rr, seed * 1000 + s.turn);
            metro_redeal_hidden(&t, seat, &rr);
            positions++;
            int c0[32], v0[32], c1[32], v1[32];
            int n0 = metro_spb_chips(&s, seat, c0, v0), n1 = metro_spb_chips(&t, seat, c1, v1);
            CHECK_EQ(n0, n1);
            for (int k = 0; k < n0 && k < n1; k++) CHECK(c0[k] == c1[k] && v0[k] == v1[k]);
            for (int i = 0; i < 8; i++)
                CHECK_EQ(metro_spb_stack_left(&s, i), metro_spb_stack_left(&t, i));
            for (int a = 0; a < METRO_MAX_ACCOUNTS; a++) {
                if (a == seat) continue;
                n0 = metro_spb_chips(&s, a, c0, v0), n1 = metro_spb_chips(&t, a, c1, v1);
                for (int k = 0; k < n0 && k < n1; k++) moved += v0[k] != v1[k];
            }
            moved += memcmp(s.module_state, t.module_state, sizeof s.module_state) != 0;
            CHECK_EQ(metro_spb_points(&s, seat), metro_spb_points(&t, seat));
        }
    }
    printf("redeal: %d positions, others' chips or stacks moved %d times\n", positions, moved);
    CHECK(moved > positions / 4);
}

/* The chip points an account holds, counted from its chips (values not yet
 * dealt count nothing): what metro_spb_points keeps as a running total. */
static int recounted_points(const metro_state *s, int account)
{
    int col[32], val[32], n = metro_spb_chips(s, account, col, val), points = 0;
    for (int k = 0; k < n; k++) points += val[k] > 0 ? val[k] : 0;
    return points;
}

/* Accounts whose running chip points differ from the recount. */
static int running_points_differ(const metro_state *s)
{
    int wrong = 0;
    for (int a = 0; a < METRO_MAX_ACCOUNTS; a++)
        wrong += !CHECK_EQ(metro_spb_points(s, a), recounted_points(s, a));
    return wrong;
}

/* The running chip points (kept as chips are taken, dealt and redealt)
 * equal a recount from the chips after every move of many random games,
 * alone and with shares or central stations (company accounts), with 1 to
 * 3 tiles in hand, and after redeals for the seat to move; a twin of each
 * game whose every lay calls the after_lay hook keeps the same state. */
static void test_running_points(void)
{
    static const char *const lists[] = {"st-petersburg", "st-petersburg,shares",
                                        "st-petersburg,central-stations"};
    metro_rng r;
    metro_rng_seed(&r, 59);
    long compared = 0, with_points = 0;
    for (uint64_t seed = 1; seed <= 600; seed++) {
        metro_config cfg = make_config(2 + (int)(seed % 5), lists[seed % 3], seed * 7 + 3);
        cfg.hand_size = 1 + (int)(seed / 3 % 3);
        metro_state s;
        setup_or_die(&s, &cfg);
        metro_state twin; /* every lay calls after_lay (narrowed to the sights) */
        after_lay_twin(&s, &twin);
        metro_move m;
        while (!metro_over(&s) && random_move(&s, &r, &m)) {
            if (!apply_to_twins(&s, &twin, &m)) return;
            if (running_points_differ(&s)) {
                fprintf(stderr, "  game seed %llu, turn %d\n", (unsigned long long)seed, s.turn);
                return;
            }
            compared++;
            if (s.turn % 5 == 0) {
                metro_state t = s;
                metro_rng rr;
                metro_rng_seed(&rr, seed * 100 + s.turn);
                metro_redeal_hidden(&t, s.current, &rr);
                if (running_points_differ(&t)) return;
            }
        }
        for (int a = 0; a < METRO_MAX_ACCOUNTS; a++) with_points += metro_spb_points(&s, a) > 0;
    }
    printf("running chip points: %ld positions compared with a recount, %ld accounts scored\n",
           compared, with_points);
    CHECK(with_points > 600);
}

/* Seed replay: the same seed and the same moves, written as text and read
 * back, rebuild the same game, chips and stacks included. */
static void test_replay(void)
{
    metro_rng r;
    metro_rng_seed(&r, 7);
    for (uint64_t seed = 1; seed <= 20; seed++) {
        metro_config cfg = make_config(2 + (int)(seed % 4), "st-petersburg", seed);
        metro_state s, t;
        setup_or_die(&s, &cfg);
        setup_or_die(&t, &cfg);
        metro_move m;
        int tourists = 0;
        while (!metro_over(&s) && random_move(&s, &r, &m)) {
            char text[64];
            metro_move_format(&s, &m, text, sizeof text);
            tourists += !strncmp(text, "tourist:", 8);
            metro_apply_unchecked(&s, &m);
            if (!CHECK_EQ(play_text(&t, text), METRO_OK)) {
                fprintf(stderr, "  replay refused '%s'\n", text);
                return;
            }
        }
        CHECK(memcmp(s.module_state, t.module_state, sizeof s.module_state) == 0);
        CHECK(memcmp(s.score, t.score, sizeof s.score) == 0);
        CHECK(tourists > 0);
    }
}

static void test_refusals(void)
{
    metro_config cfg = make_config(3, "st-petersburg", 4);
    metro_state s;
    setup_or_die(&s, &cfg);
    metro_move m;
    char why[256] = "";
    CHECK(metro_move_parse(&s, "tourist:grey", &m, why, sizeof why) != METRO_OK);
    CHECK(why[0] != 0);
    CHECK_EQ(metro_move_parse(&s, "tourist:red", &m, why, sizeof why), METRO_OK);
    CHECK(metro_move_check(&s, &m, why, sizeof why) != METRO_OK); /* no sight laid yet */
    CHECK(strstr(why, "sight") != NULL);
}

int main(void)
{
    test_balance();
    test_play();
    test_exact_chips("st-petersburg");
    test_exact_chips("st-petersburg,shares");
    test_exact_chips("st-petersburg,central-stations");
    test_redeal();
    test_running_points();
    test_replay();
    test_refusals();
    return check_done();
}
