/* Metro City London (docs/rules.md §7.3): a tile laid on a tourist sends the
 * taxi round the loop of sights, up to 4 fields, to the first field of the
 * tourist's colour; the player scores the fields driven (0 on a miss). */
#include <stdio.h>
#include <string.h>

#include "city_kit.h"
#include "london_data.h"
#include "metro/city_london.h"
#include "metro/i18n_mark.h"

/* Laying is the hot path of simulations: a ride reads the fields of the
 * tourist's colour as one 16-bit mask, and the tourist of a square from a
 * table (London's tourists never move, so a square holds at most one). */
typedef struct london_state {
    city_tourists t;                    /* first: the shared city views read it */
    uint8_t row[LONDON_SIGHTS];         /* sight ids, left to right */
    int8_t loop[LONDON_FIELDS];         /* colour of each loop field */
    uint16_t fields_of[LONDON_COLOURS]; /* loop fields of each colour, as bits */
    uint8_t tourist_on[METRO_SQUARES];  /* tourist dealt to an inner square */
    int8_t taxi;                        /* field, or METRO_LONDON_START */
    uint8_t rides[METRO_MAX_PLAYERS][METRO_LONDON_DRIVE + 1]; /* by points */
    /* the last ride, for the screen and the log */
    uint8_t last_lay;
    int8_t last_seat, last_sq, last_colour, last_from, last_to, last_driven, last_points;
} london_state;
_Static_assert(sizeof(london_state) <= METRO_MODULE_BYTES, "london state too big");

static const char *const excludes[] = {NULL}; /* one city per game: .group */

/* The sights in a random row; the loop's fields follow from it; the taxi
 * waits on the left (start) arrow; one tourist per inner square. */
static void setup(metro_state *s, int slot)
{
    london_state *st = METRO_MODULE_STATE(london_state, s, slot);
    memset(st, 0, sizeof *st);
    for (int i = 0; i < LONDON_SIGHTS; i++) st->row[i] = (uint8_t)i;
    metro_rng_shuffle(&s->rng, st->row, LONDON_SIGHTS);
    for (int f = 0; f < LONDON_FIELDS; f++) {
        st->loop[f] = london_sight_colour[st->row[metro_london_field_sight(f)]][f >= LONDON_SIGHTS];
        st->fields_of[st->loop[f]] |= (uint16_t)(1u << f);
    }
    st->taxi = METRO_LONDON_START;
    st->last_seat = st->last_sq = st->last_colour = -1;
    city_tourists_deal_inner(&st->t, &s->rng);
    for (int id = 0; id < st->t.count; id++) st->tourist_on[st->t.at[id]] = (uint8_t)id;
}

/* One ride along the loop (the rule itself): the next 4 fields after the
 * taxi's, as the low bits of the colour's mask turned round the loop; the
 * points are the fields driven to the first one set, 0 if none; the stop in
 * *to. */
static int drive(const uint16_t fields_of[LONDON_COLOURS], int taxi, int colour, int *to)
{
    int at = taxi < 0 ? LONDON_FIELDS - 1 : taxi; /* the start arrow lies before field 0 */
    unsigned first = (unsigned)(at + 1) % LONDON_FIELDS, mask = fields_of[colour];
    unsigned ahead = ((mask >> first) | (mask << (LONDON_FIELDS - first))) & 0xFu;
    int points = ahead ? __builtin_ctz(ahead) + 1 : 0;
    *to = (at + (points ? points : METRO_LONDON_DRIVE)) % LONDON_FIELDS;
    return points;
}

int metro_london_drive(const int colours[METRO_LONDON_FIELDS], int taxi, int colour, int *to)
{
    uint16_t fields_of[LONDON_COLOURS] = {0};
    for (int f = 0; f < LONDON_FIELDS; f++)
        if (colours[f] >= 0 && colours[f] < LONDON_COLOURS)
            fields_of[colours[f]] |= (uint16_t)(1u << f);
    if (colour < 0 || colour >= LONDON_COLOURS) colour = 0, fields_of[0] = 0;
    return drive(fields_of, taxi < 0 ? METRO_LONDON_START : taxi % LONDON_FIELDS, colour, to);
}

