/* Metro City New York (docs/rules.md §7.4): a line completed at a station takes
 * the tourist waiting there onto its owner's board; each tourist scores its
 * colour's value on that board at the end. */
#include <stdio.h>
#include <string.h>

#include "city_kit.h"
#include "metro/city_new_york.h"
#include "new_york_data.h"
#include "metro/i18n_mark.h"

/* New York's tourists wait on stations, not squares: the shared
 * city_tourists (which must come first) stays empty. */
typedef struct ny_state {
    city_tourists squares_kit;
    int8_t colour[METRO_STATIONS + 1];   /* tourist colour placed at station st */
    int8_t taken_by[METRO_STATIONS + 1]; /* account that took it, -1 still waiting */
    int8_t board[METRO_MAX_ACCOUNTS];    /* board of each account, -1 none */
} ny_state;
_Static_assert(sizeof(ny_state) <= METRO_MODULE_BYTES, "new-york state too big");

static const char *const excludes[] = {NULL}; /* one city per game: .group */

static bool with_shares(const metro_state *s)
{
    return module_in_play(s, MODULE_SLOT_shares);
}

/* 4 tourists of each colour on the 32 stations; a board per player, or per
 * company with shares (the companies own the lines, §7). */
static void setup(metro_state *s, int slot)
{
    ny_state *st = METRO_MODULE_STATE(ny_state, s, slot);
    memset(st, -1, sizeof *st);
    memset(&st->squares_kit, 0, sizeof st->squares_kit);
    uint8_t tourist[METRO_STATIONS], board[NY_BOARDS];
    for (int i = 0; i < METRO_STATIONS; i++) tourist[i] = (uint8_t)(i % NY_COLOURS);
    for (int b = 0; b < NY_BOARDS; b++) board[b] = (uint8_t)b;
    metro_rng_shuffle(&s->rng, tourist, METRO_STATIONS);
    metro_rng_shuffle(&s->rng, board, NY_BOARDS);
    for (int i = 0; i < METRO_STATIONS; i++) st->colour[i + 1] = (int8_t)tourist[i];
    if (with_shares(s))
        for (int c = 0; c < METRO_COMPANIES; c++)
            st->board[METRO_ACCOUNT_COMPANY0 + c] = (int8_t)board[c];
    else
        for (int p = 0; p < s->cfg.players; p++) st->board[p] = (int8_t)board[p];
}

/* Only a line arriving at a station takes its tourist; an unowned line
 * leaves it there (edition reading: nobody takes it). */
static void line_complete(metro_state *s, int slot, int line)
{
    ny_state *st = METRO_MODULE_STATE(ny_state, s, slot);
    const metro_line *l = &s->line[line];
    if (l->dest < 1 || l->dest > METRO_STATIONS || l->owner == METRO_NO_OWNER) return;
    if (st->taken_by[l->dest] < 0) st->taken_by[l->dest] = l->owner;
}

static int account_points(const metro_state *s, int slot, int account)
{
    (void)slot;
    return metro_ny_points(s, account);
}

/* "newyork A:POINTS,..": city points per account with a board (seat 1..N or
 * a company). */
static int summary(const metro_state *s, int slot, char *out, size_t n)
{
    const ny_state *st = METRO_MODULE_STATE_CONST(ny_state, s, slot);
    size_t at = (size_t)snprintf(out, n, "new-york");
    for (int a = 0; a < METRO_MAX_ACCOUNTS; a++) {
        if (st->board[a] < 0) continue;
        if (a >= METRO_ACCOUNT_COMPANY0)
            at += (size_t)snprintf(out + at, at < n ? n - at : 0, " %s:%d",
                                   metro_company_name(a - METRO_ACCOUNT_COMPANY0),
                                   metro_ny_points(s, a));
        else
            at += (size_t)snprintf(out + at, at < n ? n - at : 0, " %d:%d", a + 1,
                                   metro_ny_points(s, a));
    }
    return (int)at;
}

