/* Ratings on the wire (docs/protocol.md, TABLES and LOBBY): each seat's
 * rating reads back as sent, and a rating the decoder cannot trust (a kind
 * out of range, an ordinal beside "no rating" or "new") makes the message
 * malformed. */
#include <string.h>

#include "check.h"
#include "proto.h"

static uint8_t buf[METRO_NET_MAX_HOST_MSG];

static metro_msg tables(void)
{
    metro_msg m = {.type = METRO_MSG_TABLES};
    m.u.tables.total = 1, m.u.tables.n = 1;
    metro_net_table_info *t = &m.u.tables.table[0];
    strcpy(t->name, "club"), t->players = 3, t->turn = METRO_NET_NO_SEAT;
    t->rating[0] = (metro_net_rating){METRO_NET_RATED, -12};
    t->rating[1] = (metro_net_rating){METRO_NET_RATING_NEW, 0};
    t->rating[2] = (metro_net_rating){METRO_NET_UNRATED, 0};
    return m;
}

static metro_msg lobby(void)
{
    metro_msg m = {.type = METRO_MSG_LOBBY};
    strcpy(m.u.lobby.table, "club");
    metro_config cfg;
    metro_config_default(&cfg, 2);
    metro_net_setup_from(&m.u.lobby.setup, &cfg);
    m.u.lobby.seat[0].kind = METRO_SEAT_HUMAN, strcpy(m.u.lobby.seat[0].name, "Ann");
    m.u.lobby.seat[0].rating = (metro_net_rating){METRO_NET_RATED, 31};
    m.u.lobby.seat[1].kind = METRO_SEAT_COMPUTER, strcpy(m.u.lobby.seat[1].ai, "greedy");
    return m;
}

/* The encoded message's bytes, and where its last seat's rating starts. */
static int encode(const metro_msg *m, int *last_rating)
{
    int n = metro_msg_encode(m, buf, sizeof buf);
    CHECK(n > 3);
    *last_rating = n - 3;
    if (m->type == METRO_MSG_LOBBY) *last_rating -= 3; /* spectators, deadline, private */
    return n;
}

static bool decodes(int n, metro_msg *out)
{
    char why[200];
    return metro_msg_decode(out, buf, (size_t)n, false, why, sizeof why) == 0;
}

int main(void)
{
    static metro_msg got;
    int at, n;
    metro_msg t = tables();
    n = encode(&t, &at);
    CHECK(decodes(n, &got));
    CHECK(!memcmp(got.u.tables.table[0].rating, t.u.tables.table[0].rating,
                  3 * sizeof t.u.tables.table[0].rating[0]));
    buf[at] = 3; /* no such kind */
    CHECK(!decodes(n, &got));
    buf[at] = METRO_NET_UNRATED, buf[at + 1] = 5; /* an ordinal without a rating */
    CHECK(!decodes(n, &got));
    buf[at] = METRO_NET_RATING_NEW;
    CHECK(!decodes(n, &got));
    buf[at] = METRO_NET_RATED;
    CHECK(decodes(n, &got) && got.u.tables.table[0].rating[2].ordinal == 5);

    metro_msg l = lobby();
    n = encode(&l, &at);
    CHECK(decodes(n, &got));
    CHECK(got.u.lobby.seat[0].rating.kind == METRO_NET_RATED &&
          got.u.lobby.seat[0].rating.ordinal == 31 &&
          got.u.lobby.seat[1].rating.kind == METRO_NET_UNRATED);
    buf[at + 2] = 0x80; /* -32768: below the range */
    buf[at] = METRO_NET_RATED, buf[at + 1] = 0;
    CHECK(!decodes(n, &got));
    return check_done();
}
