/* The small text files of the window's data folder (the statistics, the
 * rejoin file, My tables): read whole, then line by line, strictly. No SDL:
 * unit tests and the fuzzer read them. */
#pragma once

#include <stddef.h>

/* Takes line n (from 0) of a file; NULL to go on, or why the line breaks
 * the file's format. */
typedef const char *(*ui_line_reader)(void *ctx, const char *line, int n);

/* Gives each line of text to `read`, in order. Every line must end in '\n'
 * and no byte may be NUL. Returns NULL when all were taken, with *lines the
 * count; else why not (the reader's reason, "the last line is cut",
 * "contains a NUL byte", "out of memory"), with *lines the number (from 1)
 * of the line refused, 0 when no one line is to blame. */
const char *ui_read_lines(const char *text, size_t len, ui_line_reader read, void *ctx, int *lines);

/* Reads the file at path (at most max bytes) into a new NUL-terminated
 * buffer (free it). Returns 0; 1 when there is no such file; -1 with
 * "PATH: why" in err. */
int ui_data_file_load(const char *path, size_t max, char **text, size_t *len, char *err,
                      size_t errlen);
