/* Module 2, central stations (docs/rules.md §6.2, and §6.1 with shares): a token
 * on a free centre side opens one more line that never scores double. */
#include <stdio.h>
#include <string.h>

#include "state.h"

enum {
    TOKEN = 1, /* move a: place a token; b: centre slot; c: share card (shares) */
    FIRST_TOKEN_LINE = METRO_STATIONS, /* line id of centre slot 0 */
};

static const char *const excludes[] = {"central-tracks", NULL};

static void setup(metro_state *s, int slot)
{
    stations_state *st = METRO_MODULE_STATE(stations_state, s, slot);
    memset(st, 0, sizeof *st);
    memset(st->owner, -1, sizeof st->owner);
    memset(st->placed_by, -1, sizeof st->placed_by);
}

/* Edition reading: a side is free only while its square is empty. */
static bool slot_free(const metro_state *s, const stations_state *st, int c)
{
    return st->owner[c] < 0 && s->cell[metro_centre_slot_square(c)] == METRO_NO_TILE;
}

/* With shares the move's card is company * 4 + stack of the share shown. */
static int gen_moves(const metro_state *s, int slot, metro_move *out, int max)
{
    const stations_state *st = METRO_MODULE_STATE_CONST(stations_state, s, slot);
    const shares_state *sh = module_shares_const(s);
    int p = s->current, n = 0;
    if (!sh && (st->seat_used >> p & 1u)) return 0;
    for (int c = 0; c < METRO_CENTRE_SIDES; c++) {
        if (!slot_free(s, st, c)) continue;
        metro_move m = {
            .kind = METRO_MOVE_MODULE, .module = (uint8_t)slot, .a = TOKEN, .b = (uint8_t)c};
        if (!sh) {
            if (n < max) out[n++] = m;
            continue;
        }
        for (int k = 0; k < METRO_SHARE_STACKS; k++) {
            int company = sh->holding[p][k];
            if (company < 0 || (st->company_used >> company & 1u) || (sh->frozen[p] >> k & 1u))
                continue;
            m.c = (uint8_t)(company * METRO_SHARE_STACKS + k);
            if (n < max) out[n++] = m;
        }
    }
    return n;
}

static const char *refusal(const metro_state *s, const stations_state *st, const metro_move *m)
{
    const shares_state *sh = module_shares_const(s);
    int p = s->current;
    if (m->a != TOKEN || m->b >= METRO_CENTRE_SIDES) return "not a central station token move";
    if (st->owner[m->b] >= 0) return "that central station already holds a token";
    if (!slot_free(s, st, m->b)) return "that central station's square already holds a tile";
    if (!sh) return st->seat_used >> p & 1u ? "your central station token is already placed" : NULL;
    int company = m->c / METRO_SHARE_STACKS, k = m->c % METRO_SHARE_STACKS;
    if (company >= METRO_COMPANIES) return "no such company";
    if (st->company_used >> company & 1u) return "that company's token is already placed";
    if (sh->holding[p][k] != company) return "you do not hold that share";
    if (sh->frozen[p] >> k & 1u) return "that share is already shown";
    return NULL;
}

static int check_move(const metro_state *s, int slot, const metro_move *m, char *why, size_t whylen)
{
    const char *reason = refusal(s, METRO_MODULE_STATE_CONST(stations_state, s, slot), m);
    if (!reason) return METRO_OK;
    if (why && whylen) snprintf(why, whylen, "%s", reason);
    return METRO_ERR_MODULE;
}

static void apply_move(metro_state *s, int slot, const metro_move *m)
{
    stations_state *st = METRO_MODULE_STATE(stations_state, s, slot);
    shares_state *sh = module_shares(s);
    int p = s->current, owner = p;
    if (sh) {
        int company = m->c / METRO_SHARE_STACKS;
        owner = METRO_ACCOUNT_COMPANY0 + company;
        st->company_used |= (uint8_t)(1u << company);
        sh->frozen[p] |= (uint8_t)(1u << (m->c % METRO_SHARE_STACKS)); /* shown face up */
    } else {
        st->seat_used |= (uint8_t)(1u << p);
    }
    st->owner[m->b] = (int8_t)owner;
    st->placed_by[m->b] = (int8_t)p;
    /* Rule 4.2.4 applies to the new line (metro_add_line keeps its data). */
    metro_add_line(s, FIRST_TOKEN_LINE + m->b, metro_centre_slot_square(m->b),
                   metro_centre_slot_side(m->b), owner, false);
}

static int format_move(const metro_state *s, int slot, const metro_move *m, char *out, size_t n)
{
    (void)slot;
    if (!module_shares_const(s)) return snprintf(out, n, "token:%d", m->b);
    return snprintf(out, n, "token:%d:%s:%d", m->b, metro_company_name(m->c / METRO_SHARE_STACKS),
                    (m->c % METRO_SHARE_STACKS + 1) * 10);
}

/* "token:SLOT"; with shares "token:SLOT:COMPANY:PCT", where ":PCT" may be
 * left out when the player holds exactly one share of that company. */
static int parse_move(const metro_state *s, int slot, const char *text, metro_move *m)
{
    char buf[48], *f[5];
    int nf = module_split(text, buf, sizeof buf, f, 5);
    if (nf < 2 || strcmp(f[0], "token")) return -1;
    int c = module_number(f[1]);
    if (c < 0 || c >= METRO_CENTRE_SIDES) return -1;
    *m = (metro_move){
        .kind = METRO_MOVE_MODULE, .module = (uint8_t)slot, .a = TOKEN, .b = (uint8_t)c};
    const shares_state *sh = module_shares_const(s);
    if (!sh) return nf == 2 ? METRO_OK : -1;
    if (nf < 3 || nf > 4) return -1;
    int company = module_company_by_name(f[2]), k = -1;
    if (company < 0) return -1;
    if (nf == 4) {
        int pct = module_number(f[3]);
        if (pct < 10 || pct > 40 || pct % 10) return -1;
        k = pct / 10 - 1;
    } else {
        for (int i = 0; i < METRO_SHARE_STACKS; i++)
            if (sh->holding[s->current][i] == company) {
                if (k >= 0) return -1; /* two shares of it: say which */
                k = i;
            }
        if (k < 0) k = 0; /* holds none: check_move names the problem */
    }
    m->c = (uint8_t)(company * METRO_SHARE_STACKS + k);
    return METRO_OK;
}

const struct metro_module metro_module_central_stations = {
    .id = "central-stations",
    .name = "Central stations",
    .description = "Instead of laying a tile, place a token on a free centre side and own "
                   "one more line; it never scores double.",
    .excludes = excludes,
    .min_players = 2,
    .max_players = METRO_MAX_PLAYERS,
    .setup = setup,
    .gen_moves = gen_moves,
    .check_move = check_move,
    .apply_move = apply_move,
    .format_move = format_move,
    .parse_move = parse_move,
};
