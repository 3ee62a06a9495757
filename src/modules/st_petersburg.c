/* Metro City St. Petersburg (docs/rules.md §7.5): a tile laid on a sight
 * square takes a tourist chosen by the player (a module move right after the
 * lay) and that colour's face-down chips; every scored line takes one chip
 * per pass over a tourist tile. */
#include <stdio.h>
#include <string.h>

#include "city_kit.h"
#include "metro/city_st_petersburg.h"
#include "metro/i18n_mark.h"
#include "st_petersburg_data.h"

enum {
    SIGHT = -2,   /* sight_colour: the sight is still on its square */
    PENDING = -1, /* a tile was laid there; its tourist is being chosen */
    TOURIST = 1,  /* move a: choose a tourist; b: its colour */
};

/* Tourist c (colour c) stands on its sight's tile once chosen. */
typedef struct spb_state {
    city_tourists tourists;              /* first: the shared views read it */
    int8_t colour[SPB_SIGHTS];           /* SIGHT, PENDING or the tourist colour */
    int8_t value[SPB_SIGHTS][SPB_CHIPS]; /* the stack from the top, once dealt */
    int8_t taker[SPB_SIGHTS][SPB_CHIPS]; /* score account that took chip k */
    uint8_t taken[SPB_SIGHTS];           /* chips taken from the top */
    int8_t pending;                      /* sight whose tourist is owed, -1 none */
    /* Points of the chips each account holds whose values are dealt: kept
     * as chips are taken and dealt, so scoring reads it instead of walking
     * every stack (the modules suite compares it with a recount). */
    int16_t points[METRO_MAX_ACCOUNTS];
} spb_state;
_Static_assert(sizeof(spb_state) <= METRO_MODULE_BYTES, "st-petersburg state too big");

static const char *const excludes[] = {NULL}; /* one city per game: .group */

/* (1,1) (2,2) (5,5) (6,6) (1,6) (2,5) (5,2) (6,1): spb_sight_square as a mask */
#define SIGHT_SQUARES                                                                              \
    (1ull << 9 | 1ull << 18 | 1ull << 45 | 1ull << 54 | 1ull << 14 | 1ull << 21 | 1ull << 42 |     \
     1ull << 49)

static void setup(metro_state *s, int slot)
{
    spb_state *st = METRO_MODULE_STATE(spb_state, s, slot);
    memset(st, -1, sizeof *st);
    memset(st->colour, SIGHT, sizeof st->colour);
    memset(st->taken, 0, sizeof st->taken);
    memset(st->points, 0, sizeof st->points);
    memset(&st->tourists, 0, sizeof st->tourists);
    st->tourists.count = SPB_COLOURS;
    for (int c = 0; c < SPB_COLOURS; c++) st->tourists.at[c] = CITY_OFF_BOARD;
    metro_module_moves_on_hold_only(s, slot); /* the tourist choice only */
    metro_module_after_lay_only_on(s, SIGHT_SQUARES);
}

/* The sight on a square of SIGHT_SQUARES (spb_sight_square read
 * backwards), -1 elsewhere. */
static int sight_at(int sq)
{
    static const int8_t sight_plus_one[METRO_SQUARES] = {
        [9] = 1, [18] = 2, [45] = 3, [54] = 4, [14] = 5, [21] = 6, [42] = 7, [49] = 8,
    };
    return sq >= 0 && sq < METRO_SQUARES ? sight_plus_one[sq] - 1 : -1;
}

/* A chip's points: its value once dealt (-1 before). */
static int chip_points(int value)
{
    return value > 0 ? value : 0;
}

/* The running points counted again from the stacks (after a redeal). */
static void recount_points(spb_state *st)
{
    memset(st->points, 0, sizeof st->points);
    for (int i = 0; i < SPB_SIGHTS; i++)
        for (int k = 0; k < st->taken[i]; k++)
            if (st->taker[i][k] >= 0 && st->taker[i][k] < METRO_MAX_ACCOUNTS)
                st->points[st->taker[i][k]] += (int16_t)chip_points(st->value[i][k]);
}

/* Also in the lay that brought the tourist: its stack is the sight's, dealt
 * when the colour is chosen (the same, as it lies shuffled face down). One
 * walk of the line as masks over the built sights
 * (metro_line_pass_masks_over): a chip per pass. */
