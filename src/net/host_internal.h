/* The host's own structures, shared by its files (not public API). */
#pragma once

#include "host.h"
#include "metro/game.h"
#include "proto.h"
#include "saver.h"
#include "store.h"
#include "workers.h"

enum {
    HOST_MAX_SPECTATORS = 16,
    HOST_VOTE_SECONDS = 30,
    HOST_HELLO_SECONDS = 10, /* a connection must say HELLO this soon */
    /* Flood limits: a bucket of messages refilled at a steady rate. */
    HOST_BURST = 400,      /* a computer player on a fast host makes 100 moves */
    HOST_PER_SECOND = 200, /* a second and more; a flood makes thousands */
    HOST_CHAT_BURST = 5,
    HOST_CHAT_EVERY_MS = 2000,
    HOST_ANSWERS_PER_SECOND = 200, /* LAN answers in all: what a flood of forged senders gets */
    HOST_ANSWERS_PER_SENDER = 5,   /* a second, to one address: one sender starves nobody */
    HOST_ANSWER_SENDERS = 64,      /* senders remembered; the longest quiet one makes room */
    HOST_UNLOAD_SECONDS = 60,      /* a finished table nobody looks at leaves memory */
    HOST_SLEEP_SECONDS = 60,       /* a turn-based game nobody is at leaves memory */
    HOST_RECENT_MOVES = 8,         /* texts of the latest moves kept, to append them to the store */
    HOST_APPEND_MAX = 64,          /* moves appended before the game is written whole again */
    HOST_LOBBY_SECONDS = 60,       /* a lobby nobody is in is closed */
    /* Against hostile clients (issue 36, items 9-12; docs/protocol.md "Limits"). */
    HOST_UNDO_ASKS_PER_MOVE = 2,  /* asks of one seat while the game stands at one move */
    HOST_LOBBIES_PER_CONN = 2,    /* lobbies made by one connection and not yet started */
    HOST_AI_HALF_LIFE_MS = 10000, /* a table's computer time counts half after this */
    HOST_IDENTITIES_PER_CONN = 4, /* player keys one connection may say */
};

/* Recipients of a message a table sends. */
enum { TO_ALL = -1, TO_SPECTATORS = -2 };

/* A chat budget: lines spent, draining one every HOST_CHAT_EVERY_MS. */
typedef struct host_chat {
    double spent;
    uint64_t at;
} host_chat;

typedef struct host_seat {
    uint8_t kind; /* metro_seat_kind */
    char name[METRO_NET_PLAYER_NAME + 1];
    char ai[METRO_NET_AI_NAME + 1]; /* a computer seat's player */
    uint8_t token[METRO_NET_TOKEN];
    int conn;         /* connection holding the seat, -1 none */
    uint64_t gone_at; /* when its player left during play, 0 */
    bool stand_in;    /* a computer plays for the absent player */
    int undo_asks;    /* asks for an undo in this game */
    int undo_at;      /* the move count of its latest ask, plus one (0: none) */
    int undo_here;    /* asks at that move */
    bool keyed;       /* its player said who they are (IDENTIFY): rated, "my tables" */
    uint8_t key[METRO_NET_TOKEN];
    host_chat chat; /* the seat's, so a reconnect does not refill it */
} host_seat;

/* A message held back until the change it shows is saved. */
typedef struct host_out {
    uint32_t version;
    int to; /* a seat, TO_ALL or TO_SPECTATORS */
    uint16_t len;
    uint8_t *bytes;
} host_out;

