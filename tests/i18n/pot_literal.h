/* Reading a .pot file's strings (the i18n tests that walk the catalogue). */
#pragma once

#include <string.h>

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
