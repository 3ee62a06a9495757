/* The messages of online play (docs/protocol.md), each one row of fields in
 * one table that both the writer and the reader walk, so a field is named,
 * ranged and ordered in one place. Every field of every message is checked
 * on the way in, and a message with anything left over is refused. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "proto_wire.h"

static const uint8_t magic[4] = {'M', 'T', 'R', 'O'};

bool metro_refusal_fatal(int code)
{
    return code == METRO_REFUSE_VERSION || code == METRO_REFUSE_MALFORMED ||
           code == METRO_REFUSE_SEQUENCE || code == METRO_REFUSE_FLOOD ||
           code == METRO_REFUSE_FULL || code == METRO_REFUSE_SHUTDOWN;
}

bool metro_refusal_back_soon(int code)
{
    return code == METRO_REFUSE_SHUTDOWN;
}

/* ---- A field and its rule ------------------------------------------------------------ */

typedef enum field_kind {
    F_U8,    /* a uint8_t in [lo, hi] */
    F_I8,    /* an int8_t in [lo, hi] */
    F_U16,   /* a uint16_t in [lo, hi] */
    F_I16,   /* an int16_t in [lo, hi] */
    F_U64,   /* a uint64_t, any */
    F_SEAT,  /* a uint8_t seat, or METRO_NET_NO_SEAT */
    F_TEXT,  /* a string of at most hi bytes (0: what fits) under its rule */
    F_TOKEN, /* a seat's METRO_NET_TOKEN bytes */
    F_SETUP, /* a metro_net_setup */
    F_OWN,   /* the message's own code for what depends on earlier fields */
} field_kind;

typedef struct field {
    field_kind kind;
    size_t at; /* offsetof(metro_msg, ...) */
    long lo, hi;
    size_t cap; /* F_TEXT: the buffer's size */
    proto_text_rule ok;
    bool may_be_empty;
    const char *what;
    void (*put)(metro_wire_out *w, const metro_msg *m); /* F_OWN */
    void (*get)(metro_wire_in *r, metro_msg *m);
} field;

#define AT(member) offsetof(metro_msg, member)
#define NUM(kind, member, lo, hi, what)                                                            \
    {                                                                                              \
        kind, AT(member), lo, hi, 0, NULL, false, what, NULL, NULL                                 \
    }
#define U8(member, lo, hi, what)  NUM(F_U8, member, lo, hi, what)
#define I8(member, lo, hi, what)  NUM(F_I8, member, lo, hi, what)
#define U16(member, lo, hi, what) NUM(F_U16, member, lo, hi, what)
#define U64(member, what)         NUM(F_U64, member, 0, 0, what)
#define SEAT(member, what)        NUM(F_SEAT, member, 0, 255, what)
#define ANY_SEAT(member)          U8(member, 0, METRO_MAX_PLAYERS - 1, "seat")
#define TOKEN(member)             NUM(F_TOKEN, member, 0, 0, "token")
#define SETUP(member)             NUM(F_SETUP, member, 0, 0, "set-up")
#define OWN(put, get)                                                                              \
    {                                                                                              \
        F_OWN, 0, 0, 0, 0, NULL, false, NULL, put, get                                             \
    }
#define TEXT(member, max, rule, empty, what)                                                       \
    {                                                                                              \
        F_TEXT, AT(member), 0, max, sizeof(((metro_msg *)0)->member), rule, empty, what, NULL,     \
            NULL                                                                                   \
    }
#define TABLE(member) TEXT(member, METRO_NET_TABLE_NAME, metro_net_table_name_ok, false, "table")
#define PLAYER(member, empty)                                                                      \
    TEXT(member, METRO_NET_PLAYER_NAME, metro_net_player_name_ok, empty, "player name")

static void put_field(metro_wire_out *w, const metro_msg *m, const field *f)
{
    const void *p = (const char *)m + f->at;
    switch (f->kind) {
    case F_U8:
    case F_SEAT:
        metro_wire_put_u8(w, *(const uint8_t *)p);
        break;
    case F_I8:
        metro_wire_put_i8(w, *(const int8_t *)p);
        break;
    case F_U16:
        metro_wire_put_u16(w, *(const uint16_t *)p);
        break;
    case F_I16:
        metro_wire_put_i16(w, *(const int16_t *)p);
        break;
    case F_U64:
        metro_wire_put_u64(w, *(const uint64_t *)p);
        break;
    case F_TEXT:
        metro_wire_put_str(w, p);
        break;
    case F_TOKEN:
        metro_wire_put_bytes(w, p, METRO_NET_TOKEN);
        break;
    case F_SETUP:
        proto_put_setup(w, p);
        break;
    case F_OWN:
        f->put(w, m);
        break;
    }
}

