/* Module 1, companies and shares (docs/rules.md §6.1): the share deal, the swap
 * move with its 25-point cut-off, and the end-of-game payout. */
#include <stdio.h>
#include <string.h>

#include "module_util.h"
#include "metro/i18n_mark.h"
#include "shares.h"

/* A player always holds one share of each stack. */
typedef struct shares_state {
    int8_t holding[METRO_MAX_PLAYERS][METRO_SHARE_STACKS]; /* company per seat and stack */
    uint8_t frozen[METRO_MAX_PLAYERS]; /* bit k: stack-k share shown for a token */
    uint8_t known[METRO_MAX_PLAYERS];  /* bit k: everyone saw it taken face up */
    int8_t face_up[METRO_SHARE_STACKS];
    uint8_t stack[METRO_SHARE_STACKS][METRO_COMPANIES]; /* face-down, [0] is the top */
    uint8_t stack_len[METRO_SHARE_STACKS];
} shares_state;
_Static_assert(sizeof(shares_state) <= METRO_MODULE_BYTES, "shares state too big");

/* The shares state of s, NULL when module 1 is not in play. */
static const shares_state *state_of(const metro_state *s)
{
    return module_in_play(s, MODULE_SLOT_shares)
               ? METRO_MODULE_STATE_CONST(shares_state, s, MODULE_SLOT_shares)
               : NULL;
}

/* §6.1: swapping is allowed only while no company has 25 or more points. */
enum { SWAP_CUTOFF = 25 };
static bool swap_open(const metro_state *s)
{
    for (int c = 0; c < METRO_COMPANIES; c++)
        if (s->score[METRO_ACCOUNT_COMPANY0 + c] >= SWAP_CUTOFF) return false;
    return true;
}

enum {
    SWAP = 1,     /* move a: swap; b: stack; c: SWAP_UP or SWAP_TOP */
    SWAP_UP = 0,  /* take the face-up card */
    SWAP_TOP = 1, /* take the top face-down card */
};

static const char *const excludes[] = {"station-numbers", NULL};

static void setup(metro_state *s, int slot)
{
    shares_state *st = METRO_MODULE_STATE(shares_state, s, slot);
    memset(st, 0, sizeof *st);
    memset(st->holding, -1, sizeof st->holding);
    module_give_lines_to_companies(s);
    for (int k = 0; k < METRO_SHARE_STACKS; k++) {
        uint8_t cards[METRO_COMPANIES];
        for (int c = 0; c < METRO_COMPANIES; c++) cards[c] = (uint8_t)c;
        metro_rng_shuffle(&s->rng, cards, METRO_COMPANIES);
        int i = 0;
        for (int p = 0; p < s->cfg.players; p++) st->holding[p][k] = (int8_t)cards[i++];
        st->face_up[k] = (int8_t)cards[i++];
        while (i < METRO_COMPANIES) st->stack[k][st->stack_len[k]++] = cards[i++];
    }
}

static int gen_moves(const metro_state *s, int slot, metro_move *out, int max)
{
    const shares_state *st = METRO_MODULE_STATE_CONST(shares_state, s, slot);
    int n = 0;
    if (!swap_open(s)) return 0;
    for (int k = 0; k < METRO_SHARE_STACKS; k++) {
        if (st->frozen[s->current] >> k & 1u) continue;
        for (int how = SWAP_UP; how <= SWAP_TOP && n < max; how++)
            out[n++] = (metro_move){.kind = METRO_MOVE_MODULE,
                                    .module = (uint8_t)slot,
                                    .a = SWAP,
                                    .b = (uint8_t)k,
                                    .c = (uint8_t)how};
    }
    return n;
}

