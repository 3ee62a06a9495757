/* This machine's addresses for guests (local_address.h). */
#define _DEFAULT_SOURCE /* getifaddrs */
#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>

#include "online/local_address.h"

enum { MOST = 3 };

/* Loopback and link-local addresses reach no other machine (link-local
 * only by luck): named only when nothing better exists. */
static bool fallback_only(const struct ifaddrs *i, uint32_t ip)
{
    return (i->ifa_flags & IFF_LOOPBACK) || (ip >> 24) == 127 || (ip >> 16) == 0xA9FE;
}

static void add(char *out, size_t n, int *count, const struct in_addr *a, int port)
{
    char ip[INET_ADDRSTRLEN];
    if (*count >= MOST || !inet_ntop(AF_INET, a, ip, sizeof ip)) return;
    size_t len = strlen(out);
    char item[INET_ADDRSTRLEN + 16];
    snprintf(item, sizeof item, "%s:%d", ip, port);
    if (strstr(out, item)) return; /* an address on two interfaces (aliases) */
    snprintf(out + len, n - len, "%s%s", len ? ", " : "", item);
    (*count)++;
}

void ui_reach_words(const struct ifaddrs *list, int port, char *out, size_t n)
{
    int count = 0;
    out[0] = '\0';
    for (int pass = 0; pass < 2 && count == 0; pass++)
        for (const struct ifaddrs *i = list; i; i = i->ifa_next) {
            if (!i->ifa_addr || i->ifa_addr->sa_family != AF_INET || !(i->ifa_flags & IFF_UP))
                continue;
            const struct in_addr *a =
                &((const struct sockaddr_in *)(const void *)i->ifa_addr)->sin_addr;
            if (fallback_only(i, ntohl(a->s_addr)) == (pass == 0)) continue;
            add(out, n, &count, a, port);
        }
}

bool ui_local_reach(int port, char *out, size_t n)
{
    struct ifaddrs *list = NULL;
    out[0] = '\0';
    if (getifaddrs(&list) != 0) return false;
    ui_reach_words(list, port, out, n);
    freeifaddrs(list);
    return out[0] != '\0';
}
