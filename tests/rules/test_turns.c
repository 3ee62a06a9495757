/* Turn flow (§4.1, §5.2): deal, hand tile or draw-and-must-lay, refill, skip, end. */
#include "board.h"

static int find_move(const metro_state *s, int kind, int from, metro_move *out)
{
    metro_move mv[METRO_MAX_MOVES];
    int n = metro_legal_moves(s, mv);
    for (int i = 0; i < n; i++)
        if (mv[i].kind == kind && (kind != METRO_MOVE_LAY || mv[i].from == from)) {
            *out = mv[i];
            return 1;
        }
    return 0;
}

static void test_setup(void)
{
    for (int n = 2; n <= 6; n++)
        for (int h = 1; h <= 3; h++) {
            metro_config cfg;
            metro_config_default(&cfg, n);
            cfg.hand_size = h;
            cfg.seed = (uint64_t)(n * 10 + h);
            metro_state s, again;
            if (!CHECK_EQ(metro_setup(&s, &cfg, NULL, 0), METRO_OK)) continue;
            CHECK_EQ(metro_setup(&again, &cfg, NULL, 0), METRO_OK);
            CHECK(memcmp(&s, &again, sizeof s) == 0); /* a game = config + seed */
            int count[METRO_TILE_TYPES] = {0};
            for (int i = s.deck_top; i < s.deck_len; i++) count[s.deck[i]]++;
            for (int p = 0; p < METRO_MAX_PLAYERS; p++)
                for (int i = 0; i < METRO_MAX_HAND; i++) {
                    int t = s.hand[p][i];
                    CHECK_EQ(t != METRO_NO_TILE, p < n && i < h);
                    if (t != METRO_NO_TILE) count[t]++;
                }
            for (int t = 0; t < METRO_TILE_TYPES; t++) CHECK_EQ(count[t], metro_deck_count(t));
            CHECK_EQ(metro_deck_left(&s), 60 - n * h);
            CHECK_EQ(s.current, 0);
            CHECK_EQ(s.tiles_laid, 0);
            CHECK(!metro_over(&s));
        }
    metro_config cfg;
    metro_config_default(&cfg, 3);
    metro_state s;
    char err[200] = "";
    cfg.hand_size = 0;
    CHECK_EQ(metro_setup(&s, &cfg, err, sizeof err), METRO_ERR_CONFIG);
    CHECK(err[0] != 0);
    cfg.hand_size = 4;
    CHECK_EQ(metro_setup(&s, &cfg, err, sizeof err), METRO_ERR_CONFIG);
    /* Different seeds deal different decks. */
    metro_state a, b;
    metro_config_default(&cfg, 3);
    cfg.seed = 1;
    metro_setup(&a, &cfg, NULL, 0);
    cfg.seed = 2;
    metro_setup(&b, &cfg, NULL, 0);
    CHECK(memcmp(a.deck, b.deck, sizeof a.deck) != 0);
}

/* Laying the hand tile refills the hand from the deck; the turn passes. */
static void test_hand_lay(void)
{
    for (int h = 1; h <= 3; h++) {
        metro_config cfg;
        metro_config_default(&cfg, 3);
        cfg.hand_size = h;
        metro_state s;
        metro_setup(&s, &cfg, NULL, 0);
        metro_move m;
        int from = h - 1;
        if (!CHECK(find_move(&s, METRO_MOVE_LAY, from, &m))) continue;
        CHECK_EQ(m.tile, s.hand[0][from]);
        int next = s.deck[s.deck_top], left = metro_deck_left(&s);
        uint8_t before[METRO_MAX_HAND];
        memcpy(before, s.hand[0], sizeof before);
        CHECK_EQ(metro_apply(&s, &m), METRO_OK);
        CHECK_EQ(s.cell[m.sq], m.tile);
        CHECK_EQ(s.tiles_laid, 1);
        CHECK_EQ(s.hand[0][from], next);
        for (int i = 0; i < h; i++)
            if (i != from) CHECK_EQ(s.hand[0][i], before[i]);
        CHECK_EQ(metro_deck_left(&s), left - 1);
        CHECK_EQ(s.current, 1);
    }
}

