/* The messages of online play (docs/protocol.md), field by field through the
 * engine's wire reader and writer: every field of every message is checked
 * on the way in, and a message with anything left over is refused. */
#include <stdio.h>
#include <string.h>

#include "metro/module.h"
#include "proto.h"

static const uint8_t magic[4] = {'M', 'T', 'R', 'O'};

bool metro_refusal_fatal(int code)
{
    return code == METRO_REFUSE_VERSION || code == METRO_REFUSE_MALFORMED ||
           code == METRO_REFUSE_SEQUENCE || code == METRO_REFUSE_FLOOD ||
           code == METRO_REFUSE_FULL || code == METRO_REFUSE_SHUTDOWN;
}

/* ---- Names and texts ----------------------------------------------------------- */

bool metro_net_table_name_ok(const char *s)
{
    size_t n = strlen(s);
    if (n < 1 || n > METRO_NET_TABLE_NAME) return false;
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
              c == '-' || c == '_'))
            return false;
    }
    return true;
}

bool metro_net_ai_name_ok(const char *s)
{
    size_t n = strlen(s);
    if (n < 1 || n > METRO_NET_AI_NAME) return false;
    for (size_t i = 0; i < n; i++)
        if (!((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= '0' && s[i] <= '9') || s[i] == '-' ||
              s[i] == '_'))
            return false;
    return true;
}

/* Code points that would let a text pretend to be something else in a log
 * or on screen: C0 and C1 controls, DEL, invisible and direction marks,
 * line and paragraph separators. */
static bool control_point(uint32_t c)
{
    return c < 0x20 || (c >= 0x7F && c <= 0x9F) || (c >= 0x200B && c <= 0x200F) ||
           (c >= 0x2028 && c <= 0x202E) || (c >= 0x2060 && c <= 0x206F) || c == 0xFEFF;
}

/* Strict UTF-8 (no overlong forms, surrogates or values past U+10FFFF)
 * without control points. */
bool metro_net_text_ok(const char *text)
{
    const unsigned char *s = (const unsigned char *)text;
    while (*s) {
        uint32_t c = *s;
        int more = c < 0x80             ? 0
                   : (c & 0xE0) == 0xC0 ? 1
                   : (c & 0xF0) == 0xE0 ? 2
                   : (c & 0xF8) == 0xF0 ? 3
                                        : -1;
        if (more < 0) return false;
        c &= more ? 0x3Fu >> more : 0x7Fu;
        for (int i = 1; i <= more; i++) {
            if ((s[i] & 0xC0) != 0x80) return false;
            c = c << 6 | (s[i] & 0x3Fu);
        }
        static const uint32_t least[4] = {0, 0x80, 0x800, 0x10000};
        if (c < least[more] || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF) || control_point(c))
            return false;
        s += more + 1;
    }
    return true;
}

bool metro_net_player_name_ok(const char *s)
{
    size_t n = strlen(s);
    return n >= 1 && n <= METRO_NET_PLAYER_NAME && s[0] != ' ' && s[n - 1] != ' ' &&
           metro_net_text_ok(s);
}

/* Move text and program names: printable ASCII. */
static bool ascii_ok(const char *s, bool spaces)
{
    for (; *s; s++)
        if (*s < (spaces ? 0x20 : 0x21) || *s > 0x7E) return false;
    return true;
}

static bool modules_ok(const char *s)
{
    for (; *s; s++)
        if (!((*s >= 'a' && *s <= 'z') || *s == '-' || *s == ',')) return false;
    return true;
}

/* ---- Reading helpers: a field and its rule -------------------------------------- */

typedef bool (*text_rule)(const char *);

static void get_text(metro_wire_in *r, char *out, size_t cap, size_t max, text_rule ok,
                     bool may_be_empty, const char *what)
{
    if (!metro_wire_get_str(r, out, cap, max, what)) return;
    if ((!out[0] && !may_be_empty) || (out[0] && !ok(out)))
        metro_wire_fail(r, "%s: not allowed", what);
}

static bool move_text_ok(const char *s)
{
    return ascii_ok(s, false);
}

static bool program_ok(const char *s)
{
    return ascii_ok(s, true);
}

#define GET_TEXT(r, field, max, rule, empty, what)                                                 \
    get_text((r), (field), sizeof(field), (max), (rule), (empty), (what))

/* ---- Set-ups and table lists ----------------------------------------------------------- */

