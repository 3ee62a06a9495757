/* Metro City Berlin (docs/rules.md §7.6): tourists on 4 start groups go onto
 * the tiles laid there; every scored line takes a ticket of a tourist's
 * colour per pass over its tile; the most and second most tickets of a
 * colour score the high and low value of that colour's sight. */
#include <stdio.h>
#include <string.h>

#include "berlin_data.h"
#include "city_kit.h"
#include "metro/i18n_mark.h"
#include "metro/city_berlin.h"

enum { SIDE_A = 0, SIDE_B = 1, SIDE_MIXED = 2, BERLIN_TOURISTS = 16 };

/* Tourists c and c + 8 (colour c) stand on the group squares, and stay on
 * the tiles laid there. */
typedef struct berlin_state {
    city_tourists tourists;              /* first: the shared views read it */
    int8_t sight_tourist[BERLIN_SIGHTS]; /* colour on each sight */
    int8_t side[BERLIN_SIGHTS];          /* SIDE_A or SIDE_B */
    /* Kept at set-up and as tickets are taken, so that scoring a line and
     * the end scoring need no search (the bench's hot path). */
    int8_t sight_of[BERLIN_COLOURS];    /* sight holding colour c's tourist */
    uint8_t colour_on[BERLIN_TOURISTS]; /* colour on group square i (berlin_group_index) */
    uint16_t holders;                   /* accounts holding any ticket, a bit each */
    uint8_t tickets[METRO_MAX_ACCOUNTS][BERLIN_COLOURS];
} berlin_state;
_Static_assert(sizeof(berlin_state) <= METRO_MODULE_BYTES, "berlin state too big");

static const char *const excludes[] = {NULL}; /* one city per game: .group */
static const char *const side_names[] = {METRO_N_("A"), METRO_N_("B"), METRO_N_("mixed")};

/* Two of each colour over the 4 groups, never twice in a group, uniform over
 * the allowed deals without rejection: a colour is an edge between the two
 * groups it stands in, and as every group holds 4, the edges pair up as
 * a x {01, 23}, b x {02, 13}, c x {03, 12} with a + b + c = 4. A deal is such
 * a split (weighted by its number of colourings, 8! / (a! b! c!)^2), the 8
 * colours shuffled onto its edges, and each group's 4 squares shuffled:
 * about 20 random numbers, where shuffling until no group repeated a colour
 * took about 90 (only 18 % of shuffles pass). */
static void deal_groups(berlin_state *st, metro_rng *rng)
{
    static const uint8_t pair[3][2][2] = {{{0, 1}, {2, 3}}, {{0, 2}, {1, 3}}, {{0, 3}, {1, 2}}};
    static const int fact[5] = {1, 1, 2, 6, 24};
    int split[3] = {0, 0, 0}, total = 0, weight[15];
    for (int a = 0, k = 0; a <= 4; a++) /* the 15 splits, in a fixed order */
        for (int b = 0; a + b <= 4; b++, k++) {
            int f = fact[a] * fact[b] * fact[4 - a - b];
            total += weight[k] = 40320 / (f * f);
        }
    int r = (int)metro_rng_below(rng, (uint32_t)total);
    for (int a = 0, k = 0; a <= 4; a++)
        for (int b = 0; a + b <= 4; b++, k++) {
            if (r >= 0 && r < weight[k]) split[0] = a, split[1] = b, split[2] = 4 - a - b;
            r -= weight[k];
        }
    uint8_t colour[BERLIN_COLOURS], t[BERLIN_TOURISTS];
    for (int c = 0; c < BERLIN_COLOURS; c++) colour[c] = (uint8_t)c;
    metro_rng_shuffle(rng, colour, BERLIN_COLOURS);
    int filled[BERLIN_GROUPS] = {0}, e = 0;
    for (int kind = 0; kind < 3; kind++)
        for (int n = 0; n < split[kind]; n++)
            for (int half = 0; half < 2; half++, e++)
                for (int end = 0; end < 2; end++) {
                    int g = pair[kind][half][end];
                    t[g * 4 + filled[g]++] = colour[e];
                }
    for (int g = 0; g < BERLIN_GROUPS; g++) metro_rng_shuffle(rng, t + 4 * g, 4);
    st->tourists.count = BERLIN_TOURISTS;
    for (int i = 0; i < CITY_TOURISTS; i++) st->tourists.at[i] = CITY_OFF_BOARD;
    bool first_placed[BERLIN_COLOURS] = {false};
    for (int i = 0; i < BERLIN_TOURISTS; i++) { /* tourist c first, then c + 8 */
        int c = t[i], id = first_placed[c] ? c + BERLIN_COLOURS : c;
        first_placed[c] = true;
        city_tourist_put(&st->tourists, id, berlin_group_square[i / 4][i % 4]);
        st->colour_on[i] = (uint8_t)c;
    }
}

