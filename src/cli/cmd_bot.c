/* metro-cli bot: a computer player over the network (docs/cli.md, docs/protocol.md).
 * It creates a table or takes a seat (or rejoins one with its token file),
 * plays its seat with a computer player on the view the host sends, and
 * prints every seat's final points. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "client.h"
#include "commands.h"
#include "metro/ai.h"
#include "metro/module.h"
#include "metro_version.h"
#include "key_file.h"
#include "module_options.h"
#include "net_address.h"
#include "rating_text.h"
#include "token_file.h"

typedef struct bot_opts {
    const char *ai_name, *table, *modules, *computer_ai, *token_file, *name, *invite, *key_file;
    bool create, free_orientation, websocket, progress, private_table;
    int players, computer, hand, retry, deadline;
    uint64_t seed;
    bool seed_seen;
    cli_module_args module_args;
} bot_opts;

typedef struct bot {
    const cli_command *cmd;
    const bot_opts *o;
    const metro_ai *ai;
    metro_net_client *client;
    cli_token token;
    bool have_token, introduced, owner, start_sent;
    int seat, acted;
    metro_rng rng;
    metro_net_event view; /* the latest view of our seat */
    bool have_view, keyed, over;
    uint8_t key[METRO_NET_TOKEN]; /* --key-file's */
} bot;

/* "HOST:PORT", or "ws://HOST:PORT/" (a WebSocket), into its parts; false
 * if it is not one. */
static bool split_address(const char *arg, char *host, size_t n, int *port, bool *websocket)
{
    char plain[300];
    if (!strncmp(arg, "ws://", 5)) {
        size_t len = strlen(arg + 5);
        if (len == 0 || len >= sizeof plain) return false;
        snprintf(plain, sizeof plain, "%s", arg + 5);
        if (plain[len - 1] == '/') plain[len - 1] = 0;
        arg = plain;
        *websocket = true;
    }
    return cli_split_address(arg, host, n, port);
}

static int create_msg(bot *b, metro_msg *m)
{
    const bot_opts *o = b->o;
    metro_config cfg;
    char err[256];
    metro_config_default(&cfg, o->players);
    cfg.hand_size = o->hand;
    cfg.free_orientation = o->free_orientation;
    if (o->modules && metro_modules_parse(o->modules, &cfg.modules, err, sizeof err))
        return cli_usage_error(b->cmd, "--modules: %s", err);
    int rc = cli_module_options(b->cmd, &cfg, &o->module_args);
    if (rc) return rc;
    if (o->computer >= o->players)
        return cli_usage_error(b->cmd, "--computer %d leaves no seat for the bot", o->computer);
    memset(m, 0, sizeof *m);
    m->type = METRO_MSG_CREATE;
    snprintf(m->u.create.table, sizeof m->u.create.table, "%s", o->table);
    metro_net_setup_from(&m->u.create.setup, &cfg);
    m->u.create.seed_given = o->seed_seen;
    m->u.create.seed = o->seed;
    m->u.create.deadline = (uint8_t)o->deadline;
    m->u.create.private_table = o->private_table;
    /* Seat 1 is the bot's, the last K the host's computer players, the rest open. */
    for (int p = 0; p < o->players; p++) {
        bool computer = p >= o->players - o->computer;
        m->u.create.seat_kind[p] = p == 0     ? METRO_CREATE_MINE
                                   : computer ? METRO_CREATE_COMPUTER
                                              : METRO_CREATE_OPEN;
        snprintf(m->u.create.seat_text[p], sizeof m->u.create.seat_text[p], "%s",
                 p == 0     ? o->name
                 : computer ? o->computer_ai
                            : "");
    }
    return CLI_OK;
}

