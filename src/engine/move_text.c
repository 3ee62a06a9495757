/* Moves as text: "cbaa32" lays a tile, "draw" draws, modules add their own. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "internal.h"

int metro_move_format(const metro_state *s, const metro_move *m, char *out, size_t n)
{
    char l[5];
    switch (m->kind) {
    case METRO_MOVE_LAY:
        metro_tile_letters(m->tile, l);
        return snprintf(out, n, "%s%d%d", l, metro_row(m->sq), metro_col(m->sq));
    case METRO_MOVE_DRAW:
        return snprintf(out, n, "draw");
    case METRO_MOVE_MODULE:
        if (m->module < METRO_MODULE_SLOTS && metro_module_get(m->module) &&
            metro_module_get(m->module)->format_move)
            return metro_module_get(m->module)->format_move(s, m->module, m, out, n);
        break;
    default:
        break;
    }
    return snprintf(out, n, "?");
}

int metro_describe_move(const metro_state *before, const metro_move *m, char *out, size_t n)
{
    char text[64];
    if (m->kind == METRO_MOVE_DRAW) return snprintf(out, n, "draws a tile");
    if (m->kind == METRO_MOVE_MODULE && m->module < METRO_MODULE_SLOTS &&
        metro_module_get(m->module) && metro_module_get(m->module)->describe_move)
        return metro_module_get(m->module)->describe_move(before, m->module, m, out, n);
    if (m->kind == METRO_MOVE_LAY) { /* squares by their names on the board's edge */
        metro_square_name(m->sq, text);
        return snprintf(out, n, "lays a tile on %s", text);
    }
    metro_move_format(before, m, text, sizeof text);
    return snprintf(out, n, "%s", text);
}

/* Parse "ttttRC"; the source is the drawn tile or the first hand slot with a
 * tile of that type (or its rotation class when tiles may turn). */
static int parse_lay(const metro_state *s, const char *t, metro_move *m, char *why, size_t wl)
{
    int tile = metro_tile_from_letters(t);
    if (strlen(t) != 6 || tile < 0 || t[4] < '0' || t[4] > '7' || t[5] < '0' || t[5] > '7') {
        snprintf(why, wl, "'%s' is not a placement (4 letters a-d then row and column 0-7)", t);
        return METRO_ERR_BAD_MOVE;
    }
    memset(m, 0, sizeof *m);
    m->kind = METRO_MOVE_LAY;
    m->tile = (uint8_t)tile;
    m->sq = (uint8_t)metro_sq(t[4] - '0', t[5] - '0');
    bool free = s->cfg.free_orientation;
    if (s->drawn != METRO_NO_TILE) {
        m->from = METRO_FROM_DRAWN;
        return METRO_OK;
    }
    for (int i = 0; i < s->hand_size; i++) {
        int h = s->hand[s->current][i];
        if (h == METRO_NO_TILE) continue;
        if (h == tile || (free && metro_tile_class(h) == metro_tile_class(tile))) {
            m->from = (uint8_t)i;
            return METRO_OK;
        }
    }
    snprintf(why, wl, "tile %.4s is not in the hand of the player to move", t);
    return METRO_ERR_NOT_IN_HAND;
}

/* The next move form in a module's move syntax, from *at on: a word
 * "keyword:..." (letters, then ':', up to a space or closing punctuation).
 * Sets *len and returns its start, or NULL when there is none left. */
static const char *next_form(const char **at, size_t *len)
{
    for (const char *p = *at; *p;) {
        size_t word = strcspn(p, " ");
        size_t letters = strspn(p, "abcdefghijklmnopqrstuvwxyz-");
        if (letters > 0 && letters < word && p[letters] == ':' && (p == *at || p[-1] == ' ')) {
            while (word > 0 && strchr(",;)", p[word - 1])) word--;
            *len = word;
            *at = p + word;
            return p;
        }
        p += word;
        p += strspn(p, " ");
    }
    return NULL;
}

/* ':'-separated parts of a move text or form. */
static int parts(const char *t, size_t len)
{
    int k = 1;
    for (size_t i = 0; i < len; i++) k += t[i] == ':';
    return k;
}

/* 0 if no form of `syntax` starts with the keyword of `text` (its letters
 * before the first ':'); 1 if one does; 2 if one also has as many parts. */
static int syntax_match(const char *syntax, const char *text)
{
    size_t kl = strcspn(text, ":"), len;
    int best = 0;
    for (const char *at = syntax, *f; syntax && (f = next_form(&at, &len));)
        if (strncmp(f, text, kl) == 0 && f[kl] == ':') {
            best = best > 1 ? best : 1;
            if (parts(f, len) == parts(text, strlen(text))) best = 2;
        }
    return best;
}

/* A reason for text that looks like a module's move (a keyword of its
 * syntax) but that every module in play refused; false if none fits. */
static bool explain_module_text(const metro_state *s, const char *text, char *why, size_t wl)
{
    METRO_FOR_MODULES(s, slot, mod)
    {
        int match = syntax_match(mod->move_syntax, text);
        if (match)
            snprintf(why, wl, "move '%.40s' of module '%s': %s; expected %s", text, mod->id,
                     match == 2 ? "a value is out of range or not a known name"
                                : "wrong number of ':'-separated parts",
                     mod->move_syntax);
        if (match) return true;
    }
    for (int slot = 0; slot < metro_module_count(); slot++) {
        const struct metro_module *mod = metro_module_get(slot);
        if (!mod->hidden && syntax_match(mod->move_syntax, text)) {
            snprintf(why, wl, "'%.40s' is a move of module '%s', which is not in this game", text,
                     mod->id);
            return true;
        }
    }
    return false;
}

/* Text that is no move at all: what is expected, with the module moves in play. */
static void explain_not_a_move(const metro_state *s, const char *text, char *why, size_t wl)
{
    size_t at = (size_t)snprintf(
        why, wl, "'%.40s' is not a move (expected a placement like cbaa32, or draw", text);
    METRO_FOR_MODULES(s, slot, mod)
    {
        size_t len;
        for (const char *p = mod->move_syntax, *f; p && (f = next_form(&p, &len));)
            at += (size_t)snprintf(why + at, at < wl ? wl - at : 0, ", or %.*s", (int)len, f);
    }
    snprintf(why + at, at < wl ? wl - at : 0, ")");
}

int metro_move_parse(const metro_state *s, const char *text, metro_move *m, char *why,
                     size_t whylen)
{
    char dummy[8];
    if (!why) why = dummy, whylen = sizeof dummy;
    why[0] = 0;
    if (strcmp(text, "draw") == 0) {
        memset(m, 0, sizeof *m);
        m->kind = METRO_MOVE_DRAW;
        return METRO_OK;
    }
    METRO_FOR_MODULES(s, slot, mod)
    {
        if (mod->parse_move && mod->parse_move(s, slot, text, m) == METRO_OK) return METRO_OK;
    }
    /* A lay's shape first: its digits fit no module's keyword, and reading
     * every module's syntax for it cost a host more CPU per move than the
     * rest of the parse. */
    if (strlen(text) == 6 && strspn(text, "abcd") == 4 && strspn(text + 4, "01234567") == 2)
        return parse_lay(s, text, m, why, whylen);
    if (explain_module_text(s, text, why, whylen)) return METRO_ERR_BAD_MOVE;
    if (strlen(text) == 6 && islower((unsigned char)text[0]) && !strchr(text, ':'))
        return parse_lay(s, text, m, why, whylen);
    explain_not_a_move(s, text, why, whylen);
    return METRO_ERR_BAD_MOVE;
}
