/* metro-cli tables HOST:PORT: the tables of a host (LIST, docs/protocol.md
 * "Tables on a server"), waiting ones first, with whose turn it is and the
 * players' ratings. */
#include <stdio.h>
#include <string.h>

#include "client.h"
#include "commands.h"
#include "metro_version.h"
#include "net_address.h"
#include "rating_text.h"

static const char *const state_word[] = {"waiting", "playing", "over"};

static void print_table(const metro_net_table_info *t)
{
    char pace[16] = "live";
    if (t->deadline) snprintf(pace, sizeof pace, "turn-based-%dh", t->deadline);
    printf("%s %s %d seats %d open %s modules %s", t->name,
           t->state == METRO_TABLE_LOBBY && !t->open ? "full" : state_word[t->state], t->players,
           t->open, pace, t->modules[0] ? t->modules : "none");
    if (t->turn != METRO_NET_NO_SEAT) printf(" turn %d %s", t->turn + 1, t->turn_name);
    cli_print_ratings(stdout, "", t->rating, t->players);
    printf("\n");
}

/* Pages through the list until every table is printed; the exit status. */
static int list(metro_net_client *c)
{
    static metro_net_event ev;
    int printed = 0, waited = 0;
    while (waited < 30) {
        if (!metro_net_client_wait(c, &ev, 1000)) {
            waited++;
            continue;
        }
        if (ev.kind == METRO_NET_EV_WELCOME) {
            metro_msg m = {.type = METRO_MSG_LIST};
            metro_net_client_send(c, &m);
        } else if (ev.kind == METRO_NET_EV_TABLES) {
            for (int i = 0; i < ev.msg.u.tables.n; i++) print_table(&ev.msg.u.tables.table[i]);
            printed += ev.msg.u.tables.n;
            if (!ev.msg.u.tables.n || printed >= ev.msg.u.tables.total) return CLI_OK;
            metro_msg m = {.type = METRO_MSG_LIST};
            m.u.list.first = (uint16_t)printed;
            metro_net_client_send(c, &m);
        } else if (ev.kind == METRO_NET_EV_REFUSED || ev.kind == METRO_NET_EV_BROKEN ||
                   (ev.kind == METRO_NET_EV_LOST && !ev.retrying)) {
            fprintf(stderr, "error: tables: %s\n",
                    ev.kind == METRO_NET_EV_REFUSED ? ev.msg.u.refuse.text : ev.text);
            return CLI_USAGE;
        }
    }
    fprintf(stderr, "error: tables: no answer from the host in 30 s\n");
    return CLI_USAGE;
}

static int run(const cli_command *cmd, int argc, char **argv)
{
    const char *pos[1];
    int n_pos, port;
    int rc = cli_parse(cmd, argc, argv, NULL, 0, pos, 1, 1, &n_pos);
    if (rc) return rc < 0 ? CLI_OK : rc;
    char host[256], err[600];
    if (!cli_split_address(pos[0], host, sizeof host, &port))
        return cli_usage_error(cmd, "'%.60s' is not HOST:PORT", pos[0]);
    metro_net_client_options copt = {.program = "metro-cli " METRO_VERSION, .retry_seconds = 5};
    metro_net_client *c = metro_net_client_start(host, port, &copt, err, sizeof err);
    if (!c) return fprintf(stderr, "error: tables: %s\n", err), CLI_USAGE;
    rc = list(c);
    metro_net_client_stop(c);
    return rc;
}

const cli_command cli_cmd_tables = {
    .name = "tables",
    .usage = "HOST:PORT",
    .help = "list the tables of a host: waiting ones first, whose turn it is",
    .details = "Connects to the host at HOST:PORT and prints one line per table it lists\n"
               "(tables waiting for players first, then games in play, then finished ones;\n"
               "private tables are never listed):\n"
               "  NAME waiting|full|playing|over SEATS seats OPEN open live|turn-based-Hh\n"
               "       modules LIST [turn SEAT PLAYER]\n"
               "A host that cannot be reached or refuses: a message on stderr, exit 2.\n",
    .run = run,
};
