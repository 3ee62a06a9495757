/* Unit tests for the rule-4.2.4 table of the empty board (metro_base_viol). */
#include "check.h"
#include "internal.h"

/* Independent reading of §4.2.4 on an empty board: tile t on square q makes a
 * one-tile line when a station side of q leads straight to a station side. */
static uint64_t expected_viol(int t)
{
    uint64_t m = 0;
    for (int q = 0; q < 64; q++)
        for (int s = 0; s < 4; s++)
            if (metro_station_at(q, s) && metro_station_at(q, metro_tile_exit(t, s)))
                m |= 1ull << q;
    return m;
}

int main(void)
{
    metro_state s;
    metro_setup_board(&s, 4, false);
    for (int t = 0; t < METRO_TILE_TYPES; t++) {
        CHECK_EQ_U64(metro_base_viol[t], expected_viol(t));
        CHECK_EQ_U64(s.viol[t], metro_base_viol[t]);
    }
    /* Recompute with the engine's own update on every square. */
    metro_state r = s;
    memset(r.viol, 0, sizeof r.viol);
    for (int q = 0; q < 64; q++)
        if (!metro_is_centre(q)) metro_route_update_viol(&r, q);
    for (int t = 0; t < METRO_TILE_TYPES; t++) CHECK_EQ_U64(r.viol[t], metro_base_viol[t]);
    /* Spot checks: dddd breaks the rule on every border square, aaaa nowhere;
     * cbaa joins stations 8-9 on (0,0) (top->left) and 25-24 on (7,7) (right->bottom). */
    CHECK_EQ_U64(metro_base_viol[metro_tile_from_letters("dddd")], METRO_BORDER_MASK);
    CHECK_EQ_U64(metro_base_viol[metro_tile_from_letters("aaaa")], 0);
    CHECK_EQ_U64(metro_base_viol[metro_tile_from_letters("cbaa")],
                 (1ull << metro_sq(0, 0)) | (1ull << metro_sq(7, 7)));
    return check_done();
}
