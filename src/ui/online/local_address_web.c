/* The page's stand-in for local_address.c: a browser hosts no table (and
 * cannot read its machine's interfaces), so there is no address to name. */
#include <stdio.h>

#include "online/local_address.h"

bool ui_local_reach(int port, char *out, size_t n)
{
    (void)port;
    if (n) out[0] = '\0';
    return false;
}
