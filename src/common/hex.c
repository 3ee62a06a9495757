/* Hex digits of the data files (hex.h). */
#include "hex.h"

#include <string.h>

int metro_hex_print(FILE *f, const uint8_t *bytes, int n)
{
    for (int i = 0; i < n; i++) fprintf(f, "%02x", bytes[i]);
    return ferror(f);
}

static int digit(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1; /* upper case too: the files are written in lower case */
}

bool metro_hex_read(const char *hex, uint8_t *out, int n)
{
    if (strlen(hex) != 2 * (size_t)n) return false;
    for (int i = 0; i < n; i++) {
        int hi = digit(hex[2 * i]), lo = digit(hex[2 * i + 1]);
        if (hi < 0 || lo < 0) return false;
        out[i] = (uint8_t)(hi << 4 | lo);
    }
    return true;
}
