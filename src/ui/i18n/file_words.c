/* Save-file problems in the player's words (the engine's words go to stderr). */
#include "i18n/file_words.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "file_io.h"
#include "i18n/i18n.h"
#include "metro/game.h"

static const char *leaf_of(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

void ui_not_loaded_words(int problem, const char *path, const char *err, char *out, size_t n)
{
    const char *why;
    switch (problem) {
    case METRO_LOAD_NOT_A_SAVE:
        why = _("%s is not a Metro save.");
        break;
    case METRO_LOAD_TOO_NEW:
        why = _("%s was saved by a newer version of Metro.");
        break;
    case METRO_LOAD_DAMAGED:
        why = _("%s is damaged: it changed after it was saved.");
        break;
    case METRO_LOAD_INVALID:
        why = _("%s holds a game this version cannot replay.");
        break;
    default:
        why = _("%s cannot be read.");
        break;
    }
    fprintf(stderr, "metro: not loaded: %s\n", err);
    char sentence[200];
    snprintf(sentence, sizeof sentence, why, leaf_of(path));
    snprintf(out, n, _("Not loaded: %.120s"), sentence);
}

/* The sentence for why a write failed (cause as metro_file_write_atomic
 * returns it): the reasons a player can act on have their own words. */
static const char *not_written_sentence(int cause)
{
    switch (cause) {
    case ENOSPC:
    case EDQUOT:
        return _("%s cannot be written: the disk is full.");
    case EFBIG:
        return _("%s cannot be written: the file would be larger than allowed.");
    case EACCES:
    case EPERM:
        return _("%s cannot be written: no permission to write in its folder.");
    case EROFS:
        return _("%s cannot be written: the disk is read-only.");
    case METRO_FILE_NOT_REGULAR:
        return _("%s cannot be written: it is not a regular file.");
    case ELOOP:
        return _("%s cannot be written: its symbolic links go round in a loop.");
    case ENOENT:
    case ENOTDIR:
        return _("%s cannot be written: its folder does not exist.");
    case EIO:
        return _("%s cannot be written: the disk reported an error.");
    default:
        return _("%s cannot be written (the terminal says why).");
    }
}

void ui_not_written_words(int cause, const char *path, const char *err, char *out, size_t n)
{
    fprintf(stderr, "metro: not written: %s\n", err);
    snprintf(out, n, not_written_sentence(cause), leaf_of(path));
}
