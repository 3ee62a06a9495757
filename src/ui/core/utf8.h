/* Stepping through UTF-8 text by whole characters (fields, cut names). */
#pragma once

#include <stdbool.h>
#include <stddef.h>

/* Index just past the character that starts at s[i] (s[i] not NUL). */
size_t ui_utf8_next(const char *s, size_t i);
/* Removes the last whole character of s, if any. */
void ui_utf8_pop(char *s);
/* Appends the characters of `text` to `field` (cap bytes with its NUL),
 * whole characters only, skipping control characters and, with
 * digits_only, anything but 0-9. False when a character did not fit. */
bool ui_utf8_append(char *field, size_t cap, const char *text, bool digits_only);
