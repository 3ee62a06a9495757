/* The module interface's words and options: metro_describe_move for every move
 * kind (the game log's text), the option values of metro_module_option_parse,
 * and the module list refusing the hidden template and repeated ids. */
#include "helpers.h"

/* Parses `text` in s and describes it; "" when it does not parse. */
static const char *describe(const metro_state *s, const char *text)
{
    static char out[128];
    metro_move m;
    out[0] = 0;
    if (metro_move_parse(s, text, &m, NULL, 0) == METRO_OK)
        metro_describe_move(s, &m, out, sizeof out);
    return out;
}

static void test_base_moves(void)
{
    metro_state s;
    metro_config cfg = make_config(2, "", 5);
    setup_or_die(&s, &cfg);
    char lay[8];
    /* Squares by the names the board's edge shows: column letter, row 1-8. */
    metro_move m = {.kind = METRO_MOVE_LAY, .tile = s.hand[s.current][0], .sq = metro_sq(0, 3)};
    metro_move_format(&s, &m, lay, sizeof lay);
    CHECK_STR(describe(&s, lay), "lays a tile on D1");
    m.sq = (uint8_t)metro_sq(7, 0);
    metro_move_format(&s, &m, lay, sizeof lay);
    CHECK_STR(describe(&s, lay), "lays a tile on A8");
    CHECK_STR(describe(&s, "draw"), "draws a tile");
}

static void test_share_swaps(void)
{
    metro_state s;
    metro_config cfg = make_config(3, "shares", 2);
    setup_or_die(&s, &cfg);
    CHECK_STR(describe(&s, "swap:10:up"), "swaps a 10 % share (face-up card)");
    CHECK_STR(describe(&s, "swap:20:top"), "swaps a 20 % share (from the stack)");
    CHECK_STR(describe(&s, "swap:40:up"), "swaps a 40 % share (face-up card)");
    /* Every generated swap has words of its own kind. */
    metro_move moves[METRO_MAX_MOVES];
    int n = metro_legal_moves(&s, moves), swaps = 0;
    for (int i = 0; i < n; i++) {
        if (moves[i].kind != METRO_MOVE_MODULE) continue;
        char out[128];
        metro_describe_move(&s, &moves[i], out, sizeof out);
        CHECK_MSG(strncmp(out, "swaps a ", 8) == 0, out);
        swaps++;
    }
    CHECK_EQ(swaps, 8); /* 4 stacks x face-up or top */
}

static void test_tokens(void)
{
    metro_state s;
    metro_config cfg = make_config(3, "central-stations", 2);
    setup_or_die(&s, &cfg);
    /* The centre side by the square its new line enters (docs/rules.md §6.2). */
    CHECK_STR(describe(&s, "token:3"), "places a token on the central station: a new line into C5");
    CHECK_STR(describe(&s, "token:0"), "places a token on the central station: a new line into D3");
    CHECK_STR(describe(&s, "token:7"), "places a token on the central station: a new line into E6");
    cfg = make_config(3, "shares,central-stations", 2);
    setup_or_die(&s, &cfg);
    int company = metro_shares_holding(&s, s.current, 1);
    char text[48], want[128];
    snprintf(text, sizeof text, "token:5:%s:20", metro_company_name(company));
    snprintf(want, sizeof want,
             "places a token for the %s company on the central station: a new line into F5",
             metro_company_name(company));
    CHECK_STR(describe(&s, text), want);
}

static void test_solo_refuse(void)
{
    metro_state s;
    metro_config cfg = make_config(1, "solo", 3);
    setup_or_die(&s, &cfg);
    CHECK_STR(describe(&s, "refuse:0"), "refuses a face-up tile");
    CHECK_STR(describe(&s, "refuse:1"), "refuses a face-up tile");
}

/* Every module move any module generates in random games has words that
 * are not its move text (so no module falls back silently). */