static void put_setup(metro_wire_out *w, const metro_net_setup *su)
{
    metro_wire_put_u8(w, su->players);
    metro_wire_put_u8(w, su->hand);
    metro_wire_put_u8(w, su->free_orientation);
    metro_wire_put_str(w, su->modules);
    metro_wire_put_u8(w, su->n_options);
    for (int i = 0; i < su->n_options && i < METRO_NET_MAX_OPTIONS; i++) {
        metro_wire_put_str(w, su->option_id[i]);
        metro_wire_put_i16(w, su->option_value[i]);
    }
}

static void get_setup(metro_wire_in *r, metro_net_setup *su)
{
    su->players = (uint8_t)metro_wire_get_u8(r, 1, METRO_MAX_PLAYERS, "players");
    su->hand = (uint8_t)metro_wire_get_u8(r, 1, METRO_MAX_HAND, "hand");
    su->free_orientation = (uint8_t)metro_wire_get_u8(r, 0, 1, "free orientation");
    GET_TEXT(r, su->modules, METRO_NET_MODULES, modules_ok, true, "modules");
    su->n_options = (uint8_t)metro_wire_get_u8(r, 0, METRO_NET_MAX_OPTIONS, "options");
    for (int i = 0; i < su->n_options; i++) {
        GET_TEXT(r, su->option_id[i], METRO_NET_AI_NAME, metro_net_ai_name_ok, false, "option");
        su->option_value[i] = (int16_t)metro_wire_get_i16(r, -32768, 32767, "option value");
    }
}

static void put_table_info(metro_wire_out *w, const metro_net_table_info *t, bool modules)
{
    metro_wire_put_str(w, t->name);
    metro_wire_put_u8(w, t->state);
    metro_wire_put_u8(w, t->players);
    metro_wire_put_u8(w, t->open);
    metro_wire_put_u8(w, t->seed_given);
    if (modules) metro_wire_put_str(w, t->modules);
}

static void get_table_info(metro_wire_in *r, metro_net_table_info *t, bool modules)
{
    GET_TEXT(r, t->name, METRO_NET_TABLE_NAME, metro_net_table_name_ok, false, "table");
    t->state = (uint8_t)metro_wire_get_u8(r, METRO_TABLE_LOBBY, METRO_TABLE_OVER, "table state");
    t->players = (uint8_t)metro_wire_get_u8(r, 1, METRO_MAX_PLAYERS, "players");
    t->open = (uint8_t)metro_wire_get_u8(r, 0, t->players, "open seats");
    t->seed_given = (uint8_t)metro_wire_get_u8(r, 0, 1, "seed given");
    t->modules[0] = 0;
    if (modules) GET_TEXT(r, t->modules, METRO_NET_MODULES, modules_ok, true, "modules");
}

/* ---- Client messages -------------------------------------------------------------------- */

static void put_client(metro_wire_out *w, const metro_msg *m)
{
    switch (m->type) {
    case METRO_MSG_HELLO:
        metro_wire_put_bytes(w, magic, sizeof magic);
        metro_wire_put_u16(w, m->u.hello.version);
        metro_wire_put_str(w, m->u.hello.program);
        break;
    case METRO_MSG_LIST:
        metro_wire_put_u16(w, m->u.list.first);
        break;
    case METRO_MSG_CREATE:
        metro_wire_put_str(w, m->u.create.table);
        put_setup(w, &m->u.create.setup);
        metro_wire_put_u8(w, m->u.create.seed_given);
        metro_wire_put_u64(w, m->u.create.seed);
        metro_wire_put_u16(w, m->u.create.grace);
        for (int p = 0; p < m->u.create.setup.players && p < METRO_MAX_PLAYERS; p++) {
            metro_wire_put_u8(w, m->u.create.seat_kind[p]);
            metro_wire_put_str(w, m->u.create.seat_text[p]);
        }
        break;
    case METRO_MSG_JOIN:
        metro_wire_put_str(w, m->u.join.table);
        metro_wire_put_str(w, m->u.join.name);
        metro_wire_put_i8(w, m->u.join.seat);
        break;
    case METRO_MSG_REJOIN:
        metro_wire_put_str(w, m->u.rejoin.table);
        metro_wire_put_bytes(w, m->u.rejoin.token, METRO_NET_TOKEN);
        break;
    case METRO_MSG_WATCH:
        metro_wire_put_str(w, m->u.watch.table);
        break;
    case METRO_MSG_SEAT:
        metro_wire_put_u8(w, m->u.seat.seat);
        metro_wire_put_u8(w, m->u.seat.kind);
        metro_wire_put_str(w, m->u.seat.ai);
        break;
    case METRO_MSG_MOVE:
        metro_wire_put_u8(w, m->u.move.seat);
        metro_wire_put_u16(w, m->u.move.moves);
        metro_wire_put_str(w, m->u.move.text);
        break;
    case METRO_MSG_CHAT:
        metro_wire_put_str(w, m->u.chat.text);
        break;
    case METRO_MSG_UNDO_ASK:
        metro_wire_put_u8(w, m->u.undo_ask.seat);
        break;
    case METRO_MSG_UNDO_VOTE:
        metro_wire_put_u8(w, m->u.undo_vote.seat);
        metro_wire_put_u8(w, m->u.undo_vote.yes);
        break;
    default: /* START, LEAVE: the type alone */
        break;
    }
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
    GET_TEXT(r, m->u.hello.program, METRO_NET_PROGRAM, program_ok, true, "program");
}

