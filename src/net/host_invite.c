/* Private tables' invitations (docs/protocol.md "Tables on a server"): a
 * private table is joined only with its code, which its creator passes on. */
#include <string.h>

#include "host_internal.h"

bool host_new_invite(host_table *t)
{
    static const char alphabet[] = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"; /* 32: 5 bits a letter */
    uint8_t bytes[METRO_NET_INVITE];
    if (!metro_net_random(bytes, sizeof bytes)) return false;
    for (int i = 0; i < METRO_NET_INVITE; i++) t->invite[i] = alphabet[bytes[i] & 31];
    t->invite[METRO_NET_INVITE] = 0;
    t->private_table = true;
    return true;
}

/* Compared in constant time, as tokens are: the code is a secret. */
bool host_invited(const host_table *t, const char *invite)
{
    if (!t->private_table) return true;
    if (strlen(invite) != METRO_NET_INVITE) return false;
    unsigned diff = 0;
    for (int i = 0; i < METRO_NET_INVITE; i++) diff |= (unsigned)(t->invite[i] ^ invite[i]);
    return diff == 0;
}