/* After the first WELCOME: rejoin with the token file, create, or join. */
static int introduce(bot *b)
{
    metro_msg m = {0};
    if (b->have_token) {
        m.type = METRO_MSG_REJOIN;
        snprintf(m.u.rejoin.table, sizeof m.u.rejoin.table, "%s", b->token.table);
        memcpy(m.u.rejoin.token, b->token.token, METRO_NET_TOKEN);
    } else if (b->o->create) {
        int rc = create_msg(b, &m);
        if (rc) return rc;
    } else if (b->o->table) {
        m.type = METRO_MSG_JOIN;
        snprintf(m.u.join.table, sizeof m.u.join.table, "%s", b->o->table);
        snprintf(m.u.join.name, sizeof m.u.join.name, "%s", b->o->name);
        snprintf(m.u.join.invite, sizeof m.u.join.invite, "%s", b->o->invite ? b->o->invite : "");
        m.u.join.seat = -1;
    } else {
        m.type = METRO_MSG_LIST; /* then the first table with an open seat */
    }
    metro_net_client_send(b->client, &m);
    b->introduced = true;
    return CLI_OK;
}

static int on_tables(bot *b, const metro_msg *r)
{
    for (int i = 0; i < r->u.tables.n; i++) {
        const metro_net_table_info *t = &r->u.tables.table[i];
        if (t->state != METRO_TABLE_LOBBY || !t->open) continue;
        metro_msg m = {.type = METRO_MSG_JOIN};
        snprintf(m.u.join.table, sizeof m.u.join.table, "%s", t->name);
        snprintf(m.u.join.name, sizeof m.u.join.name, "%s", b->o->name);
        m.u.join.seat = -1;
        metro_net_client_send(b->client, &m);
        return CLI_OK;
    }
    fprintf(stderr, "error: bot: no table with an open seat\n");
    return CLI_USAGE;
}

static void on_joined(bot *b, const metro_msg *m)
{
    b->seat = m->u.joined.seat;
    b->acted = -1;         /* after a reconnect, a move sent before may be lost: think again */
    b->start_sent = false; /* and so may a START: the next full lobby says it again */
    b->owner |= m->u.joined.owner != 0;
    fprintf(stderr, "bot: seat %d at table %s\n", b->seat + 1, m->u.joined.table);
    if (m->u.joined.invite[0] && b->owner)
        fprintf(stderr, "bot: invitation code %s\n", m->u.joined.invite);
    if (!b->o->token_file || b->have_token) return;
    cli_token t = {.seat = b->seat};
    char err[600];
    snprintf(t.table, sizeof t.table, "%s", m->u.joined.table);
    memcpy(t.token, m->u.joined.token, METRO_NET_TOKEN);
    if (cli_token_write(b->o->token_file, &t, err, sizeof err))
        fprintf(stderr, "bot: warning: --token-file %s\n", err);
    else
        b->token = t, b->have_token = true;
}

/* The owner starts the game once every seat is taken and every player here. */
static void on_lobby(bot *b, const metro_msg *m)
{
    metro_net_rating rating[METRO_MAX_PLAYERS];
    for (int p = 0; p < m->u.lobby.setup.players; p++) rating[p] = m->u.lobby.seat[p].rating;
    if (cli_print_ratings(stdout, "lobby:", rating, m->u.lobby.setup.players)) /* docs/cli.md */
        printf("\n"), fflush(stdout);
    if (!b->owner || m->u.lobby.state != METRO_TABLE_LOBBY || b->start_sent) return;
    for (int p = 0; p < m->u.lobby.setup.players; p++) {
        const metro_net_seat_info *s = &m->u.lobby.seat[p];
        if (s->kind == METRO_SEAT_OPEN || (s->kind == METRO_SEAT_HUMAN && !s->present)) return;
    }
    metro_msg start = {.type = METRO_MSG_START};
    metro_net_client_send(b->client, &start);
    b->start_sent = true;
}

/* Our turn in the latest view: the computer player's move, as text. */
static void act(bot *b)
{
    const metro_state *s = &b->view.state;
    int moves = b->view.msg.u.view.moves;
    if (!b->have_view || metro_over(s) || s->current != b->seat || moves == b->acted) return;
    metro_move mv;
    metro_ai_budget budget = {0};
    if (metro_ai_choose(b->ai, s, metro_rng_next(&b->rng), &budget, &mv) != METRO_OK) return;
    metro_msg m = {.type = METRO_MSG_MOVE};
    m.u.move.seat = (uint8_t)b->seat;
    m.u.move.moves = (uint16_t)moves;
    metro_move_format(s, &mv, m.u.move.text, sizeof m.u.move.text);
    metro_net_client_send(b->client, &m);
    b->acted = moves;
}

