/* Read-only accessors of include/metro/modules.h over the modules' private
 * state; each returns a neutral value when its module is not in play. */
#include <string.h>

#include "state.h"

bool metro_module_active(const metro_state *s, const char *id)
{
    return module_slot_active(s, id) >= 0;
}

#define STATE_OR(type, id, fallback)                                                               \
    int slot_ = module_slot_active(s, id);                                                         \
    if (slot_ < 0) return fallback;                                                                \
    const type *st = METRO_MODULE_STATE_CONST(type, s, slot_)

static bool seat_ok(const metro_state *s, int seat)
{
    return seat >= 0 && seat < s->cfg.players;
}

/* ---- Shares ---------------------------------------------------------------- */

int metro_shares_holding(const metro_state *s, int seat, int stack)
{
    STATE_OR(shares_state, "shares", -1);
    return seat_ok(s, seat) && stack >= 0 && stack < METRO_SHARE_STACKS ? st->holding[seat][stack]
                                                                        : -1;
}

bool metro_shares_frozen(const metro_state *s, int seat, int stack)
{
    STATE_OR(shares_state, "shares", false);
    return seat_ok(s, seat) && stack >= 0 && stack < METRO_SHARE_STACKS &&
           (st->frozen[seat] >> stack & 1u);
}

int metro_shares_face_up(const metro_state *s, int stack)
{
    STATE_OR(shares_state, "shares", -1);
    return stack >= 0 && stack < METRO_SHARE_STACKS ? st->face_up[stack] : -1;
}

int metro_shares_stack_count(const metro_state *s, int stack)
{
    STATE_OR(shares_state, "shares", 0);
    return stack >= 0 && stack < METRO_SHARE_STACKS ? st->stack_len[stack] : 0;
}

bool metro_shares_swap_open(const metro_state *s)
{
    return metro_module_active(s, "shares") && shares_swap_open(s);
}

int metro_shares_percent(const metro_state *s, int seat, int company)
{
    int pct = 0;
    for (int k = 0; k < METRO_SHARE_STACKS; k++)
        if (metro_shares_holding(s, seat, k) == company) pct += (k + 1) * 10;
    return pct;
}

int metro_company_points(const metro_state *s, int company)
{
    return company >= 0 && company < METRO_COMPANIES ? s->score[METRO_ACCOUNT_COMPANY0 + company]
                                                     : 0;
}

void metro_shares_payout(const metro_state *s, metro_payout *out)
{
    int points[METRO_COMPANIES], percent[METRO_MAX_PLAYERS][METRO_COMPANIES];
    for (int c = 0; c < METRO_COMPANIES; c++) points[c] = metro_company_points(s, c);
    for (int p = 0; p < METRO_MAX_PLAYERS; p++)
        for (int c = 0; c < METRO_COMPANIES; c++) percent[p][c] = metro_shares_percent(s, p, c);
    metro_payout_compute(points, s->cfg.players, (const int(*)[METRO_COMPANIES])percent, out);
}

/* ---- Central stations --------------------------------------------------- */

int metro_token_owner(const metro_state *s, int slot)
{
    STATE_OR(stations_state, "central-stations", -1);
    return slot >= 0 && slot < METRO_CENTRE_SIDES ? st->owner[slot] : -1;
}

int metro_token_placed_by(const metro_state *s, int slot)
{
    STATE_OR(stations_state, "central-stations", -1);
    return slot >= 0 && slot < METRO_CENTRE_SIDES ? st->placed_by[slot] : -1;
}

bool metro_token_available(const metro_state *s, int account)
{
    STATE_OR(stations_state, "central-stations", false);
    if (metro_module_active(s, "shares")) {
        int c = account - METRO_ACCOUNT_COMPANY0;
        return c >= 0 && c < METRO_COMPANIES && !(st->company_used >> c & 1u);
    }
    return seat_ok(s, account) && !(st->seat_used >> account & 1u);
}

bool metro_token_slot_free(const metro_state *s, int slot)
{
    STATE_OR(stations_state, "central-stations", false);
    return slot >= 0 && slot < METRO_CENTRE_SIDES && st->owner[slot] < 0 &&
           s->cell[metro_centre_slot_square(slot)] == METRO_NO_TILE;
}

/* ---- Station numbers ------------------------------------------------------ */

int metro_chit_holder(const metro_state *s, int station)
{
    STATE_OR(chits_state, "station-numbers", -1);
    return station >= 1 && station <= METRO_STATIONS ? st->holder[station] : -1;
}

int metro_chits_of(const metro_state *s, int seat, int out[METRO_STATIONS])
{
    int n = 0;
    for (int station = 1; station <= METRO_STATIONS; station++)
        if (seat >= 0 && metro_chit_holder(s, station) == seat) out[n++] = station;
    return n;
}

int metro_chit_points(const metro_state *s, int station)
{
    for (int id = 0; id < METRO_MAX_LINES; id++) {
        const metro_line *l = &s->line[id];
        if (l->status == METRO_LINE_DONE && l->dest == station)
            return l->entries * (id >= METRO_STATIONS ? 2 : 1); /* from a central station */
    }
    return 0; /* no line arrived there */
}

/* ---- Solo ------------------------------------------------------------------ */

int metro_solo_revealed(const metro_state *s)
{
    STATE_OR(solo_state, "solo", -1);
    return metro_over(s) ? -1 : st->revealed;
}

bool metro_solo_refuse_allowed(const metro_state *s)
{
    STATE_OR(solo_state, "solo", false);
    return solo_refuse_open(s, st);
}

int metro_solo_pile_left(const metro_state *s)
{
    STATE_OR(solo_state, "solo", 0);
    return st->pile_len;
}

int metro_solo_shares_left(const metro_state *s)
{
    STATE_OR(solo_state, "solo", 0);
    return METRO_COMPANIES - __builtin_popcount(st->removed);
}

bool metro_solo_hard(const metro_state *s)
{
    int slot = module_slot_active(s, "solo");
    return slot >= 0 && s->cfg.module_option[slot] != 0;
}
