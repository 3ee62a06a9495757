/* The play target's seed corpus reaches every city's end scoring (issue 37): each input of
 * tests/fuzz/corpus/play is replayed through the target, and for every city some input must play
 * a game of that city to its end with the city's end points (account_points, final_scores) giving
 * someone points. Without such seeds libFuzzer starts far from that code: random bytes rarely
 * pick a city's set-up, let alone finish its game.
 *   fuzz_play_cities CORPUS_DIR          check, and print what each city's seeds reach
 *   fuzz_play_cities --write DIR         write the city seeds (city-ID-alone, city-ID-shares) */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "metro/module.h"

enum { MAX_INPUT = 1 << 16, SEED_MOVES = 600, TRIES = 200 };

/* What a city's end scoring gives in the finished state s: the points of
 * every score account (seats, and companies with module 1) and, for a city
 * that scores the seats' rows at the end (Paris), those; as magnitudes. */
static int city_points(const metro_state *s, int slot)
{
    const struct metro_module *mod = metro_module_get(slot);
    int points = 0;
    for (int a = 0; a < METRO_MAX_ACCOUNTS && mod->account_points; a++)
        points += abs(mod->account_points(s, slot, a));
    if (mod->final_scores) { /* it adds to what the seats have: start them at 0 */
        int out[METRO_MAX_PLAYERS] = {0};
        mod->final_scores(s, slot, out);
        for (int p = 0; p < s->cfg.players; p++) points += abs(out[p]);
    }
    return points;
}

/* The city of the game the target just played, if the game reached its end
 * and the city's end scoring gave any points (*sum): its slot, else -1. */
static int city_scored(int *sum)
{
    const metro_state *s = &fuzz_play_game()->state;
    if (!metro_over(s)) return -1;
    for (int slot = 0; slot < metro_module_count(); slot++) {
        const char *group = metro_module_get(slot)->group;
        if (!(s->cfg.modules >> slot & 1u) || !group || strcmp(group, "city")) continue;
        *sum = city_points(s, slot);
        return *sum ? slot : -1;
    }
    return -1;
}

/* The set-up number of `players` with exactly the modules `mask` (fuzz_setup), or -1. */
static int setup_of(int players, uint32_t mask)
{
    for (int k = 0; k < fuzz_setup_count(); k++) {
        metro_config cfg;
        fuzz_setup(k, 1, &cfg);
        if (cfg.players == players && cfg.modules == mask) return k;
    }
    return -1;
}

/* An input that plays a game of the set-up to its end with the city scoring
 * (the first of TRIES random move choices that does); its length, 0 if none. */
static size_t city_input(int k, metro_rng *rng, char *buf)
{
    for (int t = 0; t < TRIES; t++) {
        buf[0] = (char)(1 + k / 255), buf[1] = (char)(1 + k % 255);
        buf[2] = (char)(1 + metro_rng_below(rng, 255)); /* hand, orientation, option */
        for (int i = 3; i < 5 + SEED_MOVES; i++) buf[i] = (char)(1 + metro_rng_below(rng, 255));
        buf[5 + SEED_MOVES] = 0;
        int sum = 0;
        if (fuzz_check(buf) == 1 && city_scored(&sum) >= 0) return 5 + SEED_MOVES;
    }
    return 0;
}

static int write_seeds(const char *dir)
{
    static char buf[MAX_INPUT];
    metro_rng rng;
    metro_rng_seed(&rng, 37);
    int shares = metro_module_find("shares"), bad = 0;
    for (int slot = 0; slot < metro_module_count(); slot++) {
        const struct metro_module *m = metro_module_get(slot);
        if (!m->group || strcmp(m->group, "city")) continue;
        /* alone at four seats; with the companies (module 1) at three */
        const int players[2] = {4, 3};
        const uint32_t mask[2] = {1u << slot, 1u << slot | (shares >= 0 ? 1u << shares : 0)};
        for (int v = 0; v < 2; v++) {
            int k = setup_of(players[v], mask[v]);
            size_t n = k < 0 ? 0 : city_input(k, &rng, buf);
            char path[700];
            snprintf(path, sizeof path, "%s/city-%s-%s", dir, m->id, v ? "shares" : "alone");
            FILE *f = n ? fopen(path, "wb") : NULL;
            if (!f || fwrite(buf, 1, n, f) != n || fclose(f)) {
                fprintf(stderr, "cannot write %s (set-up %d)\n", path, k), bad = 1;
                continue;
            }
            printf("%s: set-up %d, %zu bytes\n", path, k, n);
        }
    }
    return bad;
}

/* Reads one corpus file into buf (NUL-terminated); its length, or -1. */
static long read_input(const char *path, char *buf)
{
    FILE *f = fopen(path, "rb");
    if (!f) return -1;
    size_t n = fread(buf, 1, MAX_INPUT - 1, f);
    fclose(f);
    buf[n] = 0;
    return (long)n;
}

static int check_corpus(const char *dir)
{
    static char buf[MAX_INPUT];
    int reached[64] = {0}, best[64] = {0};
    DIR *d = opendir(dir);
    if (!d) return fprintf(stderr, "cannot open the corpus %s\n", dir), 1;
    int inputs = 0;
    for (struct dirent *e; (e = readdir(d));) {
        char path[1200];
        if (e->d_name[0] == '.') continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        long n = read_input(path, buf);
        if (n < 0) continue;
        inputs++;
        fuzz_check_input((const uint8_t *)buf, (size_t)n); /* as libFuzzer feeds it */
        int sum = 0, slot = city_scored(&sum);
        if (slot >= 0 && slot < 64)
            reached[slot]++, best[slot] = sum > best[slot] ? sum : best[slot];
    }
    closedir(d);
    int missing = 0;
    for (int slot = 0; slot < metro_module_count() && slot < 64; slot++) {
        const struct metro_module *m = metro_module_get(slot);
        if (!m->group || strcmp(m->group, "city")) continue;
        printf("%-14s end scoring reached by %d of %d inputs (most points: %d)\n", m->id,
               reached[slot], inputs, best[slot]);
        missing += !reached[slot];
    }
    if (missing)
        fprintf(stderr, "%d cities' end scoring is reached by no seed in %s\n", missing, dir);
    return missing ? 1 : 0;
}

int main(int argc, char **argv)
{
    if (argc == 3 && !strcmp(argv[1], "--write")) return write_seeds(argv[2]);
    if (argc != 2) return fprintf(stderr, "usage: %s CORPUS_DIR | --write DIR\n", argv[0]), 2;
    return check_corpus(argv[1]);
}
