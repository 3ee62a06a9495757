/* Safe file access for every file the programs write or read: atomic writes, regular files only. */
#pragma once

#include <stddef.h>
#include <stdio.h>

/* Writes the contents of a file; returns 0, or non-zero on a write error. */
typedef int (*metro_file_writer)(FILE *f, const void *ctx);

/* The cause a failed write gives when the path holds something that is not a
 * regular file (a folder, FIFO, device or socket): no errno value says that. */
enum { METRO_FILE_NOT_REGULAR = -2 };

/* Replaces the file at `path` with what `emit` writes, atomically: a new
 * temporary file PATH.tmpXXXXXX in the same folder is written, flushed,
 * fsync'ed, renamed over the target, and the folder is fsync'ed. A symlink is
 * followed (its target is replaced, the link stays); a folder, FIFO, device
 * or socket at the path is refused and left alone. On any failure the
 * temporary file is removed, the old file is untouched, `err` holds
 * "PATH: reason", and the cause is returned: the system's errno value
 * (ENOSPC, EDQUOT, EACCES, EROFS, ELOOP, ...; EIO when the writer failed
 * without one) or METRO_FILE_NOT_REGULAR, so that callers can say why in the
 * player's words. Returns 0 on success. */
int metro_file_write_atomic(const char *path, metro_file_writer emit, const void *ctx, char *err,
                            size_t errlen);

/* metro_file_write_atomic for a file of secrets (seat tokens, player keys):
 * the file has mode 0600 from its first byte on, whatever the old one had. */
int metro_file_write_private(const char *path, metro_file_writer emit, const void *ctx, char *err,
                             size_t errlen);

/* Reads the whole regular file at `path` (at most `max` bytes) into a new
 * NUL-terminated buffer (free it). Never blocks: a FIFO, folder or device is
 * refused without being read. On failure returns non-zero and `err` holds the
 * reason (without the path: callers add it in their own format). */
int metro_file_read(const char *path, size_t max, char **text, size_t *len, char *err,
                    size_t errlen);

/* metro_file_read that also reads a FIFO or pipe (such as /dev/stdin) to its
 * end, waiting for a writer: for inputs a person pipes in (the game's
 * --script). Folders, devices (/dev/zero) and sockets are still refused, and
 * at most `max` bytes are read. */
int metro_file_read_stream(const char *path, size_t max, char **text, size_t *len, char *err,
                           size_t errlen);

/* Opens a regular file for reading, refusing what is not one (same rules as
 * metro_file_read); NULL with the reason in `err`. */
FILE *metro_file_open_regular(const char *path, char *err, size_t errlen);

/* Removes leftovers of interrupted atomic writes in `dir`: regular files of
 * ours named NAME.tmpXXXXXX (NAME = `base`, or any name when base is NULL)
 * last changed more than `min_age` seconds ago. Returns how many it removed. */
int metro_file_remove_stale(const char *dir, const char *base, long min_age);

/* Seconds a temporary file must be old before it counts as stale: far longer
 * than any save takes, so a save running in another process is never hit. */
enum { METRO_FILE_STALE_AGE = 600 };
