/* A player key kept in a file (metro-cli bot --key-file, the window): 128 random bits
 * that say which player this is to every server, written once (mode 0600)
 * as a code the player can copy to another computer:
 *   metro-key 1
 *   code 3F2A-9C01-77DE-0B45-A1C3-5E6F-0012-FFEE */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include "proto.h"

enum { METRO_KEY_CODE = 4 * 8 + 7 }; /* eight groups of four hex digits, dashes between */

/* Reads the key in path, or makes one and writes it there when the file
 * does not exist; its code in `code`. 0, or -1 with a reason. */
int metro_key_load(const char *path, uint8_t key[METRO_NET_TOKEN], char code[METRO_KEY_CODE + 1],
                   char *err, size_t errlen);

/* Why a code typed by a player is not a key. */
enum metro_key_code_error { METRO_KEY_CODE_OK = 0, METRO_KEY_CODE_CHAR, METRO_KEY_CODE_LENGTH };
/* A code as a player copies it: 32 hex digits (either case), dashes and
 * spaces anywhere ignored. METRO_KEY_CODE_OK, or why not with the reason
 * in English in err (the character, or how many digits it has). */
int metro_key_from_code(const char *text, uint8_t key[METRO_NET_TOKEN], char *err, size_t errlen);
/* The code of a key, as the file keeps it and the player copies it. */
void metro_key_code(const uint8_t key[METRO_NET_TOKEN], char code[METRO_KEY_CODE + 1]);
/* Writes key to path as a key file, atomically and mode 0600. 0, or -1. */
int metro_key_save(const char *path, const uint8_t key[METRO_NET_TOKEN], char *err, size_t errlen);
