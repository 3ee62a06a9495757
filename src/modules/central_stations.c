/* Module 2, central stations (docs/rules.md §6.2, and §6.1 with shares): a token
 * on a free centre side opens one more line that never scores double. */
#include <stdio.h>
#include <string.h>

#include "module_util.h"
#include "metro/i18n_mark.h"
#include "shares.h"

typedef struct stations_state {
    int8_t owner[METRO_CENTRE_SIDES];     /* score account of the token's line, -1 free */
    int8_t placed_by[METRO_CENTRE_SIDES]; /* seat that placed it */
    uint8_t seat_used;                    /* bit p: seat p's own token is placed */
    uint8_t company_used;                 /* bit c: company c's token is placed (shares) */
} stations_state;
_Static_assert(sizeof(stations_state) <= METRO_MODULE_BYTES, "stations state too big");

/* With shares a token shows a share and scores for its company (§6.1). */
static bool with_shares(const metro_state *s)
{
    return module_in_play(s, MODULE_SLOT_shares);
}

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
    bool sh = with_shares(s);
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
            int company = metro_shares_holding(s, p, k);
            if (company < 0 || (st->company_used >> company & 1u) || metro_shares_frozen(s, p, k))
                continue;
            m.c = (uint8_t)(company * METRO_SHARE_STACKS + k);
            if (n < max) out[n++] = m;
        }
    }
    return n;
}

