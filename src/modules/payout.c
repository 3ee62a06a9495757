/* End-of-game arithmetic of the modules as pure functions (docs/rules.md §6.1,
 * §6.5): company rank values, the share payout, the solo score. */
#include <string.h>

#include "metro/modules.h"

void metro_company_values(const int points[METRO_COMPANIES], int value[METRO_COMPANIES])
{
    /* 8 minus the companies strictly ahead: ties take the higher value and
     * the values they cover are skipped. */
    for (int c = 0; c < METRO_COMPANIES; c++) {
        int ahead = 0;
        for (int d = 0; d < METRO_COMPANIES; d++) ahead += points[d] > points[c];
        value[c] = METRO_COMPANIES - ahead;
    }
}

void metro_payout_compute(const int points[METRO_COMPANIES], int players,
                          const int percent[][METRO_COMPANIES], metro_payout *out)
{
    memset(out, 0, sizeof *out);
    memcpy(out->points, points, sizeof out->points);
    metro_company_values(points, out->value);
    for (int p = 0; p < players; p++) {
        memcpy(out->percent[p], percent[p], sizeof out->percent[p]);
        for (int c = 0; c < METRO_COMPANIES; c++)
            out->share_points[p] += percent[p][c] / 10 * out->value[c];
        out->total[p] = out->share_points[p];
    }
    for (int c = 0; c < METRO_COMPANIES; c++) {
        int best = 0;
        for (int p = 0; p < players; p++)
            if (percent[p][c] > best) best = percent[p][c];
        if (!best) continue; /* nobody holds it: no bonus */
        for (int p = 0; p < players; p++)
            if (percent[p][c] == best) {
                out->bonus[p][c] = points[c] / 10; /* tied holders each get it all */
                out->total[p] += out->bonus[p][c];
            }
    }
}

int metro_solo_score_from(const int points[METRO_COMPANIES], bool hard)
{
    int lo = points[0], hi = points[0];
    for (int c = 1; c < METRO_COMPANIES; c++) {
        if (points[c] < lo) lo = points[c];
        if (points[c] > hi) hi = points[c];
    }
    return hard ? lo - (hi - lo) : lo;
}

int metro_company_points(const metro_state *s, int company)
{
    return company >= 0 && company < METRO_COMPANIES ? s->score[METRO_ACCOUNT_COMPANY0 + company]
                                                     : 0;
}
