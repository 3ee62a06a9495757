/* Save-file problems in the player's words (the engine's words go to stderr). */
#include "file_words.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
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

void ui_not_written_words(const char *path, const char *err, char *out, size_t n)
{
    fprintf(stderr, "metro: not written: %s\n", err);
    snprintf(out, n, _("%s cannot be written."), leaf_of(path));
}
