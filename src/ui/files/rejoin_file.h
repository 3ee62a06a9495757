/* The rejoin file (DATA/online.txt): the table this window last sat at and
 * its seats' tokens, so that "Rejoin" takes the same seats back, also after
 * the window crashed. No SDL: a unit test reads and writes it. Format:
 *   metro-rejoin 1 / address HOST:PORT / host PORT (0: joined elsewhere) /
 *   table NAME / then a line "seat N HEX32" per seat held
 * read strictly, written atomically, mode 0600 (a token is the seat). */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "proto.h"

typedef struct ui_rejoin {
    char address[64];
    int host_port; /* this window hosted the table on that port; 0 it joined */
    char table[METRO_NET_TABLE_NAME + 1];
    uint8_t seats; /* a bit per seat held */
    uint8_t token[METRO_MAX_PLAYERS][METRO_NET_TOKEN];
} ui_rejoin;

/* 0; 1 when there is no file; -1 with "PATH: reason" in err. */
int ui_rejoin_read(const char *path, ui_rejoin *r, char *err, size_t errlen);
/* The file's text: `len` bytes (NUL bytes among them are refused) named
 * `name` in messages; 0, or -1 with "NAME: reason" and r zero. */
int ui_rejoin_parse(const char *text, size_t len, const char *name, ui_rejoin *r, char *err,
                    size_t errlen);
/* Writes the file's text to f: 0, or -1 on a write error. */
int ui_rejoin_print(FILE *f, const ui_rejoin *r);
/* 0, or -1 with "PATH: reason" in err. */
int ui_rejoin_write(const char *path, const ui_rejoin *r, char *err, size_t errlen);