static int check_move(const metro_state *s, int slot, const metro_move *m, char *why, size_t whylen)
{
    const shares_state *st = METRO_MODULE_STATE_CONST(shares_state, s, slot);
    const char *reason = NULL;
    if (m->a != SWAP || m->b >= METRO_SHARE_STACKS || m->c > SWAP_TOP)
        reason = METRO_N_("not a share swap");
    else if (!swap_open(s))
        reason = METRO_N_("shares can no longer be swapped: a company has 25 or more points");
    else if (st->frozen[s->current] >> m->b & 1u)
        reason = METRO_N_("this share was shown for a central station and may not be swapped");
    if (!reason) return METRO_OK;
    if (why && whylen) snprintf(why, whylen, "%s", reason);
    return METRO_ERR_MODULE;
}

static void pop_top(shares_state *st, int k)
{
    memmove(st->stack[k], st->stack[k] + 1, (size_t)(st->stack_len[k] - 1));
    st->stack_len[k]--;
}

static void apply_move(metro_state *s, int slot, const metro_move *m)
{
    shares_state *st = METRO_MODULE_STATE(shares_state, s, slot);
    int k = m->b, p = s->current;
    st->stack[k][st->stack_len[k]++] = (uint8_t)st->holding[p][k]; /* under the stack */
    if (m->c == SWAP_UP) {
        st->holding[p][k] = st->face_up[k];
        st->face_up[k] = (int8_t)st->stack[k][0];
        st->known[p] |= (uint8_t)(1u << k);
    } else {
        st->holding[p][k] = (int8_t)st->stack[k][0];
        st->known[p] &= (uint8_t) ~(1u << k);
    }
    pop_top(st, k);
}

static void final_scores(const metro_state *s, int slot, int out[METRO_MAX_PLAYERS])
{
    (void)slot;
    metro_payout pay;
    metro_shares_payout(s, &pay);
    for (int p = 0; p < s->cfg.players; p++) out[p] += pay.total[p];
}

/* Per stack, the face-down cards and the other players' unseen shares are
 * one pool the seat cannot tell apart: shuffle it back into the same places. */
static void redeal_hidden(metro_state *s, int slot, int seat, metro_rng *rng)
{
    shares_state *st = METRO_MODULE_STATE(shares_state, s, slot);
    for (int k = 0; k < METRO_SHARE_STACKS; k++) {
        uint8_t pool[METRO_COMPANIES + METRO_MAX_PLAYERS];
        int n = 0;
        for (int i = 0; i < st->stack_len[k]; i++) pool[n++] = st->stack[k][i];
        for (int p = 0; p < s->cfg.players; p++)
            if (p != seat && !((st->known[p] | st->frozen[p]) >> k & 1u))
                pool[n++] = (uint8_t)st->holding[p][k];
        module_sort_bytes(pool, n);
        metro_rng_shuffle(rng, pool, n);
        n = 0;
        for (int i = 0; i < st->stack_len[k]; i++) st->stack[k][i] = pool[n++];
        for (int p = 0; p < s->cfg.players; p++)
            if (p != seat && !((st->known[p] | st->frozen[p]) >> k & 1u))
                st->holding[p][k] = (int8_t)pool[n++];
    }
}

static int format_move(const metro_state *s, int slot, const metro_move *m, char *out, size_t n)
{
    (void)s, (void)slot;
    return snprintf(out, n, "swap:%d:%s", (m->b + 1) * 10, m->c == SWAP_UP ? "up" : "top");
}

/* "swap:PCT:up" or "swap:PCT:top" with PCT 10, 20, 30 or 40. */
static int parse_move(const metro_state *s, int slot, const char *text, metro_move *m)
{
    (void)s;
    char buf[32], *f[4];
    if (module_split(text, buf, sizeof buf, f, 4) != 3 || strcmp(f[0], "swap")) return -1;
    int pct = module_number(f[1]);
    bool up = strcmp(f[2], "up") == 0, top = strcmp(f[2], "top") == 0;
    if (pct < 10 || pct > 40 || pct % 10 || !(up || top)) return -1;
    *m = (metro_move){.kind = METRO_MOVE_MODULE,
                      .module = (uint8_t)slot,
                      .a = SWAP,
                      .b = (uint8_t)(pct / 10 - 1),
                      .c = up ? SWAP_UP : SWAP_TOP};
    return METRO_OK;
}

