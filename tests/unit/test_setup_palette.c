/* The set-up file's palette of seat colours (src/ui/files/settings.c,
 * issue 38): printed by default, the three names read back as written, any
 * other word refused with the line and the rule. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "setup_text.h"

int main(void)
{
    ui_setup s;
    char err[300];
    CHECK_EQ(parse_setup_lines("players=4", &s, err, sizeof err), 0); /* older files */
    CHECK_EQ(s.palette, UI_PALETTE_PRINTED);
    CHECK_EQ(parse_setup_lines("palette=colour-blind", &s, err, sizeof err), 0);
    CHECK_EQ(s.palette, UI_PALETTE_COLOUR_BLIND);
    CHECK_EQ(parse_setup_lines("palette=high-contrast", &s, err, sizeof err), 0);
    CHECK_EQ(s.palette, UI_PALETTE_HIGH_CONTRAST);
    static const char *const bad[] = {"palette=", "palette=Printed", "palette=colour blind",
                                      "palette=colorblind", "palette=3"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        CHECK_MSG(parse_setup_lines(bad[i], &s, err, sizeof err) != 0, bad[i]);
        CHECK_MSG(
            !strcmp(err, "setup.txt:3: palette must be printed, colour-blind or high-contrast"),
            err);
    }
    for (int p = 0; p < UI_PALETTES; p++) { /* written and read back */
        char *text = NULL;
        size_t len = 0;
        ui_setup back;
        ui_setup_default(&s);
        s.palette = p;
        FILE *f = open_memstream(&text, &len);
        CHECK(f && ui_setup_write(&s, f) == 0);
        if (f) fclose(f);
        CHECK_EQ(text ? ui_setup_parse(&back, text, "setup.txt", err, sizeof err) : 1, 0);
        CHECK_EQ(back.palette, p);
        free(text);
    }
    CHECK(ui_palette_name(UI_PALETTES) == NULL && ui_palette_find("plain") == -1);
    return check_done();
}
