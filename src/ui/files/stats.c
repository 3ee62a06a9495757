/* Statistics of finished games (stats.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "file_io.h"
#include "metro/module.h"
#include "files/line_file.h"
#include "files/stats.h"

static void count(ui_stats_count *c, bool won)
{
    c->played++;
    c->won += won;
}

/* The slot of a computer player's name, added if new (-1: the list is full). */
static int level_slot(ui_stats *st, const char *name)
{
    for (int i = 0; i < st->n_levels; i++)
        if (!strcmp(st->level[i], name)) return i;
    if (st->n_levels == UI_STATS_LEVELS || strlen(name) >= UI_STATS_NAME) return -1;
    snprintf(st->level[st->n_levels], UI_STATS_NAME, "%s", name);
    return st->n_levels++;
}

void ui_stats_add(ui_stats *st, const metro_state *over, const bool human[METRO_MAX_PLAYERS],
                  const char *const computer[METRO_MAX_PLAYERS])
{
    int score[METRO_MAX_PLAYERS], players = over->cfg.players, best = -1000000, best_human = best;
    if (!metro_over(over) || players < 1 || players > METRO_MAX_PLAYERS) return;
    metro_final_scores(over, score);
    bool any_human = false;
    for (int p = 0; p < players; p++) {
        if (score[p] > best) best = score[p];
        if (human[p] && score[p] > best_human) best_human = score[p];
        any_human |= human[p];
    }
    if (!any_human) return; /* computers among themselves: not the player's game */
    bool won = best_human == best;
    if (players == 1) {
        if (!st->solo_games || score[0] > st->solo_best) st->solo_best = score[0];
        st->solo_games++;
    }
    count(&st->games, players > 1 && won);
    bool met[UI_STATS_LEVELS] = {false};
    for (int p = 0; p < players; p++) {
        int k = human[p] || !computer[p] ? -1 : level_slot(st, computer[p]);
        if (k >= 0 && !met[k]) met[k] = true, count(&st->vs_level[k], won);
    }
    for (int m = 0; m < METRO_MODULE_SLOTS; m++)
        if (over->cfg.modules >> m & 1u) count(&st->module[m], players > 1 && won);
}

int ui_stats_print(FILE *f, const ui_stats *st)
{
    fprintf(f, "metro-stats 1\ngames %d %d\n", st->games.played, st->games.won);
    for (int i = 0; i < st->n_levels; i++)
        fprintf(f, "level %s %d %d\n", st->level[i], st->vs_level[i].played, st->vs_level[i].won);
    for (int m = 0; m < METRO_MODULE_SLOTS; m++)
        if (st->module[m].played && metro_module_get(m))
            fprintf(f, "module %s %d %d\n", metro_module_get(m)->id, st->module[m].played,
                    st->module[m].won);
    fprintf(f, "solo %d %d\n", st->solo_games, st->solo_best);
    return ferror(f) ? -1 : 0;
}

static int emit(FILE *f, const void *ctx)
{
    return ui_stats_print(f, ctx);
}

int ui_stats_write(const char *path, const ui_stats *st, char *err, size_t errlen)
{
    return metro_file_write_atomic(path, emit, st, err, errlen);
}

static bool counts_ok(ui_stats_count c)
{
    return c.played >= 0 && c.won >= 0 && c.won <= c.played;
}

/* One line after the header; NULL or why it is wrong. */
static const char *read_line(ui_stats *st, const char *line)
{
    char word[40];
    ui_stats_count c = {0, 0};
    int used = 0, a = 0;
    if (sscanf(line, "games %d %d%n", &c.played, &c.won, &used) == 2 && !line[used])
        return counts_ok(c) ? (st->games = c, NULL) : "won more games than played";
    if (sscanf(line, "level %23[a-z0-9_-] %d %d%n", word, &c.played, &c.won, &used) == 3 &&
        !line[used]) {
        int k = level_slot(st, word);
        if (k < 0 || st->vs_level[k].played) return "a computer player twice, or too many";
        return counts_ok(c) ? (st->vs_level[k] = c, NULL) : "won more games than played";
    }
    if (sscanf(line, "module %39[a-z0-9_-] %d %d%n", word, &c.played, &c.won, &used) == 3 &&
        !line[used]) {
        int m = metro_module_find(word);
        if (m < 0) return "unknown module";
        return counts_ok(c) && !st->module[m].played ? (st->module[m] = c, NULL)
                                                     : "bad counts, or a module twice";
    }
    if (sscanf(line, "solo %d %d%n", &a, &c.won, &used) == 2 && !line[used] && a >= 0)
        return st->solo_games = a, st->solo_best = c.won, NULL;
    return "expected games, level, module or solo and numbers";
}

static const char *take_line(void *ctx, const char *line, int n)
{
    if (n == 0) return strcmp(line, "metro-stats 1") ? "not a statistics file" : NULL;
    return read_line(ctx, line);
}

int ui_stats_parse(const char *text, size_t len, const char *name, ui_stats *st, char *err,
                   size_t errlen)
{
    memset(st, 0, sizeof *st);
    ui_stats got = {0};
    int line;
    const char *bad = ui_read_lines(text, len, take_line, &got, &line);
    if (bad && !line) return snprintf(err, errlen, "%s: %s: not a statistics file", name, bad), -1;
    if (bad) return snprintf(err, errlen, "%s:%d: %s", name, line, bad), -1;
    *st = got;
    return 0;
}

int ui_stats_read(const char *path, ui_stats *st, char *err, size_t errlen)
{
    memset(st, 0, sizeof *st);
    char *text = NULL;
    size_t len;
    int rc = ui_data_file_load(path, 65536, &text, &len, err, errlen);
    if (rc) return rc;
    rc = ui_stats_parse(text, len, path, st, err, errlen);
    free(text);
    return rc;
}