static void get_field(metro_wire_in *r, metro_msg *m, const field *f)
{
    void *p = (char *)m + f->at;
    switch (f->kind) {
    case F_U8:
        *(uint8_t *)p = (uint8_t)metro_wire_get_u8(r, f->lo, f->hi, f->what);
        break;
    case F_I8:
        *(int8_t *)p = (int8_t)metro_wire_get_i8(r, f->lo, f->hi, f->what);
        break;
    case F_U16:
        *(uint16_t *)p = (uint16_t)metro_wire_get_u16(r, f->lo, f->hi, f->what);
        break;
    case F_I16:
        *(int16_t *)p = (int16_t)metro_wire_get_i16(r, f->lo, f->hi, f->what);
        break;
    case F_U64:
        *(uint64_t *)p = metro_wire_get_u64(r, f->what);
        break;
    case F_SEAT: {
        uint8_t seat = (uint8_t)metro_wire_get_u8(r, 0, 255, f->what);
        *(uint8_t *)p = seat;
        if (seat >= METRO_MAX_PLAYERS && seat != METRO_NET_NO_SEAT)
            metro_wire_fail(r, "%s: %d", f->what, seat);
        break;
    }
    case F_TEXT:
        proto_get_text(r, p, f->cap, (size_t)f->hi, f->ok, f->may_be_empty, f->what);
        break;
    case F_TOKEN:
        metro_wire_get_bytes(r, p, METRO_NET_TOKEN, f->what);
        break;
    case F_SETUP:
        proto_get_setup(r, p);
        break;
    case F_OWN:
        f->get(r, m);
        break;
    }
}

/* ---- What depends on earlier fields ---------------------------------------------------- */

static void put_hello(metro_wire_out *w, const metro_msg *m)
{
    metro_wire_put_bytes(w, magic, sizeof magic);
    metro_wire_put_u16(w, m->u.hello.version);
    metro_wire_put_str(w, m->u.hello.program);
}

static void get_hello(metro_wire_in *r, metro_msg *m)
{
    uint8_t got[4];
    if (metro_wire_get_bytes(r, got, sizeof got, "magic") && memcmp(got, magic, sizeof got))
        metro_wire_fail(r, "not a Metro message (no MTRO mark)");
    m->u.hello.version = (uint16_t)metro_wire_get_u16(r, 0, 65535, "protocol version");
    /* Another version may have other fields after this one: not read. */
    if (!r->bad && m->u.hello.version != METRO_PROTOCOL_VERSION) {
        r->at = r->len;
        return;
    }
    PROTO_GET_TEXT(r, m->u.hello.program, METRO_NET_PROGRAM, proto_program_ok, true, "program");
}

static void put_create_seats(metro_wire_out *w, const metro_msg *m)
{
    for (int p = 0; p < m->u.create.setup.players && p < METRO_MAX_PLAYERS; p++) {
        metro_wire_put_u8(w, m->u.create.seat_kind[p]);
        metro_wire_put_str(w, m->u.create.seat_text[p]);
    }
}

/* Each seat's kind, then its text: an open seat's empty name, the
 * creator's own name, or a computer player's. */
static void get_create_seats(metro_wire_in *r, metro_msg *m)
{
    for (int p = 0; p < m->u.create.setup.players && !r->bad; p++) {
        int kind = (int)metro_wire_get_u8(r, METRO_CREATE_OPEN, METRO_CREATE_COMPUTER, "seat kind");
        m->u.create.seat_kind[p] = (uint8_t)kind;
        if (kind == METRO_CREATE_OPEN)
            PROTO_GET_TEXT(r, m->u.create.seat_text[p], 0, metro_net_player_name_ok, true,
                           "open seat");
        else if (kind == METRO_CREATE_MINE)
            PROTO_GET_TEXT(r, m->u.create.seat_text[p], METRO_NET_PLAYER_NAME,
                           metro_net_player_name_ok, false, "player name");
        else
            PROTO_GET_TEXT(r, m->u.create.seat_text[p], METRO_NET_AI_NAME, metro_net_ai_name_ok,
                           false, "computer player");
    }
}