static void setup(metro_state *s, int slot)
{
    berlin_state *st = METRO_MODULE_STATE(berlin_state, s, slot);
    memset(st, 0, sizeof *st);
    deal_groups(st, &s->rng);
    uint8_t colour[BERLIN_SIGHTS], b_sides[BERLIN_SIGHTS];
    for (int i = 0; i < BERLIN_SIGHTS; i++) colour[i] = (uint8_t)i, b_sides[i] = i < 4;
    metro_rng_shuffle(&s->rng, colour, BERLIN_SIGHTS);
    int option = s->cfg.module_option[slot];
    if (option == SIDE_MIXED) metro_rng_shuffle(&s->rng, b_sides, BERLIN_SIGHTS);
    for (int i = 0; i < BERLIN_SIGHTS; i++) {
        st->sight_tourist[i] = (int8_t)colour[i];
        st->sight_of[colour[i]] = (int8_t)i;
        st->side[i] = (int8_t)(option == SIDE_MIXED ? b_sides[i] : option);
    }
}

static void line_complete(metro_state *s, int slot, int line)
{
    berlin_state *st = METRO_MODULE_STATE(berlin_state, s, slot);
    const metro_line *l = &s->line[line];
    /* Only a tourist's tile gives tickets: no trace before one is laid. */
    uint64_t laid = st->tourists.squares & s->laid_mask;
    if (l->owner == METRO_NO_OWNER || !laid) return;
    uint64_t at_least[4];
    metro_line_pass_masks_over(s, line, laid, at_least); /* only the tourist tiles count */
    /* One ticket per pass: a tile passed twice is in at_least[0] and [1]. */
    for (int k = 0; k < 4 && (at_least[k] & laid); k++)
        for (uint64_t m = at_least[k] & laid; m; m &= m - 1) {
            int c = st->colour_on[berlin_group_index[__builtin_ctzll(m)]];
            st->tickets[l->owner][c]++;
        }
    st->holders |= (uint16_t)(1u << l->owner);
}

static int account_points(const metro_state *s, int slot, int account)
{
    (void)slot;
    return metro_berlin_points(s, account);
}

/* "berlin A:POINTS,..": ticket points per account holding tickets. */
static int summary(const metro_state *s, int slot, char *out, size_t n)
{
    const berlin_state *st = METRO_MODULE_STATE_CONST(berlin_state, s, slot);
    size_t at = (size_t)snprintf(out, n, "berlin");
    int shown = 0;
    for (int a = 0; a < METRO_MAX_ACCOUNTS; a++) {
        int held = 0;
        for (int c = 0; c < BERLIN_COLOURS; c++) held += st->tickets[a][c];
        if (!held) continue;
        shown++;
        if (a >= METRO_ACCOUNT_COMPANY0)
            at += (size_t)snprintf(out + at, at < n ? n - at : 0, " %s:%d",
                                   metro_company_name(a - METRO_ACCOUNT_COMPANY0),
                                   metro_berlin_points(s, a));
        else
            at += (size_t)snprintf(out + at, at < n ? n - at : 0, " %d:%d", a + 1,
                                   metro_berlin_points(s, a));
    }
    if (!shown) at += (size_t)snprintf(out + at, at < n ? n - at : 0, " -");
    return (int)at;
}

/* Seat views: everything is public; the lookups kept for speed are made
 * again from the sights and the tickets. */
