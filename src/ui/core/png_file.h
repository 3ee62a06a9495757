/* Writing a picture as a PNG file, every write error reported. */
#pragma once

#include <stddef.h>

#include "sdl.h"

/* Writes `surf` as a PNG to `path`: a regular file (or a new one) is replaced
 * atomically (file_io.h), so a failure leaves no cut-short picture; a device
 * or pipe (/dev/null, /dev/stdout) is written straight. Returns 0, or the
 * cause (an errno value, METRO_FILE_NOT_REGULAR for a folder) with "PATH:
 * reason" in err. */
int ui_png_write(SDL_Surface *surf, const char *path, char *err, size_t errlen);
/* The exit status of a failed write of a file named on the command line
 * (--screenshot, --render-icon, --save), from its cause: 2, bad input, when
 * the name can name no file to write (a folder, a missing folder, a loop of
 * symbolic links, too long), as metro-cli says; 1 when the file could not
 * be made (a full disk, a device error, no permission). */
int ui_write_exit_status(int cause);
