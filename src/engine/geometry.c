/* Board geometry: squares, neighbours, the 32 stations and the centre (§1, §3). */
#include "internal.h"

bool metro_is_centre(int sq)
{
    int r = metro_row(sq), c = metro_col(sq);
    return (r == 3 || r == 4) && (c == 3 || c == 4);
}

bool metro_is_border(int sq)
{
    int r = metro_row(sq), c = metro_col(sq);
    return r == 0 || r == 7 || c == 0 || c == 7;
}

int metro_neighbour(int sq, int side)
{
    static const int dr[4] = {-1, 0, 1, 0}, dc[4] = {0, 1, 0, -1};
    int r = metro_row(sq) + dr[side], c = metro_col(sq) + dc[side];
    if (r < 0 || r >= METRO_SIZE || c < 0 || c >= METRO_SIZE) return -1;
    return metro_sq(r, c);
}

/* Square and outer side of stations 1..32 (index station - 1): numbering
 * starts at the top of (0,7) and runs anticlockwise (§3). Data, so that
 * set-up places the 32 lines without a call per station. */
const uint8_t metro_station_start[METRO_STATIONS][2] = {
    {7, 0},  {6, 0},  {5, 0},  {4, 0},  {3, 0},  {2, 0},  {1, 0},  {0, 0},
    {0, 3},  {8, 3},  {16, 3}, {24, 3}, {32, 3}, {40, 3}, {48, 3}, {56, 3},
    {56, 2}, {57, 2}, {58, 2}, {59, 2}, {60, 2}, {61, 2}, {62, 2}, {63, 2},
    {63, 1}, {55, 1}, {47, 1}, {39, 1}, {31, 1}, {23, 1}, {15, 1}, {7, 1},
};

int metro_station_square(int station)
{
    return metro_station_start[station - 1][0];
}

int metro_station_side(int station)
{
    return metro_station_start[station - 1][1];
}

int metro_station_at(int sq, int side)
{
    if (metro_neighbour(sq, side) >= 0) return 0;
    int r = metro_row(sq), c = metro_col(sq);
    switch (side) {
    case METRO_TOP:
        return 8 - c;
    case METRO_LEFT:
        return 9 + r;
    case METRO_BOTTOM:
        return 17 + c;
    default:
        return 32 - r;
    }
}

static const uint8_t centre_slot_sq[METRO_CENTRE_SIDES] = {
    2 * 8 + 3, 2 * 8 + 4, 3 * 8 + 2, 4 * 8 + 2, 3 * 8 + 5, 4 * 8 + 5, 5 * 8 + 3, 5 * 8 + 4,
};
static const uint8_t centre_slot_side[METRO_CENTRE_SIDES] = {
    METRO_BOTTOM, METRO_BOTTOM, METRO_RIGHT, METRO_RIGHT,
    METRO_LEFT,   METRO_LEFT,   METRO_TOP,   METRO_TOP,
};

int metro_centre_slot_square(int slot)
{
    return centre_slot_sq[slot];
}
int metro_centre_slot_side(int slot)
{
    return centre_slot_side[slot];
}

void metro_square_name(int sq, char out[4])
{
    if (sq < 0 || sq >= METRO_SQUARES) {
        out[0] = '?', out[1] = 0;
        return;
    }
    out[0] = (char)('A' + metro_col(sq)), out[1] = (char)('1' + metro_row(sq)), out[2] = 0;
}

int metro_centre_slot_at(int sq)
{
    for (int i = 0; i < METRO_CENTRE_SIDES; i++)
        if (centre_slot_sq[i] == sq) return i;
    return -1;
}

const int8_t metro_neighbour_table[METRO_SQUARES][4] = {
    {-1, 1, 8, -1},   {-1, 2, 9, 0},    {-1, 3, 10, 1},   {-1, 4, 11, 2},   {-1, 5, 12, 3},
    {-1, 6, 13, 4},   {-1, 7, 14, 5},   {-1, -1, 15, 6},  {0, 9, 16, -1},   {1, 10, 17, 8},
    {2, 11, 18, 9},   {3, 12, 19, 10},  {4, 13, 20, 11},  {5, 14, 21, 12},  {6, 15, 22, 13},
    {7, -1, 23, 14},  {8, 17, 24, -1},  {9, 18, 25, 16},  {10, 19, 26, 17}, {11, 20, 27, 18},
    {12, 21, 28, 19}, {13, 22, 29, 20}, {14, 23, 30, 21}, {15, -1, 31, 22}, {16, 25, 32, -1},
    {17, 26, 33, 24}, {18, 27, 34, 25}, {19, 28, 35, 26}, {20, 29, 36, 27}, {21, 30, 37, 28},
    {22, 31, 38, 29}, {23, -1, 39, 30}, {24, 33, 40, -1}, {25, 34, 41, 32}, {26, 35, 42, 33},
    {27, 36, 43, 34}, {28, 37, 44, 35}, {29, 38, 45, 36}, {30, 39, 46, 37}, {31, -1, 47, 38},
    {32, 41, 48, -1}, {33, 42, 49, 40}, {34, 43, 50, 41}, {35, 44, 51, 42}, {36, 45, 52, 43},
    {37, 46, 53, 44}, {38, 47, 54, 45}, {39, -1, 55, 46}, {40, 49, 56, -1}, {41, 50, 57, 48},
    {42, 51, 58, 49}, {43, 52, 59, 50}, {44, 53, 60, 51}, {45, 54, 61, 52}, {46, 55, 62, 53},
    {47, -1, 63, 54}, {48, 57, -1, -1}, {49, 58, -1, 56}, {50, 59, -1, 57}, {51, 60, -1, 58},
    {52, 61, -1, 59}, {53, 62, -1, 60}, {54, 63, -1, 61}, {55, -1, -1, 62},
};
