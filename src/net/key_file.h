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
