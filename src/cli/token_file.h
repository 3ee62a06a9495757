/* A seat token kept in a file (metro-cli bot --token-file): what a bot needs
 * to rejoin its seat after a crash. Written atomically, mode 0600. */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "proto.h"

typedef struct cli_token {
    char table[METRO_NET_TABLE_NAME + 1];
    int seat;
    uint8_t token[METRO_NET_TOKEN];
} cli_token;

/* 0; 1 when there is no such file; -1 with a reason in err. */
int cli_token_read(const char *path, cli_token *t, char *err, size_t errlen);
/* The file's text: `len` bytes, NUL-terminated at len (NUL bytes among them
 * are refused); 0, or -1 with a reason in err and t zero. */
int cli_token_parse(const char *text, size_t len, cli_token *t, char *err, size_t errlen);
/* Writes the file's text to f: 0, or -1 on a write error. */
int cli_token_print(FILE *f, const cli_token *t);
/* 0, or -1 with "PATH: reason" in err. */
int cli_token_write(const char *path, const cli_token *t, char *err, size_t errlen);
