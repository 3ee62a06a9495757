/* Unit tests for board geometry (§1, §3): squares, neighbours, stations, centre sides. */
#include "check.h"
#include "internal.h"

static void test_squares(void)
{
    int centre = 0, border = 0;
    for (int r = 0; r < 8; r++)
        for (int c = 0; c < 8; c++) {
            int sq = metro_sq(r, c);
            CHECK_EQ(sq, r * 8 + c);
            CHECK_EQ(metro_row(sq), r);
            CHECK_EQ(metro_col(sq), c);
            int is_c = (r == 3 || r == 4) && (c == 3 || c == 4);
            int is_b = r == 0 || r == 7 || c == 0 || c == 7;
            CHECK_EQ(metro_is_centre(sq), is_c);
            CHECK_EQ(metro_is_border(sq), is_b);
            centre += is_c;
            border += is_b;
            /* Neighbours by row/column arithmetic; -1 off the board. */
            const int dr[4] = {-1, 0, 1, 0}, dc[4] = {0, 1, 0, -1};
            uint64_t next_to = 0; /* metro_neighbour_mask: no centre square */
            for (int side = 0; side < 4; side++) {
                int nr = r + dr[side], nc = c + dc[side];
                int want = nr < 0 || nr > 7 || nc < 0 || nc > 7 ? -1 : nr * 8 + nc;
                CHECK_EQ(metro_neighbour(sq, side), want);
                CHECK_EQ(metro_neighbour_table[sq][side], want);
                if (want >= 0) CHECK_EQ(metro_neighbour(want, (side + 2) % 4), sq);
                if (want >= 0 && !metro_is_centre(want)) next_to |= 1ull << want;
            }
            CHECK(metro_neighbour_mask[sq] == next_to);
        }
    CHECK_EQ(centre, 4);
    CHECK_EQ(border, 28);
    CHECK_EQ(64 - centre, METRO_TILE_SQUARES);
}

static void check_station(int st, int r, int c, int side)
{
    CHECK_EQ(metro_station_square(st), metro_sq(r, c));
    CHECK_EQ(metro_station_side(st), side);
    CHECK_EQ(metro_station_at(metro_sq(r, c), side), st);
}

static void test_stations(void)
{
    /* The fixed points named in §3. */
    check_station(1, 0, 7, METRO_TOP);
    check_station(8, 0, 0, METRO_TOP);
    check_station(9, 0, 0, METRO_LEFT);
    check_station(16, 7, 0, METRO_LEFT);
    check_station(17, 7, 0, METRO_BOTTOM);
    check_station(24, 7, 7, METRO_BOTTOM);
    check_station(25, 7, 7, METRO_RIGHT);
    check_station(32, 0, 7, METRO_RIGHT);
    /* Walk the four sides anticlockwise from the top of (0,7). */
    int st = 1;
    for (int c = 7; c >= 0; c--) check_station(st++, 0, c, METRO_TOP);
    for (int r = 0; r <= 7; r++) check_station(st++, r, 0, METRO_LEFT);
    for (int c = 0; c <= 7; c++) check_station(st++, 7, c, METRO_BOTTOM);
    for (int r = 7; r >= 0; r--) check_station(st++, r, 7, METRO_RIGHT);
    CHECK_EQ(st, 33);
    /* Every outer side has a station; inner sides none; corners have two. */
    int total = 0;
    for (int sq = 0; sq < 64; sq++) {
        int here = 0;
        for (int side = 0; side < 4; side++) {
            int s = metro_station_at(sq, side);
            CHECK_EQ(s != 0, metro_neighbour(sq, side) < 0);
            here += s != 0;
        }
        int r = metro_row(sq), c = metro_col(sq);
        int corner = (r == 0 || r == 7) && (c == 0 || c == 7);
        CHECK_EQ(here, corner ? 2 : metro_is_border(sq) ? 1 : 0);
        total += here;
    }
    CHECK_EQ(total, 32);
}

static void test_centre_slots(void)
{
    /* §3 order: (2,3) (2,4) (3,2) (4,2) (3,5) (4,5) (5,3) (5,4). */
    const int rc[8][2] = {{2, 3}, {2, 4}, {3, 2}, {4, 2}, {3, 5}, {4, 5}, {5, 3}, {5, 4}};
    int adjacent = 0;
    for (int i = 0; i < METRO_CENTRE_SIDES; i++) {
        int sq = metro_sq(rc[i][0], rc[i][1]);
        CHECK_EQ(metro_centre_slot_square(i), sq);
        CHECK_EQ(metro_centre_slot_at(sq), i);
        int side = metro_centre_slot_side(i);
        CHECK(metro_is_centre(metro_neighbour(sq, side)));
    }
    for (int sq = 0; sq < 64; sq++) {
        int touches = 0;
        for (int side = 0; side < 4; side++) {
            int n = metro_neighbour(sq, side);
            touches += !metro_is_centre(sq) && n >= 0 && metro_is_centre(n);
        }
        CHECK(touches <= 1); /* exactly one side faces the centre */
        CHECK_EQ(metro_centre_slot_at(sq) >= 0, touches == 1);
        adjacent += touches;
    }
    CHECK_EQ(adjacent, 8);
}

/* Square names for players: column letter left to right, row top to bottom. */
static void test_square_names(void)
{
    char name[4];
    metro_square_name(metro_sq(0, 0), name);
    CHECK_STR(name, "A1");
    metro_square_name(metro_sq(3, 2), name);
    CHECK_STR(name, "C4");
    metro_square_name(metro_sq(7, 7), name);
    CHECK_STR(name, "H8");
    metro_square_name(64, name);
    CHECK_STR(name, "?");
}

int main(void)
{
    test_squares();
    test_square_names();
    test_stations();
    test_centre_slots();
    return check_done();
}
