/* Metro City Paris (docs/rules.md §7.1): tourists taken from the board go onto
 * fields of their colour on the player's row of sights; the longest run of
 * filled fields scores at the end. */
#include <string.h>

#include "city_kit.h"
#include "metro/i18n_mark.h"
#include "paris_data.h"

enum { TO_FIELD = 0, TO_SQUARE = 1 }; /* metro_move.a of a placement */

typedef struct paris_state {
    city_tourists t; /* first: the shared city views read it */
    uint32_t filled[METRO_MAX_PLAYERS];
    uint8_t row[METRO_MAX_PLAYERS][METRO_PARIS_ROW_MAX]; /* sight ids, left to right */
    uint8_t row_len;
    /* Fields of each colour in every row, bit seat * 4 * row_len + field
     * (at most 48 fields in all): filled once at set-up, so finding the free
     * fields of a colour is a shift and a mask. */
    uint64_t colour_at[CITY_COLOURS];
    uint8_t waiting[CITY_TOURISTS]; /* taken tourists, placed in order from `next` */
    uint8_t n_waiting, next;        /* waiting[next..n_waiting) still to place */
    uint8_t laid_sq;                /* where the tourists were taken */
    uint8_t left_game;
} paris_state;
_Static_assert(sizeof(paris_state) <= METRO_MODULE_BYTES, "paris state too big");

int metro_paris_row_length(int players)
{
    static const int len[METRO_MAX_PLAYERS + 1] = {0, 0, 6, 4, 3, 2, 2};
    return players >= 0 && players <= METRO_MAX_PLAYERS ? len[players] : 0;
}

const char *metro_paris_sight_name(int sight)
{
    return sight >= 0 && sight < METRO_PARIS_SIGHTS ? paris_sight_names[sight] : "?";
}

int metro_paris_field_colour(int sight, int field)
{
    if (sight < 0 || sight >= METRO_PARIS_SIGHTS || field < 0 || field >= METRO_PARIS_FIELDS)
        return -1;
    return paris_field_colours[sight][field];
}

/* The sights are dealt at random and evenly; the rest stay in the box. */
static void setup(metro_state *s, int slot)
{
    paris_state *st = METRO_MODULE_STATE(paris_state, s, slot);
    memset(st, 0, sizeof *st);
    uint8_t ids[METRO_PARIS_SIGHTS];
    for (int i = 0; i < METRO_PARIS_SIGHTS; i++) ids[i] = (uint8_t)i;
    metro_rng_shuffle(&s->rng, ids, METRO_PARIS_SIGHTS);
    st->row_len = (uint8_t)metro_paris_row_length(s->cfg.players);
    int fields = 4 * st->row_len;
    for (int p = 0; p < s->cfg.players; p++)
        for (int i = 0; i < st->row_len; i++) {
            st->row[p][i] = ids[p * st->row_len + i];
            for (int c = 0; c < CITY_COLOURS; c++)
                st->colour_at[c] |= (uint64_t)paris_colour_fields[st->row[p][i]][c]
                                    << (p * fields + 4 * i);
        }
    city_tourists_deal_inner(&st->t, &s->rng);
    metro_module_moves_on_hold_only(s, slot);             /* placements only */
    metro_module_after_lay_only_on(s, city_inner_mask()); /* tourists stay inside */
}

/* Free fields of the next waiting tourist's colour in the current
 * player's row, as bits 4 * i + f. */
static uint32_t free_fields(const metro_state *s, const paris_state *st)
{
    int fields = 4 * st->row_len;
    uint32_t mine =
        (uint32_t)(st->colour_at[city_colour(st->waiting[st->next])] >> (s->current * fields));
    return mine & ((1u << fields) - 1) & ~st->filled[s->current];
}

/* The squares the next waiting tourist may go to when no field is free:
 * those holding a tourist next to the laid tile, else any holding one. */
static uint64_t free_squares(const paris_state *st)
{
    uint64_t next = city_adjacent_squares(st->laid_sq) & st->t.squares;
    return next ? next : st->t.squares;
}

/* The places the next waiting tourist may go, in order of the rules: a free
 * field of its colour in the player's row; else a tourist square next to
 * the laid tile; else any tourist square. As moves; returns how many. */
