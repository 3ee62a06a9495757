/* The invitation link (invite.h): made from the connection's address, and
 * read back from the address field. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n/i18n.h"
#include "online/invite.h"
#include "proto.h"

static bool host_char(char c)
{
    return isalnum((unsigned char)c) || c == '.' || c == '-' || c == '_';
}

bool ui_invite_link(const char *where, const char *table, const char *code, char *out, size_t n)
{
    const char *hp = strncmp(where, "ws://", 5) ? where : where + 5;
    const char *colon = strrchr(hp, ':');
    if (!colon || colon == hp || !table[0]) return false;
    for (const char *c = hp; c < colon; c++)
        if (!host_char(*c)) return false;
    int port = atoi(colon + 1);
    if (port < 1 || port > 65535) return false;
    int len = snprintf(out, n, "http://%.*s:%d/?join=%s%s%s", (int)(colon - hp), hp, port, table,
                       code[0] ? "&code=" : "", code);
    return len > 0 && (size_t)len < n;
}

/* The value of `key=` in a query ("join=x&code=y"), into out; false if absent. */
static bool query_value(const char *query, const char *key, char *out, size_t n)
{
    size_t klen = strlen(key);
    for (const char *p = query; p && *p; p = strchr(p, '&'), p = p ? p + 1 : NULL) {
        if (strncmp(p, key, klen) || p[klen] != '=') continue;
        const char *v = p + klen + 1;
        size_t len = strcspn(v, "&#");
        if (len >= n) len = n - 1;
        memcpy(out, v, len);
        out[len] = '\0';
        return true;
    }
    return false;
}

/* "host[:port]" of a link, the port 80 when it names none. */
static bool link_host(const char *start, size_t len, char *address, size_t n)
{
    const char *colon = memchr(start, ':', len);
    size_t host_len = colon ? (size_t)(colon - start) : len;
    if (!host_len || host_len > 63) return false;
    for (size_t i = 0; i < host_len; i++)
        if (!host_char(start[i])) return false;
    int port = 80;
    if (colon) {
        char digits[8] = "";
        size_t d = len - host_len - 1;
        if (!d || d >= sizeof digits) return false;
        memcpy(digits, colon + 1, d);
        char *end;
        long p = strtol(digits, &end, 10);
        if (*end || p < 1 || p > 65535) return false;
        port = (int)p;
    }
    int w = snprintf(address, n, "ws://%.*s:%d", (int)host_len, start, port);
    return w > 0 && (size_t)w < n;
}

int ui_invite_parse(const char *text, char *address, size_t address_n, char *table, size_t table_n,
                    char *code, size_t code_n, char *why, size_t why_n)
{
    while (*text == ' ') text++;
    if (strncmp(text, "http://", 7)) {
        if (!strncmp(text, "https://", 8)) {
            snprintf(why, why_n, "%s", _("The window cannot follow https:// links: use http://"));
            return 1;
        }
        return -1;
    }
    const char *start = text + 7, *end = start + strcspn(start, "/?#");
    const char *query = strchr(end, '?');
    table[0] = code[0] = '\0';
    if (!link_host(start, (size_t)(end - start), address, address_n)) {
        snprintf(why, why_n, _("'%.60s' names no server (http://name:port/)"), text);
        return 1;
    }
    if (!query || !query_value(query + 1, "join", table, table_n) ||
        !metro_net_table_name_ok(table)) {
        snprintf(why, why_n, "%s", _("The link names no table (?join=TABLE)"));
        return 1;
    }
    if (query_value(query + 1, "code", code, code_n)) {
        for (char *c = code; *c; c++) *c = (char)toupper((unsigned char)*c);
        if (!metro_net_invite_ok(code)) {
            snprintf(why, why_n, "%s",
                     _("The link's invitation code is not one (8 letters and digits)"));
            return 1;
        }
    }
    return 0;
}
