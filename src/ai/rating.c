/* Bradley–Terry ratings from pairwise results (include/metro/rating.h):
 * Hunter's MM iteration (Ann. Statist. 32, 2004) for the strengths, the
 * inverse of the Fisher information for their spread. */
#include <math.h>
#include <string.h>

#include "metro/rating.h"

enum { MAX_ROUNDS = 100000 };

/* Games played between every pair, with the prior's virtual games. */
static void pair_counts(int n, const double *wins, double prior, double *w, double *games)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            double g = i == j ? 0 : wins[i * n + j] + wins[j * n + i];
            double extra = g > 0 ? prior : 0;
            games[i * n + j] = g + extra;
            w[i * n + j] = i == j ? 0 : wins[i * n + j] + extra / 2;
        }
}

/* Every player reached from player 0 through pairs that met. */
static bool connected(int n, const double *games)
{
    bool seen[METRO_RATING_MAX] = {true};
    int stack[METRO_RATING_MAX] = {0}, top = 1, reached = 1;
    while (top > 0) {
        int i = stack[--top];
        for (int j = 0; j < n; j++)
            if (!seen[j] && games[i * n + j] > 0) seen[j] = true, stack[top++] = j, reached++;
    }
    return reached == n;
}

/* Strengths pi (geometric mean 1) by MM: pi_i = W_i / sum_j n_ij / (pi_i + pi_j). */
static void mm_fit(int n, const double *w, const double *games, double *pi)
{
    for (int i = 0; i < n; i++) pi[i] = 1;
    for (int round = 0; round < MAX_ROUNDS; round++) {
        double change = 0, log_sum = 0;
        for (int i = 0; i < n; i++) {
            double won = 0, d = 0;
            for (int j = 0; j < n; j++)
                if (j != i && games[i * n + j] > 0)
                    won += w[i * n + j], d += games[i * n + j] / (pi[i] + pi[j]);
            double next = won / d;
            change = fmax(change, fabs(log(next) - log(pi[i])));
            pi[i] = next;
        }
        for (int i = 0; i < n; i++) log_sum += log(pi[i]);
        for (int i = 0; i < n; i++) pi[i] *= exp(-log_sum / n);
        if (change < 1e-13) return;
    }
}

/* Inverts a (n * n, row-major) into inv by Gauss–Jordan with partial pivoting. */
static bool invert(int n, double *a, double *inv)
{
    for (int i = 0; i < n * n; i++) inv[i] = i % (n + 1) == 0;
    for (int c = 0; c < n; c++) {
        int p = c;
        for (int r = c + 1; r < n; r++)
            if (fabs(a[r * n + c]) > fabs(a[p * n + c])) p = r;
        if (fabs(a[p * n + c]) < 1e-300) return false;
        for (int k = 0; k < n; k++) {
            double t = a[c * n + k];
            a[c * n + k] = a[p * n + k], a[p * n + k] = t;
            t = inv[c * n + k], inv[c * n + k] = inv[p * n + k], inv[p * n + k] = t;
        }
        double d = a[c * n + c];
        for (int k = 0; k < n; k++) a[c * n + k] /= d, inv[c * n + k] /= d;
        for (int r = 0; r < n; r++) {
            double f = r == c ? 0 : a[r * n + c];
            for (int k = 0; f != 0 && k < n; k++)
                a[r * n + k] -= f * a[c * n + k], inv[r * n + k] -= f * inv[c * n + k];
        }
    }
    return true;
}

/* Covariance of theta: the pseudo-inverse of the Fisher information L (a
 * weighted Laplacian, null on the all-ones vector), (L + J/n)^-1 - J/n. */
static bool covariance(int n, const double *games, const double *pi, double *cov)
{
    double a[METRO_RATING_MAX * METRO_RATING_MAX];
    for (int i = 0; i < n; i++) {
        a[i * n + i] = 1.0 / n;
        for (int j = 0; j < n; j++) {
            if (j == i) continue;
            double p = pi[i] / (pi[i] + pi[j]), info = games[i * n + j] * p * (1 - p);
            a[i * n + j] = 1.0 / n - info;
            a[i * n + i] += info;
        }
    }
    if (!invert(n, a, cov)) return false;
    for (int i = 0; i < n * n; i++) cov[i] -= 1.0 / n;
    return true;
}

bool metro_rating_fit(int n, const double *wins, double prior, double *theta, double *cov)
{
    if (n < 2 || n > METRO_RATING_MAX || prior < 0) return false;
    double w[METRO_RATING_MAX * METRO_RATING_MAX], games[METRO_RATING_MAX * METRO_RATING_MAX];
    pair_counts(n, wins, prior, w, games);
    if (!connected(n, games)) return false;
    for (int i = 0; i < n; i++) {
        double won = 0, lost = 0;
        for (int j = 0; j < n; j++) won += w[i * n + j], lost += w[j * n + i];
        if (won <= 0 || lost <= 0) return false; /* the likelihood has no finite maximum */
    }
    double pi[METRO_RATING_MAX];
    mm_fit(n, w, games, pi);
    for (int i = 0; i < n; i++) theta[i] = log(pi[i]);
    return !cov || covariance(n, games, pi, cov);
}

bool metro_ai_rating(const char *name, float *rating, float *lo, float *hi)
{
    const metro_ladder_table *t = &metro_ladder_ratings;
    for (int i = 0; i < t->n; i++) {
        if (strcmp(t->name[i], name) != 0) continue;
        *rating = t->rating[i], *lo = t->lo[i], *hi = t->hi[i];
        return true;
    }
    return false;
}

void metro_wilson_interval(double p, double n, double *lo, double *hi)
{
    double z = 1.96, d = 1 + z * z / n, c = (p + z * z / (2 * n)) / d;
    double h = z * sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d;
    *lo = c - h < 0 ? 0 : c - h;
    *hi = c + h > 1 ? 1 : c + h;
}
