/* Module 4b, the solo game (docs/rules.md §6.5): a revealed share says which
 * company's line to extend with one of the face-up tiles (the hand). */
#include <stdio.h>
#include <string.h>

#include "module_util.h"
#include "metro/i18n_mark.h"

typedef struct solo_state {
    uint8_t pile[METRO_COMPANIES]; /* face-down shares; the top is pile[pile_len-1] */
    uint8_t discard[METRO_COMPANIES];
    uint8_t pile_len, discard_len;
    int8_t revealed;    /* company revealed this turn, -1 none */
    uint8_t removed;    /* bit c: all of company c's lines are done, its share is out */
    uint8_t reshuffles; /* times the pile was used up and reshuffled */
    uint8_t refused;    /* a face-up tile was refused this turn */
} solo_state;
_Static_assert(sizeof(solo_state) <= METRO_MODULE_BYTES, "solo state too big");

/* Edition reading of §6.5: during the first pass through the share pile
 * (before it is first used up) one face-up tile may be refused per turn,
 * while the deck has a tile to replace it. */
static bool refuse_open(const metro_state *s, const solo_state *st)
{
    return !metro_over(s) && !st->reshuffles && st->pile_len && !st->refused &&
           metro_deck_left(s) > 0;
}

enum {
    REFUSE = 1,  /* move a: refuse a face-up tile; b: hand slot */
    FACE_UP = 2, /* face-up tiles; the larger-hand variant may make it 3 */
    ALL_DONE = 0xFF,
};

static void setup(metro_state *s, int slot)
{
    solo_state *st = METRO_MODULE_STATE(solo_state, s, slot);
    memset(st, 0, sizeof *st);
    module_give_lines_to_companies(s);
    s->no_rule4 = 1; /* a line may be one tile long */
    if (s->hand_size < FACE_UP) s->hand_size = FACE_UP;
    for (int i = 0; i < s->hand_size && metro_deck_left(s) > 0; i++)
        if (s->hand[0][i] == METRO_NO_TILE) s->hand[0][i] = s->deck[s->deck_top++];
    for (int c = 0; c < METRO_COMPANIES; c++) st->pile[c] = (uint8_t)c;
    st->pile_len = METRO_COMPANIES;
    metro_rng_shuffle(&s->rng, st->pile, st->pile_len);
    st->revealed = -1;
}

/* The revealed share goes to the discards; an empty pile is reshuffled
 * from them; then the next share is revealed. */
static void turn_start(metro_state *s, int slot)
{
    solo_state *st = METRO_MODULE_STATE(solo_state, s, slot);
    st->refused = 0;
    if (st->revealed >= 0 && !(st->removed >> st->revealed & 1u))
        st->discard[st->discard_len++] = (uint8_t)st->revealed;
    st->revealed = -1;
    if (!st->pile_len && st->discard_len) {
        memcpy(st->pile, st->discard, st->discard_len);
        st->pile_len = st->discard_len;
        st->discard_len = 0;
        st->reshuffles++;
        metro_rng_shuffle(&s->rng, st->pile, st->pile_len);
    }
    if (st->pile_len) st->revealed = (int8_t)st->pile[--st->pile_len];
}

/* Lay only where an unfinished line of the revealed company waits. */
static uint64_t lay_filter(const metro_state *s, int slot, int tile, uint64_t squares)
{
    (void)tile;
    const solo_state *st = METRO_MODULE_STATE_CONST(solo_state, s, slot);
    uint64_t heads = 0;
    for (int id = 0; id < METRO_STATIONS; id++) {
        const metro_line *l = &s->line[id];
        if (l->status == METRO_LINE_OPEN && l->owner == METRO_ACCOUNT_COMPANY0 + st->revealed)
            heads |= 1ull << l->head_sq;
    }
    return squares & heads;
}

static bool allow_draw(const metro_state *s, int slot)
{
    (void)s, (void)slot;
    return false; /* tiles come only from the face-up ones */
}

static int gen_moves(const metro_state *s, int slot, metro_move *out, int max)
{
    const solo_state *st = METRO_MODULE_STATE_CONST(solo_state, s, slot);
    int n = 0;
    if (!refuse_open(s, st)) return 0;
    for (int i = 0; i < s->hand_size && n < max; i++) {
        bool dup = s->hand[0][i] == METRO_NO_TILE;
        for (int j = 0; j < i; j++) dup |= s->hand[0][j] == s->hand[0][i];
        if (!dup)
            out[n++] = (metro_move){
                .kind = METRO_MOVE_MODULE, .module = (uint8_t)slot, .a = REFUSE, .b = (uint8_t)i};
    }
    return n;
}

