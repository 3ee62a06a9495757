/* Unit tests for tiles (§2): letter semantics, exit and rotation tables, the deck. */
#include <string.h>

#include "check.h"
#include "internal.h"

/* §2: the letter at even exit of side s sends the track to this side. */
static int letter_target(char letter, int s)
{
    switch (letter) {
    case 'a':
        return (s + 2) % 4;
    case 'b':
        return (s + 1) % 4;
    case 'c':
        return (s + 3) % 4;
    case 'd':
        return s;
    default:
        return -1;
    }
}

/* True when the 4 letters send the 4 sides to 4 different sides. */
static int is_permutation(const char l[4])
{
    int seen = 0;
    for (int s = 0; s < 4; s++) seen |= 1 << letter_target(l[s], s);
    return seen == 15;
}

static void test_letters_and_exits(void)
{
    int found = 0, index_seen[METRO_TILE_TYPES] = {0};
    char l[5] = {0};
    for (int code = 0; code < 256; code++) {
        for (int s = 0; s < 4; s++) l[s] = (char)('a' + (code >> (2 * s) & 3));
        int t = metro_tile_from_letters(l);
        if (!is_permutation(l)) {
            CHECK_EQ(t, -1);
            continue;
        }
        found++;
        if (!CHECK(t >= 0 && t < METRO_TILE_TYPES)) continue;
        index_seen[t]++;
        char back[5];
        metro_tile_letters(t, back);
        CHECK_STR(back, l);
        for (int s = 0; s < 4; s++) {
            CHECK_EQ(metro_tile_exit(t, s), letter_target(l[s], s));
            CHECK_EQ(metro_exit_table[t][s], letter_target(l[s], s));
        }
    }
    CHECK_EQ(found, 24); /* §2: exactly 24 types */
    for (int t = 0; t < METRO_TILE_TYPES; t++) CHECK_EQ(index_seen[t], 1);
    /* §2 example: cbaa joins 0->7, 2->5, 4->1, 6->3 (odd exit = 2*side+1). */
    int cbaa = metro_tile_from_letters("cbaa");
    const int odd_exit[4] = {7, 5, 1, 3};
    for (int s = 0; s < 4; s++) CHECK_EQ(2 * metro_tile_exit(cbaa, s) + 1, odd_exit[s]);
    CHECK_EQ(metro_tile_from_letters("abcd"), -1);
    CHECK_EQ(metro_tile_from_letters("aaae"), -1);
    CHECK_EQ(metro_tile_from_letters("AAAA"), -1);
}

static void test_rotation(void)
{
    for (int t = 0; t < METRO_TILE_TYPES; t++) {
        char l[5], r[5] = {0};
        metro_tile_letters(t, l);
        /* Rotating a quarter turn clockwise moves the letters one place right. */
        for (int i = 0; i < 4; i++) r[(i + 1) % 4] = l[i];
        int rt = metro_tile_from_letters(r);
        CHECK_EQ(metro_tile_rotate(t, 1), rt);
        CHECK_EQ(metro_rotate_table[t][1], rt);
        CHECK_EQ(metro_tile_rotate(t, 0), t);
        CHECK_EQ(metro_rotate_table[t][0], t);
        /* Geometric meaning: a track s->e becomes (s+1)->(e+1). */
        for (int s = 0; s < 4; s++)
            CHECK_EQ(metro_tile_exit(rt, (s + 1) % 4), (metro_tile_exit(t, s) + 1) % 4);
        for (int k = 2; k < 4; k++) {
            int want = t;
            for (int i = 0; i < k; i++) want = metro_tile_rotate(want, 1);
            CHECK_EQ(metro_tile_rotate(t, k), want);
            CHECK_EQ(metro_rotate_table[t][k], want);
        }
        CHECK_EQ(metro_tile_rotate(metro_tile_rotate(t, 3), 1), t);
        /* The class is the smallest type among the rotations. */
        int cls = t;
        for (int k = 1; k < 4; k++)
            if (metro_tile_rotate(t, k) < cls) cls = metro_tile_rotate(t, k);
        CHECK_EQ(metro_tile_class(t), cls);
    }
    CHECK_EQ(metro_tile_rotate(metro_tile_from_letters("aacb"), 1),
             metro_tile_from_letters("baac"));
}

