/* "My tables" (DATA/tables.txt): every table on a server this window sits
 * at, with its seats' tokens, so that the My tables screen can ask each
 * server how its tables stand and open any of them (docs/ui.md "Online
 * play"). No SDL: a unit test reads and writes it. Format:
 *   metro-tables 1 / then a line "ADDRESS TABLE SEAT HEX32" per seat held
 * read strictly, written atomically, mode 0600 (a token is the seat). */
#pragma once

#include <stdio.h>

#include "files/rejoin_file.h"

enum { UI_MY_TABLES = 16 }; /* tables kept at most: the oldest goes first */

typedef struct ui_my_tables {
    int n;
    ui_rejoin table[UI_MY_TABLES]; /* host_port 0: tables joined on a server */
} ui_my_tables;

/* 0; 1 when there is no file (an empty list); -1 with "PATH: reason". */
int ui_my_tables_read(const char *path, ui_my_tables *l, char *err, size_t errlen);
/* The file's text of `len` bytes named `name` in messages: 0, or -1 with
 * "NAME:LINE: reason" and an empty list. */
int ui_my_tables_parse(const char *text, size_t len, const char *name, ui_my_tables *l, char *err,
                       size_t errlen);
/* Writes the file's text to f: 0, or -1 on a write error. */
int ui_my_tables_print(FILE *f, const ui_my_tables *l);
/* 0, or -1 with "PATH: reason" in err. */
int ui_my_tables_write(const char *path, const ui_my_tables *l, char *err, size_t errlen);
/* Puts the table of r (its seats and tokens) at the end of the list, in
 * place of the same table on the same server; a full list drops its first. */
void ui_my_tables_put(ui_my_tables *l, const ui_rejoin *r);
/* Takes that table out of the list (if it is there). */
void ui_my_tables_drop(ui_my_tables *l, const char *address, const char *table);
