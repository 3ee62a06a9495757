/* What a web page cannot do of online play (the page's build, tools/web):
 * it cannot listen (no host in a browser: hosting needs metro-server or
 * the desktop game) nor send the LAN query's UDP broadcast. The window's
 * online rooms call these as on the desktop; each says why it fails, and
 * the Online screen offers neither (ui_online_can_host). */
#include <stdio.h>

#include "client.h"
#include "net_server.h"

metro_net_server *metro_net_server_start(const metro_host_config *cfg, const char *bind_address,
                                         int port, char *err, size_t errlen)
{
    (void)cfg, (void)bind_address, (void)port;
    snprintf(err, errlen, "a web page cannot host a table");
    return NULL;
}

void metro_net_server_stop(metro_net_server *s)
{
    (void)s;
}

int metro_net_server_port(const metro_net_server *s)
{
    (void)s;
    return 0;
}

int metro_net_discover(const char *address, int port, int wait_ms, metro_net_answer *out,
                       char from[][48], int max, char *err, size_t errlen)
{
    (void)address, (void)port, (void)wait_ms, (void)out, (void)from, (void)max;
    snprintf(err, errlen, "a web page cannot search the local network");
    return -1;
}