/* The tourist on the square sends the taxi once and leaves the game. */
static void after_lay(metro_state *s, int slot, const metro_move *m)
{
    london_state *st = METRO_MODULE_STATE(london_state, s, slot);
    if (!(st->t.squares >> m->sq & 1u)) return;
    int id = st->tourist_on[m->sq], colour = city_colour(id), to, seat = s->current;
    int points = drive(st->fields_of, st->taxi, colour, &to);
    st->t.squares &= ~(1ull << m->sq); /* city_tourist_put, knowing it was alone */
    st->t.at[id] = CITY_OFF_BOARD;
    st->rides[seat][points]++;
    st->last_from = st->taxi, st->taxi = (int8_t)to;
    st->last_lay = s->tiles_laid, st->last_seat = (int8_t)seat;
    st->last_sq = (int8_t)m->sq, st->last_colour = (int8_t)colour;
    st->last_to = (int8_t)to, st->last_points = (int8_t)points;
    st->last_driven = (int8_t)(points ? points : METRO_LONDON_DRIVE);
}

static int seat_points(const london_state *st, int seat)
{
    int points = 0;
    for (int k = 1; k <= METRO_LONDON_DRIVE; k++) points += k * st->rides[seat][k];
    return points;
}

/* A seat's rides; with shares the players' own track, added to the payout
 * (docs/rules.md §7.3). Companies take no taxi rides. */
static int account_points(const metro_state *s, int slot, int account)
{
    if (account < 0 || account >= s->cfg.players) return 0;
    return seat_points(METRO_MODULE_STATE_CONST(london_state, s, slot), account);
}

/* "london P1,P2,.. taxi F left N": each seat's points, the taxi's field
 * (-1 on the start arrow), tourists still on the board. */
static int summary(const metro_state *s, int slot, char *out, size_t n)
{
    const london_state *st = METRO_MODULE_STATE_CONST(london_state, s, slot);
    size_t at = (size_t)snprintf(out, n, "london");
    for (int p = 0; p < s->cfg.players; p++)
        at += (size_t)snprintf(out + at, at < n ? n - at : 0, "%c%d", p ? ',' : ' ',
                               seat_points(st, p));
    at += (size_t)snprintf(out + at, at < n ? n - at : 0, " taxi %d left %d", st->taxi,
                           __builtin_popcountll(st->t.squares));
    return (int)at;
}

/* Seat views: everything is public; the loop's colours follow from the row. */
static void view_write(const metro_state *s, int slot, int seat, metro_wire_out *w)
{
    const london_state *st = METRO_MODULE_STATE_CONST(london_state, s, slot);
    city_tourists_view_write(&st->t, w);
    metro_wire_put_u8s(w, st->row, LONDON_SIGHTS);
    metro_wire_put_u8s(w, st->tourist_on, METRO_SQUARES);
    metro_wire_put_i8(w, st->taxi);
    for (int p = 0; p < s->cfg.players; p++)
        metro_wire_put_u8s(w, st->rides[p], METRO_LONDON_DRIVE + 1);
    metro_wire_put_u8(w, st->last_lay);
    const int8_t last[] = {st->last_seat, st->last_sq,     st->last_colour, st->last_from,
                           st->last_to,   st->last_driven, st->last_points};
    metro_wire_put_i8s(w, last, (int)sizeof last);
}