static void line_complete(metro_state *s, int slot, int line)
{
    spb_state *st = METRO_MODULE_STATE(spb_state, s, slot);
    const metro_line *l = &s->line[line];
    uint64_t built = SIGHT_SQUARES & s->laid_mask; /* sights with a tile on them */
    if (l->owner == METRO_NO_OWNER || !built) return;
    uint64_t at_least[4];
    metro_line_pass_masks_over(s, line, built, at_least);
    for (int k = 0; k < 4 && (at_least[k] & built); k++)
        for (uint64_t m = at_least[k] & built; m; m &= m - 1) {
            int i = sight_at(__builtin_ctzll(m));
            if (st->taken[i] >= SPB_CHIPS) continue;
            st->points[l->owner] += (int16_t)chip_points(st->value[i][st->taken[i]]);
            st->taker[i][st->taken[i]++] = l->owner;
        }
}

static void after_lay(metro_state *s, int slot, const metro_move *m)
{
    spb_state *st = METRO_MODULE_STATE(spb_state, s, slot);
    if (!(SIGHT_SQUARES >> m->sq & 1u)) return;
    int i = sight_at(m->sq);
    if (i < 0 || st->colour[i] != SIGHT) return;
    st->colour[i] = PENDING;
    st->pending = (int8_t)i;
    metro_module_hold_turn(s, slot); /* the tourist is chosen before the turn passes */
}

/* The colours whose tourist stands on a sight, a bit each. */
static unsigned colours_out(const spb_state *st)
{
    unsigned out = 0;
    for (int i = 0; i < SPB_SIGHTS; i++)
        if (st->colour[i] >= 0) out |= 1u << st->colour[i];
    return out;
}

static bool colour_free(const spb_state *st, int c)
{
    return !(colours_out(st) >> c & 1u);
}

static int gen_moves(const metro_state *s, int slot, metro_move *out, int max)
{
    const spb_state *st = METRO_MODULE_STATE_CONST(spb_state, s, slot);
    int n = 0;
    if (st->pending < 0) return 0;
    unsigned out_now = colours_out(st);
    for (int c = 0; c < SPB_COLOURS && n < max; c++)
        if (!(out_now >> c & 1u))
            out[n++] = (metro_move){
                .kind = METRO_MOVE_MODULE, .module = (uint8_t)slot, .a = TOURIST, .b = (uint8_t)c};
    return n;
}

static const char *refusal(const spb_state *st, const metro_move *m)
{
    if (m->a != TOURIST || m->b >= SPB_COLOURS) return "not a St. Petersburg tourist move";
    if (st->pending < 0) return "a tourist is chosen only after laying a tile on a sight";
    if (!colour_free(st, m->b)) return "that tourist is already on the board";
    return NULL;
}

static int check_move(const metro_state *s, int slot, const metro_move *m, char *why, size_t whylen)
{
    const char *reason = refusal(METRO_MODULE_STATE_CONST(spb_state, s, slot), m);
    if (!reason) return METRO_OK;
    if (why && whylen) snprintf(why, whylen, "%s", reason);
    return METRO_ERR_MODULE;
}

/* The colour's chips are shuffled onto the sight; chips already taken in
 * this lay are its top ones. */
static void apply_move(metro_state *s, int slot, const metro_move *m)
{
    spb_state *st = METRO_MODULE_STATE(spb_state, s, slot);
    int i = st->pending;
    uint8_t chips[SPB_CHIPS];
    for (int k = 0; k < SPB_CHIPS; k++) chips[k] = (uint8_t)spb_chip_value[m->b][k];
    metro_rng_shuffle(&s->rng, chips, SPB_CHIPS);
    for (int k = 0; k < SPB_CHIPS; k++) st->value[i][k] = (int8_t)chips[k];
    for (int k = 0; k < st->taken[i]; k++) /* taken in this lay, before the deal */
        st->points[st->taker[i][k]] += (int16_t)chip_points(chips[k]);
    st->colour[i] = (int8_t)m->b;
    city_tourist_put(&st->tourists, m->b, spb_sight_square[i]);
    st->pending = -1;
    metro_module_release_turn(s);
}

/* A seat knows its own chips; every other chip of a stack (still stacked,
 * or taken by someone else) is dealt again among the same places. */
static void redeal_hidden(metro_state *s, int slot, int seat, metro_rng *rng)
{
    spb_state *st = METRO_MODULE_STATE(spb_state, s, slot);
    for (int i = 0; i < SPB_SIGHTS; i++) {
        if (st->colour[i] < 0) continue;
        uint8_t pool[SPB_CHIPS];
        int n = 0;
        for (int k = 0; k < SPB_CHIPS; k++)
            if (k >= st->taken[i] || st->taker[i][k] != seat) pool[n++] = (uint8_t)st->value[i][k];
        module_sort_bytes(pool, n);
        metro_rng_shuffle(rng, pool, n);
        n = 0;
        for (int k = 0; k < SPB_CHIPS; k++)
            if (k >= st->taken[i] || st->taker[i][k] != seat) st->value[i][k] = (int8_t)pool[n++];
    }
    recount_points(st);
}

