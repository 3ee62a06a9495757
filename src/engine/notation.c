/* §8 placement-sequence notation: parse, validate against the rules, format. */
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

/* The C locale's white space, without a locale look-up per character. */
static bool is_space(unsigned char c)
{
    return c == ' ' || (c >= '\t' && c <= '\r');
}

/* One placement of 6 characters; false if it is not one. All six
 * characters are checked at once (one test instead of one per character),
 * then the letters index the tile table as 2-bit digits. */
static inline bool parse_placement(const char c[6], metro_placement *out)
{
    const unsigned char *u = (const unsigned char *)c;
    unsigned d0 = u[0] - 'a', d1 = u[1] - 'a', d2 = u[2] - 'a', d3 = u[3] - 'a';
    unsigned row = u[4] - (unsigned)'0', col = u[5] - (unsigned)'0';
    if (((d0 | d1 | d2 | d3) > 3) | ((row | col) > 7)) return false;
    int tile = metro_tile_by_letters[d0 << 6 | d1 << 4 | d2 << 2 | d3];
    if (tile < 0) return false;
    *out = (metro_placement){(uint8_t)tile, (uint8_t)metro_sq((int)row, (int)col)};
    return true;
}

/* One pass over the text from p, k placements read before it (none begun).
 * A bad placement is remembered, not reported at once: a text that is too
 * long or cut short is reported as that first. */
static int parse_bytes_from(const unsigned char *p, metro_placement out[METRO_DECK_SIZE], int k,
                            int *n, char *why, size_t whylen)
{
    char c[6], bad[6];
    int have = 0, bad_k = -1;
    for (; *p; p++) {
        /* Fast path: a whole placement with no white space (nor the end) in it. */
        if (!have && k < METRO_DECK_SIZE && p[0] > ' ' && p[1] > ' ' && p[2] > ' ' && p[3] > ' ' &&
            p[4] > ' ' && p[5] > ' ') {
            if (bad_k < 0 && !parse_placement((const char *)p, &out[k]))
                bad_k = k, memcpy(bad, p, 6);
            k++, p += 5;
            continue;
        }
        if (is_space(*p)) continue;
        if (k == METRO_DECK_SIZE) {
            snprintf(why, whylen, "more than %d placements", METRO_DECK_SIZE);
            return METRO_ERR_BAD_MOVE;
        }
        c[have++] = (char)*p;
        if (have < 6) continue;
        if (bad_k < 0 && !parse_placement(c, &out[k])) bad_k = k, memcpy(bad, c, 6);
        k++, have = 0;
    }
    if (have) {
        snprintf(why, whylen, "placement %d: '%.*s' is cut short (a placement has 6 characters)",
                 k + 1, have, c);
        return METRO_ERR_BAD_MOVE;
    }
    if (bad_k >= 0) {
        if (metro_tile_from_letters(bad) < 0)
            snprintf(why, whylen,
                     "placement %d: '%.4s' is not a tile (4 letters a-d, each side leading to "
                     "a different side)",
                     bad_k + 1, bad);
        else
            snprintf(why, whylen, "placement %d: '%.6s' needs a row and a column digit 0-7",
                     bad_k + 1, bad);
        return METRO_ERR_BAD_MOVE;
    }
    *n = k;
    return METRO_OK;
}

int metro_notation_parse_bytes(const char *text, metro_placement out[METRO_DECK_SIZE], int *n,
                               char *why, size_t whylen)
{
    *n = 0;
    return parse_bytes_from((const unsigned char *)text, out, 0, n, why, whylen);
}

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define METRO_WORD_PARSE 1
/* The 6 characters of a placement as the low 6 bytes of a word, minus the
 * smallest character of each place: each letter minus 'a' must be 0-3 and
 * each digit minus '0' 0-7, and one mask checks all six. A byte below its
 * range borrows from the next one but is itself left with high bits set,
 * so the check fails exactly when some byte is out of range. */
static inline bool word_digits(uint64_t chars, uint64_t *d)
{
    *d = chars - 0x303061616161ull;
    return !(*d & ~0x070703030303ull);
}

/* The placement of checked digits, as its 2 bytes (tile, square); the
 * tile is METRO_NO_TILE when the letters are none. One multiply gathers
 * the 4 letters' 2-bit digits into the table's index (first letter
 * highest): letter i, at bit 8i, is moved by 36 - 10i to bit 36 - 2i, and
 * the multiply's other products fall on bits below 30 or above 37 without
 * overlapping, so they carry nothing into the index. */
static inline metro_placement word_placement(uint64_t d)
{
    uint64_t gathered = (uint64_t)(uint32_t)d * 0x1004010040ull;
    int tile = metro_tile_by_letters[gathered >> 30 & 0xFF];
    return (metro_placement){(uint8_t)tile, (uint8_t)((d >> 29 & 0x38) | d >> 40)};
}
#endif

/* Whole placements are read a word at a time while the text is plain (white
 * space only between them); anything else, from there on, by the byte
 * parser, which gives every message. */
int metro_notation_parse(const char *text, metro_placement out[METRO_DECK_SIZE], int *n, char *why,
                         size_t whylen)
{
    const unsigned char *p = (const unsigned char *)text;
    int k = 0;
    *n = 0;
#ifdef METRO_WORD_PARSE
    size_t left = strlen(text);
    unsigned tiles = 0; /* METRO_NO_TILE's high bit when some letters were no tile */
    while (k < METRO_DECK_SIZE && left >= 6) {
        uint64_t chars, d;
        if (left >= 8) { /* one load; its last 2 bytes dropped */
            memcpy(&chars, p, sizeof chars);
            chars &= 0xFFFFFFFFFFFFull;
        } else { /* the text's last placement: no load past its end */
            uint32_t letters;
            uint16_t digits;
            memcpy(&letters, p, sizeof letters);
            memcpy(&digits, p + 4, sizeof digits);
            chars = (uint64_t)digits << 32 | letters;
        }
        if (word_digits(chars, &d)) {
            out[k] = word_placement(d);
            tiles |= out[k++].tile;
            p += 6, left -= 6;
        } else if (is_space(*p)) {
            p++, left--;
        } else {
            break;
        }
    }
    /* Letters a-d that are no tile: the byte parser from the start says so. */
    if (tiles & 0x80) p = (const unsigned char *)text, k = 0;
#endif
    return parse_bytes_from(p, out, k, n, why, whylen);
}

int metro_notation_validate(const metro_placement *p, int n, int players, bool free_orientation,
                            metro_state *board, char *why, size_t whylen)
{
    int used[METRO_TILE_TYPES] = {0};
    metro_setup_board(board, players, free_orientation);
    for (int k = 0; k < n; k++) {
        char name[7]; /* formatted only for a message: boards are read in bulk */
        /* With free orientation a tile may be laid as any of its rotations,
         * so the deck limit is per rotation class. */
        int key = free_orientation ? metro_tile_class(p[k].tile) : p[k].tile;
        int limit =
            free_orientation ? metro_deck_class_count(p[k].tile) : metro_deck_count(p[k].tile);
        if (++used[key] > limit) {
            metro_placement_format(p[k], name);
            snprintf(why, whylen, "%s: more copies of %.4s%s than the deck holds (%d)", name, name,
                     free_orientation ? " and its rotations" : "", limit);
            return k + 1;
        }
        int err = metro_lay_error(board, p[k].tile, p[k].sq);
        if (err) {
            metro_placement_format(p[k], name);
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
