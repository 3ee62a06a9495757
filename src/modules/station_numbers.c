/* Module 4a, station numbers (docs/rules.md §6.4): secret station chits pay their
 * holder the points of the line that arrived at that station. */
#include <stdio.h>
#include <string.h>

#include "module_util.h"
#include "metro/i18n_mark.h"

typedef struct chits_state {
    int8_t holder[METRO_STATIONS + 1]; /* seat holding station st's chit, -1 none */
} chits_state;
_Static_assert(sizeof(chits_state) <= METRO_MODULE_BYTES, "chits state too big");

static const char *const excludes[] = {"shares", NULL};

static int validate(const metro_config *cfg, int slot, char *err, size_t errlen)
{
    int k = cfg->module_option[slot];
    if (cfg->players > 0 && k * cfg->players > METRO_STATIONS) {
        snprintf(err, errlen,
                 "station-numbers: %d chits each for %d players is more than the %d "
                 "chits (at most %d each)",
                 k, cfg->players, METRO_STATIONS, METRO_STATIONS / cfg->players);
        return METRO_ERR_CONFIG;
    }
    return METRO_OK;
}

static void setup(metro_state *s, int slot)
{
    chits_state *st = METRO_MODULE_STATE(chits_state, s, slot);
    uint8_t chit[METRO_STATIONS];
    for (int i = 0; i < METRO_STATIONS; i++) chit[i] = (uint8_t)(i + 1);
    metro_rng_shuffle(&s->rng, chit, METRO_STATIONS);
    memset(st->holder, -1, sizeof st->holder);
    int k = s->cfg.module_option[slot], n = 0;
    for (int i = 0; i < k; i++)
        for (int p = 0; p < s->cfg.players; p++) st->holder[chit[n++]] = (int8_t)p;
}

static void final_scores(const metro_state *s, int slot, int out[METRO_MAX_PLAYERS])
{
    const chits_state *st = METRO_MODULE_STATE_CONST(chits_state, s, slot);
    for (int station = 1; station <= METRO_STATIONS; station++)
        if (st->holder[station] >= 0) out[st->holder[station]] += metro_chit_points(s, station);
}

/* The seat sees only its own chits and how many each other player holds:
 * every other chit is dealt again, in the same numbers. */
static void redeal_hidden(metro_state *s, int slot, int seat, metro_rng *rng)
{
    chits_state *st = METRO_MODULE_STATE(chits_state, s, slot);
    uint8_t pool[METRO_STATIONS];
    int n = 0, count[METRO_MAX_PLAYERS] = {0};
    for (int station = 1; station <= METRO_STATIONS; station++) {
        int h = st->holder[station];
        if (h == seat && seat >= 0) continue; /* a spectator sees no chit */
        pool[n++] = (uint8_t)station;         /* ascending: independent of who holds it */
        if (h >= 0) count[h]++;
        st->holder[station] = -1;
    }
    metro_rng_shuffle(rng, pool, n);
    int i = 0;
    for (int p = 0; p < s->cfg.players; p++)
        for (int k = 0; k < count[p]; k++) st->holder[pool[i++]] = (int8_t)p;
}

/* "chits C1 .. CN": per seat STATION:POINTS,.. ('-' for none). */
static int summary(const metro_state *s, int slot, char *out, size_t n)
{
    const chits_state *st = METRO_MODULE_STATE_CONST(chits_state, s, slot);
    size_t at = (size_t)snprintf(out, n, "chits");
    for (int p = 0; p < s->cfg.players; p++) {
        int k = 0;
        for (int station = 1; station <= METRO_STATIONS; station++)
            if (st->holder[station] == p)
                at += (size_t)snprintf(out + at, at < n ? n - at : 0, "%s%d:%d", k++ ? "," : " ",
                                       station, metro_chit_points(s, station));
        if (!k) at += (size_t)snprintf(out + at, at < n ? n - at : 0, " -");
    }
    return (int)at;
}

/* Seat views: the seat's own chits, and how many each other seat holds. */
static void view_write(const metro_state *s, int slot, int seat, metro_wire_out *w)
{
    const chits_state *st = METRO_MODULE_STATE_CONST(chits_state, s, slot);
    uint32_t mine = 0;
    int count[METRO_MAX_PLAYERS] = {0};
    for (int station = 1; station <= METRO_STATIONS; station++) {
        int h = st->holder[station];
        if (h >= 0) count[h]++;
        if (h >= 0 && h == seat) mine |= 1u << (station - 1);
    }
    metro_wire_put_u32(w, mine);
    for (int p = 0; p < s->cfg.players; p++) metro_wire_put_u8(w, (unsigned)count[p]);
}

/* The other seats' chits are the lowest stations the seat does not hold,
 * dealt in seat order (the canonical deal). */
static void view_read(metro_state *s, int slot, int seat, metro_wire_in *r)
{
    chits_state *st = METRO_MODULE_STATE(chits_state, s, slot);
    uint32_t mine = metro_wire_get_u32(r, "own chits");
    int count[METRO_MAX_PLAYERS] = {0}, total = 0;
    for (int p = 0; p < s->cfg.players; p++)
        total += count[p] = (int)metro_wire_get_u8(r, 0, METRO_STATIONS, "chits held");
    if (r->bad) return;
    if (seat < 0 ? mine != 0 : __builtin_popcount(mine) != count[seat])
        metro_wire_fail(r, "chits: the seat's own chits do not match their count");
    if (total > METRO_STATIONS) metro_wire_fail(r, "chits: %d held, 32 exist", total);
    if (r->bad) return;
    memset(st->holder, -1, sizeof st->holder);
    for (int station = 1; station <= METRO_STATIONS; station++)
        if (mine >> (station - 1) & 1u) st->holder[station] = (int8_t)seat;
    int station = 1;
    for (int p = 0; p < s->cfg.players; p++)
        for (int k = 0; p != seat && k < count[p]; k++) {
            while (mine >> (station - 1) & 1u) station++;
            st->holder[station++] = (int8_t)p;
        }
}

const struct metro_module metro_module_station_numbers = {
    .id = "station-numbers",
    .name = METRO_N_("Station numbers"),
    .description = METRO_N_("Secret station chits pay their holder the points of the line that "
                            "arrives at that station."),
    .excludes = excludes,
    .min_players = 2,
    .max_players = METRO_MAX_PLAYERS,
    .option = {.key = "chits",
               .label = METRO_N_("chits per player"),
               .min = 1,
               .max = METRO_STATIONS / 2,
               .def = 2,
               .alias = "--chits"},
    .validate = validate,
    .setup = setup,
    .final_scores = final_scores,
    .redeal_hidden = redeal_hidden,
    .summary = summary,
    .view_write = view_write,
    .view_read = view_read,
};

/* ---- Views (include/metro/modules.h) ------------------------------------------ */

int metro_chit_holder(const metro_state *s, int station)
{
    if (!module_in_play(s, MODULE_SLOT_station_numbers) || station < 1 || station > METRO_STATIONS)
        return -1;
    return METRO_MODULE_STATE_CONST(chits_state, s, MODULE_SLOT_station_numbers)->holder[station];
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
