/* The host's games in play (docs/protocol.md "Playing"): moves checked
 * against the real game, every seat's view after each one (held back until
 * the move is saved), computer players and stand-ins, undo by consent,
 * chat, and the end. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "host_internal.h"
#include "metro/ai.h"

/* ---- After every change of the position ---------------------------------------------------- */

static void game_over(metro_host *h, host_table *t)
{
    metro_msg o = {.type = METRO_MSG_OVER};
    int score[METRO_MAX_PLAYERS];
    char line[120] = "";
    metro_final_scores(&t->game->state, score);
    o.u.over.players = (uint8_t)t->game->cfg.players;
    for (int p = 0; p < t->game->cfg.players; p++) {
        o.u.over.score[p] = (int16_t)score[p];
        size_t at = strlen(line);
        snprintf(line + at, sizeof line - at, " %d", score[p]);
    }
    t->state = METRO_TABLE_OVER;
    host_queue(h, t, TO_ALL, &o);
    host_reveal(h, t, -1);
    host_rate_game(h, t);
    host_log(h, "table %s: game over, scores%s", t->name, line);
}

static void vote_fails(metro_host *h, host_table *t);

/* A move was played: record its words for the log line of every view. */
static void played(metro_host *h, host_table *t, int seat, const char *text)
{
    t->last_seat = seat;
    snprintf(t->last_move, sizeof t->last_move, "%s", text);
    /* the save appends it to the store (host_store.c) */
    snprintf(t->recent[(t->game->cursor - 1) % HOST_RECENT_MOVES], sizeof *t->recent, "%s", text);
    if (t->game->state.current != seat) /* a turn may take two moves (a draw, then a lay) */
        t->turn_at = h->now, t->deadline_seat = -1; /* the next turn's deadline starts now */
    h->stats.moves++;
    host_changed(h, t);
    host_queue_views(h, t);
    if (metro_over(&t->game->state)) {
        game_over(h, t);
        if (t->vote.open) vote_fails(h, t); /* nothing is taken back from a finished game */
    }
    host_next_turn(h, t);
}

/* Plays m for the seat to move; METRO_OK or the engine's refusal. */
static int play(metro_host *h, host_table *t, const metro_move *m, char *why, size_t whylen)
{
    metro_state *s = &t->game->state;
    char text[METRO_NET_MOVE_TEXT + 1];
    int seat = s->current;
    int rc = metro_move_check(s, m, why, whylen);
    if (rc != METRO_OK) return rc;
    metro_move_format(s, m, text, sizeof text);
    rc = metro_game_play(t->game, m);
    if (rc == METRO_OK) played(h, t, seat, text);
    return rc;
}

static bool needs_computer(const host_table *t, int p)
{
    const host_seat *s = &t->seat[p];
    return s->kind == METRO_SEAT_COMPUTER ||
           (s->kind == METRO_SEAT_HUMAN && (s->stand_in || t->deadline_seat == p));
}

/* The table's recent computer time, decayed to now: what orders the
 * workers' queue, so that every table gets its turn (issue 36, item 10). */
static double recent_ai_ms(const metro_host *h, host_table *t)
{
    if (h->now > t->ai_ms_at) {
        t->ai_ms *= exp2(-(double)(h->now - t->ai_ms_at) / HOST_AI_HALF_LIFE_MS);
        t->ai_ms_at = h->now;
    }
    return t->ai_ms;
}

/* An open undo vote does not hold the computer players up: the undo takes
 * their moves back too, and a hostile asker must not freeze the table. */
void host_next_turn(metro_host *h, host_table *t)
{
    if (t->state != METRO_TABLE_PLAYING || t->ai_busy || h->stopping) return;
    const metro_state *s = &t->game->state;
    int p = s->current;
    if (!needs_computer(t, p)) return;
    static _Thread_local net_ai_job job;
    job.serial = t->serial, job.epoch = t->epoch, job.moves = t->game->cursor, job.seat = p;
    snprintf(job.ai, sizeof job.ai, "%s",
             t->seat[p].kind == METRO_SEAT_COMPUTER ? t->seat[p].ai : h->stand_in);
    job.ms = h->cfg.ai_ms;
    job.priority = recent_ai_ms(h, t);
    /* The table's own seed for its computer players, never the deal's (a
     * seed given at CREATE is known, and play drawn from it would be too),
     * and the move number: a move thrown away is chosen the same again. */
    job.seed = metro_splitmix64(t->ai_seed ^ metro_splitmix64((uint64_t)job.moves));
    job.state = *s;
    t->ai_busy = net_workers_submit(h->ai, &job);
}