typedef struct host_table {
    char name[METRO_NET_TABLE_NAME + 1];
    uint64_t serial; /* unique, so a late computer move finds its table */
    int state;       /* metro_table_state */
    /* NULL while the table sleeps (host_idle.c): a turn-based game nobody
     * is at waits in the store, and these few facts stand for it in the
     * lists (read them through host_players and host_turn). */
    metro_game *game;
    int players, turn; /* while asleep: seats, and the seat to move */
    uint32_t modules;  /* while asleep: the modules in play */
    uint64_t wake_at;  /* while asleep: when its turn's deadline falls (host clock) */
    int awake_at;      /* its place in the host's awake tables, -1 while asleep */
    host_seat seat[METRO_MAX_PLAYERS];
    int owner, grace_s;
    bool seed_given;
    /* Turn-based tables (deadline > 0): no stand-in while a player is away;
     * a turn not played within the deadline is the stand-in's. */
    int deadline_h;                    /* hours a move may take; 0: a live table */
    uint64_t turn_at;                  /* when the current turn began (host clock) */
    int deadline_seat;                 /* the seat whose missed turn a computer plays, -1 */
    bool private_table;                /* unlisted; JOIN needs the invitation */
    char invite[METRO_NET_INVITE + 1]; /* a private table's invitation code */
    int spectator[HOST_MAX_SPECTATORS], n_spectators;
    host_chat spectators_chat; /* one for all: a spectator has no seat to come back to */
    struct {
        bool open;
        int asker, target;
        uint8_t voters, yes; /* seat bits */
        uint64_t deadline;
    } vote;
    bool ai_busy;
    double ai_ms;        /* computer time used lately (decaying), for fair turns */
    uint64_t ai_ms_at;   /* when ai_ms was last brought up to date */
    uint64_t creator;    /* serial of the connection that made it (0: loaded) */
    uint32_t creator_ip; /* and its address (0: unknown) */
    uint64_t ai_seed;    /* the computer players' own: the deal's seed stays out of their play */
    uint32_t epoch;      /* changes with every undo: older computer moves are dropped */
    int last_seat;       /* who played the last move, and its text, for the views */
    char last_move[METRO_NET_MOVE_TEXT + 1];
    /* Durability: version counts changes; the outbox waits for saved. */
    uint32_t version, saved, saving;
    uint32_t seats_version, seats_saved, seats_saving; /* the .seats file's own */
    bool dirty_listed;
    uint64_t retry_at;                  /* after a failed save */
    int failures;                       /* saves failed in a row */
    int moves_saved, moves_saving;      /* the moves of the game on disk, and being saved */
    uint32_t epoch_saved, epoch_saving; /* the undo count of the store's game: older, a rewrite */
    int appended, appended_saving;      /* moves in the store after its whole game */
    char (*recent)[METRO_NET_MOVE_TEXT + 1]; /* the latest moves' texts, by cursor - 1 (mod) */
    uint64_t idle_since;                     /* finished, and nobody connected to it since */
    host_out *out;
    int n_out, cap_out;
} host_table;

/* The tables by name and by serial (host_index.c): cap slots each, a power of two. */
typedef struct host_index {
    struct host_table **by_name, **by_serial;
    size_t cap, n;
} host_index;

/* A table's game and its latest moves' texts, in one block (free(t->game) frees it). */
typedef struct host_game_block {
    metro_game game;
    char recent[HOST_RECENT_MOVES][METRO_NET_MOVE_TEXT + 1];
} host_game_block;

/* A player's tables (host_keys.c): serials, some perhaps stale. */
typedef struct host_key_tables {
    bool used;
    uint8_t key[METRO_NET_TOKEN];
    uint64_t *serial;
    int n, cap;
    bool rating_known; /* rating read from the store, and not rated since */
    metro_net_rating rating;
} host_key_tables;

typedef struct host_keys {
    host_key_tables *entry;
    size_t cap, n;
} host_keys;

/* A sleeping table's deadline, in the heap of host_idle.c. */
typedef struct host_due {
    uint64_t at, serial;
} host_due;

typedef struct host_conn {
    bool open, hello;
    uint64_t opened_at, heard_at; /* connected; its latest message */
    uint64_t serial;              /* unique among all connections ever */
    uint32_t ip;                  /* its address, 0 unknown */
    host_table *table;
    uint8_t seats; /* bit p: holds seat p of its table */
    bool spectator;
    double bucket;
    uint64_t refill_at;
    bool keyed; /* IDENTIFY said which player this is */
    uint8_t key[METRO_NET_TOKEN];
    int identities; /* other keys it said (each a write to the store): a few at most */
} host_conn;