static int options(const metro_state *s, const paris_state *st, int slot, metro_move *out, int max)
{
    if (st->next == st->n_waiting) return 0;
    int n = 0;
    metro_move m = {.kind = METRO_MOVE_MODULE, .module = (uint8_t)slot, .a = TO_FIELD};
    for (uint32_t f = free_fields(s, st); f && n < max; f &= f - 1)
        m.b = (uint8_t)__builtin_ctz(f), out[n++] = m;
    if (n) return n;
    m.a = TO_SQUARE;
    for (uint64_t b = free_squares(st); b && n < max; b &= b - 1)
        m.b = (uint8_t)__builtin_ctzll(b), out[n++] = m;
    return n;
}

static void place(metro_state *s, paris_state *st, const metro_move *m)
{
    if (m->a == TO_FIELD)
        st->filled[s->current] |= 1u << m->b;
    else
        city_tourist_put(&st->t, st->waiting[st->next], m->b);
    st->next++;
}

/* Tourists with nowhere to go leave the game, a tourist with one place goes
 * there (no choice to ask for: edition reading, docs/rules.md §7.1); the turn
 * waits while a tourist has two places or more. Counted on the masks, no
 * moves written (this runs after every lay on a tourist). */
static void resolve(metro_state *s, paris_state *st, int slot)
{
    while (st->next < st->n_waiting) {
        uint32_t fields = free_fields(s, st);
        if (fields) {
            if (fields & (fields - 1)) break; /* two fields or more: the player chooses */
            st->filled[s->current] |= fields;
        } else {
            uint64_t squares = st->t.squares ? free_squares(st) : 0;
            if (squares & (squares - 1)) break;
            if (squares)
                city_tourist_put(&st->t, st->waiting[st->next], __builtin_ctzll(squares));
            else
                st->left_game++;
        }
        st->next++;
    }
    if (st->next < st->n_waiting)
        metro_module_hold_turn(s, slot);
    else
        metro_module_release_turn(s);
}

/* Out of line: most lays find no tourist and return at once. */
static __attribute__((noinline)) void take_tourists(metro_state *s, paris_state *st, int slot,
                                                    int sq)
{
    int n = 0; /* the queue was empty: a lay is refused while one waits */
    for (uint32_t ids = city_tourists_mask_on(&st->t, sq); ids; ids &= ids - 1) {
        int id = __builtin_ctz(ids); /* all of them go, ids ascending */
        st->t.at[id] = CITY_OFF_BOARD;
        st->waiting[n++] = (uint8_t)id;
    }
    st->n_waiting = (uint8_t)n, st->next = 0;
    st->t.squares &= ~(1ull << sq); /* the square is empty after */
    st->laid_sq = (uint8_t)sq;
    resolve(s, st, slot);
}

static void after_lay(metro_state *s, int slot, const metro_move *m)
{
    paris_state *st = METRO_MODULE_STATE(paris_state, s, slot);
    if (st->t.squares >> m->sq & 1u) take_tourists(s, st, slot, m->sq);
}

static int gen_moves(const metro_state *s, int slot, metro_move *out, int max)
{
    if (s->pending != slot + 1) return 0;
    return options(s, METRO_MODULE_STATE_CONST(paris_state, s, slot), slot, out, max);
}

static int check_move(const metro_state *s, int slot, const metro_move *m, char *why, size_t whylen)
{
    const paris_state *st = METRO_MODULE_STATE_CONST(paris_state, s, slot);
    char dummy[8];
    if (!why) why = dummy, whylen = sizeof dummy;
    if (s->pending != slot + 1 || st->next == st->n_waiting)
        return snprintf(why, whylen, "paris: no tourist to place now"), METRO_ERR_MODULE;
    metro_move opt[CITY_TOURISTS + 4];
    int n = options(s, st, slot, opt, CITY_TOURISTS + 4);
    for (int i = 0; i < n; i++)
        if (opt[i].a == m->a && opt[i].b == m->b) return METRO_OK;
    const char *colour = metro_city_colour_name(city_colour(st->waiting[st->next]));
    if (opt[0].a == TO_FIELD)
        snprintf(why, whylen, "paris: the %s tourist goes on a free %s field of your sights",
                 colour, colour);
    else
        snprintf(why, whylen,
                 "paris: no free %s field, so the tourist goes to a square holding a tourist%s",
                 colour, n < __builtin_popcountll(st->t.squares) ? " next to the laid tile" : "");
    return METRO_ERR_MODULE;
}

static void apply_move(metro_state *s, int slot, const metro_move *m)
{
    paris_state *st = METRO_MODULE_STATE(paris_state, s, slot);
    place(s, st, m);
    resolve(s, st, slot);
}

/* Bit tricks, not a walk over the fields: the longest run of ones is how
 * often x &= x << 1 can be done before x is empty (runs shrink by one each
 * time). */
