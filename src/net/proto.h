/* The messages of online play (docs/protocol.md): one struct per message,
 * encoded field by field and decoded with every field checked. No SDL, no
 * sockets: the host, the clients and the fuzz target share this file. */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "metro/engine.h"
#include "metro/view.h"

enum {
    METRO_PROTOCOL_VERSION = 3, /* 3: ratings in TABLES and LOBBY; REVEAL at the end */
    METRO_NET_DEFAULT_PORT = 24960,
    METRO_NET_MAX_CLIENT_MSG = 1024, /* bytes a client message may take */
    METRO_NET_MAX_HOST_MSG = 8192,   /* bytes a host message may take */
    METRO_NET_TABLE_NAME = 32,       /* letters, digits, '-', '_' */
    METRO_NET_PLAYER_NAME = 31,      /* UTF-8 without control characters */
    METRO_NET_AI_NAME = 31,          /* a computer player's name */
    METRO_NET_MODULES = 200,         /* "shares,central-stations" */
    METRO_NET_MOVE_TEXT = 63,        /* the engine's move text */
    METRO_NET_CHAT = 200,            /* bytes of one chat line */
    METRO_NET_TEXT = 200,            /* a refusal's reason */
    METRO_NET_PROGRAM = 64,          /* "metro-cli 0.1.0" */
    METRO_NET_TOKEN = 16,            /* a seat token: 128 bits */
    METRO_NET_PAGE = 24,             /* tables in one TABLES message */
    METRO_NET_NO_SEAT = 255,         /* a spectator, or nobody */
    METRO_NET_MAX_OPTIONS = 4,       /* module options in a set-up */
    METRO_NET_INVITE = 8,            /* a private table's invitation code */
    METRO_NET_RECORD_PAGE = 32,      /* moves in one RECORD message */
    METRO_NET_MAX_DEADLINE = 72,     /* hours a turn-based move may take, at most */
    METRO_NET_REVEAL_PAGE = 2048,    /* bytes of the final game's save in one REVEAL */
    METRO_NET_REVEAL_MAX = 16384,    /* bytes that save may take (a game: 1-2 KiB) */
};

/* Message types: 1..127 from a client, 129.. from the host. */
enum metro_msg_type {
    METRO_MSG_HELLO = 1,
    METRO_MSG_LIST = 2,
    METRO_MSG_CREATE = 3,
    METRO_MSG_JOIN = 4,
    METRO_MSG_REJOIN = 5,
    METRO_MSG_WATCH = 6,
    METRO_MSG_SEAT = 7,
    METRO_MSG_START = 8,
    METRO_MSG_MOVE = 9,
    METRO_MSG_CHAT = 10,
    METRO_MSG_UNDO_ASK = 11,
    METRO_MSG_UNDO_VOTE = 12,
    METRO_MSG_LEAVE = 13,
    METRO_MSG_IDENTIFY = 14,
    METRO_MSG_MINE = 15,
    METRO_MSG_WELCOME = 129,
    METRO_MSG_REFUSE = 130,
    METRO_MSG_TABLES = 131,
    METRO_MSG_JOINED = 132,
    METRO_MSG_LOBBY = 133,
    METRO_MSG_VIEW = 134,
    METRO_MSG_SAID = 135,
    METRO_MSG_NOTICE = 136,
    METRO_MSG_UNDO_ASKED = 137,
    METRO_MSG_OVER = 138,
    METRO_MSG_RECORD = 139,
    METRO_MSG_REVEAL = 140,
};

/* Why the host refused something. The ones marked fatal close the
 * connection after the REFUSE message. */
