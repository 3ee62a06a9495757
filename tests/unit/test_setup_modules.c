/* The set-up file reads module lists by the one rule (docs/modules.md, "Module
 * lists"): `none` or ids joined by commas; the empty list older versions wrote
 * still reads as the base game. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>

#include "check.h"
#include "metro/module.h"
#include "setup_text.h"

/* Parses a set-up file whose modules line is `modules=LIST`; 0 if accepted. */
static int read_list(const char *list, ui_setup *s, char *err, size_t n)
{
    char line[200];
    snprintf(line, sizeof line, "modules=%s", list);
    return parse_setup_lines(line, s, err, n);
}

int main(void)
{
    ui_setup s;
    char err[300], *text = NULL;
    size_t len = 0;
    CHECK_EQ(read_list("none", &s, err, sizeof err), 0);
    CHECK_EQ(s.modules, 0);
    CHECK_EQ(read_list("", &s, err, sizeof err), 0); /* written so before the one rule */
    CHECK_EQ(s.modules, 0);
    CHECK_EQ(read_list("shares,central-stations", &s, err, sizeof err), 0);
    CHECK_EQ(s.modules,
             1u << metro_module_find("shares") | 1u << metro_module_find("central-stations"));
    static const char *const bad[] = {",", "paris,", ",paris", "none,paris", "nope"};
    for (int i = 0; i < 5; i++) {
        CHECK_MSG(read_list(bad[i], &s, err, sizeof err) != 0, bad[i]);
        CHECK_MSG(strstr(err, "setup.txt:3: ") == err, err);
    }
    /* The base game is written `none`, as saves write it. */
    ui_setup_default(&s);
    s.modules = 0;
    FILE *f = open_memstream(&text, &len);
    CHECK(f && ui_setup_write(&s, f) == 0);
    if (f) fclose(f);
    CHECK(text && strstr(text, "\nmodules=none\n"));
    free(text);
    return check_done();
}