static void get_create(metro_wire_in *r, metro_msg *m)
{
    GET_TEXT(r, m->u.create.table, METRO_NET_TABLE_NAME, metro_net_table_name_ok, false, "table");
    get_setup(r, &m->u.create.setup);
    m->u.create.seed_given = (uint8_t)metro_wire_get_u8(r, 0, 1, "seed given");
    m->u.create.seed = metro_wire_get_u64(r, "seed");
    m->u.create.grace = (uint16_t)metro_wire_get_u16(r, 0, 3600, "grace");
    for (int p = 0; p < m->u.create.setup.players && !r->bad; p++) {
        int kind = (int)metro_wire_get_u8(r, METRO_CREATE_OPEN, METRO_CREATE_COMPUTER, "seat kind");
        m->u.create.seat_kind[p] = (uint8_t)kind;
        if (kind == METRO_CREATE_OPEN)
            GET_TEXT(r, m->u.create.seat_text[p], 0, metro_net_player_name_ok, true, "open seat");
        else if (kind == METRO_CREATE_MINE)
            GET_TEXT(r, m->u.create.seat_text[p], METRO_NET_PLAYER_NAME, metro_net_player_name_ok,
                     false, "player name");
        else
            GET_TEXT(r, m->u.create.seat_text[p], METRO_NET_AI_NAME, metro_net_ai_name_ok, false,
                     "computer player");
    }
}

static void get_client(metro_wire_in *r, metro_msg *m)
{
    switch (m->type) {
    case METRO_MSG_HELLO:
        get_hello(r, m);
        break;
    case METRO_MSG_LIST:
        m->u.list.first = (uint16_t)metro_wire_get_u16(r, 0, 65535, "first table");
        break;
    case METRO_MSG_CREATE:
        get_create(r, m);
        break;
    case METRO_MSG_JOIN:
        GET_TEXT(r, m->u.join.table, METRO_NET_TABLE_NAME, metro_net_table_name_ok, false, "table");
        GET_TEXT(r, m->u.join.name, METRO_NET_PLAYER_NAME, metro_net_player_name_ok, false,
                 "player name");
        m->u.join.seat = (int8_t)metro_wire_get_i8(r, -1, METRO_MAX_PLAYERS - 1, "seat");
        break;
    case METRO_MSG_REJOIN:
        GET_TEXT(r, m->u.rejoin.table, METRO_NET_TABLE_NAME, metro_net_table_name_ok, false,
                 "table");
        metro_wire_get_bytes(r, m->u.rejoin.token, METRO_NET_TOKEN, "token");
        break;
    case METRO_MSG_WATCH:
        GET_TEXT(r, m->u.watch.table, METRO_NET_TABLE_NAME, metro_net_table_name_ok, false,
                 "table");
        break;
    case METRO_MSG_SEAT:
        m->u.seat.seat = (uint8_t)metro_wire_get_u8(r, 0, METRO_MAX_PLAYERS - 1, "seat");
        m->u.seat.kind =
            (uint8_t)metro_wire_get_u8(r, METRO_SEAT_OPEN, METRO_SEAT_COMPUTER, "seat kind");
        if (m->u.seat.kind == METRO_SEAT_HUMAN)
            metro_wire_fail(r, "seat kind: a human sits down by JOIN");
        GET_TEXT(r, m->u.seat.ai, METRO_NET_AI_NAME, metro_net_ai_name_ok,
                 m->u.seat.kind == METRO_SEAT_OPEN, "computer player");
        break;
    case METRO_MSG_MOVE:
        m->u.move.seat = (uint8_t)metro_wire_get_u8(r, 0, METRO_MAX_PLAYERS - 1, "seat");
        m->u.move.moves = (uint16_t)metro_wire_get_u16(r, 0, 65535, "moves");
        GET_TEXT(r, m->u.move.text, METRO_NET_MOVE_TEXT, move_text_ok, false, "move");
        break;
    case METRO_MSG_CHAT:
        GET_TEXT(r, m->u.chat.text, METRO_NET_CHAT, metro_net_text_ok, false, "chat");
        break;
    case METRO_MSG_UNDO_ASK:
        m->u.undo_ask.seat = (uint8_t)metro_wire_get_u8(r, 0, METRO_MAX_PLAYERS - 1, "seat");
        break;
    case METRO_MSG_UNDO_VOTE:
        m->u.undo_vote.seat = (uint8_t)metro_wire_get_u8(r, 0, METRO_MAX_PLAYERS - 1, "seat");
        m->u.undo_vote.yes = (uint8_t)metro_wire_get_u8(r, 0, 1, "vote");
        break;
    case METRO_MSG_START:
    case METRO_MSG_LEAVE:
        break;
    default:
        metro_wire_fail(r, "message type %d is not one a client sends", m->type);
    }
}

