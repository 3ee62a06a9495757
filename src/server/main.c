/* metro-server: a dedicated host for online play (docs/protocol.md,
 * metro-server(6)): many tables at once, no window. It prints
 * "listening on PORT" once clients may connect; SIGTERM or SIGINT makes it
 * tell every client it is back soon, save every table and exit 0 (1 when a
 * table could not be saved: the log names it). */
#define _POSIX_C_SOURCE 200809L /* sigaction */
#include <signal.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "metro/ai.h"
#include "metro_version.h"
#include "net_server.h"
#include "options.h"
#include "printable.h"
#include "proto.h"
#include "store.h"

static volatile sig_atomic_t stop_now;

static void on_signal(int sig)
{
    (void)sig;
    stop_now = 1;
}

static const char usage[] =
    "usage: metro-server [--port N] [--data DIR] [--max-tables N] [--grace SECONDS]\n"
    "                    [--stand-in AI] [--max-connections N] [--bind ADDRESS] [--name NAME]\n"
    "                    [--max-ai AI] [--ai-ms MS] [--undo-asks N] [--per-address N]\n"
    "                    [--idle SECONDS] [--lobbies-per-address N] [--web DIR]\n"
    "                    [--hour-ms MS]\n"
    "       metro-server [--data DIR] --export TABLE\n"
    "       metro-server [--data DIR] --ratings\n";

static void help(void)
{
    printf("%s\nHosts tables of Metro for players on other machines (metro-cli bot, the\n"
           "game window). Every move is saved in the store DIR/metro.sqlite before\n"
           "anyone sees it; a folder of NAME.metro files is taken over at the start.\n\n"
           "  --port N             UDP port (ENet) and TCP port (WebSocket, HTTP) of that\n"
           "                       number, 0 to 65535 (default %d; 0: one the system\n"
           "                       picks, printed as 'listening on PORT')\n"
           "  --data DIR           where the tables live (default ~/.local/share/metro/tables)\n"
           "  --max-tables N       tables not yet finished, 1 to 10000 (default 100)\n"
           "  --grace SECONDS      before a computer plays for an absent player, 1 to 3600\n"
           "                       (default 60)\n"
           "  --stand-in AI        that computer player (default greedy)\n"
           "  --max-connections N  1 to 4095 (default 4 per table plus 16, at most 4095)\n"
           "  --bind ADDRESS       listen on this IPv4 address only (default all)\n"
           "  --name NAME          the name LAN queries are answered with\n"
           "  --web DIR            serve DIR's files (the web page) over HTTP on the TCP\n"
           "                       port of the same number; WebSocket clients are\n"
           "                       answered there with or without it\n"
           "  --export TABLE       write table TABLE's game (or its latest finished game)\n"
           "                       as a save to standard output, and exit\n"
           "  --ratings            print the ladder of rated players, and exit\n\n"
           "Limits (docs/protocol.md \"Limits\"):\n"
           "  --max-ai AI          the strongest computer player a table may seat\n"
           "                       (default strong)\n"
           "  --ai-ms MS           CPU milliseconds a computer player thinks per move,\n"
           "                       1 to 10000 (default 500)\n"
           "  --undo-asks N        undo requests per seat in a game, 1 to 1000 (default 8)\n"
           "  --per-address N      connections from one address, 1 to 4095 (default 32)\n"
           "  --idle SECONDS       a connection at no table is closed after this long\n"
           "                       without a message, 10 to 86400 (default 300)\n"
           "  --lobbies-per-address N  tables not yet started made from one address,\n"
           "                       1 to 10000 (default 16)\n"
           "For tests only:\n"
           "  --hour-ms MS         how long an hour of a turn-based table's move deadline\n"
           "                       lasts, 100 to 3600000 ms (default 3600000)\n\n"
           "SIGTERM or SIGINT: every table saved, exit 0 (clients are told the host\n"
           "is back soon, and reconnect). Exit 1: cannot listen or use DIR, or a\n"
           "table could not be saved at the stop (named in the log); exit 2: bad\n"
           "arguments.\n",
           usage, METRO_NET_DEFAULT_PORT);
}

/* A bad command line: the reason (an argument's control bytes escaped, so
 * it is shown, never obeyed by the terminal), the usage, exit status 2. */
__attribute__((format(printf, 1, 2))) static int bad(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    metro_vprint_line(stderr, "metro-server: ", fmt, ap);
    va_end(ap);
    fprintf(stderr, "%s", usage);
    return 2;
}

/* A whole number in [lo, hi] written with digits only. */
static bool number(const char *s, long lo, long hi, long *out)
{
    char *end;
    if (!s || !*s || strspn(s, "0123456789") != strlen(s) || strlen(s) > 9) return false;
    *out = strtol(s, &end, 10);
    return *out >= lo && *out <= hi;
}

