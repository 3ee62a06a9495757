/* Metro City Stockholm (docs/rules.md §7.2): the field values' balance, the
 * rulebook's example (red 3, purple 4), the set-up and the chip deal per
 * player count, 1,000 random games per combination replayed from the move
 * list by a model written here, secrets redealt without peeking, greedy
 * legal, and refusals. */
#include "helpers.h"
#include "metro/ai.h"

enum { ROW = METRO_STOCKHOLM_ROW, SIGHTS = METRO_STOCKHOLM_SIGHTS, GAMES = 1000 };

static int colour_named(const char *name)
{
    for (int c = 0; c < METRO_CITY_COLOURS; c++)
        if (!strcmp(metro_city_colour_name(c), name)) return c;
    return -1;
}

/* Every sight holds 1 2 3 4 once (sums 10), and each field position holds
 * every value twice over the 8 sights: no sight, and so no colour in the
 * variant, is worth more; early and late fields are worth the same. */
static void test_balance(void)
{
    int at_position[4][5] = {{0}};
    for (int sight = 0; sight < SIGHTS; sight++) {
        int seen[5] = {0}, sum = 0;
        for (int f = 0; f < 4; f++) {
            int v = metro_stockholm_sight_value(sight, f);
            if (!CHECK(v >= 1 && v <= 4)) return;
            seen[v]++, sum += v, at_position[f][v]++;
        }
        CHECK_EQ(sum, 10);
        for (int v = 1; v <= 4; v++) CHECK_EQ(seen[v], 1);
        CHECK(strcmp(metro_stockholm_sight_name(sight), "?") != 0);
    }
    for (int f = 0; f < 4; f++)
        for (int v = 1; v <= 4; v++) CHECK_EQ(at_position[f][v], 2);
}

/* "Nina has the red chip and Alex the purple one. At the end Nina scores 3
 * for the red tourist and Alex 4 for the purple tourist." The red tourist
 * lies on Gröna Lund's third field (3), the purple one on the Royal
 * Palace's third field (4); other tourists score for nobody of the two. */
static void test_worked_example(void)
{
    int RED = colour_named("red"), PURPLE = colour_named("purple"), GREEN = colour_named("green");
    int colour[ROW], value[ROW];
    for (int f = 0; f < ROW; f++)
        colour[f] = -1, value[f] = metro_stockholm_sight_value(f / 4, f % 4);
    colour[0] = GREEN, colour[1] = GREEN, colour[2] = RED, colour[6] = PURPLE;
    CHECK_EQ(value[2], 3);
    CHECK_EQ(value[6], 4);
    CHECK_EQ(metro_stockholm_score(colour, value, 1u << RED), 3);    /* Nina */
    CHECK_EQ(metro_stockholm_score(colour, value, 1u << PURPLE), 4); /* Alex */
    CHECK_EQ(metro_stockholm_score(colour, value, 1u << RED | 1u << GREEN), 6);
}

/* One tourist per inner square (4 of each colour), the sights a permutation,
 * the chips dealt in the rulebook's numbers and never twice; in the variant
 * one chip face up per sight and none in a hand. */
static void test_setup(int players, bool variant)
{
    metro_config cfg = make_config(players, "stockholm", 40 + (uint64_t)players);
    set_option(&cfg, "stockholm", variant);
    metro_state s;
    setup_or_die(&s, &cfg);
    int per_colour[8] = {0}, squares = 0;
    for (int sq = 0; sq < 64; sq++) {
        int colour[METRO_CITY_TOURISTS], n = metro_city_tourists_on(&s, sq, colour);
        CHECK_EQ(n, metro_city_is_inner(sq) ? 1 : 0);
        for (int i = 0; i < n; i++) per_colour[colour[i]]++;
        squares += n;
    }
    CHECK_EQ(squares, 32);
    for (int c = 0; c < 8; c++) CHECK_EQ(per_colour[c], 4);
    unsigned sights = 0, on = 0;
    for (int pos = 0; pos < SIGHTS; pos++) {
        sights |= 1u << metro_stockholm_row_sight(&s, pos);
        int c = metro_stockholm_chip_on(&s, pos);
        if (variant && CHECK(c >= 0 && c < 8)) on |= 1u << c;
        if (!variant) CHECK_EQ(c, -1);
    }
    CHECK_EQ(sights, 0xFFu);
    CHECK_EQ(on, variant ? 0xFFu : 0u);
    int held[METRO_MAX_PLAYERS] = {0}, boxed = 0;
    for (int c = 0; c < 8; c++) {
        int h = metro_stockholm_chip_holder(&s, c);
        if (h == METRO_STOCKHOLM_BOX)
            boxed++;
        else if (CHECK(h >= 0 && h < players))
            held[h]++;
    }
    static const int dealt[7] = {0, 0, 3, 2, 2, 1, 1}; /* the rulebook's table */
    int k = variant ? 0 : dealt[players];
    for (int p = 0; p < players; p++) CHECK_EQ(held[p], k);
    CHECK_EQ(boxed, 8 - k * players);
    CHECK_EQ(metro_stockholm_chips_per_player(players), dealt[players]);
}

