/* Seat views (include/metro/view.h): nothing a seat may not see is in its view
 * (noninterference: dealing anew what it cannot see leaves the bytes
 * unchanged), and what it may see comes back whole (the decoded state shows
 * the same board, lines, scores, own hand and module state, and offers the
 * same legal moves). Every module set-up of tests/ai/ai_helpers.h, random
 * positions, every seat and a spectator. */
#include "ai/ai_helpers.h"
#include "metro/city_st_petersburg.h"
#include "metro/city_stockholm.h"
#include "metro/modules.h"
#include "metro/view.h"

enum { GAMES_PER_COMBO = 4, EVERY = 2, REDEALS = 3 };

static long views, changed_by_redeal;

/* What the host never sends, scrambled too: old deck entries (tiles already
 * drawn into hands), the seed and the random state. */
static void scramble(metro_state *t, int seat, metro_rng *r)
{
    metro_redeal_hidden(t, seat, r);
    for (int i = 0; i < t->deck_top; i++) t->deck[i] = (uint8_t)metro_rng_below(r, 24);
    t->cfg.seed = metro_rng_next(r);
    metro_rng_seed(&t->rng, metro_rng_next(r));
}

static int hand_count(const metro_state *s, int p)
{
    int n = 0;
    for (int i = 0; i < s->hand_size; i++) n += s->hand[p][i] != METRO_NO_TILE;
    return n;
}

static bool same_lines(const metro_state *a, const metro_state *b)
{
    bool ok = true;
    for (int id = 0; id < METRO_MAX_LINES; id++) {
        const metro_line *x = &a->line[id], *y = &b->line[id];
        ok &= x->status == y->status && x->start_sq == y->start_sq &&
              x->start_side == y->start_side && x->head_sq == y->head_sq &&
              x->head_side == y->head_side && x->entries == y->entries && x->dest == y->dest &&
              x->doubles == y->doubles && x->owner == y->owner && x->last_lay == y->last_lay &&
              x->points == y->points;
    }
    return ok;
}

/* The core of the state the viewer sees, field for field. */
static void check_core(const metro_state *s, const metro_state *d, int seat)
{
    CHECK(s->cfg.players == d->cfg.players && s->cfg.hand_size == d->cfg.hand_size &&
          s->cfg.free_orientation == d->cfg.free_orientation && s->cfg.modules == d->cfg.modules);
    CHECK(memcmp(s->cell, d->cell, sizeof s->cell) == 0);
    CHECK(memcmp(s->wait, d->wait, sizeof s->wait) == 0);
    CHECK(memcmp(s->port_next, d->port_next, sizeof s->port_next) == 0);
    CHECK_EQ_U64(s->laid_mask, d->laid_mask);
    CHECK_EQ_U64(s->frontier, d->frontier);
    CHECK_EQ_U64(s->centre_open_mask, d->centre_open_mask);
    uint64_t empty = ~(s->laid_mask | 0x0000001818000000ull);
    for (int t = 0; t < METRO_TILE_TYPES; t++) CHECK_EQ_U64(s->viol[t] & empty, d->viol[t] & empty);
    CHECK(same_lines(s, d));
    CHECK(memcmp(s->score, d->score, sizeof s->score) == 0);
    CHECK(s->deck_top == d->deck_top && s->deck_len == d->deck_len);
    for (int p = 0; p < s->cfg.players; p++) {
        CHECK_EQ(hand_count(s, p), hand_count(d, p));
        if (p == seat) CHECK(memcmp(s->hand[p], d->hand[p], sizeof s->hand[p]) == 0);
    }
    CHECK(s->hand_size == d->hand_size && s->drawn == d->drawn && s->current == d->current &&
          s->phase == d->phase && s->tiles_laid == d->tiles_laid &&
          s->tiles_total == d->tiles_total && s->no_rule4 == d->no_rule4 && s->turn == d->turn &&
          s->last_sq == d->last_sq && s->pending == d->pending);
    CHECK(memcmp(s->module_store, d->module_store, sizeof s->module_store) == 0);
    CHECK(memcmp(s->module_hooks, d->module_hooks, sizeof s->module_hooks) == 0);
    CHECK_EQ_U64(s->after_lay_squares, d->after_lay_squares);
}

