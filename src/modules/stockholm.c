/* Metro City Stockholm (docs/rules.md §7.2): a tile laid on a tourist moves it
 * to the leftmost free field of the row of sights; each player scores the
 * values under the tourists of their secret colours at the end, or, in the
 * variant, the value of the field at once. */
#include <string.h>

#include "city_kit.h"
#include "metro/city_stockholm.h"
#include "metro/i18n_mark.h"
#include "stockholm_data.h"

enum { ROW = METRO_STOCKHOLM_ROW };

typedef struct sth_state {
    city_tourists t;                  /* first: the shared city views read it */
    uint8_t sight[STH_SIGHTS];        /* sight id at row position, left to right */
    uint8_t chips[METRO_MAX_PLAYERS]; /* base game: colours each seat holds, as bits */
    int8_t chip_on[STH_SIGHTS];       /* variant: chip colour on row position */
    uint8_t pos_of[CITY_COLOURS];     /* variant: row position of the colour's chip */
    uint8_t filled[STH_SIGHTS];       /* variant: fields filled per row position */
    uint8_t n_filled;                 /* base game: fields filled, left to right */
    int8_t last_field;                /* latest field filled, -1 none */
    bool variant;
    int8_t colour_of[ROW]; /* tourist colour on a field, -1 free */
    int8_t taker[ROW];     /* seat that took it, -1 free */
    uint8_t from[ROW];     /* square it came from */
    int16_t colour_points[CITY_COLOURS];
    int16_t gained[METRO_MAX_PLAYERS]; /* variant: points scored at once */
} sth_state;
_Static_assert(sizeof(sth_state) <= METRO_MODULE_BYTES, "stockholm state too big");

static const char *const excludes[] = {NULL}; /* one city per game: .group */
static const char *const option_names[] = {METRO_N_("secret"), METRO_N_("on-sights")};

int metro_stockholm_chips_per_player(int players)
{
    static const int chips[METRO_MAX_PLAYERS + 1] = {0, 0, 3, 2, 2, 1, 1};
    return players >= 0 && players <= METRO_MAX_PLAYERS ? chips[players] : 0;
}

const char *metro_stockholm_sight_name(int sight)
{
    return sight >= 0 && sight < STH_SIGHTS ? sth_sight_name[sight] : "?";
}

int metro_stockholm_sight_value(int sight, int field)
{
    return sight >= 0 && sight < STH_SIGHTS && field >= 0 && field < STH_FIELDS
               ? sth_field_value[sight][field]
               : 0;
}

/* The sights in a random row; the tourists one per inner square; the chips
 * shuffled and dealt face down (the rest unseen in the box), or, in the
 * variant, laid face up one per sight. */
static void setup(metro_state *s, int slot)
{
    sth_state *st = METRO_MODULE_STATE(sth_state, s, slot);
    memset(st, 0, sizeof *st);
    memset(st->colour_of, -1, sizeof st->colour_of);
    memset(st->taker, -1, sizeof st->taker);
    memset(st->chip_on, -1, sizeof st->chip_on);
    st->last_field = -1;
    st->variant = s->cfg.module_option[slot] == METRO_STOCKHOLM_ON_SIGHTS;
    for (int i = 0; i < STH_SIGHTS; i++) st->sight[i] = (uint8_t)i;
    metro_rng_shuffle(&s->rng, st->sight, STH_SIGHTS);
    city_tourists_deal_inner(&st->t, &s->rng);
    uint8_t chip[CITY_COLOURS];
    for (int c = 0; c < CITY_COLOURS; c++) chip[c] = (uint8_t)c;
    metro_rng_shuffle(&s->rng, chip, CITY_COLOURS);
    if (st->variant) {
        for (int i = 0; i < STH_SIGHTS; i++)
            st->chip_on[i] = (int8_t)chip[i], st->pos_of[chip[i]] = (uint8_t)i;
        return;
    }
    int k = metro_stockholm_chips_per_player(s->cfg.players), next = 0;
    for (int p = 0; p < s->cfg.players; p++)
        for (int i = 0; i < k; i++) st->chips[p] |= (uint8_t)(1u << chip[next++]);
}

