/* Catch-up (docs/protocol.md "Catch-up"): a player who rejoins or watches
 * gets the public record of the game so far, so the window can show the log
 * and step through the history. Only what every view has carried already:
 * each move's seat and its text (a lay names a tile now on the board, a
 * draw is "draw"), never a hand, a share, a chit or a chip. Only saved
 * moves: a move is shown to nobody before it is saved. */
#include <string.h>

#include "host_internal.h"

void host_send_record(metro_host *h, const host_table *t, int conn)
{
    static _Thread_local metro_msg m;
    static _Thread_local metro_state s;
    const metro_game *g = t->game;
    int upto = g->cursor < t->moves_saved ? g->cursor : t->moves_saved;
    s = g->initial;
    for (int first = 0; first < upto || first == 0; first += METRO_NET_RECORD_PAGE) {
        memset(&m, 0, sizeof m);
        m.type = METRO_MSG_RECORD;
        m.u.record.total = (uint16_t)upto, m.u.record.first = (uint16_t)first;
        for (int i = first; i < upto && m.u.record.n < METRO_NET_RECORD_PAGE; i++) {
            int n = m.u.record.n++;
            m.u.record.seat[n] = (uint8_t)s.current;
            metro_move_format(&s, &g->moves[i], m.u.record.text[n], sizeof m.u.record.text[n]);
            metro_apply_unchecked(&s, &g->moves[i]);
        }
        host_send(h, conn, &m);
        if (!upto) break;
    }
}
