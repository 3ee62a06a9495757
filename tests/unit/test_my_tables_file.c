/* The window's My tables file (src/ui/files/my_tables_file.c): what it
 * writes it reads back, it is private (0600), a table put again replaces
 * itself, a full list drops its oldest, and anything else is refused with
 * a reason and an empty list, never half read. */
#define _POSIX_C_SOURCE 200809L /* mkdtemp */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"
#include "files/my_tables_file.h"

static ui_rejoin table(const char *address, const char *name, int seats, uint8_t fill)
{
    ui_rejoin r = {0};
    snprintf(r.address, sizeof r.address, "%s", address);
    snprintf(r.table, sizeof r.table, "%s", name);
    r.seats = (uint8_t)seats;
    for (int p = 0; p < METRO_MAX_PLAYERS; p++) memset(r.token[p], fill + p, METRO_NET_TOKEN);
    return r;
}

static void put(ui_my_tables *l, const char *address, const char *name, int seats, uint8_t fill)
{
    ui_rejoin r = table(address, name, seats, fill);
    ui_my_tables_put(l, &r);
}

static void refused(const char *text, const char *why)
{
    ui_my_tables l;
    char err[300] = "";
    CHECK_MSG(ui_my_tables_parse(text, strlen(text), "t.txt", &l, err, sizeof err) == -1, why);
    CHECK_MSG(l.n == 0 && strstr(err, "t.txt:"), err);
}

int main(void)
{
    char dir[] = "/tmp/metro-tables-XXXXXX", path[64], err[300];
    CHECK(mkdtemp(dir) != NULL);
    snprintf(path, sizeof path, "%s/tables.txt", dir);
    ui_my_tables l = {0}, back;
    CHECK_EQ(ui_my_tables_read(path, &back, err, sizeof err), 1); /* none yet: empty */
    CHECK_EQ(back.n, 0);
    put(&l, "127.0.0.1:24960", "club", 1, 0x10);
    put(&l, "localhost:24961", "sunday", 1u << 1 | 1u << 4, 0xA0);
    put(&l, "metro.example:24960", "club", 1u << 2, 0x30);
    put(&l, "127.0.0.1:24960", "club", 1u << 3, 0x40); /* replaces */
    CHECK_EQ(l.n, 3);
    CHECK_STR(l.table[2].table, "club");
    CHECK_EQ(l.table[2].seats, 1u << 3);
    CHECK_EQ(ui_my_tables_write(path, &l, err, sizeof err), 0);
    struct stat st;
    CHECK(stat(path, &st) == 0 && (st.st_mode & 0777) == 0600);
    CHECK_EQ(ui_my_tables_read(path, &back, err, sizeof err), 0);
    CHECK_EQ(back.n, 3);
    for (int i = 0; i < 3 && i < back.n; i++) {
        CHECK_STR(back.table[i].address, l.table[i].address);
        CHECK_STR(back.table[i].table, l.table[i].table);
        CHECK_EQ(back.table[i].seats, l.table[i].seats);
        for (int p = 0; p < METRO_MAX_PLAYERS; p++)
            if (l.table[i].seats >> p & 1)
                CHECK(!memcmp(back.table[i].token[p], l.table[i].token[p], METRO_NET_TOKEN));
    }
    ui_my_tables_drop(&l, "localhost:24961", "sunday");
    ui_my_tables_drop(&l, "localhost:24961", "nowhere");
    CHECK_EQ(l.n, 2);
    CHECK_STR(l.table[0].address, "metro.example:24960");
    for (int i = 0; i < UI_MY_TABLES + 3; i++) {
        char name[16];
        snprintf(name, sizeof name, "t%d", i);
        put(&l, "127.0.0.1:24960", name, 1, (uint8_t)i);
    }
    CHECK_EQ(l.n, UI_MY_TABLES);
    CHECK_STR(l.table[0].table, "t3"); /* the oldest went */
    const char *hex = "00112233445566778899aabbccddeeff";
    char line[200];
    snprintf(line, sizeof line, "metro-tables 1\n127.0.0.1:24960 club 1 %s\n", hex);
    CHECK_EQ(ui_my_tables_parse(line, strlen(line), "t.txt", &back, err, sizeof err), 0);
    refused("metro-tables 2\n", "another version");
    snprintf(line, sizeof line, "metro-tables 1\n127.0.0.1:24960 club 1 %s", hex);
    refused(line, "no newline at the end");
    snprintf(line, sizeof line, "metro-tables 1\n127.0.0.1 club 1 %s\n", hex);
    refused(line, "an address without a port");
    snprintf(line, sizeof line, "metro-tables 1\n127.0.0.1:1 club 7 %s\n", hex);
    refused(line, "seat 7");
    snprintf(line, sizeof line, "metro-tables 1\n127.0.0.1:1 club 1 %.30s\n", hex);
    refused(line, "a short token");
    snprintf(line, sizeof line, "metro-tables 1\n127.0.0.1:1 club 1 %s\n127.0.0.1:1 club 1 %s\n",
             hex, hex);
    refused(line, "a seat twice");
    snprintf(line, sizeof line, "metro-tables 1\n127.0.0.1:1 cl/ub 1 %s\n", hex);
    refused(line, "a table name with a slash");
    snprintf(line, sizeof line, "metro-tables 1\n127.0.0.1:1 club 1 %s x\n", hex);
    refused(line, "something after the token");
    CHECK_EQ(ui_my_tables_parse("metro-tables 1\n\0x\n", 17, "t.txt", &back, err, sizeof err), -1);
    remove(path);
    rmdir(dir);
    return check_done();
}
