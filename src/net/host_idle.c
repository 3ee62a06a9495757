/* Sleeping tables (docs/protocol.md "Tables on the host"): a turn-based
 * game nobody is at may wait days for a move, and its record (room for
 * METRO_MAX_HISTORY moves, about 39 KiB) need not wait in memory. Once
 * saved and quiet, the table keeps only what the lists ask (its seats,
 * names and keys, modules, whose turn, the deadline) and its game waits in
 * the store; a JOIN, REJOIN or WATCH reads it back, and so does its
 * deadline, which a heap of the sleeping tables' deadlines watches. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "host_internal.h"

/* ---- The deadlines of the sleeping tables: a min-heap by time ----------------------------- */

static void due_swap(host_due *a, host_due *b)
{
    host_due tmp = *a;
    *a = *b, *b = tmp;
}

static bool due_push(metro_host *h, uint64_t at, uint64_t serial)
{
    if (h->n_due == h->cap_due) {
        int cap = h->cap_due ? 2 * h->cap_due : 64;
        host_due *grown = realloc(h->due, sizeof *grown * (size_t)cap);
        if (!grown) return false;
        h->due = grown, h->cap_due = cap;
    }
    int i = h->n_due++;
    h->due[i] = (host_due){at, serial};
    for (; i > 0 && h->due[(i - 1) / 2].at > h->due[i].at; i = (i - 1) / 2)
        due_swap(&h->due[i], &h->due[(i - 1) / 2]);
    return true;
}

static host_due due_pop(metro_host *h)
{
    host_due top = h->due[0];
    h->due[0] = h->due[--h->n_due];
    for (int i = 0;;) {
        int least = i, l = 2 * i + 1, r = l + 1;
        if (l < h->n_due && h->due[l].at < h->due[least].at) least = l;
        if (r < h->n_due && h->due[r].at < h->due[least].at) least = r;
        if (least == i) break;
        due_swap(&h->due[i], &h->due[least]);
        i = least;
    }
    return top;
}

/* ---- Sleep and wake ----------------------------------------------------------------------- */

/* Nothing but an absent player's move can change the table: nobody is
 * there, every change is saved and sent, no computer is due or thinking. */
static bool waits_for_absent_player(const host_table *t)
{
    if (t->state != METRO_TABLE_PLAYING || !t->deadline_h || t->n_spectators || t->vote.open ||
        t->ai_busy || t->saving || t->dirty_listed || t->n_out || t->version > t->saved)
        return false;
    for (int p = 0; p < t->game->cfg.players; p++)
        if (t->seat[p].conn >= 0) return false;
    const host_seat *s = &t->seat[t->game->state.current];
    return s->kind == METRO_SEAT_HUMAN && !s->stand_in && t->deadline_seat < 0;
}

bool host_sleep_if_idle(metro_host *h, host_table *t)
{
    if (!t->game || !waits_for_absent_player(t)) return false;
    uint64_t at = t->turn_at + (uint64_t)t->deadline_h * (uint64_t)h->cfg.hour_ms;
    if (at <= h->now || !due_push(h, at, t->serial)) return false;
    t->players = t->game->cfg.players;
    t->turn = t->game->state.current;
    t->modules = t->game->cfg.modules;
    t->wake_at = at;
    free(t->game);
    t->game = NULL, t->recent = NULL;
    host_awake_remove(h, t);
    h->asleep++;
    return true;
}

void host_last_move(host_table *t)
{
    const metro_game *g = t->game;
    t->last_seat = -1, t->last_move[0] = 0;
    if (!g->cursor) return;
    static _Thread_local metro_state s;
    s = g->initial;
    for (int i = 0; i < g->cursor - 1; i++) metro_apply_unchecked(&s, &g->moves[i]);
    t->last_seat = s.current;
    metro_move_format(&s, &g->moves[g->cursor - 1], t->last_move, sizeof t->last_move);
}

bool host_game_alloc(host_table *t)
{
    host_game_block *b = calloc(1, sizeof *b);
    if (!b) return false;
    t->game = &b->game, t->recent = b->recent;
    return true;
}

bool host_wake(metro_host *h, host_table *t, const char *why)
{
    if (t->game) return true;
    char err[300] = "out of memory";
    char *text = net_store_game(h->store, t->name, err, sizeof err);
    bool ok = text && host_game_alloc(t) &&
              metro_game_load_text(t->game, text, t->name, err, sizeof err) == 0 &&
              host_awake_add(h, t);
    free(text);
    if (!ok) {
        free(t->game);
        t->game = NULL, t->recent = NULL;
        host_log(h, "table %s could not wake (%s): %s", t->name, why, err);
        return false;
    }
    metro_game *g = t->game;
    metro_game_seek(g, g->cursor);
    if (g->cursor != t->moves_saved) /* the store is what a restart would resume */
        host_log(h, "table %s woke with %d moves; %d were saved before it slept", t->name,
                 g->cursor, t->moves_saved);
    t->moves_saved = g->cursor;
    t->appended = HOST_APPEND_MAX; /* unknown: the next save writes the game whole */
    t->idle_since = 0;
    host_last_move(t);
    h->asleep--;
    host_log(h, "table %s wakes (%s): %d moves", t->name, why, g->cursor);
    return true;
}

void host_wake_due(metro_host *h)
{
    while (h->n_due && h->due[0].at <= h->now) {
        host_due d = due_pop(h);
        host_table *t = host_find_serial(h, d.serial);
        if (!t || t->game || t->wake_at != d.at) continue; /* awake since, or gone */
        if (!host_wake(h, t, "its deadline")) {            /* try again in a minute */
            t->wake_at = h->now + 60000;
            due_push(h, t->wake_at, t->serial);
        }
    }
}
