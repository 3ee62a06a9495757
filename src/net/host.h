/* The authoritative host of online play (docs/protocol.md): tables, seats,
 * the real games, per-seat views, saves after every move. Transport-free:
 * bytes come in through metro_host_receive and go out through the io
 * callbacks, so the same host runs in metro-server, in the game window and
 * in tests. Call it from one thread; it runs its computer players and its
 * saves in threads of its own. */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct metro_host metro_host;

typedef struct metro_host_config {
    const char *data_dir;    /* tables are saved here as NAME.metro and NAME.seats */
    const char *name;        /* the host's name in LAN answers ("metro-server") */
    const char *program;     /* "metro-server 0.1.0", sent with WELCOME */
    int max_tables;          /* tables not yet finished, at most */
    int max_connections;     /* connection ids are 0 .. max_connections - 1 */
    int grace_seconds;       /* before a computer stands in for an absent player */
    int hour_ms;             /* a move deadline's hour in ms (3600000; tests shorten it) */
    const char *stand_in_ai; /* that computer player ("greedy") */
    int port;                /* announced in LAN answers */
    /* Limits against hostile clients (docs/protocol.md "Limits"); 0 takes
     * the default in brackets. */
    int undo_asks;           /* undo requests per seat in one game (8) */
    const char *max_ai;      /* the strongest computer player a table may seat ("strong") */
    int ai_ms;               /* CPU milliseconds a computer player thinks per move (500) */
    int per_address;         /* connections from one address (32) */
    int idle_seconds;        /* a connection at no table is closed after this silence (300) */
    int lobbies_per_address; /* lobbies made from one address and not yet started (16) */
    /* net_server.c's (docs/protocol.md "WebSocket and the page"): a folder
     * served over HTTP on the TCP port (NULL: none), and how many
     * transports share the connection ids in equal blocks (0: one), each
     * keeping its own free slots for newcomers. */
    const char *web_dir;
    int transports;
    /* Lines for the log (no newline); NULL writes them to stderr. */
    void (*log)(void *ctx, const char *line);
    void *log_ctx;
} metro_host_config;

/* How the host reaches its connections. */
typedef struct metro_host_io {
    void (*send)(void *ctx, int conn, const uint8_t *msg, size_t len);
    void (*drop)(void *ctx, int conn); /* close after what was sent */
    void *ctx;
} metro_host_io;

/* Loads every table saved in data_dir (creating the folder if needed), so a
 * host started again after a crash resumes them; NULL with a reason. */
metro_host *metro_host_new(const metro_host_config *cfg, const metro_host_io *io, char *err,
                           size_t errlen);
/* Waits for the saves in flight and frees everything. */
void metro_host_free(metro_host *h);

void metro_host_connected(metro_host *h, int conn, uint64_t now_ms);
/* The same, from an IPv4 address (network order, as ENet has it), for the
 * limits per address; metro_host_connected is an unknown address (0),
 * which no per-address limit counts. */
void metro_host_connected_from(metro_host *h, int conn, uint32_t address, uint64_t now_ms);
void metro_host_receive(metro_host *h, int conn, const uint8_t *msg, size_t len, uint64_t now_ms);
void metro_host_disconnected(metro_host *h, int conn, uint64_t now_ms);
/* Timers, computer players' moves and finished saves; call it often (the
 * returned time in ms is how soon it wants to be called again). */
int metro_host_tick(metro_host *h, uint64_t now_ms);
/* An answer to a LAN query (docs/protocol.md "Finding games") from the
 * address `sender` (any number that tells senders apart) into out; its
 * length, or 0 when the datagram is not a query or answers are coming too
 * fast, to that sender or in all. */
size_t metro_host_answer_query(metro_host *h, const uint8_t *query, size_t len, uint64_t sender,
                               uint8_t *out, size_t cap, uint64_t now_ms);
/* Stops: tells every connection, waits until every table is saved. */
void metro_host_shutdown(metro_host *h);

typedef struct metro_host_stats {
    long tables, finished, connections, moves, messages, refusals, dropped, saves, save_batches;
    long unsaved; /* tables whose last changes were lost at the stop (a failing disk) */
    long asleep;  /* turn-based tables whose game waits in the store (nobody is at them) */
} metro_host_stats;
void metro_host_get_stats(const metro_host *h, metro_host_stats *out);

/* A monotonic clock in milliseconds. */
uint64_t metro_net_now_ms(void);
/* n bytes from the system's CSPRNG (getentropy); false if it failed. */
bool metro_net_random(void *out, size_t n);