static void view_write(const metro_state *s, int slot, int seat, metro_wire_out *w)
{
    const berlin_state *st = METRO_MODULE_STATE_CONST(berlin_state, s, slot);
    city_tourists_view_write(&st->tourists, w);
    metro_wire_put_i8s(w, st->sight_tourist, BERLIN_SIGHTS);
    metro_wire_put_i8s(w, st->side, BERLIN_SIGHTS);
    metro_wire_put_u8s(w, st->colour_on, BERLIN_TOURISTS);
    metro_wire_put_u8s(w, &st->tickets[0][0], METRO_MAX_ACCOUNTS * BERLIN_COLOURS);
    metro_wire_put_u16(w, st->holders);
}

static void view_read(metro_state *s, int slot, int seat, metro_wire_in *r)
{
    berlin_state *st = METRO_MODULE_STATE(berlin_state, s, slot);
    city_tourists_view_read(&st->tourists, r);
    for (int i = 0; i < st->tourists.count && !r->bad; i++) /* they ride on their squares */
        if (st->tourists.at[i] != CITY_OFF_BOARD && berlin_group_index[st->tourists.at[i]] < 0)
            metro_wire_fail(r, "berlin: a tourist off the start groups");
    metro_wire_get_i8s(r, st->sight_tourist, BERLIN_SIGHTS, 0, BERLIN_COLOURS - 1, "berlin sight");
    metro_wire_get_i8s(r, st->side, BERLIN_SIGHTS, SIDE_A, SIDE_B, "berlin side");
    metro_wire_get_u8s(r, st->colour_on, BERLIN_TOURISTS, 0, BERLIN_COLOURS - 1, "berlin tourist");
    metro_wire_get_u8s(r, &st->tickets[0][0], METRO_MAX_ACCOUNTS * BERLIN_COLOURS, 0, 255,
                       "berlin tickets");
    unsigned colours = 0;
    for (int i = 0; i < BERLIN_SIGHTS; i++) {
        colours |= 1u << st->sight_tourist[i];
        st->sight_of[st->sight_tourist[i]] = (int8_t)i;
    }
    if (!r->bad && colours != (1u << BERLIN_COLOURS) - 1)
        metro_wire_fail(r, "berlin: a colour on two sights");
    /* Accounts whose lines passed a tourist tile: every ticket holder. */
    st->holders =
        (uint16_t)metro_wire_get_u16(r, 0, (1 << METRO_MAX_ACCOUNTS) - 1, "berlin holders");
    for (int a = 0; a < METRO_MAX_ACCOUNTS; a++)
        for (int c = 0; c < BERLIN_COLOURS; c++)
            if (st->tickets[a][c] && !(st->holders >> a & 1u) && !r->bad)
                metro_wire_fail(r, "berlin: tickets of account %d not counted", a);
}

const struct metro_module metro_module_berlin = {
    .id = "berlin",
    .name = METRO_N_("Metro City: Berlin"),
    .description = METRO_N_("Tourists ride on the tiles laid on their squares; scored lines take "
                            "their tickets, and the most tickets of a colour win its sight's "
                            "points."),
    .excludes = excludes,
    .group = "city",
    .min_players = 2,
    .max_players = METRO_MAX_PLAYERS,
    .option = {.key = "side",
               .label = METRO_N_("sight side"),
               .min = SIDE_A,
               .max = SIDE_MIXED,
               .def = SIDE_A,
               .values = side_names},
    .setup = setup,
    .line_complete = line_complete,
    .account_points = account_points,
    .summary = summary,
    .view_write = view_write,
    .view_read = view_read,
};

/* ---- Pure end scoring (include/metro/modules.h) ------------------------------ */

void metro_berlin_rank_points(const int tickets[], int n, int high, int low, int out[])
{
    for (int i = 0; i < n; i++) {
        out[i] = 0;
        if (tickets[i] <= 0) continue;
        int above = 0, tied = 0;
        for (int j = 0; j < n; j++) {
            above += tickets[j] > tickets[i];
            tied += tickets[j] == tickets[i];
        }
        int sum = 0; /* the places above..above+tied-1; only 1st and 2nd pay */
        for (int place = above; place < above + tied; place++)
            sum += place == 0 ? high : place == 1 ? low : 0;
        out[i] = sum / tied;
    }
}