static int account_points(const metro_state *s, int slot, int account)
{
    (void)slot;
    return metro_spb_points(s, account);
}

/* Seat views: who took which chips is public, a chip's value only to the
 * seat that took it (the stacks lie face down). */
static bool own_chip(const spb_state *st, int seat, int i, int k)
{
    return seat >= 0 && k < st->taken[i] && st->taker[i][k] == seat;
}

static void view_write(const metro_state *s, int slot, int seat, metro_wire_out *w)
{
    const spb_state *st = METRO_MODULE_STATE_CONST(spb_state, s, slot);
    city_tourists_view_write(&st->tourists, w);
    metro_wire_put_i8s(w, st->colour, SPB_SIGHTS);
    metro_wire_put_u8s(w, st->taken, SPB_SIGHTS);
    metro_wire_put_i8(w, st->pending);
    for (int i = 0; i < SPB_SIGHTS; i++)
        for (int k = 0; k < st->taken[i]; k++) {
            metro_wire_put_i8(w, st->taker[i][k]);
            if (st->colour[i] >= 0 && own_chip(st, seat, i, k))
                metro_wire_put_i8(w, st->value[i][k]);
        }
}

/* A dealt stack holds its colour's chips: the seat's own values are taken
 * out of them and the rest go, lowest first, to the other places. */
static void deal_stack(spb_state *st, int seat, int i, metro_wire_in *r)
{
    int left[SPB_CHIPS], n = 0;
    for (int k = 0; k < SPB_CHIPS; k++) left[n++] = spb_chip_value[st->colour[i]][k];
    for (int k = 0; k < SPB_CHIPS; k++) {
        if (!own_chip(st, seat, i, k)) continue;
        int j = 0;
        while (j < n && left[j] != st->value[i][k]) j++;
        if (j == n) {
            metro_wire_fail(r, "st-petersburg: chip %d is not in its colour's stack",
                            st->value[i][k]);
            return;
        }
        left[j] = left[--n];
    }
    module_sort_ints(left, n);
    for (int k = 0, j = 0; k < SPB_CHIPS; k++)
        if (!own_chip(st, seat, i, k)) st->value[i][k] = (int8_t)left[j++];
}

static void view_read(metro_state *s, int slot, int seat, metro_wire_in *r)
{
    spb_state *st = METRO_MODULE_STATE(spb_state, s, slot);
    city_tourists_view_read(&st->tourists, r);
    metro_wire_get_i8s(r, st->colour, SPB_SIGHTS, SIGHT, SPB_COLOURS - 1, "st-petersburg sight");
    metro_wire_get_u8s(r, st->taken, SPB_SIGHTS, 0, SPB_CHIPS, "st-petersburg chips taken");
    st->pending = (int8_t)metro_wire_get_i8(r, -1, SPB_SIGHTS - 1, "st-petersburg choice");
    memset(st->taker, -1, sizeof st->taker);
    memset(st->value, -1, sizeof st->value);
    for (int i = 0; i < SPB_SIGHTS && !r->bad; i++) {
        if (st->colour[i] == SIGHT && st->taken[i])
            metro_wire_fail(r, "st-petersburg: chips taken from a sight without a tourist");
        for (int k = 0; k < st->taken[i]; k++) {
            st->taker[i][k] =
                (int8_t)metro_wire_get_i8(r, 0, METRO_MAX_ACCOUNTS - 1, "st-petersburg chip taker");
            if (st->colour[i] >= 0 && own_chip(st, seat, i, k))
                st->value[i][k] = (int8_t)metro_wire_get_i8(r, -128, 127, "st-petersburg chip");
        }
        if (st->colour[i] >= 0 && !r->bad) deal_stack(st, seat, i, r);
    }
    recount_points(st);
}

static int format_move(const metro_state *s, int slot, const metro_move *m, char *out, size_t n)
{
    (void)s, (void)slot;
    return snprintf(out, n, "tourist:%s", metro_city_colour_name(m->b));
}

static int parse_move(const metro_state *s, int slot, const char *text, metro_move *m)
{
    (void)s;
    char buf[32], *f[3];
    if (module_split(text, buf, sizeof buf, f, 3) != 2 || strcmp(f[0], "tourist")) return -1;
    int c = city_colour_by_name(f[1]);
    if (c < 0) return -1;
    *m = (metro_move){
        .kind = METRO_MOVE_MODULE, .module = (uint8_t)slot, .a = TOURIST, .b = (uint8_t)c};
    return METRO_OK;
}

