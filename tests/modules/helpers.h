/* Helpers for the module tests: set-up by module list, random play, and an
 * independent re-computation of every score from the board alone. */
#pragma once

#include <stdlib.h>

#include "check.h"
#include "tile_name.h"
#include "metro/game.h"
#include "metro/module.h"
#include "metro/modules.h"
#include "metro/city_berlin.h"
#include "metro/city_london.h"
#include "metro/city_new_york.h"
#include "metro/city_st_petersburg.h"
#include "metro/city_stockholm.h"

/* A config for `players` with the modules of `list` ("" for none). */
static inline metro_config make_config(int players, const char *list, uint64_t seed)
{
    metro_config cfg;
    char err[256];
    metro_config_default(&cfg, players);
    cfg.seed = seed;
    /* By id, so that hidden modules (built and tested, not yet offered to
     * players) can be tested too; the combination rules still apply. */
    char ids[256];
    snprintf(ids, sizeof ids, "%s", list);
    for (char *id = strtok(ids, ","); id; id = strtok(NULL, ",")) {
        int slot = metro_module_find(id);
        if (slot < 0) {
            fprintf(stderr, "bad module list in test: %s: no module '%s'\n", list, id);
            abort();
        }
        cfg.modules |= 1u << slot;
    }
    if (metro_modules_check(cfg.modules, players, err, sizeof err)) {
        fprintf(stderr, "bad module list in test: %s: %s\n", list, err);
        abort();
    }
    return cfg;
}

static inline void set_option(metro_config *cfg, const char *id, int value)
{
    cfg->module_option[metro_module_find(id)] = value;
}

static inline void setup_or_die(metro_state *s, const metro_config *cfg)
{
    char err[256];
    if (metro_setup(s, cfg, err, sizeof err)) {
        fprintf(stderr, "set-up failed in test: %s\n", err);
        abort();
    }
}

/* Play the move given as text; checks that it parses and is legal. */
static inline int play_text(metro_state *s, const char *text)
{
    metro_move m;
    char why[256];
    int rc = metro_move_parse(s, text, &m, why, sizeof why);
    if (rc == METRO_OK) rc = metro_apply(s, &m);
    return rc;
}

/* ---- Independent tracing (written from docs/rules.md, not from the engine) --- */

typedef struct traced_line {
    int entries; /* tiles entered, a tile crossed twice counts twice */
    int dest;    /* station 1..32, 33 for the central station, 0 still open */
} traced_line;

static inline traced_line trace_line(const metro_state *s, int sq, int side)
{
    traced_line t = {0, 0};
    for (int step = 0; step < 300; step++) {
        int tile = s->cell[sq];
        if (tile == METRO_NO_TILE) return t;
        t.entries++;
        int out = metro_tile_exit(tile, side);
        int next = metro_neighbour(sq, out);
        if (next < 0) {
            t.dest = metro_station_at(sq, out);
            return t;
        }
        if (metro_is_centre(next) && s->cell[next] == METRO_NO_TILE) {
            t.dest = 33;
            return t;
        }
        sq = next;
        side = (out + 2) % 4;
    }
    t.dest = -1; /* a cycle: cannot happen from a start */
    return t;
}

/* Passes of the line starting at (sq, side) over every square (one per tile
 * entered); the destination as trace_line gives it. */
static inline int trace_passes(const metro_state *s, int sq, int side, int passes[64])
{
    memset(passes, 0, 64 * sizeof(int));
    for (int step = 0; step < 300; step++) {
        int tile = s->cell[sq];
        if (tile == METRO_NO_TILE) return 0;
        passes[sq]++;
        int out = metro_tile_exit(tile, side);
        int next = metro_neighbour(sq, out);
        if (next < 0) return metro_station_at(sq, out);
        if (metro_is_centre(next) && s->cell[next] == METRO_NO_TILE) return 33;
        sq = next;
        side = (out + 2) % 4;
    }
    return -1;
}

/* Berlin's ranking of one colour as the rulebook words it: sort the ticket
 * counts downwards; a holder at place k tied with m others shares the
 * values of places k..k+m-1 (1st high, 2nd low, others 0), rounded down. */
static inline int expected_berlin_share(const int tickets[], int n, int who, int high, int low)
{
    if (tickets[who] <= 0) return 0;
    int sorted[16];
    for (int i = 0; i < n; i++) sorted[i] = tickets[i];
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && sorted[j - 1] < sorted[j]; j--) {
            int t = sorted[j];
            sorted[j] = sorted[j - 1];
            sorted[j - 1] = t;
        }
    int first = 0, count = 0, sum = 0;
    while (sorted[first] != tickets[who]) first++;
    for (int k = first; k < n && sorted[k] == tickets[who]; k++, count++)
        sum += k == 0 ? high : k == 1 ? low : 0;
    return sum / count;
}

