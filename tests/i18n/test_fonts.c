/* The game's fonts draw every character of every catalogue (the messages and
 * their translations, each plural form), regular and bold. */
#include <stdio.h>
#include <stdlib.h>

#include "../check.h"
#include "file_io.h"
#include "i18n/mo_file.h"
#include "sdl.h"

/* The next code point of a UTF-8 string at *p (moved past it); 0xFFFD when
 * the bytes are not UTF-8. */
static uint32_t next_code_point(const unsigned char **p, const unsigned char *end)
{
    const unsigned char *s = *p;
    int extra = s[0] < 0x80 ? 0 : (s[0] & 0xE0) == 0xC0 ? 1 : (s[0] & 0xF0) == 0xE0 ? 2 : 3;
    uint32_t cp = extra == 0   ? s[0]
                  : extra == 1 ? s[0] & 0x1Fu
                  : extra == 2 ? s[0] & 0x0Fu
                               : s[0] & 0x07u;
    *p = s + 1;
    for (int k = 0; k < extra; k++) {
        if (*p >= end || (**p & 0xC0) != 0x80) return 0xFFFD;
        cp = cp << 6 | (**p & 0x3Fu);
        (*p)++;
    }
    return cp;
}

static int check_catalogue(const char *path, TTF_Font *const fonts[2])
{
    char *bytes = NULL, err[300];
    size_t n = 0;
    if (metro_file_read(path, 1 << 22, &bytes, &n, err, sizeof err))
        return fprintf(stderr, "test_fonts: %s\n", err), 1;
    mo_catalog *c = mo_parse(bytes, n, err, sizeof err);
    free(bytes);
    if (!c) return fprintf(stderr, "test_fonts: %s: %s\n", path, err), 1;
    int checked = 0;
    for (uint32_t i = 1; i < mo_count(c); i++) /* 0 is the header */
        for (int t = 0; t < 2; t++) {
            size_t len;
            const unsigned char *s = (const unsigned char *)mo_message(c, i, t, &len),
                                *end = s + len;
            while (s < end) {
                const unsigned char *at = s;
                uint32_t cp = next_code_point(&s, end);
                if (cp == 0) continue;    /* between plural forms */
                if (cp == '\n') continue; /* a line break: the text layout's, not a glyph */
                checked++;
                for (int f = 0; f < 2; f++)
                    if (cp == 0xFFFD || !TTF_GlyphIsProvided32(fonts[f], cp)) {
                        fprintf(stderr, "%s: U+%04X in \"%.60s\" not in the %s font\n", path,
                                (unsigned)cp, (const char *)at, f ? "bold" : "regular");
                        CHECK(false);
                    }
            }
        }
    printf("%s: %d characters drawn by both fonts\n", path, checked);
    CHECK(checked > 1000); /* a real catalogue, not an empty one */
    mo_free(c);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc < 3) return fprintf(stderr, "usage: test_fonts FONT_DIR CATALOGUE.mo...\n"), 2;
    if (TTF_Init() != 0) return fprintf(stderr, "test_fonts: %s\n", TTF_GetError()), 1;
    char path[2][1100];
    snprintf(path[0], sizeof path[0], "%s/DejaVuSans.ttf", argv[1]);
    snprintf(path[1], sizeof path[1], "%s/DejaVuSans-Bold.ttf", argv[1]);
    TTF_Font *fonts[2] = {TTF_OpenFont(path[0], 12), TTF_OpenFont(path[1], 12)};
    if (!fonts[0] || !fonts[1]) return fprintf(stderr, "test_fonts: %s\n", TTF_GetError()), 1;
    for (int i = 2; i < argc; i++)
        if (check_catalogue(argv[i], fonts)) return 1;
    TTF_CloseFont(fonts[0]), TTF_CloseFont(fonts[1]);
    TTF_Quit();
    return check_done();
}
