/* net_probe undo HOST:PORT TABLE NAME: joins TABLE, makes its first move and
 * at once asks to take it back; exit 0 when the undo is done (every other
 * seat agreed: metro-cli bot votes yes), 1 when it is refused or the vote
 * runs out (30 s: a bot that did not vote). */
#include <stdio.h>
#include <string.h>

#include "metro/ai.h"
#include "probe.h"
#include "session.h"

int probe_undo(const char *hostport, const char *table, const char *name)
{
    probe_conn c;
    if (!probe_connect(&c, hostport)) return fprintf(stderr, "undo: no connection\n"), 1;
    probe_hello(&c, METRO_PROTOCOL_VERSION);
    probe_join(&c, table, name);
    static metro_net_session session;
    static metro_net_event ev;
    uint8_t buf[METRO_NET_MAX_HOST_MSG];
    int seat = -1, n, verdict = -1;
    bool asked = false;
    while (verdict < 0 && (n = probe_recv(&c, buf, sizeof buf, 60000)) >= 0) {
        if (metro_net_session_read(&session, buf, (size_t)n, &ev) != 0)
            return fprintf(stderr, "undo: %s\n", ev.text), 1;
        if (ev.kind == METRO_NET_EV_JOINED) seat = ev.msg.u.joined.seat;
        if (ev.kind == METRO_NET_EV_REFUSED) fprintf(stderr, "undo: %s\n", ev.msg.u.refuse.text);
        if (ev.kind == METRO_NET_EV_NOTICE && ev.msg.u.notice.kind == METRO_NOTICE_UNDONE)
            verdict = 0;
        if (ev.kind == METRO_NET_EV_NOTICE && ev.msg.u.notice.kind == METRO_NOTICE_UNDO_NO)
            verdict = 1;
        if (asked || ev.kind != METRO_NET_EV_VIEW || ev.seat != seat || ev.state.current != seat)
            continue;
        metro_move mv;
        metro_msg m = {.type = METRO_MSG_MOVE}, ask = {.type = METRO_MSG_UNDO_ASK};
        metro_ai_choose(metro_ai_find("greedy"), &ev.state, 1, NULL, &mv);
        m.u.move.seat = (uint8_t)seat, m.u.move.moves = ev.msg.u.view.moves;
        metro_move_format(&ev.state, &mv, m.u.move.text, sizeof m.u.move.text);
        ask.u.undo_ask.seat = (uint8_t)seat;
        probe_send(&c, &m);
        probe_send(&c, &ask); /* before anyone else can move */
        asked = true;
    }
    probe_close(&c);
    printf("undo: %s\n", verdict == 0 ? "done" : verdict == 1 ? "refused" : "no answer");
    return verdict == 0 ? 0 : 1;
}
