/* Rules data as tables: station owners per player count, companies, colours (§3). */
#include <string.h>

#include "internal.h"
#include "metro/i18n_mark.h"

/* Owning seat of stations 1..32 (index station - 1) per player count, -1
 * for nobody (no owners below 2 players; §3 table, read by station: set-up copies a row). With 2
 * players yellow owns the odd and blue the even stations. With 3, 5 and 6
 * players stations 16 and 17 belong to nobody. The German OCR prints 12 in
 * yellow's 3-player list; docs/rules.md fixes it to 28. tests/unit/test_owners.c
 * checks every row against the §3 lists by seat. */
static const int8_t owner_table[METRO_MAX_PLAYERS + 1][METRO_STATIONS] = {
    [0] = {-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
           -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1},
    [1] = {-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
           -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1},
    [2] = {0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1,
           0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1},
    [3] = {0,  1, 2, 0, 2, 0, 1, 2, 1, 2, 0, 1, 2, 1, 0, -1,
           -1, 2, 1, 0, 2, 1, 0, 2, 0, 2, 1, 0, 1, 2, 0, 1},
    [4] = {2, 3, 1, 0, 3, 2, 0, 1, 3, 2, 0, 1, 2, 3, 1, 0,
           3, 2, 1, 0, 2, 3, 0, 1, 2, 3, 0, 1, 3, 2, 1, 0},
    [5] = {0,  3, 2, 4, 0, 1, 2, 4, 3, 0, 4, 1, 3, 0, 2, -1,
           -1, 1, 2, 4, 3, 0, 1, 4, 2, 3, 1, 0, 2, 3, 4, 1},
    [6] = {0,  1, 4, 2, 0, 3, 5, 2, 4, 0, 1, 5, 4, 2, 3, -1,
           -1, 1, 0, 3, 2, 5, 4, 3, 1, 2, 0, 5, 1, 4, 3, 5},
};

/* Companies (module 1 and solo), in the order of metro_company_name(). */
static const uint8_t companies[METRO_COMPANIES][4] = {
    {1, 11, 18, 28}, {2, 9, 20, 27},  {3, 12, 17, 26}, {4, 10, 19, 25},
    {5, 15, 22, 32}, {6, 13, 24, 31}, {7, 16, 21, 30}, {8, 14, 23, 29},
};

int metro_station_owner(int players, int station)
{
    if (station < 1 || station > METRO_STATIONS || players < 0 || players > METRO_MAX_PLAYERS)
        return METRO_NO_OWNER;
    return owner_table[players][station - 1];
}

const int8_t *metro_station_owner_row(int players)
{
    return owner_table[players >= 0 && players <= METRO_MAX_PLAYERS ? players : 0];
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
    static const char *const names[METRO_MAX_PLAYERS] = {METRO_N_("yellow"), METRO_N_("blue"),
                                                         METRO_N_("orange"), METRO_N_("green"),
                                                         METRO_N_("purple"), METRO_N_("black")};
    return seat >= 0 && seat < METRO_MAX_PLAYERS ? names[seat] : "?";
}

const char *metro_company_name(int company)
{
    /* Marked: the window shows them, translated (include/metro/i18n_mark.h). */
    static const char *const names[METRO_COMPANIES] = {
        METRO_N_("yellow"), METRO_N_("blue"),  METRO_N_("orange"), METRO_N_("green"),
        METRO_N_("purple"), METRO_N_("black"), METRO_N_("red"),    METRO_N_("white")};
    return company >= 0 && company < METRO_COMPANIES ? names[company] : "?";
}
