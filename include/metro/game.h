/* A whole game: set-up, seats, move history with undo/redo, save files. */
#pragma once

#include <stdio.h>

#include "metro/engine.h"

enum { METRO_MAX_HISTORY = 4096, METRO_NAME_LEN = 32, METRO_CONTROLLER_LEN = 32 };

typedef struct metro_seat {
    char name[METRO_NAME_LEN];             /* display name, no '\n' */
    char controller[METRO_CONTROLLER_LEN]; /* "human" or an AI name, e.g. "greedy" */
} metro_seat;

/* The game record: configuration + seats + every move. The current state is
 * always initial with moves[0..cursor) applied; moves[cursor..n_moves) is the
 * redo tail. Large: allocate it once (heap or static storage). */
typedef struct metro_game {
    metro_config cfg;
    metro_seat seat[METRO_MAX_PLAYERS];
    metro_state initial;
    metro_state state;
    metro_move moves[METRO_MAX_HISTORY];
    int n_moves;
    int cursor;
} metro_game;

int metro_game_new(metro_game *g, const metro_config *cfg, char *err, size_t errlen);
/* Check and apply a move at the cursor; drops any redo tail. */
int metro_game_play(metro_game *g, const metro_move *m);
bool metro_game_undo(metro_game *g);
bool metro_game_redo(metro_game *g);
/* Move the cursor to any point 0..n_moves by replaying from the start. */
void metro_game_seek(metro_game *g, int cursor);

/* Save file (format in docs/save-format.md, version 2: a CRC-32 checksum
 * line guards the contents). Saving goes through metro_file_write_atomic
 * (src/common/file_io.h): atomic, regular files only, a symlink's target
 * replaced; 0, or the cause of the failure as that function returns it. */
int metro_game_save(const metro_game *g, const char *path, char *err, size_t errlen);
int metro_game_write(const metro_game *g, FILE *f);
/* Strict loader: on error returns one of the METRO_LOAD_ problems below and
 * err holds "NAME:LINE: reason" (NAME is the path or the name given; a
 * damaged file says "damaged"). It reads versions 1 and 2, and only regular
 * files. The game is untouched on error. */
enum metro_load_problem {
    METRO_LOAD_UNREADABLE = -1, /* cannot be opened or read (or no memory) */
    METRO_LOAD_NOT_A_SAVE = -2, /* another kind of file: first line, size, NUL bytes */
    METRO_LOAD_TOO_NEW = -3,    /* a format version newer than this program reads */
    METRO_LOAD_DAMAGED = -4,    /* the checksum is missing or does not match */
    METRO_LOAD_INVALID = -5,    /* a wrong value, or a move the rules refuse */
};
int metro_game_load(metro_game *g, const char *path, char *err, size_t errlen);
int metro_game_load_text(metro_game *g, const char *text, const char *name, char *err,
                         size_t errlen);
/* The checksum of a version 2 save: CRC-32 (as zlib's crc32) of n bytes. */
uint32_t metro_save_crc32(const char *text, size_t n);
