/* gen-sounds: synthesises the game's sound effects from code into WAV files
 * (assets/sounds/). Reproducible and licence-clean: every sample comes from
 * the formulas below. `gen-sounds DIR` writes them; `gen-sounds --check DIR`
 * compares the files in DIR with what it would write (the install test's
 * sibling `sounds-reproducible` runs it). */
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { RATE = 22050, MAX_SAMPLES = RATE * 2, TOLERANCE = 2 /* libm rounding */ };

static const double TAU = 6.283185307179586;

typedef struct sound {
    const char *name;
    void (*make)(double *out, int n);
    double seconds;
} sound;

/* A deterministic noise source (no libc rand: same bytes everywhere). */
static double noise(uint32_t *state)
{
    *state = *state * 1664525u + 1013904223u;
    return (double)(*state >> 8) / 8388608.0 - 1.0;
}

/* A struck note: a sine with its octave, fading exponentially. */
static void note(double *out, int n, double start, double freq, double decay, double gain)
{
    int first = (int)(start * RATE);
    for (int i = first; i < n; i++) {
        double t = (double)(i - first) / RATE;
        double env = exp(-t * decay) * (t < 0.004 ? t / 0.004 : 1.0);
        out[i] += gain * env * (sin(TAU * freq * t) + 0.3 * sin(TAU * 2 * freq * t));
    }
}

/* Laying a tile: a short wooden knock (low thump and a click of noise). */
static void make_lay(double *out, int n)
{
    uint32_t st = 7;
    for (int i = 0; i < n; i++) {
        double t = (double)i / RATE;
        out[i] =
            0.7 * exp(-t * 45) * sin(TAU * 150 * t * (1 - t)) + 0.35 * exp(-t * 180) * noise(&st);
    }
}

/* A computer player's move: the same knock, lighter and higher. */
static void make_ai(double *out, int n)
{
    uint32_t st = 11;
    for (int i = 0; i < n; i++) {
        double t = (double)i / RATE;
        out[i] = 0.45 * exp(-t * 60) * sin(TAU * 240 * t) + 0.2 * exp(-t * 220) * noise(&st);
    }
}

/* Lines completing: short lines one chime, longer lines a rising run. */
static void make_line_short(double *out, int n)
{
    note(out, n, 0, 784.0, 9, 0.45); /* G5 */
}

static void make_line_medium(double *out, int n)
{
    note(out, n, 0, 659.3, 10, 0.35);   /* E5 */
    note(out, n, 0.09, 987.8, 8, 0.35); /* B5 */
}

static void make_line_long(double *out, int n)
{
    static const double run[] = {523.3, 659.3, 784.0, 1046.5}; /* C E G C */
    for (int k = 0; k < 4; k++) note(out, n, 0.08 * k, run[k], 6, 0.3);
}

/* A line into the central station: a deep bell under a bright chord. */
static void make_centre(double *out, int n)
{
    note(out, n, 0, 261.6, 3, 0.35);
    note(out, n, 0.02, 784.0, 5, 0.2);
    note(out, n, 0.04, 1046.5, 5, 0.2);
    note(out, n, 0.06, 1318.5, 5, 0.15);
}

/* An illegal click: a low, soft double buzz. */
static void make_illegal(double *out, int n)
{
    for (int i = 0; i < n; i++) {
        double t = (double)i / RATE, on = (t < 0.07 || (t > 0.1 && t < 0.17)) ? 1 : 0;
        double sq = sin(TAU * 110 * t) > 0 ? 1 : -1;
        out[i] = on * 0.18 * (0.6 * sq + 0.4 * sin(TAU * 220 * t));
    }
}

/* The game's end: a short fanfare. */
static void make_end(double *out, int n)
{
    static const double run[] = {392.0, 523.3, 659.3, 784.0, 1046.5};
    static const double at[] = {0, 0.12, 0.24, 0.36, 0.55};
    for (int k = 0; k < 5; k++) note(out, n, at[k], run[k], k == 4 ? 2.2 : 7, 0.28);
    note(out, n, 0.55, 523.3, 2.2, 0.2);
}

/* Online: a player sits down (two rising notes, a doorbell's "ding-dong"
 * turned up) or leaves (the same falling). */
static void make_join(double *out, int n)
{
    note(out, n, 0, 587.3, 7, 0.3);    /* D5 */
    note(out, n, 0.11, 880.0, 6, 0.3); /* A5 */
}

static void make_leave(double *out, int n)
{
    note(out, n, 0, 880.0, 7, 0.25);    /* A5 */
    note(out, n, 0.11, 587.3, 6, 0.25); /* D5 */
}

/* Online: the player's turn has come (a turn-based table, the window in
 * the background): three soft rising notes, a station's chime. */
