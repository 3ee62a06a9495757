/* Reading a .pot file's strings (the i18n tests that walk the catalogue):
 * helpers both of them use. */
#pragma once

#include <stdlib.h>
#include <string.h>

/* A heap copy of text (strdup is POSIX, not C11). */
static inline char *copy_of(const char *text)
{
    size_t n = strlen(text) + 1;
    char *out = malloc(n);
    if (out) memcpy(out, text, n);
    return out;
}

/* Appends the C string literal starting at q (just after its opening quote)
 * to out, undoing the escapes xgettext writes. */
static inline void append_literal(const char *q, char *out, size_t n)
{
    size_t at = strlen(out);
    for (; *q && *q != '"' && at + 1 < n; q++) {
        if (*q == '\\' && q[1]) {
            q++;
            out[at++] = *q == 'n' ? '\n' : *q == 't' ? '\t' : *q;
        } else {
            out[at++] = *q;
        }
    }
    out[at] = '\0';
}
