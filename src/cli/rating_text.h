/* Seats' ratings as metro-cli prints them (docs/cli.md "tables"). */
#pragma once

#include <stdbool.h>
#include <stdio.h>

#include "proto.h"

/* prefix and " ratings 12,new,-": each seat's rounded ordinal, `new` for a keyed player
 * not rated yet, `-` for anyone else; false (nothing printed) when nobody
 * at the table has a key. */
bool cli_print_ratings(FILE *f, const char *prefix, const metro_net_rating *rating, int seats);