/* ---- Host messages ---------------------------------------------------------------------- */

static void put_seat_info(metro_wire_out *w, const metro_net_seat_info *si)
{
    metro_wire_put_u8(w, si->kind);
    metro_wire_put_u8(w, si->present);
    metro_wire_put_u8(w, si->stand_in);
    metro_wire_put_str(w, si->name);
    metro_wire_put_str(w, si->ai);
}

static void get_seat_info(metro_wire_in *r, metro_net_seat_info *si)
{
    si->kind = (uint8_t)metro_wire_get_u8(r, METRO_SEAT_OPEN, METRO_SEAT_COMPUTER, "seat kind");
    si->present = (uint8_t)metro_wire_get_u8(r, 0, 1, "present");
    si->stand_in = (uint8_t)metro_wire_get_u8(r, 0, 1, "stand-in");
    GET_TEXT(r, si->name, METRO_NET_PLAYER_NAME, metro_net_player_name_ok, true, "player name");
    GET_TEXT(r, si->ai, METRO_NET_AI_NAME, metro_net_ai_name_ok, true, "computer player");
}

static void put_host(metro_wire_out *w, const metro_msg *m)
{
    switch (m->type) {
    case METRO_MSG_WELCOME:
        metro_wire_put_bytes(w, magic, sizeof magic);
        metro_wire_put_u16(w, m->u.hello.version);
        metro_wire_put_str(w, m->u.hello.program);
        break;
    case METRO_MSG_REFUSE:
        metro_wire_put_u8(w, m->u.refuse.code);
        metro_wire_put_u8(w, m->u.refuse.about);
        metro_wire_put_str(w, m->u.refuse.text);
        break;
    case METRO_MSG_TABLES:
        metro_wire_put_u16(w, m->u.tables.total);
        metro_wire_put_u16(w, m->u.tables.first);
        metro_wire_put_u8(w, m->u.tables.n);
        for (int i = 0; i < m->u.tables.n && i < METRO_NET_PAGE; i++)
            put_table_info(w, &m->u.tables.table[i], true);
        break;
    case METRO_MSG_JOINED:
        metro_wire_put_str(w, m->u.joined.table);
        metro_wire_put_u8(w, m->u.joined.seat);
        metro_wire_put_u8(w, m->u.joined.owner);
        metro_wire_put_bytes(w, m->u.joined.token, METRO_NET_TOKEN);
        break;
    case METRO_MSG_LOBBY:
        metro_wire_put_str(w, m->u.lobby.table);
        metro_wire_put_u8(w, m->u.lobby.state);
        put_setup(w, &m->u.lobby.setup);
        metro_wire_put_u8(w, m->u.lobby.seed_given);
        metro_wire_put_u16(w, m->u.lobby.grace);
        metro_wire_put_u8(w, m->u.lobby.owner);
        for (int p = 0; p < m->u.lobby.setup.players && p < METRO_MAX_PLAYERS; p++)
            put_seat_info(w, &m->u.lobby.seat[p]);
        metro_wire_put_u8(w, m->u.lobby.spectators);
        break;
    case METRO_MSG_VIEW:
        metro_wire_put_u8(w, m->u.view.seat);
        metro_wire_put_u16(w, m->u.view.moves);
        metro_wire_put_u8(w, m->u.view.last_seat);
        metro_wire_put_str(w, m->u.view.last_move);
        metro_wire_put_u16(w, m->u.view.len);
        metro_wire_put_bytes(w, m->u.view.bytes, m->u.view.len);
        break;
    case METRO_MSG_SAID:
        metro_wire_put_u8(w, m->u.said.seat);
        metro_wire_put_str(w, m->u.said.name);
        metro_wire_put_str(w, m->u.said.text);
        break;
    case METRO_MSG_NOTICE:
        metro_wire_put_u8(w, m->u.notice.kind);
        metro_wire_put_u8(w, m->u.notice.seat);
        metro_wire_put_str(w, m->u.notice.name);
        break;
    case METRO_MSG_UNDO_ASKED:
        metro_wire_put_u8(w, m->u.undo_asked.seat);
        metro_wire_put_u16(w, m->u.undo_asked.moves);
        metro_wire_put_u8(w, m->u.undo_asked.seconds);
        break;
    case METRO_MSG_OVER:
        metro_wire_put_u8(w, m->u.over.players);
        for (int p = 0; p < m->u.over.players && p < METRO_MAX_PLAYERS; p++)
            metro_wire_put_i16(w, m->u.over.score[p]);
        break;
    default:
        break;
    }
}