/* Modules without secrets come back byte for byte; the others as their
 * public accessors show them to the viewer. */
static void check_modules(const metro_state *s, const metro_state *d, int seat)
{
    for (int slot = 0; slot < metro_module_count(); slot++) {
        const struct metro_module *m = metro_module_get(slot);
        if (!(s->cfg.modules >> slot & 1u) || m->redeal_hidden) continue;
        const unsigned char *a = s->module_state[s->module_store[slot]];
        const unsigned char *b = d->module_state[d->module_store[slot]];
        if (!CHECK(memcmp(a, b, METRO_MODULE_BYTES) == 0)) fprintf(stderr, "  module %s\n", m->id);
    }
    for (int k = 0; k < METRO_SHARE_STACKS; k++) {
        CHECK_EQ(metro_shares_face_up(s, k), metro_shares_face_up(d, k));
        CHECK_EQ(metro_shares_stack_count(s, k), metro_shares_stack_count(d, k));
        for (int p = 0; p < s->cfg.players; p++) {
            CHECK_EQ(metro_shares_frozen(s, p, k), metro_shares_frozen(d, p, k));
            if (p == seat || metro_shares_frozen(s, p, k))
                CHECK_EQ(metro_shares_holding(s, p, k), metro_shares_holding(d, p, k));
        }
    }
    int mine[METRO_STATIONS], back[METRO_STATIONS];
    for (int p = 0; p < s->cfg.players; p++) {
        int n = metro_chits_of(s, p, mine);
        CHECK_EQ(n, metro_chits_of(d, p, back));
        if (p == seat) CHECK(memcmp(mine, back, sizeof(int) * (size_t)n) == 0);
    }
    for (int c = 0; c < METRO_CITY_COLOURS; c++)
        if (seat >= 0 && metro_stockholm_chip_holder(s, c) == seat)
            CHECK_EQ(metro_stockholm_chip_holder(d, c), seat);
    CHECK_EQ(metro_solo_revealed(s), metro_solo_revealed(d));
    CHECK_EQ(metro_solo_pile_left(s), metro_solo_pile_left(d));
    for (int i = 0; i < 8; i++) {
        CHECK_EQ(metro_spb_colour(s, i), metro_spb_colour(d, i));
        CHECK_EQ(metro_spb_stack_left(s, i), metro_spb_stack_left(d, i));
    }
    if (seat >= 0) {
        int ca[32], va[32], cb[32], vb[32];
        int n = metro_spb_chips(s, seat, ca, va);
        CHECK_EQ(n, metro_spb_chips(d, seat, cb, vb));
        CHECK(memcmp(va, vb, sizeof(int) * (size_t)n) == 0);
        CHECK_EQ(metro_spb_points(s, seat), metro_spb_points(d, seat));
    }
}

/* The player to move is offered the very same moves. */
static void check_moves(const metro_state *s, const metro_state *d)
{
    static metro_move a[METRO_MAX_MOVES], b[METRO_MAX_MOVES];
    int n = metro_legal_moves(s, a);
    CHECK_EQ(n, metro_legal_moves(d, b));
    CHECK(memcmp(a, b, sizeof(metro_move) * (size_t)n) == 0);
}

/* A view cut short anywhere is refused. */
static void check_truncated(const uint8_t *v, int len)
{
    metro_state d;
    int seat;
    char why[200];
    for (int cut = 0; cut < len; cut += 1 + cut / 8)
        CHECK(metro_view_decode(&d, &seat, v, (size_t)cut, why, sizeof why) != METRO_OK);
}

