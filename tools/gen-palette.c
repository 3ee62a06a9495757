/* gen-palette: chooses the seat and company colours of the colour-blind and
 * high-contrast palettes by measurement, and prints the distances.
 *
 * Distance is CIEDE2000 (Sharma, Wu & Dalal 2005) between CIELAB colours
 * (sRGB, D65), taken under normal vision and under protanopia, deuteranopia
 * and tritanopia simulated with the severity-1.0 matrices of Machado,
 * Oliveira & Fernandes 2009, applied to linear sRGB and clipped to 0..1 as
 * in colorspacious (colorspacious/cvd.py, Nathaniel Smith). The paper says
 * its tritanopia model is the least accurate of the three.
 *
 *   gen-palette            prints the report (distances, contrast ratios)
 *   gen-palette FILE.c     also writes the table the game reads
 *   gen-palette --check FILE.c   exit 1 if FILE.c is not what it would write
 *
 * The search is deterministic: a grid of sRGB colours, farthest-point
 * starts, then swaps that raise the smallest pairwise distance. */
#define _POSIX_C_SOURCE 200809L /* fmemopen */
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { SEATS = 6, COMPANIES = 8, ACCOUNTS = SEATS + COMPANIES, VISIONS = 4 };
enum { LEVELS = 16, GRID = LEVELS * LEVELS * LEVELS, STARTS = 24 };

/* Issue 38's goals: the smallest CIEDE2000 distance under every vision,
 * with a margin so a rounding elsewhere does not fall under them. */
static const double SEAT_GOAL = 20, COMPANY_GOAL = 15, MARGIN = 1.5;
static const double PI = 3.14159265358979323846;

static const char *const vision_names[VISIONS] = {"normal", "protanopia", "deuteranopia",
                                                  "tritanopia"};

/* Machado et al. 2009, severity 1.0 (rows act on linear R, G, B). */
static const double machado[VISIONS][3][3] = {
    {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}},
    {{0.152286, 1.052583, -0.204868},
     {0.114503, 0.786281, 0.099216},
     {-0.003882, -0.048116, 1.051998}},
    {{0.367322, 0.860646, -0.227968},
     {0.280085, 0.672501, 0.047413},
     {-0.011820, 0.042940, 0.968881}},
    {{1.255528, -0.076749, -0.178779},
     {-0.078411, 0.930809, 0.147602},
     {0.004733, 0.691367, 0.303900}},
};

/* The printed game's colours (src/ui/core/palette_table.c keeps them as
 * they were): seats in docs/rules.md order, then the eight companies. */
static const uint32_t printed[ACCOUNTS] = {
    0xF2C12E, 0x2F6FD0, 0xE8762B, 0x3E9E4A, 0x8A4FB8, 0x2B2B2E, /* seats */
    0xC99A06, 0x1C8C9C, 0xA8431C, 0x8CC63F, 0xC2449A, 0x5E6166, 0xD23C3C, 0xC9CCD1,
};
static const char *const account_names[ACCOUNTS] = {
    "yellow", "blue", "orange", "green",   "purple",   "black", "mustard",
    "teal",   "rust", "lime",   "magenta", "graphite", "red",   "silver"};

/* What the colours are drawn on (src/ui/core/tileart.c, theme.h). */
static const uint32_t TILE = 0xF1E9D6, TABLE = 0x1D2B33, INK_DARK = 0x1E1B16, INK_LIGHT = 0xFFFFFF;

typedef struct lab {
    double l, a, b;
} lab;

typedef struct colour {
    uint32_t rgb;
    lab seen[VISIONS];
} colour;

static double to_linear(double c)
{
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4);
}

static void linear_rgb(uint32_t rgb, double out[3])
{
    for (int i = 0; i < 3; i++) out[i] = to_linear((double)((rgb >> (16 - 8 * i)) & 0xFF) / 255.0);
}

/* WCAG 2 relative luminance and contrast ratio. */
static double luminance(uint32_t rgb)
{
    double c[3];
    linear_rgb(rgb, c);
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
}