typedef struct server_args {
    long port, max_tables, grace, max_conns, hour_ms;
    long ai_ms, undo_asks, per_address, idle, lobbies_per_address;
    const char *data, *stand_in, *bind, *name, *max_ai, *web, *export;
    bool help, version, ratings;
} server_args;

/* The options, in the order of the help; each a number in a range, a
 * computer player, a name or a text (options.h reads them). */
enum { NUMBER, AI, NAME, TEXT, FOLDER, FLAG };
static const struct server_option {
    const char *name;
    char letter;
    int kind;
    long lo, hi;
    size_t at; /* offsetof(server_args, ...) */
} options[] = {
    {"port", 0, NUMBER, 0, 65535, offsetof(server_args, port)},
    {"data", 0, FOLDER, 0, 0, offsetof(server_args, data)},
    {"max-tables", 0, NUMBER, 1, 10000, offsetof(server_args, max_tables)},
    {"grace", 0, NUMBER, 1, 3600, offsetof(server_args, grace)},
    {"stand-in", 0, AI, 0, 0, offsetof(server_args, stand_in)},
    {"max-connections", 0, NUMBER, 1, 4095, offsetof(server_args, max_conns)},
    {"bind", 0, TEXT, 0, 0, offsetof(server_args, bind)},
    {"name", 0, NAME, 0, 0, offsetof(server_args, name)},
    {"web", 0, FOLDER, 0, 0, offsetof(server_args, web)},
    {"export", 0, TEXT, 0, 0, offsetof(server_args, export)},
    {"ratings", 0, FLAG, 0, 0, offsetof(server_args, ratings)},
    /* the limits against hostile clients (docs/protocol.md "Limits") */
    {"max-ai", 0, AI, 0, 0, offsetof(server_args, max_ai)},
    {"ai-ms", 0, NUMBER, 1, 10000, offsetof(server_args, ai_ms)},
    {"undo-asks", 0, NUMBER, 1, 1000, offsetof(server_args, undo_asks)},
    {"per-address", 0, NUMBER, 1, 4095, offsetof(server_args, per_address)},
    {"idle", 0, NUMBER, 10, 86400, offsetof(server_args, idle)},
    {"lobbies-per-address", 0, NUMBER, 1, 10000, offsetof(server_args, lobbies_per_address)},
    /* for tests only: a turn-based table's hour made short */
    {"hour-ms", 0, NUMBER, 100, 3600000, offsetof(server_args, hour_ms)},
    {"help", 'h', FLAG, 0, 0, offsetof(server_args, help)},
    {"version", 0, FLAG, 0, 0, offsetof(server_args, version)},
};
enum { N_OPTIONS = sizeof options / sizeof options[0] };

static int on_option(void *ctx, int index, const char *v)
{
    const struct server_option *o = &options[index];
    void *at = (char *)ctx + o->at;
    bool ok = true;
    switch (o->kind) {
    case NUMBER:
        ok = number(v, o->lo, o->hi, at);
        break;
    case AI:
        ok = metro_ai_find(v) != NULL;
        break;
    case NAME:
        ok = metro_net_player_name_ok(v);
        break;
    case FOLDER:
        ok = v[0] != 0;
        break;
    case FLAG:
        *(bool *)at = true;
        return 0;
    default:
        break;
    }
    if (!ok) return bad("--%s: missing or bad value", o->name);
    if (o->kind != NUMBER) *(const char **)at = v;
    return 0;
}

static int on_refuse(void *ctx, const char *message)
{
    (void)ctx;
    return bad("%s", message);
}

static int parse(int argc, char **argv, server_args *a)
{
    metro_option table[N_OPTIONS] = {{0}};
    for (int i = 0; i < N_OPTIONS; i++)
        table[i] =
            (metro_option){options[i].name, options[i].letter, options[i].kind != FLAG, false};
    metro_option_hooks hooks = {a, on_option, NULL, on_refuse};
    int rc = metro_options_read(argc, argv, table, N_OPTIONS, &hooks);
    if (rc) return rc;
    if (a->help) return help(), -1;
    if (a->version) return printf("metro-server " METRO_VERSION "\n" METRO_VERSION_NOTICE), -1;
    struct stat st;
    if (a->web && (stat(a->web, &st) != 0 || !S_ISDIR(st.st_mode)))
        return bad("--web %s: not a folder", a->web);
    return 0;
}

static void default_data_dir(char *out, size_t n)
{
    const char *xdg = getenv("XDG_DATA_HOME"), *home = getenv("HOME");
    if (xdg && xdg[0] == '/')
        snprintf(out, n, "%s/metro/tables", xdg);
    else
        snprintf(out, n, "%s/.local/share/metro/tables", home && home[0] ? home : ".");
}