static void make_your_turn(double *out, int n)
{
    note(out, n, 0, 523.3, 5, 0.25);    /* C5 */
    note(out, n, 0.14, 659.3, 5, 0.25); /* E5 */
    note(out, n, 0.28, 784.0, 4, 0.3);  /* G5 */
}

static const sound sounds[] = {
    {"lay", make_lay, 0.16},
    {"ai-move", make_ai, 0.12},
    {"line-short", make_line_short, 0.5},
    {"line-medium", make_line_medium, 0.6},
    {"line-long", make_line_long, 0.9},
    {"line-centre", make_centre, 1.2},
    {"illegal", make_illegal, 0.2},
    {"game-end", make_end, 1.8},
    {"join", make_join, 0.5},
    {"leave", make_leave, 0.5},
    {"your-turn", make_your_turn, 0.9},
};
enum { N_SOUNDS = sizeof sounds / sizeof sounds[0] };

static int render(const sound *s, int16_t *pcm)
{
    static double buf[MAX_SAMPLES];
    int n = (int)(s->seconds * RATE);
    memset(buf, 0, sizeof buf);
    s->make(buf, n);
    for (int i = 0; i < n; i++) {
        double fade = i > n - 200 ? (double)(n - i) / 200 : 1; /* no click at the end */
        double v = buf[i] * fade;
        v = v > 1 ? 1 : v < -1 ? -1 : v;
        pcm[i] = (int16_t)lrint(v * 32000);
    }
    return n;
}

static void put32(unsigned char *p, uint32_t v)
{
    for (int i = 0; i < 4; i++) p[i] = (unsigned char)(v >> 8 * i);
}

static void put16(unsigned char *p, uint16_t v)
{
    p[0] = (unsigned char)v, p[1] = (unsigned char)(v >> 8);
}

/* The 44-byte header of a 16-bit mono PCM WAV file. */
static void wav_header(unsigned char h[44], int samples)
{
    uint32_t data = (uint32_t)samples * 2;
    memcpy(h, "RIFF", 4), put32(h + 4, 36 + data), memcpy(h + 8, "WAVEfmt ", 8);
    put32(h + 16, 16), put16(h + 20, 1), put16(h + 22, 1), put32(h + 24, RATE);
    put32(h + 28, RATE * 2), put16(h + 32, 2), put16(h + 34, 16);
    memcpy(h + 36, "data", 4), put32(h + 40, data);
}

static int write_one(const char *dir, const sound *s)
{
    static int16_t pcm[MAX_SAMPLES];
    int n = render(s, pcm);
    unsigned char h[44], bytes[2];
    wav_header(h, n);
    char path[1024];
    snprintf(path, sizeof path, "%s/%s.wav", dir, s->name);
    FILE *f = fopen(path, "wb");
    if (!f) return fprintf(stderr, "gen-sounds: cannot write %s\n", path), 1;
    fwrite(h, 1, sizeof h, f);
    for (int i = 0; i < n; i++) put16(bytes, (uint16_t)pcm[i]), fwrite(bytes, 1, 2, f);
    return fclose(f) ? (fprintf(stderr, "gen-sounds: cannot write %s\n", path), 1) : 0;
}

/* Compare a committed file with a fresh rendering, sample by sample. */
static int check_one(const char *dir, const sound *s)
{
    static int16_t pcm[MAX_SAMPLES];
    int n = render(s, pcm);
    unsigned char h[44], want[44], bytes[2];
    wav_header(want, n);
    char path[1024];
    snprintf(path, sizeof path, "%s/%s.wav", dir, s->name);
    FILE *f = fopen(path, "rb");
    if (!f) return fprintf(stderr, "gen-sounds: %s is missing\n", path), 1;
    int bad = fread(h, 1, sizeof h, f) != sizeof h || memcmp(h, want, sizeof h) != 0;
    for (int i = 0; !bad && i < n; i++) {
        bad = fread(bytes, 1, 2, f) != 2;
        int got = (int16_t)(bytes[0] | bytes[1] << 8);
        if (!bad && abs(got - pcm[i]) > TOLERANCE) bad = 1;
    }
    if (!bad && fgetc(f) != EOF) bad = 1;
    fclose(f);
    if (bad)
        fprintf(stderr, "gen-sounds: %s differs from its formula (run tools/gen-sounds)\n", path);
    return bad;
}

int main(int argc, char **argv)
{
    bool check = argc == 3 && !strcmp(argv[1], "--check");
    if (argc != 2 + check || (argv[1][0] == '-' && !check)) {
        fprintf(stderr, "usage: gen-sounds [--check] DIR\n");
        return 2;
    }
    const char *dir = argv[argc - 1];
    int bad = 0;
    for (int i = 0; i < N_SOUNDS; i++)
        bad += check ? check_one(dir, &sounds[i]) : write_one(dir, &sounds[i]);
    if (check && !bad) printf("gen-sounds: all %d sounds match\n", N_SOUNDS);
    return bad ? 1 : 0;
}