static void put_seat_kind(metro_wire_out *w, const metro_msg *m)
{
    metro_wire_put_u8(w, m->u.seat.kind);
    metro_wire_put_str(w, m->u.seat.ai);
}

/* A seat is opened (no computer named) or given to a computer player. */
static void get_seat_kind(metro_wire_in *r, metro_msg *m)
{
    m->u.seat.kind =
        (uint8_t)metro_wire_get_u8(r, METRO_SEAT_OPEN, METRO_SEAT_COMPUTER, "seat kind");
    if (m->u.seat.kind == METRO_SEAT_HUMAN)
        metro_wire_fail(r, "seat kind: a human sits down by JOIN");
    PROTO_GET_TEXT(r, m->u.seat.ai, METRO_NET_AI_NAME, metro_net_ai_name_ok,
                   m->u.seat.kind == METRO_SEAT_OPEN, "computer player");
}

static void put_table_list(metro_wire_out *w, const metro_msg *m)
{
    for (int i = 0; i < m->u.tables.n && i < METRO_NET_PAGE; i++)
        proto_put_table_info(w, &m->u.tables.table[i], true);
}

static void get_table_list(metro_wire_in *r, metro_msg *m)
{
    for (int i = 0; i < m->u.tables.n && !r->bad; i++)
        proto_get_table_info(r, &m->u.tables.table[i], true);
}

static void put_lobby_seats(metro_wire_out *w, const metro_msg *m)
{
    metro_wire_put_u8(w, m->u.lobby.owner);
    for (int p = 0; p < m->u.lobby.setup.players && p < METRO_MAX_PLAYERS; p++)
        proto_put_seat_info(w, &m->u.lobby.seat[p]);
}

/* The owner is one of the set-up's seats, and each seat follows. */
static void get_lobby_seats(metro_wire_in *r, metro_msg *m)
{
    m->u.lobby.owner = (uint8_t)metro_wire_get_u8(r, 0, m->u.lobby.setup.players - 1, "owner seat");
    for (int p = 0; p < m->u.lobby.setup.players && !r->bad; p++)
        proto_get_seat_info(r, &m->u.lobby.seat[p]);
}

static void put_view_bytes(metro_wire_out *w, const metro_msg *m)
{
    metro_wire_put_u16(w, m->u.view.len);
    metro_wire_put_bytes(w, m->u.view.bytes, m->u.view.len);
}

static void get_view_bytes(metro_wire_in *r, metro_msg *m)
{
    m->u.view.len = (uint16_t)metro_wire_get_u16(r, 1, METRO_VIEW_MAX, "view length");
    metro_wire_get_bytes(r, m->u.view.bytes, m->u.view.len, "view");
}

static void put_scores(metro_wire_out *w, const metro_msg *m)
{
    metro_wire_put_u8(w, m->u.over.players);
    for (int p = 0; p < m->u.over.players && p < METRO_MAX_PLAYERS; p++)
        metro_wire_put_i16(w, m->u.over.score[p]);
}

static void get_scores(metro_wire_in *r, metro_msg *m)
{
    m->u.over.players = (uint8_t)metro_wire_get_u8(r, 1, METRO_MAX_PLAYERS, "players");
    for (int p = 0; p < m->u.over.players; p++)
        m->u.over.score[p] = (int16_t)metro_wire_get_i16(r, -32768, 32767, "score");
}

static void put_reveal_text(metro_wire_out *w, const metro_msg *m)
{
    metro_wire_put_u16(w, m->u.reveal.n);
    metro_wire_put_bytes(w, m->u.reveal.text, m->u.reveal.n);
}

/* A page of the save text: inside the whole, and text (no NUL byte). */
static void get_reveal_text(metro_wire_in *r, metro_msg *m)
{
    m->u.reveal.n = (uint16_t)metro_wire_get_u16(r, 1, METRO_NET_REVEAL_PAGE, "revealed bytes");
    if (!r->bad && m->u.reveal.first + m->u.reveal.n > m->u.reveal.total)
        metro_wire_fail(r, "revealed bytes %d to %d of %d", m->u.reveal.first,
                        m->u.reveal.first + m->u.reveal.n, m->u.reveal.total);
    if (!metro_wire_get_bytes(r, m->u.reveal.text, m->u.reveal.n, "revealed game")) return;
    if (memchr(m->u.reveal.text, 0, m->u.reveal.n)) metro_wire_fail(r, "revealed game: a NUL byte");
}

/* ---- The messages ---------------------------------------------------------------------- */

