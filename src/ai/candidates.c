/* The root candidates of the searching players: the best moves one ply deep. */
#include <stdlib.h>

#include "ai_internal.h"

typedef struct rated {
    metro_move move;
    double value;
    int index; /* legal-move order: ties keep it, so the pick is stable */
} rated;

static int by_value(const void *a, const void *b)
{
    const rated *x = a, *y = b;
    if (x->value != y->value) return (x->value < y->value) - (x->value > y->value);
    return x->index - y->index;
}

int ai_pick_candidates(const metro_state *s, const ai_params *p, int max, metro_move *moves,
                       double *prior)
{
    metro_move legal[METRO_MAX_MOVES];
    double value[METRO_MAX_MOVES];
    int n = ai_rate_moves(s, p, legal, value), draw = -1;
    rated all[METRO_MAX_MOVES];
    for (int i = 0; i < n; i++) all[i] = (rated){legal[i], value[i], i};
    qsort(all, (size_t)n, sizeof all[0], by_value);
    int k = n < max ? n : max;
    for (int i = 0; i < n; i++)
        if (all[i].move.kind == METRO_MOVE_DRAW) draw = i;
    if (draw >= k) all[k - 1] = all[draw]; /* the draw replaces the last one */
    for (int i = 0; i < k; i++) moves[i] = all[i].move, prior[i] = all[i].value;
    return k;
}