static int describe_move(const metro_state *s, int slot, const metro_move *m, char *out, size_t n)
{
    (void)s, (void)slot;
    return snprintf(out, n, "swaps a %d %% share (%s)", (m->b + 1) * 10,
                    m->c == SWAP_UP ? "face-up card" : "from the stack");
}

/* "companies P0 .. P7 shares H1 .. HN": per seat COMPANY10,..,COMPANY40, a
 * '*' marking a share shown for a central station. */
static int summary(const metro_state *s, int slot, char *out, size_t n)
{
    const shares_state *st = METRO_MODULE_STATE_CONST(shares_state, s, slot);
    size_t at = (size_t)module_company_points_text(s, out, n);
    at += (size_t)snprintf(out + at, at < n ? n - at : 0, " shares");
    for (int p = 0; p < s->cfg.players; p++)
        for (int k = 0; k < METRO_SHARE_STACKS; k++)
            at += (size_t)snprintf(out + at, at < n ? n - at : 0, "%s%s%d%s", k ? "," : " ",
                                   metro_company_name(st->holding[p][k]), (k + 1) * 10,
                                   st->frozen[p] >> k & 1u ? "*" : "");
    return (int)at;
}

/* Seat views: a share is seen by its holder, and by everyone once it was
 * taken face up or shown for a token; the stacks' order by nobody. */
static bool share_seen(const shares_state *st, int seat, int p, int k)
{
    return p == seat || ((st->known[p] | st->frozen[p]) >> k & 1u);
}

static void view_write(const metro_state *s, int slot, int seat, metro_wire_out *w)
{
    const shares_state *st = METRO_MODULE_STATE_CONST(shares_state, s, slot);
    metro_wire_put_i8s(w, st->face_up, METRO_SHARE_STACKS);
    metro_wire_put_u8s(w, st->frozen, s->cfg.players);
    metro_wire_put_u8s(w, st->known, s->cfg.players);
    for (int p = 0; p < s->cfg.players; p++)
        for (int k = 0; k < METRO_SHARE_STACKS; k++)
            if (share_seen(st, seat, p, k)) metro_wire_put_i8(w, st->holding[p][k]);
}

/* Per stack, the companies nobody shows this seat go, ascending, to the
 * unseen shares and then the face-down cards (the canonical deal). */
static void deal_stack(metro_state *s, shares_state *st, int seat, int k, metro_wire_in *r)
{
    unsigned seen = 1u << st->face_up[k];
    for (int p = 0; p < s->cfg.players; p++) {
        if (!share_seen(st, seat, p, k)) continue;
        if (seen >> st->holding[p][k] & 1u) {
            metro_wire_fail(r, "shares: company %d shown twice in stack %d", st->holding[p][k], k);
            return;
        }
        seen |= 1u << st->holding[p][k];
    }
    int c = 0;
    for (int p = 0; p < s->cfg.players; p++) {
        if (share_seen(st, seat, p, k)) continue;
        while (seen >> c & 1u) c++;
        st->holding[p][k] = (int8_t)c++;
    }
    for (int i = 0; i < st->stack_len[k]; i++) {
        while (seen >> c & 1u) c++;
        st->stack[k][i] = (uint8_t)c++;
    }
}

static void view_read(metro_state *s, int slot, int seat, metro_wire_in *r)
{
    shares_state *st = METRO_MODULE_STATE(shares_state, s, slot);
    int mask = (1 << METRO_SHARE_STACKS) - 1;
    metro_wire_get_i8s(r, st->face_up, METRO_SHARE_STACKS, 0, METRO_COMPANIES - 1, "face-up share");
    metro_wire_get_u8s(r, st->frozen, s->cfg.players, 0, mask, "shares shown");
    metro_wire_get_u8s(r, st->known, s->cfg.players, 0, mask, "shares taken face up");
    for (int p = 0; p < s->cfg.players; p++)
        for (int k = 0; k < METRO_SHARE_STACKS; k++)
            if (share_seen(st, seat, p, k))
                st->holding[p][k] = (int8_t)metro_wire_get_i8(r, 0, METRO_COMPANIES - 1, "share");
    for (int k = 0; k < METRO_SHARE_STACKS && !r->bad; k++) deal_stack(s, st, seat, k, r);
}