enum metro_refusal {
    METRO_REFUSE_VERSION = 1,   /* fatal: another protocol version */
    METRO_REFUSE_MALFORMED = 2, /* fatal: a message it cannot read */
    METRO_REFUSE_SEQUENCE = 3,  /* fatal: a message out of order (before HELLO, ...) */
    METRO_REFUSE_FLOOD = 4,     /* fatal: too many messages */
    METRO_REFUSE_FULL = 5,      /* fatal: too many connections */
    METRO_REFUSE_NO_TABLE = 6,
    METRO_REFUSE_TABLE_EXISTS = 7,
    METRO_REFUSE_NO_SEAT = 8, /* no open seat, or not that one */
    METRO_REFUSE_BAD_SETUP = 9,
    METRO_REFUSE_BAD_TOKEN = 10,
    METRO_REFUSE_NOT_OWNER = 11,
    METRO_REFUSE_NOT_NOW = 12,    /* not in this phase of the table */
    METRO_REFUSE_NOT_YOURS = 13,  /* a seat this connection does not hold */
    METRO_REFUSE_NOT_TURN = 14,   /* not that seat's turn */
    METRO_REFUSE_ILLEGAL = 15,    /* the rules refuse the move (reason in text) */
    METRO_REFUSE_STALE = 16,      /* the move was for an older position */
    METRO_REFUSE_TAKEN_OVER = 17, /* the seat was rejoined from elsewhere */
    METRO_REFUSE_TOO_MANY = 18,   /* the host runs as many tables as it may */
    METRO_REFUSE_SHUTDOWN = 19,   /* closes: the host is stopping, back soon (reconnect) */
    METRO_REFUSE_CHAT = 20,       /* chat too fast */
    METRO_REFUSE_LAST = 20,
};
bool metro_refusal_fatal(int code);
/* The host closes the connection but comes back (a restart): the client
 * keeps its seats and reconnects, as after a lost connection. */
bool metro_refusal_back_soon(int code);

enum metro_seat_kind { METRO_SEAT_OPEN = 0, METRO_SEAT_HUMAN = 1, METRO_SEAT_COMPUTER = 2 };
/* CREATE: a seat for the creator itself ("mine"), open, or a computer. */
enum metro_create_seat { METRO_CREATE_OPEN = 0, METRO_CREATE_MINE = 1, METRO_CREATE_COMPUTER = 2 };
enum metro_table_state { METRO_TABLE_LOBBY = 0, METRO_TABLE_PLAYING = 1, METRO_TABLE_OVER = 2 };
enum metro_notice {
    METRO_NOTICE_SAT = 1,      /* a player sat down */
    METRO_NOTICE_GONE = 2,     /* a seat's player lost the connection */
    METRO_NOTICE_STAND_IN = 3, /* a computer plays for an absent seat */
    METRO_NOTICE_BACK = 4,     /* the seat's player is back */
    METRO_NOTICE_UNDONE = 5,   /* moves taken back for that seat, all agreed */
    METRO_NOTICE_UNDO_NO = 6,  /* an undo was refused or timed out */
    METRO_NOTICE_DEADLINE = 7, /* a turn-based seat missed its deadline: a computer moved */
    METRO_NOTICE_LAST = 7,
};

/* A seat's rating as players read it (docs/protocol.md "Players and
 * ratings"): OpenSkill's ordinal mu - 3 sigma, rounded, for a keyed human. */
enum metro_net_rating_kind {
    METRO_NET_UNRATED = 0,    /* open, a computer, or a player without a key */
    METRO_NET_RATING_NEW = 1, /* a keyed player with no rated game yet */
    METRO_NET_RATED = 2,
};
typedef struct metro_net_rating {
    uint8_t kind;    /* metro_net_rating_kind */
    int16_t ordinal; /* rounded; 0 unless rated */
} metro_net_rating;

/* A table's set-up without its seed. */
typedef struct metro_net_setup {
    uint8_t players, hand, free_orientation;
    char modules[METRO_NET_MODULES + 1];
    uint8_t n_options;
    char option_id[METRO_NET_MAX_OPTIONS][METRO_NET_AI_NAME + 1];
    int16_t option_value[METRO_NET_MAX_OPTIONS];
} metro_net_setup;

typedef struct metro_net_seat_info {
    uint8_t kind;     /* metro_seat_kind */
    uint8_t present;  /* a human seat's player is connected */
    uint8_t stand_in; /* a computer plays for the absent player */
    char name[METRO_NET_PLAYER_NAME + 1];
    char ai[METRO_NET_AI_NAME + 1]; /* computer seats and stand-ins */
    metro_net_rating rating;
} metro_net_seat_info;