static int check_move(const metro_state *s, int slot, const metro_move *m, char *why, size_t whylen)
{
    const solo_state *st = METRO_MODULE_STATE_CONST(solo_state, s, slot);
    const char *reason = NULL;
    if (m->a != REFUSE || m->b >= s->hand_size || s->hand[0][m->b] == METRO_NO_TILE)
        reason = METRO_N_("not a face-up tile to refuse");
    else if (st->reshuffles || !st->pile_len)
        reason = METRO_N_("tiles may be refused only until every share has been revealed once");
    else if (st->refused)
        reason = METRO_N_("a tile has already been refused this turn");
    else if (metro_deck_left(s) <= 0)
        reason = METRO_N_("the deck is empty: no tile to draw instead");
    if (!reason) return METRO_OK;
    if (why && whylen) snprintf(why, whylen, "%s", reason);
    return METRO_ERR_MODULE;
}

/* The refused tile goes back into the middle of the deck (index k/2 of the
 * k tiles left after drawing its replacement from the top). */
static void apply_move(metro_state *s, int slot, const metro_move *m)
{
    solo_state *st = METRO_MODULE_STATE(solo_state, s, slot);
    int top = s->deck_top, k = metro_deck_left(s), mid = k / 2;
    uint8_t refused = s->hand[0][m->b];
    s->hand[0][m->b] = s->deck[top];
    memmove(&s->deck[top], &s->deck[top + 1], (size_t)mid);
    s->deck[top + mid] = refused;
    st->refused = 1;
}

static bool keeps_turn(const metro_state *s, int slot, const metro_move *m)
{
    (void)s, (void)slot, (void)m;
    return true; /* after refusing, a tile must still be laid */
}

/* When all 4 lines of a company are done its share leaves the game. */
static void line_complete(metro_state *s, int slot, int line)
{
    solo_state *st = METRO_MODULE_STATE(solo_state, s, slot);
    int account = s->line[line].owner;
    for (int id = 0; id < METRO_STATIONS; id++)
        if (s->line[id].owner == account && s->line[id].status != METRO_LINE_DONE) return;
    int c = account - METRO_ACCOUNT_COMPANY0, n = 0;
    st->removed |= (uint8_t)(1u << c);
    for (int i = 0; i < st->pile_len; i++)
        if (st->pile[i] != c) st->pile[n++] = st->pile[i];
    st->pile_len = (uint8_t)n;
    n = 0;
    for (int i = 0; i < st->discard_len; i++)
        if (st->discard[i] != c) st->discard[n++] = st->discard[i];
    st->discard_len = (uint8_t)n;
}

static bool game_over(const metro_state *s, int slot)
{
    return METRO_MODULE_STATE_CONST(solo_state, s, slot)->removed == ALL_DONE;
}

static void final_scores(const metro_state *s, int slot, int out[METRO_MAX_PLAYERS])
{
    int points[METRO_COMPANIES];
    for (int c = 0; c < METRO_COMPANIES; c++) points[c] = s->score[METRO_ACCOUNT_COMPANY0 + c];
    out[0] = metro_solo_score_from(points, s->cfg.module_option[slot] != 0);
}

/* The pile order is hidden, and so are future reshuffles. */
static void redeal_hidden(metro_state *s, int slot, int seat, metro_rng *rng)
{
    (void)seat;
    solo_state *st = METRO_MODULE_STATE(solo_state, s, slot);
    module_sort_bytes(st->pile, st->pile_len);
    metro_rng_shuffle(rng, st->pile, st->pile_len);
    metro_rng_seed(&s->rng, metro_rng_next(rng));
}

/* Seat views: everything but the order of the face-down pile, whose shares
 * are the companies neither removed, discarded nor revealed. */
static void view_write(const metro_state *s, int slot, int seat, metro_wire_out *w)
{
    const solo_state *st = METRO_MODULE_STATE_CONST(solo_state, s, slot);
    metro_wire_put_u8(w, st->discard_len);
    metro_wire_put_u8s(w, st->discard, st->discard_len);
    metro_wire_put_i8(w, st->revealed);
    metro_wire_put_u8(w, st->removed);
    metro_wire_put_u8(w, st->reshuffles);
    metro_wire_put_u8(w, st->refused);
}