static void check_position(const metro_state *s, metro_rng *r, const char *what)
{
    for (int seat = METRO_VIEW_SPECTATOR; seat < s->cfg.players; seat++) {
        uint8_t v[METRO_VIEW_MAX], w[METRO_VIEW_MAX];
        int len = metro_view_encode(s, seat, v, sizeof v);
        if (!CHECK(len > 0)) continue;
        views++;
        for (int i = 0; i < REDEALS; i++) {
            metro_state t = *s;
            scramble(&t, seat, r);
            changed_by_redeal += memcmp(t.hand, s->hand, sizeof t.hand) != 0 ||
                                 memcmp(t.module_state, s->module_state, sizeof t.module_state);
            int len2 = metro_view_encode(&t, seat, w, sizeof w);
            if (!CHECK(len2 == len && memcmp(v, w, (size_t)len) == 0))
                fprintf(stderr, "  seat %d sees a secret: %s, turn %d\n", seat, what, s->turn);
        }
        metro_state d;
        int viewer = -2;
        char why[200] = "";
        if (!CHECK(metro_view_decode(&d, &viewer, v, (size_t)len, why, sizeof why) == METRO_OK)) {
            fprintf(stderr, "  decode: %s (%s, seat %d)\n", why, what, seat);
            continue;
        }
        CHECK_EQ(viewer, seat);
        int len3 = metro_view_encode(&d, seat, w, sizeof w);
        CHECK(len3 == len && memcmp(v, w, (size_t)len) == 0);
        check_core(s, &d, seat);
        check_modules(s, &d, seat);
        if (seat == s->current) check_moves(s, &d);
        if (views % 97 == 0) check_truncated(v, len);
    }
}

/* The module list in a view follows the one rule (docs/modules.md): a base
 * game's view says 'none', and an empty list is refused, as in a save. */
static void check_module_list_rule(void)
{
    metro_config cfg;
    metro_config_default(&cfg, 2);
    metro_state s, d;
    char why[200] = "";
    CHECK_EQ(metro_setup(&s, &cfg, why, sizeof why), METRO_OK);
    uint8_t v[METRO_VIEW_MAX];
    int len = metro_view_encode(&s, 0, v, sizeof v), seat;
    uint8_t *at = NULL; /* the list as written: its length, then 'none' */
    for (int i = 0; i + 5 <= len && !at; i++)
        if (v[i] == 4 && !memcmp(v + i + 1, "none", 4)) at = v + i;
    if (!CHECK(at != NULL)) return;
    /* the same view with the list emptied: length 0, the 4 bytes gone */
    at[0] = 0;
    memmove(at + 1, at + 5, (size_t)(v + len - (at + 5)));
    CHECK(metro_view_decode(&d, &seat, v, (size_t)len - 4, why, sizeof why) != METRO_OK);
    if (!CHECK(strstr(why, "empty module list") != NULL)) fprintf(stderr, "  said: '%s'\n", why);
}

int main(void)
{
    metro_rng r;
    metro_rng_seed(&r, 2026);
    check_module_list_rule();
    for (int c = 0; c < AI_N_COMBOS && check_failures() < 20; c++) {
        char what[256];
        snprintf(what, sizeof what, "modules '%s' option %s", ai_combos[c].modules,
                 ai_combos[c].option ? ai_combos[c].option : "default");
        for (int g = 0; g < GAMES_PER_COMBO; g++) {
            metro_state s;
            ai_random_setup(&s, &ai_combos[c], &r);
            for (int pos = 0;; pos++, ai_walk_step(&s, &r)) {
                if (pos % EVERY == 0 || metro_over(&s)) check_position(&s, &r, what);
                if (metro_over(&s)) break;
            }
        }
    }
    printf("%ld views checked; a redeal changed the hidden state in %ld\n", views,
           changed_by_redeal);
    CHECK(changed_by_redeal > views); /* the redeals were not empty */
    return check_done();
}