/* ---- Views (include/metro/modules.h) ------------------------------------------ */

static const berlin_state *state_of(const metro_state *s)
{
    return module_in_play(s, MODULE_SLOT_berlin)
               ? METRO_MODULE_STATE_CONST(berlin_state, s, MODULE_SLOT_berlin)
               : NULL;
}

int metro_berlin_tourist_at(const metro_state *s, int sq)
{
    const berlin_state *st = state_of(s);
    uint8_t ids[CITY_TOURISTS];
    return st && city_tourists_on(&st->tourists, sq, ids) ? city_colour(ids[0]) : -1;
}

int metro_berlin_sight_tourist(const metro_state *s, int sight)
{
    const berlin_state *st = state_of(s);
    return st && sight >= 0 && sight < BERLIN_SIGHTS ? st->sight_tourist[sight] : -1;
}

int metro_berlin_sight_of(const metro_state *s, int colour)
{
    for (int i = 0; i < BERLIN_SIGHTS; i++)
        if (metro_berlin_sight_tourist(s, i) == colour && colour >= 0) return i;
    return -1;
}

const char *metro_berlin_sight_name(int sight)
{
    return sight >= 0 && sight < BERLIN_SIGHTS ? berlin_sight_name[sight] : "";
}

int metro_berlin_side(const metro_state *s, int sight)
{
    const berlin_state *st = state_of(s);
    return st && sight >= 0 && sight < BERLIN_SIGHTS ? st->side[sight] : -1;
}

void metro_berlin_values(const metro_state *s, int sight, int *high, int *low)
{
    int side = metro_berlin_side(s, sight);
    *high = side >= 0 ? berlin_value[side][sight][0] : 0;
    *low = side >= 0 ? berlin_value[side][sight][1] : 0;
}

int metro_berlin_tickets(const metro_state *s, int account, int colour)
{
    const berlin_state *st = state_of(s);
    return st && account >= 0 && account < METRO_MAX_ACCOUNTS && colour >= 0 &&
                   colour < BERLIN_COLOURS
               ? st->tickets[account][colour]
               : 0;
}

int metro_berlin_imaginary(const metro_state *s, int colour)
{
    int taken = 0;
    for (int a = 0; a < METRO_MAX_ACCOUNTS; a++) taken += metro_berlin_tickets(s, a, colour);
    return state_of(s) ? 8 - taken : 0; /* two tiles of 4 track pieces */
}

/* The account's place among the holders of a colour and the imaginary
 * player (the same rule as metro_berlin_rank_points, for one holder: one
 * pass over the accounts, as the end scoring asks for every seat). */
static int colour_points(const berlin_state *st, int account, int colour)
{
    int mine = st->tickets[account][colour];
    if (!mine) return 0;
    int above = 0, tied = 0, taken = 0;
    for (unsigned h = st->holders; h; h &= h - 1) { /* the others hold none */
        int k = st->tickets[__builtin_ctz(h)][colour];
        taken += k;
        above += k > mine;
        tied += k == mine;
    }
    above += 8 - taken > mine; /* the imaginary player */
    tied += 8 - taken == mine;
    int sight = st->sight_of[colour];
    const signed char *v = berlin_value[st->side[sight]][sight];
    int sum = (above == 0 ? v[0] : 0) + (above <= 1 && above + tied > 1 ? v[1] : 0);
    return tied == 1 ? sum : sum / tied; /* a tie is rare: no division in the end scoring */
}

int metro_berlin_colour_points(const metro_state *s, int account, int colour)
{
    const berlin_state *st = state_of(s);
    return st && account >= 0 && account < METRO_MAX_ACCOUNTS && colour >= 0 &&
                   colour < BERLIN_COLOURS
               ? colour_points(st, account, colour)
               : 0;
}

int metro_berlin_points(const metro_state *s, int account)
{
    const berlin_state *st = state_of(s);
    int points = 0;
    for (int c = 0; st && account >= 0 && account < METRO_MAX_ACCOUNTS && c < BERLIN_COLOURS; c++)
        points += colour_points(st, account, c);
    return points;
}
