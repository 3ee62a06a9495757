/* The rejoin file (rejoin_file.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "file_io.h"
#include "hex.h"
#include "files/line_file.h"
#include "files/rejoin_file.h"

int ui_rejoin_print(FILE *f, const ui_rejoin *r)
{
    fprintf(f, "metro-rejoin 1\naddress %s\nhost %d\ntable %s\n", r->address, r->host_port,
            r->table);
    for (int p = 0; p < METRO_MAX_PLAYERS; p++) {
        if (!(r->seats >> p & 1)) continue;
        fprintf(f, "seat %d ", p + 1);
        metro_hex_print(f, r->token[p], METRO_NET_TOKEN);
        fprintf(f, "\n");
    }
    return ferror(f) ? -1 : 0;
}

static int emit(FILE *f, const void *ctx)
{
    return ui_rejoin_print(f, ctx);
}

int ui_rejoin_write(const char *path, const ui_rejoin *r, char *err, size_t errlen)
{
    /* the tokens are the seats: for their owner's eyes only */
    return metro_file_write_private(path, emit, r, err, errlen) != 0 ? -1 : 0;
}

/* One line of the file; false if it breaks the format. */
static bool read_line(ui_rejoin *r, const char *line, int n)
{
    char rest[80] = "";
    int used = 0, seat = 0;
    if (n == 0) return !strcmp(line, "metro-rejoin 1");
    if (n == 1)
        return sscanf(line, "address %63[A-Za-z0-9.:_-]%n", r->address, &used) == 1 &&
               !line[used] && strchr(r->address, ':');
    if (n == 2)
        return sscanf(line, "host %d%n", &r->host_port, &used) == 1 && !line[used] &&
               r->host_port >= 0 && r->host_port <= 65535;
    if (n == 3)
        return sscanf(line, "table %32[A-Za-z0-9_-]%n", r->table, &used) == 1 && !line[used];
    if (sscanf(line, "seat %d %40[0-9a-f]%n", &seat, rest, &used) != 2 || line[used] || seat < 1 ||
        seat > METRO_MAX_PLAYERS || (r->seats >> (seat - 1) & 1))
        return false;
    r->seats |= (uint8_t)(1u << (seat - 1));
    return metro_hex_read(rest, r->token[seat - 1], METRO_NET_TOKEN);
}

static const char *take_line(void *ctx, const char *line, int n)
{
    return read_line(ctx, line, n) ? NULL : "not a rejoin file";
}

int ui_rejoin_parse(const char *text, size_t len, const char *name, ui_rejoin *r, char *err,
                    size_t errlen)
{
    memset(r, 0, sizeof *r);
    int n;
    const char *bad = ui_read_lines(text, len, take_line, r, &n);
    if (bad && !n) return snprintf(err, errlen, "%s: %s: not a rejoin file", name, bad), -1;
    if (bad || n <= 4 || !r->seats) {
        memset(r, 0, sizeof *r);
        snprintf(err, errlen,
                 "%s:%d: not a rejoin file (metro-rejoin 1, address, host, "
                 "table, a seat line per seat)",
                 name, n);
        return -1;
    }
    return 0;
}

int ui_rejoin_read(const char *path, ui_rejoin *r, char *err, size_t errlen)
{
    char *text = NULL;
    size_t len;
    int rc = ui_data_file_load(path, 4096, &text, &len, err, errlen);
    if (rc) return rc;
    rc = ui_rejoin_parse(text, len, path, r, err, errlen);
    free(text);
    return rc;
}