void host_take_ai_results(metro_host *h)
{
    net_ai_result r[64];
    int n = net_workers_take(h->ai, r, 64);
    for (int i = 0; i < n; i++) {
        host_table *t = host_find_serial(h, r[i].serial);
        if (!t || !t->game) continue;
        t->ai_busy = false;
        t->ai_ms = recent_ai_ms(h, t) + r[i].cpu_ms;
        const metro_state *s = &t->game->state;
        bool current = r[i].epoch == t->epoch && r[i].moves == t->game->cursor &&
                       r[i].seat == s->current && t->state == METRO_TABLE_PLAYING &&
                       needs_computer(t, r[i].seat);
        if (current) {
            char why[200];
            metro_move m = r[i].move;
            if (r[i].rc != METRO_OK || play(h, t, &m, why, sizeof why) != METRO_OK) {
                metro_move legal[METRO_MAX_MOVES];
                host_log(h, "table %s: the computer player failed; it plays the first legal move",
                         t->name);
                if (metro_legal_moves(s, legal) > 0) play(h, t, &legal[0], why, sizeof why);
            }
            continue;
        }
        host_next_turn(h, t); /* a stale answer: ask again if a computer is due */
    }
}

/* ---- MOVE -------------------------------------------------------------------------------------
 */

void host_on_move(metro_host *h, int conn, const metro_msg *m)
{
    host_table *t = h->conn[conn].table;
    int p = m->u.move.seat;
    if (!t || t->state != METRO_TABLE_PLAYING) {
        host_refuse(h, conn, METRO_REFUSE_NOT_NOW, METRO_MSG_MOVE, "no game in play here");
        return;
    }
    if (h->conn[conn].spectator || !(h->conn[conn].seats >> p & 1u)) {
        host_refuse(h, conn, METRO_REFUSE_NOT_YOURS, METRO_MSG_MOVE, "seat %d is not yours", p + 1);
        return;
    }
    const metro_state *s = &t->game->state;
    if (p != s->current) {
        host_refuse(h, conn, METRO_REFUSE_NOT_TURN, METRO_MSG_MOVE,
                    "it is seat %d's turn, not seat %d's", s->current + 1, p + 1);
        return;
    }
    if (m->u.move.moves != t->game->cursor) {
        host_refuse(h, conn, METRO_REFUSE_STALE, METRO_MSG_MOVE,
                    "the move is for position %d; the game is at %d", m->u.move.moves,
                    t->game->cursor);
        return;
    }
    if (t->game->n_moves >= METRO_MAX_HISTORY) {
        host_refuse(h, conn, METRO_REFUSE_ILLEGAL, METRO_MSG_MOVE, "the record is full");
        return;
    }
    metro_move mv;
    char why[200] = "";
    int rc = metro_move_parse(s, m->u.move.text, &mv, why, sizeof why);
    /* A player who wants to move is never held up by a vote: the move
     * ends it (issue 36, item 9), unless the rules refuse the move. */
    if (rc == METRO_OK) rc = metro_move_check(s, &mv, why, sizeof why);
    if (rc == METRO_OK && t->vote.open) vote_fails(h, t);
    if (rc == METRO_OK) rc = play(h, t, &mv, why, sizeof why);
    if (rc != METRO_OK) {
        host_refuse(h, conn, METRO_REFUSE_ILLEGAL, METRO_MSG_MOVE, "%s: %s", m->u.move.text,
                    why[0] ? why : metro_error_text(rc));
        return;
    }
}

/* ---- CHAT ---------------------------------------------------------------------------------- */

/* One more line from this budget, if it has room: HOST_CHAT_BURST at once,
 * then one every HOST_CHAT_EVERY_MS. */
static bool chat_allowed(host_chat *b, uint64_t now)
{
    b->spent -= (double)(now - b->at) / HOST_CHAT_EVERY_MS;
    if (b->spent < 0) b->spent = 0;
    b->at = now;
    if (b->spent + 1 > HOST_CHAT_BURST) return false;
    b->spent += 1;
    return true;
}