static void test_every_module_move_has_words(void)
{
    int squares = 0; /* Paris tourists sent to a square */
    static const char *const lists[] = {"shares,central-stations", "central-stations", "solo",
                                        "paris", "st-petersburg"};
    for (int l = 0; l < 5; l++)
        for (uint64_t seed = 1; seed <= 5; seed++) {
            metro_state s;
            metro_config cfg = make_config(strcmp(lists[l], "solo") ? 3 : 1, lists[l], seed);
            setup_or_die(&s, &cfg);
            metro_rng r;
            metro_rng_seed(&r, seed);
            metro_move m;
            while (!metro_over(&s) && random_move(&s, &r, &m)) {
                metro_move all[METRO_MAX_MOVES];
                int n = metro_legal_moves(&s, all);
                for (int i = 0; i < n; i++) {
                    if (all[i].kind != METRO_MOVE_MODULE) continue;
                    char words[128], text[64];
                    metro_describe_move(&s, &all[i], words, sizeof words);
                    metro_move_format(&s, &all[i], text, sizeof text);
                    CHECK_MSG(strcmp(words, text) != 0 && strchr(words, ' '), text);
                    if (strncmp(words, "moves the ", 10) == 0) { /* Paris: the board's name */
                        char sq[4], end[16];
                        metro_square_name(all[i].b, sq);
                        snprintf(end, sizeof end, " tourist to %s", sq);
                        size_t k = strlen(words), e = strlen(end);
                        CHECK_MSG(k > e && strcmp(words + k - e, end) == 0, words);
                        squares++;
                    }
                }
                metro_apply_unchecked(&s, &m);
            }
        }
    CHECK(squares > 0);
}

static void test_option_values(void)
{
    const struct metro_module *chits = metro_module_get(metro_module_find("station-numbers"));
    const struct metro_module *solo = metro_module_get(metro_module_find("solo"));
    const struct metro_module *shares = metro_module_get(metro_module_find("shares"));
    char err[256] = "", text[32];
    int v = -7;
    CHECK_EQ(metro_module_option_parse(chits, "3", &v, err, sizeof err), METRO_OK);
    CHECK_EQ(v, 3);
    CHECK_EQ(metro_module_option_parse(chits, "16", &v, err, sizeof err), METRO_OK);
    CHECK_EQ(v, 16);
    CHECK_EQ(metro_module_option_parse(chits, "17", &v, err, sizeof err), METRO_ERR_CONFIG);
    CHECK(strstr(err, "station-numbers") && strstr(err, "17") && strstr(err, "1 to 16"));
    CHECK_EQ(metro_module_option_parse(chits, "0", &v, err, sizeof err), METRO_ERR_CONFIG);
    CHECK_EQ(metro_module_option_parse(chits, "-1", &v, err, sizeof err), METRO_ERR_CONFIG);
    CHECK_EQ(metro_module_option_parse(chits, "3x", &v, err, sizeof err), METRO_ERR_CONFIG);
    CHECK(strstr(err, "'3x' is not a value"));
    CHECK_EQ(metro_module_option_parse(chits, "", &v, err, sizeof err), METRO_ERR_CONFIG);
    CHECK_EQ(metro_module_option_parse(chits, "hard", &v, err, sizeof err), METRO_ERR_CONFIG);
    CHECK_EQ(metro_module_option_parse(chits, "99999999999", &v, err, sizeof err),
             METRO_ERR_CONFIG);
    CHECK_EQ(v, 16); /* refused values leave it alone */
    CHECK_EQ(metro_module_option_parse(solo, "hard", &v, err, sizeof err), METRO_OK);
    CHECK_EQ(v, 1);
    CHECK_EQ(metro_module_option_parse(solo, "normal", &v, err, sizeof err), METRO_OK);
    CHECK_EQ(v, 0);
    CHECK_EQ(metro_module_option_parse(solo, "1", &v, err, sizeof err), METRO_OK);
    CHECK_EQ(v, 1);
    CHECK_EQ(metro_module_option_parse(solo, "Hard", &v, err, sizeof err), METRO_ERR_CONFIG);
    CHECK(strstr(err, "normal or hard"));
    CHECK_EQ(metro_module_option_parse(shares, "1", &v, err, sizeof err), METRO_ERR_CONFIG);
    CHECK(strstr(err, "no option"));
    metro_module_option_format(solo, 1, text, sizeof text);
    CHECK_STR(text, "hard");
    metro_module_option_format(chits, 5, text, sizeof text);
    CHECK_STR(text, "5");
    /* Every declared option: its default is in range and formats back to itself. */
    for (int i = 0; i < metro_module_count(); i++) {
        const struct metro_module *m = metro_module_get(i);
        if (!m->option.key) continue;
        CHECK_MSG(m->option.label && m->option.min <= m->option.def &&
                      m->option.def <= m->option.max,
                  m->id);
        metro_module_option_format(m, m->option.def, text, sizeof text);
        CHECK_EQ(metro_module_option_parse(m, text, &v, err, sizeof err), METRO_OK);
        CHECK_EQ(v, m->option.def);
    }
}