struct metro_host {
    metro_host_config cfg;
    char data_dir[512], name[METRO_NET_PLAYER_NAME + 1], program[METRO_NET_PROGRAM + 1];
    char stand_in[METRO_NET_AI_NAME + 1];
    metro_host_io io;
    host_conn *conn;
    host_table **table;
    int n_tables, cap_tables;
    host_index index;
    host_table **awake; /* the tables whose game is in memory: the timers look at these */
    int n_awake, cap_awake;
    host_keys keys; /* each player's tables, for MINE */
    host_table **dirty;
    int n_dirty;
    host_due *due; /* sleeping tables' deadlines, a min-heap by time */
    int n_due, cap_due;
    int asleep; /* tables whose game is in the store only */
    uint64_t next_serial, next_conn_serial, now, last_scan, answer_window;
    int answers;
    struct {
        uint64_t sender, window;
        int answers;
    } answered[HOST_ANSWER_SENDERS]; /* LAN answers per sender in its last second */
    net_workers *ai;
    net_saver *saver;
    net_store *store; /* the host thread's connection (the saver has its own) */
    bool stopping;
    int lock_fd; /* the data folder's lock: one host per folder */
    /* host.c's, for host_refuse: closing lets the tables go of the
     * connection, and host_send.c calls no file above it. */
    void (*close_conn)(metro_host *h, int conn);
    metro_host_stats stats;
};

/* The host's files call each other one way (tests/unit/call_cycles.sh):
 *   host.c (connections, dispatch, the clock)
 *     -> host_list.c, host_join.c, host_store.c -> host_tables.c
 *        -> host_play.c, host_invite.c, host_record.c -> host_players.c
 *        -> host_limits.c, host_finished.c, host_idle.c -> host_send.c,
 *           host_index.c, host_keys.c (these three call none)
 * (each may skip levels: never the other way). */