static bool refuse_text_ok(const char *s)
{
    return metro_net_text_ok(s);
}

static void get_host(metro_wire_in *r, metro_msg *m)
{
    switch (m->type) {
    case METRO_MSG_WELCOME:
        get_hello(r, m);
        break;
    case METRO_MSG_REFUSE:
        m->u.refuse.code = (uint8_t)metro_wire_get_u8(r, 1, 255, "refusal");
        m->u.refuse.about = (uint8_t)metro_wire_get_u8(r, 0, 127, "refused message");
        GET_TEXT(r, m->u.refuse.text, METRO_NET_TEXT, refuse_text_ok, true, "reason");
        break;
    case METRO_MSG_TABLES:
        m->u.tables.total = (uint16_t)metro_wire_get_u16(r, 0, 65535, "tables");
        m->u.tables.first = (uint16_t)metro_wire_get_u16(r, 0, 65535, "first table");
        m->u.tables.n = (uint8_t)metro_wire_get_u8(r, 0, METRO_NET_PAGE, "tables listed");
        for (int i = 0; i < m->u.tables.n && !r->bad; i++)
            get_table_info(r, &m->u.tables.table[i], true);
        break;
    case METRO_MSG_JOINED:
        GET_TEXT(r, m->u.joined.table, METRO_NET_TABLE_NAME, metro_net_table_name_ok, false,
                 "table");
        m->u.joined.seat = (uint8_t)metro_wire_get_u8(r, 0, METRO_MAX_PLAYERS - 1, "seat");
        m->u.joined.owner = (uint8_t)metro_wire_get_u8(r, 0, 1, "owner");
        metro_wire_get_bytes(r, m->u.joined.token, METRO_NET_TOKEN, "token");
        break;
    case METRO_MSG_LOBBY:
        GET_TEXT(r, m->u.lobby.table, METRO_NET_TABLE_NAME, metro_net_table_name_ok, false,
                 "table");
        m->u.lobby.state =
            (uint8_t)metro_wire_get_u8(r, METRO_TABLE_LOBBY, METRO_TABLE_OVER, "table state");
        get_setup(r, &m->u.lobby.setup);
        m->u.lobby.seed_given = (uint8_t)metro_wire_get_u8(r, 0, 1, "seed given");
        m->u.lobby.grace = (uint16_t)metro_wire_get_u16(r, 0, 3600, "grace");
        m->u.lobby.owner =
            (uint8_t)metro_wire_get_u8(r, 0, m->u.lobby.setup.players - 1, "owner seat");
        for (int p = 0; p < m->u.lobby.setup.players && !r->bad; p++)
            get_seat_info(r, &m->u.lobby.seat[p]);
        m->u.lobby.spectators = (uint8_t)metro_wire_get_u8(r, 0, 255, "spectators");
        break;
    case METRO_MSG_VIEW:
        m->u.view.seat = (uint8_t)metro_wire_get_u8(r, 0, 255, "seat");
        if (m->u.view.seat >= METRO_MAX_PLAYERS && m->u.view.seat != METRO_NET_NO_SEAT)
            metro_wire_fail(r, "seat: %d", m->u.view.seat);
        m->u.view.moves = (uint16_t)metro_wire_get_u16(r, 0, 65535, "moves");
        m->u.view.last_seat = (uint8_t)metro_wire_get_u8(r, 0, 255, "last seat");
        if (m->u.view.last_seat >= METRO_MAX_PLAYERS && m->u.view.last_seat != METRO_NET_NO_SEAT)
            metro_wire_fail(r, "last seat: %d", m->u.view.last_seat);
        GET_TEXT(r, m->u.view.last_move, METRO_NET_MOVE_TEXT, move_text_ok, true, "last move");
        m->u.view.len = (uint16_t)metro_wire_get_u16(r, 1, METRO_VIEW_MAX, "view length");
        metro_wire_get_bytes(r, m->u.view.bytes, m->u.view.len, "view");
        break;
    case METRO_MSG_SAID:
        m->u.said.seat = (uint8_t)metro_wire_get_u8(r, 0, 255, "seat");
        GET_TEXT(r, m->u.said.name, METRO_NET_PLAYER_NAME, metro_net_player_name_ok, true,
                 "player name");
        GET_TEXT(r, m->u.said.text, METRO_NET_CHAT, metro_net_text_ok, false, "chat");
        break;
    case METRO_MSG_NOTICE:
        m->u.notice.kind = (uint8_t)metro_wire_get_u8(r, 1, METRO_NOTICE_LAST, "notice");
        m->u.notice.seat = (uint8_t)metro_wire_get_u8(r, 0, METRO_MAX_PLAYERS - 1, "seat");
        GET_TEXT(r, m->u.notice.name, METRO_NET_PLAYER_NAME, metro_net_player_name_ok, true,
                 "player name");
        break;
    case METRO_MSG_UNDO_ASKED:
        m->u.undo_asked.seat = (uint8_t)metro_wire_get_u8(r, 0, METRO_MAX_PLAYERS - 1, "seat");
        m->u.undo_asked.moves = (uint16_t)metro_wire_get_u16(r, 0, 65535, "moves");
        m->u.undo_asked.seconds = (uint8_t)metro_wire_get_u8(r, 1, 255, "seconds");
        break;
    case METRO_MSG_OVER:
        m->u.over.players = (uint8_t)metro_wire_get_u8(r, 1, METRO_MAX_PLAYERS, "players");
        for (int p = 0; p < m->u.over.players; p++)
            m->u.over.score[p] = (int16_t)metro_wire_get_i16(r, -32768, 32767, "score");
        break;
    default:
        metro_wire_fail(r, "message type %d is not one the host sends", m->type);
    }
}