static int next_field(const sth_state *st, int colour)
{
    if (!st->variant) return st->n_filled < ROW ? st->n_filled : -1;
    int pos = st->pos_of[colour];
    return st->filled[pos] < STH_FIELDS ? pos * STH_FIELDS + st->filled[pos] : -1;
}

static int value_of(const sth_state *st, int field)
{
    return sth_field_value[st->sight[field / STH_FIELDS]][field % STH_FIELDS];
}

/* The tourist under the laid tile goes to its field (there always is one: 32
 * fields for 32 tourists, 4 per sight for the 4 of each colour). */
static void after_lay(metro_state *s, int slot, const metro_move *m)
{
    sth_state *st = METRO_MODULE_STATE(sth_state, s, slot);
    if (!(st->t.squares >> m->sq & 1u)) return;
    uint8_t ids[CITY_TOURISTS];
    int n = city_tourists_on(&st->t, m->sq, ids);
    for (int i = 0; i < n; i++) {
        int colour = city_colour(ids[i]), field = next_field(st, colour);
        city_tourist_put(&st->t, ids[i], CITY_OFF_BOARD);
        if (field < 0) continue; /* cannot happen with the edition's counts */
        int v = value_of(st, field);
        st->colour_of[field] = (int8_t)colour;
        st->taker[field] = (int8_t)s->current;
        st->from[field] = m->sq;
        st->colour_points[colour] = (int16_t)(st->colour_points[colour] + v);
        st->last_field = (int8_t)field;
        if (st->variant) {
            st->filled[field / STH_FIELDS]++;
            st->gained[s->current] = (int16_t)(st->gained[s->current] + v);
        } else {
            st->n_filled++;
        }
    }
}

static int points_of(const sth_state *st, int seat)
{
    if (st->variant) return st->gained[seat];
    int points = 0;
    for (unsigned b = st->chips[seat]; b; b &= b - 1) points += st->colour_points[__builtin_ctz(b)];
    return points;
}

/* The seats' own points (with shares too: the players hold the chips, and
 * their city points are added to their share payout). */
static int account_points(const metro_state *s, int slot, int account)
{
    if (account < 0 || account >= s->cfg.players) return 0;
    return points_of(METRO_MODULE_STATE_CONST(sth_state, s, slot), account);
}

/* A seat knows its own chips; the other seats' chips and those in the box
 * are one pool it cannot tell apart, dealt again in the same numbers. */
static void redeal_hidden(metro_state *s, int slot, int seat, metro_rng *rng)
{
    sth_state *st = METRO_MODULE_STATE(sth_state, s, slot);
    if (st->variant) return;
    uint8_t pool[CITY_COLOURS];
    unsigned mine = seat >= 0 ? st->chips[seat] : 0; /* a spectator holds none */
    int n = 0;
    for (int c = 0; c < CITY_COLOURS; c++)
        if (!(mine >> c & 1u)) pool[n++] = (uint8_t)c; /* ascending already */
    metro_rng_shuffle(rng, pool, n);
    n = 0;
    for (int p = 0; p < s->cfg.players; p++) {
        if (p == seat) continue;
        int k = __builtin_popcount(st->chips[p]);
        st->chips[p] = 0;
        while (k--) st->chips[p] |= (uint8_t)(1u << pool[n++]);
    }
}

/* Seat views: the row and the tourists on it are public, the chips dealt
 * face down are seen by their holder only. */
static void view_write(const metro_state *s, int slot, int seat, metro_wire_out *w)
{
    const sth_state *st = METRO_MODULE_STATE_CONST(sth_state, s, slot);
    city_tourists_view_write(&st->t, w);
    metro_wire_put_u8s(w, st->sight, STH_SIGHTS);
    metro_wire_put_u8(w, seat >= 0 && !st->variant ? st->chips[seat] : 0);
    metro_wire_put_i8s(w, st->chip_on, STH_SIGHTS);
    metro_wire_put_u8s(w, st->filled, STH_SIGHTS);
    metro_wire_put_u8(w, st->n_filled);
    metro_wire_put_i8(w, st->last_field);
    metro_wire_put_i8s(w, st->colour_of, ROW);
    metro_wire_put_i8s(w, st->taker, ROW);
    metro_wire_put_u8s(w, st->from, ROW);
    metro_wire_put_i16s(w, st->colour_points, CITY_COLOURS);
    metro_wire_put_i16s(w, st->gained, METRO_MAX_PLAYERS);
}