static void view_read(metro_state *s, int slot, int seat, metro_wire_in *r)
{
    london_state *st = METRO_MODULE_STATE(london_state, s, slot);
    city_tourists_view_read(&st->t, r);
    metro_wire_get_u8s(r, st->row, LONDON_SIGHTS, 0, LONDON_SIGHTS - 1, "london sight");
    memset(st->fields_of, 0, sizeof st->fields_of);
    for (int f = 0; f < LONDON_FIELDS; f++) { /* as the set-up */
        st->loop[f] = london_sight_colour[st->row[metro_london_field_sight(f)]][f >= LONDON_SIGHTS];
        st->fields_of[st->loop[f]] |= (uint16_t)(1u << f);
    }
    metro_wire_get_u8s(r, st->tourist_on, METRO_SQUARES, 0, CITY_TOURISTS - 1, "london tourist");
    st->taxi = (int8_t)metro_wire_get_i8(r, METRO_LONDON_START, LONDON_FIELDS - 1, "taxi");
    for (int p = 0; p < s->cfg.players; p++)
        metro_wire_get_u8s(r, st->rides[p], METRO_LONDON_DRIVE + 1, 0, 255, "taxi rides");
    st->last_lay = (uint8_t)metro_wire_get_u8(r, 0, METRO_TILE_SQUARES, "last ride");
    st->last_seat = (int8_t)metro_wire_get_i8(r, -1, s->cfg.players - 1, "last ride seat");
    st->last_sq = (int8_t)metro_wire_get_i8(r, -1, METRO_SQUARES - 1, "last ride square");
    st->last_colour = (int8_t)metro_wire_get_i8(r, -1, LONDON_COLOURS - 1, "last ride colour");
    st->last_from = (int8_t)metro_wire_get_i8(r, -1, LONDON_FIELDS - 1, "last ride start");
    st->last_to = (int8_t)metro_wire_get_i8(r, -1, LONDON_FIELDS - 1, "last ride end");
    st->last_driven = (int8_t)metro_wire_get_i8(r, 0, METRO_LONDON_DRIVE, "last ride fields");
    st->last_points = (int8_t)metro_wire_get_i8(r, 0, METRO_LONDON_DRIVE, "last ride points");
}

const struct metro_module metro_module_london = {
    .id = "london",
    .name = METRO_N_("Metro City: London"),
    .description = METRO_N_("Lay on a tourist to send the taxi round the loop of sights to a "
                            "field of its colour: up to 4 fields, a point per field driven."),
    .excludes = excludes,
    .group = "city",
    .min_players = 2,
    .max_players = METRO_MAX_PLAYERS,
    .setup = setup,
    .after_lay = after_lay,
    .account_points = account_points,
    .summary = summary,
    .view_write = view_write,
    .view_read = view_read,
};

/* ---- Views (include/metro/city_london.h) -------------------------------------- */

static const london_state *state_of(const metro_state *s)
{
    return module_in_play(s, MODULE_SLOT_london)
               ? METRO_MODULE_STATE_CONST(london_state, s, MODULE_SLOT_london)
               : NULL;
}

const char *metro_london_sight_name(int sight)
{
    return sight >= 0 && sight < LONDON_SIGHTS ? london_sight_name[sight] : "?";
}

int metro_london_row(const metro_state *s, int sights[METRO_LONDON_SIGHTS])
{
    const london_state *st = state_of(s);
    if (!st) return 0;
    for (int i = 0; i < LONDON_SIGHTS; i++) sights[i] = st->row[i];
    return LONDON_SIGHTS;
}

int metro_london_field_colour(const metro_state *s, int field)
{
    const london_state *st = state_of(s);
    return st && field >= 0 && field < LONDON_FIELDS ? st->loop[field] : -1;
}

int metro_london_taxi(const metro_state *s)
{
    const london_state *st = state_of(s);
    return st ? st->taxi : METRO_LONDON_START;
}

metro_london_ride metro_london_last_ride(const metro_state *s)
{
    const london_state *st = state_of(s);
    metro_london_ride r = {0, -1, -1, -1, METRO_LONDON_START, METRO_LONDON_START, 0, 0};
    if (!st || st->last_seat < 0) return r;
    r.lay = st->last_lay, r.seat = st->last_seat, r.sq = st->last_sq;
    r.colour = st->last_colour, r.from = st->last_from, r.to = st->last_to;
    r.driven = st->last_driven, r.points = st->last_points;
    return r;
}

int metro_london_points(const metro_state *s, int seat)
{
    const london_state *st = state_of(s);
    return st && seat >= 0 && seat < s->cfg.players ? seat_points(st, seat) : 0;
}

void metro_london_rides(const metro_state *s, int seat, int rides[METRO_LONDON_DRIVE + 1])
{
    const london_state *st = state_of(s);
    for (int k = 0; k <= METRO_LONDON_DRIVE; k++)
        rides[k] = st && seat >= 0 && seat < s->cfg.players ? st->rides[seat][k] : 0;
}
