/* LAN discovery's datagrams (docs/protocol.md "Finding games"): a query,
 * and a host's answer with its first tables. */
#include <stdio.h>
#include <string.h>

#include "proto_wire.h"

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
    for (int i = 0; i < a->n && i < 8; i++) proto_put_table_info(&w, &a->table[i], false);
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
    PROTO_GET_TEXT(&r, a->name, METRO_NET_PLAYER_NAME, metro_net_player_name_ok, false,
                   "server name");
    a->total = (uint16_t)metro_wire_get_u16(&r, 0, 65535, "tables");
    a->n = (uint8_t)metro_wire_get_u8(&r, 0, 8, "tables listed");
    for (int i = 0; i < a->n && !r.bad; i++) proto_get_table_info(&r, &a->table[i], false);
    if (metro_wire_end(&r, "answer")) return 0;
    if (why && whylen) snprintf(why, whylen, "%s", r.why);
    return -1;
}
