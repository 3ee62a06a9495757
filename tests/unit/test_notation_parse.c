/* Unit tests for §8 notation syntax: parse errors, whitespace, limits, formatting,
 * and the word-at-a-time reader against the byte parser on many texts. */
#include <stdlib.h>

#include "check.h"
#include "internal.h"
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

/* Both parsers on text: the same verdict, message, count and placements.
 * The text is copied into a buffer of its exact size, so that a read past
 * its end is caught by the sanitizer builds. */
static void compare_parsers(const char *text, size_t len)
{
    char *copy = malloc(len + 1);
    if (!CHECK(copy != NULL)) return;
    memcpy(copy, text, len);
    copy[len] = 0;
    metro_placement p[METRO_DECK_SIZE], q[METRO_DECK_SIZE];
    int n = -1, m = -1;
    char why[256] = "", want[256] = "";
    int rc = metro_notation_parse(copy, p, &n, why, sizeof why);
    int ref = metro_notation_parse_bytes(copy, q, &m, want, sizeof want);
    CHECK_MSG(rc == ref, copy);
    CHECK_MSG(n == m, copy);
    if (rc != METRO_OK) CHECK_STR(why, want);
    if (rc == METRO_OK && n == m) CHECK_MSG(!memcmp(p, q, sizeof p[0] * (size_t)n), copy);
    free(copy);
}

/* A random game's placements as text, with now and then white space, a
 * byte that is not notation, or a placement of all-but-valid characters. */
static size_t random_text(metro_rng *rng, char *out, size_t cap)
{
    static const char odd[] = "eE8 9\t\n\r\v\f-zA@`{/:~\x7f\x80\xff\x01";
    metro_config cfg;
    metro_state s;
    metro_move m;
    size_t at = 0;
    metro_config_default(&cfg, 2 + (int)metro_rng_below(rng, 5));
    cfg.seed = metro_rng_next(rng);
    metro_setup(&s, &cfg, NULL, 0);
    int spice = (int)metro_rng_below(rng, 4); /* 0: plain text */
    while (!metro_over(&s) && metro_random_move(&s, rng, &m) && at + 16 < cap) {
        metro_apply_unchecked(&s, &m);
        if (m.kind != METRO_MOVE_LAY) continue;
        metro_placement_format((metro_placement){m.tile, m.sq}, out + at);
        if (spice && metro_rng_below(rng, 12) == 0) /* a bad byte in the placement */
            out[at + metro_rng_below(rng, 6)] = odd[metro_rng_below(rng, sizeof odd - 1)];
        at += 6;
        if (spice && metro_rng_below(rng, 6) == 0) /* white space, or a stray byte */
            out[at++] = odd[metro_rng_below(rng, sizeof odd - 1)];
    }
    if (metro_rng_below(rng, 4) == 0) /* more than 60 */
        for (int i = 0; i < 2 && at + 7 < cap; i++) memcpy(out + at, "aaaa00", 6), at += 6;
    out[at] = 0;
    return at;
}

/* Every prefix of many texts (each a valid, cut short or broken input). */
static void test_against_bytes(void)
{
    metro_rng rng;
    metro_rng_seed(&rng, 22);
    char text[1024];
    for (int t = 0; t < 400; t++) {
        size_t len = random_text(&rng, text, sizeof text);
        for (size_t cut = 0; cut <= len; cut++) compare_parsers(text, cut);
    }
    static const char *const odd[] = {
        "",
        " ",
        "aaaa00\n",
        "\taaaa00 aacb07",
        "aaaa0",
        "aaa a00",
        "aaaa 00",
        "aaaa00aaaa00 a",
        "cbaa38",
        "abcd32",
        "dddd77",
        "eddd77",
        "ddd\37777dddd77", /* octal: the byte 0xff, then "77" */
        "aaaa00aaaa00aaaa0\x01",
    };
    for (size_t i = 0; i < sizeof odd / sizeof odd[0]; i++) compare_parsers(odd[i], strlen(odd[i]));
}

int main(void)
{
    test_errors();
    test_accepts();
    test_format();
    test_against_bytes();
    return check_done();
}
