/* metro-cli servers: the games that answer a LAN query (docs/protocol.md
 * "Finding games"). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "client.h"
#include "commands.h"

static const char *const state_word[] = {"lobby", "playing", "over"};

static int run(const cli_command *cmd, int argc, char **argv)
{
    const char *query = "255.255.255.255";
    int wait = 1000;
    cli_opt opts[] = {
        {.name = "--query", .kind = CLI_STR, .dest = &query},
        {.name = "--wait", .kind = CLI_INT, .lo = 50, .hi = 10000, .dest = &wait},
    };
    int n_pos;
    int rc = cli_parse(cmd, argc, argv, opts, 2, NULL, 0, 0, &n_pos);
    if (rc) return rc < 0 ? CLI_OK : rc;
    char address[128];
    int port = METRO_NET_DEFAULT_PORT;
    const char *colon = strrchr(query, ':');
    snprintf(address, sizeof address, "%.*s", colon ? (int)(colon - query) : (int)strlen(query),
             query);
    if (colon) {
        char *end;
        long p = strtol(colon + 1, &end, 10);
        if (!colon[1] || *end || p < 1 || p > 65535)
            return cli_usage_error(cmd, "--query '%.60s': the port must be 1 to 65535", query);
        port = (int)p;
    }
    static metro_net_answer answers[64];
    static char from[64][48];
    char err[200];
    int n = metro_net_discover(address, port, wait, answers, from, 64, err, sizeof err);
    if (n < 0) return cli_usage_error(cmd, "%s", err);
    for (int i = 0; i < n; i++) {
        const metro_net_answer *a = &answers[i];
        printf("%s %s protocol %d tables %d\n", from[i], a->name, a->version, a->total);
        for (int k = 0; k < a->n; k++)
            printf("  %s %s %d seats %d open\n", a->table[k].name, state_word[a->table[k].state],
                   a->table[k].players, a->table[k].open);
    }
    if (!n) fprintf(stderr, "servers: no host answered %s:%d\n", address, port);
    return CLI_OK;
}

const cli_command cli_cmd_servers = {
    .name = "servers",
    .usage = "[--query ADDRESS[:PORT]] [--wait MS]",
    .help = "list the games hosts on the local network answer a query with",
    .details = "Sends one query datagram to ADDRESS (default the local network's broadcast\n"
               "address 255.255.255.255) at PORT (default 24960) and prints every answer\n"
               "received within --wait milliseconds (default 1000):\n"
               "  IP:PORT NAME protocol VERSION tables N\n"
               "    TABLE lobby|playing SEATS seats OPEN open     (at most 8 per host)\n"
               "No answer: nothing on stdout, a note on stderr, exit 0.\n",
    .run = run,
};
