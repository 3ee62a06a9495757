/* The module list and the combination rules of docs/rules.md §6: every allowed
 * and every forbidden combination, player counts and module options. */
#include "helpers.h"

/* Parses and checks a list; returns the error text ("" when accepted). */
static const char *combo_error(const char *list, int players)
{
    static char err[256];
    uint32_t mask;
    err[0] = 0;
    if (metro_modules_parse(list, &mask, err, sizeof err) == METRO_OK)
        metro_modules_check(mask, players, err, sizeof err);
    return err;
}

static bool mentions(const char *text, const char *a, const char *b)
{
    return strstr(text, a) && strstr(text, b);
}

static void test_known_modules(void)
{
    static const char *const ids[] = {"null",           "shares",          "central-stations",
                                      "central-tracks", "station-numbers", "solo"};
    for (int i = 0; i < 6; i++) {
        int slot = metro_module_find(ids[i]);
        CHECK_MSG(slot >= 0, ids[i]);
        if (slot >= 0) CHECK_STR(metro_module_get(slot)->id, ids[i]);
    }
    CHECK_EQ(metro_module_find("stations"), -1);
}

static void test_allowed(void)
{
    static const char *const ok[] = {"shares",
                                     "central-stations",
                                     "central-tracks",
                                     "station-numbers",
                                     "shares,central-stations",
                                     "shares,central-tracks",
                                     "station-numbers,central-stations",
                                     "station-numbers,central-tracks",
                                     "central-stations,shares"};
    for (int i = 0; i < (int)(sizeof ok / sizeof ok[0]); i++)
        for (int players = 2; players <= 6; players++) CHECK_STR(combo_error(ok[i], players), "");
    CHECK_STR(combo_error("solo", 1), "");
}

static void test_forbidden(void)
{
    static const char *const pairs[][2] = {
        {"central-stations", "central-tracks"}, /* 2 and 3 exclude each other */
        {"shares", "station-numbers"},          /* 1 and 4a exclude each other */
    };
    for (int i = 0; i < 2; i++) {
        char list[128];
        snprintf(list, sizeof list, "%s,%s", pairs[i][0], pairs[i][1]);
        const char *err = combo_error(list, 3);
        CHECK_MSG(mentions(err, pairs[i][0], pairs[i][1]), list);
        snprintf(list, sizeof list, "%s,%s", pairs[i][1], pairs[i][0]);
        CHECK_MSG(mentions(combo_error(list, 3), pairs[i][0], pairs[i][1]), list);
    }
    CHECK(mentions(combo_error("shares,central-stations,central-tracks", 4), "central-stations",
                   "central-tracks"));
    CHECK(mentions(combo_error("station-numbers,central-tracks,shares", 4), "shares",
                   "station-numbers"));
    /* The solo game stands alone. */
    static const char *const others[] = {"shares", "central-stations", "central-tracks",
                                         "station-numbers"};
    for (int i = 0; i < 4; i++) {
        char list[128];
        snprintf(list, sizeof list, "solo,%s", others[i]);
        CHECK_MSG(mentions(combo_error(list, 1), "solo", others[i]), list);
    }
    CHECK(strstr(combo_error("shares,nonsense", 3), "unknown module 'nonsense'"));
}

static void test_player_counts(void)
{
    for (int players = 2; players <= 6; players++)
        CHECK(strstr(combo_error("solo", players), "players"));
    CHECK(strstr(combo_error("shares", 1), "players"));
    CHECK(strstr(combo_error("none", 1), "players"));
    /* Set-up refuses the same, with the message. */
    metro_config cfg = make_config(1, "solo", 1);
    metro_state s;
    char err[256] = "";
    cfg.players = 2;
    CHECK_EQ(metro_setup(&s, &cfg, err, sizeof err), METRO_ERR_CONFIG);
    CHECK(strstr(err, "players"));
}

