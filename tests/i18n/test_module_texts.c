/* Every text a module table gives the window (name, description, option
 * label and value names, tourist colours and symbols, city sights) is marked
 * with METRO_N_, so that xgettext puts it in the template and the window can
 * translate it: each must be a msgid of the template that xgettext made from
 * the module sources (argv[1]). argv[2..] are those sources; every module's
 * file (id with '_' for '-', ".c") must be among them.
 * usage: test_module_texts TEMPLATE.pot SOURCE.c... */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "metro/city_berlin.h"
#include "metro/city_new_york.h"
#include "metro/module.h"
#include "metro/modules.h"
#include "pot_literal.h"

enum { MAX_IDS = 4096 };

static char *ids[MAX_IDS];
static int id_count, failures;

/* The msgids of a .pot file (msgid_plural lines are not msgids). */
static bool read_pot(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f) return fprintf(stderr, "test_module_texts: cannot open %s\n", path), false;
    char line[4096], text[8192] = "";
    bool in_id = false;
    while (fgets(line, sizeof line, f)) {
        if (!strncmp(line, "msgid \"", 7)) {
            text[0] = '\0';
            append_literal(line + 7, text, sizeof text);
            in_id = true;
        } else if (in_id && line[0] == '"') {
            append_literal(line + 1, text, sizeof text);
        } else {
            if (in_id && text[0] && id_count < MAX_IDS) ids[id_count++] = copy_of(text);
            in_id = false;
        }
    }
    if (in_id && text[0] && id_count < MAX_IDS) ids[id_count++] = copy_of(text);
    fclose(f);
    return true;
}

static void expect_marked(const char *module, const char *what, const char *text)
{
    if (!text || !text[0]) return;
    for (int i = 0; i < id_count; i++)
        if (!strcmp(ids[i], text)) return;
    failures++;
    fprintf(stderr, "module %s: %s \"%s\" is not marked with METRO_N_ (not in the template)\n",
            module, what, text);
}

/* True when a path among argv ends in "/<file>" or is <file>. */
static bool listed(int argc, char **argv, const char *file)
{
    size_t n = strlen(file);
    for (int i = 2; i < argc; i++) {
        size_t len = strlen(argv[i]);
        if (len >= n && !strcmp(argv[i] + len - n, file) &&
            (len == n || argv[i][len - n - 1] == '/'))
            return true;
    }
    return false;
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: test_module_texts TEMPLATE.pot SOURCE.c...\n");
        return 2;
    }
    if (!read_pot(argv[1])) return 1;
    int checked = 0;
    for (int slot = 0; slot < metro_module_count(); slot++) {
        const struct metro_module *m = metro_module_get(slot);
        char file[64];
        snprintf(file, sizeof file, "%s.c", m->id);
        for (char *c = file; *c; c++)
            if (*c == '-') *c = '_';
        if (!listed(argc, argv, file)) {
            /* the template module is the tests' own, never shown to a player; every
             * other module's texts are checked, so a new one cannot slip past */
            if (strcmp(m->id, "null")) {
                failures++;
                fprintf(stderr,
                        "module %s: %s is not among the sources this test reads "
                        "(tests/i18n/meson.build)\n",
                        m->id, file);
            }
            continue;
        }
        checked++;
        expect_marked(m->id, "name", m->name);
        expect_marked(m->id, "description", m->description);
        if (!m->option.key) continue;
        expect_marked(m->id, "option label", m->option.label);
        for (int v = 0; m->option.values && v <= m->option.max - m->option.min; v++)
            expect_marked(m->id, "option value", m->option.values[v]);
    }
    if (listed(argc, argv, "city_kit.c")) /* the words of hover texts */
        for (int c = 0; c < METRO_CITY_COLOURS; c++) {
            expect_marked("city kit", "colour", metro_city_colour_name(c));
            expect_marked("city kit", "symbol", metro_city_colour_symbol(c));
        }
    if (listed(argc, argv, "new_york_data.c"))
        for (int c = 0; c < METRO_CITY_COLOURS; c++)
            expect_marked("new-york", "sight", metro_ny_sight(c));
    if (listed(argc, argv, "berlin_data.c"))
        for (int i = 0; i < METRO_CITY_COLOURS; i++) /* one sight per colour */
            expect_marked("berlin", "sight", metro_berlin_sight_name(i));
    if (!checked) {
        fprintf(stderr, "test_module_texts: no module of the registry is among the sources\n");
        return 1;
    }
    printf("%d modules checked against %d marked texts: %d unmarked\n", checked, id_count,
           failures);
    for (int i = 0; i < id_count; i++) free(ids[i]);
    return failures ? 1 : 0;
}
