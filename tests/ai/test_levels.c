/* The registry's levels: every player has a name, a level label and a line
 * saying how strong it is; levels are found by either name; the list runs
 * from the weakest to the strongest, which is `strong` (the hint's player). */
#include "ai_helpers.h"

int main(void)
{
    static const char *const order[] = {"random", "greedy", "medium", "strong"};
    CHECK_EQ(metro_ai_count(), 4);
    for (int i = 0; i < metro_ai_count() && i < 4; i++) {
        const metro_ai *ai = metro_ai_get(i);
        CHECK(!strcmp(ai->name, order[i]));
        CHECK(ai->level && ai->level[0] && ai->description && strlen(ai->description) > 20);
        CHECK(metro_ai_find(ai->name) == ai);
        CHECK(metro_ai_find(ai->level) == ai);
        for (int j = 0; j < i; j++) CHECK(strcmp(metro_ai_get(j)->level, ai->level) != 0);
    }
    CHECK(metro_ai_find("hard") == metro_ai_find("strong"));
    CHECK(metro_ai_best() == metro_ai_find("strong"));
    /* Study players (the hard level of earlier rounds) are found by name
     * only and never offered as a level. */
    static const char *const rounds[] = {"strong-r2", "strong-r3"};
    for (int r = 0; r < 2; r++) {
        const metro_ai *study = metro_ai_find(rounds[r]);
        CHECK(study != NULL && study != metro_ai_best());
        bool in_study = false;
        for (int i = 0; i < metro_ai_study_count(); i++) in_study |= metro_ai_study_get(i) == study;
        CHECK(in_study);
        for (int i = 0; i < metro_ai_count(); i++) CHECK(metro_ai_get(i) != study);
    }
    CHECK(metro_ai_find("human") == NULL);
    CHECK(metro_ai_get(metro_ai_count()) == NULL);
    return check_done();
}
