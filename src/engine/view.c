/* Seat views (include/metro/view.h, docs/protocol.md "Seat views"): the state
 * as one seat may see it, written field by field; read back into a whole
 * state with every value checked and everything kept for speed (masks,
 * waiting lines, rule 4 data) computed again from the board. */
#include <stdio.h>
#include <string.h>

#include "internal.h"
#include "metro/view.h"

enum { MODULE_LIST_LEN = 256, VIEW_RNG_SEED = 0x5EA7 };

/* ---- Writing --------------------------------------------------------------- */

static void write_config(const metro_state *s, metro_wire_out *w)
{
    char mods[MODULE_LIST_LEN];
    metro_modules_format(s->cfg.modules, mods, sizeof mods);
    metro_wire_put_u8(w, (unsigned)s->cfg.players);
    metro_wire_put_u8(w, (unsigned)s->cfg.hand_size);
    metro_wire_put_u8(w, s->cfg.free_orientation);
    metro_wire_put_str(w, mods);
    METRO_FOR_MODULES(s, slot, mod)
    {
        if (mod->option.key) metro_wire_put_i16(w, s->cfg.module_option[slot]);
    }
}

/* Per line what the board does not tell: its status and owner, whether it
 * doubles, and for a finished line where it last waited and when it ended.
 * Where it starts follows from its id; where an open line waits, how many
 * tiles it entered and what it scored are traced again by the reader. */
static void write_lines(const metro_state *s, metro_wire_out *w)
{
    for (int id = 0; id < METRO_MAX_LINES; id++) {
        const metro_line *l = &s->line[id];
        metro_wire_put_u8(w, l->status);
        if (l->status == METRO_LINE_UNUSED) continue;
        metro_wire_put_i8(w, l->owner);
        metro_wire_put_u8(w, l->doubles);
        if (l->status != METRO_LINE_DONE) continue;
        metro_wire_put_u8(w, l->head_sq);
        metro_wire_put_u8(w, l->head_side);
        metro_wire_put_u8(w, l->last_lay);
    }
}

static int hand_count(const metro_state *s, int p)
{
    int n = 0;
    for (int i = 0; i < s->hand_size; i++) n += s->hand[p][i] != METRO_NO_TILE;
    return n;
}

int metro_view_encode(const metro_state *s, int seat, uint8_t *buf, size_t cap)
{
    if (seat < METRO_VIEW_SPECTATOR || seat >= s->cfg.players) return -1;
    metro_wire_out w;
    metro_wire_out_init(&w, buf, cap);
    metro_wire_put_u8(&w, METRO_VIEW_FORMAT);
    metro_wire_put_i8(&w, seat);
    write_config(s, &w);
    metro_wire_put_u8(&w, s->current);
    metro_wire_put_u8(&w, s->phase);
    metro_wire_put_u8(&w, s->pending);
    metro_wire_put_u8(&w, s->drawn); /* laid at once, in front of everyone */
    metro_wire_put_u16(&w, s->turn);
    metro_wire_put_i8(&w, s->last_sq);
    metro_wire_put_u8(&w, s->deck_top); /* how many were drawn, not which */
    metro_wire_put_u8s(&w, s->cell, METRO_SQUARES);
    write_lines(s, &w);
    metro_wire_put_i16s(&w, s->score, METRO_MAX_ACCOUNTS);
    /* The viewer's own tiles; of every other hand only how many it holds. */
    for (int p = 0; p < s->cfg.players; p++) {
        if (p == seat)
            metro_wire_put_u8s(&w, s->hand[p], s->hand_size);
        else
            metro_wire_put_u8(&w, (unsigned)hand_count(s, p));
    }
    METRO_FOR_MODULES(s, slot, mod)
    {
        if (mod->view_write) mod->view_write(s, slot, seat, &w);
    }
    return w.full ? -1 : (int)w.len;
}

/* ---- Reading: the core fields ------------------------------------------------- */

