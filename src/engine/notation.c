/* §8 placement-sequence notation: parse, validate against the rules, format. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "metro/notation.h"

#include "internal.h"

void metro_placement_format(metro_placement p, char out[7])
{
    metro_tile_letters(p.tile, out);
    out[4] = (char)('0' + metro_row(p.sq));
    out[5] = (char)('0' + metro_col(p.sq));
    out[6] = 0;
}

int metro_notation_parse(const char *text, metro_placement out[METRO_DECK_SIZE], int *n, char *why,
                         size_t whylen)
{
    char clean[METRO_DECK_SIZE * 6];
    int len = 0;
    *n = 0;
    for (const char *p = text; *p; p++) {
        if (isspace((unsigned char)*p)) continue;
        if (len == (int)sizeof clean) {
            snprintf(why, whylen, "more than %d placements", METRO_DECK_SIZE);
            return METRO_ERR_BAD_MOVE;
        }
        clean[len++] = *p;
    }
    if (len % 6) {
        snprintf(why, whylen, "placement %d: '%.*s' is cut short (a placement has 6 characters)",
                 len / 6 + 1, len % 6, clean + len - len % 6);
        return METRO_ERR_BAD_MOVE;
    }
    for (int k = 0; k < len / 6; k++) {
        const char *c = clean + 6 * k;
        char four[5] = {c[0], c[1], c[2], c[3], 0};
        int tile = metro_tile_from_letters(four);
        if (tile < 0) {
            snprintf(why, whylen,
                     "placement %d: '%.4s' is not a tile (4 letters a-d, each side leading to "
                     "a different side)",
                     k + 1, c);
            return METRO_ERR_BAD_MOVE;
        }
        if (c[4] < '0' || c[4] > '7' || c[5] < '0' || c[5] > '7') {
            snprintf(why, whylen, "placement %d: '%.6s' needs a row and a column digit 0-7", k + 1,
                     c);
            return METRO_ERR_BAD_MOVE;
        }
        out[k].tile = (uint8_t)tile;
        out[k].sq = (uint8_t)metro_sq(c[4] - '0', c[5] - '0');
    }
    *n = len / 6;
    return METRO_OK;
}

int metro_notation_validate(const metro_placement *p, int n, int players, bool free_orientation,
                            metro_state *board, char *why, size_t whylen)
{
    int used[METRO_TILE_TYPES] = {0};
    metro_setup_board(board, players, free_orientation);
    for (int k = 0; k < n; k++) {
        char name[7];
        metro_placement_format(p[k], name);
        /* With free orientation a tile may be laid as any of its rotations,
         * so the deck limit is per rotation class. */
        int key = free_orientation ? metro_tile_class(p[k].tile) : p[k].tile;
        int limit =
            free_orientation ? metro_deck_class_count(p[k].tile) : metro_deck_count(p[k].tile);
        if (++used[key] > limit) {
            snprintf(why, whylen, "%s: more copies of %.4s%s than the deck holds (%d)", name, name,
                     free_orientation ? " and its rotations" : "", limit);
            return k + 1;
        }
        int err = metro_lay_error(board, p[k].tile, p[k].sq);
        if (err) {
            snprintf(why, whylen, "%s: %s", name, metro_error_text(err));
            return k + 1;
        }
        metro_place_tile(board, p[k].tile, p[k].sq);
    }
    return 0;
}

int metro_notation_format(const metro_placement *p, int n, char *out, size_t size)
{
    size_t at = 0;
    if (size) out[0] = 0;
    for (int k = 0; k < n && at + 7 <= size; k++, at += 6) metro_placement_format(p[k], out + at);
    return (int)at;
}