static void test_list_refusals(void)
{
    uint32_t mask = 0;
    char err[256] = "";
    CHECK_EQ(metro_modules_parse("null", &mask, err, sizeof err), METRO_ERR_CONFIG);
    CHECK(strstr(err, "'null'") && strstr(err, "not offered"));
    CHECK(!strstr(strstr(err, "modules:"), "null")); /* the list it offers leaves it out */
    CHECK_EQ(metro_modules_parse("shares,null", &mask, err, sizeof err), METRO_ERR_CONFIG);
    CHECK_EQ(metro_modules_parse("shares,shares", &mask, err, sizeof err), METRO_ERR_CONFIG);
    CHECK(strstr(err, "'shares' is named twice"));
    CHECK_EQ(metro_modules_parse("solo,central-tracks,solo", &mask, err, sizeof err),
             METRO_ERR_CONFIG);
    CHECK(strstr(err, "'solo' is named twice"));
    CHECK_EQ(metro_modules_parse("shares,central-stations", &mask, err, sizeof err), METRO_OK);
    /* Only the template (and cities not complete yet) are hidden, and they
     * still exist for tests. */
    for (int i = 0; i < metro_module_count(); i++)
        if (!metro_module_get(i)->group)
            CHECK_EQ(metro_module_get(i)->hidden, !strcmp(metro_module_get(i)->id, "null"));
}

/* The summary line of each module names its fields. */
static void test_summaries(void)
{
    static const struct {
        const char *list;
        int players;
        const char *fields;
    } cases[] = {
        {"", 3, ""},
        {"central-tracks", 3, ""},
        {"shares", 3, " companies 0 0 0 0 0 0 0 0 shares "},
        {"central-stations", 3, " tokens -"},
        {"solo", 1, " companies 0 0 0 0 0 0 0 0"},
    };
    for (int i = 0; i < 5; i++) {
        metro_state s;
        metro_config cfg = make_config(cases[i].players, cases[i].list, 1);
        setup_or_die(&s, &cfg);
        char out[1024];
        metro_modules_summary(&s, out, sizeof out);
        CHECK_MSG(strncmp(out, cases[i].fields, strlen(cases[i].fields)) == 0, cases[i].list);
        if (!cases[i].fields[0]) CHECK_STR(out, "");
    }
    metro_state s;
    metro_config cfg = make_config(4, "station-numbers", 1);
    set_option(&cfg, "station-numbers", 3);
    setup_or_die(&s, &cfg);
    char out[1024];
    metro_modules_summary(&s, out, sizeof out);
    int colons = 0;
    for (const char *p = out; *p; p++) colons += *p == ':';
    CHECK(strncmp(out, " chits ", 7) == 0);
    CHECK_EQ(colons, 12);               /* 4 seats x 3 chits */
    metro_modules_summary(&s, out, 10); /* a short buffer is cut, never overrun */
    CHECK_EQ(strlen(out), 9);
}

int main(void)
{
    test_base_moves();
    test_share_swaps();
    test_tokens();
    test_solo_refuse();
    test_every_module_move_has_words();
    test_option_values();
    test_list_refusals();
    test_summaries();
    return check_done();
}
