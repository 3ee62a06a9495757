/* Fuzz target for the game's .mo catalogue reader (src/ui/i18n/mo_file.c): a file is refused with a
 * reason, or every message of it is found again by its original text, within the file. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "i18n/mo_file.h"

/* The forms of a translation: NUL-separated parts of len bytes. */
static int forms(const char *s, size_t len)
{
    int k = 1;
    for (size_t i = 0; i < len; i++) k += s[i] == '\0';
    return k;
}

int fuzz_check_input(const uint8_t *data, size_t size)
{
    char err[256] = "";
    mo_catalog *c = mo_parse(data, size, err, sizeof err);
    if (!c) {
        if (!err[0]) fuzz_fail("catalogue refused without a reason", "", "");
        return 0;
    }
    uint32_t n = mo_count(c);
    size_t longest = 0;
    for (uint32_t i = 0; i < n; i++) {
        size_t olen = 0, tlen = 0;
        const char *orig = mo_message(c, i, false, &olen), *trans = mo_message(c, i, true, &tlen);
        if (!orig || !trans || strlen(orig) > olen || orig[olen] || trans[tlen])
            fuzz_fail("a message is not a NUL-terminated string of its length", "", "");
        if (strlen(orig) > longest) longest = strlen(orig);
        /* Found by its text (the header "" is never a message): the first
         * form, then each further form, and none past the last. */
        if (!orig[0]) continue;
        const char *form = trans;
        int k = forms(trans, tlen);
        for (int f = 0; f < k; f++, form += strlen(form) + 1) {
            const char *got = mo_find(c, orig, f);
            if (form[0] ? got != form : got != NULL)
                fuzz_fail("a message is not found as it is stored", orig, form);
        }
        if (mo_find(c, orig, k)) fuzz_fail("a form past the last is found", orig, "");
    }
    char *missing = malloc(longest + 2); /* longer than every message: none of them */
    if (missing) {
        memset(missing, 'z', longest + 1), missing[longest + 1] = 0;
        if (mo_find(c, missing, 0)) fuzz_fail("a missing message is found", missing, "");
        free(missing);
    }
    mo_free(c);
    return 1;
}

/* A little-endian or big-endian word at out. */
static void put_word(unsigned char *out, uint32_t v, int swapped)
{
    for (int i = 0; i < 4; i++) out[swapped ? 3 - i : i] = (unsigned char)(v >> (8 * i));
}

static int by_text(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* A valid catalogue as msgfmt writes one: the header, then messages sorted
 * by their text, some with plural forms, in either byte order. */
size_t fuzz_seed_input(metro_rng *rng, char *buf, size_t cap)
{
    static const char *const words[] = {"Draw",
                                        "Undo",
                                        "Redo",
                                        "Menu",
                                        "%d points",
                                        "Hint: %s",
                                        "Game saved as %s",
                                        "Autosave failed",
                                        "Zoë",
                                        "Ende"};
    enum { MAX = 8 };
    char text[MAX + 1][64], trans[MAX + 1][96];
    const char *order[MAX + 1];
    size_t tlen[MAX + 1], olen[MAX + 1];
    int n = 1 + (int)metro_rng_below(rng, MAX), swapped = (int)metro_rng_below(rng, 4) == 0;
    snprintf(text[0], sizeof text[0], "%s", "");
    for (int i = 1; i <= n; i++)
        snprintf(text[i], sizeof text[i], "%s %d", words[metro_rng_below(rng, 10)], i);
    for (int i = 0; i <= n; i++) order[i] = text[i];
    qsort(order, (size_t)n + 1, sizeof order[0], by_text);
    size_t at = 28 + 16 * ((size_t)n + 1);
    unsigned char *out = (unsigned char *)buf;
    if (cap < at + (size_t)(n + 1) * 200) return 0;
    put_word(out, 0x950412deu, swapped), put_word(out + 4, 0, swapped);
    put_word(out + 8, (uint32_t)n + 1, swapped), put_word(out + 12, 28, swapped);
    put_word(out + 16, 28 + 8 * ((uint32_t)n + 1), swapped);
    put_word(out + 20, 0, swapped), put_word(out + 24, 0, swapped);
    for (int i = 0; i <= n; i++) {
        const char *o = order[i];
        olen[i] = strlen(o);
        bool plural = o[0] && metro_rng_below(rng, 3) == 0;
        if (!o[0])
            tlen[i] = (size_t)snprintf(trans[i], sizeof trans[i], "Plural-Forms: nplurals=2;\n");
        else
            tlen[i] =
                (size_t)snprintf(trans[i], sizeof trans[i], "%s (de)%c%s (de, more)", o, 0, o) -
                (plural ? 0 : strlen(o) + 12);
        memcpy(out + at, o, olen[i] + 1);
        if (plural) { /* msgid NUL msgid_plural */
            memcpy(out + at + olen[i] + 1, "more", 5);
            olen[i] += 5;
        }
        put_word(out + 28 + 8 * (size_t)i, (uint32_t)olen[i], swapped);
        put_word(out + 32 + 8 * (size_t)i, (uint32_t)at, swapped);
        at += olen[i] + 1;
    }
    for (int i = 0; i <= n; i++) {
        memcpy(out + at, trans[i], tlen[i]);
        out[at + tlen[i]] = 0;
        size_t table = 28 + 8 * ((size_t)n + 1);
        put_word(out + table + 8 * (size_t)i, (uint32_t)tlen[i], swapped);
        put_word(out + table + 8 * (size_t)i + 4, (uint32_t)at, swapped);
        at += tlen[i] + 1;
    }
    return at;
}