const struct metro_module metro_module_shares = {
    .id = "shares",
    .name = METRO_N_("Companies and shares"),
    .description = METRO_N_("Eight companies own the lines; players trade shares and are paid by "
                            "the companies' ranks at the end."),
    .excludes = excludes,
    .min_players = 2,
    .max_players = METRO_MAX_PLAYERS,
    .setup = setup,
    .gen_moves = gen_moves,
    .check_move = check_move,
    .apply_move = apply_move,
    .final_scores = final_scores,
    .redeal_hidden = redeal_hidden,
    .format_move = format_move,
    .parse_move = parse_move,
    .move_syntax = "swap:PCT:up or swap:PCT:top (PCT 10, 20, 30 or 40)",
    .describe_move = describe_move,
    .summary = summary,
    .view_write = view_write,
    .view_read = view_read,
};

/* ---- Views (include/metro/modules.h) and services to other modules ---------- */

void shares_show(metro_state *s, int seat, int stack)
{
    if (!module_in_play(s, MODULE_SLOT_shares)) return;
    METRO_MODULE_STATE(shares_state, s, MODULE_SLOT_shares)->frozen[seat] |= (uint8_t)(1u << stack);
}

static bool seat_stack_ok(const metro_state *s, int seat, int stack)
{
    return seat >= 0 && seat < s->cfg.players && stack >= 0 && stack < METRO_SHARE_STACKS;
}

int metro_shares_holding(const metro_state *s, int seat, int stack)
{
    const shares_state *st = state_of(s);
    return st && seat_stack_ok(s, seat, stack) ? st->holding[seat][stack] : -1;
}

bool metro_shares_frozen(const metro_state *s, int seat, int stack)
{
    const shares_state *st = state_of(s);
    return st && seat_stack_ok(s, seat, stack) && (st->frozen[seat] >> stack & 1u);
}

int metro_shares_face_up(const metro_state *s, int stack)
{
    const shares_state *st = state_of(s);
    return st && stack >= 0 && stack < METRO_SHARE_STACKS ? st->face_up[stack] : -1;
}

int metro_shares_stack_count(const metro_state *s, int stack)
{
    const shares_state *st = state_of(s);
    return st && stack >= 0 && stack < METRO_SHARE_STACKS ? st->stack_len[stack] : 0;
}

bool metro_shares_swap_open(const metro_state *s)
{
    return state_of(s) && swap_open(s);
}

int metro_shares_percent(const metro_state *s, int seat, int company)
{
    int pct = 0;
    for (int k = 0; k < METRO_SHARE_STACKS; k++)
        if (metro_shares_holding(s, seat, k) == company) pct += (k + 1) * 10;
    return pct;
}

void metro_shares_payout(const metro_state *s, metro_payout *out)
{
    int points[METRO_COMPANIES], percent[METRO_MAX_PLAYERS][METRO_COMPANIES];
    /* A company's city points (§7) count with its line points. */
    for (int c = 0; c < METRO_COMPANIES; c++)
        points[c] =
            metro_company_points(s, c) + metro_account_module_points(s, METRO_ACCOUNT_COMPANY0 + c);
    for (int p = 0; p < METRO_MAX_PLAYERS; p++)
        for (int c = 0; c < METRO_COMPANIES; c++) percent[p][c] = metro_shares_percent(s, p, c);
    metro_payout_compute(points, s->cfg.players, (const int(*)[METRO_COMPANIES])percent, out);
}
