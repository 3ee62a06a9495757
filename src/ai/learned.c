/* The learned value of an open line, for the search's cut-off: a linear
 * model over a few features of the line, fitted by tools/gen-eval to the
 * points lines went on to add in self-play of the rollout policy
 * (docs/ai.md). The hand-written projection's `entries + k * (1 - 2 *
 * exposure)` with `k = 4 + 8 * left` is one such model with guessed
 * weights. */
#include "ai_internal.h"
#include "metro/lay_preview.h"

void ai_line_features(const metro_state *s, const metro_line *l, const float *edge, double left,
                      double f[AI_LINE_FEATURES])
{
    double exposure = edge ? edge[l->head_sq * 4 + l->head_side] : 0.0;
    bool centre = l->doubles && ai_waits_by_centre(s, l);
    f[0] = 1.0;
    f[1] = left;
    f[2] = left * left;
    f[3] = exposure;
    f[4] = exposure * left;
    f[5] = l->entries;
    f[6] = l->entries * left;
    f[7] = centre ? l->entries + 1.0 : 0.0;
}

double ai_line_value(const ai_line_model *m, const metro_state *s, const metro_line *l,
                     const float *edge, double left)
{
    double f[AI_LINE_FEATURES], v = 0;
    ai_line_features(s, l, edge, left, f);
    for (int i = 0; i < AI_LINE_FEATURES; i++) v += m->w[i] * f[i];
    return v;
}

double ai_lay_gain_learned(const metro_state *s, int tile, int sq, const ai_weights *w, int me,
                           const ai_line_model *m, const float *edge)
{
    double left = (double)(s->tiles_total - s->tiles_laid) / (double)s->tiles_total;
    metro_lay_effect e[4];
    int n = metro_lay_preview(s, tile, sq, e);
    double v = 0;
    for (int i = 0; i < n; i++) {
        const metro_line *l = &s->line[e[i].line];
        if (l->owner == METRO_NO_OWNER) continue;
        double before = l->entries + ai_line_value(m, s, l, edge, left), after = e[i].points;
        if (!e[i].done) {
            metro_line moved = *l;
            moved.entries = e[i].entries;
            moved.head_sq = (uint8_t)(e[i].wait / 4), moved.head_side = (uint8_t)(e[i].wait % 4);
            after = moved.entries + ai_line_value(m, s, &moved, edge, left);
        }
        v += w->weight[l->owner][me] * (after - before);
    }
    return v;
}