void host_on_chat(metro_host *h, int conn, const metro_msg *m)
{
    host_conn *c = &h->conn[conn];
    host_table *t = c->table;
    if (!t) {
        host_refuse(h, conn, METRO_REFUSE_NOT_NOW, METRO_MSG_CHAT, "not at a table");
        return;
    }
    metro_msg said = {.type = METRO_MSG_SAID};
    said.u.said.seat = METRO_NET_NO_SEAT;
    host_chat *budget = &t->spectators_chat;
    for (int p = 0; p < t->game->cfg.players && !c->spectator; p++)
        if (c->seats >> p & 1u) { /* the connection's first seat speaks */
            said.u.said.seat = (uint8_t)p;
            snprintf(said.u.said.name, sizeof said.u.said.name, "%s", t->seat[p].name);
            budget = &t->seat[p].chat;
            break;
        }
    if (!chat_allowed(budget, h->now)) {
        host_refuse(h, conn, METRO_REFUSE_CHAT, METRO_MSG_CHAT,
                    "one line every %d seconds at most (%d at once), per seat",
                    HOST_CHAT_EVERY_MS / 1000, HOST_CHAT_BURST);
        return;
    }
    snprintf(said.u.said.text, sizeof said.u.said.text, "%s", m->u.chat.text);
    host_broadcast(h, t, &said);
}

/* ---- UNDO by consent ----------------------------------------------------------------------- */

/* The seat that played move i of the record (replayed: the record keeps moves only). */
static void movers(const metro_game *g, int n, uint8_t *seat)
{
    static _Thread_local metro_state s;
    s = g->initial;
    for (int i = 0; i < n; i++) {
        seat[i] = s.current;
        metro_apply_unchecked(&s, &g->moves[i]);
    }
}

static void undo_now(metro_host *h, host_table *t)
{
    t->vote.open = false;
    while (t->game->cursor > t->vote.target) metro_game_undo(t->game);
    t->epoch++;
    t->last_seat = -1;
    t->last_move[0] = 0;
    t->turn_at = h->now, t->deadline_seat = -1; /* the seat's turn again, its time anew */
    host_changed(h, t);
    metro_msg n = {.type = METRO_MSG_NOTICE};
    n.u.notice.kind = METRO_NOTICE_UNDONE, n.u.notice.seat = (uint8_t)t->vote.asker;
    snprintf(n.u.notice.name, sizeof n.u.notice.name, "%s", t->seat[t->vote.asker].name);
    host_queue(h, t, TO_ALL, &n);
    host_queue_views(h, t);
    host_log(h, "table %s: moves taken back to %d for seat %d", t->name, t->vote.target,
             t->vote.asker + 1);
    host_next_turn(h, t);
}

/* The asker's last move, with only computers' moves after it: where the
 * undo goes back to; -1 if there is none. */
static int undo_target(const host_table *t, int asker)
{
    static _Thread_local uint8_t seat[METRO_MAX_HISTORY];
    int n = t->game->cursor;
    movers(t->game, n, seat);
    for (int i = n - 1; i >= 0; i--) {
        if (seat[i] == asker) return i;
        if (t->seat[seat[i]].kind == METRO_SEAT_HUMAN) return -1;
    }
    return -1;
}

void host_on_undo_ask(metro_host *h, int conn, const metro_msg *m)
{
    host_table *t = h->conn[conn].table;
    int p = m->u.undo_ask.seat;
    if (!t || t->state != METRO_TABLE_PLAYING || t->vote.open) {
        host_refuse(h, conn, METRO_REFUSE_NOT_NOW, METRO_MSG_UNDO_ASK,
                    "no undo now (no game in play, or a vote is open)");
        return;
    }
    if (h->conn[conn].spectator || !(h->conn[conn].seats >> p & 1u)) {
        host_refuse(h, conn, METRO_REFUSE_NOT_YOURS, METRO_MSG_UNDO_ASK, "seat %d is not yours",
                    p + 1);
        return;
    }
    if (!host_undo_ask_allowed(h, conn, t, p)) return;
    int target = undo_target(t, p);
    if (target < 0) {
        host_refuse(h, conn, METRO_REFUSE_NOT_NOW, METRO_MSG_UNDO_ASK,
                    "no move of seat %d to take back since another player moved", p + 1);
        return;
    }
    uint8_t voters = 0;
    for (int q = 0; q < t->game->cfg.players; q++) {
        if (q == p || t->seat[q].kind != METRO_SEAT_HUMAN) continue;
        if (t->seat[q].conn < 0) {
            host_refuse(h, conn, METRO_REFUSE_NOT_NOW, METRO_MSG_UNDO_ASK,
                        "%s (seat %d) is away and cannot agree", t->seat[q].name, q + 1);
            return;
        }
        voters |= (uint8_t)(1u << q);
    }
    t->seat[p].undo_asks++, t->seat[p].undo_here++;
    t->vote.open = true;
    t->vote.asker = p, t->vote.target = target;
    t->vote.voters = voters, t->vote.yes = 0;
    t->vote.deadline = h->now + HOST_VOTE_SECONDS * 1000u;
    if (!voters) {
        undo_now(h, t);
        return;
    }
    metro_msg a = {.type = METRO_MSG_UNDO_ASKED};
    a.u.undo_asked.seat = (uint8_t)p;
    a.u.undo_asked.moves = (uint16_t)target;
    a.u.undo_asked.seconds = HOST_VOTE_SECONDS;
    host_broadcast(h, t, &a);
}