static double contrast(uint32_t x, uint32_t y)
{
    double a = luminance(x), b = luminance(y);
    return a > b ? (a + 0.05) / (b + 0.05) : (b + 0.05) / (a + 0.05);
}

static double lab_f(double t)
{
    return t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16.0) / 116.0;
}

static lab linear_to_lab(const double c[3])
{
    double x = 0.4124564 * c[0] + 0.3575761 * c[1] + 0.1804375 * c[2];
    double y = 0.2126729 * c[0] + 0.7151522 * c[1] + 0.0721750 * c[2];
    double z = 0.0193339 * c[0] + 0.1191920 * c[1] + 0.9503041 * c[2];
    double fx = lab_f(x / 0.95047), fy = lab_f(y), fz = lab_f(z / 1.08883);
    return (lab){116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)};
}

static lab seen_as(uint32_t rgb, int vision)
{
    double c[3], s[3];
    linear_rgb(rgb, c);
    for (int i = 0; i < 3; i++) {
        s[i] = 0;
        for (int j = 0; j < 3; j++) s[i] += machado[vision][i][j] * c[j];
        s[i] = s[i] < 0 ? 0 : s[i] > 1 ? 1 : s[i];
    }
    return linear_to_lab(s);
}

static double degrees(double rad)
{
    double d = rad * 180.0 / PI;
    return d < 0 ? d + 360.0 : d;
}

static double radians(double deg)
{
    return deg * PI / 180.0;
}

/* The hue difference and mean hue of CIEDE2000, steps 2 and 3. */
static void hue_terms(double h1, double h2, double c1c2, double *dh, double *hbar)
{
    double d = h2 - h1;
    if (c1c2 == 0) {
        *dh = 0;
        *hbar = h1 + h2;
        return;
    }
    *dh = fabs(d) <= 180 ? d : d > 180 ? d - 360 : d + 360;
    if (fabs(h1 - h2) <= 180)
        *hbar = (h1 + h2) / 2;
    else
        *hbar = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
}

/* CIEDE2000 with kL = kC = kH = 1 (Sharma, Wu & Dalal 2005, eq. 1-22). */
static double ciede2000(lab p, lab q)
{
    double c1 = hypot(p.a, p.b), c2 = hypot(q.a, q.b), cbar = (c1 + c2) / 2;
    double c7 = pow(cbar, 7), g = 0.5 * (1 - sqrt(c7 / (c7 + pow(25, 7))));
    double a1 = (1 + g) * p.a, a2 = (1 + g) * q.a;
    double cp1 = hypot(a1, p.b), cp2 = hypot(a2, q.b);
    double h1 = (a1 == 0 && p.b == 0) ? 0 : degrees(atan2(p.b, a1));
    double h2 = (a2 == 0 && q.b == 0) ? 0 : degrees(atan2(q.b, a2));
    double dh, hbar;
    hue_terms(h1, h2, cp1 * cp2, &dh, &hbar);
    double dl = q.l - p.l, dc = cp2 - cp1, dhh = 2 * sqrt(cp1 * cp2) * sin(radians(dh / 2));
    double lbar = (p.l + q.l) / 2, cpbar = (cp1 + cp2) / 2;
    double t = 1 - 0.17 * cos(radians(hbar - 30)) + 0.24 * cos(radians(2 * hbar)) +
               0.32 * cos(radians(3 * hbar + 6)) - 0.20 * cos(radians(4 * hbar - 63));
    double dtheta = 30 * exp(-pow((hbar - 275) / 25, 2));
    double cp7 = pow(cpbar, 7), rc = 2 * sqrt(cp7 / (cp7 + pow(25, 7)));
    double sl = 1 + 0.015 * pow(lbar - 50, 2) / sqrt(20 + pow(lbar - 50, 2));
    double sc = 1 + 0.045 * cpbar, sh = 1 + 0.015 * cpbar * t;
    double rt = -sin(radians(2 * dtheta)) * rc;
    double x = dl / sl, y = dc / sc, z = dhh / sh;
    return sqrt(x * x + y * y + z * z + rt * y * z);
}

