/* Unit tests for station owners (2-6 players) and companies, transcribed from docs/rules.md §3. */
#include <stdlib.h>

#include "check.h"
#include "internal.h"

/* One string per seat, in seat order, copied from the §3 table. */
static const char *const table[7][6] = {
    [3] = {"1 4 6 11 15 20 23 25 28 31", "2 7 9 12 14 19 22 27 29 32",
           "3 5 8 10 13 18 21 24 26 30"},
    [4] = {"4 7 11 16 20 23 27 32", "3 8 12 15 19 24 28 31", "1 6 10 13 18 21 25 30",
           "2 5 9 14 17 22 26 29"},
    [5] = {"1 5 10 14 22 28", "6 12 18 23 27 32", "3 7 15 19 25 29", "2 9 13 21 26 30",
           "4 8 11 20 24 31"},
    [6] = {"1 5 10 19 27", "2 11 18 25 29", "4 8 14 21 26", "6 15 20 24 31", "3 9 13 23 30",
           "7 12 22 28 32"},
};

static const char *const companies[8] = {
    "1 11 18 28", "2 9 20 27",  "3 12 17 26", "4 10 19 25",
    "5 15 22 32", "6 13 24 31", "7 16 21 30", "8 14 23 29",
};

/* Parse "1 4 6" into owner[station] = seat; each station at most once. */
static void fill(const char *list, int seat, int owner[33])
{
    char *end;
    for (const char *p = list; *p; p = end) {
        long st = strtol(p, &end, 10);
        if (!CHECK(end != p && st >= 1 && st <= 32)) return;
        CHECK_EQ(owner[st], -1);
        owner[st] = seat;
    }
}

static void test_owner_tables(void)
{
    for (int n = 2; n <= 6; n++) {
        int owner[33], count[6] = {0};
        for (int st = 0; st <= 32; st++) owner[st] = -1;
        if (n == 2)
            for (int st = 1; st <= 32; st++) owner[st] = st % 2 ? 0 : 1; /* odd yellow */
        else
            for (int p = 0; p < n; p++) fill(table[n][p], p, owner);
        const int8_t *engine = metro_station_owner_row(n);
        for (int st = 1; st <= 32; st++) {
            CHECK_EQ(metro_station_owner(n, st), owner[st]);
            CHECK_EQ(engine[st - 1], owner[st]);
            if (owner[st] >= 0) count[owner[st]]++;
        }
        for (int p = 1; p < n; p++) CHECK_EQ(count[p], count[0]); /* fair shares */
        if (n == 3 || n == 5 || n == 6) {
            CHECK_EQ(metro_station_owner(n, 16), METRO_NO_OWNER);
            CHECK_EQ(metro_station_owner(n, 17), METRO_NO_OWNER);
        } else {
            CHECK(metro_station_owner(n, 16) >= 0);
            CHECK(metro_station_owner(n, 17) >= 0);
        }
        CHECK_EQ(metro_station_owner(n, 0), METRO_NO_OWNER);
        CHECK_EQ(metro_station_owner(n, 33), METRO_NO_OWNER);
    }
    CHECK_EQ(metro_station_owner(3, 28), 0); /* the OCR's "12" is 28, yellow */
    CHECK_EQ(metro_station_owner(3, 12), 1);
    CHECK_EQ(metro_station_owner(2, 1), 0);
    CHECK_EQ(metro_station_owner(2, 32), 1);
}

static void test_companies_and_names(void)
{
    int owner[33];
    for (int st = 0; st <= 32; st++) owner[st] = -1;
    for (int c = 0; c < 8; c++) fill(companies[c], c, owner);
    for (int st = 1; st <= 32; st++) CHECK_EQ(metro_station_company(st), owner[st]);
    const char *seats[6] = {"yellow", "blue", "orange", "green", "purple", "black"};
    const char *comp[8] = {"yellow", "blue", "orange", "green", "purple", "black", "red", "white"};
    for (int p = 0; p < 6; p++) CHECK_STR(metro_player_colour_name(p), seats[p]);
    for (int c = 0; c < 8; c++) CHECK_STR(metro_company_name(c), comp[c]);
}

/* Below two players (solo) and out of range, no seat owns a station. */
static void test_no_owners(void)
{
    const int players[] = {-1, 0, 1, 7};
    for (int i = 0; i < 4; i++)
        for (int st = 1; st <= 32; st++) {
            CHECK_EQ(metro_station_owner(players[i], st), METRO_NO_OWNER);
            CHECK_EQ(metro_station_owner_row(players[i])[st - 1], METRO_NO_OWNER);
        }
}

int main(void)
{
    test_owner_tables();
    test_no_owners();
    test_companies_and_names();
    return check_done();
}
