/* The window's rejoin file (src/ui/files/rejoin_file.c): what it writes it reads
 * back, it is private (0600), and anything else is refused with a reason,
 * never half read. */
#define _POSIX_C_SOURCE 200809L /* mkdtemp */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"
#include "files/rejoin_file.h"

static void write_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    if (f) fputs(text, f), fclose(f);
}

static void write_bytes(const char *path, const char *bytes, size_t n)
{
    FILE *f = fopen(path, "wb");
    if (f) fwrite(bytes, 1, n, f), fclose(f);
}

int main(void)
{
    char dir[] = "/tmp/metro-rejoin-XXXXXX", path[64], err[300];
    CHECK(mkdtemp(dir) != NULL);
    snprintf(path, sizeof path, "%s/online.txt", dir);
    ui_rejoin r = {.address = "127.0.0.1:24960", .host_port = 24960, .table = "Ada-1127-2015"};
    r.seats = 1u << 0 | 1u << 3;
    for (int i = 0; i < METRO_NET_TOKEN; i++) r.token[0][i] = (uint8_t)i, r.token[3][i] = 0xF0;
    ui_rejoin back;
    CHECK_EQ(ui_rejoin_read(path, &back, err, sizeof err), 1); /* no file yet */
    CHECK_EQ(ui_rejoin_write(path, &r, err, sizeof err), 0);
    struct stat st;
    CHECK(stat(path, &st) == 0 && (st.st_mode & 0777) == 0600);
    /* a file someone made readable to all is private again once rewritten */
    CHECK_EQ(chmod(path, 0644), 0);
    CHECK_EQ(ui_rejoin_write(path, &r, err, sizeof err), 0);
    CHECK(stat(path, &st) == 0 && (st.st_mode & 0777) == 0600);
    CHECK_EQ(ui_rejoin_read(path, &back, err, sizeof err), 0);
    CHECK_STR(back.address, r.address);
    CHECK_STR(back.table, r.table);
    CHECK_EQ(back.host_port, 24960);
    CHECK_EQ(back.seats, r.seats);
    CHECK(!memcmp(back.token, r.token, sizeof r.token));

    static const char *const bad[] = {
        "",                                                     /* empty */
        "metro-rejoin 2\naddress a:1\nhost 0\ntable t\nseat 1 " /* another version */
        "000102030405060708090a0b0c0d0e0f\n",
        "metro-rejoin 1\naddress a:1\nhost 0\ntable t\n",          /* no seat */
        "metro-rejoin 1\naddress a:1\nhost 0\ntable ../x\nseat 1 " /* a path for a name */
        "000102030405060708090a0b0c0d0e0f\n",
        "metro-rejoin 1\naddress a:1\nhost 0\ntable t\nseat 7 " /* no seat 7 */
        "000102030405060708090a0b0c0d0e0f\n",
        "metro-rejoin 1\naddress a:1\nhost 0\ntable t\nseat 1 0001\n", /* short token */
        "metro-rejoin 1\naddress a:1\nhost 0\ntable t\nseat 1 "        /* seat twice */
        "000102030405060708090a0b0c0d0e0f\nseat 1 000102030405060708090a0b0c0d0e0f\n",
        "metro-rejoin 1\naddress a;rm:1\nhost 0\ntable t\nseat 1 " /* not an address */
        "000102030405060708090a0b0c0d0e0f\n",
        "metro-rejoin 1\naddress a:1\nhost 70000\ntable t\nseat 1 " /* no such port */
        "000102030405060708090a0b0c0d0e0f\n",
        "metro-rejoin 1\naddress a:1\nhost 0\ntable t\nseat 1 " /* cut: no newline */
        "000102030405060708090a0b0c0d0e0f",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        write_text(path, bad[i]);
        err[0] = '\0';
        CHECK_EQ(ui_rejoin_read(path, &back, err, sizeof err), -1);
        CHECK_MSG(strstr(err, "not a rejoin file") != NULL, err);
    }
    /* A NUL byte (issue 37): refused, saying so, where it once crashed the
     * window at every start (the online start-up reads this file). */
    static const char nul[] = "metro-rejoin 1\naddress a:1\nho\0st 0\ntable t\nseat 2 "
                              "000102030405060708090a0b0c0d0e0f\n";
    write_bytes(path, nul, sizeof nul - 1);
    CHECK_EQ(ui_rejoin_read(path, &back, err, sizeof err), -1);
    CHECK_MSG(strstr(err, path) == err && strstr(err, "NUL byte"), err);
    write_text(path, "metro-rejoin 1\naddress a:1\nhost 0\ntable t\nseat 2 "
                     "000102030405060708090a0b0c0d0e0f\n");
    CHECK_EQ(ui_rejoin_read(path, &back, err, sizeof err), 0);
    CHECK_EQ(back.seats, 2);
    CHECK_EQ(back.host_port, 0);
    unlink(path);
    rmdir(dir);
    return check_done();
}
