/* The My tables file (my_tables_file.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "file_io.h"
#include "hex.h"
#include "files/line_file.h"
#include "files/my_tables_file.h"

int ui_my_tables_print(FILE *f, const ui_my_tables *l)
{
    fprintf(f, "metro-tables 1\n");
    for (int i = 0; i < l->n; i++)
        for (int p = 0; p < METRO_MAX_PLAYERS; p++) {
            const ui_rejoin *r = &l->table[i];
            if (!(r->seats >> p & 1)) continue;
            fprintf(f, "%s %s %d ", r->address, r->table, p + 1);
            metro_hex_print(f, r->token[p], METRO_NET_TOKEN);
            fprintf(f, "\n");
        }
    return ferror(f) ? -1 : 0;
}

static int emit(FILE *f, const void *ctx)
{
    return ui_my_tables_print(f, ctx);
}

int ui_my_tables_write(const char *path, const ui_my_tables *l, char *err, size_t errlen)
{
    /* the tokens are the seats: for their owner's eyes only */
    return metro_file_write_private(path, emit, l, err, errlen) != 0 ? -1 : 0;
}

static int find(const ui_my_tables *l, const char *address, const char *table)
{
    for (int i = 0; i < l->n; i++)
        if (!strcmp(l->table[i].address, address) && !strcmp(l->table[i].table, table)) return i;
    return -1;
}

void ui_my_tables_drop(ui_my_tables *l, const char *address, const char *table)
{
    int i = find(l, address, table);
    if (i < 0) return;
    memmove(&l->table[i], &l->table[i + 1], sizeof l->table[0] * (size_t)(l->n - i - 1));
    l->n--;
}

void ui_my_tables_put(ui_my_tables *l, const ui_rejoin *r)
{
    ui_my_tables_drop(l, r->address, r->table);
    if (l->n == UI_MY_TABLES) ui_my_tables_drop(l, l->table[0].address, l->table[0].table);
    l->table[l->n++] = *r;
}

/* One seat line; false if it breaks the format. */
static bool read_seat(ui_my_tables *l, const char *line)
{
    ui_rejoin r;
    memset(&r, 0, sizeof r); /* its padding too: a value read compares whole */
    char hex[40] = "";
    int seat = 0, used = 0;
    if (sscanf(line, "%63[A-Za-z0-9.:_-] %32[A-Za-z0-9_-] %d %32[0-9a-f]%n", r.address, r.table,
               &seat, hex, &used) != 4 ||
        line[used] || !strchr(r.address, ':') || seat < 1 || seat > METRO_MAX_PLAYERS ||
        strlen(hex) != 2 * METRO_NET_TOKEN)
        return false;
    int i = find(l, r.address, r.table);
    if (i < 0 && l->n == UI_MY_TABLES) return false;
    if (i < 0) l->table[i = l->n++] = r;
    ui_rejoin *t = &l->table[i];
    if (t->seats >> (seat - 1) & 1) return false; /* a seat twice */
    t->seats |= (uint8_t)(1u << (seat - 1));
    return metro_hex_read(hex, t->token[seat - 1], METRO_NET_TOKEN);
}

static const char *take_line(void *ctx, const char *line, int n)
{
    bool ok = n == 0 ? !strcmp(line, "metro-tables 1") : read_seat(ctx, line);
    return ok ? NULL : "not a tables file";
}

int ui_my_tables_parse(const char *text, size_t len, const char *name, ui_my_tables *l, char *err,
                       size_t errlen)
{
    memset(l, 0, sizeof *l);
    int n;
    const char *bad = ui_read_lines(text, len, take_line, l, &n);
    if (!bad) return 0;
    memset(l, 0, sizeof *l);
    if (!n) return snprintf(err, errlen, "%s: %s: not a tables file", name, bad), -1;
    snprintf(err, errlen,
             "%s:%d: not a tables file (metro-tables 1, then ADDRESS TABLE SEAT TOKEN "
             "lines, at most %d tables)",
             name, n, UI_MY_TABLES);
    return -1;
}

int ui_my_tables_read(const char *path, ui_my_tables *l, char *err, size_t errlen)
{
    memset(l, 0, sizeof *l);
    char *text = NULL;
    size_t len;
    int rc = ui_data_file_load(path, 16384, &text, &len, err, errlen);
    if (rc) return rc;
    rc = ui_my_tables_parse(text, len, path, l, err, errlen);
    free(text);
    return rc;
}