static void read_config(metro_wire_in *r, metro_config *cfg)
{
    char mods[MODULE_LIST_LEN], err[200];
    int players = (int)metro_wire_get_u8(r, 1, METRO_MAX_PLAYERS, "players");
    metro_config_default(cfg, players > 0 ? players : 1);
    cfg->seed = 0;
    cfg->hand_size = (int)metro_wire_get_u8(r, 1, METRO_MAX_HAND, "hand size");
    cfg->free_orientation = metro_wire_get_u8(r, 0, 1, "free orientation") != 0;
    metro_wire_get_str(r, mods, sizeof mods, sizeof mods - 1, "modules");
    if (r->bad) return;
    if (metro_modules_parse(mods, &cfg->modules, err, sizeof err) != METRO_OK) {
        metro_wire_fail(r, "modules: %s", err);
        return;
    }
    for (int slot = 0; slot < metro_module_count(); slot++)
        if ((cfg->modules >> slot & 1u) && metro_module_get(slot)->option.key)
            cfg->module_option[slot] = (int)metro_wire_get_i16(r, -32768, 32767, "module option");
}

/* A station's line keeps the owner and doubling the set-up gave it (s is
 * set up for the view's configuration): the view must say the same. */
static void read_lines(metro_wire_in *r, metro_state *s)
{
    for (int id = 0; id < METRO_MAX_LINES && !r->bad; id++) {
        metro_line *l = &s->line[id];
        int owner = l->owner, doubles = l->doubles;
        *l = (metro_line){0};
        l->status = (uint8_t)metro_wire_get_u8(r, id < METRO_STATIONS ? METRO_LINE_OPEN : 0,
                                               METRO_LINE_DONE, "line status");
        if (l->status == METRO_LINE_UNUSED) continue;
        if (id < METRO_STATIONS) {
            l->start_sq = metro_station_start[id][0];
            l->start_side = metro_station_start[id][1];
        } else {
            l->start_sq = (uint8_t)metro_centre_slot_square(id - METRO_STATIONS);
            l->start_side = (uint8_t)metro_centre_slot_side(id - METRO_STATIONS);
        }
        l->owner = (int8_t)metro_wire_get_i8(r, METRO_NO_OWNER, METRO_MAX_ACCOUNTS - 1, "owner");
        l->doubles = (uint8_t)metro_wire_get_u8(r, 0, 1, "line doubles");
        if (id < METRO_STATIONS && !r->bad && (l->owner != owner || l->doubles != doubles))
            metro_wire_fail(r, "line %d: owner or doubling not as the set-up gave", id + 1);
        if (l->status != METRO_LINE_DONE) continue;
        l->head_sq = (uint8_t)metro_wire_get_u8(r, 0, METRO_SQUARES - 1, "line head");
        l->head_side = (uint8_t)metro_wire_get_u8(r, 0, 3, "line head side");
        l->last_lay = (uint8_t)metro_wire_get_u8(r, 0, METRO_TILE_SQUARES, "line end");
    }
}

static void read_hands(metro_wire_in *r, metro_state *s, int seat, int counts[])
{
    memset(s->hand, METRO_NO_TILE, sizeof s->hand);
    for (int p = 0; p < s->cfg.players && !r->bad; p++) {
        counts[p] = 0;
        if (p != seat) {
            counts[p] = (int)metro_wire_get_u8(r, 0, s->hand_size, "tiles in a hand");
            continue;
        }
        for (int i = 0; i < s->hand_size; i++) {
            int t = (int)metro_wire_get_u8(r, 0, METRO_NO_TILE, "tile in hand");
            if (t >= METRO_TILE_TYPES && t != METRO_NO_TILE)
                metro_wire_fail(r, "tile in hand: %d is not a tile", t);
            s->hand[p][i] = (uint8_t)t;
        }
    }
}

/* ---- Reading: what follows from the board -------------------------------------- */