typedef struct metro_net_table_info {
    char name[METRO_NET_TABLE_NAME + 1];
    uint8_t state, players, open, seed_given;
    char modules[METRO_NET_MODULES + 1];
    /* In TABLES only (not in LAN answers): */
    uint8_t deadline; /* hours a move may take; 0: a live table */
    uint8_t turn;     /* the seat whose turn it is, METRO_NET_NO_SEAT: none */
    char turn_name[METRO_NET_PLAYER_NAME + 1];  /* its player or computer player */
    metro_net_rating rating[METRO_MAX_PLAYERS]; /* per seat, `players` of them */
} metro_net_table_info;

/* Two client messages named as types: the session keeps them whole, to
 * say them again after a reconnect (session.h). */
typedef struct metro_msg_identify {
    char name[METRO_NET_PLAYER_NAME + 1];
    uint8_t key[METRO_NET_TOKEN]; /* the player's key: 128 bits, a secret */
} metro_msg_identify;

typedef struct metro_msg_join {
    char table[METRO_NET_TABLE_NAME + 1];
    char name[METRO_NET_PLAYER_NAME + 1];
    int8_t seat;                       /* -1: the first open seat */
    char invite[METRO_NET_INVITE + 1]; /* a private table's code, else empty */
} metro_msg_join;

typedef struct metro_msg {
    uint8_t type;
    union {
        struct {
            uint16_t version;
            char program[METRO_NET_PROGRAM + 1];
        } hello; /* also WELCOME */
        struct {
            uint16_t first;
        } list; /* also MINE */
        metro_msg_identify identify;
        struct {
            char table[METRO_NET_TABLE_NAME + 1];
            metro_net_setup setup;
            uint8_t seed_given;
            uint64_t seed;
            uint16_t grace; /* seconds; 0: the host's default */
            uint8_t seat_kind[METRO_MAX_PLAYERS];
            char seat_text[METRO_MAX_PLAYERS][METRO_NET_PLAYER_NAME + 1]; /* name or AI */
            uint8_t deadline;      /* turn-based: hours a move may take (1, 12, 24, 72); 0 live */
            uint8_t private_table; /* listed to nobody, joined only with its invitation */
        } create;
        metro_msg_join join;
        struct {
            char table[METRO_NET_TABLE_NAME + 1];
            uint8_t token[METRO_NET_TOKEN];
        } rejoin;
        struct {
            char table[METRO_NET_TABLE_NAME + 1];
        } watch;
        struct {
            uint8_t seat, kind; /* METRO_SEAT_OPEN or METRO_SEAT_COMPUTER */
            char ai[METRO_NET_AI_NAME + 1];
        } seat;
        struct {
            uint8_t seat;
            uint16_t moves; /* moves played before it, as the last view said */
            char text[METRO_NET_MOVE_TEXT + 1];
        } move;
        struct {
            char text[METRO_NET_CHAT + 1];
        } chat;
        struct {
            uint8_t seat;
        } undo_ask;
        struct {
            uint8_t seat, yes;
        } undo_vote;
        struct {
            uint8_t code, about; /* about: the type of the refused message, 0 none */
            char text[METRO_NET_TEXT + 1];
        } refuse;
        struct {
            uint16_t total, first;
            uint8_t n;
            metro_net_table_info table[METRO_NET_PAGE];
        } tables;
        struct {
            char table[METRO_NET_TABLE_NAME + 1];
            uint8_t seat, owner;
            uint8_t token[METRO_NET_TOKEN];
            char invite[METRO_NET_INVITE + 1]; /* a private table's code (to pass on), else empty */
        } joined;
        struct {
            char table[METRO_NET_TABLE_NAME + 1];
            uint8_t state;
            metro_net_setup setup;
            uint8_t seed_given;
            uint16_t grace;
            uint8_t owner; /* seat of the table's owner */
            metro_net_seat_info seat[METRO_MAX_PLAYERS];
            uint8_t spectators;
            uint8_t deadline; /* hours a move may take; 0: a live table */
            uint8_t private_table;
        } lobby;
        struct {
            uint8_t seat; /* METRO_NET_NO_SEAT for a spectator's view */
            uint16_t moves;
            uint8_t last_seat;
            char last_move[METRO_NET_MOVE_TEXT + 1];
            uint16_t len;
            uint8_t bytes[METRO_VIEW_MAX];
        } view;
        struct {
            uint8_t seat; /* METRO_NET_NO_SEAT: a spectator */
            char name[METRO_NET_PLAYER_NAME + 1];
            char text[METRO_NET_CHAT + 1];
        } said;
        struct {
            uint8_t kind, seat;
            char name[METRO_NET_PLAYER_NAME + 1];
        } notice;
        struct {
            uint8_t seat;    /* who asks */
            uint16_t moves;  /* moves played after the undo */
            uint8_t seconds; /* the vote closes after this long */
        } undo_asked;
        struct {
            uint8_t players;
            int16_t score[METRO_MAX_PLAYERS];
        } over;
        struct {            /* the public record of the game: moves first .. first + n - 1 */
            uint16_t total; /* moves in the record so far */
            uint16_t first;
            uint8_t n;
            uint8_t seat[METRO_NET_RECORD_PAGE]; /* who played each */
            char text[METRO_NET_RECORD_PAGE][METRO_NET_MOVE_TEXT + 1];
        } record;
        struct {            /* after OVER: the finished game, every secret in it */
            uint16_t total; /* bytes of the game's save text */
            uint16_t first; /* where this page's bytes go in it */
            uint16_t n;
            char text[METRO_NET_REVEAL_PAGE + 1];
        } reveal;
    } u;
} metro_msg;

