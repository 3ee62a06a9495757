/* Statistics of finished games (docs/ui.md "Statistics"): games played and
 * won against each computer level, per module, and the best solo score;
 * kept in DATA/stats.txt. No SDL: a unit test reads and writes it. Format:
 *   metro-stats 1 / "games P W" / "level NAME P W" per level met /
 *   "module ID P W" per module played / "solo G BEST"
 * read strictly (a bad file is refused with its line, and not replaced
 * until the next game: the old counts stay on disk), written atomically. */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "metro/engine.h"

enum { UI_STATS_LEVELS = 8, UI_STATS_NAME = 24 };

typedef struct ui_stats_count {
    int played, won;
} ui_stats_count;

typedef struct ui_stats {
    ui_stats_count games; /* every finished local game with a human seat */
    int n_levels;
    char level[UI_STATS_LEVELS][UI_STATS_NAME]; /* computer players' names */
    ui_stats_count vs_level[UI_STATS_LEVELS];   /* games with that level at the table */
    ui_stats_count module[METRO_MODULE_SLOTS];  /* by the engine's module slots */
    int solo_games, solo_best;                  /* one-player games; best final score */
} ui_stats;

/* A finished game: `human` marks the seats people played, `computer` the
 * computer player's name of each other seat. Won: a human seat has the
 * highest final score (a shared first place counts). */
void ui_stats_add(ui_stats *st, const metro_state *over, const bool human[METRO_MAX_PLAYERS],
                  const char *const computer[METRO_MAX_PLAYERS]);
/* 0; 1 when there is no file (st is zero); -1 with "PATH:LINE: reason"
 * (a NUL byte, a cut last line, an unknown line: the file is refused). */
int ui_stats_read(const char *path, ui_stats *st, char *err, size_t errlen);
/* The file's text: `len` bytes (NUL bytes among them are refused) named
 * `name` in messages; 0, or -1 with "NAME:LINE: reason" and st zero. */
int ui_stats_parse(const char *text, size_t len, const char *name, ui_stats *st, char *err,
                   size_t errlen);
/* Writes the file's text to f: 0, or -1 on a write error. */
int ui_stats_print(FILE *f, const ui_stats *st);
/* 0, or the cause as metro_file_write_atomic returns it. */
int ui_stats_write(const char *path, const ui_stats *st, char *err, size_t errlen);