static int on_refused(bot *b, const metro_msg *m)
{
    int about = m->u.refuse.about;
    fprintf(stderr, "bot: refused: %s\n", m->u.refuse.text);
    if (metro_refusal_fatal(m->u.refuse.code) || about == METRO_MSG_JOIN ||
        about == METRO_MSG_REJOIN || about == METRO_MSG_CREATE ||
        m->u.refuse.code == METRO_REFUSE_TAKEN_OVER)
        return CLI_USAGE;
    if (about == METRO_MSG_START) b->start_sent = false; /* a player is missing: the next lobby */
    if (about == METRO_MSG_MOVE && m->u.refuse.code != METRO_REFUSE_STALE) {
        b->acted = -1; /* think again on the same view */
        act(b);
    }
    return CLI_OK;
}

static int on_event(bot *b, metro_net_event *ev)
{
    switch (ev->kind) {
    case METRO_NET_EV_WELCOME:
        if (b->keyed) { /* after every reconnect too: the seats it takes are the player's */
            metro_msg id = {.type = METRO_MSG_IDENTIFY};
            snprintf(id.u.identify.name, sizeof id.u.identify.name, "%s", b->o->name);
            memcpy(id.u.identify.key, b->key, METRO_NET_TOKEN);
            metro_net_client_send(b->client, &id);
        }
        return b->introduced ? CLI_OK : introduce(b);
    case METRO_NET_EV_TABLES:
        return on_tables(b, &ev->msg);
    case METRO_NET_EV_JOINED:
        on_joined(b, &ev->msg);
        return CLI_OK;
    case METRO_NET_EV_LOBBY:
        on_lobby(b, &ev->msg);
        return CLI_OK;
    case METRO_NET_EV_VIEW:
        if (ev->seat != b->seat) return CLI_OK;
        b->view = *ev, b->have_view = true;
        if (b->o->progress) /* a view is sent once its move is saved: tests count on it */
            printf("seen %d\n", ev->msg.u.view.moves), fflush(stdout);
        act(b);
        return CLI_OK;
    case METRO_NET_EV_REFUSED:
        return on_refused(b, &ev->msg);
    case METRO_NET_EV_UNDO_ASKED: /* a bot always allows: a vote with it never waits */
        if (ev->msg.u.undo_asked.seat != b->seat && b->seat >= 0) {
            metro_msg v = {.type = METRO_MSG_UNDO_VOTE};
            v.u.undo_vote.seat = (uint8_t)b->seat, v.u.undo_vote.yes = 1;
            metro_net_client_send(b->client, &v);
        }
        return CLI_OK;
    case METRO_NET_EV_OVER:
        printf("final:");
        for (int p = 0; p < ev->msg.u.over.players; p++) printf(" %d", ev->msg.u.over.score[p]);
        printf("\n");
        fflush(stdout);
        b->over = true; /* the whole game follows (REVEAL) */
        return CLI_OK;
    case METRO_NET_EV_REVEAL: {
        int score[METRO_MAX_PLAYERS];
        metro_final_scores(&ev->state, score); /* every seat's, from its revealed secrets */
        printf("revealed:");
        for (int p = 0; p < ev->state.cfg.players; p++) printf(" %d", score[p]);
        printf("\n");
        return -1; /* done */
    }
    case METRO_NET_EV_LOST:
        fprintf(stderr, "bot: %s%s\n", ev->text, ev->retrying ? "; reconnecting" : "");
        return ev->retrying ? CLI_OK : CLI_USAGE;
    case METRO_NET_EV_BROKEN:
        fprintf(stderr, "error: bot: %s\n", ev->text);
        return CLI_USAGE;
    default:
        return CLI_OK;
    }
}