/* Everything the final scores depend on, recomputed from the position:
 * the board, the module accessors and the rule tables. */
typedef struct expected_scores {
    int account[METRO_MAX_ACCOUNTS]; /* points per score account */
    int final[METRO_MAX_PLAYERS];    /* final points per seat */
    int open_lines;                  /* lines that have not arrived anywhere */
    int city[METRO_MAX_ACCOUNTS];    /* Metro City points per score account */
    int spb_miscount;                /* St. Petersburg chips not matching the passes */
} expected_scores;

/* Rank values written out as the rulebook describes them: sort the points
 * downwards; a company's value is 8 minus the place where its score first
 * appears in that order. */
static inline void expected_values(const int points[8], int value[8])
{
    int sorted[8];
    for (int i = 0; i < 8; i++) sorted[i] = points[i];
    for (int i = 1; i < 8; i++)
        for (int j = i; j > 0 && sorted[j - 1] < sorted[j]; j--) {
            int t = sorted[j];
            sorted[j] = sorted[j - 1];
            sorted[j - 1] = t;
        }
    for (int c = 0; c < 8; c++) {
        int place = 0;
        while (sorted[place] != points[c]) place++;
        value[c] = 8 - place;
    }
}

/* What the lines reached, for the city and final scoring below. */
typedef struct expected_arrivals {
    int entries[34], token[34], owner[34]; /* per destination station */
    int passes_of[METRO_MAX_ACCOUNTS][64]; /* passes of every owned, arrived line */
} expected_arrivals;

/* Every station's and centre slot's line traced: its owner's points. */
static inline void expected_lines(const metro_state *s, expected_scores *e, expected_arrivals *a)
{
    int players = s->cfg.players;
    bool companies = metro_module_active(s, "shares") || metro_module_active(s, "solo");
    memset(a, 0, sizeof *a);
    for (int st = 0; st < 34; st++) a->owner[st] = -1;
    for (int id = 0; id < 40; id++) {
        int sq, side, owner;
        if (id < 32) {
            sq = metro_station_square(id + 1), side = metro_station_side(id + 1);
            owner = companies ? METRO_ACCOUNT_COMPANY0 + metro_station_company(id + 1)
                              : metro_station_owner(players, id + 1);
        } else {
            owner = metro_token_owner(s, id - 32);
            sq = metro_centre_slot_square(id - 32), side = metro_centre_slot_side(id - 32);
        }
        int p[64];
        if (owner < 0 || trace_passes(s, sq, side, p) <= 0) continue;
        for (int k = 0; k < 64; k++) a->passes_of[owner][k] += p[k];
    }
    for (int st = 1; st <= 32; st++) {
        traced_line t = trace_line(s, metro_station_square(st), metro_station_side(st));
        int owner = companies ? METRO_ACCOUNT_COMPANY0 + metro_station_company(st)
                              : metro_station_owner(players, st);
        if (t.dest <= 0) {
            e->open_lines++;
            continue;
        }
        a->entries[t.dest] = t.entries;
        a->owner[t.dest] = owner;
        if (owner >= 0) e->account[owner] += t.entries * (t.dest == 33 ? 2 : 1);
    }
    for (int slot = 0; slot < METRO_CENTRE_SIDES; slot++) {
        int owner = metro_token_owner(s, slot);
        if (owner < 0) continue;
        traced_line t = trace_line(s, metro_centre_slot_square(slot), metro_centre_slot_side(slot));
        if (t.dest <= 0) {
            e->open_lines++;
            continue;
        }
        a->entries[t.dest] = t.entries;
        a->token[t.dest] = 1;
        a->owner[t.dest] = owner;
        e->account[owner] += t.entries; /* token lines never double */
    }
}

/* St. Petersburg: one chip per pass over a tourist tile; the values are
 * the hidden deal, read back, but their number and colour are checked ... */
static inline void expected_spb(const metro_state *s, const expected_arrivals *a,
                                expected_scores *e)
{
    for (int acc = 0; acc < METRO_MAX_ACCOUNTS; acc++) {
        int colour[32], value[32], n = metro_spb_chips(s, acc, colour, value), want = 0;
        for (int i = 0; i < 8; i++) {
            int got = 0, sq = metro_spb_sight_square(i);
            for (int k = 0; k < n; k++) got += colour[k] == metro_spb_colour(s, i);
            want += a->passes_of[acc][sq];
            e->spb_miscount += got != a->passes_of[acc][sq];
        }
        e->spb_miscount += n != want;
        for (int k = 0; k < n; k++) e->city[acc] += value[k];
    }
    /* ... and every colour's chips taken, by all accounts together, are some
     * of the 4 values docs/rules.md §7.5 prints for that colour. */
    static const int spb_printed[8][4] = {{2, 2, 3, 3}, {1, 2, 3, 4}, {1, 1, 4, 4}, {0, 2, 3, 5},
                                          {1, 1, 3, 5}, {0, 1, 4, 5}, {2, 2, 2, 4}, {0, 0, 5, 5}};
    for (int c = 0; c < 8; c++) {
        int left[6] = {0};
        for (int k = 0; k < 4; k++) left[spb_printed[c][k]]++;
        for (int acc = 0; acc < METRO_MAX_ACCOUNTS; acc++) {
            int colour[32], value[32], n = metro_spb_chips(s, acc, colour, value);
            for (int k = 0; k < n; k++)
                if (colour[k] == c)
                    e->spb_miscount += value[k] < 0 || value[k] > 5 || --left[value[k]] < 0;
        }
    }
}

