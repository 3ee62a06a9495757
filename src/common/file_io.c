/* Safe file access: atomic replacement of regular files, non-blocking reads, stale temp clean-up.
 */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "file_io.h"

enum { MAX_LINKS = 32, TMP_TAG = 4 /* ".tmp" */, TMP_RANDOM = 6 /* mkstemp's XXXXXX */ };

static int say(char *err, size_t errlen, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    if (err && errlen) vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
    return -1;
}

/* What a non-regular file is, for messages. */
static const char *kind_of(mode_t m)
{
    return S_ISDIR(m)    ? "a folder"
           : S_ISFIFO(m) ? "a FIFO (named pipe)"
           : S_ISCHR(m)  ? "a character device"
           : S_ISBLK(m)  ? "a block device"
           : S_ISSOCK(m) ? "a socket"
                         : "not a regular file";
}

/* The folder part of a path ("." when it has none); a new string. */
static char *folder_of(const char *path)
{
    const char *slash = strrchr(path, '/');
    if (!slash) return strdup(".");
    size_t n = slash == path ? 1 : (size_t)(slash - path);
    char *d = malloc(n + 1);
    if (d) memcpy(d, path, n), d[n] = 0;
    return d;
}

/* Follows symlinks from `path` to the file a write must replace; a new string
 * in *target. *st is filled and *exists set when something is there. */
static int resolve(const char *path, char **target, struct stat *st, bool *exists, char *err,
                   size_t errlen)
{
    char *cur = strdup(path);
    for (int hops = 0; cur; hops++) {
        if (lstat(cur, st) != 0) {
            if (errno != ENOENT) break;
            *exists = false, *target = cur;
            return 0;
        }
        if (!S_ISLNK(st->st_mode)) {
            *exists = true, *target = cur;
            if (S_ISREG(st->st_mode)) return 0;
            say(err, errlen, "%s: is %s, not a regular file: not replaced", path,
                kind_of(st->st_mode));
            free(cur);
            return METRO_FILE_NOT_REGULAR;
        }
        if (hops == MAX_LINKS) {
            errno = ELOOP;
            break;
        }
        char link[4096];
        ssize_t n = readlink(cur, link, sizeof link - 1);
        if (n < 0) break;
        link[n] = 0;
        char *next = NULL;
        if (link[0] == '/') {
            next = strdup(link);
        } else { /* relative to the folder holding the link */
            char *dir = folder_of(cur);
            size_t len = dir ? strlen(dir) + (size_t)n + 2 : 0;
            next = dir ? malloc(len) : NULL;
            if (next) snprintf(next, len, "%s/%s", dir, link);
            free(dir);
        }
        free(cur);
        cur = next;
    }
    int e = cur ? errno : ENOMEM;
    free(cur);
    say(err, errlen, "%s: cannot write: %s", path, strerror(e));
    return e;
}

static void sync_folder(const char *file)
{
    /* The rename is only durable once the folder's entry is on disk. Errors
     * are ignored: the new file is already in place, and some file systems
     * cannot sync a folder at all. */
    char *dir = folder_of(file);
    int fd = dir ? open(dir, O_RDONLY | O_CLOEXEC) : -1;
    if (fd >= 0) {
        (void)fsync(fd);
        close(fd);
    }
    free(dir);
}

static int write_atomic(const char *path, metro_file_writer emit, const void *ctx, char *err,
                        size_t errlen, bool private_file)
{
    char *target = NULL;
    struct stat st;
    bool exists = false;
    if (!path[0]) return say(err, errlen, "(empty path): cannot write: no file name"), ENOENT;
    int cause = resolve(path, &target, &st, &exists, err, errlen);
    if (cause) return cause;
    size_t n = strlen(target) + TMP_TAG + TMP_RANDOM + 1;
    char *tmp = malloc(n);
    if (!tmp) {
        free(target);
        return say(err, errlen, "%s: out of memory", path), ENOMEM;
    }
    snprintf(tmp, n, "%s.tmpXXXXXX", target);
    int fd = mkstemp(tmp);
    if (fd < 0) {
        cause = errno;
        say(err, errlen, "%s: cannot create a temporary file next to it: %s", path,
            strerror(cause));
        free(tmp), free(target);
        return cause;
    }
    /* A replaced file keeps its permissions; a new one gets mkstemp's 0600. */
    if (exists && !private_file) (void)fchmod(fd, st.st_mode & 07777);
    FILE *f = fdopen(fd, "w");
    errno = 0;
    bool bad = !f || emit(f, ctx) != 0 || fflush(f) != 0 || fsync(fd) != 0;
    int why = errno ? errno : EIO;
    if (f ? fclose(f) != 0 : close(fd) != 0) {
        if (!bad) why = errno;
        bad = true;
    }
    if (!bad && rename(tmp, target) != 0) bad = true, why = errno;
    if (bad) {
        unlink(tmp);
        say(err, errlen, "%s: cannot write: %s", path, strerror(why));
    } else {
        sync_folder(target);
        /* Leftovers of earlier saves of this file that were killed midway. */
        char *dir = folder_of(target);
        const char *slash = strrchr(target, '/');
        if (dir) metro_file_remove_stale(dir, slash ? slash + 1 : target, METRO_FILE_STALE_AGE);
        free(dir);
    }
    free(tmp), free(target);
    return bad ? why : 0;
}

