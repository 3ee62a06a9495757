/* Text from outside made safe to echo on a terminal: control bytes escaped, so
 * an argument such as $'\e[31m' is shown, never obeyed. */
#include "printable.h"

#include <stdarg.h>
#include <stdbool.h>

/* Length of the valid UTF-8 character at s that is no control, else 0. */
static size_t good_char(const unsigned char *s)
{
    unsigned char c = s[0];
    if (c >= 0x20 && c < 0x7f) return 1;
    size_t len = c >= 0xc2 && c <= 0xdf   ? 2
                 : c >= 0xe0 && c <= 0xef ? 3
                 : c >= 0xf0 && c <= 0xf4 ? 4
                                          : 0;
    if (!len || (c == 0xc2 && s[1] < 0xa0)) return 0; /* C1 controls are U+0080..U+009F */
    unsigned char lo = c == 0xe0 ? 0xa0 : c == 0xf0 ? 0x90 : 0x80; /* no overlong forms */
    unsigned char hi = c == 0xed ? 0x9f : c == 0xf4 ? 0x8f : 0xbf; /* no surrogates, <= U+10FFFF */
    if (s[1] < lo || s[1] > hi) return 0;
    for (size_t i = 2; i < len; i++)
        if (s[i] < 0x80 || s[i] > 0xbf) return 0;
    return len;
}

char *metro_printable(const char *text, char *out, size_t n)
{
    static const char hex[] = "0123456789abcdef";
    size_t at = 0;
    for (const unsigned char *s = (const unsigned char *)text; *s;) {
        size_t len = good_char(s);
        if (len) {
            if (at + len >= n) break;
            for (size_t i = 0; i < len; i++) out[at++] = (char)s[i];
            s += len;
            continue;
        }
        if (at + 4 >= n) break;
        out[at++] = '\\', out[at++] = 'x', out[at++] = hex[*s >> 4], out[at++] = hex[*s & 15];
        s++;
    }
    out[at] = '\0';
    return out;
}

void metro_vprint_line(FILE *f, const char *prefix, const char *fmt, va_list ap)
{
    char raw[2048], safe[4096];
    int k = snprintf(raw, sizeof raw, "%.100s", prefix);
    vsnprintf(raw + k, sizeof raw - (size_t)k, fmt, ap);
    fprintf(f, "%s\n", metro_printable(raw, safe, sizeof safe));
}

void metro_print_line(FILE *f, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    metro_vprint_line(f, "", fmt, ap);
    va_end(ap);
}
