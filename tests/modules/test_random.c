/* 1,000 random games per allowed module combination: each ends cleanly and
 * its scores equal an independent re-computation from the final position. */
#include "helpers.h"

typedef struct combo {
    const char *modules;
    int min_players, max_players;
    bool hard; /* solo: the harder variant */
} combo;

static const combo combos[] = {
    {"shares", 2, 6, false},
    {"central-stations", 2, 6, false},
    {"central-tracks", 2, 6, false},
    {"station-numbers", 2, 6, false},
    {"shares,central-stations", 2, 6, false},
    {"shares,central-tracks", 2, 6, false},
    {"station-numbers,central-stations", 2, 6, false},
    {"station-numbers,central-tracks", 2, 6, false},
    {"solo", 1, 1, false},
    {"solo", 1, 1, true},
    {"new-york", 2, 6, false},
    {"new-york,shares", 2, 6, false},
    {"new-york,shares,central-stations", 2, 6, false},
    {"new-york,shares,central-tracks", 2, 6, false},
    {"new-york,central-stations", 2, 6, false},
    {"new-york,station-numbers", 2, 6, false},
    {"st-petersburg", 2, 6, false},
    {"st-petersburg,shares", 2, 6, false},
    {"st-petersburg,shares,central-stations", 2, 6, false},
    {"st-petersburg,shares,central-tracks", 2, 6, false},
    {"st-petersburg,central-stations", 2, 6, false},
    {"st-petersburg,station-numbers", 2, 6, false},
    {"stockholm", 2, 6, false},
    {"stockholm,shares", 2, 6, false},
    {"stockholm,shares,central-stations", 2, 6, false},
    {"stockholm,shares,central-tracks", 2, 6, false},
    {"stockholm,central-stations", 2, 6, false},
    {"stockholm,station-numbers", 2, 6, false},
    {"berlin", 2, 6, false},
    {"berlin,shares", 2, 6, false},
    {"berlin,shares,central-stations", 2, 6, false},
    {"berlin,shares,central-tracks", 2, 6, false},
    {"berlin,central-stations", 2, 6, false},
    {"berlin,station-numbers", 2, 6, false},
    {"london", 2, 6, false},
    {"london,shares", 2, 6, false},
    {"london,shares,central-stations", 2, 6, false},
    {"london,shares,central-tracks", 2, 6, false},
    {"london,central-stations", 2, 6, false},
    {"london,central-tracks", 2, 6, false},
    {"london,station-numbers", 2, 6, false},
};

enum { GAMES = 1000, MOVE_LIMIT = 3000 };

/* `replayed`: city points only the move list tells (London's taxi rides). */
static void check_end(const metro_state *s, const char *what, uint64_t seed, const int replayed[])
{
    expected_scores e = expected_from_position(s);
    for (int p = 0; p < s->cfg.players; p++) e.final[p] += replayed[p];
    int final[METRO_MAX_PLAYERS];
    metro_final_scores(s, final);
    bool ok = CHECK(metro_over(s)) && CHECK_EQ(e.open_lines, 0);
    for (int a = 0; a < METRO_MAX_ACCOUNTS; a++) ok &= CHECK_EQ(s->score[a], e.account[a]);
    ok &= CHECK_EQ(e.spb_miscount, 0);
    for (int p = 0; p < s->cfg.players; p++) ok &= CHECK_EQ(final[p], e.final[p]);
    if (metro_module_active(s, "solo")) {
        ok &= CHECK_EQ(metro_solo_shares_left(s), 0);
    } else {
        ok &= CHECK_EQ(s->tiles_laid, METRO_TILE_SQUARES);
    }
    if (!ok) fprintf(stderr, "  in %s game seed %llu\n", what, (unsigned long long)seed);
}

/* Every module's own moves, asked of each module directly (not through the
 * engine's list of modules with moves), are among the legal moves: the
 * engine skips asking a module only when it would have nothing to offer
 * (metro_module_moves_on_hold_only). Off a held turn, before a draw. */