int metro_file_write_atomic(const char *path, metro_file_writer emit, const void *ctx, char *err,
                            size_t errlen)
{
    return write_atomic(path, emit, ctx, err, errlen, false);
}

int metro_file_write_private(const char *path, metro_file_writer emit, const void *ctx, char *err,
                             size_t errlen)
{
    return write_atomic(path, emit, ctx, err, errlen, true);
}

/* Opens `path` for reading if it is a regular file (or, with `pipes`, a
 * FIFO or pipe: then the open waits for a writer); the descriptor, or -1
 * with the reason in err. */
static int open_checked(const char *path, bool pipes, char *err, size_t errlen)
{
    struct stat st;
    const char *want = pipes ? "a regular file or a pipe" : "a regular file";
    /* stat first: opening a device can have effects of its own. O_NONBLOCK
     * for regular files only: should a FIFO appear between stat and open, the
     * open does not wait for a writer, and fstat below still refuses it. */
    if (stat(path, &st) != 0) return say(err, errlen, "cannot open: %s", strerror(errno));
    if (!S_ISREG(st.st_mode) && !(pipes && S_ISFIFO(st.st_mode)))
        return say(err, errlen, "cannot open: it is %s, not %s", kind_of(st.st_mode), want);
    int fd = open(path, O_RDONLY | O_CLOEXEC | (pipes ? 0 : O_NONBLOCK));
    if (fd < 0) return say(err, errlen, "cannot open: %s", strerror(errno));
    if (fstat(fd, &st) != 0 || !(S_ISREG(st.st_mode) || (pipes && S_ISFIFO(st.st_mode)))) {
        close(fd);
        return say(err, errlen, "cannot open: not %s", want);
    }
    int fl = fcntl(fd, F_GETFL);
    if (fl >= 0) (void)fcntl(fd, F_SETFL, fl & ~O_NONBLOCK);
    return fd;
}

FILE *metro_file_open_regular(const char *path, char *err, size_t errlen)
{
    int fd = open_checked(path, false, err, errlen);
    FILE *f = fd >= 0 ? fdopen(fd, "rb") : NULL;
    if (fd >= 0 && !f) {
        say(err, errlen, "cannot open: %s", strerror(errno));
        close(fd);
    }
    return f;
}

/* Reads fd to its end (at most max bytes) into a new NUL-terminated buffer,
 * and closes it. Bounded: a source that never ends is cut at max + 1 bytes. */
static int read_all(int fd, size_t max, char **text, size_t *len, char *err, size_t errlen)
{
    char *buf = malloc(max + 1);
    size_t n = 0;
    int bad = 0;
    while (buf && n <= max) {
        ssize_t got = read(fd, buf + n, max + 1 - n);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) bad = errno;
        if (got <= 0) break;
        n += (size_t)got;
    }
    close(fd);
    if (!buf) return say(err, errlen, "out of memory");
    if (bad || n > max) {
        free(buf);
        return bad ? say(err, errlen, "read error: %s", strerror(bad))
                   : say(err, errlen, "larger than %zu bytes", max);
    }
    buf[n] = 0;
    *text = buf, *len = n;
    return 0;
}

int metro_file_read(const char *path, size_t max, char **text, size_t *len, char *err,
                    size_t errlen)
{
    int fd = open_checked(path, false, err, errlen);
    return fd < 0 ? -1 : read_all(fd, max, text, len, err, errlen);
}

int metro_file_read_stream(const char *path, size_t max, char **text, size_t *len, char *err,
                           size_t errlen)
{
    int fd = open_checked(path, true, err, errlen);
    return fd < 0 ? -1 : read_all(fd, max, text, len, err, errlen);
}

/* NAME.tmpXXXXXX as mkstemp makes it (XXXXXX: letters and digits). */
static bool temp_name(const char *name, const char *base)
{
    size_t n = strlen(name), suffix = TMP_TAG + TMP_RANDOM;
    if (n <= suffix || memcmp(name + n - suffix, ".tmp", TMP_TAG) != 0) return false;
    for (size_t i = n - TMP_RANDOM; i < n; i++) {
        char c = name[i];
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')))
            return false;
    }
    return !base || (strlen(base) == n - suffix && memcmp(name, base, n - suffix) == 0);
}

int metro_file_remove_stale(const char *dir, const char *base, long min_age)
{
    DIR *d = opendir(dir);
    if (!d) return 0;
    int removed = 0;
    time_t now = time(NULL);
    for (struct dirent *e; (e = readdir(d));) {
        if (!temp_name(e->d_name, base)) continue;
        size_t n = strlen(dir) + strlen(e->d_name) + 2;
        char *p = malloc(n);
        if (!p) break;
        snprintf(p, n, "%s/%s", dir, e->d_name);
        struct stat st;
        if (lstat(p, &st) == 0 && S_ISREG(st.st_mode) && st.st_uid == geteuid() &&
            now - st.st_mtime > min_age && unlink(p) == 0)
            removed++;
        free(p);
    }
    closedir(d);
    return removed;
}