static void vote_fails(metro_host *h, host_table *t)
{
    t->vote.open = false;
    metro_msg n = {.type = METRO_MSG_NOTICE};
    n.u.notice.kind = METRO_NOTICE_UNDO_NO, n.u.notice.seat = (uint8_t)t->vote.asker;
    snprintf(n.u.notice.name, sizeof n.u.notice.name, "%s", t->seat[t->vote.asker].name);
    host_broadcast(h, t, &n);
    host_next_turn(h, t);
}

void host_on_undo_vote(metro_host *h, int conn, const metro_msg *m)
{
    host_table *t = h->conn[conn].table;
    int p = m->u.undo_vote.seat;
    if (!t || !t->vote.open || !(t->vote.voters >> p & 1u)) {
        host_refuse(h, conn, METRO_REFUSE_NOT_NOW, METRO_MSG_UNDO_VOTE,
                    "no undo vote for seat %d now", p + 1);
        return;
    }
    if (h->conn[conn].spectator || !(h->conn[conn].seats >> p & 1u)) {
        host_refuse(h, conn, METRO_REFUSE_NOT_YOURS, METRO_MSG_UNDO_VOTE, "seat %d is not yours",
                    p + 1);
        return;
    }
    if (!m->u.undo_vote.yes) {
        vote_fails(h, t);
        return;
    }
    t->vote.yes |= (uint8_t)(1u << p);
    if (t->vote.yes == t->vote.voters) undo_now(h, t);
}

/* ---- Timers: stand-ins and votes ------------------------------------------------------------ */

/* A live table's absent player gets the stand-in after the grace. */
static void grace_timers(metro_host *h, host_table *t)
{
    for (int p = 0; p < t->game->cfg.players; p++) {
        host_seat *s = &t->seat[p];
        if (s->kind != METRO_SEAT_HUMAN || s->conn >= 0 || s->stand_in || !s->gone_at ||
            h->now - s->gone_at < (uint64_t)t->grace_s * 1000u)
            continue;
        s->stand_in = true;
        host_log(h, "table %s: seat %d away for %d s: %s plays for it", t->name, p + 1, t->grace_s,
                 h->stand_in);
        metro_msg n = {.type = METRO_MSG_NOTICE};
        n.u.notice.kind = METRO_NOTICE_STAND_IN, n.u.notice.seat = (uint8_t)p;
        snprintf(n.u.notice.name, sizeof n.u.notice.name, "%s", s->name);
        host_broadcast(h, t, &n);
        host_next_turn(h, t);
    }
}

/* A turn-based table waits for an absent player, but only until the
 * deadline: then the stand-in plays that one turn, and the log says so. */
static void deadline_timer(metro_host *h, host_table *t)
{
    int p = t->game->state.current;
    host_seat *s = &t->seat[p];
    if (s->kind != METRO_SEAT_HUMAN || t->deadline_seat >= 0 ||
        h->now - t->turn_at < (uint64_t)t->deadline_h * (uint64_t)h->cfg.hour_ms)
        return;
    t->deadline_seat = p;
    host_log(h, "table %s: seat %d (%s) missed the %d h deadline: %s plays this turn", t->name,
             p + 1, s->name, t->deadline_h, h->stand_in);
    metro_msg n = {.type = METRO_MSG_NOTICE};
    n.u.notice.kind = METRO_NOTICE_DEADLINE, n.u.notice.seat = (uint8_t)p;
    snprintf(n.u.notice.name, sizeof n.u.notice.name, "%s", s->name);
    host_broadcast(h, t, &n);
    host_next_turn(h, t);
}

void host_timers(metro_host *h)
{
    host_wake_due(h); /* a sleeping table's deadline: awake, it falls below */
    for (int i = 0; i < h->n_awake; i++) {
        host_table *t = h->awake[i];
        if (t->state != METRO_TABLE_PLAYING) continue;
        if (t->vote.open && h->now >= t->vote.deadline) vote_fails(h, t);
        if (t->deadline_h)
            deadline_timer(h, t);
        else
            grace_timers(h, t);
    }
}
