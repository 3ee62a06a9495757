/* Save -> load round trips with each module: a game is seed + set-up +
 * moves, so the module state is rebuilt by replaying the module moves. */
#include "helpers.h"

static const struct {
    const char *modules;
    int players;
    const char *option; /* module whose option is set to `value` */
    int value;
    const char *expect; /* a line the save file must contain */
} cases[] = {
    {"shares", 4, NULL, 0, "move swap:"},
    {"central-stations", 3, NULL, 0, "move token:"},
    {"central-tracks", 2, NULL, 0, "modules central-tracks"},
    {"station-numbers", 5, "station-numbers", 4, "option station-numbers 4"},
    {"shares,central-stations", 3, NULL, 0, "move token:"},
    {"station-numbers,central-stations", 2, "station-numbers", 3, "move token:"},
    {"solo", 1, "solo", 1, "option solo 1"},
    {"solo", 1, NULL, 0, "move refuse:"},
    {"new-york", 4, NULL, 0, "modules new-york"},
    {"new-york,shares,central-stations", 3, NULL, 0, "move token:"},
    {"london", 4, NULL, 0, "modules london"},
    {"london,shares,central-stations", 3, NULL, 0, "move token:"},
    {"st-petersburg", 4, NULL, 0, "move tourist:"},
    {"st-petersburg,shares", 3, NULL, 0, "move tourist:"},
    {"berlin", 3, "berlin", 2, "option berlin 2"},
    {"berlin,shares,central-tracks", 4, "berlin", 1, "option berlin 1"},
    {"paris", 4, NULL, 0, "move field:"},
    {"paris,shares,central-tracks", 2, NULL, 0, "move field:"},
    {"stockholm", 4, NULL, 0, "modules stockholm"},
    {"stockholm,shares,central-tracks", 3, "stockholm", 1, "option stockholm 1"},
};

/* The whole save file as text. */
static char *save_text(const metro_game *g)
{
    FILE *f = tmpfile();
    if (!f) return NULL;
    metro_game_write(g, f);
    long n = ftell(f);
    char *text = malloc((size_t)n + 1);
    rewind(f);
    if (text && fread(text, 1, (size_t)n, f) != (size_t)n) n = 0;
    if (text) text[n] = 0;
    fclose(f);
    return text;
}

static bool same_state(const metro_state *a, const metro_state *b)
{
    return memcmp(a->module_state, b->module_state, sizeof a->module_state) == 0 &&
           memcmp(a->cell, b->cell, sizeof a->cell) == 0 &&
           memcmp(a->score, b->score, sizeof a->score) == 0 &&
           memcmp(a->hand, b->hand, sizeof a->hand) == 0 &&
           memcmp(a->deck, b->deck, sizeof a->deck) == 0 && a->deck_top == b->deck_top &&
           a->current == b->current && a->turn == b->turn && a->phase == b->phase &&
           memcmp(a->line, b->line, sizeof a->line) == 0;
}

/* Random moves until the game has at least one module move and `moves`
 * moves in all (or ends). */
static void play_some(metro_game *g, metro_rng *r, int moves)
{
    metro_move m;
    int module_moves = 0;
    while (!metro_over(&g->state) && (g->n_moves < moves || !module_moves) && g->n_moves < 3000 &&
           random_move(&g->state, r, &m)) {
        module_moves += m.kind == METRO_MOVE_MODULE;
        CHECK_EQ(metro_game_play(g, &m), METRO_OK);
    }
}

static void round_trip(int i, metro_game *g, metro_game *h)
{
    for (int rep = 0; rep < 20; rep++) {
        metro_config cfg =
            make_config(cases[i].players, cases[i].modules, (uint64_t)(rep * 31 + i));
        if (cases[i].option) set_option(&cfg, cases[i].option, cases[i].value);
        char err[256];
        if (!CHECK_EQ(metro_game_new(g, &cfg, err, sizeof err), METRO_OK)) return;
        metro_rng r;
        metro_rng_seed(&r, (uint64_t)rep);
        play_some(g, &r, rep < 10 ? 12 : 1000); /* mid-game, then whole games */
        char *text = save_text(g);
        if (!CHECK(text != NULL)) return;
        bool ok = CHECK_EQ(metro_game_load_text(h, text, "round-trip", err, sizeof err), 0);
        if (!ok) fprintf(stderr, "  %s: %s\n", cases[i].modules, err);
        ok &= CHECK(h->cfg.modules == g->cfg.modules);
        ok &= CHECK(
            memcmp(h->cfg.module_option, g->cfg.module_option, sizeof g->cfg.module_option) == 0);
        ok &= CHECK_EQ(h->n_moves, g->n_moves);
        ok &= CHECK(same_state(&h->state, &g->state));
        int a[METRO_MAX_PLAYERS], b[METRO_MAX_PLAYERS];
        metro_final_scores(&g->state, a);
        metro_final_scores(&h->state, b);
        for (int p = 0; p < cfg.players; p++) ok &= CHECK_EQ(a[p], b[p]);
        char *again = save_text(h);
        ok &= CHECK(again && strcmp(text, again) == 0);
        if (rep >= 10 && !strstr(cases[i].expect, "refuse")) /* some games refuse nothing */
            ok &= CHECK_MSG(strstr(text, cases[i].expect) != NULL, cases[i].expect);
        if (!ok) fprintf(stderr, "  case %s rep %d\n", cases[i].modules, rep);
        free(again);
        free(text);
    }
}

/* A module option that the module refuses is a load error naming it. */
static void test_bad_option(metro_game *h)
{
    const char *text = "metro-save 1\nplayers 4\nhand 1\nfree-orientation no\n"
                       "modules station-numbers\noption station-numbers 9\nseed 1\n"
                       "seat 1 human A\nseat 2 human B\nseat 3 human C\nseat 4 human D\n"
                       "cursor 0\nend\n";
    char err[256] = "";
    CHECK(metro_game_load_text(h, text, "bad", err, sizeof err) != 0);
    CHECK(strstr(err, "station-numbers") != NULL);
    const char *forbidden = "metro-save 1\nplayers 3\nhand 1\nfree-orientation no\n"
                            "modules shares,station-numbers\noption station-numbers 2\nseed 1\n"
                            "seat 1 human A\nseat 2 human B\nseat 3 human C\ncursor 0\nend\n";
    CHECK(metro_game_load_text(h, forbidden, "bad", err, sizeof err) != 0);
    CHECK(strstr(err, "shares") && strstr(err, "station-numbers"));
}

int main(void)
{
    metro_game *g = malloc(sizeof *g), *h = malloc(sizeof *h);
    if (!g || !h) return 1;
    for (int i = 0; i < (int)(sizeof cases / sizeof cases[0]); i++) round_trip(i, g, h);
    int refusals = 0; /* the solo saves above must include some refusals */
    for (int rep = 0; rep < 20 && !refusals; rep++) {
        metro_config cfg = make_config(1, "solo", (uint64_t)rep);
        char err[64];
        metro_game_new(g, &cfg, err, sizeof err);
        metro_rng r;
        metro_rng_seed(&r, (uint64_t)rep);
        play_some(g, &r, 1000);
        char *text = save_text(g);
        refusals += text && strstr(text, "move refuse:");
        free(text);
    }
    CHECK(refusals > 0);
    test_bad_option(h);
    free(g);
    free(h);
    return check_done();
}