/* Drawing: the drawn tile must be laid, the hand tile stays, no refill. */
static void test_draw(void)
{
    for (int fr = 0; fr < 2; fr++) {
        metro_config cfg;
        metro_config_default(&cfg, 2);
        cfg.free_orientation = fr;
        cfg.seed = 77;
        metro_state s;
        metro_setup(&s, &cfg, NULL, 0);
        metro_move m;
        if (!CHECK(find_move(&s, METRO_MOVE_DRAW, 0, &m))) continue;
        int top = s.deck[s.deck_top], left = metro_deck_left(&s), hand = s.hand[0][0];
        CHECK_EQ(metro_apply(&s, &m), METRO_OK);
        CHECK_EQ(s.drawn, top);
        CHECK_EQ(s.current, 0);
        CHECK_EQ(metro_deck_left(&s), left - 1);
        CHECK_EQ(metro_move_check(&s, &m, NULL, 0), METRO_ERR_MUST_LAY_DRAWN);
        metro_move mv[METRO_MAX_MOVES];
        int n = metro_legal_moves(&s, mv), bad = 0;
        CHECK(n > 0);
        for (int i = 0; i < n; i++)
            bad += mv[i].kind != METRO_MOVE_LAY || mv[i].from != METRO_FROM_DRAWN ||
                   metro_tile_class(mv[i].tile) != metro_tile_class(top) ||
                   (!fr && mv[i].tile != top);
        CHECK_EQ(bad, 0);
        /* Laying the hand tile instead is refused. */
        metro_move h = lay(hand, 0, 3, 0);
        CHECK_EQ(metro_move_check(&s, &h, NULL, 0), METRO_ERR_MUST_LAY_DRAWN);
        CHECK_EQ(metro_apply(&s, &mv[0]), METRO_OK);
        CHECK_EQ(s.drawn, METRO_NO_TILE);
        CHECK_EQ(s.hand[0][0], hand);
        CHECK_EQ(metro_deck_left(&s), left - 1); /* hand still full: no refill */
        CHECK_EQ(s.current, 1);
    }
}

/* Empty deck: no draw, no refill; a seat with nothing to lay is skipped. */
static void test_empty_deck_and_skip(void)
{
    metro_config cfg;
    metro_config_default(&cfg, 3);
    metro_state s;
    metro_setup(&s, &cfg, NULL, 0);
    s.deck_top = s.deck_len;
    metro_move d = {.kind = METRO_MOVE_DRAW};
    CHECK_EQ(metro_move_check(&s, &d, NULL, 0), METRO_ERR_DECK_EMPTY);
    metro_move m;
    CHECK(!find_move(&s, METRO_MOVE_DRAW, 0, &m));
    s.hand[1][0] = METRO_NO_TILE; /* seat 1 has nothing left */
    if (!CHECK(find_move(&s, METRO_MOVE_LAY, 0, &m))) return;
    CHECK_EQ(metro_apply(&s, &m), METRO_OK);
    CHECK_EQ(s.hand[0][0], METRO_NO_TILE);
    CHECK_EQ(s.current, 2); /* seat 1 skipped */
    CHECK(!metro_over(&s));
    if (!CHECK(find_move(&s, METRO_MOVE_LAY, 0, &m))) return;
    CHECK_EQ(metro_apply(&s, &m), METRO_OK);
    /* Nobody holds a tile and the deck is empty: the game cannot go on. */
    CHECK(metro_over(&s));
}

/* A full game: ends exactly when the 60th tile is laid. */
static void test_game_end(void)
{
    for (int h = 1; h <= 3; h++) {
        metro_config cfg;
        metro_config_default(&cfg, 4);
        cfg.hand_size = h;
        cfg.seed = 1000 + (uint64_t)h;
        metro_state s;
        metro_setup(&s, &cfg, NULL, 0);
        metro_rng rng;
        metro_rng_seed(&rng, 5);
        int lays = 0, draws = 0, steps = 0;
        while (!metro_over(&s) && steps++ < 500) {
            metro_move mv[METRO_MAX_MOVES];
            int n = metro_legal_moves(&s, mv);
            if (!CHECK(n > 0)) break;
            metro_move m = mv[metro_rng_below(&rng, (uint32_t)n)];
            CHECK(!metro_over(&s));
            CHECK_EQ(metro_apply(&s, &m), METRO_OK);
            lays += m.kind == METRO_MOVE_LAY;
            draws += m.kind == METRO_MOVE_DRAW;
            CHECK_EQ(metro_over(&s), lays == 60);
        }
        CHECK_EQ(lays, 60);
        CHECK_EQ(s.tiles_laid, 60);
        CHECK(draws > 0);
        metro_move mv[METRO_MAX_MOVES];
        CHECK_EQ(metro_legal_moves(&s, mv), 0);
        metro_move d = {.kind = METRO_MOVE_DRAW};
        CHECK_EQ(metro_move_check(&s, &d, NULL, 0), METRO_ERR_GAME_OVER);
        CHECK_EQ(metro_deck_left(&s), 0);
    }
}

int main(void)
{
    test_setup();
    test_hand_lay();
    test_draw();
    test_empty_deck_and_skip();
    test_game_end();
    return check_done();
}
