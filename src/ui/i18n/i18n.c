/* The language in use and the translated words (one catalogue for the program). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/asset_dir.h"
#include "i18n/i18n.h"
#include "file_io.h"
#include "i18n/mo_file.h"
#include "sdl.h"

enum { MO_MAX_BYTES = 4 << 20 };

static const struct language {
    const char *code, *name; /* the name in its own language, for the chooser */
    bool plural_from_two;    /* French: 0 and 1 are singular; the others: only 1 */
} languages[UI_LANGUAGES] = {{"en", "English", false},
                             {"de", "Deutsch", false},
                             {"nl", "Nederlands", false},
                             {"fr", "Français", true}};

/* Like gettext's own state, one catalogue serves every drawing function; it is
 * set at start and when the player picks another language (UI thread only). */
static struct {
    mo_catalog *cat;
    int lang;
    bool pinned;
} current;

void ui_i18n_pin(void)
{
    current.pinned = true;
}

bool ui_i18n_pinned(void)
{
    return current.pinned;
}

int ui_language_find(const char *code)
{
    for (int i = 0; code && i < UI_LANGUAGES; i++) {
        size_t n = strlen(languages[i].code);
        if (strncmp(code, languages[i].code, n)) continue; /* "C" is shorter: never read past it */
        char next = code[n];
        if (!next || next == '_' || next == '-' || next == '.') return i;
    }
    return -1;
}

const char *ui_language_code(int i)
{
    return i >= 0 && i < UI_LANGUAGES ? languages[i].code : "en";
}

const char *ui_language_name(int i)
{
    return i >= 0 && i < UI_LANGUAGES ? languages[i].name : "English";
}

int ui_i18n_current(void)
{
    return current.lang;
}

/* gettext's order: the LANGUAGE list first, then the first of LC_ALL,
 * LC_MESSAGES and LANG that is set. (SDL reads LANG before LANGUAGE, so
 * LANGUAGE=de under LANG=en_US.UTF-8 would not give German.) -1: none. */
static int from_environment(void)
{
    const char *list = getenv("LANGUAGE");
    if (list && *list) {
        char buf[256];
        snprintf(buf, sizeof buf, "%s", list);
        for (char *save = NULL, *code = strtok_r(buf, ":", &save); code;
             code = strtok_r(NULL, ":", &save))
            if (ui_language_find(code) >= 0) return ui_language_find(code);
    }
    const char *vars[] = {"LC_ALL", "LC_MESSAGES", "LANG"};
    for (int i = 0; i < 3; i++) {
        const char *v = getenv(vars[i]);
        if (v && *v) return ui_language_find(v);
    }
    return -1;
}

const char *ui_i18n_system(void)
{
    int env = from_environment();
    if (env >= 0) return languages[env].code;
    SDL_Locale *list = SDL_GetPreferredLocales(); /* other systems' settings */
    int found = 0;
    for (const SDL_Locale *l = list; l && l->language; l++) {
        int i = ui_language_find(l->language);
        if (i >= 0) {
            found = i;
            break;
        }
    }
    SDL_free(list);
    return languages[found].code;
}

bool ui_i18n_use(const char *code, char *err, size_t errlen)
{
    int i = ui_language_find(code);
    if (i < 0)
        return snprintf(err, errlen, "unknown language '%s' (en, de, nl or fr)", code), false;
    mo_catalog *cat = NULL;
    if (i > 0) {
        char path[1100], why[300];
        char *bytes = NULL;
        size_t n = 0;
        if (!ui_locale_path(languages[i].code, path, sizeof path))
            return snprintf(err, errlen, "no catalogue for %s (set METRO_LOCALEDIR)", code), false;
        if (metro_file_read(path, MO_MAX_BYTES, &bytes, &n, why, sizeof why))
            return snprintf(err, errlen, "%s: %s", path, why), false;
        cat = mo_parse(bytes, n, why, sizeof why);
        free(bytes);
        if (!cat) return snprintf(err, errlen, "%s: %s", path, why), false;
    }
    mo_free(current.cat);
    current.cat = cat, current.lang = i;
    return true;
}

void ui_i18n_free(void)
{
    mo_free(current.cat);
    current.cat = NULL, current.lang = 0, current.pinned = false;
}

const char *ui_tr(const char *msgid)
{
    const char *t = mo_find(current.cat, msgid, 0);
    return t ? t : msgid;
}

const char *ui_trn(const char *one, const char *many, long n)
{
    bool plural = languages[current.lang].plural_from_two ? n > 1 : n != 1;
    const char *t = mo_find(current.cat, one, plural ? 1 : 0);
    return t ? t : plural ? many : one;
}
