/* Ratings of players (docs/protocol.md "Players and ratings"): Weng and
 * Lin's Bayesian approximation with the Plackett-Luce model (R. C. Weng,
 * C.-J. Lin, "A Bayesian Approximation Method for Online Ranking", JMLR 12
 * (2011) 267-300, Algorithm 4), the method OpenSkill's PlackettLuce model
 * implements, with its defaults: mu 25, sigma 25/3, beta 25/6, kappa
 * 0.0001, gamma = sigma_team / c. Pure arithmetic: no I/O, no state. */
#pragma once

enum { METRO_RATING_MAX_TEAMS = 6, METRO_RATING_MAX_TEAM = 6 };

#define METRO_RATING_MU    25.0
#define METRO_RATING_SIGMA (25.0 / 3.0)

typedef struct metro_rating {
    double mu, sigma;
} metro_rating;

/* One game: n teams (one player each in this game, several allowed),
 * rank[i] the place of team i (0 first; equal ranks are a tie). The
 * ratings of every member are updated in place. */
typedef struct metro_rating_team {
    metro_rating *member[METRO_RATING_MAX_TEAM];
    int n, rank;
} metro_rating_team;
void metro_rating_update(metro_rating_team *team, int n);

/* mu - 3 sigma: what a ladder is sorted by (OpenSkill's ordinal). */
double metro_rating_ordinal(const metro_rating *r);