/* The other seats get the lowest colours the seat does not hold, as many
 * each as the rules deal (the canonical deal); the rest stay in the box. */
static void deal_chips(metro_state *s, sth_state *st, int seat, metro_wire_in *r)
{
    int k = metro_stockholm_chips_per_player(s->cfg.players), c = 0;
    unsigned mine = seat >= 0 ? st->chips[seat] : 0;
    if (seat >= 0 && __builtin_popcount(mine) != k) {
        metro_wire_fail(r, "stockholm: %d chips, the rules deal %d", __builtin_popcount(mine), k);
        return;
    }
    for (int p = 0; p < s->cfg.players; p++) {
        if (p == seat) continue;
        st->chips[p] = 0;
        for (int i = 0; i < k; i++, c++) {
            while (mine >> c & 1u) c++;
            st->chips[p] |= (uint8_t)(1u << c);
        }
    }
}

static void view_read(metro_state *s, int slot, int seat, metro_wire_in *r)
{
    sth_state *st = METRO_MODULE_STATE(sth_state, s, slot);
    city_tourists_view_read(&st->t, r);
    metro_wire_get_u8s(r, st->sight, STH_SIGHTS, 0, STH_SIGHTS - 1, "stockholm sight");
    unsigned mine = (unsigned)metro_wire_get_u8(r, 0, 255, "stockholm chips");
    metro_wire_get_i8s(r, st->chip_on, STH_SIGHTS, -1, CITY_COLOURS - 1, "stockholm chip");
    memset(st->pos_of, 0, sizeof st->pos_of);
    for (int i = 0; i < STH_SIGHTS; i++)
        if (st->chip_on[i] >= 0) st->pos_of[st->chip_on[i]] = (uint8_t)i;
    metro_wire_get_u8s(r, st->filled, STH_SIGHTS, 0, STH_FIELDS, "stockholm fields");
    st->n_filled = (uint8_t)metro_wire_get_u8(r, 0, ROW, "stockholm fields filled");
    st->last_field = (int8_t)metro_wire_get_i8(r, -1, ROW - 1, "stockholm last field");
    metro_wire_get_i8s(r, st->colour_of, ROW, -1, CITY_COLOURS - 1, "stockholm field colour");
    metro_wire_get_i8s(r, st->taker, ROW, -1, s->cfg.players - 1, "stockholm field taker");
    metro_wire_get_u8s(r, st->from, ROW, 0, METRO_SQUARES - 1, "stockholm field square");
    metro_wire_get_i16s(r, st->colour_points, CITY_COLOURS, 0, 32767, "stockholm points");
    metro_wire_get_i16s(r, st->gained, METRO_MAX_PLAYERS, 0, 32767, "stockholm points gained");
    if (!r->bad && mine && (seat < 0 || st->variant))
        metro_wire_fail(r, "stockholm: chips for a seat that holds none");
    if (r->bad || st->variant) return;
    if (seat >= 0) st->chips[seat] = (uint8_t)mine;
    deal_chips(s, st, seat, r);
}

/* "stockholm 1:P 2:P ..": each seat's city points now. */
static int summary(const metro_state *s, int slot, char *out, size_t n)
{
    const sth_state *st = METRO_MODULE_STATE_CONST(sth_state, s, slot);
    size_t at = (size_t)snprintf(out, n, "stockholm");
    for (int p = 0; p < s->cfg.players; p++)
        at += (size_t)snprintf(out + at, at < n ? n - at : 0, " %d:%d", p + 1, points_of(st, p));
    return (int)at;
}

