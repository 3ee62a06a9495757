/* A full disk for one program, without root (LD_PRELOAD=libdiskfull.so): fsync of a file
 * whose path holds $METRO_DISK_FULL (e.g. "autosave.metro") fails with ENOSPC, as a
 * write on a full disk does, after $METRO_DISK_FULL_AFTER successful ones (default 0)
 * and for $METRO_DISK_FULL_COUNT calls (default: for ever). The game's atomic writer
 * fsyncs every file it writes, so this is where a full disk reaches it.
 * $METRO_DISK_FULL_ERRNO (a number) fails it with another cause instead, to see
 * each cause reach the window's words (EACCES, EROFS: root ignores permissions). */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static long env_number(const char *name, long def)
{
    const char *v = getenv(name);
    return v && *v ? strtol(v, NULL, 10) : def;
}

int fsync(int fd)
{
    static int (*real)(int);
    static long seen; /* matching calls so far (the game calls fsync from one thread) */
    if (!real) *(void **)&real = dlsym(RTLD_NEXT, "fsync");
    const char *match = getenv("METRO_DISK_FULL");
    char link[64], path[4096];
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    ssize_t n = readlink(link, path, sizeof path - 1);
    if (match && *match && n > 0) {
        path[n] = 0;
        if (strstr(path, match)) {
            long k = seen++, after = env_number("METRO_DISK_FULL_AFTER", 0),
                 count = env_number("METRO_DISK_FULL_COUNT", -1);
            if (k >= after && (count < 0 || k < after + count)) {
                errno = (int)env_number("METRO_DISK_FULL_ERRNO", ENOSPC);
                return -1;
            }
        }
    }
    if (!real) return errno = ENOSYS, -1;
    return real(fd);
}
