/* Players' words, not the engine's (issue 24): the Load dialog names a
 * save's modules as the set-up screen does ("Companies and shares + Central
 * stations + Stockholm"), never by their ids ("shares+central-stations+
 * stockholm"), in every language.
 * usage: test_player_words PO_BUILD_DIR */
#include <stdlib.h>
#include <string.h>

#include "../check.h"
#include "i18n.h"
#include "save_list.h"

static const char *const ids[] = {"central-stations", "shares,", "shares+", "+stockholm"};

static void check_save_line(const char *lang, const char *path)
{
    char err[300], info[200], what[300];
    CHECK_MSG(ui_i18n_use(lang, err, sizeof err), err);
    CHECK(ui_save_header(path, info, sizeof info));
    snprintf(what, sizeof what, "[%s] \"%s\" names Stockholm", lang, info);
    CHECK_MSG(strstr(info, "Stockholm"), what);
    for (size_t i = 0; i < sizeof ids / sizeof ids[0]; i++) {
        snprintf(what, sizeof what, "[%s] \"%s\" has no module id \"%s\"", lang, info, ids[i]);
        CHECK_MSG(!strstr(info, ids[i]), what);
    }
    snprintf(what, sizeof what, "[%s] \"%s\" joins three names", lang, info);
    const char *plus = strstr(info, " + ");
    CHECK_MSG(plus && strstr(plus + 3, " + "), what);
}

int main(int argc, char **argv)
{
    if (argc != 2) return fprintf(stderr, "usage: test_player_words PO_BUILD_DIR\n"), 2;
    setenv("METRO_LOCALEDIR", argv[1], 1);
    char path[] = "/tmp/metro-words-XXXXXX";
    int fd = mkstemp(path);
    FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;
    if (!CHECK(f)) return check_done();
    fputs("metro-save 2\nplayers 3\nhand 1\nfree-orientation no\n"
          "modules shares,central-stations,stockholm\nseed 7\nseat 1 human Ada\n"
          "seat 2 greedy Ben\nseat 3 greedy Cleo\ncursor 0\n",
          f);
    fclose(f);
    for (int i = 0; i < UI_LANGUAGES; i++) check_save_line(ui_language_code(i), path);
    remove(path);
    return check_done();
}