const struct metro_module metro_module_stockholm = {
    .id = "stockholm",
    .name = METRO_N_("Metro City: Stockholm"),
    .description = METRO_N_("Lay on a tourist to send it to the next free field of the row of "
                            "sights; your secret colours score the values under them."),
    .excludes = excludes,
    .hidden = false,
    .group = "city",
    .min_players = 2,
    .max_players = METRO_MAX_PLAYERS,
    .option = {.key = "chips",
               .label = METRO_N_("chips on the sights"), /* the switch turns the variant on */
               .min = METRO_STOCKHOLM_SECRET,
               .max = METRO_STOCKHOLM_ON_SIGHTS,
               .def = METRO_STOCKHOLM_SECRET,
               .values = option_names},
    .setup = setup,
    .after_lay = after_lay,
    .account_points = account_points,
    .redeal_hidden = redeal_hidden,
    .summary = summary,
    .view_write = view_write,
    .view_read = view_read,
};

/* ---- Views (include/metro/city_stockholm.h) ----------------------------------- */

static const sth_state *state_of(const metro_state *s)
{
    return module_in_play(s, MODULE_SLOT_stockholm)
               ? METRO_MODULE_STATE_CONST(sth_state, s, MODULE_SLOT_stockholm)
               : NULL;
}

static bool field_ok(int field)
{
    return field >= 0 && field < ROW;
}

bool metro_stockholm_variant(const metro_state *s)
{
    const sth_state *st = state_of(s);
    return st && st->variant;
}

int metro_stockholm_row_sight(const metro_state *s, int pos)
{
    const sth_state *st = state_of(s);
    return st && pos >= 0 && pos < STH_SIGHTS ? st->sight[pos] : -1;
}

int metro_stockholm_field_value(const metro_state *s, int field)
{
    const sth_state *st = state_of(s);
    return st && field_ok(field) ? value_of(st, field) : 0;
}

int metro_stockholm_field_colour(const metro_state *s, int field)
{
    const sth_state *st = state_of(s);
    return st && field_ok(field) ? st->colour_of[field] : -1;
}

int metro_stockholm_field_taker(const metro_state *s, int field)
{
    const sth_state *st = state_of(s);
    return st && field_ok(field) ? st->taker[field] : -1;
}

int metro_stockholm_field_from(const metro_state *s, int field)
{
    const sth_state *st = state_of(s);
    return st && field_ok(field) && st->colour_of[field] >= 0 ? st->from[field] : -1;
}

int metro_stockholm_last_field(const metro_state *s)
{
    const sth_state *st = state_of(s);
    return st ? st->last_field : -1;
}

int metro_stockholm_next_field(const metro_state *s, int colour)
{
    const sth_state *st = state_of(s);
    return st && colour >= 0 && colour < CITY_COLOURS ? next_field(st, colour) : -1;
}

int metro_stockholm_chip_holder(const metro_state *s, int colour)
{
    const sth_state *st = state_of(s);
    if (!st || st->variant || colour < 0 || colour >= CITY_COLOURS) return METRO_STOCKHOLM_BOX;
    for (int p = 0; p < s->cfg.players; p++)
        if (st->chips[p] >> colour & 1u) return p;
    return METRO_STOCKHOLM_BOX;
}

int metro_stockholm_chip_on(const metro_state *s, int pos)
{
    const sth_state *st = state_of(s);
    return st && pos >= 0 && pos < STH_SIGHTS ? st->chip_on[pos] : -1;
}

int metro_stockholm_colour_points(const metro_state *s, int colour)
{
    const sth_state *st = state_of(s);
    return st && colour >= 0 && colour < CITY_COLOURS ? st->colour_points[colour] : 0;
}

int metro_stockholm_points(const metro_state *s, int seat)
{
    const sth_state *st = state_of(s);
    return st && seat >= 0 && seat < s->cfg.players ? points_of(st, seat) : 0;
}

int metro_stockholm_score(const int colour[ROW], const int value[ROW], unsigned colours)
{
    int points = 0;
    for (int f = 0; f < ROW; f++)
        if (colour[f] >= 0 && colour[f] < CITY_COLOURS && (colours >> colour[f] & 1u))
            points += value[f];
    return points;
}