static void derive_board(metro_state *s)
{
    s->laid_mask = 0;
    s->centre_open_mask = METRO_CENTRE_MASK;
    memcpy(s->port_next, metro_empty_ports, sizeof s->port_next);
    for (int sq = 0; sq < METRO_SQUARES; sq++) {
        if (s->cell[sq] == METRO_NO_TILE) continue;
        memcpy(&s->port_next[sq * 4], &metro_step_table[s->cell[sq]][sq * 4],
               4 * sizeof s->port_next[0]);
        if (METRO_CENTRE_MASK & METRO_BIT(sq))
            s->centre_open_mask &= ~METRO_BIT(sq);
        else
            s->laid_mask |= METRO_BIT(sq);
    }
    s->tiles_laid = (uint8_t)metro_popcount(s->laid_mask);
    s->frontier = (METRO_BORDER_MASK | metro_adjacent_mask(s->laid_mask)) &
                  ~(s->laid_mask | METRO_CENTRE_MASK);
}

/* Walks line `id` from its start over the board (a path from a start never
 * cycles; 256 steps bound a hostile board) and checks what the view says
 * about it: an open line must reach an empty square, where it now waits; a
 * finished one a station or the open centre. */
static void trace_line(metro_wire_in *r, metro_state *s, int id)
{
    metro_line *l = &s->line[id];
    uint64_t occupied = s->laid_mask | (METRO_CENTRE_MASK & ~s->centre_open_mask);
    unsigned pos = l->start_sq * 4u + l->start_side;
    int entries = 0;
    if (id >= METRO_STATIONS &&
        !(s->centre_open_mask & METRO_BIT(metro_next_square(l->start_sq, l->start_side)))) {
        metro_wire_fail(r, "line %d starts at a covered central station", id + 1);
        return;
    }
    for (int step = 0; step < 256; step++) {
        int sq = (int)(pos >> 2), side = (int)(pos & 3u);
        if (!(occupied >> sq & 1u)) {
            if (l->status != METRO_LINE_OPEN) {
                metro_wire_fail(r, "line %d is finished but waits at an empty square", id + 1);
                return;
            }
            if (s->wait[sq][side] != METRO_NO_LINE) {
                metro_wire_fail(r, "lines %d and %d wait at one place", id + 1,
                                s->wait[sq][side] + 1);
                return;
            }
            s->wait[sq][side] = (uint8_t)id;
            l->head_sq = (uint8_t)sq, l->head_side = (uint8_t)side;
            l->entries = (uint8_t)entries;
            return;
        }
        entries++;
        unsigned next = metro_step_table[s->cell[sq]][pos];
        bool centre = next < 256 && (s->centre_open_mask >> (next >> 2) & 1u);
        if (next >= 256 || centre) {
            if (l->status != METRO_LINE_DONE) {
                metro_wire_fail(r, "line %d has arrived but is marked open", id + 1);
                return;
            }
            l->dest = (uint8_t)(centre ? METRO_CENTRE_DEST : (int)next - 256);
            l->entries = (uint8_t)entries;
            l->points = (int16_t)(entries * (centre && l->doubles ? 2 : 1));
            return;
        }
        pos = next;
    }
    metro_wire_fail(r, "line %d runs in a circle", id + 1);
}

static void derive_lines(metro_wire_in *r, metro_state *s, const int16_t score[])
{
    memset(s->wait, METRO_NO_LINE, sizeof s->wait);
    int points[METRO_MAX_ACCOUNTS] = {0};
    for (int id = 0; id < METRO_MAX_LINES && !r->bad; id++) {
        if (s->line[id].status == METRO_LINE_UNUSED) continue;
        trace_line(r, s, id);
        const metro_line *l = &s->line[id];
        if (l->status == METRO_LINE_DONE && l->owner != METRO_NO_OWNER)
            points[l->owner] += l->points;
    }
    for (int a = 0; a < METRO_MAX_ACCOUNTS && !r->bad; a++) {
        if (points[a] != score[a])
            metro_wire_fail(r, "score of account %d: %d, its finished lines make %d", a, score[a],
                            points[a]);
        s->score[a] = score[a];
    }
    /* Rule 4.2.4 data for the empty squares, from the lines waiting there. */
    memset(s->viol, 0, sizeof s->viol);
    for (int sq = 0; sq < METRO_SQUARES; sq++)
        if (s->cell[sq] == METRO_NO_TILE && !(METRO_CENTRE_MASK & METRO_BIT(sq)))
            metro_route_update_viol(s, sq);
}