/* City points (§7) per score account. */
static inline void expected_city(const metro_state *s, const expected_arrivals *a,
                                 expected_scores *e)
{
    /* New York: the owner of the line that arrived at a station took the
     * tourist placed there at set-up. */
    for (int st = 1; st <= 32; st++)
        if (metro_module_active(s, "new-york") && a->owner[st] >= 0)
            e->city[a->owner[st]] +=
                metro_ny_board_value(metro_ny_board(s, a->owner[st]), metro_ny_tourist(s, st));
    /* Berlin: tickets per pass over the group squares; the imaginary player
     * holds the colour's 8 track pieces no owned line used. */
    for (int c = 0; c < 8 && metro_module_active(s, "berlin"); c++) {
        int tickets[METRO_MAX_ACCOUNTS + 1] = {0}, high, low;
        for (int sq = 0; sq < 64; sq++)
            if (metro_berlin_tourist_at(s, sq) == c)
                for (int acc = 0; acc < METRO_MAX_ACCOUNTS; acc++)
                    tickets[acc] += a->passes_of[acc][sq];
        tickets[METRO_MAX_ACCOUNTS] = 8;
        for (int acc = 0; acc < METRO_MAX_ACCOUNTS; acc++)
            tickets[METRO_MAX_ACCOUNTS] -= tickets[acc];
        metro_berlin_values(s, metro_berlin_sight_of(s, c), &high, &low);
        for (int acc = 0; acc < METRO_MAX_ACCOUNTS; acc++)
            e->city[acc] += expected_berlin_share(tickets, METRO_MAX_ACCOUNTS + 1, acc, high, low);
    }
    if (metro_module_active(s, "st-petersburg")) expected_spb(s, a, e);
    /* Stockholm: the printed value under each tourist of the row goes to the
     * seat holding its colour's chip, or in the variant to the seat that
     * laid on the tourist. */
    for (int f = 0; f < 32 && metro_module_active(s, "stockholm"); f++) {
        int c = metro_stockholm_field_colour(s, f);
        if (c < 0) continue;
        int who = metro_stockholm_variant(s) ? metro_stockholm_field_taker(s, f)
                                             : metro_stockholm_chip_holder(s, c);
        if (who >= 0)
            e->city[who] += metro_stockholm_sight_value(metro_stockholm_row_sight(s, f / 4), f % 4);
    }
}

/* The players' final scores: accounts, city points, chits, shares, solo. */
static inline void expected_final(const metro_state *s, const expected_arrivals *a,
                                  expected_scores *e)
{
    int players = s->cfg.players;
    for (int p = 0; p < players; p++) e->final[p] = e->account[p] + e->city[p];
    for (int st = 1; st <= 32; st++) {
        int h = metro_chit_holder(s, st);
        if (h >= 0) e->final[h] += a->entries[st] * (a->token[st] ? 2 : 1);
    }
    int points[8], value[8];
    for (int c = 0; c < 8; c++)
        points[c] = e->account[METRO_ACCOUNT_COMPANY0 + c] + e->city[METRO_ACCOUNT_COMPANY0 + c];
    if (metro_module_active(s, "shares")) {
        expected_values(points, value);
        for (int c = 0; c < 8; c++) {
            int pct[METRO_MAX_PLAYERS] = {0}, best = 0;
            for (int p = 0; p < players; p++)
                for (int k = 0; k < 4; k++)
                    if (metro_shares_holding(s, p, k) == c) pct[p] += 10 * (k + 1);
            for (int p = 0; p < players; p++) {
                e->final[p] += pct[p] / 10 * value[c];
                if (pct[p] > best) best = pct[p];
            }
            for (int p = 0; p < players && best; p++)
                if (pct[p] == best) e->final[p] += points[c] / 10;
        }
    }
    if (metro_module_active(s, "solo")) {
        int lo = points[0], hi = points[0];
        for (int c = 1; c < 8; c++) {
            lo = points[c] < lo ? points[c] : lo;
            hi = points[c] > hi ? points[c] : hi;
        }
        e->final[0] = metro_solo_hard(s) ? lo - (hi - lo) : lo;
    }
}