static bool module_moves_all_offered(const metro_state *s)
{
    static metro_move legal[METRO_MAX_MOVES], own[METRO_MAX_OTHER_MOVES]; /* test only */
    if (s->pending || s->drawn != METRO_NO_TILE) return true;
    int n = metro_legal_moves(s, legal);
    for (int slot = 0; slot < metro_module_count(); slot++) {
        const struct metro_module *mod = metro_module_get(slot);
        if (!(s->cfg.modules >> slot & 1u) || !mod->gen_moves) continue;
        int k = mod->gen_moves(s, slot, own, METRO_MAX_OTHER_MOVES);
        for (int i = 0; i < k; i++) {
            bool found = false;
            for (int j = 0; j < n && !found; j++)
                found = !memcmp(&legal[j], &own[i], sizeof own[i]);
            if (!CHECK_MSG(found, mod->id)) return false;
        }
    }
    return true;
}

/* The same game with every lay calling the after_lay hooks (the squares a
 * module narrowed them to forgotten) leaves the same module state: a
 * module skips only lays that would change nothing for it. */
static bool same_as_twin(const metro_state *s, const metro_state *twin)
{
    return CHECK(s->pending == twin->pending &&
                 !memcmp(s->module_state, twin->module_state, sizeof s->module_state));
}

static void play_combo(const combo *c, int index)
{
    metro_rng r;
    metro_rng_seed(&r, 1000 + (uint64_t)index);
    long moves_total = 0, module_moves = 0, city_points = 0;
    for (int g = 0; g < GAMES && check_failures() < 20; g++) {
        int span = c->max_players - c->min_players + 1;
        int players = c->min_players + (int)metro_rng_below(&r, (uint32_t)span);
        uint64_t seed = metro_rng_next(&r);
        metro_config cfg = make_config(players, c->modules, seed);
        cfg.hand_size = 1 + (int)metro_rng_below(&r, 3);
        cfg.free_orientation = metro_rng_below(&r, 4) == 0;
        if (strstr(c->modules, "station-numbers"))
            set_option(&cfg, "station-numbers",
                       1 + (int)metro_rng_below(&r, (uint32_t)(32 / players)));
        if (c->hard) set_option(&cfg, "solo", 1);
        if (strstr(c->modules, "berlin")) set_option(&cfg, "berlin", (int)metro_rng_below(&r, 3));
        if (strstr(c->modules, "stockholm"))
            set_option(&cfg, "stockholm", (int)metro_rng_below(&r, 2));
        metro_state s;
        setup_or_die(&s, &cfg);
        metro_state twin = s;
        twin.after_lay_squares = ~0ull;
        london_replay taxi;
        london_replay_start(&taxi, &s);
        int n = 0;
        metro_move m;
        while (!metro_over(&s) && n < MOVE_LIMIT && random_move(&s, &r, &m)) {
            module_moves += m.kind == METRO_MOVE_MODULE;
            if (!module_moves_all_offered(&s)) {
                fprintf(stderr, "  in %s game seed %llu\n", c->modules, (unsigned long long)seed);
                break;
            }
            if (strstr(c->modules, "london")) london_replay_move(&taxi, &s, &m);
            metro_apply_unchecked(&s, &m);
            metro_apply_unchecked(&twin, &m);
            if (!same_as_twin(&s, &twin)) {
                fprintf(stderr, "  after_lay squares: %s game seed %llu\n", c->modules,
                        (unsigned long long)seed);
                break;
            }
            n++;
        }
        moves_total += n;
        check_end(&s, c->modules, seed, taxi.points);
        for (int a = 0; a < METRO_MAX_ACCOUNTS; a++)
            city_points += metro_account_module_points(&s, a);
    }
    printf("%-34s %s %d games, %.1f moves/game, %.2f module moves/game\n", c->modules,
           c->hard ? "hard" : "    ", GAMES, (double)moves_total / GAMES,
           (double)module_moves / GAMES);
    bool has_moves = strstr(c->modules, "shares") || strstr(c->modules, "stations") ||
                     strstr(c->modules, "solo") || strstr(c->modules, "petersburg");
    CHECK_MSG(!has_moves || module_moves > 0, "module moves were played");
    if (strstr(c->modules, "new-york") || strstr(c->modules, "berlin") ||
        strstr(c->modules, "petersburg") || strstr(c->modules, "london") ||
        strstr(c->modules, "stockholm"))
        CHECK_MSG(city_points > 0, "city points were scored");
}

int main(void)
{
    for (int i = 0; i < (int)(sizeof combos / sizeof combos[0]); i++) play_combo(&combos[i], i);
    return check_done();
}