static colour make_colour(uint32_t rgb)
{
    colour c = {.rgb = rgb};
    for (int v = 0; v < VISIONS; v++) c.seen[v] = seen_as(rgb, v);
    return c;
}

/* The smallest distance between two colours over the four visions. */
static double worst_distance(const colour *x, const colour *y)
{
    double d = 1e9;
    for (int v = 0; v < VISIONS; v++) {
        double e = ciede2000(x->seen[v], y->seen[v]);
        if (e < d) d = e;
    }
    return d;
}

/* The ink that reads best on a colour: dark or white. */
static uint32_t best_ink(uint32_t rgb)
{
    return contrast(rgb, INK_DARK) >= contrast(rgb, INK_LIGHT) ? INK_DARK : INK_LIGHT;
}

/* The printed colours' ink: the better of dark and white, which reads at
 * WCAG's 4.5:1 on all but teal; there pure black does (5.3:1 where the
 * dark ink has 4.3:1). The printed game wrote white on its green and teal
 * (3.4:1 and 4.0:1): the window writes dark. */
static uint32_t printed_ink(uint32_t rgb)
{
    uint32_t ink = best_ink(rgb);
    return contrast(rgb, ink) < 4.5 && contrast(rgb, 0x000000) > contrast(rgb, ink) ? 0x000000
                                                                                    : ink;
}

/* What a palette demands of each of its colours. */
typedef struct rule {
    const char *name;
    double min_tile, min_table; /* contrast on the cream tiles and the dark table */
    double min_ink;             /* contrast of its best ink on it */
    double seat_apart;          /* each company from every seat (CIEDE2000, every vision) */
} rule;

static bool allowed(const rule *r, uint32_t rgb)
{
    return contrast(rgb, TILE) >= r->min_tile && contrast(rgb, TABLE) >= r->min_table &&
           contrast(rgb, best_ink(rgb)) >= r->min_ink;
}

/* The candidates: an sRGB grid of LEVELS steps per channel that obey r. */
static int candidates(const rule *r, colour *out)
{
    int n = 0;
    for (int i = 0; i < GRID; i++) {
        uint32_t rgb = 0;
        for (int ch = 0, k = i; ch < 3; ch++, k /= LEVELS)
            rgb = rgb << 8 | (uint32_t)(k % LEVELS * 255 / (LEVELS - 1));
        if (allowed(r, rgb)) out[n++] = make_colour(rgb);
    }
    return n;
}

/* Worst-vision distances between every two candidates, computed once. */
typedef struct pool {
    colour c[GRID];
    int n;
    float *dist;       /* n * n */
    bool barred[GRID]; /* too near a seat to be a company */
} pool;

static float pool_distance(const pool *p, int i, int j)
{
    return p->dist[(size_t)i * (size_t)p->n + (size_t)j];
}

static bool fill_pool(pool *p, const rule *r)
{
    p->n = candidates(r, p->c);
    memset(p->barred, 0, sizeof p->barred);
    p->dist = malloc(sizeof(float) * (size_t)p->n * (size_t)p->n);
    if (!p->dist) return false;
    for (int i = 0; i < p->n; i++)
        for (int j = i; j < p->n; j++)
            p->dist[(size_t)i * (size_t)p->n + (size_t)j] =
                p->dist[(size_t)j * (size_t)p->n + (size_t)i] =
                    i == j ? 0.0f : (float)worst_distance(&p->c[i], &p->c[j]);
    return true;
}

/* The smallest distance within pick[0..k), leaving out slot `skip`. */
static double set_minimum(const pool *p, const int *pick, int k, int skip)
{
    double m = 1e9;
    for (int i = 0; i < k; i++)
        for (int j = i + 1; j < k; j++)
            if (i != skip && j != skip) m = fmin(m, pool_distance(p, pick[i], pick[j]));
    return m;
}

