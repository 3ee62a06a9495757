# An independent computation of Weng and Lin's Plackett-Luce update
# (JMLR 12, 2011, Algorithm 4; OpenSkill's defaults), for test_ratings.sh:
# each line is a game's final points "ANN BEN [COMPUTER]"; only the first
# two seats (the keyed players Ann and Ben) are rated. Prints
# "NAME MU SIGMA GAMES" with two decimals, as metro-server --ratings; with
# -v ordinals=1 "NAME ORDINAL", mu - 3 sigma rounded, as TABLES and LOBBY
# carry it.
BEGIN {
    beta = 25 / 6; kappa = 0.0001
    name[1] = "Ann"; name[2] = "Ben"
    for (i = 1; i <= 2; i++) { mu[i] = 25; sigma[i] = 25 / 3; games[i] = 0 }
}
{
    n = 2
    for (i = 1; i <= n; i++) score[i] = $i
    for (i = 1; i <= n; i++) {        # rank: how many did better
        rank[i] = 0
        for (j = 1; j <= n; j++) if (score[j] > score[i]) rank[i]++
    }
    c = 0
    for (i = 1; i <= n; i++) c += sigma[i] ^ 2 + beta ^ 2
    c = sqrt(c)
    for (q = 1; q <= n; q++) {
        sumq[q] = 0; ties[q] = 0
        for (i = 1; i <= n; i++) {
            if (rank[i] >= rank[q]) sumq[q] += exp(mu[i] / c)
            if (rank[i] == rank[q]) ties[q]++
        }
    }
    for (i = 1; i <= n; i++) {
        omega = 0; delta = 0
        for (q = 1; q <= n; q++) {
            if (rank[q] > rank[i]) continue
            p = exp(mu[i] / c) / sumq[q]
            delta += p * (1 - p) / ties[q]
            omega += ((q == i) ? 1 - p : -p) / ties[q]
        }
        v = sigma[i] ^ 2
        newmu[i] = mu[i] + v / c * omega
        d = v / c ^ 2 * delta * (sigma[i] / c)
        newsigma[i] = sigma[i] * sqrt((1 - d > kappa) ? 1 - d : kappa)
    }
    for (i = 1; i <= n; i++) { mu[i] = newmu[i]; sigma[i] = newsigma[i]; games[i]++ }
}
# Rounded half away from zero as C's round() in the server, and never "-0":
# printf's %.0f printed -0.06 as "-0", where the lobby says 0.
function round_away(x) { return x < 0 ? -int(-x + 0.5) : int(x + 0.5) }
END {
    for (i = 1; i <= 2; i++)
        if (ordinals) printf "%s %d\n", name[i], round_away(mu[i] - 3 * sigma[i])
        else printf "%s %.2f %.2f %d\n", name[i], mu[i], sigma[i], games[i]
}
