/* The set-up file's size, line-values and speech settings (src/ui/files/settings.c):
 * read back as written, and bad values refused with the line and the rule. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "setup_text.h"

int main(void)
{
    ui_setup s;
    char err[300], *text = NULL;
    size_t len = 0;
    CHECK_EQ(parse_setup_lines("players=4", &s, err, sizeof err),
             0); /* older files: the defaults */
    CHECK_EQ(s.scale, 100);
    CHECK(!s.line_values);
    CHECK(!s.speech); /* the game speaks only when asked to (issue 38) */
    CHECK_EQ(parse_setup_lines("speech=1", &s, err, sizeof err), 0);
    CHECK(s.speech);
    static const char *const bad_speech[] = {"speech=2", "speech=on", "speech="};
    for (size_t i = 0; i < sizeof bad_speech / sizeof bad_speech[0]; i++) {
        CHECK_MSG(parse_setup_lines(bad_speech[i], &s, err, sizeof err) != 0, bad_speech[i]);
        CHECK_MSG(!strcmp(err, "setup.txt:3: speech must be 0 or 1"), err);
    }
    CHECK_EQ(parse_setup_lines("scale=80", &s, err, sizeof err), 0);
    CHECK_EQ(s.scale, 80);
    CHECK_EQ(parse_setup_lines("scale=200", &s, err, sizeof err), 0);
    CHECK_EQ(s.scale, 200);
    CHECK_EQ(parse_setup_lines("line_values=1", &s, err, sizeof err), 0);
    CHECK(s.line_values);
    static const char *const bad_scale[] = {
        "scale=70", "scale=210", "scale=115", "scale=", "scale=1e2", "scale=150%", "scale=-100"};
    for (size_t i = 0; i < sizeof bad_scale / sizeof bad_scale[0]; i++) {
        CHECK_MSG(parse_setup_lines(bad_scale[i], &s, err, sizeof err) != 0, bad_scale[i]);
        CHECK_MSG(!strcmp(err, "setup.txt:3: scale must be 80..200 (percent, a multiple of 10)"),
                  err);
    }
    static const char *const bad_values[] = {"line_values=2", "line_values=on", "line_values="};
    for (size_t i = 0; i < sizeof bad_values / sizeof bad_values[0]; i++) {
        CHECK_MSG(parse_setup_lines(bad_values[i], &s, err, sizeof err) != 0, bad_values[i]);
        CHECK_MSG(!strcmp(err, "setup.txt:3: line_values must be 0 or 1"), err);
    }
    /* Written and read back: the same choices. */
    ui_setup_default(&s);
    s.scale = 150, s.line_values = true, s.speech = true;
    FILE *f = open_memstream(&text, &len);
    CHECK(f && ui_setup_write(&s, f) == 0);
    if (f) fclose(f);
    CHECK(text && strstr(text, "\nscale=150\nline_values=1\n"));
    ui_setup back;
    CHECK_EQ(text ? ui_setup_parse(&back, text, "setup.txt", err, sizeof err) : 1, 0);
    CHECK_EQ(back.scale, 150);
    CHECK(back.line_values);
    CHECK(back.speech);
    free(text);
    return check_done();
}