/* Farthest-point start from `first`, then swaps while the minimum grows. */
static double climb(const pool *p, int k, int first, int *pick)
{
    pick[0] = first;
    for (int s = 1; s < k; s++) {
        double best = -2;
        for (int c = 0; c < p->n; c++) {
            double m = p->barred[c] ? -1 : 1e9;
            for (int i = 0; i < s; i++) m = fmin(m, pool_distance(p, c, pick[i]));
            if (m > best) best = m, pick[s] = c;
        }
    }
    for (int s = 1; s < k; s++)
        if (p->barred[pick[s]]) return -1; /* too few free colours: the caller's other starts */
    double now = set_minimum(p, pick, k, -1);
    for (bool better = true; better;) {
        better = false;
        for (int s = 0; s < k; s++) {
            double rest = set_minimum(p, pick, k, s);
            for (int c = 0; c < p->n; c++) {
                double m = p->barred[c] ? -1 : rest;
                for (int i = 0; i < k && m > now; i++)
                    if (i != s) m = fmin(m, pool_distance(p, c, pick[i]));
                if (m > now + 1e-6) now = m, pick[s] = c, better = true;
            }
        }
    }
    return now;
}

/* The best of STARTS climbs from evenly spread first colours (free ones). */
static double search(const pool *p, int k, int *best)
{
    double top = -1;
    int pick[COMPANIES], free_ones = 0;
    for (int c = 0; c < p->n; c++) free_ones += !p->barred[c];
    for (int s = 0; s < STARTS; s++) {
        int first = 0;
        for (int want = (int)((long)s * free_ones / STARTS); first < p->n; first++)
            if (!p->barred[first] && want-- == 0) break;
        double m = climb(p, k, first, pick);
        if (m > top + 1e-6) top = m, memcpy(best, pick, sizeof pick[0] * (size_t)k);
    }
    return top;
}

/* Gives each chosen colour to the account whose printed colour it is
 * nearest (in normal vision), so seat 1 stays the yellowish one where it can:
 * the best of all orders of k (k <= 8, at most 40320). */
static void assign(const uint32_t *chosen, int k, const uint32_t *want, uint32_t *out)
{
    int order[COMPANIES] = {0}, best[COMPANIES] = {0}; /* zeroed: gcc -O3 with TSan warns */
    double top = 1e18;
    for (int i = 0; i < k; i++) order[i] = i;
    for (;;) {
        double cost = 0;
        for (int i = 0; i < k; i++)
            cost += ciede2000(seen_as(chosen[order[i]], 0), seen_as(want[i], 0));
        if (cost < top) top = cost, memcpy(best, order, sizeof best);
        int i = k - 2; /* next permutation */
        while (i >= 0 && order[i] > order[i + 1]) i--;
        if (i < 0) break;
        int j = k - 1;
        while (order[j] < order[i]) j--;
        int t = order[i];
        order[i] = order[j], order[j] = t;
        for (int a = i + 1, b = k - 1; a < b; a++, b--)
            t = order[a], order[a] = order[b], order[b] = t;
    }
    for (int i = 0; i < k; i++) out[i] = chosen[best[i]];
}

/* The smallest pairwise distance of rgb[0..k) under one vision. */
static double vision_minimum(const uint32_t *rgb, int k, int v)
{
    double m = 1e9;
    for (int i = 0; i < k; i++)
        for (int j = i + 1; j < k; j++)
            m = fmin(m, ciede2000(seen_as(rgb[i], v), seen_as(rgb[j], v)));
    return m;
}

static void report(FILE *f, const char *palette, const uint32_t *rgb, const uint32_t *ink)
{
    fprintf(f, "palette %s\n", palette);
    for (int i = 0; i < ACCOUNTS; i++)
        fprintf(f, "  %-7s %d #%06X %-8s tile %5.2f:1 table %5.2f:1 ink %5.2f:1\n",
                i < SEATS ? "seat" : "company", i < SEATS ? i + 1 : i - SEATS + 1, rgb[i],
                account_names[i], contrast(rgb[i], TILE), contrast(rgb[i], TABLE),
                contrast(rgb[i], ink[i]));
    for (int v = 0; v < VISIONS; v++)
        fprintf(f, "  smallest CIEDE2000 %-12s seats %5.1f companies %5.1f\n", vision_names[v],
                vision_minimum(rgb, SEATS, v), vision_minimum(rgb + SEATS, COMPANIES, v));
}

