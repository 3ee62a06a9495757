/* Every city of the module list has its tests: tests/modules/test_<id>.c
 * and a scripted game, tests/visual/<id>.script with <id>.setup (ids with
 * '-' written '_'). The meson files pick them up from the list; this names
 * what a city lacks. usage: modules_have_tests TESTS_DIR */
#include <stdio.h>

#include "check.h"
#include "metro/module.h"

static bool exists(const char *path)
{
    FILE *f = fopen(path, "r");
    if (f) fclose(f);
    return f != NULL;
}

int main(int argc, char **argv)
{
    if (argc != 2) return fprintf(stderr, "usage: modules_have_tests TESTS_DIR\n"), 2;
    int cities = 0;
    for (int i = 0; i < metro_module_count(); i++) {
        const struct metro_module *m = metro_module_get(i);
        if (!m->group) continue; /* a city: one of the group of one per game */
        char id[64], path[1200];
        snprintf(id, sizeof id, "%s", m->id);
        for (char *c = id; *c; c++)
            if (*c == '-') *c = '_';
        static const char *const needs[] = {"modules/test_%s.c", "visual/%s.script",
                                            "visual/%s.setup"};
        for (size_t k = 0; k < sizeof needs / sizeof needs[0]; k++) {
            char rel[200];
            snprintf(rel, sizeof rel, needs[k], id);
            snprintf(path, sizeof path, "%s/%s", argv[1], rel);
            if (!CHECK(exists(path))) fprintf(stderr, "city %s has no tests/%s\n", m->id, rel);
        }
        cities++;
    }
    CHECK(cities > 0); /* the list has cities: the check ran on something */
    return check_done();
}
