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
    if (strlen(text) == 6 && islower((unsigned char)text[0]))
        return parse_lay(s, text, m, why, whylen);
    snprintf(why, whylen, "'%.40s' is not a move (expected a placement like cbaa32, or draw)",
             text);
    return METRO_ERR_BAD_MOVE;
}
