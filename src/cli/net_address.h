/* HOST:PORT on the command line of the online commands (bot, tables). */
#pragma once

#include <stdbool.h>
#include <stddef.h>

/* "HOST:PORT" into its parts; false if it is not one. */
bool cli_split_address(const char *arg, char *host, size_t n, int *port);
