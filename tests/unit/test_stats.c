/* Statistics of finished games (src/ui/files/stats.c): counting won and played
 * games against each computer player, per module and alone; the file reads
 * back what was written and refuses what it did not write. */
#define _POSIX_C_SOURCE 200809L /* mkdtemp */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "metro/ai.h"
#include "metro/module.h"
#include "files/stats.h"

/* A whole game of `players` with `modules`, played by the beginner. */
static metro_state finished(int players, uint32_t modules, uint64_t seed)
{
    metro_config cfg;
    metro_config_default(&cfg, players);
    cfg.modules = modules, cfg.seed = seed;
    metro_state s;
    char err[200];
    CHECK_MSG(metro_setup(&s, &cfg, err, sizeof err) == METRO_OK, err);
    const metro_ai *ai = metro_ai_find("random");
    metro_ai_budget b = {0};
    for (int k = 0; k < 400 && !metro_over(&s); k++) {
        metro_move m;
        CHECK(metro_ai_choose(ai, &s, seed + (uint64_t)k, &b, &m) == METRO_OK);
        CHECK(metro_apply(&s, &m) == METRO_OK);
    }
    CHECK(metro_over(&s));
    return s;
}

static void write_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    if (f) fputs(text, f), fclose(f);
}

static void write_bytes(const char *path, const char *bytes, size_t n)
{
    FILE *f = fopen(path, "wb");
    if (f) fwrite(bytes, 1, n, f), fclose(f);
}

/* A NUL byte (issue 37): refused, saying so, where it once crashed the
 * line splitter: in a line, at the end of a line, and alone. */
static void refuses_nul(const char *path)
{
    static const char nul_in_line[] = "metro-stats 1\ngames 3\0 1\nsolo 2 41\n";
    static const char nul_at_end[] = "metro-stats 1\ngames 3 1\0";
    static const char *const with_nul[] = {nul_in_line, nul_at_end, ""};
    const size_t nul_len[] = {sizeof nul_in_line - 1, sizeof nul_at_end - 1, 1};
    char err[400];
    ui_stats back;
    for (size_t i = 0; i < 3; i++) {
        write_bytes(path, with_nul[i], nul_len[i]);
        CHECK_EQ(ui_stats_read(path, &back, err, sizeof err), -1);
        CHECK_MSG(strstr(err, path) == err && strstr(err, "NUL byte"), err);
    }
}

int main(void)
{
    ui_stats st;
    memset(&st, 0, sizeof st);
    bool human[METRO_MAX_PLAYERS] = {true};
    const char *computer[METRO_MAX_PLAYERS] = {NULL, "greedy", "strong", "greedy"};
    int wins = 0;
    for (uint64_t seed = 1; seed <= 6; seed++) { /* human seat 1 against greedy and strong */
        metro_state s = finished(4, 0, seed);
        int score[METRO_MAX_PLAYERS];
        metro_final_scores(&s, score);
        wins += score[0] >= score[1] && score[0] >= score[2] && score[0] >= score[3];
        ui_stats_add(&st, &s, human, computer);
    }
    CHECK_EQ(st.games.played, 6);
    CHECK_EQ(st.games.won, wins);
    CHECK_EQ(st.n_levels, 2); /* greedy twice at a table counts one game */
    CHECK_STR(st.level[0], "greedy");
    CHECK_EQ(st.vs_level[0].played, 6);
    CHECK_EQ(st.vs_level[1].played, 6);
    CHECK_EQ(st.vs_level[1].won, wins);

    int shares = metro_module_find("shares");
    CHECK(shares >= 0);
    const char *two[METRO_MAX_PLAYERS] = {NULL, "medium"};
    ui_stats_add(&st, &(metro_state){0}, human, two); /* never: a state not over is no game */
    metro_state s = finished(2, 1u << shares, 7);
    ui_stats_add(&st, &s, human, two);
    CHECK_EQ(st.games.played, 7);
    CHECK_EQ(st.module[shares].played, 1);
    bool nobody[METRO_MAX_PLAYERS] = {false}; /* computers among themselves: not counted */
    ui_stats_add(&st, &s, nobody, two);
    CHECK_EQ(st.games.played, 7);

    char dir[] = "/tmp/metro-stats-XXXXXX", path[80], err[400];
    CHECK(mkdtemp(dir) != NULL);
    snprintf(path, sizeof path, "%s/stats.txt", dir);
    ui_stats back;
    CHECK_EQ(ui_stats_read(path, &back, err, sizeof err), 1);
    CHECK_EQ(ui_stats_write(path, &st, err, sizeof err), 0);
    CHECK_EQ(ui_stats_read(path, &back, err, sizeof err), 0);
    CHECK(!memcmp(&back, &st, sizeof st));

    static const char *const bad[] = {
        "metro-stats 2\ngames 1 0\n",                          /* another version */
        "metro-stats 1\ngames 1 2\n",                          /* won more than played */
        "metro-stats 1\nlevel greedy 1 0\nlevel greedy 2 0\n", /* twice */
        "metro-stats 1\nmodule no-such 1 0\n",                 /* no such module */
        "metro-stats 1\ngames 1 0",                            /* cut */
        "metro-stats 1\nsolo -1 3\n",                          /* negative */
        "metro-stats 1\nwins 3\n",                             /* unknown line */
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        write_text(path, bad[i]);
        CHECK_EQ(ui_stats_read(path, &back, err, sizeof err), -1);
        CHECK_MSG(strstr(err, path) == err, err); /* where, then why */
    }
    refuses_nul(path);
    write_text(path, "metro-stats 1\ngames 3 1\nsolo 2 41\n");
    CHECK_EQ(ui_stats_read(path, &back, err, sizeof err), 0);
    CHECK_EQ(back.solo_games, 2);
    CHECK_EQ(back.solo_best, 41);
    int solo = metro_module_find("solo");
    CHECK(solo >= 0);
    metro_state alone = finished(1, 1u << solo, 5); /* a solo score, not a win or loss */
    int score[METRO_MAX_PLAYERS];
    metro_final_scores(&alone, score);
    ui_stats_add(&back, &alone, human, computer);
    CHECK_EQ(back.solo_games, 3);
    CHECK_EQ(back.solo_best, score[0] > 41 ? score[0] : 41);
    CHECK_EQ(back.games.played, 4);
    CHECK_EQ(back.games.won, 1);
    unlink(path);
    rmdir(dir);
    return check_done();
}