static const field hello[] = {OWN(put_hello, get_hello)};
static const field list[] = {U16(u.list.first, 0, 65535, "first table")};
static const field identify[] = {PLAYER(u.identify.name, false), TOKEN(u.identify.key)};
static const field create[] = {
    TABLE(u.create.table),
    SETUP(u.create.setup),
    U8(u.create.seed_given, 0, 1, "seed given"),
    U64(u.create.seed, "seed"),
    U16(u.create.grace, 0, 3600, "grace"),
    OWN(put_create_seats, get_create_seats),
    U8(u.create.deadline, 0, METRO_NET_MAX_DEADLINE, "deadline"),
    U8(u.create.private_table, 0, 1, "private"),
};
static const field join[] = {
    TABLE(u.join.table),
    PLAYER(u.join.name, false),
    I8(u.join.seat, -1, METRO_MAX_PLAYERS - 1, "seat"),
    TEXT(u.join.invite, METRO_NET_INVITE, metro_net_invite_ok, true, "invitation"),
};
static const field rejoin[] = {TABLE(u.rejoin.table), TOKEN(u.rejoin.token)};
static const field watch[] = {TABLE(u.watch.table)};
static const field seat[] = {ANY_SEAT(u.seat.seat), OWN(put_seat_kind, get_seat_kind)};
static const field move[] = {
    ANY_SEAT(u.move.seat),
    U16(u.move.moves, 0, 65535, "moves"),
    TEXT(u.move.text, METRO_NET_MOVE_TEXT, proto_move_text_ok, false, "move"),
};
static const field chat[] = {TEXT(u.chat.text, METRO_NET_CHAT, metro_net_text_ok, false, "chat")};
static const field undo_ask[] = {ANY_SEAT(u.undo_ask.seat)};
static const field undo_vote[] = {ANY_SEAT(u.undo_vote.seat), U8(u.undo_vote.yes, 0, 1, "vote")};

static const field refuse[] = {
    U8(u.refuse.code, 1, 255, "refusal"),
    U8(u.refuse.about, 0, 127, "refused message"),
    TEXT(u.refuse.text, METRO_NET_TEXT, metro_net_text_ok, true, "reason"),
};
static const field tables[] = {
    U16(u.tables.total, 0, 65535, "tables"),
    U16(u.tables.first, 0, 65535, "first table"),
    U8(u.tables.n, 0, METRO_NET_PAGE, "tables listed"),
    OWN(put_table_list, get_table_list),
};
static const field joined[] = {
    TABLE(u.joined.table),
    ANY_SEAT(u.joined.seat),
    U8(u.joined.owner, 0, 1, "owner"),
    TOKEN(u.joined.token),
    TEXT(u.joined.invite, METRO_NET_INVITE, metro_net_invite_ok, true, "invitation"),
};
static const field lobby[] = {
    TABLE(u.lobby.table),
    U8(u.lobby.state, METRO_TABLE_LOBBY, METRO_TABLE_OVER, "table state"),
    SETUP(u.lobby.setup),
    U8(u.lobby.seed_given, 0, 1, "seed given"),
    U16(u.lobby.grace, 0, 3600, "grace"),
    OWN(put_lobby_seats, get_lobby_seats),
    U8(u.lobby.spectators, 0, 255, "spectators"),
    U8(u.lobby.deadline, 0, METRO_NET_MAX_DEADLINE, "deadline"),
    U8(u.lobby.private_table, 0, 1, "private"),
};
static const field view[] = {
    SEAT(u.view.seat, "seat"),
    U16(u.view.moves, 0, 65535, "moves"),
    SEAT(u.view.last_seat, "last seat"),
    TEXT(u.view.last_move, METRO_NET_MOVE_TEXT, proto_move_text_ok, true, "last move"),
    OWN(put_view_bytes, get_view_bytes),
};
static const field said[] = {
    U8(u.said.seat, 0, 255, "seat"),
    PLAYER(u.said.name, true),
    TEXT(u.said.text, METRO_NET_CHAT, metro_net_text_ok, false, "chat"),
};
static const field notice[] = {U8(u.notice.kind, 1, METRO_NOTICE_LAST, "notice"),
                               ANY_SEAT(u.notice.seat), PLAYER(u.notice.name, true)};
static const field undo_asked[] = {ANY_SEAT(u.undo_asked.seat),
                                   U16(u.undo_asked.moves, 0, 65535, "moves"),
                                   U8(u.undo_asked.seconds, 1, 255, "seconds")};
