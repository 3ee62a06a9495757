/* Writing a picture as a PNG file, every write error reported: --screenshot,
 * --render-icon. */
#include "core/png_file.h"

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "file_io.h"

/* The PNG into f (an atomic writer's temporary file or a device). */
static int emit_png(FILE *f, const void *ctx)
{
    SDL_Surface *const *surf = ctx;
    SDL_RWops *rw = SDL_RWFromFP(f, SDL_FALSE);
    errno = 0;
    int rc = rw ? IMG_SavePNG_RW(*surf, rw, 1) : -1;
    return rc != 0 || ferror(f) ? -1 : 0;
}

int ui_png_write(SDL_Surface *surf, const char *path, char *err, size_t errlen)
{
    struct stat st;
    if (stat(path, &st) != 0 || S_ISREG(st.st_mode) || S_ISDIR(st.st_mode))
        return metro_file_write_atomic(path, emit_png, &surf, err, errlen);
    /* A device or pipe: nothing to replace, so written straight; a full
     * device (/dev/full) still fails. */
    FILE *f = fopen(path, "wb");
    if (!f) {
        int why = errno;
        snprintf(err, errlen, "%s: cannot write: %s", path, strerror(why));
        return why;
    }
    bool bad = emit_png(f, &surf) != 0 || fflush(f) != 0;
    int why = errno ? errno : EIO;
    if (fclose(f) != 0 && !bad) bad = true, why = errno;
    if (bad) snprintf(err, errlen, "%s: cannot write: %s", path, strerror(why));
    return bad ? why : 0;
}

int ui_write_exit_status(int cause)
{
    switch (cause) {
    case METRO_FILE_NOT_REGULAR:
    case ENOENT:
    case ENOTDIR:
    case ELOOP:
    case ENAMETOOLONG:
        return 2;
    default:
        return 1;
    }
}
