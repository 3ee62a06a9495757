/* Weng and Lin's Plackett-Luce update (rating.h): c is the spread of all
 * teams together, each team's strength exp(mu / c); a team gains for every
 * team it did not finish behind, in proportion to how unlikely that was. */
#include <math.h>

#include "rating.h"

enum { MAX = METRO_RATING_MAX_TEAMS };
static const double beta = 25.0 / 6.0, kappa = 0.0001;

double metro_rating_ordinal(const metro_rating *r)
{
    return r->mu - 3.0 * r->sigma;
}

void metro_rating_update(metro_rating_team *team, int n)
{
    double mu[MAX], var[MAX], strength[MAX], sum_q[MAX], c = 0;
    int tied[MAX];
    for (int i = 0; i < n; i++) {
        mu[i] = var[i] = 0;
        for (int k = 0; k < team[i].n; k++) {
            mu[i] += team[i].member[k]->mu;
            var[i] += team[i].member[k]->sigma * team[i].member[k]->sigma;
        }
        c += var[i] + beta * beta;
    }
    c = sqrt(c);
    for (int i = 0; i < n; i++) strength[i] = exp(mu[i] / c);
    for (int q = 0; q < n; q++) { /* the teams that did not finish ahead of q */
        sum_q[q] = 0, tied[q] = 0;
        for (int i = 0; i < n; i++) {
            if (team[i].rank >= team[q].rank) sum_q[q] += strength[i];
            tied[q] += team[i].rank == team[q].rank;
        }
    }
    for (int i = 0; i < n; i++) {
        double omega = 0, delta = 0;
        for (int q = 0; q < n; q++) {
            if (team[q].rank > team[i].rank) continue;
            double p = strength[i] / sum_q[q];
            delta += p * (1 - p) / tied[q];
            omega += (q == i ? 1 - p : -p) / tied[q];
        }
        omega *= var[i] / c;
        delta *= var[i] / (c * c) * (sqrt(var[i]) / c); /* gamma = sigma_team / c */
        for (int k = 0; k < team[i].n; k++) {
            metro_rating *r = team[i].member[k];
            double share = r->sigma * r->sigma / var[i];
            r->mu += share * omega;
            r->sigma *= sqrt(fmax(1 - share * delta, kappa));
        }
    }
}