/* The candidate nearest `want` (normal vision) that keeps slot s at `goal`
 * or more from the others and is not barred; -1 if none is nearer than now. */
static int nearer(const pool *p, int k, int s, const uint32_t *want, double goal, const int *pick)
{
    lab w = seen_as(want[s], 0);
    double near = ciede2000(p->c[pick[s]].seen[0], w);
    int best = -1;
    for (int c = 0; c < p->n; c++) {
        if (p->barred[c]) continue;
        double d = ciede2000(p->c[c].seen[0], w), m = 1e9;
        if (d >= near - 1e-6) continue;
        for (int i = 0; i < k; i++)
            if (i != s) m = fmin(m, pool_distance(p, c, pick[i]));
        if (m >= goal) near = d, best = c;
    }
    return best;
}

/* Moves colours towards their printed ones while every distance stays at
 * `goal` or more, the one furthest from its printed colour first, so no
 * seat pays for the others: the palette stays as close to the printed
 * game as the goal allows. */
static void settle(const pool *p, int k, const uint32_t *want, double goal, int *pick)
{
    for (bool moved = true; moved;) {
        double away[COMPANIES];
        for (int s = 0; s < k; s++) away[s] = ciede2000(p->c[pick[s]].seen[0], seen_as(want[s], 0));
        moved = false;
        for (int tries = 0; tries < k && !moved; tries++) {
            int s = 0; /* the furthest slot not yet tried */
            for (int i = 1; i < k; i++)
                if (away[i] > away[s]) s = i;
            int c = nearer(p, k, s, want, goal, pick);
            if (c >= 0) pick[s] = c, moved = true;
            away[s] = -1;
        }
    }
}

/* One group (seats or companies): the farthest-apart set, given to the
 * accounts by nearness, then settled towards the printed colours. */
static void choose_group(const pool *p, int k, const uint32_t *want, double goal, uint32_t *rgb)
{
    int pick[COMPANIES];
    uint32_t chosen[COMPANIES];
    search(p, k, pick);
    for (int i = 0; i < k; i++) chosen[i] = p->c[pick[i]].rgb;
    assign(chosen, k, want, rgb);
    for (int i = 0; i < k; i++)
        for (int c = 0; c < p->n; c++)
            if (p->c[c].rgb == rgb[i]) pick[i] = c;
    settle(p, k, want, goal, pick);
    for (int i = 0; i < k; i++) rgb[i] = p->c[pick[i]].rgb;
}

/* Chooses one palette under rule r. */
static bool choose(const rule *r, pool *p, uint32_t *rgb, uint32_t *ink)
{
    if (!fill_pool(p, r)) return fprintf(stderr, "gen-palette: out of memory\n"), false;
    choose_group(p, SEATS, printed, SEAT_GOAL + MARGIN, rgb);
    /* a company never looks just like a seat */
    for (int c = 0; c < p->n; c++)
        for (int i = 0; i < SEATS; i++) {
            colour seat = make_colour(rgb[i]);
            if (worst_distance(&p->c[c], &seat) < r->seat_apart) p->barred[c] = true;
        }
    choose_group(p, COMPANIES, printed + SEATS, COMPANY_GOAL + MARGIN, rgb + SEATS);
    for (int i = 0; i < ACCOUNTS; i++) ink[i] = best_ink(rgb[i]);
    free(p->dist);
    for (int v = 0; v < VISIONS; v++)
        if (vision_minimum(rgb, SEATS, v) < SEAT_GOAL ||
            vision_minimum(rgb + SEATS, COMPANIES, v) < COMPANY_GOAL)
            return fprintf(stderr, "gen-palette: %s misses the goal under %s\n", r->name,
                           vision_names[v]),
                   false;
    return true;
}