metro_paris_points metro_paris_score_from(uint32_t filled, int fields)
{
    metro_paris_points p = {0, 0, 0, 0};
    if (fields <= 0) return p;
    uint32_t x = fields >= 32 ? filled : filled & ((1u << fields) - 1);
    int count = __builtin_popcount(x);
    for (uint32_t r = x; r; r &= r << 1) p.run++;
    uint32_t full = x & x >> 1; /* bit 4i set when all 4 fields of sight i are */
    full &= full >> 2;
    uint32_t whole = fields >= 32 ? ~0u : (1u << (fields / 4 * 4)) - 1; /* complete sights */
    p.full_sights = __builtin_popcount(full & 0x11111111u & whole);
    p.others = count - p.run;
    p.total = 2 * p.run - p.others + 3 * p.full_sights;
    return p;
}

static void final_scores(const metro_state *s, int slot, int out[METRO_MAX_PLAYERS])
{
    const paris_state *st = METRO_MODULE_STATE_CONST(paris_state, s, slot);
    for (int p = 0; p < s->cfg.players; p++)
        out[p] += metro_paris_score_from(st->filled[p], 4 * st->row_len).total;
}

/* "field:I:F" (field F 0-3 of the I-th sight of your row, 0-based) or
 * "square:RC" (a square holding a tourist). */
static int format_move(const metro_state *s, int slot, const metro_move *m, char *out, size_t n)
{
    (void)s, (void)slot;
    if (m->a == TO_FIELD) return snprintf(out, n, "field:%d:%d", m->b / 4, m->b % 4);
    return snprintf(out, n, "square:%d%d", metro_row(m->b), metro_col(m->b));
}

static int parse_move(const metro_state *s, int slot, const char *text, metro_move *m)
{
    (void)s;
    char buf[24], *f[3];
    int k = module_split(text, buf, sizeof buf, f, 3);
    *m = (metro_move){.kind = METRO_MOVE_MODULE, .module = (uint8_t)slot};
    if (k == 3 && !strcmp(f[0], "field")) {
        int i = module_number(f[1]), j = module_number(f[2]);
        if (i < 0 || i >= METRO_PARIS_ROW_MAX || j < 0 || j >= METRO_PARIS_FIELDS) return -1;
        m->a = TO_FIELD, m->b = (uint8_t)(4 * i + j);
        return METRO_OK;
    }
    if (k == 2 && !strcmp(f[0], "square")) {
        int sq = city_square_by_text(f[1]);
        if (sq < 0) return -1;
        m->a = TO_SQUARE, m->b = (uint8_t)sq;
        return METRO_OK;
    }
    return -1;
}

static int describe_move(const metro_state *s, int slot, const metro_move *m, char *out, size_t n)
{
    const paris_state *st = METRO_MODULE_STATE_CONST(paris_state, s, slot);
    int colour = st->next < st->n_waiting ? city_colour(st->waiting[st->next]) : 0;
    if (m->a == TO_FIELD)
        return snprintf(
            out, n, "puts the %s tourist on %s, field %d", metro_city_colour_name(colour),
            paris_sight_names[st->row[s->current][m->b / 4 % METRO_PARIS_ROW_MAX]], m->b % 4 + 1);
    char sq[4]; /* squares by the names the board's edge shows */
    metro_square_name(m->b, sq);
    return snprintf(out, n, "moves the %s tourist to %s", metro_city_colour_name(colour), sq);
}

/* "paris P0,P1,.. left N": each seat's points now, tourists gone. */
static int summary(const metro_state *s, int slot, char *out, size_t n)
{
    const paris_state *st = METRO_MODULE_STATE_CONST(paris_state, s, slot);
    size_t at = (size_t)snprintf(out, n, "paris");
    for (int p = 0; p < s->cfg.players; p++)
        at += (size_t)snprintf(out + at, at < n ? n - at : 0, "%c%d", p ? ',' : ' ',
                               metro_paris_score_from(st->filled[p], 4 * st->row_len).total);
    at += (size_t)snprintf(out + at, at < n ? n - at : 0, " left %d", st->left_game);
    return (int)at;
}

/* Seat views: everything is public; the colour masks follow from the rows. */
static void view_write(const metro_state *s, int slot, int seat, metro_wire_out *w)
{
    const paris_state *st = METRO_MODULE_STATE_CONST(paris_state, s, slot);
    city_tourists_view_write(&st->t, w);
    for (int p = 0; p < s->cfg.players; p++) {
        metro_wire_put_u32(w, st->filled[p]);
        metro_wire_put_u8s(w, st->row[p], st->row_len);
    }
    metro_wire_put_u8s(w, st->waiting, CITY_TOURISTS);
    metro_wire_put_u8(w, st->n_waiting);
    metro_wire_put_u8(w, st->next);
    metro_wire_put_u8(w, st->laid_sq);
    metro_wire_put_u8(w, st->left_game);
}

