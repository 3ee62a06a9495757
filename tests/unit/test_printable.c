/* Echoed text made printable (src/common/printable.c): control bytes escaped,
 * UTF-8 letters kept, cut at whole characters. */
#include "check.h"
#include "printable.h"

static const char *safe(const char *in, size_t n)
{
    static char out[256];
    return metro_printable(in, out, n);
}

int main(void)
{
    CHECK_STR(safe("plain text", 256), "plain text");
    CHECK_STR(safe("\x1b[31mX", 256), "\\x1b[31mX"); /* ESC: colours no terminal */
    CHECK_STR(safe("a\tb\nc\r\x7f", 256), "a\\x09b\\x0ac\\x0d\\x7f");
    CHECK_STR(safe("Zo\xc3\xab \xe2\x82\xac \xf0\x9f\x9a\x87", 256),
              "Zo\xc3\xab \xe2\x82\xac \xf0\x9f\x9a\x87");
    CHECK_STR(safe("\xc2\x9b"
                   "31m",
                   256),
              "\\xc2\\x9b31m"); /* C1 CSI as UTF-8 */
    CHECK_STR(safe("\x9b"
                   "31m",
                   256),
              "\\x9b31m");                                            /* and as a raw byte */
    CHECK_STR(safe("\xc0\xaf", 256), "\\xc0\\xaf");                   /* overlong '/' */
    CHECK_STR(safe("\xed\xa0\x80", 256), "\\xed\\xa0\\x80");          /* a UTF-16 surrogate */
    CHECK_STR(safe("\xf4\x90\x80\x80", 256), "\\xf4\\x90\\x80\\x80"); /* past U+10FFFF */
    CHECK_STR(safe("\xe2\x82", 256), "\\xe2\\x82");                   /* cut short */
    /* Cut at a whole character or escape, never inside one. */
    CHECK_STR(safe("ab\x1b", 5), "ab");
    CHECK_STR(safe("a\xc3\xab", 3), "a");
    CHECK_STR(safe("abc", 1), "");
    return check_done();
}