static void view_read(metro_state *s, int slot, int seat, metro_wire_in *r)
{
    solo_state *st = METRO_MODULE_STATE(solo_state, s, slot);
    memset(st, 0, sizeof *st);
    st->discard_len = (uint8_t)metro_wire_get_u8(r, 0, METRO_COMPANIES, "discarded shares");
    metro_wire_get_u8s(r, st->discard, st->discard_len, 0, METRO_COMPANIES - 1, "discarded share");
    st->revealed = (int8_t)metro_wire_get_i8(r, -1, METRO_COMPANIES - 1, "revealed share");
    st->removed = (uint8_t)metro_wire_get_u8(r, 0, 255, "removed shares");
    st->reshuffles = (uint8_t)metro_wire_get_u8(r, 0, 255, "reshuffles");
    st->refused = (uint8_t)metro_wire_get_u8(r, 0, 1, "refused");
    unsigned seen = st->removed;
    for (int i = 0; i < st->discard_len; i++) seen |= 1u << st->discard[i];
    if (st->revealed >= 0) seen |= 1u << st->revealed;
    /* A share revealed this turn may have left the game since (line_complete). */
    int out = __builtin_popcount(st->removed) + st->discard_len +
              (st->revealed >= 0 && !(st->removed >> st->revealed & 1u));
    if (!r->bad && __builtin_popcount(seen) != out)
        metro_wire_fail(r, "solo: a share is in two places");
    for (int c = 0; c < METRO_COMPANIES && !r->bad; c++)
        if (!(seen >> c & 1u)) st->pile[st->pile_len++] = (uint8_t)c;
    for (int id = METRO_STATIONS; id < METRO_MAX_LINES && !r->bad; id++) /* alone: no tokens */
        if (s->line[id].status != METRO_LINE_UNUSED)
            metro_wire_fail(r, "solo: a line from the centre");
}

static int format_move(const metro_state *s, int slot, const metro_move *m, char *out, size_t n)
{
    (void)s, (void)slot;
    return snprintf(out, n, "refuse:%d", m->b);
}

/* "refuse:I": refuse face-up tile I (0-based hand slot). */
static int parse_move(const metro_state *s, int slot, const char *text, metro_move *m)
{
    (void)s;
    char buf[16], *f[3];
    if (module_split(text, buf, sizeof buf, f, 3) != 2 || strcmp(f[0], "refuse")) return -1;
    int i = module_number(f[1]);
    if (i < 0 || i >= METRO_MAX_HAND) return -1;
    *m = (metro_move){
        .kind = METRO_MOVE_MODULE, .module = (uint8_t)slot, .a = REFUSE, .b = (uint8_t)i};
    return METRO_OK;
}

static int describe_move(const metro_state *s, int slot, const metro_move *m, char *out, size_t n)
{
    (void)s, (void)slot, (void)m;
    return snprintf(out, n, "%s", METRO_N_("refuses a face-up tile"));
}

/* "companies P0 .. P7". */
static int summary(const metro_state *s, int slot, char *out, size_t n)
{
    (void)slot;
    return module_company_points_text(s, out, n);
}

static const char *const levels[] = {METRO_N_("normal"), METRO_N_("hard")};

const struct metro_module metro_module_solo = {
    .id = "solo",
    .name = METRO_N_("Solo game"),
    .description = METRO_N_("One player extends the line of each revealed company; the lowest "
                            "company's points are the score."),
    .standalone = true,
    .min_players = 1,
    .max_players = 1,
    .option = {.key = "level",
               .label = METRO_N_("harder variant"),
               .min = 0,
               .max = 1,
               .def = 0,
               .values = levels,
               .alias = "--solo-hard",
               .alias_value = "hard"},
    .setup = setup,
    .turn_start = turn_start,
    .lay_filter = lay_filter,
    .allow_draw = allow_draw,
    .gen_moves = gen_moves,
    .check_move = check_move,
    .apply_move = apply_move,
    .keeps_turn = keeps_turn,
    .line_complete = line_complete,
    .game_over = game_over,
    .final_scores = final_scores,
    .redeal_hidden = redeal_hidden,
    .format_move = format_move,
    .parse_move = parse_move,
    .move_syntax = "refuse:I (I 0-2: the hand slot of the face-up tile)",
    .describe_move = describe_move,
    .summary = summary,
    .view_write = view_write,
    .view_read = view_read,
};

/* ---- Views (include/metro/modules.h) ------------------------------------------ */

static const solo_state *state_of(const metro_state *s)
{
    return module_in_play(s, MODULE_SLOT_solo)
               ? METRO_MODULE_STATE_CONST(solo_state, s, MODULE_SLOT_solo)
               : NULL;
}

int metro_solo_revealed(const metro_state *s)
{
    const solo_state *st = state_of(s);
    return st && !metro_over(s) ? st->revealed : -1;
}

bool metro_solo_refuse_allowed(const metro_state *s)
{
    const solo_state *st = state_of(s);
    return st && refuse_open(s, st);
}

int metro_solo_pile_left(const metro_state *s)
{
    const solo_state *st = state_of(s);
    return st ? st->pile_len : 0;
}

int metro_solo_shares_left(const metro_state *s)
{
    const solo_state *st = state_of(s);
    return st ? METRO_COMPANIES - __builtin_popcount(st->removed) : 0;
}

bool metro_solo_hard(const metro_state *s)
{
    return module_in_play(s, MODULE_SLOT_solo) && s->cfg.module_option[MODULE_SLOT_solo] != 0;
}
