/* Stepping through UTF-8 text by whole characters. */
#include "core/utf8.h"

#include <string.h>

static bool continuation(char c)
{
    return ((unsigned char)c & 0xC0) == 0x80;
}

size_t ui_utf8_next(const char *s, size_t i)
{
    for (i++; continuation(s[i]); i++) {}
    return i;
}

void ui_utf8_pop(char *s)
{
    size_t n = strlen(s);
    while (n > 0 && continuation(s[n - 1])) n--;
    s[n ? n - 1 : 0] = 0;
}

bool ui_utf8_append(char *field, size_t cap, const char *text, bool digits_only)
{
    bool all = true;
    for (size_t i = 0; text[i];) {
        size_t next = ui_utf8_next(text, i), n = strlen(field);
        unsigned char c = (unsigned char)text[i];
        bool wanted = digits_only ? c >= '0' && c <= '9' : c >= 32;
        if (wanted && n + (next - i) < cap) {
            memcpy(field + n, text + i, next - i);
            field[n + next - i] = 0;
        } else if (wanted) {
            all = false;
        }
        i = next;
    }
    return all;
}
