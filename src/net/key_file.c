/* Player key files (key_file.h), read strictly, written atomically. */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "file_io.h"
#include "hex.h"
#include "host.h"
#include "key_file.h"

void metro_key_code(const uint8_t key[METRO_NET_TOKEN], char code[METRO_KEY_CODE + 1])
{
    char *at = code;
    for (int i = 0; i < METRO_NET_TOKEN; i++) {
        at += sprintf(at, "%02X", key[i]);
        if (i % 2 && i < METRO_NET_TOKEN - 1) *at++ = '-';
    }
}

static int emit(FILE *f, const void *ctx)
{
    char code[METRO_KEY_CODE + 1];
    metro_key_code(ctx, code);
    fprintf(f, "metro-key 1\ncode %s\n", code);
    return ferror(f) ? -1 : 0;
}

static int parse(const char *text, size_t len, uint8_t key[METRO_NET_TOKEN], char *err,
                 size_t errlen)
{
    char code[METRO_KEY_CODE + 2] = "", want[METRO_KEY_CODE + 1];
    int used = 0;
    bool ok = !memchr(text, 0, len) &&
              sscanf(text, "metro-key 1\ncode %40[0-9A-F-]\n%n", code, &used) == 1 &&
              used == (int)len && strlen(code) == METRO_KEY_CODE;
    char why[80];
    ok = ok && metro_key_from_code(code, key, why, sizeof why) == METRO_KEY_CODE_OK;
    if (ok) metro_key_code(key, want), ok = !strcmp(want, code); /* the dashes where they belong */
    if (!ok) snprintf(err, errlen, "not a key file (metro-key 1, then 'code' and the key)");
    return ok ? 0 : -1;
}

int metro_key_load(const char *path, uint8_t key[METRO_NET_TOKEN], char code[METRO_KEY_CODE + 1],
                   char *err, size_t errlen)
{
    struct stat st;
    if (stat(path, &st) != 0 && errno == ENOENT) {
        if (!metro_net_random(key, METRO_NET_TOKEN))
            return snprintf(err, errlen, "no random numbers for a new key"), -1;
        /* the key is the player: for its owner's eyes only */
        if (metro_file_write_private(path, emit, key, err, errlen) != 0) return -1;
        metro_key_code(key, code);
        return 0;
    }
    char *text = NULL;
    size_t len;
    if (metro_file_read(path, 4096, &text, &len, err, errlen)) return -1;
    int rc = parse(text, len, key, err, errlen);
    free(text);
    if (rc == 0) metro_key_code(key, code);
    return rc;
}

int metro_key_from_code(const char *text, uint8_t key[METRO_NET_TOKEN], char *err, size_t errlen)
{
    char hex[2 * METRO_NET_TOKEN + 1];
    int digits = 0;
    for (const char *c = text; *c; c++) {
        if (*c == '-' || *c == ' ') continue;
        if (!isxdigit((unsigned char)*c)) {
            snprintf(err, errlen, "'%c' is not a hex digit (0-9, A-F)",
                     isprint((unsigned char)*c) ? *c : '?');
            return METRO_KEY_CODE_CHAR;
        }
        if (digits < 2 * METRO_NET_TOKEN) hex[digits] = (char)tolower((unsigned char)*c);
        digits++;
    }
    if (digits != 2 * METRO_NET_TOKEN) {
        snprintf(err, errlen, "a player code has 32 hex digits, this one %d", digits);
        return METRO_KEY_CODE_LENGTH;
    }
    hex[digits] = '\0'; /* the files' own reader, now that the text is theirs */
    metro_hex_read(hex, key, METRO_NET_TOKEN);
    return METRO_KEY_CODE_OK;
}

int metro_key_save(const char *path, const uint8_t key[METRO_NET_TOKEN], char *err, size_t errlen)
{
    return metro_file_write_private(path, emit, key, err, errlen) == 0 ? 0 : -1;
}