static int play(const cli_command *cmd, const bot_opts *o, const char *host, int port)
{
    static bot b; /* holds two events: too large for the stack of some systems */
    memset(&b, 0, sizeof b);
    b.cmd = cmd, b.o = o, b.seat = -1, b.acted = -1;
    b.ai = metro_ai_find(o->ai_name);
    metro_rng_seed(&b.rng, o->seed ^ 0xB07B07ull);
    char err[600];
    int t = o->token_file ? cli_token_read(o->token_file, &b.token, err, sizeof err) : 1;
    if (t < 0) return fprintf(stderr, "error: bot: --token-file %s: %s\n", o->token_file, err), 2;
    b.have_token = t == 0;
    char code[METRO_KEY_CODE + 1];
    if (o->key_file && metro_key_load(o->key_file, b.key, code, err, sizeof err))
        return fprintf(stderr, "error: bot: --key-file %s: %s\n", o->key_file, err), 2;
    if (o->key_file) fprintf(stderr, "bot: player key %s\n", code);
    b.keyed = o->key_file != NULL;
    metro_net_client_options copt = {.program = "metro-cli " METRO_VERSION,
                                     .retry_seconds = o->retry,
                                     .websocket = o->websocket};
    b.client = metro_net_client_start(host, port, &copt, err, sizeof err);
    if (!b.client) return fprintf(stderr, "error: bot: %s\n", err), CLI_USAGE;
    static metro_net_event ev;
    int rc = CLI_OK;
    while (rc == CLI_OK)
        if (metro_net_client_wait(b.client, &ev, 1000))
            rc = on_event(&b, &ev);
        else if (b.over) /* a host that revealed nothing within a second: done all the same */
            rc = -1;
    metro_net_client_stop(b.client);
    return rc < 0 ? CLI_OK : rc;
}

static int check_opts(const cli_command *cmd, const bot_opts *o)
{
    if (!metro_ai_find(o->ai_name))
        return cli_usage_error(cmd, "--ai: '%.40s' is not a computer player", o->ai_name);
    if (!metro_ai_find(o->computer_ai))
        return cli_usage_error(cmd, "--computer-ai: '%.40s' is not a computer player",
                               o->computer_ai);
    if (o->table && !metro_net_table_name_ok(o->table))
        return cli_usage_error(cmd, "--table '%.40s': 1 to 32 letters, digits, '-' or '_'",
                               o->table);
    if (!metro_net_player_name_ok(o->name))
        return cli_usage_error(cmd, "--name: 1 to 31 bytes of UTF-8, no control characters");
    if (o->create && (!o->table || !o->players))
        return cli_usage_error(cmd, "--create needs --table and --players");
    if (!o->create && (o->players || o->modules || o->computer || o->seed_seen || o->deadline ||
                       o->private_table))
        return cli_usage_error(cmd, "--players, --modules, --seed, --computer, --deadline and "
                                    "--private go with --create");
    if (!metro_net_deadline_ok(o->deadline))
        return cli_usage_error(cmd, "--deadline %d: 1, 12, 24 or 72 hours", o->deadline);
    if (o->invite && (o->create || !o->table || !metro_net_invite_ok(o->invite)))
        return cli_usage_error(cmd,
                               "--invite goes with --table, without --create, and is "
                               "%d letters and digits as the host gave them",
                               METRO_NET_INVITE);
    return CLI_OK;
}

