/* Save-file problems in the player's words: the window names the file and
 * what is wrong with it in the player's language; the engine's technical
 * words (path, line, reason) go to stderr, for bug reports. */
#pragma once

#include <stddef.h>

/* "Not loaded: NAME is not a Metro save." for a METRO_LOAD_ problem of the
 * file at path; err (the loader's words) goes to stderr. */
void ui_not_loaded_words(int problem, const char *path, const char *err, char *out, size_t n);
/* "NAME cannot be written: the disk is full." for a save to path that failed
 * with `cause` (as metro_file_write_atomic returns it: an errno value or
 * METRO_FILE_NOT_REGULAR); err (the writer's words) goes to stderr. */
void ui_not_written_words(int cause, const char *path, const char *err, char *out, size_t n);