static void view_read(metro_state *s, int slot, int seat, metro_wire_in *r)
{
    paris_state *st = METRO_MODULE_STATE(paris_state, s, slot);
    int fields = 4 * st->row_len; /* the row length the set-up gave */
    city_tourists_view_read(&st->t, r);
    memset(st->colour_at, 0, sizeof st->colour_at);
    for (int p = 0; p < s->cfg.players && !r->bad; p++) {
        st->filled[p] = metro_wire_get_u32(r, "paris fields");
        if (st->filled[p] >> fields) metro_wire_fail(r, "paris: a field past the row");
        metro_wire_get_u8s(r, st->row[p], st->row_len, 0, METRO_PARIS_SIGHTS - 1, "paris sight");
        for (int i = 0; i < st->row_len && !r->bad; i++)
            for (int c = 0; c < CITY_COLOURS; c++)
                st->colour_at[c] |= (uint64_t)paris_colour_fields[st->row[p][i]][c]
                                    << (p * fields + 4 * i);
    }
    metro_wire_get_u8s(r, st->waiting, CITY_TOURISTS, 0, st->t.count - 1, "waiting tourist");
    st->n_waiting = (uint8_t)metro_wire_get_u8(r, 0, CITY_TOURISTS, "tourists waiting");
    st->next = (uint8_t)metro_wire_get_u8(r, 0, st->n_waiting, "next tourist");
    st->laid_sq = (uint8_t)metro_wire_get_u8(r, 0, METRO_SQUARES - 1, "paris square");
    st->left_game = (uint8_t)metro_wire_get_u8(r, 0, CITY_TOURISTS, "tourists gone");
}

static const char *const paris_excludes[] = {NULL};

const struct metro_module metro_module_paris = {
    .id = "paris",
    .name = METRO_N_("Metro City: Paris"),
    .description = METRO_N_("Lay on a tourist to seat it on a field of its colour at your sights; "
                            "long unbroken runs score."),
    .excludes = paris_excludes,
    .group = "city",
    .min_players = 2,
    .max_players = METRO_MAX_PLAYERS,
    .setup = setup,
    .after_lay = after_lay,
    .gen_moves = gen_moves,
    .check_move = check_move,
    .apply_move = apply_move,
    .final_scores = final_scores,
    .format_move = format_move,
    .parse_move = parse_move,
    .move_syntax = "field:SIGHT:FIELD (SIGHT: your row's sights from 0 at the left; FIELD "
                   "0-3) or square:RC (row and column 0-7 of a square with a tourist)",
    .describe_move = describe_move,
    .summary = summary,
    .view_write = view_write,
    .view_read = view_read,
};

/* ---- Views (include/metro/city_paris.h) --------------------------------------- */

static const paris_state *state_of(const metro_state *s)
{
    return module_in_play(s, MODULE_SLOT_paris)
               ? METRO_MODULE_STATE_CONST(paris_state, s, MODULE_SLOT_paris)
               : NULL;
}

int metro_paris_row(const metro_state *s, int seat, int sights[METRO_PARIS_ROW_MAX])
{
    const paris_state *st = state_of(s);
    if (!st || seat < 0 || seat >= s->cfg.players) return 0;
    for (int i = 0; i < st->row_len; i++) sights[i] = st->row[seat][i];
    return st->row_len;
}

uint32_t metro_paris_filled(const metro_state *s, int seat)
{
    const paris_state *st = state_of(s);
    return st && seat >= 0 && seat < s->cfg.players ? st->filled[seat] : 0;
}

int metro_paris_waiting(const metro_state *s, int colour[32])
{
    const paris_state *st = state_of(s);
    int n = st ? st->n_waiting - st->next : 0;
    for (int i = 0; i < n; i++) colour[i] = city_colour(st->waiting[st->next + i]);
    return n;
}

int metro_paris_left_game(const metro_state *s)
{
    const paris_state *st = state_of(s);
    return st ? st->left_game : 0;
}

metro_paris_points metro_paris_points_of(const metro_state *s, int seat)
{
    const paris_state *st = state_of(s);
    metro_paris_points none = {0, 0, 0, 0};
    if (!st || seat < 0 || seat >= s->cfg.players) return none;
    return metro_paris_score_from(st->filled[seat], 4 * st->row_len);
}