static int describe_move(const metro_state *s, int slot, const metro_move *m, char *out, size_t n)
{
    const spb_state *st = METRO_MODULE_STATE_CONST(spb_state, s, slot);
    const signed char *v = spb_chip_value[m->b % SPB_COLOURS];
    return snprintf(
        out, n, "puts the %s tourist on %s (chips %d %d %d %d)", metro_city_colour_name(m->b),
        st->pending >= 0 ? spb_sight_name[st->pending] : "a sight", v[0], v[1], v[2], v[3]);
}

/* "st-petersburg A:POINTS,..": chip points per account that holds chips. */
static int summary(const metro_state *s, int slot, char *out, size_t n)
{
    const spb_state *st = METRO_MODULE_STATE_CONST(spb_state, s, slot);
    size_t at = (size_t)snprintf(out, n, "st-petersburg");
    int shown = 0;
    for (int a = 0; a < METRO_MAX_ACCOUNTS; a++) {
        int chips = 0;
        for (int i = 0; i < SPB_SIGHTS; i++)
            for (int k = 0; k < st->taken[i]; k++) chips += st->taker[i][k] == a;
        if (!chips) continue;
        shown++;
        if (a >= METRO_ACCOUNT_COMPANY0)
            at += (size_t)snprintf(out + at, at < n ? n - at : 0, " %s:%d",
                                   metro_company_name(a - METRO_ACCOUNT_COMPANY0),
                                   metro_spb_points(s, a));
        else
            at += (size_t)snprintf(out + at, at < n ? n - at : 0, " %d:%d", a + 1,
                                   metro_spb_points(s, a));
    }
    if (!shown) at += (size_t)snprintf(out + at, at < n ? n - at : 0, " -");
    return (int)at;
}

const struct metro_module metro_module_st_petersburg = {
    .id = "st-petersburg",
    .name = METRO_N_("Metro City: St. Petersburg"),
    .description = METRO_N_("A tile on a sight takes a tourist of your choice and its face-down "
                            "chips; every scored line takes a chip per pass over a tourist tile."),
    .excludes = excludes,
    .group = "city",
    .min_players = 2,
    .max_players = METRO_MAX_PLAYERS,
    .setup = setup,
    .line_complete = line_complete,
    .after_lay = after_lay,
    .gen_moves = gen_moves,
    .check_move = check_move,
    .apply_move = apply_move,
    .redeal_hidden = redeal_hidden,
    .account_points = account_points,
    .format_move = format_move,
    .parse_move = parse_move,
    .move_syntax = "tourist:COLOUR (red, orange, yellow, green, blue, purple, pink or brown)",
    .describe_move = describe_move,
    .summary = summary,
    .view_write = view_write,
    .view_read = view_read,
};

/* ---- Views (include/metro/modules.h) ------------------------------------------ */

static const spb_state *state_of(const metro_state *s)
{
    return module_in_play(s, MODULE_SLOT_st_petersburg)
               ? METRO_MODULE_STATE_CONST(spb_state, s, MODULE_SLOT_st_petersburg)
               : NULL;
}

int metro_spb_sight_square(int sight)
{
    return sight >= 0 && sight < SPB_SIGHTS ? spb_sight_square[sight] : -1;
}

const char *metro_spb_sight_name(int sight)
{
    return sight >= 0 && sight < SPB_SIGHTS ? spb_sight_name[sight] : "";
}

int metro_spb_colour(const metro_state *s, int sight)
{
    const spb_state *st = state_of(s);
    return st && sight >= 0 && sight < SPB_SIGHTS ? st->colour[sight] : -3;
}

int metro_spb_pending(const metro_state *s)
{
    const spb_state *st = state_of(s);
    return st ? st->pending : -1;
}

int metro_spb_stack_left(const metro_state *s, int sight)
{
    const spb_state *st = state_of(s);
    return st && sight >= 0 && sight < SPB_SIGHTS && st->colour[sight] != SIGHT
               ? SPB_CHIPS - st->taken[sight]
               : 0;
}

int metro_spb_chip_values(int colour, int out[4])
{
    if (colour < 0 || colour >= SPB_COLOURS) return 0;
    for (int k = 0; k < SPB_CHIPS; k++) out[k] = spb_chip_value[colour][k];
    return SPB_CHIPS;
}

int metro_spb_chips(const metro_state *s, int account, int colour[], int value[])
{
    const spb_state *st = state_of(s);
    int n = 0;
    for (int i = 0; st && i < SPB_SIGHTS; i++)
        for (int k = 0; k < st->taken[i]; k++)
            if (st->taker[i][k] == account && account >= 0) {
                colour[n] = st->colour[i];
                value[n] = st->value[i][k]; /* -1 until the colour is chosen */
                n++;
            }
    return n;
}

int metro_spb_points(const metro_state *s, int account)
{
    const spb_state *st = state_of(s);
    return st && account >= 0 && account < METRO_MAX_ACCOUNTS ? st->points[account] : 0;
}
