/* Unit tests for §8 notation syntax: parse errors, whitespace, limits, formatting. */
#include "check.h"
#include "metro/notation.h"

static int parse(const char *text, metro_placement *p, int *n, char *why)
{
    why[0] = 0;
    return metro_notation_parse(text, p, n, why, 256);
}

static void expect_error(const char *text)
{
    metro_placement p[METRO_DECK_SIZE];
    int n = -1;
    char why[256];
    int rc = parse(text, p, &n, why);
    if (!CHECK_MSG(rc != METRO_OK, text)) return;
    CHECK_MSG(why[0] != 0, text); /* an error always says why */
    CHECK_EQ(n, 0);
}

static void test_errors(void)
{
    expect_error("cbaa3");   /* short */
    expect_error("c");       /* short */
    expect_error("cbaa32a"); /* a whole placement then a fragment */
    expect_error("cbax32");  /* bad letter */
    expect_error("CBAA32");  /* letters are lower case */
    expect_error("aaab32");  /* not a permutation of the sides */
    expect_error("abcd32");  /* not a permutation */
    expect_error("cbaa82");  /* row 8 */
    expect_error("cbaa38");  /* column 8 */
    expect_error("cbaa3a");  /* not a digit */
    expect_error("cbaa-1");  /* not a digit */
    expect_error("cbaa32cbaa");
    char big[61 * 6 + 1];
    for (int k = 0; k < 61; k++) memcpy(big + 6 * k, "aaaa00", 6);
    big[61 * 6] = 0;
    expect_error(big); /* more than 60 placements */
}

static void test_accepts(void)
{
    metro_placement p[METRO_DECK_SIZE];
    int n = -1;
    char why[256];
    CHECK_EQ(parse("", p, &n, why), METRO_OK);
    CHECK_EQ(n, 0);
    CHECK_EQ(parse("cbaa32", p, &n, why), METRO_OK);
    CHECK_EQ(n, 1);
    CHECK_EQ(p[0].tile, metro_tile_from_letters("cbaa"));
    CHECK_EQ(p[0].sq, metro_sq(3, 2)); /* row digit, then column digit */
    CHECK_EQ(parse(" cbaa 32\n aacb07\t", p, &n, why), METRO_OK);
    CHECK_EQ(n, 2);
    CHECK_EQ(p[1].tile, metro_tile_from_letters("aacb"));
    CHECK_EQ(p[1].sq, metro_sq(0, 7));
    /* Syntax only: occupied or central squares still parse. */
    CHECK_EQ(parse("dddd33dddd33", p, &n, why), METRO_OK);
    CHECK_EQ(n, 2);
    char full[60 * 6 + 1];
    for (int k = 0; k < 60; k++) memcpy(full + 6 * k, "aaaa77", 6);
    full[360] = 0;
    CHECK_EQ(parse(full, p, &n, why), METRO_OK);
    CHECK_EQ(n, 60);
}

static void test_format(void)
{
    metro_placement p[3] = {{(uint8_t)metro_tile_from_letters("cbaa"), (uint8_t)metro_sq(3, 2)},
                            {(uint8_t)metro_tile_from_letters("dddd"), (uint8_t)metro_sq(7, 0)},
                            {(uint8_t)metro_tile_from_letters("bcbc"), (uint8_t)metro_sq(0, 6)}};
    char out[19], one[7];
    CHECK_EQ(metro_notation_format(p, 3, out, sizeof out), 18);
    CHECK_STR(out, "cbaa32dddd70bcbc06");
    metro_placement_format(p[1], one);
    CHECK_STR(one, "dddd70");
    CHECK_EQ(metro_notation_format(p, 0, out, sizeof out), 0);
    CHECK_STR(out, "");
}

int main(void)
{
    test_errors();
    test_accepts();
    test_format();
    return check_done();
}
