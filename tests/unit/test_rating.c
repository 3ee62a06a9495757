/* The ladder's rating fit (src/ai/rating.c) against a case computed by hand:
 * three players whose results are exactly what strengths 4 : 2 : 1 predict
 * (A beats B 2 of 3, B beats C 2 of 3, A beats C 4 of 5), so the
 * Bradley–Terry maximum is theta = log 4, log 2, 0 (less their mean). The
 * variance of theta_A - theta_C is the effective resistance between A and C
 * in the network of the Fisher information's weights n p (1 - p): AB and BC
 * 2/3 each, AC 4/5, so 1 / (1/3 + 4/5) = 15/17. */
#include <math.h>

#include "check.h"
#include "metro/rating.h"

static bool near(double a, double b)
{
    return fabs(a - b) < 1e-9;
}

int main(void)
{
    const double wins[9] = {0, 2, 4, 1, 0, 2, 1, 1, 0};
    double theta[3], cov[9];
    CHECK(metro_rating_fit(3, wins, 0, theta, cov));
    double mean = (log(4) + log(2)) / 3;
    CHECK(near(theta[0], log(4) - mean));
    CHECK(near(theta[1], log(2) - mean));
    CHECK(near(theta[2], -mean));
    CHECK(near(cov[0] + cov[8] - 2 * cov[2], 15.0 / 17));
    /* B - C the same way: BC's 2/3 beside BA and AC in series (resistances
     * 3/2 + 5/4 = 11/4), so 1 / (2/3 + 4/11) = 33/34. */
    CHECK(near(cov[4] + cov[8] - 2 * cov[5], 33.0 / 34));
    for (int i = 0; i < 3; i++) CHECK(near(cov[i * 3] + cov[i * 3 + 1] + cov[i * 3 + 2], 0));

    /* A player who never lost has no finite rating without the prior,
     * and gets one with it; players who never met cannot be compared. */
    const double sweep[4] = {0, 3, 0, 0};
    CHECK(!metro_rating_fit(2, sweep, 0, theta, NULL));
    CHECK(metro_rating_fit(2, sweep, 1, theta, NULL));
    /* 3.5 : 0.5 wins: theta_A - theta_B = log 7. */
    CHECK(near(theta[0] - theta[1], log(7)));
    const double apart[16] = {0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0};
    CHECK(!metro_rating_fit(4, apart, 1, theta, NULL));
    return check_done();
}