static int run(const cli_command *cmd, int argc, char **argv)
{
    bot_opts o = {.hand = 1, .computer_ai = "greedy", .name = "bot", .retry = 30};
    cli_opt base[] = {
        {.name = "--ai", .kind = CLI_STR, .dest = &o.ai_name, .required = true},
        {.name = "--table", .kind = CLI_STR, .dest = &o.table},
        {.name = "--create", .kind = CLI_FLAG, .dest = &o.create},
        {.name = "--players", .kind = CLI_INT, .lo = 1, .hi = 6, .dest = &o.players},
        {.name = "--modules", .kind = CLI_STR, .dest = &o.modules},
        {.name = "--seed", .kind = CLI_U64, .dest = &o.seed},
        {.name = "--computer", .kind = CLI_INT, .lo = 0, .hi = 5, .dest = &o.computer},
        {.name = "--computer-ai", .kind = CLI_STR, .dest = &o.computer_ai},
        {.name = "--hand", .kind = CLI_INT, .lo = 1, .hi = METRO_MAX_HAND, .dest = &o.hand},
        {.name = "--free-orientation", .kind = CLI_FLAG, .dest = &o.free_orientation},
        {.name = "--token-file", .kind = CLI_STR, .dest = &o.token_file},
        {.name = "--name", .kind = CLI_STR, .dest = &o.name},
        {.name = "--retry", .kind = CLI_INT, .lo = 1, .hi = 3600, .dest = &o.retry},
        {.name = "--ws", .kind = CLI_FLAG, .dest = &o.websocket},
        {.name = "--progress", .kind = CLI_FLAG, .dest = &o.progress},
        {.name = "--deadline", .kind = CLI_INT, .lo = 1, .hi = 72, .dest = &o.deadline},
        {.name = "--private", .kind = CLI_FLAG, .dest = &o.private_table},
        {.name = "--invite", .kind = CLI_STR, .dest = &o.invite},
        {.name = "--key-file", .kind = CLI_STR, .dest = &o.key_file},
    };
    cli_opt opts[sizeof base / sizeof base[0] + CLI_MODULE_OPTS];
    int n_opts = (int)(sizeof base / sizeof base[0]), n_pos;
    memcpy(opts, base, sizeof base);
    cli_module_opts_add(opts, &n_opts, &o.module_args);
    const char *pos[1];
    int rc = cli_parse(cmd, argc, argv, opts, n_opts, pos, 1, 1, &n_pos);
    if (rc) return rc < 0 ? CLI_OK : rc;
    for (int i = 0; i < n_opts; i++)
        if (!strcmp(opts[i].name, "--seed")) o.seed_seen = opts[i].seen;
    char host[256];
    int port;
    if (!split_address(pos[0], host, sizeof host, &port, &o.websocket))
        return cli_usage_error(cmd, "'%.60s' is not HOST:PORT or ws://HOST:PORT/", pos[0]);
    if ((rc = check_opts(cmd, &o))) return rc;
    return play(cmd, &o, host, port);
}

static void extra_help(void)
{
    cli_help_list_ais();
    cli_help_list_modules();
    cli_help_module_options();
}

const cli_command cli_cmd_bot = {
    .name = "bot",
    .usage = "HOST:PORT --ai NAME [--table NAME] [--create --players N [--modules LIST] "
             "[--seed S] [--computer K] [--computer-ai NAME] [--hand K] [--free-orientation] "
             "[--deadline HOURS] [--private] [--option M=V]...] [--invite CODE] [--token-file F] "
             "[--key-file F] [--name NAME] [--retry SECONDS] [--progress] [--ws]",
    .help = "a computer player over the network: join or create a table, play, print the scores",
    .details = "Connects to the host at HOST:PORT (metro-server, or a game window hosting)\n"
               "and plays one seat with the computer player NAME to the end of the game,\n"
               "then prints every seat's final points in seat order and exits 0:\n"
               "  final: S1 S2 ..\n"
               "With --ws, or an address ws://HOST:PORT/, it speaks over a WebSocket on\n"
               "the host's TCP port (as the web page does) instead of ENet over UDP.\n"
               "With --create it opens table NAME with that set-up: seat 1 is the bot's,\n"
               "the last K seats the host's computer players (--computer-ai, default\n"
               "greedy), the others open; it starts the game when every seat is taken.\n"
               "Without --create it takes an open seat of table NAME (without --table, of\n"
               "the first table with one), or, when the --token-file F exists, rejoins\n"
               "the seat written there (F is written when the bot first sits down).\n"
               "A refused join, or a host gone for --retry seconds (default 30; the bot\n"
               "reconnects by itself meanwhile, also when the host says it is back soon):\n"
               "a message on stderr, exit 2.\n"
               "--deadline HOURS (1, 12, 24 or 72) makes the table turn-based: nobody\n"
               "stands in for an absent player, a move not made in time is the host's\n"
               "computer player's. --private: the table is not listed, and the host's\n"
               "invitation code (printed on stderr: 'bot: invitation code CODE') is\n"
               "needed to join it (--invite CODE). The bot votes yes to every undo asked.\n"
               "--key-file F plays as the player whose key is in F (made when F does not\n"
               "exist, mode 0600, printed as a code): the server rates that player.\n"
               "--progress prints 'seen N' for every view of the game after N moves.\n",
    .extra_help = extra_help,
    .run = run,
};
