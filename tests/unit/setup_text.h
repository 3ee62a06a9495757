/* Set-up files for the settings tests: a file of the current format with
 * the given lines after its players line, parsed as setup.txt. */
#pragma once
#include <stdio.h>

#include "files/settings.h"

/* 0 if the file with `lines` (newline-separated) is accepted. */
static inline int parse_setup_lines(const char *lines, ui_setup *s, char *err, size_t n)
{
    char text[300];
    snprintf(text, sizeof text, "metro-setup 1\nplayers=4\n%s\n", lines);
    err[0] = 0;
    return ui_setup_parse(s, text, "setup.txt", err, n);
}