/* Writes m into buf; the length, or -1 when it does not fit in cap. */
int metro_msg_encode(const metro_msg *m, uint8_t *buf, size_t cap);
/* Reads one message, checking every field (names, lengths, ranges, nothing
 * left over). from_client: only client types are accepted, else only host
 * types. 0, or -1 with the reason in why. */
int metro_msg_decode(metro_msg *m, const uint8_t *buf, size_t len, bool from_client, char *why,
                     size_t whylen);

/* The name rules (docs/protocol.md "Names"): 1..32 of [A-Za-z0-9_-]; valid
 * UTF-8 of 1..31 bytes without control characters, not only spaces;
 * 1..31 of [a-z0-9_-]. */
bool metro_net_table_name_ok(const char *s);
bool metro_net_player_name_ok(const char *s);
bool metro_net_ai_name_ok(const char *s);
/* Valid UTF-8 without control characters (chat lines). */
bool metro_net_text_ok(const char *s);
/* An invitation code: METRO_NET_INVITE of "23456789ABCDEFGHJKLMNPQRSTUVWXYZ". */
bool metro_net_invite_ok(const char *s);
/* A turn-based table's deadline in hours: 1, 12, 24 or 72 (0: live). */
bool metro_net_deadline_ok(int hours);

/* The set-up as an engine configuration (seed 0); METRO_OK or a reason. */
int metro_net_setup_config(const metro_net_setup *su, metro_config *cfg, char *err, size_t errlen);
/* The other way round, for LOBBY and the clients' CREATE. */
void metro_net_setup_from(metro_net_setup *su, const metro_config *cfg);

/* LAN discovery datagrams (docs/protocol.md "Finding games"). */
enum { METRO_NET_QUERY_LEN = 64, METRO_NET_ANSWER_MAX = 512 };
void metro_net_query(uint8_t out[METRO_NET_QUERY_LEN]);
bool metro_net_is_query(const uint8_t *buf, size_t len);
typedef struct metro_net_answer {
    uint16_t version, port;
    char name[METRO_NET_PLAYER_NAME + 1];
    uint16_t total;
    uint8_t n;
    metro_net_table_info table[8];
} metro_net_answer;
int metro_net_answer_encode(const metro_net_answer *a, uint8_t *buf, size_t cap);
int metro_net_answer_decode(metro_net_answer *a, const uint8_t *buf, size_t len, char *why,
                            size_t whylen);
