/* Seat token files (token_file.h): three lines after a magic line,
 *   metro-token 1 / table NAME / seat N / token HEX32
 * read strictly, written through the engine's atomic file writer. */
#include <errno.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "file_io.h"
#include "hex.h"
#include "token_file.h"

int cli_token_print(FILE *f, const cli_token *t)
{
    fprintf(f, "metro-token 1\ntable %s\nseat %d\ntoken ", t->table, t->seat + 1);
    metro_hex_print(f, t->token, METRO_NET_TOKEN);
    fprintf(f, "\n");
    return ferror(f) ? -1 : 0;
}

static int emit(FILE *f, const void *ctx)
{
    return cli_token_print(f, ctx);
}

int cli_token_write(const char *path, const cli_token *t, char *err, size_t errlen)
{
    /* the token is the seat: for its owner's eyes only */
    return metro_file_write_private(path, emit, t, err, errlen) != 0 ? -1 : 0;
}

int cli_token_parse(const char *text, size_t len, cli_token *t, char *err, size_t errlen)
{
    memset(t, 0, sizeof *t);
    /* sscanf would stop at a NUL and take the text before it for the file */
    if (memchr(text, 0, len))
        return snprintf(err, errlen, "contains a NUL byte: not a token file"), -1;
    char hex[40] = "";
    int seat = 0, used = 0;
    bool ok = sscanf(text, "metro-token 1\ntable %32[A-Za-z0-9_-]\nseat %d\ntoken %32[0-9a-f]\n%n",
                     t->table, &seat, hex, &used) == 3 &&
              used == (int)len && strlen(hex) == 2 * METRO_NET_TOKEN && seat >= 1 &&
              seat <= METRO_MAX_PLAYERS && metro_hex_read(hex, t->token, METRO_NET_TOKEN);
    t->seat = seat - 1;
    if (!ok) {
        memset(t, 0, sizeof *t);
        snprintf(err, errlen, "not a token file (metro-token 1, table, seat, token)");
    }
    return ok ? 0 : -1;
}

int cli_token_read(const char *path, cli_token *t, char *err, size_t errlen)
{
    struct stat st;
    if (stat(path, &st) != 0 && errno == ENOENT) return 1;
    char *text = NULL;
    size_t len;
    if (metro_file_read(path, 4096, &text, &len, err, errlen)) return -1;
    int rc = cli_token_parse(text, len, t, err, errlen);
    free(text);
    return rc;
}