/* Tiles of each type the viewer cannot see: the deck's less those on the
 * board, in its own hand and drawn. With free orientation a laid tile shows
 * only its rotation class, and the unseen tiles are counted by class and
 * given the types of that class still left (which rotation a tile lay in
 * the box does not matter where any rotation may be laid). Negative when
 * the view shows more tiles than the game has. */
static int unseen_tiles(const metro_state *s, int seat, int left[METRO_TILE_TYPES])
{
    int laid[METRO_TILE_TYPES] = {0};
    for (int t = 0; t < METRO_TILE_TYPES; t++) left[t] = metro_deck_count(t);
    if (seat >= 0)
        for (int i = 0; i < s->hand_size; i++)
            if (s->hand[seat][i] != METRO_NO_TILE) left[s->hand[seat][i]]--;
    if (s->drawn != METRO_NO_TILE) left[s->drawn]--;
    for (int sq = 0; sq < METRO_SQUARES; sq++)
        if (s->laid_mask >> sq & 1u)
            laid[s->cfg.free_orientation ? metro_tile_class(s->cell[sq]) : s->cell[sq]]++;
    int total = 0;
    for (int t = 0; t < METRO_TILE_TYPES; t++) {
        /* Take the laid tiles of t's class (t is the class with free
         * orientation) from the types with the most left, lowest first. */
        while (laid[t] > 0) {
            int best = -1;
            for (int u = 0; u < METRO_TILE_TYPES; u++)
                if ((u == t || (s->cfg.free_orientation && metro_tile_class(u) == t)) &&
                    (best < 0 || left[u] > left[best]))
                    best = u;
            left[best]--, laid[t]--;
        }
    }
    for (int t = 0; t < METRO_TILE_TYPES; t++) {
        if (left[t] < 0) return -1;
        total += left[t];
    }
    return total;
}

/* The unseen tiles (other hands, the deck) are dealt in ascending order,
 * the canonical deal, so the state depends only on what the viewer sees. */
static void deal_unseen(metro_wire_in *r, metro_state *s, int seat, const int counts[])
{
    int left[METRO_TILE_TYPES];
    int unseen = unseen_tiles(s, seat, left), need = metro_deck_left(s);
    for (int p = 0; p < s->cfg.players; p++) need += counts[p];
    if (unseen < 0) {
        metro_wire_fail(r, "the view shows more tiles of a kind than the game has");
        return;
    }
    if (unseen != need) {
        metro_wire_fail(r, "%d tiles unseen, but hands and deck hold %d", unseen, need);
        return;
    }
    int t = 0;
    for (int p = 0; p < s->cfg.players; p++)
        for (int i = 0; i < counts[p]; i++) {
            while (!left[t]) t++;
            s->hand[p][i] = (uint8_t)t, left[t]--;
        }
    memset(s->deck, METRO_NO_TILE, sizeof s->deck);
    for (int i = s->deck_top; i < s->deck_len; i++) {
        while (!left[t]) t++;
        s->deck[i] = (uint8_t)t, left[t]--;
    }
}

