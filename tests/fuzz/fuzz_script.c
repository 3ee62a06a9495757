/* Fuzz target for the game's --script reader (src/ui/harness/script_file.c): refused with
 * "NAME:LINE: reason" naming a real line, or read into commands within the limits that read back
 * the same. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "harness/script_file.h"

/* "fuzz.script:LINE: reason" with 1 <= LINE <= lines in the input. */
static bool well_formed_error(const char *err, const uint8_t *data, size_t size)
{
    const char *name = "fuzz.script:";
    if (strncmp(err, name, strlen(name)) != 0) return false;
    const char *p = err + strlen(name);
    if (!isdigit((unsigned char)*p)) return false;
    long line = strtol(p, (char **)&p, 10), lines = 1;
    for (size_t i = 0; i < size; i++) lines += data[i] == '\n';
    return line >= 1 && line <= lines && p[0] == ':' && p[1] == ' ' && p[2];
}

int fuzz_check_input(const uint8_t *data, size_t size)
{
    ui_script_lines l, again;
    char err[300] = "";
    if (ui_script_parse((const char *)data, size, "fuzz.script", &l, err, sizeof err) != 0) {
        if (!well_formed_error(err, data, size)) fuzz_fail("badly formed script error", "", err);
        return 0;
    }
    if (l.n > UI_SCRIPT_MAX_COMMANDS) fuzz_fail("more commands than the limit", "", "");
    /* Each command: one line, no comment, within the limit, in order; joined
     * again they read back to the same commands. */
    size_t total = 0;
    for (int i = 0; i < l.n; i++) {
        size_t len = strlen(l.line[i]);
        if (!len || len > UI_SCRIPT_MAX_LINE || l.line[i][0] == '#' || strchr(l.line[i], '\n'))
            fuzz_fail("an accepted command is not one line within the limit", l.line[i], "");
        if (i && l.line_no[i] <= l.line_no[i - 1]) fuzz_fail("line numbers out of order", "", "");
        total += len + 1;
    }
    char *joined = malloc(total + 1);
    if (!joined) return 1;
    size_t at = 0;
    for (int i = 0; i < l.n; i++) {
        size_t len = strlen(l.line[i]);
        memcpy(joined + at, l.line[i], len);
        joined[at + len] = '\n';
        at += len + 1;
    }
    joined[at] = '\0';
    if (ui_script_parse(joined, total, "fuzz.script", &again, err, sizeof err) != 0)
        fuzz_fail("the accepted commands, joined, are refused", joined, err);
    if (again.n != l.n) fuzz_fail("the joined commands read differently", joined, "");
    for (int i = 0; i < l.n; i++)
        if (strcmp(again.line[i], l.line[i])) fuzz_fail("a joined command differs", joined, "");
    free(joined);
    ui_script_lines_free(&again);
    ui_script_lines_free(&l);
    return 1;
}

/* A script of valid commands (as the visual suite writes them), with
 * comments, blank lines and CRLF ends here and there. */
size_t fuzz_seed_input(metro_rng *rng, char *buf, size_t cap)
{
    static const char *const lines[] = {"button start",
                                        "wait-human",
                                        "lay",
                                        "lay 34 35",
                                        "key ctrl+z",
                                        "key Return",
                                        "type my game",
                                        "wait 50",
                                        "hover 23",
                                        "hit share 2",
                                        "hit module london",
                                        "expect screen-play",
                                        "expect notice~Autosave failed",
                                        "expect moves>3",
                                        "module-buttons",
                                        "report",
                                        "report-layout",
                                        "# a comment",
                                        "",
                                        "quit"};
    size_t at = 0;
    int n = 1 + (int)metro_rng_below(rng, 30);
    for (int i = 0; i < n && at + 80 < cap; i++) {
        const char *line = lines[metro_rng_below(rng, sizeof lines / sizeof lines[0])];
        at += (size_t)snprintf(buf + at, cap - at, "%s%s", line,
                               metro_rng_below(rng, 8) ? "\n" : "\r\n");
    }
    buf[at] = 0;
    return at;
}