/* ---- Entry points ------------------------------------------------------------------------ */

int metro_msg_encode(const metro_msg *m, uint8_t *buf, size_t cap)
{
    metro_wire_out w;
    metro_wire_out_init(&w, buf, cap);
    metro_wire_put_u8(&w, m->type);
    if (m->type < 128)
        put_client(&w, m);
    else
        put_host(&w, m);
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
    if (!r.bad && (m->type < 128) != from_client)
        metro_wire_fail(&r, "message type %d is not one the %s sends", m->type,
                        from_client ? "client" : "host");
    if (!r.bad) {
        if (from_client)
            get_client(&r, m);
        else
            get_host(&r, m);
    }
    if (metro_wire_end(&r, "message")) return 0;
    if (why && whylen) snprintf(why, whylen, "%s", r.why);
    return -1;
}

/* ---- Set-ups and the engine's configuration ------------------------------------------------ */

int metro_net_setup_config(const metro_net_setup *su, metro_config *cfg, char *err, size_t errlen)
{
    metro_config_default(cfg, su->players);
    cfg->seed = 0;
    cfg->hand_size = su->hand;
    cfg->free_orientation = su->free_orientation != 0;
    if (metro_modules_parse(su->modules, &cfg->modules, err, errlen)) return METRO_ERR_CONFIG;
    for (int i = 0; i < su->n_options; i++) {
        int slot = metro_module_find(su->option_id[i]);
        if (slot < 0 || !(cfg->modules >> slot & 1u) || !metro_module_get(slot)->option.key) {
            snprintf(err, errlen, "option for %s: no such module in play with an option",
                     su->option_id[i]);
            return METRO_ERR_CONFIG;
        }
        cfg->module_option[slot] = su->option_value[i];
    }
    return metro_modules_check_config(cfg, err, errlen);
}

