/* The F1 pages of every module (issue 24): each module a player can switch
 * on has a screen with a title and a help text, in every language. The title
 * is one line of a player's words (no "docs/rules.md", no "§", no "Metro
 * City:" prefix, short enough for the dialog's title line); the text is the
 * page's body, not empty and not starting with the title again. New York's
 * and Berlin's pages once had their whole text in the title line and an
 * empty body.
 * usage: test_help_pages PO_BUILD_DIR */
#include <stdlib.h>
#include <string.h>

#include "../check.h"
#include "i18n/i18n.h"
#include "metro/module.h"
#include "modules/ui_module.h"

/* `name` stands quoted in text: after '"', German "„" or French "« " (a
 * no-break space), as a page names a set-up control. */
static bool quoted(const char *text, const char *name)
{
    for (const char *p = strstr(text, name); p; p = strstr(p + 1, name)) {
        size_t before = (size_t)(p - text);
        if ((before >= 1 && p[-1] == '"') || (before >= 3 && !memcmp(p - 3, "\u201e", 3)) ||
            (before >= 4 && !memcmp(p - 4, "\u00ab\u00a0", 4)))
            return true;
    }
    return false;
}

/* Characters of UTF-8 text. */
static int chars(const char *s)
{
    int n = 0;
    for (; *s; s++) n += ((unsigned char)*s & 0xC0) != 0x80;
    return n;
}

static void check_language(const char *lang)
{
    char err[300], what[200];
    CHECK_MSG(ui_i18n_use(lang, err, sizeof err), err);
    for (int slot = 0; slot < metro_module_count(); slot++) {
        const struct metro_module *em = metro_module_get(slot);
        if (em->hidden) continue;
        const struct ui_module *m = ui_module_for_slot(slot);
        snprintf(what, sizeof what, "%s [%s]: has a screen", em->id, lang);
        if (!CHECK_MSG(m, what)) continue;
        snprintf(what, sizeof what, "%s [%s]: has a title and a help text", em->id, lang);
        if (!CHECK_MSG(m->title && m->title[0] && m->help && m->help[0], what)) continue;
        const char *title = _(m->title), *body = _(m->help);
        snprintf(what, sizeof what, "%s [%s]: title \"%s\" is one short line of words", em->id,
                 lang, title);
        CHECK_MSG(!strchr(title, '\n') && chars(title) <= 32 && !strstr(title, "docs/") &&
                      !strstr(title, "\u00a7") && !strstr(title, "Metro City") &&
                      !strchr(title, ':') && !strchr(title, '('),
                  what);
        size_t tl = strlen(title);
        snprintf(what, sizeof what, "%s [%s]: the body does not repeat the title", em->id, lang);
        CHECK_MSG(strncmp(body, title, tl) || (body[tl] != ':' && body[tl] != '\n'), what);
        snprintf(what, sizeof what, "%s [%s]: the body has words and no section numbers", em->id,
                 lang);
        CHECK_MSG(chars(body) > 80 && !strstr(body, "docs/") && !strstr(body, "\u00a7"), what);
        if (strcmp(lang, "en")) {
            snprintf(what, sizeof what, "%s [%s]: the body is translated", em->id, lang);
            CHECK_MSG(strcmp(body, m->help), what);
        }
        /* a page that speaks of the set-up's option calls it what the set-up
         * screen does (Stockholm's once had three names for one switch) */
        if (em->option.label && strstr(m->help, "et-up")) {
            snprintf(what, sizeof what, "%s [%s]: the body names the option \"%s\"", em->id, lang,
                     _(em->option.label));
            CHECK_MSG(quoted(body, _(em->option.label)), what);
        }
    }
}

int main(int argc, char **argv)
{
    if (argc != 2) return fprintf(stderr, "usage: test_help_pages PO_BUILD_DIR\n"), 2;
    setenv("METRO_LOCALEDIR", argv[1], 1);
    for (int i = 0; i < UI_LANGUAGES; i++) check_language(ui_language_code(i));
    return check_done();
}