/* The scores the rules give this position, computed apart from the engine. */
static inline expected_scores expected_from_position(const metro_state *s)
{
    expected_scores e;
    memset(&e, 0, sizeof e);
    expected_arrivals a;
    expected_lines(s, &e, &a);
    expected_city(s, &a, &e);
    expected_final(s, &a, &e);
    return e;
}

/* ---- London (§7.3): the taxi replayed from the move list ------------------ */

/* One ride as the rulebook words it, written apart from the engine: step
 * field by field (the arrows are no fields), stop on the colour, at most 4;
 * the points are the fields driven, 0 on a miss. */
static inline int expected_london_ride(const int colours[16], int taxi, int colour, int *to)
{
    int at = taxi; /* -1: on the start arrow, just before field 0 */
    for (int driven = 1; driven <= 4; driven++) {
        at = at == 15 || at < 0 ? 0 : at + 1;
        if (colours[at] == colour) {
            *to = at;
            return driven;
        }
    }
    *to = at;
    return 0;
}

/* The loop and the tourists as dealt, then each lay replayed: a tile on a
 * square whose tourist is still there sends the taxi for the seat laying. */
typedef struct london_replay {
    int loop[16], tourist[64], taxi, points[METRO_MAX_PLAYERS];
} london_replay;

static inline void london_replay_start(london_replay *x, const metro_state *s)
{
    memset(x, 0, sizeof *x);
    x->taxi = -1;
    for (int f = 0; f < 16; f++) x->loop[f] = metro_london_field_colour(s, f);
    for (int sq = 0; sq < 64; sq++) {
        int colour[METRO_CITY_TOURISTS];
        x->tourist[sq] = metro_city_tourists_on(s, sq, colour) == 1 ? colour[0] : -1;
    }
}

static inline void london_replay_move(london_replay *x, const metro_state *before,
                                      const metro_move *m)
{
    if (m->kind != METRO_MOVE_LAY || x->tourist[m->sq] < 0) return;
    x->points[before->current] +=
        expected_london_ride(x->loop, x->taxi, x->tourist[m->sq], &x->taxi);
    x->tourist[m->sq] = -1;
}

/* ---- Random play ---------------------------------------------------------- */

/* A twin of game s whose every lay calls the after_lay hooks (modules may
 * narrow the squares that do, metro_module_after_lay_only_on). */
static inline void after_lay_twin(const metro_state *s, metro_state *twin)
{
    *twin = *s;
    twin->after_lay_squares = ~0ull;
}

/* Move m on a game and on its after_lay twin: false (a failed check) when
 * the narrowing changed the modules' state or the held turn. */
static inline bool apply_to_twins(metro_state *s, metro_state *twin, const metro_move *m)
{
    metro_apply_unchecked(s, m);
    metro_apply_unchecked(twin, m);
    return CHECK(!memcmp(s->module_state, twin->module_state, sizeof s->module_state) &&
                 s->pending == twin->pending);
}

/* One uniformly random legal move; also checks it is legal and that its
 * text form parses back to the same move. Returns false if none. */
static inline bool random_move(const metro_state *s, metro_rng *r, metro_move *out)
{
    static metro_move moves[METRO_MAX_MOVES]; /* test program only */
    int n = metro_legal_moves(s, moves);
    if (!CHECK(n > 0)) return false;
    *out = moves[metro_rng_below(r, (uint32_t)n)];
    char text[64], why[256];
    metro_move back;
    metro_move_format(s, out, text, sizeof text);
    if (!CHECK_EQ(metro_move_check(s, out, why, sizeof why), METRO_OK) ||
        !CHECK_EQ(metro_move_parse(s, text, &back, why, sizeof why), METRO_OK) ||
        !CHECK_MSG(memcmp(&back, out, sizeof back) == 0, text)) {
        fprintf(stderr, "  move '%s' (%s)\n", text, why);
        return false;
    }
    return true;
}

/* A redeal must depend only on what `seat` sees: redealing a position and
 * an earlier redeal of it (same visible, other hidden) with the same random
 * numbers gives the same module state. */
static inline bool redeal_ignores_hidden(const metro_state *s, int seat, uint64_t seed)
{
    metro_state a = *s, b = *s;
    metro_rng r0, r1, r2;
    metro_rng_seed(&r0, seed ^ 0x5eedu);
    metro_redeal_hidden(&b, seat, &r0); /* b: same view, other hidden data */
    metro_rng_seed(&r1, seed);
    metro_rng_seed(&r2, seed);
    metro_redeal_hidden(&a, seat, &r1);
    metro_redeal_hidden(&b, seat, &r2);
    return memcmp(a.module_state, b.module_state, sizeof a.module_state) == 0;
}
