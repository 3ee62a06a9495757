/* HOST:PORT of the online commands (net_address.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "net_address.h"

bool cli_split_address(const char *arg, char *host, size_t n, int *port)
{
    const char *colon = strrchr(arg, ':');
    if (!colon || colon == arg || (size_t)(colon - arg) >= n) return false;
    snprintf(host, n, "%.*s", (int)(colon - arg), arg);
    char *end;
    long p = strtol(colon + 1, &end, 10);
    *port = (int)p;
    return colon[1] && !*end && p >= 1 && p <= 65535;
}