/* Seat views: the tourists at the stations and the boards are public. */
static void view_write(const metro_state *s, int slot, int seat, metro_wire_out *w)
{
    const ny_state *st = METRO_MODULE_STATE_CONST(ny_state, s, slot);
    metro_wire_put_i8s(w, st->colour + 1, METRO_STATIONS);
    metro_wire_put_i8s(w, st->taken_by + 1, METRO_STATIONS);
    metro_wire_put_i8s(w, st->board, METRO_MAX_ACCOUNTS);
}

static void view_read(metro_state *s, int slot, int seat, metro_wire_in *r)
{
    ny_state *st = METRO_MODULE_STATE(ny_state, s, slot);
    metro_wire_get_i8s(r, st->colour + 1, METRO_STATIONS, 0, NY_COLOURS - 1, "new york tourist");
    metro_wire_get_i8s(r, st->taken_by + 1, METRO_STATIONS, -1, METRO_MAX_ACCOUNTS - 1,
                       "new york tourist taken by");
    metro_wire_get_i8s(r, st->board, METRO_MAX_ACCOUNTS, -1, NY_BOARDS - 1, "new york board");
}

const struct metro_module metro_module_new_york = {
    .id = "new-york",
    .name = METRO_N_("Metro City: New York"),
    .description = METRO_N_("A line that ends at a station takes the tourist waiting there; each "
                            "tourist scores its colour's value on its owner's board."),
    .excludes = excludes,
    .group = "city",
    .min_players = 2,
    .max_players = METRO_MAX_PLAYERS,
    .setup = setup,
    .line_complete = line_complete,
    .account_points = account_points,
    .summary = summary,
    .view_write = view_write,
    .view_read = view_read,
};

/* ---- Views (include/metro/modules.h) ------------------------------------------ */

static const ny_state *state_of(const metro_state *s)
{
    return module_in_play(s, MODULE_SLOT_new_york)
               ? METRO_MODULE_STATE_CONST(ny_state, s, MODULE_SLOT_new_york)
               : NULL;
}

int metro_ny_tourist(const metro_state *s, int station)
{
    const ny_state *st = state_of(s);
    return st && station >= 1 && station <= METRO_STATIONS ? st->colour[station] : -1;
}

int metro_ny_taken_by(const metro_state *s, int station)
{
    const ny_state *st = state_of(s);
    return st && station >= 1 && station <= METRO_STATIONS ? st->taken_by[station] : -1;
}

int metro_ny_board(const metro_state *s, int account)
{
    const ny_state *st = state_of(s);
    return st && account >= 0 && account < METRO_MAX_ACCOUNTS ? st->board[account] : -1;
}

int metro_ny_board_value(int board, int colour)
{
    return board >= 0 && board < NY_BOARDS && colour >= 0 && colour < NY_COLOURS
               ? ny_board_value[board][colour]
               : 0;
}

const char *metro_ny_sight(int colour)
{
    return colour >= 0 && colour < NY_COLOURS ? ny_sight_name[colour] : "";
}

int metro_ny_count(const metro_state *s, int account, int colour)
{
    int n = 0;
    for (int st = 1; st <= METRO_STATIONS; st++)
        n += account >= 0 && metro_ny_taken_by(s, st) == account &&
             metro_ny_tourist(s, st) == colour;
    return n;
}

int metro_ny_score(int board, const int count[NY_COLOURS])
{
    int points = 0;
    for (int c = 0; c < NY_COLOURS; c++) points += count[c] * metro_ny_board_value(board, c);
    return points;
}

int metro_ny_points(const metro_state *s, int account)
{
    const ny_state *st = state_of(s);
    if (!st || account < 0 || account >= METRO_MAX_ACCOUNTS || st->board[account] < 0) return 0;
    int points = 0;
    for (int station = 1; station <= METRO_STATIONS; station++)
        if (st->taken_by[station] == account)
            points += ny_board_value[st->board[account]][st->colour[station]];
    return points;
}
