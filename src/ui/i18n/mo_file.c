/* Reading GNU gettext .mo catalogues ourselves: no dependence on the system's
 * installed locales, and every offset checked (a broken file never crashes). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n/mo_file.h"

#define MO_MAGIC         0x950412deu
#define MO_MAGIC_SWAPPED 0xde120495u
enum { HEADER_BYTES = 28 };

struct mo_catalog {
    const unsigned char *data; /* the file's bytes: the caller's while checked, then `own` */
    unsigned char *own;
    size_t size;
    uint32_t n, orig, trans; /* string count, offsets of the two tables */
    bool swapped;
};

static uint32_t word(const mo_catalog *c, size_t at)
{
    const unsigned char *p = c->data + at;
    uint32_t le =
        (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
    uint32_t be =
        (uint32_t)p[3] | (uint32_t)p[2] << 8 | (uint32_t)p[1] << 16 | (uint32_t)p[0] << 24;
    return c->swapped ? be : le;
}

/* String i of a table: its bytes lie inside the file and end with a NUL. */
static const char *entry(const mo_catalog *c, uint32_t table, uint32_t i, uint32_t *len)
{
    uint32_t l = word(c, (size_t)table + 8u * i), off = word(c, (size_t)table + 8u * i + 4);
    if ((size_t)off + l >= c->size || c->data[(size_t)off + l] != '\0') return NULL;
    if (len) *len = l;
    return (const char *)c->data + off;
}

mo_catalog *mo_parse(const void *bytes, size_t size, char *err, size_t errlen)
{
    mo_catalog probe = {bytes, NULL, size, 0, 0, 0, false};
    if (size < HEADER_BYTES) return snprintf(err, errlen, "too short for a .mo file"), NULL;
    uint32_t magic = word(&probe, 0);
    if (magic != MO_MAGIC && magic != MO_MAGIC_SWAPPED)
        return snprintf(err, errlen, "not a .mo file (bad magic number)"), NULL;
    probe.swapped = magic == MO_MAGIC_SWAPPED;
    if (word(&probe, 4) >> 16 != 0)
        return snprintf(err, errlen, "unknown .mo revision %u", word(&probe, 4)), NULL;
    probe.n = word(&probe, 8), probe.orig = word(&probe, 12), probe.trans = word(&probe, 16);
    size_t need = (size_t)probe.n * 8;
    if (probe.n > size / 8 || (size_t)probe.orig + need > size || (size_t)probe.trans + need > size)
        return snprintf(err, errlen, "string tables run past the end of the file"), NULL;
    for (uint32_t i = 0; i < probe.n; i++)
        if (!entry(&probe, probe.orig, i, NULL) || !entry(&probe, probe.trans, i, NULL))
            return snprintf(err, errlen, "string %u lies outside the file", i), NULL;
    for (uint32_t i = 1; i < probe.n; i++) /* msgfmt sorts them: we search by halves */
        if (strcmp(entry(&probe, probe.orig, i - 1, NULL), entry(&probe, probe.orig, i, NULL)) >= 0)
            return snprintf(err, errlen, "strings are not sorted"), NULL;
    mo_catalog *c = malloc(sizeof *c);
    unsigned char *copy = malloc(size);
    if (!c || !copy) {
        free(c), free(copy);
        return snprintf(err, errlen, "out of memory"), NULL;
    }
    memcpy(copy, bytes, size);
    *c = probe, c->data = c->own = copy;
    return c;
}

void mo_free(mo_catalog *c)
{
    if (!c) return;
    free(c->own);
    free(c);
}

uint32_t mo_count(const mo_catalog *c)
{
    return c ? c->n : 0;
}

const char *mo_message(const mo_catalog *c, uint32_t i, bool translated, size_t *len)
{
    uint32_t l = 0;
    const char *s = c && i < c->n ? entry(c, translated ? c->trans : c->orig, i, &l) : NULL;
    if (len) *len = s ? l : 0;
    return s;
}

const char *mo_find(const mo_catalog *c, const char *msgid, int form)
{
    if (!c || !msgid[0]) return NULL; /* "" is the header, never a message */
    uint32_t lo = 0, hi = c->n;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        int cmp = strcmp(msgid, entry(c, c->orig, mid, NULL)); /* stops at a plural's NUL */
        if (cmp == 0) {
            uint32_t len = 0; /* entry() sets it: every string was checked at parse time */
            const char *s = entry(c, c->trans, mid, &len), *end = s + len;
            for (int k = 0; k < form; k++) { /* plural form k: the k-th NUL-separated part */
                s += strlen(s) + 1;
                if (s > end) return NULL;
            }
            return s[0] ? s : NULL; /* "" means untranslated */
        }
        if (cmp < 0)
            hi = mid;
        else
            lo = mid + 1;
    }
    return NULL;
}
