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
    uint8_t tickets[METRO_MAX_ACCOUNTS][BERLIN_COLOURS];
} berlin_state;
_Static_assert(sizeof(berlin_state) <= METRO_MODULE_BYTES, "berlin state too big");

static const char *const excludes[] = {NULL}; /* one city per game: .group */
static const char *const side_names[] = {METRO_N_("A"), METRO_N_("B"), METRO_N_("mixed")};

/* Two of each colour over the 4 groups, never twice in a group: a shuffle
 * dealt square by square that starts again as soon as a group repeats a
 * colour (rejection sampling: uniform over the allowed deals, 18 % of
 * shuffles pass; stopping at the first repeat keeps it cheap). After 1,000
 * failed starts - never seen in practice - a fixed allowed deal is used. */
static void deal_groups(berlin_state *st, metro_rng *rng)
{
    uint8_t t[BERLIN_TOURISTS];
    bool ok = false;
    for (int tries = 0; tries < 1000 && !ok; tries++) {
        for (int i = 0; i < BERLIN_TOURISTS; i++) t[i] = (uint8_t)(i % BERLIN_COLOURS);
        ok = true;
        for (int i = 0; i < BERLIN_TOURISTS && ok; i++) {
            int j = i + (int)metro_rng_below(rng, (uint32_t)(BERLIN_TOURISTS - i));
            uint8_t c = t[j];
            t[j] = t[i];
            t[i] = c;
            for (int k = i & ~3; k < i; k++) ok &= t[k] != c; /* its group so far */
        }
    }
    if (!ok) /* group g: colours 2g .. 2g+3 (mod 8), each colour in two groups */
        for (int i = 0; i < BERLIN_TOURISTS; i++) t[i] = (uint8_t)((2 * (i / 4) + i % 4) % 8);
    st->tourists.count = BERLIN_TOURISTS;
    for (int i = 0; i < CITY_TOURISTS; i++) st->tourists.at[i] = CITY_OFF_BOARD;
    bool first_placed[BERLIN_COLOURS] = {false};
    for (int i = 0; i < BERLIN_TOURISTS; i++) { /* tourist c first, then c + 8 */
        int c = t[i], id = first_placed[c] ? c + BERLIN_COLOURS : c;
        first_placed[c] = true;
        city_tourist_put(&st->tourists, id, berlin_group_square[i / 4][i % 4]);
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
        st->side[i] = (int8_t)(option == SIDE_MIXED ? b_sides[i] : option);
    }
}

static void line_complete(metro_state *s, int slot, int line)
{
    berlin_state *st = METRO_MODULE_STATE(berlin_state, s, slot);
    const metro_line *l = &s->line[line];
    /* Only a tourist's tile gives tickets: no trace before one is laid. */
    if (l->owner == METRO_NO_OWNER || !(st->tourists.squares & s->laid_mask)) return;
    uint8_t passes[METRO_SQUARES] = {0};
    metro_line_trace(s, line, passes);
    for (int i = 0; i < BERLIN_TOURISTS; i++)
        st->tickets[l->owner][city_colour(i)] =
            (uint8_t)(st->tickets[l->owner][city_colour(i)] + passes[st->tourists.at[i]]);
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

const struct metro_module metro_module_berlin = {
    .id = "berlin",
    .name = METRO_N_("Metro City: Berlin"),
    .description = METRO_N_("Tourists ride on the tiles laid on their squares; scored lines take "
                            "their tickets, and the most tickets of a colour win its sight's "
                            "points."),
    .excludes = excludes,
    .group = "city",
    /* Not offered yet: its random games run at 0.46-0.48 of the base game's
     * speed, short of the half that a complete city needs (docs/rules.md §7.6). */
    .hidden = true,
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
    for (int a = 0; a < METRO_MAX_ACCOUNTS; a++) {
        int k = st->tickets[a][colour];
        taken += k;
        above += k > mine;
        tied += k == mine;
    }
    above += 8 - taken > mine; /* the imaginary player */
    tied += 8 - taken == mine;
    int sight = 0;
    while (sight < BERLIN_SIGHTS - 1 && st->sight_tourist[sight] != colour) sight++;
    const signed char *v = berlin_value[st->side[sight]][sight];
    int sum = (above == 0 ? v[0] : 0) + (above <= 1 && above + tied > 1 ? v[1] : 0);
    return sum / tied;
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
