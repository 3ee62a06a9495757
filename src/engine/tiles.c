/* The 24 tile types, their exits and rotations, and the 60-tile deck (§2). */
#include <string.h>

#include "internal.h"

/* Sorted, so a tile's index is stable and its letters order the tiles. */
static const char tile_names[METRO_TILE_TYPES][5] = {
    "aaaa", "aacb", "acba", "accd", "adad", "adbb", "baac", "badb", "bbad", "bbbb", "bcbc", "bcdd",
    "cbaa", "cbcb", "cccc", "ccda", "cdac", "cddb", "dacc", "dada", "dbba", "dbcd", "ddbc", "dddd",
};

/* Copies per type in the deck (§2), in tile_names order. */
const uint8_t metro_deck_counts[METRO_TILE_TYPES] = {
    4, 4, 4, 2, 2, 2, 4, 2, /* aaaa aacb acba accd adad adbb baac badb */
    2, 2, 3, 2, 4, 3, 2, 2, /* bbad bbbb bcbc bcdd cbaa cbcb cccc ccda */
    2, 2, 2, 2, 2, 2, 2, 2, /* cdac cddb dacc dada dbba dbcd ddbc dddd */
};

/* Exit side per entry side, in tile_names order. Each letter turns the side
 * clockwise by: a +2 (straight across), b +1, c +3, d 0 (U-turn); the unit
 * test rebuilds this table from the letters. */
const uint8_t metro_exit_table[METRO_TILE_TYPES][4] = {
    {2, 3, 0, 1}, {2, 3, 1, 0}, {2, 0, 3, 1}, {2, 0, 1, 3}, {2, 1, 0, 3}, {2, 1, 3, 0},
    {1, 3, 0, 2}, {1, 3, 2, 0}, {1, 2, 0, 3}, {1, 2, 3, 0}, {1, 0, 3, 2}, {1, 0, 2, 3},
    {3, 2, 0, 1}, {3, 2, 1, 0}, {3, 0, 1, 2}, {3, 0, 2, 1}, {3, 1, 0, 2}, {3, 1, 2, 0},
    {0, 3, 1, 2}, {0, 3, 2, 1}, {0, 2, 3, 1}, {0, 2, 1, 3}, {0, 1, 3, 2}, {0, 1, 2, 3},
};

/* One table look-up (metro_tile_by_letters) instead of 24 name compares:
 * reading positions from text is dominated by this. */
int metro_tile_from_letters(const char *four)
{
    unsigned key = 0;
    for (int i = 0; i < 4; i++) {
        unsigned digit = (unsigned)(unsigned char)four[i] - 'a';
        if (digit > 3) return -1; /* also stops at the end of a short string */
        key = key << 2 | digit;
    }
    return metro_tile_by_letters[key];
}

void metro_tile_letters(int tile, char out[5])
{
    memcpy(out, tile_names[tile], 5);
}

int metro_tile_exit(int tile, int in_side)
{
    return metro_exit_table[tile][in_side];
}

/* rotated[t][k]: tile t turned k quarter turns clockwise. Letters are
 * relative to their side, so a turn only moves them one place right; the
 * unit test rebuilds this table from the letters. */
const uint8_t metro_rotate_table[METRO_TILE_TYPES][4] = {
    {0, 0, 0, 0},     {1, 6, 12, 2},    {2, 1, 6, 12},    {3, 18, 16, 15},  {4, 19, 4, 19},
    {5, 7, 8, 20},    {6, 12, 2, 1},    {7, 8, 20, 5},    {8, 20, 5, 7},    {9, 9, 9, 9},
    {10, 13, 10, 13}, {11, 21, 22, 17}, {12, 2, 1, 6},    {13, 10, 13, 10}, {14, 14, 14, 14},
    {15, 3, 18, 16},  {16, 15, 3, 18},  {17, 11, 21, 22}, {18, 16, 15, 3},  {19, 4, 19, 4},
    {20, 5, 7, 8},    {21, 22, 17, 11}, {22, 17, 11, 21}, {23, 23, 23, 23},
};

int metro_tile_rotate(int tile, int quarter_cw)
{
    return metro_rotate_table[tile][quarter_cw & 3];
}

int metro_tile_class(int tile)
{
    int best = tile;
    for (int k = 1; k < 4; k++)
        if (metro_rotate_table[tile][k] < best) best = metro_rotate_table[tile][k];
    return best;
}

int metro_deck_count(int tile)
{
    return metro_deck_counts[tile];
}

/* The deck in tile order, as data so set-up is one copy; the unit test
 * checks it against deck_counts. */
static const uint8_t sorted_deck[METRO_DECK_SIZE] = {
    0,  0,  0,  0,  1,  1,  1,  1,  2,  2,  2,  2,  3,  3,  4,  4,  5,  5,  6,  6,
    6,  6,  7,  7,  8,  8,  9,  9,  10, 10, 10, 11, 11, 12, 12, 12, 12, 13, 13, 13,
    14, 14, 15, 15, 16, 16, 17, 17, 18, 18, 19, 19, 20, 20, 21, 21, 22, 22, 23, 23,
};

int metro_deck_fill(uint8_t out[METRO_DECK_SIZE])
{
    memcpy(out, sorted_deck, sizeof sorted_deck);
    return METRO_DECK_SIZE;
}

int metro_deck_class_count(int tile)
{
    /* Sum over the distinct rotations of the tile. */
    int seen[4], n = 0, total = 0;
    for (int k = 0; k < 4; k++) {
        int r = metro_tile_rotate(tile, k), dup = 0;
        for (int i = 0; i < n; i++) dup |= seen[i] == r;
        if (!dup) {
            seen[n++] = r;
            total += metro_deck_counts[r];
        }
    }
    return total;
}