static void test_deck(void)
{
    static const struct {
        const char *names;
        int count;
    } deck[] = {
        {"aacb cbaa acba baac aaaa", 4},
        {"cbcb bcbc", 3},
        {"cccc bbbb dacc cdac ccda accd dbba adbb badb bbad ddbc cddb bcdd dbcd adad dada dddd", 2},
    };
    int want[METRO_TILE_TYPES] = {0}, total = 0;
    for (int i = 0; i < 3; i++)
        for (const char *p = deck[i].names; *p; p += p[4] ? 5 : 4) {
            int t = metro_tile_from_letters(p);
            if (!CHECK(t >= 0)) return;
            CHECK_EQ(want[t], 0); /* every type listed once */
            want[t] = deck[i].count;
        }
    for (int t = 0; t < METRO_TILE_TYPES; t++) {
        CHECK_EQ(metro_deck_count(t), want[t]);
        CHECK(want[t] > 0); /* all 24 types are in the box */
        total += metro_deck_count(t);
    }
    CHECK_EQ(total, METRO_DECK_SIZE);
    CHECK_EQ(total, 60);
    /* Rotation classes: copies summed over distinct rotations; classes sum to 60. */
    int class_total = 0;
    for (int t = 0; t < METRO_TILE_TYPES; t++) {
        int sum = 0;
        for (int u = 0; u < METRO_TILE_TYPES; u++)
            if (metro_tile_class(u) == metro_tile_class(t)) sum += want[u];
        CHECK_EQ(metro_deck_class_count(t), sum);
        if (metro_tile_class(t) == t) class_total += metro_deck_class_count(t);
    }
    CHECK_EQ(class_total, 60);
    CHECK_EQ(metro_deck_class_count(metro_tile_from_letters("aacb")), 16);
    CHECK_EQ(metro_deck_class_count(metro_tile_from_letters("dddd")), 2);
    CHECK_EQ(metro_deck_class_count(metro_tile_from_letters("bcbc")), 6);
    /* The deck set-up copies holds each type as often as the box does. */
    uint8_t cards[METRO_DECK_SIZE];
    int seen[METRO_TILE_TYPES] = {0};
    CHECK_EQ(metro_deck_fill(cards), METRO_DECK_SIZE);
    for (int i = 0; i < METRO_DECK_SIZE; i++)
        if (CHECK(cards[i] < METRO_TILE_TYPES)) seen[cards[i]]++;
    for (int t = 0; t < METRO_TILE_TYPES; t++) CHECK_EQ(seen[t], want[t]);
}

/* Reading letters by table: all 256 words of 4 letters a-d against a plain
 * search of the 24 names, and text that is no tile at all. */
static void test_letters_lookup(void)
{
    int found = 0;
    for (int code = 0; code < 256; code++) {
        char four[5] = {(char)('a' + (code >> 6 & 3)), (char)('a' + (code >> 4 & 3)),
                        (char)('a' + (code >> 2 & 3)), (char)('a' + (code & 3)), 0};
        int want = -1;
        for (int t = 0; t < METRO_TILE_TYPES; t++) {
            char name[5];
            metro_tile_letters(t, name);
            if (!memcmp(name, four, 4)) want = t;
        }
        CHECK_EQ(metro_tile_from_letters(four), want);
        found += want >= 0;
    }
    CHECK_EQ(found, METRO_TILE_TYPES);
    CHECK_EQ(metro_tile_from_letters(""), -1);
    CHECK_EQ(metro_tile_from_letters("cba"), -1);
    CHECK_EQ(metro_tile_from_letters("cbae"), -1);
    CHECK_EQ(metro_tile_from_letters("Cbaa"), -1);
    CHECK_EQ(metro_tile_from_letters("cb\xe1"
                                     "a"),
             -1);
    CHECK_EQ(metro_tile_from_letters("cbaa32"),
             metro_tile_from_letters("cbaa")); /* 4 letters read */
}

int main(void)
{
    test_letters_lookup();
    test_letters_and_exits();
    test_rotation();
    test_deck();
    return check_done();
}