/* The model: what the rulebook says happens, kept from the set-up and the
 * move list alone. */
typedef struct model {
    int tourist_at[64]; /* colour of the tourist on a square, -1 none */
    int colour[ROW], value[ROW], taker[ROW];
    int filled, sight_filled[SIGHTS], sight_of_chip[8];
    int gained[METRO_MAX_PLAYERS];
} model;

static void model_start(model *md, const metro_state *s)
{
    memset(md, 0, sizeof *md);
    for (int sq = 0; sq < 64; sq++) {
        int colour[METRO_CITY_TOURISTS];
        md->tourist_at[sq] = metro_city_tourists_on(s, sq, colour) ? colour[0] : -1;
    }
    for (int f = 0; f < ROW; f++) {
        md->colour[f] = md->taker[f] = -1;
        md->value[f] = metro_stockholm_sight_value(metro_stockholm_row_sight(s, f / 4), f % 4);
    }
    for (int pos = 0; pos < SIGHTS; pos++)
        if (metro_stockholm_chip_on(s, pos) >= 0)
            md->sight_of_chip[metro_stockholm_chip_on(s, pos)] = pos;
}

/* A lay on a tourist: the leftmost free field of the row, or in the variant
 * of the sight with that colour's chip, where the layer scores at once. */
static void model_lay(model *md, int sq, int seat, bool variant)
{
    int c = md->tourist_at[sq];
    if (c < 0) return;
    md->tourist_at[sq] = -1;
    int f = variant ? md->sight_of_chip[c] * 4 + md->sight_filled[md->sight_of_chip[c]]++
                    : md->filled++;
    if (!CHECK(f < ROW)) return;
    md->colour[f] = c, md->taker[f] = seat;
    if (variant) md->gained[seat] += md->value[f];
}

/* Random games: the row after every move equals the model's, and so do the
 * city points at the end; the final scores equal the re-computation from
 * the final position (helpers.h) and nothing is left on the board. */
static void test_random_games(const char *modules, bool variant, int index)
{
    metro_rng r;
    metro_rng_seed(&r, 7000 + (uint64_t)index);
    long city = 0, moved = 0;
    for (int g = 0; g < GAMES && check_failures() < 20; g++) {
        int players = 2 + (int)metro_rng_below(&r, 5);
        uint64_t seed = metro_rng_next(&r);
        metro_config cfg = make_config(players, modules, seed);
        cfg.hand_size = 1 + (int)metro_rng_below(&r, 3);
        set_option(&cfg, "stockholm", variant);
        if (strstr(modules, "station-numbers")) set_option(&cfg, "station-numbers", 2);
        metro_state s;
        setup_or_die(&s, &cfg);
        model md;
        model_start(&md, &s);
        int holder[8];
        for (int c = 0; c < 8; c++) holder[c] = metro_stockholm_chip_holder(&s, c);
        metro_move m;
        bool ok = true;
        for (int n = 0; ok && !metro_over(&s) && n < 3000 && random_move(&s, &r, &m); n++) {
            if (m.kind == METRO_MOVE_LAY) model_lay(&md, m.sq, s.current, variant);
            metro_apply_unchecked(&s, &m);
            for (int f = 0; f < ROW && ok; f++)
                ok &= CHECK_EQ(metro_stockholm_field_colour(&s, f), md.colour[f]) &&
                      CHECK_EQ(metro_stockholm_field_taker(&s, f), md.taker[f]);
        }
        ok &= CHECK(metro_over(&s));
        for (int f = 0; f < ROW; f++) ok &= CHECK(md.colour[f] >= 0); /* every tourist taken */
        CHECK_EQ(metro_city_tourist_squares(&s), 0);
        for (int p = 0; p < players; p++) {
            unsigned mine = 0;
            for (int c = 0; c < 8; c++) mine |= (unsigned)(holder[c] == p) << c;
            int want = variant ? md.gained[p] : metro_stockholm_score(md.colour, md.value, mine);
            ok &= CHECK_EQ(metro_account_module_points(&s, p), want);
            city += want;
        }
        for (int a = METRO_ACCOUNT_COMPANY0; a < METRO_MAX_ACCOUNTS; a++)
            ok &= CHECK_EQ(metro_account_module_points(&s, a), 0); /* the players' own */
        expected_scores e = expected_from_position(&s);
        int final[METRO_MAX_PLAYERS];
        metro_final_scores(&s, final);
        for (int p = 0; p < players; p++) ok &= CHECK_EQ(final[p], e.final[p]);
        moved += md.filled;
        if (!ok)
            fprintf(stderr, "  %s%s seed %llu\n", modules, variant ? " variant" : "",
                    (unsigned long long)seed);
    }
    printf("%-36s %-9s %d games, %.1f city points per game\n", modules,
           variant ? "on-sights" : "secret", GAMES, (double)city / GAMES);
    CHECK(city > 0);
    (void)moved;
}