static const field over[] = {OWN(put_scores, get_scores)};
static const field record[] = {
    U16(u.record.total, 0, 65535, "moves in the record"),
    U16(u.record.first, 0, 65535, "first move"),
    OWN(proto_put_record, proto_get_record),
};
static const field reveal[] = {
    U16(u.reveal.total, 1, METRO_NET_REVEAL_MAX, "revealed game's bytes"),
    U16(u.reveal.first, 0, METRO_NET_REVEAL_MAX - 1, "first revealed byte"),
    OWN(put_reveal_text, get_reveal_text),
};

typedef struct message {
    uint8_t type;
    uint8_t n; /* fields; 0: the type alone */
    const field *f;
} message;

#define MSG(type, fields)                                                                          \
    {                                                                                              \
        type, sizeof fields / sizeof fields[0], fields                                             \
    }

static const message messages[] = {
    /* sent by clients */
    MSG(METRO_MSG_HELLO, hello),
    MSG(METRO_MSG_LIST, list),
    MSG(METRO_MSG_CREATE, create),
    MSG(METRO_MSG_JOIN, join),
    MSG(METRO_MSG_REJOIN, rejoin),
    MSG(METRO_MSG_WATCH, watch),
    MSG(METRO_MSG_SEAT, seat),
    {METRO_MSG_START, 0, NULL},
    MSG(METRO_MSG_MOVE, move),
    MSG(METRO_MSG_CHAT, chat),
    MSG(METRO_MSG_UNDO_ASK, undo_ask),
    MSG(METRO_MSG_UNDO_VOTE, undo_vote),
    {METRO_MSG_LEAVE, 0, NULL},
    MSG(METRO_MSG_IDENTIFY, identify),
    MSG(METRO_MSG_MINE, list),
    /* sent by the host */
    MSG(METRO_MSG_WELCOME, hello),
    MSG(METRO_MSG_REFUSE, refuse),
    MSG(METRO_MSG_TABLES, tables),
    MSG(METRO_MSG_JOINED, joined),
    MSG(METRO_MSG_LOBBY, lobby),
    MSG(METRO_MSG_VIEW, view),
    MSG(METRO_MSG_SAID, said),
    MSG(METRO_MSG_NOTICE, notice),
    MSG(METRO_MSG_UNDO_ASKED, undo_asked),
    MSG(METRO_MSG_OVER, over),
    MSG(METRO_MSG_RECORD, record),
    MSG(METRO_MSG_REVEAL, reveal),
};

static const message *find_message(uint8_t type)
{
    for (size_t i = 0; i < sizeof messages / sizeof messages[0]; i++)
        if (messages[i].type == type) return &messages[i];
    return NULL;
}

/* ---- Entry points ---------------------------------------------------------------------- */

int metro_msg_encode(const metro_msg *m, uint8_t *buf, size_t cap)
{
    metro_wire_out w;
    metro_wire_out_init(&w, buf, cap);
    metro_wire_put_u8(&w, m->type);
    const message *msg = find_message(m->type); /* unknown: the type alone */
    for (int i = 0; msg && i < msg->n; i++) put_field(&w, m, &msg->f[i]);
    return w.full ? -1 : (int)w.len;
}

int metro_msg_decode(metro_msg *m, const uint8_t *buf, size_t len, bool from_client, char *why,
                     size_t whylen)
{
    metro_wire_in r;
    metro_wire_in_init(&r, buf, len);
    memset(m, 0, sizeof *m);
    size_t limit = from_client ? METRO_NET_MAX_CLIENT_MSG : METRO_NET_MAX_HOST_MSG;
    if (len > limit) metro_wire_fail(&r, "message of %zu bytes, at most %zu", len, limit);
    m->type = (uint8_t)metro_wire_get_u8(&r, 0, 255, "message type");
    const char *sender = from_client ? "client" : "host";
    if (!r.bad && (m->type < 128) != from_client)
        metro_wire_fail(&r, "message type %d is not one the %s sends", m->type, sender);
    const message *msg = find_message(m->type);
    if (!r.bad && !msg)
        metro_wire_fail(&r, "message type %d is not one %s sends", m->type,
                        from_client ? "a client" : "the host");
    for (int i = 0; !r.bad && i < msg->n; i++) get_field(&r, m, &msg->f[i]);
    if (metro_wire_end(&r, "message")) return 0;
    if (why && whylen) snprintf(why, whylen, "%s", r.why);
    return -1;
}