static void test_options(void)
{
    metro_state s;
    char err[256] = "";
    metro_config cfg = make_config(4, "station-numbers", 1);
    CHECK_EQ(cfg.module_option[metro_module_find("station-numbers")], 2); /* default */
    set_option(&cfg, "station-numbers", 8);                               /* 4 x 8 = 32 chits */
    CHECK_EQ(metro_setup(&s, &cfg, err, sizeof err), METRO_OK);
    set_option(&cfg, "station-numbers", 9);
    CHECK_EQ(metro_setup(&s, &cfg, err, sizeof err), METRO_ERR_CONFIG);
    CHECK(strstr(err, "station-numbers"));
    set_option(&cfg, "station-numbers", 0);
    CHECK_EQ(metro_setup(&s, &cfg, err, sizeof err), METRO_ERR_CONFIG);
    cfg = make_config(1, "solo", 1);
    set_option(&cfg, "solo", 2);
    CHECK_EQ(metro_setup(&s, &cfg, err, sizeof err), METRO_ERR_CONFIG);
    set_option(&cfg, "solo", 1);
    CHECK_EQ(metro_setup(&s, &cfg, err, sizeof err), METRO_OK);
}

/* One city per game (module group "city", docs/rules.md §7), never with solo;
 * checked on masks, so cities still hidden are covered too. */
static void test_city_group(void)
{
    static const char *const cities[] = {"paris",    "stockholm",     "london",
                                         "new-york", "st-petersburg", "berlin"};
    char err[256];
    for (int i = 0; i < 6; i++) {
        int a = metro_module_find(cities[i]);
        CHECK_MSG(a >= 0 && metro_module_get(a)->group &&
                      !strcmp(metro_module_get(a)->group, "city"),
                  cities[i]);
        if (a < 0) continue;
        for (int j = 0; j < 6; j++) {
            int b = metro_module_find(cities[j]);
            if (b < 0 || b == a) continue;
            err[0] = 0;
            CHECK_EQ(metro_modules_check(1u << a | 1u << b, 3, err, sizeof err), METRO_ERR_CONFIG);
            CHECK_MSG(mentions(err, cities[i], cities[j]) && strstr(err, "one city"), err);
        }
        err[0] = 0;
        CHECK_EQ(metro_modules_check(1u << a | 1u << metro_module_find("solo"), 1, err, sizeof err),
                 METRO_ERR_CONFIG);
        CHECK_MSG(mentions(err, cities[i], "solo"), err);
        /* A city combines with each of modules 1, 2, 3 and 4a. */
        static const char *const with[] = {"shares,central-stations", "shares,central-tracks",
                                           "station-numbers,central-stations",
                                           "station-numbers,central-tracks"};
        for (int k = 0; k < 4; k++) {
            uint32_t mask;
            CHECK_EQ(metro_modules_parse(with[k], &mask, err, sizeof err), METRO_OK);
            err[0] = 0;
            CHECK_EQ(metro_modules_check(mask | 1u << a, 4, err, sizeof err), METRO_OK);
        }
    }
}

/* Only the modules in play have state storage: each its own area, however
 * far down the registry its slot is, and more than METRO_MODULE_STORES
 * modules at once are refused. */
static void test_state_storage(void)
{
    CHECK(metro_module_count() > METRO_MODULE_STORES);
    CHECK(sizeof(((metro_state *)0)->module_state) ==
          METRO_MODULE_STORES * (size_t)METRO_MODULE_BYTES);
    metro_config cfg = make_config(4, "shares,central-stations", 7);
    cfg.modules |= 1u << metro_module_find("london"); /* the last slots too */
    metro_state s;
    setup_or_die(&s, &cfg);
    int slots[3] = {metro_module_find("shares"), metro_module_find("central-stations"),
                    metro_module_find("london")};
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < i; j++) CHECK(s.module_store[slots[i]] != s.module_store[slots[j]]);
    for (int i = 0; i < 3; i++) CHECK(s.module_store[slots[i]] < METRO_MODULE_STORES);
    char err[256] = "";
    uint32_t five = 0;
    for (int i = 0; i < metro_module_count() && __builtin_popcount(five) <= METRO_MODULE_STORES;
         i++)
        five |= 1u << i;
    CHECK_EQ(metro_modules_check(five, 3, err, sizeof err), METRO_ERR_CONFIG);
    CHECK_MSG(strstr(err, "at most 4"), err);
}