static const char *refusal(const metro_state *s, const stations_state *st, const metro_move *m)
{
    bool sh = with_shares(s);
    int p = s->current;
    if (m->a != TOKEN || m->b >= METRO_CENTRE_SIDES)
        return METRO_N_("not a central station token move");
    if (st->owner[m->b] >= 0) return METRO_N_("that central station already holds a token");
    if (!slot_free(s, st, m->b))
        return METRO_N_("that central station's square already holds a tile");
    if (!sh)
        return st->seat_used >> p & 1u ? METRO_N_("your central station token is already placed")
                                       : NULL;
    int company = m->c / METRO_SHARE_STACKS, k = m->c % METRO_SHARE_STACKS;
    if (company >= METRO_COMPANIES) return METRO_N_("no such company");
    if (st->company_used >> company & 1u) return METRO_N_("that company's token is already placed");
    if (metro_shares_holding(s, p, k) != company) return METRO_N_("you do not hold that share");
    if (metro_shares_frozen(s, p, k)) return METRO_N_("that share is already shown");
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
    int p = s->current, owner = p;
    if (with_shares(s)) {
        int company = m->c / METRO_SHARE_STACKS;
        owner = METRO_ACCOUNT_COMPANY0 + company;
        st->company_used |= (uint8_t)(1u << company);
        shares_show(s, p, m->c % METRO_SHARE_STACKS); /* shown face up */
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
    if (!with_shares(s)) return snprintf(out, n, "token:%d", m->b);
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
    if (!with_shares(s)) return nf == 2 ? METRO_OK : -1;
    if (nf < 3 || nf > 4) return -1;
    int company = module_company_by_name(f[2]), k = -1;
    if (company < 0) return -1;
    if (nf == 4) {
        int pct = module_number(f[3]);
        if (pct < 10 || pct > 40 || pct % 10) return -1;
        k = pct / 10 - 1;
    } else {
        for (int i = 0; i < METRO_SHARE_STACKS; i++)
            if (metro_shares_holding(s, s->current, i) == company) {
                if (k >= 0) return -1; /* two shares of it: say which */
                k = i;
            }
        if (k < 0) k = 0; /* holds none: check_move names the problem */
    }
    m->c = (uint8_t)(company * METRO_SHARE_STACKS + k);
    return METRO_OK;
}

static int describe_move(const metro_state *s, int slot, const metro_move *m, char *out, size_t n)
{
    (void)slot;
    /* Players know squares by their names, not the engine's slot numbers. */
    char into[4];
    metro_square_name(metro_centre_slot_square(m->b), into);
    if (!with_shares(s))
        return snprintf(out, n, "places a token on the central station: a new line into %s", into);
    return snprintf(out, n,
                    "places a token for the %s company on the central station: a new line "
                    "into %s",
                    metro_company_name(m->c / METRO_SHARE_STACKS), into);
}

/* "tokens S:ACCOUNT,..": slot and owner (seat 1..N or a company), '-' for none. */
static int summary(const metro_state *s, int slot, char *out, size_t n)
{
    const stations_state *st = METRO_MODULE_STATE_CONST(stations_state, s, slot);
    size_t at = (size_t)snprintf(out, n, "tokens ");
    int placed = 0;
    for (int c = 0; c < METRO_CENTRE_SIDES; c++) {
        int a = st->owner[c];
        if (a < 0) continue;
        const char *sep = placed++ ? "," : "";
        if (a >= METRO_ACCOUNT_COMPANY0)
            at += (size_t)snprintf(out + at, at < n ? n - at : 0, "%s%d:%s", sep, c,
                                   metro_company_name(a - METRO_ACCOUNT_COMPANY0));
        else
            at += (size_t)snprintf(out + at, at < n ? n - at : 0, "%s%d:%d", sep, c, a + 1);
    }
    if (!placed) at += (size_t)snprintf(out + at, at < n ? n - at : 0, "-");
    return (int)at;
}

/* Seat views: the tokens are public. */
static void view_write(const metro_state *s, int slot, int seat, metro_wire_out *w)
{
    const stations_state *st = METRO_MODULE_STATE_CONST(stations_state, s, slot);
    metro_wire_put_i8s(w, st->owner, METRO_CENTRE_SIDES);
    metro_wire_put_i8s(w, st->placed_by, METRO_CENTRE_SIDES);
    metro_wire_put_u8(w, st->seat_used);
    metro_wire_put_u8(w, st->company_used);
}

static void view_read(metro_state *s, int slot, int seat, metro_wire_in *r)
{
    stations_state *st = METRO_MODULE_STATE(stations_state, s, slot);
    metro_wire_get_i8s(r, st->owner, METRO_CENTRE_SIDES, -1, METRO_MAX_ACCOUNTS - 1, "token");
    metro_wire_get_i8s(r, st->placed_by, METRO_CENTRE_SIDES, -1, s->cfg.players - 1,
                       "token placed by");
    st->seat_used = (uint8_t)metro_wire_get_u8(r, 0, (1 << s->cfg.players) - 1, "tokens used");
    st->company_used = (uint8_t)metro_wire_get_u8(r, 0, 255, "company tokens used");
    /* A token's line, and only a token's, runs from its centre side. */
    for (int c = 0; c < METRO_CENTRE_SIDES && !r->bad; c++) {
        const metro_line *l = &s->line[FIRST_TOKEN_LINE + c];
        bool used = l->status != METRO_LINE_UNUSED;
        if (used != (st->owner[c] >= 0) || (used && (l->owner != st->owner[c] || l->doubles)))
            metro_wire_fail(r, "central stations: the line of centre side %d and its token differ",
                            c);
    }
}

const struct metro_module metro_module_central_stations = {
    .id = "central-stations",
    .name = METRO_N_("Central stations"),
    .description = METRO_N_("Instead of laying a tile, place a token on a free centre side and "
                            "own one more line; it never scores double."),
    .excludes = excludes,
    .min_players = 2,
    .max_players = METRO_MAX_PLAYERS,
    .setup = setup,
    .gen_moves = gen_moves,
    .check_move = check_move,
    .apply_move = apply_move,
    .format_move = format_move,
    .parse_move = parse_move,
    .move_syntax =
        "token:SLOT (SLOT 0-7); with shares token:SLOT:COMPANY:PCT or token:SLOT:COMPANY "
        "(COMPANY a colour, yellow ... white; PCT 10-40, needed if you hold two "
        "shares of it)",
    .describe_move = describe_move,
    .summary = summary,
    .view_write = view_write,
    .view_read = view_read,
};

/* ---- Views (include/metro/modules.h) ------------------------------------------ */

static const stations_state *state_of(const metro_state *s)
{
    return module_in_play(s, MODULE_SLOT_central_stations)
               ? METRO_MODULE_STATE_CONST(stations_state, s, MODULE_SLOT_central_stations)
               : NULL;
}

int metro_token_owner(const metro_state *s, int c)
{
    const stations_state *st = state_of(s);
    return st && c >= 0 && c < METRO_CENTRE_SIDES ? st->owner[c] : -1;
}

int metro_token_placed_by(const metro_state *s, int c)
{
    const stations_state *st = state_of(s);
    return st && c >= 0 && c < METRO_CENTRE_SIDES ? st->placed_by[c] : -1;
}

bool metro_token_available(const metro_state *s, int account)
{
    const stations_state *st = state_of(s);
    if (!st) return false;
    if (with_shares(s)) {
        int c = account - METRO_ACCOUNT_COMPANY0;
        return c >= 0 && c < METRO_COMPANIES && !(st->company_used >> c & 1u);
    }
    return account >= 0 && account < s->cfg.players && !(st->seat_used >> account & 1u);
}

bool metro_token_slot_free(const metro_state *s, int c)
{
    const stations_state *st = state_of(s);
    return st && c >= 0 && c < METRO_CENTRE_SIDES && slot_free(s, st, c);
}
