/* Typing into the window's text fields (src/ui/core/utf8.c): whole UTF-8
 * characters only, added and removed. */
#include "check.h"
#include "core/utf8.h"

int main(void)
{
    const char *zoe = "Zo\xc3\xab\xe2\x82\xac!"; /* Zoë€! */
    CHECK(ui_utf8_next(zoe, 0) == 1);
    CHECK(ui_utf8_next(zoe, 2) == 4); /* ë is two bytes */
    CHECK(ui_utf8_next(zoe, 4) == 7); /* € three */

    char f[8] = "Zo\xc3\xab";
    ui_utf8_pop(f);
    CHECK_STR(f, "Zo");
    ui_utf8_pop(f), ui_utf8_pop(f), ui_utf8_pop(f); /* past empty stays empty */
    CHECK_STR(f, "");

    CHECK(ui_utf8_append(f, sizeof f,
                         "ab\x01\x1b"
                         "c",
                         false)); /* controls dropped */
    CHECK_STR(f, "abc");
    CHECK(!ui_utf8_append(f, sizeof f, "d\xe2\x82\xac\xe2\x82\xac", false)); /* 7 bytes room */
    CHECK_STR(f, "abcd\xe2\x82\xac");                                        /* never half € */

    char seed[6] = "";
    CHECK(ui_utf8_append(seed, sizeof seed,
                         "1x2 \xc3\xab"
                         "3",
                         true)); /* digits only */
    CHECK_STR(seed, "123");
    CHECK(!ui_utf8_append(seed, sizeof seed, "456", true));
    CHECK_STR(seed, "12345");
    return check_done();
}
