/* The ladder's generated table (src/ai/level_ratings.c, tools/gen-ladder):
 * its ratings are the fit of the results it holds, every level has one, and
 * the levels rank as the registry orders them (the set-up shows them). */
#include <math.h>

#include "ai_helpers.h"
#include "metro/rating.h"

int main(void)
{
    const metro_ladder_table *t = &metro_ladder_ratings;
    CHECK(t->n >= 2 && t->n <= METRO_RATING_MAX);
    CHECK(strstr(t->command, "metro-cli ladder") == t->command);
    double wins[METRO_RATING_MAX * METRO_RATING_MAX], theta[METRO_RATING_MAX],
        cov[METRO_RATING_MAX * METRO_RATING_MAX];
    for (int i = 0; i < t->n; i++)
        for (int j = 0; j < t->n; j++) wins[i * t->n + j] = t->wins[i][j];
    CHECK(metro_rating_fit(t->n, wins, t->prior, theta, cov));
    for (int i = 0; i < t->n; i++) {
        double rating = METRO_RATING_MEAN + METRO_RATING_SCALE * theta[i];
        double half = 1.96 * sqrt(cov[i * t->n + i]) * METRO_RATING_SCALE;
        CHECK(fabs(t->rating[i] - rating) < 0.01);
        CHECK(fabs(t->lo[i] - (rating - half)) < 0.01 && fabs(t->hi[i] - (rating + half)) < 0.01);
        CHECK(metro_ai_find(t->name[i]) != NULL);
    }
    float last = -1e9f;
    for (int i = 0; i < metro_ai_count(); i++) {
        float r, lo, hi;
        CHECK(metro_ai_rating(metro_ai_get(i)->name, &r, &lo, &hi));
        CHECK(lo <= r && r <= hi && r > last);
        last = r;
    }
    float r, lo, hi;
    CHECK(!metro_ai_rating("hard", &r, &lo, &hi)); /* names, not level labels */
    return check_done();
}
