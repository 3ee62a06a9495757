/* Text from outside (arguments, file names, file contents) made safe to echo on a terminal. */
#pragma once

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

/* Copies `text` into out (n bytes, n > 0) with every control character
 * written as \xHH: C0 bytes (ESC, newline, tab, ...), DEL, the C1 controls
 * (U+0080..U+009F, as UTF-8 or as raw bytes) and any byte that is not part
 * of valid UTF-8. Other UTF-8 ("Zoë") is kept. Cut at a whole character or
 * escape when out is full. Returns out. */
char *metro_printable(const char *text, char *out, size_t n);

/* fprintf to f of the formatted message made printable (metro_printable),
 * then a newline: one line that no argument in it can colour or break. */
void metro_print_line(FILE *f, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* metro_print_line of PREFIX followed by the message fmt and ap make: the
 * printers of the programs' usage errors ("metro: ", "metro-server: "). */
void metro_vprint_line(FILE *f, const char *prefix, const char *fmt, va_list ap)
    __attribute__((format(printf, 3, 0)));