/* The null template module plays exactly the base game. */
static void test_null_module(void)
{
    for (uint64_t seed = 1; seed <= 20; seed++) {
        metro_state a, b;
        metro_config ca = make_config(3, "", seed), cb = make_config(3, "", seed);
        cb.modules = 1u << metro_module_find("null"); /* not offered: set directly */
        setup_or_die(&a, &ca);
        setup_or_die(&b, &cb);
        metro_rng ra, rb;
        metro_rng_seed(&ra, seed);
        metro_rng_seed(&rb, seed);
        metro_move ma, mb;
        while (!metro_over(&a) && random_move(&a, &ra, &ma) && random_move(&b, &rb, &mb)) {
            CHECK(memcmp(&ma, &mb, sizeof ma) == 0);
            metro_apply_unchecked(&a, &ma);
            metro_apply_unchecked(&b, &mb);
        }
        CHECK(metro_over(&b));
        int fa[METRO_MAX_PLAYERS], fb[METRO_MAX_PLAYERS];
        metro_final_scores(&a, fa);
        metro_final_scores(&b, fb);
        for (int p = 0; p < 3; p++) CHECK_EQ(fa[p], fb[p]);
        CHECK(memcmp(a.cell, b.cell, sizeof a.cell) == 0);
    }
}

/* One rule for module lists (docs/modules.md, "Module lists"), read by the
 * one parser the command line, saves and the set-up file use: `none`, or ids
 * joined by single commas. */
static void test_list_rule(void)
{
    uint32_t mask = 99;
    char err[256] = "", again[200];
    CHECK_EQ(metro_modules_parse("none", &mask, err, sizeof err), METRO_OK);
    CHECK_EQ(mask, 0);
    CHECK_EQ(metro_modules_parse("shares,central-stations", &mask, err, sizeof err), METRO_OK);
    CHECK_EQ(mask, 1u << metro_module_find("shares") | 1u << metro_module_find("central-stations"));
    static const struct {
        const char *list, *says;
    } bad[] = {
        {"", "empty"},
        {",", "empty name"},
        {"paris,", "empty name"},
        {",paris", "empty name"},
        {"paris,,london", "empty name"},
        {"none,paris", "'none'"},
        {"paris,none", "'none'"},
        {" paris", "unknown module ' paris'"},
        {"paris,paris", "named twice"},
        {"null", "template"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        err[0] = 0;
        CHECK_MSG(metro_modules_parse(bad[i].list, &mask, err, sizeof err) == METRO_ERR_CONFIG,
                  bad[i].list);
        CHECK_MSG(strstr(err, bad[i].says) != NULL, err);
    }
    /* What is written reads back: the base game is written `none`. */
    metro_modules_format(0, again, sizeof again);
    CHECK_STR(again, "none");
    for (uint32_t m = 0; m < 1u << metro_module_count(); m += 7) {
        uint32_t back = 99, want = m & ~(1u << metro_module_find("null"));
        metro_modules_format(want, again, sizeof again);
        CHECK_MSG(metro_modules_parse(again, &back, err, sizeof err) == METRO_OK && back == want,
                  again);
    }
}

int main(void)
{
    test_list_rule();
    test_null_module();
    test_city_group();
    test_state_storage();
    test_known_modules();
    test_allowed();
    test_forbidden();
    test_player_counts();
    test_options();
    return check_done();
}