/* host_send.c: the room everyone below host.c uses; it calls none of them */
void host_log(metro_host *h, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void host_send(metro_host *h, int conn, const metro_msg *m);
void host_refuse(metro_host *h, int conn, int code, int about, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
void host_changed(metro_host *h, host_table *t); /* a saved fact changed */
void host_mark_dirty(metro_host *h, host_table *t);
void host_seats_changed(metro_host *h, host_table *t);                     /* and who sits where */
void host_queue(metro_host *h, host_table *t, int to, const metro_msg *m); /* once saved */
void host_queue_views(metro_host *h, host_table *t); /* every seat's and the spectators' */
void host_send_views_now(metro_host *h, host_table *t, int conn);
/* A finished game, every secret in it (REVEAL): queued for everyone at the
 * table (conn < 0), or sent now to conn. Nothing before the game is over. */
void host_reveal(metro_host *h, host_table *t, int conn);
void host_flush(metro_host *h, host_table *t);
void host_broadcast(metro_host *h, host_table *t, const metro_msg *m); /* now, not held back */

/* host_list.c: the list of tables, a player's own tables */
void host_on_list(metro_host *h, int conn, const metro_msg *m);
void host_on_mine(metro_host *h, int conn, const metro_msg *m);

/* host_players.c: players by their keys, ratings of finished games */
void host_on_identify(metro_host *h, int conn, const metro_msg *m);
void host_seat_player(metro_host *h, host_table *t, int p, int conn); /* the conn's key */
void host_rate_game(metro_host *h, const host_table *t);

/* host_record.c: the public record of a game, for a player catching up */
void host_send_record(metro_host *h, const host_table *t, int conn);

/* host_invite.c: private tables' invitation codes */
bool host_new_invite(host_table *t);                        /* false: no randomness */
bool host_invited(const host_table *t, const char *invite); /* public, or the right code */

/* host_join.c: sitting down, coming back (by token or key), watching */
void host_on_join(metro_host *h, int conn, const metro_msg *m);
void host_on_rejoin(metro_host *h, int conn, const metro_msg *m);
void host_on_watch(metro_host *h, int conn, const metro_msg *m);

/* host_tables.c: tables, seats, the lobby */
void host_on_create(metro_host *h, int conn, const metro_msg *m);
void host_on_seat(metro_host *h, int conn, const metro_msg *m);
void host_on_start(metro_host *h, int conn);
void host_detach(metro_host *h, int conn); /* LEAVE or a lost connection */
void host_lobby_msg(metro_host *h, const host_table *t, metro_msg *m);
void host_queue_lobby(metro_host *h, host_table *t); /* to everyone at t, once saved */
void host_queue_notice(metro_host *h, host_table *t, int kind, int p);
/* JOINED for seat p: sent now (a token already saved) or once saved. */
void host_send_joined(metro_host *h, host_table *t, int conn, int p, bool now);
/* Seat p's connection loses it (REFUSE 17 about `about`, saying why). */
void host_take_seat(metro_host *h, host_table *t, int p, int about, const char *why);
void host_name_in_record(host_table *t, int p); /* the seat as the saves name it */
int host_open_seats(const host_table *t);
host_table *host_table_new(metro_host *h, const char *name);
void host_unload_idle(metro_host *h); /* finished tables and lobbies nobody is at */

/* host_limits.c: against hostile clients; the *_allowed ones refuse when false */
bool host_ai_allowed(const metro_host *h, const char *ai); /* not above cfg.max_ai */
bool host_lobby_allowed(metro_host *h, int conn);          /* may make another lobby */
bool host_undo_ask_allowed(metro_host *h, int conn, host_table *t, int p);
int host_conns_from(const metro_host *h, uint32_t ip); /* open connections from ip (0: none) */
void host_make_room(metro_host *h, int newcomer);      /* keeps slots free for newcomers */

/* host_play.c: moves, computer players, stand-ins, undo */
void host_on_move(metro_host *h, int conn, const metro_msg *m);
void host_on_chat(metro_host *h, int conn, const metro_msg *m);
void host_on_undo_ask(metro_host *h, int conn, const metro_msg *m);
void host_on_undo_vote(metro_host *h, int conn, const metro_msg *m);
void host_next_turn(metro_host *h, host_table *t); /* start a computer move if one is due */
void host_take_ai_results(metro_host *h);
void host_timers(metro_host *h);

/* host_store.c: saves and loading */
void host_request_saves(metro_host *h);
void host_take_saves(metro_host *h);
void host_save_before_stop(metro_host *h); /* names every table it could not save */
int host_load_tables(metro_host *h, char *err, size_t errlen);

/* host_index.c: the tables by name and serial (calls no other file of the host) */
bool host_index_add(host_index *ix, host_table *t); /* false: out of memory */
void host_index_remove(host_index *ix, const host_table *t);
void host_index_free(host_index *ix);
host_table *host_find_table(metro_host *h, const char *name);
host_table *host_find_serial(metro_host *h, uint64_t serial);
void host_table_free(host_table *t);
void host_table_drop(metro_host *h, host_table *t); /* out of the host, and freed */
bool host_awake_add(metro_host *h, host_table *t);  /* false: out of memory */
void host_awake_remove(metro_host *h, host_table *t);

/* host_keys.c: each player's tables by key (calls no other file of the host) */
void host_keys_add(host_keys *k, const uint8_t key[METRO_NET_TOKEN], uint64_t serial);
host_key_tables *host_keys_find(host_keys *k, const uint8_t key[METRO_NET_TOKEN]); /* or NULL */
void host_keys_free(host_keys *k);
void host_key_hex(const uint8_t key[METRO_NET_TOKEN], char out[2 * METRO_NET_TOKEN + 1]);
/* A seat's rating for LOBBY and TABLES: a keyed human's from the store,
 * read once per player and kept until their next rated game. */
metro_net_rating host_seat_rating(metro_host *h, const host_seat *s);
void host_keys_rated(host_keys *k, const uint8_t key[METRO_NET_TOKEN]); /* read it again */

/* host_idle.c: turn-based games nobody is at sleep in the store */
static inline int host_players(const host_table *t)
{
    return t->game ? t->game->cfg.players : t->players;
}
static inline int host_turn(const host_table *t)
{
    return t->game ? t->game->state.current : t->turn;
}
static inline uint32_t host_modules(const host_table *t)
{
    return t->game ? t->game->cfg.modules : t->modules;
}
/* Puts t's game to sleep if it waits for an absent player only; true if it did. */
bool host_sleep_if_idle(metro_host *h, host_table *t);
/* Reads a sleeping table's game back from the store; false (logged) if it
 * cannot be read (the table stays asleep). */
bool host_wake(metro_host *h, host_table *t, const char *why);
void host_wake_due(metro_host *h);   /* the sleeping tables whose deadline fell due */
void host_last_move(host_table *t);  /* who played the record's last move, and its text */
bool host_game_alloc(host_table *t); /* an empty game for t (false: out of memory) */

/* host_finished.c: finished games out of the tables' names */
/* Moves NAME's game to the finished games; false (logged) if it stays. */
bool host_put_away_finished(metro_host *h, const char *name);
