/* The name and text rules of online play's messages (docs/protocol.md
 * "Names"), and the reader of a text field that applies them. */
#include <stdint.h>
#include <string.h>

#include "proto_wire.h"

bool metro_net_table_name_ok(const char *s)
{
    size_t n = strlen(s);
    if (n < 1 || n > METRO_NET_TABLE_NAME) return false;
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
              c == '-' || c == '_'))
            return false;
    }
    return true;
}

bool metro_net_ai_name_ok(const char *s)
{
    size_t n = strlen(s);
    if (n < 1 || n > METRO_NET_AI_NAME) return false;
    for (size_t i = 0; i < n; i++)
        if (!((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= '0' && s[i] <= '9') || s[i] == '-' ||
              s[i] == '_'))
            return false;
    return true;
}

/* Code points that would let a text pretend to be something else in a log
 * or on screen: C0 and C1 controls, DEL, invisible and direction marks,
 * line and paragraph separators. */
static bool control_point(uint32_t c)
{
    return c < 0x20 || (c >= 0x7F && c <= 0x9F) || (c >= 0x200B && c <= 0x200F) ||
           (c >= 0x2028 && c <= 0x202E) || (c >= 0x2060 && c <= 0x206F) || c == 0xFEFF;
}

/* Strict UTF-8 (no overlong forms, surrogates or values past U+10FFFF)
 * without control points. */
bool metro_net_text_ok(const char *text)
{
    const unsigned char *s = (const unsigned char *)text;
    while (*s) {
        uint32_t c = *s;
        int more = c < 0x80             ? 0
                   : (c & 0xE0) == 0xC0 ? 1
                   : (c & 0xF0) == 0xE0 ? 2
                   : (c & 0xF8) == 0xF0 ? 3
                                        : -1;
        if (more < 0) return false;
        c &= more ? 0x3Fu >> more : 0x7Fu;
        for (int i = 1; i <= more; i++) {
            if ((s[i] & 0xC0) != 0x80) return false;
            c = c << 6 | (s[i] & 0x3Fu);
        }
        static const uint32_t least[4] = {0, 0x80, 0x800, 0x10000};
        if (c < least[more] || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF) || control_point(c))
            return false;
        s += more + 1;
    }
    return true;
}

bool metro_net_player_name_ok(const char *s)
{
    size_t n = strlen(s);
    return n >= 1 && n <= METRO_NET_PLAYER_NAME && s[0] != ' ' && s[n - 1] != ' ' &&
           metro_net_text_ok(s);
}

/* Move text and program names: printable ASCII. */
static bool ascii_ok(const char *s, bool spaces)
{
    for (; *s; s++)
        if (*s < (spaces ? 0x20 : 0x21) || *s > 0x7E) return false;
    return true;
}

bool metro_net_invite_ok(const char *s)
{
    static const char alphabet[] = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
    size_t n = strlen(s);
    return n == METRO_NET_INVITE && strspn(s, alphabet) == n;
}

bool metro_net_deadline_ok(int hours)
{
    return hours == 0 || hours == 1 || hours == 12 || hours == 24 || hours == 72;
}

bool proto_modules_ok(const char *s)
{
    for (; *s; s++)
        if (!((*s >= 'a' && *s <= 'z') || *s == '-' || *s == ',')) return false;
    return true;
}

void proto_get_text(metro_wire_in *r, char *out, size_t cap, size_t max, proto_text_rule ok,
                    bool may_be_empty, const char *what)
{
    if (!metro_wire_get_str(r, out, cap, max, what)) return;
    if ((!out[0] && !may_be_empty) || (out[0] && !ok(out)))
        metro_wire_fail(r, "%s: not allowed", what);
}

bool proto_move_text_ok(const char *s)
{
    return ascii_ok(s, false);
}

bool proto_program_ok(const char *s)
{
    return ascii_ok(s, true);
}