/* The redeal keeps the seat's own chips and every count, changes others'
 * chips (over many redeals) and depends only on what the seat sees; the
 * variant has no secret. */
static void test_redeal(void)
{
    metro_config cfg = make_config(4, "stockholm", 5);
    metro_state s;
    setup_or_die(&s, &cfg);
    int changed = 0;
    for (int k = 0; k < 50; k++) {
        metro_state t = s;
        metro_rng r;
        metro_rng_seed(&r, (uint64_t)k);
        int seat = k % 4;
        metro_redeal_hidden(&t, seat, &r);
        int held[METRO_MAX_PLAYERS] = {0};
        for (int c = 0; c < 8; c++) {
            int before = metro_stockholm_chip_holder(&s, c),
                after = metro_stockholm_chip_holder(&t, c);
            if (before == seat || after == seat) CHECK_EQ(after, before);
            changed += after != before;
            if (after >= 0) held[after]++;
        }
        for (int p = 0; p < 4; p++) CHECK_EQ(held[p], 2);
        CHECK(redeal_ignores_hidden(&s, seat, (uint64_t)k));
    }
    CHECK(changed > 0);
    set_option(&cfg, "stockholm", METRO_STOCKHOLM_ON_SIGHTS);
    setup_or_die(&s, &cfg);
    metro_state t = s;
    metro_rng r;
    metro_rng_seed(&r, 1);
    metro_redeal_hidden(&t, 0, &r);
    CHECK(memcmp(s.module_state, t.module_state, sizeof s.module_state) == 0);
}

/* The computer players only make legal moves in the variant too (the
 * secret game is in tests/ai's combinations). */
static void test_ai_variant(void)
{
    const metro_ai *greedy = metro_ai_find("greedy");
    metro_ai_budget budget = {.max_playouts = 4};
    for (int g = 0; g < 3; g++) {
        metro_config cfg = make_config(3, "stockholm,shares", 90 + (uint64_t)g);
        set_option(&cfg, "stockholm", METRO_STOCKHOLM_ON_SIGHTS);
        metro_state s;
        setup_or_die(&s, &cfg);
        while (!metro_over(&s)) {
            metro_move m;
            if (!CHECK_EQ(metro_ai_choose(greedy, &s, (uint64_t)s.turn, &budget, &m), METRO_OK))
                break;
            if (!CHECK_EQ(metro_apply(&s, &m), METRO_OK)) break;
        }
        int sum = 0;
        for (int p = 0; p < 3; p++) sum += metro_stockholm_points(&s, p);
        CHECK_EQ(sum, 80); /* every field's value went to someone at once */
    }
}

/* Stockholm has no moves of its own: module text is refused with a reason;
 * a bad option value names the module's choices; no solo, no second city. */
static void test_refusals(void)
{
    metro_config cfg = make_config(3, "stockholm", 1);
    metro_state s;
    setup_or_die(&s, &cfg);
    metro_move m;
    char why[256] = "";
    CHECK(metro_move_parse(&s, "tourist:red", &m, why, sizeof why) != METRO_OK);
    CHECK_MSG(why[0] != 0, "a reason is given");
    const struct metro_module *mod = metro_module_get(metro_module_find("stockholm"));
    int value = -1;
    char err[256] = "";
    CHECK_EQ(metro_module_option_parse(mod, "on-sights", &value, err, sizeof err), METRO_OK);
    CHECK_EQ(value, METRO_STOCKHOLM_ON_SIGHTS);
    CHECK(metro_module_option_parse(mod, "banana", &value, err, sizeof err) != METRO_OK);
    CHECK_MSG(strstr(err, "stockholm") && strstr(err, "on-sights"), err);
    CHECK(metro_module_option_parse(mod, "2", &value, err, sizeof err) != METRO_OK);
    uint32_t mask = 1u << metro_module_find("stockholm") | 1u << metro_module_find("solo");
    CHECK(metro_modules_check(mask, 1, err, sizeof err) != METRO_OK);
    CHECK(strstr(err, "stockholm") && strstr(err, "solo"));
    mask = 1u << metro_module_find("stockholm") | 1u << metro_module_find("new-york");
    CHECK(metro_modules_check(mask, 3, err, sizeof err) != METRO_OK);
    CHECK(strstr(err, "stockholm") && strstr(err, "new-york"));
}

int main(void)
{
    test_balance();
    test_worked_example();
    for (int p = 2; p <= 6; p++) test_setup(p, false), test_setup(p, true);
    static const char *const combos[] = {
        "stockholm",
        "stockholm,shares",
        "stockholm,central-stations",
        "stockholm,central-tracks",
        "stockholm,station-numbers",
        "stockholm,shares,central-stations",
        "stockholm,shares,central-tracks",
        "stockholm,station-numbers,central-stations",
    };
    for (int i = 0; i < (int)(sizeof combos / sizeof combos[0]); i++)
        for (int v = 0; v < 2; v++) test_random_games(combos[i], v, 2 * i + v);
    test_redeal();
    test_ai_variant();
    test_refusals();
    return check_done();
}
