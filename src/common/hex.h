/* Bytes as lower-case hex digits: how the data files write seat tokens and
 * player keys (the rejoin, My tables, token and store files). */
#pragma once

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

/* Writes n bytes as 2n digits; returns ferror(f) after it. */
int metro_hex_print(FILE *f, const uint8_t *bytes, int n);

/* Reads exactly 2n lower-case hex digits (the whole string) into out;
 * false for any other text (out may be partly written then). */
bool metro_hex_read(const char *hex, uint8_t *out, int n);