static void write_palette(FILE *f, const char *name, const uint32_t *rgb, const uint32_t *ink)
{
    fprintf(f, "    [%s] = {\n", name);
    for (int i = 0; i < ACCOUNTS; i++)
        fprintf(f, "        {0x%06X, 0x%06X}, /* %s %d */\n", rgb[i], ink[i],
                i < SEATS ? "seat" : "company", i < SEATS ? i + 1 : i - SEATS + 1);
    fprintf(f, "    },\n");
}

enum { PALETTES = 3 };
static const char *const enum_names[PALETTES] = {"UI_PALETTE_PRINTED", "UI_PALETTE_COLOUR_BLIND",
                                                 "UI_PALETTE_HIGH_CONTRAST"};

static void write_table(FILE *f, uint32_t rgb[PALETTES][ACCOUNTS], uint32_t ink[PALETTES][ACCOUNTS])
{
    fprintf(f, "/* Generated by tools/gen-palette.c (meson compile -C BUILD gen-palette;\n"
               " * BUILD/tools/gen-palette src/ui/core/palette_table.c): do not edit. */\n"
               "#include \"core/palette.h\"\n\n/* clang-format off */\n"
               "const ui_palette_colour ui_palette_table[UI_PALETTES][METRO_MAX_ACCOUNTS] = {\n");
    for (int p = 0; p < PALETTES; p++) write_palette(f, enum_names[p], rgb[p], ink[p]);
    fprintf(f, "};\n/* clang-format on */\n");
}

/* The file as it would be written, in a buffer (for --check). */
static int compare(const char *path, uint32_t rgb[PALETTES][ACCOUNTS],
                   uint32_t ink[PALETTES][ACCOUNTS])
{
    char want[8192], have[8192];
    FILE *m = fmemopen(want, sizeof want, "w");
    if (!m) return 1;
    write_table(m, rgb, ink);
    long wn = ftell(m);
    fclose(m);
    FILE *f = fopen(path, "rb");
    if (!f) return fprintf(stderr, "gen-palette: %s: cannot read\n", path), 1;
    size_t hn = fread(have, 1, sizeof have, f);
    fclose(f);
    if ((long)hn != wn || memcmp(want, have, hn) != 0)
        return fprintf(stderr, "gen-palette: %s differs from what gen-palette writes\n", path), 1;
    return 0;
}

int main(int argc, char **argv)
{
    bool check = argc == 3 && strcmp(argv[1], "--check") == 0;
    if (argc > 2 && !check) return fprintf(stderr, "usage: gen-palette [[--check] FILE.c]\n"), 2;
    /* colour-blind: every colour visible on the cream tiles and on the table;
     * high contrast: black or white ink on every colour at 7:1 */
    static const rule rules[PALETTES - 1] = {{"colour-blind", 1.4, 1.6, 4.5, 6},
                                             {"high-contrast", 1.5, 1.6, 7.0, 0}};
    static pool candidates_pool;
    uint32_t rgb[PALETTES][ACCOUNTS], ink[PALETTES][ACCOUNTS];
    memcpy(rgb[0], printed, sizeof printed);
    for (int i = 0; i < ACCOUNTS; i++) ink[0][i] = printed_ink(printed[i]);
    for (int p = 1; p < PALETTES; p++)
        if (!choose(&rules[p - 1], &candidates_pool, rgb[p], ink[p])) return 1;
    report(stdout, "printed", rgb[0], ink[0]);
    for (int p = 1; p < PALETTES; p++) report(stdout, rules[p - 1].name, rgb[p], ink[p]);
    if (check) return compare(argv[2], rgb, ink);
    if (argc == 2) {
        FILE *f = fopen(argv[1], "w");
        if (!f) return fprintf(stderr, "gen-palette: %s: cannot write\n", argv[1]), 1;
        write_table(f, rgb, ink);
        if (fclose(f) != 0) return fprintf(stderr, "gen-palette: %s: write error\n", argv[1]), 1;
    }
    return 0;
}