/* --export: the game from the store as a save on stdout; 2 when there is no
 * such table, 1 when the store cannot be read. */
static int export_table(const char *dir, const char *table)
{
    char err[800];
    if (!metro_net_table_name_ok(table))
        return bad("--export: '%s' is not a table name (letters, digits, '-', '_')", table);
    net_store *st = net_store_open(dir, true, err, sizeof err);
    if (!st) {
        metro_print_line(stderr, "metro-server: %s", err);
        return 1;
    }
    char *game = net_store_game(st, table, err, sizeof err);
    net_store_close(st);
    if (!game) {
        metro_print_line(stderr, "metro-server: %s: %s", dir, err);
        return 2;
    }
    fputs(game, stdout);
    free(game);
    return fflush(stdout) == 0 ? 0 : 1;
}

static void ladder_line(void *ctx, int place, const char *name, const metro_rating *r, int games)
{
    (void)ctx;
    metro_print_line(stdout, "%3d %-31s %7.2f  mu %6.2f sigma %5.2f  games %d", place, name,
                     metro_rating_ordinal(r), r->mu, r->sigma, games);
}

/* --ratings: the ladder, best first by mu - 3 sigma (rating.h). */
static int print_ladder(const char *dir)
{
    char err[800];
    net_store *st = net_store_open(dir, true, err, sizeof err);
    if (!st) {
        metro_print_line(stderr, "metro-server: %s", err);
        return 1;
    }
    printf("place player                          rating (mu - 3 sigma)\n");
    int rc = net_store_ladder(st, ladder_line, NULL, err, sizeof err);
    net_store_close(st);
    if (rc) metro_print_line(stderr, "metro-server: %s", err);
    return rc ? 1 : 0;
}

static void log_line(void *ctx, const char *line)
{
    (void)ctx;
    metro_print_line(stderr, "metro-server: %s", line);
}

int main(int argc, char **argv)
{
    server_args a = {.port = METRO_NET_DEFAULT_PORT,
                     .max_tables = 100,
                     .grace = 60,
                     .max_conns = 0,
                     .stand_in = "greedy",
                     .name = "metro-server",
                     .max_ai = "strong",
                     .ai_ms = 500,
                     .undo_asks = 8,
                     .per_address = 32,
                     .idle = 300,
                     .lobbies_per_address = 16,
                     .hour_ms = 3600000};
    int rc = parse(argc, argv, &a);
    if (rc) return rc < 0 ? 0 : rc;
    char dir[512];
    if (a.data)
        snprintf(dir, sizeof dir, "%s", a.data);
    else
        default_data_dir(dir, sizeof dir);
    if (a.export) return export_table(dir, a.export);
    if (a.ratings) return print_ladder(dir);
    if (!a.max_conns) a.max_conns = a.max_tables * 4 + 16 > 4095 ? 4095 : a.max_tables * 4 + 16;
    metro_host_config cfg = {.data_dir = dir,
                             .name = a.name,
                             .program = "metro-server " METRO_VERSION,
                             .max_tables = (int)a.max_tables,
                             .max_connections = (int)a.max_conns,
                             .grace_seconds = (int)a.grace,
                             .hour_ms = (int)a.hour_ms,
                             .stand_in_ai = metro_ai_find(a.stand_in)->name,
                             .max_ai = metro_ai_find(a.max_ai)->name,
                             .ai_ms = (int)a.ai_ms,
                             .undo_asks = (int)a.undo_asks,
                             .per_address = (int)a.per_address,
                             .idle_seconds = (int)a.idle,
                             .lobbies_per_address = (int)a.lobbies_per_address,
                             .web_dir = a.web,
                             .log = log_line};
    struct sigaction sa = {.sa_handler = on_signal};
    sigemptyset(&sa.sa_mask);
    sigaction(SIGTERM, &sa, NULL);
    sigaction(SIGINT, &sa, NULL);
    signal(SIGPIPE, SIG_IGN);
    char err[600];
    metro_net_server *s = metro_net_server_open(&cfg, a.bind, (int)a.port, err, sizeof err);
    if (!s) {
        metro_print_line(stderr, "metro-server: %s", err);
        return 1;
    }
    printf("listening on %d\n", metro_net_server_port(s));
    fflush(stdout);
    metro_net_server_run(s, &stop_now);
    metro_host_stats st;
    metro_host_get_stats(metro_net_server_host(s), &st);
    fprintf(stderr, "metro-server: stopped: %ld moves, %ld saves, %ld tables open, %ld finished\n",
            st.moves, st.saves, st.tables, st.finished);
    metro_net_server_close(s);
    if (st.unsaved) {
        fprintf(stderr, "metro-server: %ld tables not saved: their last moves are lost\n",
                st.unsaved);
        return 1;
    }
    return 0;
}
