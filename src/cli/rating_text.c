/* Seats' ratings as text (rating_text.h). */
#include "rating_text.h"

bool cli_print_ratings(FILE *f, const char *prefix, const metro_net_rating *rating, int seats)
{
    bool keyed = false;
    for (int p = 0; p < seats; p++) keyed |= rating[p].kind != METRO_NET_UNRATED;
    if (!keyed) return false;
    fprintf(f, "%s ratings", prefix);
    for (int p = 0; p < seats; p++) {
        fputc(p ? ',' : ' ', f);
        if (rating[p].kind == METRO_NET_RATED)
            fprintf(f, "%d", rating[p].ordinal);
        else
            fputs(rating[p].kind == METRO_NET_RATING_NEW ? "new" : "-", f);
    }
    return true;
}
