/* 18,300 random games, hashed move for move, against a pinned value: the
 * engine's speed work (issue 22) must leave every game as it was. Games of
 * the base game and of each module alone, every player count, hand size
 * and orientation, played with metro_random_move (the bench's pick); the
 * hash takes every deal, every move, every 8th game's full legal move lists,
 * and each final board, line, hand, deck, score and module state. */
#include "helpers.h"

/* The hash of the games below as the engine played them before issue 22's
 * hot-path rounds. A change to it means some game went differently. */
#define PINNED_HASH 0x624add3e2f78297dull

enum {
    BENCH_GAMES = 3180, /* the bench's own game: base, 4 players, hand 1 */
    GAMES = 45,         /* per other configuration (336 of them) */
    MOVE_LIMIT = 3000,
};

/* FNV-1a, 64 bits. */
static void hash_bytes(uint64_t *h, const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++) *h = (*h ^ b[i]) * 0x100000001B3ull;
}

static void hash_int(uint64_t *h, long long v)
{
    hash_bytes(h, &v, sizeof v);
}

/* What a player could see of the position, and what the modules keep:
 * not the engine's internal bookkeeping, which may change shape. */
static void hash_position(uint64_t *h, const metro_state *s)
{
    hash_bytes(h, s->cell, sizeof s->cell);
    hash_bytes(h, s->line, sizeof s->line);
    hash_bytes(h, s->score, sizeof s->score);
    hash_bytes(h, s->deck, s->deck_len);
    hash_bytes(h, s->hand, sizeof s->hand);
    hash_bytes(h, s->module_state, sizeof s->module_state);
    hash_int(h, (long long)s->centre_open_mask);
    const long long fields[] = {s->deck_top, s->deck_len, s->drawn,      s->current, s->phase,
                                s->turn,     s->pending,  s->tiles_laid, s->last_sq};
    hash_bytes(h, fields, sizeof fields);
}

static void hash_legal_moves(uint64_t *h, const metro_state *s)
{
    static metro_move legal[METRO_MAX_MOVES]; /* test only */
    int n = metro_legal_moves(s, legal);
    hash_int(h, n);
    hash_bytes(h, legal, sizeof legal[0] * (size_t)n);
}

static void play_game(uint64_t *h, const metro_config *cfg, metro_rng *r, bool lists)
{
    metro_state s;
    setup_or_die(&s, cfg);
    hash_position(h, &s);
    metro_move m;
    int n = 0;
    while (!metro_over(&s) && n < MOVE_LIMIT) {
        if (lists) hash_legal_moves(h, &s);
        if (!metro_random_move(&s, r, &m)) break;
        hash_bytes(h, &m, sizeof m);
        metro_apply_unchecked(&s, &m);
        n++;
    }
    CHECK(metro_over(&s));
    hash_position(h, &s);
    int final[METRO_MAX_PLAYERS];
    metro_final_scores(&s, final);
    hash_bytes(h, final, sizeof final);
}

/* Plays `games` games of one configuration; returns how many were played
 * (0 when the rules refuse it, e.g. free orientation with some module). */
static int play_config(uint64_t *h, uint32_t modules, int players, int hand, bool free, int games,
                       metro_rng *r)
{
    metro_config cfg;
    char err[256];
    metro_config_default(&cfg, players);
    cfg.modules = modules;
    cfg.hand_size = hand;
    cfg.free_orientation = free;
    if (metro_modules_check_config(&cfg, err, sizeof err)) return 0;
    for (int g = 0; g < games; g++) {
        cfg.seed = metro_rng_next(r);
        /* Each module's option takes its values in turn (the default where
         * a value does not suit the player count). */
        for (int slot = 0; slot < metro_module_count(); slot++) {
            const struct metro_module *mod = metro_module_get(slot);
            if (!(modules >> slot & 1u) || !mod->option.key) continue;
            int span = mod->option.max - mod->option.min + 1;
            cfg.module_option[slot] = mod->option.min + g % span;
            if (metro_modules_check_config(&cfg, err, sizeof err))
                cfg.module_option[slot] = mod->option.def;
        }
        play_game(h, &cfg, r, g % 8 == 0);
    }
    return games;
}

int main(void)
{
    uint64_t h = 0xCBF29CE484222325ull;
    metro_rng r;
    metro_rng_seed(&r, 22);
    int played = play_config(&h, 0, 4, 1, false, BENCH_GAMES, &r);
    /* The base game (slot -1), then each module alone. */
    for (int slot = -1; slot < metro_module_count(); slot++) {
        if (slot >= 0 && metro_module_get(slot)->hidden) continue;
        uint32_t modules = slot < 0 ? 0 : 1u << slot;
        for (int players = 1; players <= METRO_MAX_PLAYERS; players++)
            for (int hand = 1; hand <= METRO_MAX_HAND; hand++)
                for (int free = 0; free <= 1; free++)
                    played += play_config(&h, modules, players, hand, free, GAMES, &r);
    }
    printf("%d games, hash 0x%016llx\n", played, (unsigned long long)h);
    CHECK_EQ(played, 18300);
    CHECK_EQ_U64(h, PINNED_HASH);
    return check_done();
}
