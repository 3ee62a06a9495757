/* Ratings (src/net/rating.c) against values OpenSkill publishes for its
 * Plackett-Luce model (openskill.py 3.3.0's README, computed there, not
 * here): a team of two beating another of two, and one player beating
 * another from the defaults; then a tie, which moves nobody's mu. */
#include <math.h>
#include <stdbool.h>

#include "check.h"
#include "rating.h"

static bool near(double got, double want)
{
    return fabs(got - want) < 1e-9;
}

int main(void)
{
    metro_rating a1 = {25, 25.0 / 3}, a2 = {32.444, 5.123}, b1 = {43.381, 2.421},
                 b2 = {25.188, 6.211};
    metro_rating_team teams[2] = {{{&a1, &a2}, 2, 0}, {{&b1, &b2}, 2, 1}};
    metro_rating_update(teams, 2);
    CHECK(near(a1.mu, 28.669648436582808) && near(a1.sigma, 8.071520788025197));
    CHECK(near(a2.mu, 33.83086971107981) && near(a2.sigma, 5.062772998705765));
    CHECK(near(b1.mu, 43.071274808241974) && near(b1.sigma, 2.4166900452721256));
    CHECK(near(b2.mu, 23.149503312339064) && near(b2.sigma, 6.1378606973362135));

    metro_rating x = {METRO_RATING_MU, METRO_RATING_SIGMA}, y = x;
    metro_rating_team duel[2] = {{{&x}, 1, 0}, {{&y}, 1, 1}};
    metro_rating_update(duel, 2);
    CHECK(near(x.mu, 27.63523138347365) && near(x.sigma, 8.065506316323548));
    CHECK(near(y.mu, 22.36476861652635) && near(y.sigma, 8.065506316323548));

    metro_rating p = {METRO_RATING_MU, METRO_RATING_SIGMA}, q = p, r = p;
    metro_rating_team tie[3] = {{{&p}, 1, 0}, {{&q}, 1, 0}, {{&r}, 1, 0}};
    metro_rating_update(tie, 3);
    CHECK(near(p.mu, 25) && near(q.mu, 25) && near(r.mu, 25) && p.sigma < METRO_RATING_SIGMA);
    CHECK(near(metro_rating_ordinal(&p), p.mu - 3 * p.sigma));
    return check_done();
}