static void read_core(metro_wire_in *r, metro_state *s, int seat, int counts[], int16_t score[])
{
    int players = s->cfg.players;
    s->current = (uint8_t)metro_wire_get_u8(r, 0, players - 1, "player to move");
    s->phase = (uint8_t)metro_wire_get_u8(r, METRO_PHASE_PLAY, METRO_PHASE_OVER, "phase");
    s->pending = (uint8_t)metro_wire_get_u8(r, 0, metro_module_count(), "module choice");
    if (s->pending && !(s->cfg.modules >> (s->pending - 1) & 1u))
        metro_wire_fail(r, "module choice: module %d is not in play", s->pending - 1);
    s->drawn = (uint8_t)metro_wire_get_u8(r, 0, METRO_NO_TILE, "drawn tile");
    if (s->drawn >= METRO_TILE_TYPES && s->drawn != METRO_NO_TILE)
        metro_wire_fail(r, "drawn tile: %d is not a tile", s->drawn);
    s->turn = (uint16_t)metro_wire_get_u16(r, 0, 65535, "turn");
    s->last_sq = (int16_t)metro_wire_get_i8(r, -1, METRO_SQUARES - 1, "last square");
    s->deck_top = (uint8_t)metro_wire_get_u8(r, 0, s->deck_len, "tiles drawn");
    metro_wire_get_u8s(r, s->cell, METRO_SQUARES, 0, METRO_NO_TILE, "square");
    for (int sq = 0; sq < METRO_SQUARES && !r->bad; sq++)
        if (s->cell[sq] >= METRO_TILE_TYPES && s->cell[sq] != METRO_NO_TILE)
            metro_wire_fail(r, "square %d: %d is not a tile", sq, s->cell[sq]);
    if (!r->bad && s->last_sq >= 0 && s->cell[s->last_sq] == METRO_NO_TILE)
        metro_wire_fail(r, "last square %d holds no tile", s->last_sq);
    read_lines(r, s);
    metro_wire_get_i16s(r, score, METRO_MAX_ACCOUNTS, 0, 32767, "score");
    read_hands(r, s, seat, counts);
}

int metro_view_decode(metro_state *s, int *seat, const uint8_t *buf, size_t len, char *why,
                      size_t whylen)
{
    metro_wire_in r;
    metro_config cfg;
    char err[200];
    int counts[METRO_MAX_PLAYERS] = {0};
    int16_t score[METRO_MAX_ACCOUNTS];
    metro_wire_in_init(&r, buf, len);
    memset(s, 0, sizeof *s);
    metro_wire_get_u8(&r, METRO_VIEW_FORMAT, METRO_VIEW_FORMAT, "view format");
    *seat = (int)metro_wire_get_i8(&r, METRO_VIEW_SPECTATOR, METRO_MAX_PLAYERS - 1, "viewer");
    read_config(&r, &cfg);
    if (!r.bad && metro_setup(s, &cfg, err, sizeof err) != METRO_OK)
        metro_wire_fail(&r, "set-up: %s", err);
    if (!r.bad && *seat >= cfg.players)
        metro_wire_fail(&r, "viewer: seat %d of %d", *seat + 1, cfg.players);
    if (!r.bad) read_core(&r, s, *seat, counts, score);
    if (!r.bad) {
        derive_board(s);
        derive_lines(&r, s, score);
    }
    if (!r.bad) deal_unseen(&r, s, *seat, counts);
    METRO_FOR_MODULES(s, slot, mod)
    {
        if (mod->view_read && !r.bad) mod->view_read(s, slot, *seat, &r);
    }
    metro_wire_end(&r, "view");
    metro_rng_seed(&s->rng, VIEW_RNG_SEED); /* not the game's: that stays secret */
    /* A game in play has a move for the player to move: an honest host
     * never shows another, and a client must never be stuck on one. */
    static _Thread_local metro_move legal[METRO_MAX_MOVES];
    if (!r.bad && !metro_over(s) && metro_legal_moves(s, legal) <= 0)
        metro_wire_fail(&r, "the player to move has no legal move in a game not over");
    if (!r.bad) return METRO_OK;
    if (why && whylen) snprintf(why, whylen, "%s", r.why);
    return METRO_ERR_CONFIG;
}