void metro_net_setup_from(metro_net_setup *su, const metro_config *cfg)
{
    memset(su, 0, sizeof *su);
    su->players = (uint8_t)cfg->players;
    su->hand = (uint8_t)cfg->hand_size;
    su->free_orientation = cfg->free_orientation;
    metro_modules_format(cfg->modules, su->modules, sizeof su->modules);
    for (int slot = 0; slot < metro_module_count() && su->n_options < METRO_NET_MAX_OPTIONS;
         slot++) {
        const struct metro_module *mod = metro_module_get(slot);
        if (!(cfg->modules >> slot & 1u) || !mod->option.key) continue;
        snprintf(su->option_id[su->n_options], sizeof su->option_id[0], "%s", mod->id);
        su->option_value[su->n_options++] = (int16_t)cfg->module_option[slot];
    }
}

/* ---- LAN discovery ------------------------------------------------------------------------ */

static const uint8_t query_mark[5] = {'M', 'T', 'R', 'O', '?'};
static const uint8_t answer_mark[5] = {'M', 'T', 'R', 'O', '!'};

/* A query as long as an answer's head, so that the host never sends back
 * much more than it receives from an address that may be forged. */
void metro_net_query(uint8_t out[METRO_NET_QUERY_LEN])
{
    memset(out, 0, METRO_NET_QUERY_LEN);
    memcpy(out, query_mark, sizeof query_mark);
    out[5] = METRO_PROTOCOL_VERSION & 0xFF;
    out[6] = METRO_PROTOCOL_VERSION >> 8;
}

bool metro_net_is_query(const uint8_t *buf, size_t len)
{
    return len == METRO_NET_QUERY_LEN && memcmp(buf, query_mark, sizeof query_mark) == 0;
}

int metro_net_answer_encode(const metro_net_answer *a, uint8_t *buf, size_t cap)
{
    metro_wire_out w;
    metro_wire_out_init(&w, buf, cap < METRO_NET_ANSWER_MAX ? cap : METRO_NET_ANSWER_MAX);
    metro_wire_put_bytes(&w, answer_mark, sizeof answer_mark);
    metro_wire_put_u16(&w, a->version);
    metro_wire_put_u16(&w, a->port);
    metro_wire_put_str(&w, a->name);
    metro_wire_put_u16(&w, a->total);
    metro_wire_put_u8(&w, a->n);
    for (int i = 0; i < a->n && i < 8; i++) put_table_info(&w, &a->table[i], false);
    return w.full ? -1 : (int)w.len;
}

int metro_net_answer_decode(metro_net_answer *a, const uint8_t *buf, size_t len, char *why,
                            size_t whylen)
{
    metro_wire_in r;
    uint8_t mark[5];
    memset(a, 0, sizeof *a);
    metro_wire_in_init(&r, buf, len);
    if (len > METRO_NET_ANSWER_MAX) metro_wire_fail(&r, "answer of %zu bytes", len);
    if (metro_wire_get_bytes(&r, mark, sizeof mark, "mark") && memcmp(mark, answer_mark, 5))
        metro_wire_fail(&r, "not a Metro answer");
    a->version = (uint16_t)metro_wire_get_u16(&r, 0, 65535, "protocol version");
    a->port = (uint16_t)metro_wire_get_u16(&r, 1, 65535, "port");
    GET_TEXT(&r, a->name, METRO_NET_PLAYER_NAME, metro_net_player_name_ok, false, "server name");
    a->total = (uint16_t)metro_wire_get_u16(&r, 0, 65535, "tables");
    a->n = (uint8_t)metro_wire_get_u8(&r, 0, 8, "tables listed");
    for (int i = 0; i < a->n && !r.bad; i++) get_table_info(&r, &a->table[i], false);
    if (metro_wire_end(&r, "answer")) return 0;
    if (why && whylen) snprintf(why, whylen, "%s", r.why);
    return -1;
}
