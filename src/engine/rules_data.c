/* Rules data as tables: station owners per player count, companies, colours (§3). */
#include <string.h>

#include "internal.h"

/* Station lists per seat for 3-6 players, 0-terminated (§3 table). With 2
 * players yellow owns the odd and blue the even stations. With 3, 5 and 6
 * players stations 16 and 17 belong to nobody. The German OCR prints 12 in
 * yellow's 3-player list; RULES.md fixes it to 28. */
static const uint8_t owners3[3][11] = {
    {1, 4, 6, 11, 15, 20, 23, 25, 28, 31},
    {2, 7, 9, 12, 14, 19, 22, 27, 29, 32},
    {3, 5, 8, 10, 13, 18, 21, 24, 26, 30},
};
static const uint8_t owners4[4][9] = {
    {4, 7, 11, 16, 20, 23, 27, 32},
    {3, 8, 12, 15, 19, 24, 28, 31},
    {1, 6, 10, 13, 18, 21, 25, 30},
    {2, 5, 9, 14, 17, 22, 26, 29},
};
static const uint8_t owners5[5][7] = {
    {1, 5, 10, 14, 22, 28}, {6, 12, 18, 23, 27, 32}, {3, 7, 15, 19, 25, 29},
    {2, 9, 13, 21, 26, 30}, {4, 8, 11, 20, 24, 31},
};
static const uint8_t owners6[6][6] = {
    {1, 5, 10, 19, 27},  {2, 11, 18, 25, 29}, {4, 8, 14, 21, 26},
    {6, 15, 20, 24, 31}, {3, 9, 13, 23, 30},  {7, 12, 22, 28, 32},
};

/* Companies (module 1 and solo), in the order of metro_company_name(). */
static const uint8_t companies[METRO_COMPANIES][4] = {
    {1, 11, 18, 28}, {2, 9, 20, 27},  {3, 12, 17, 26}, {4, 10, 19, 25},
    {5, 15, 22, 32}, {6, 13, 24, 31}, {7, 16, 21, 30}, {8, 14, 23, 29},
};

static int find_owner(const uint8_t *rows, int n_seats, int width, int station)
{
    for (int p = 0; p < n_seats; p++)
        for (int i = 0; i < width && rows[p * width + i]; i++)
            if (rows[p * width + i] == station) return p;
    return METRO_NO_OWNER;
}

int metro_station_owner(int players, int station)
{
    if (station < 1 || station > METRO_STATIONS) return METRO_NO_OWNER;
    switch (players) {
    case 2:
        return station % 2 ? 0 : 1;
    case 3:
        return find_owner(&owners3[0][0], 3, 11, station);
    case 4:
        return find_owner(&owners4[0][0], 4, 9, station);
    case 5:
        return find_owner(&owners5[0][0], 5, 7, station);
    case 6:
        return find_owner(&owners6[0][0], 6, 6, station);
    default:
        return METRO_NO_OWNER;
    }
}

void metro_station_owners(int players, int8_t out[METRO_STATIONS + 1])
{
    static const uint8_t *const lists[7] = {
        NULL, NULL, NULL, &owners3[0][0], &owners4[0][0], &owners5[0][0], &owners6[0][0]};
    static const int widths[7] = {0, 0, 0, 11, 9, 7, 6};
    memset(out, METRO_NO_OWNER, METRO_STATIONS + 1);
    if (players == 2)
        for (int st = 1; st <= METRO_STATIONS; st++) out[st] = (int8_t)(st % 2 ? 0 : 1);
    if (players < 3 || players > 6) return;
    for (int p = 0; p < players; p++)
        for (int i = 0; i < widths[players] && lists[players][p * widths[players] + i]; i++)
            out[lists[players][p * widths[players] + i]] = (int8_t)p;
}

int metro_station_company(int station)
{
    for (int c = 0; c < METRO_COMPANIES; c++)
        for (int i = 0; i < 4; i++)
            if (companies[c][i] == station) return c;
    return -1;
}

const char *metro_player_colour_name(int seat)
{
    static const char *const names[METRO_MAX_PLAYERS] = {"yellow", "blue",   "orange",
                                                         "green",  "purple", "black"};
    return seat >= 0 && seat < METRO_MAX_PLAYERS ? names[seat] : "?";
}

const char *metro_company_name(int company)
{
    static const char *const names[METRO_COMPANIES] = {"yellow", "blue",  "orange", "green",
                                                       "purple", "black", "red",    "white"};
    return company >= 0 && company < METRO_COMPANIES ? names[company] : "?";
}
