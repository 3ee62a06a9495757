/* Save files: a versioned line-based text format (docs/save-format.md),
 * written atomically and read by a strict parser that names line and reason. */
#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "file_io.h"
#include "metro/game.h"
#include "metro/module.h"

#define SAVE_MAGIC     "metro-save 2" /* the version written */
#define SAVE_MAGIC_V1  "metro-save 1" /* still read: no checksum line */
#define SAVE_MAX_BYTES (1 << 20)

static void clean_text(char *dst, size_t n, const char *src)
{
    /* Names are one line of printable text; anything else becomes '?'. */
    size_t i = 0;
    for (; src[i] && i + 1 < n; i++)
        dst[i] = (unsigned char)src[i] < 0x20 || src[i] == 0x7f ? '?' : src[i];
    dst[i] = 0;
    if (!i) snprintf(dst, n, "?");
}

/* CRC-32 (the zlib/PNG polynomial, reflected): it detects every change of up
 * to 32 consecutive bits, so every one-byte change of a save. The byte table
 * is built by the preprocessor: entry n is n shifted through 8 steps. */
#define CRC_STEP(c)  ((c) >> 1 ^ ((c)&1u ? 0xedb88320u : 0u))
#define CRC_STEP2(c) CRC_STEP(CRC_STEP(c))
#define CRC_BYTE(n)  CRC_STEP2(CRC_STEP2(CRC_STEP2(CRC_STEP2((uint32_t)(n)))))
#define CRC_4(n)     CRC_BYTE(n), CRC_BYTE(n + 1), CRC_BYTE(n + 2), CRC_BYTE(n + 3)
#define CRC_16(n)    CRC_4(n), CRC_4(n + 4), CRC_4(n + 8), CRC_4(n + 12)
#define CRC_64(n)    CRC_16(n), CRC_16(n + 16), CRC_16(n + 32), CRC_16(n + 48)
static const uint32_t crc_table[256] = {CRC_64(0), CRC_64(64), CRC_64(128), CRC_64(192)};

static uint32_t crc32_update(uint32_t crc, const char *p, size_t n)
{
    crc = ~crc;
    for (size_t i = 0; i < n; i++) crc = crc >> 8 ^ crc_table[(crc ^ (unsigned char)p[i]) & 255];
    return ~crc;
}

uint32_t metro_save_crc32(const char *text, size_t n)
{
    return crc32_update(0, text, n);
}

/* Lines go to the file and into the running checksum. */
typedef struct writer {
    FILE *f;
    uint32_t crc;
    bool bad;
} writer;

#ifdef __GNUC__
__attribute__((format(printf, 2, 3)))
#endif
static void
emit(writer *w, const char *fmt, ...)
{
    char line[600];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    if (n < 0 || (size_t)n >= sizeof line) {
        w->bad = true;
        return;
    }
    w->crc = crc32_update(w->crc, line, (size_t)n);
    if (fwrite(line, 1, (size_t)n, w->f) != (size_t)n) w->bad = true;
}

int metro_game_write(const metro_game *g, FILE *f)
{
    char mods[256], name[METRO_NAME_LEN], ctl[METRO_CONTROLLER_LEN], mv[64];
    const metro_config *c = &g->cfg;
    writer w = {f, 0, false};
    metro_modules_format(c->modules, mods, sizeof mods);
    emit(&w, "%s\n", SAVE_MAGIC);
    emit(&w, "players %d\nhand %d\nfree-orientation %s\n", c->players, c->hand_size,
         c->free_orientation ? "yes" : "no");
    emit(&w, "modules %s\n", mods);
    for (int i = 0; i < metro_module_count(); i++)
        if ((c->modules >> i & 1u) && metro_module_get(i)->option.key)
            emit(&w, "option %s %d\n", metro_module_get(i)->id, c->module_option[i]);
    emit(&w, "seed %" PRIu64 "\n", c->seed);
    for (int p = 0; p < c->players; p++) {
        clean_text(name, sizeof name, g->seat[p].name);
        clean_text(ctl, sizeof ctl, g->seat[p].controller);
        for (char *q = ctl; *q; q++)
            if (isspace((unsigned char)*q)) *q = '-';
        emit(&w, "seat %d %s %s\n", p + 1, ctl, name);
    }
    emit(&w, "cursor %d\n", g->cursor);
    /* Moves are formatted in the position they were played in. */
    metro_state s = g->initial;
    for (int i = 0; i < g->n_moves; i++) {
        metro_move_format(&s, &g->moves[i], mv, sizeof mv);
        emit(&w, "move %s\n", mv);
        metro_apply_unchecked(&s, &g->moves[i]);
    }
    /* The checksum covers every byte above it; it is not part of itself. */
    fprintf(f, "checksum %08" PRIx32 "\nend\n", w.crc);
    return w.bad || ferror(f) ? -1 : 0;
}

static int write_game(FILE *f, const void *g)
{
    return metro_game_write(g, f);
}

int metro_game_save(const metro_game *g, const char *path, char *err, size_t errlen)
{
    return metro_file_write_atomic(path, write_game, g, err, errlen);
}

/* ---- Loading ------------------------------------------------------------- */

typedef struct reader {
    const char *name, *at;
    int line, version;
    char buf[512];
    char *err;
    size_t errlen;
} reader;

static int fail(reader *r, const char *fmt, ...)
{
    char msg[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    snprintf(r->err, r->errlen, "%s:%d: %s", r->name, r->line, msg);
    return -1;
}

/* Next line into r->buf; 0 at end of text, -1 (with message) if too long. */
static int next_line(reader *r)
{
    if (!*r->at) return 0;
    r->line++;
    const char *e = strchr(r->at, '\n');
    size_t len = e ? (size_t)(e - r->at) : strlen(r->at);
    if (len && r->at[len - 1] == '\r') len--; /* tolerate CRLF from other editors */
    if (len >= sizeof r->buf) return fail(r, "line longer than %zu characters", sizeof r->buf - 1);
    memcpy(r->buf, r->at, len);
    r->buf[len] = 0;
    r->at = e ? e + 1 : r->at + strlen(r->at);
    return 1;
}

/* Expect "key value"; returns the value or NULL with an error. */
static const char *expect_key(reader *r, const char *key)
{
    int rc = next_line(r);
    if (rc < 0) return NULL;
    if (!rc) {
        r->line++;
        fail(r, "file ends early: expected '%s'", key);
        return NULL;
    }
    size_t k = strlen(key);
    if (strncmp(r->buf, key, k) != 0 || (r->buf[k] != ' ' && r->buf[k] != 0)) {
        fail(r, "expected '%s ...', found '%.60s'", key, r->buf);
        return NULL;
    }
    return r->buf[k] ? r->buf + k + 1 : r->buf + k;
}

static int parse_int(reader *r, const char *v, const char *what, long lo, long hi, long *out)
{
    char *end;
    *out = 0; /* written on every path: gcc -fsanitize=thread otherwise warns at the callers */
    errno = 0;
    long x = strtol(v, &end, 10);
    if (!*v || *end || errno || x < lo || x > hi)
        return fail(r, "%s '%.40s' is not a whole number from %ld to %ld", what, v, lo, hi);
    *out = x;
    return 0;
}

static int read_config(reader *r, metro_config *c)
{
    const char *v;
    long x;
    char why[256];
    if (!(v = expect_key(r, "players")) || parse_int(r, v, "players", 1, METRO_MAX_PLAYERS, &x))
        return -1;
    metro_config_default(c, (int)x);
    if (!(v = expect_key(r, "hand")) || parse_int(r, v, "hand size", 1, METRO_MAX_HAND, &x))
        return -1;
    c->hand_size = (int)x;
    if (!(v = expect_key(r, "free-orientation"))) return -1;
    if (strcmp(v, "yes") && strcmp(v, "no")) return fail(r, "free-orientation must be yes or no");
    c->free_orientation = v[0] == 'y';
    if (!(v = expect_key(r, "modules"))) return -1;
    if (metro_modules_parse(v, &c->modules, why, sizeof why)) return fail(r, "%s", why);
    for (int i = 0; i < metro_module_count(); i++) {
        const struct metro_module *m = metro_module_get(i);
        if (!(c->modules >> i & 1u) || !m->option.key) continue;
        char key[64];
        snprintf(key, sizeof key, "option %s", m->id);
        if (!(v = expect_key(r, key)) ||
            parse_int(r, v, m->option.label, m->option.min, m->option.max, &x))
            return -1;
        c->module_option[i] = (int)x;
    }
    if (!(v = expect_key(r, "seed"))) return -1;
    char *end;
    errno = 0;
    c->seed = strtoull(v, &end, 10);
    if (!isdigit((unsigned char)*v) || *end || errno)
        return fail(r, "seed '%.40s' is not a whole number from 0 to 2^64-1", v);
    return 0;
}

static int read_seats(reader *r, metro_game *g)
{
    for (int p = 0; p < g->cfg.players; p++) {
        const char *v = expect_key(r, "seat");
        if (!v) return -1;
        int num, used = 0;
        char ctl[METRO_CONTROLLER_LEN];
        /* NAME is everything after the one space that follows CONTROLLER, so
         * a name's leading spaces survive the round trip. */
        if (sscanf(v, "%d %31s%n", &num, ctl, &used) != 2 || num != p + 1 || v[used] != ' ' ||
            !v[used + 1])
            return fail(r, "expected 'seat %d CONTROLLER NAME'", p + 1);
        snprintf(g->seat[p].controller, sizeof g->seat[p].controller, "%s", ctl);
        clean_text(g->seat[p].name, sizeof g->seat[p].name, v + used + 1);
    }
    return 0;
}

static int read_moves(reader *r, metro_game *g, long cursor)
{
    char why[256];
    for (;;) {
        int rc = next_line(r);
        if (rc < 0) return -1;
        if (!rc) return r->line++, fail(r, "file ends early: no 'end' line (truncated?)");
        if (strcmp(r->buf, "end") == 0) {
            if (r->version > 1) return fail(r, "'end' before the 'checksum' line");
            break;
        }
        if (r->version > 1 && strncmp(r->buf, "checksum ", 9) == 0) { /* checked before */
            if ((rc = next_line(r)) < 0) return -1;
            if (!rc) return r->line++, fail(r, "file ends early: no 'end' line (truncated?)");
            if (strcmp(r->buf, "end") != 0) return fail(r, "expected 'end' after the checksum");
            break;
        }
        if (strncmp(r->buf, "move ", 5) != 0)
            return fail(r, "expected 'move ...' or 'end', found '%.60s'", r->buf);
        metro_move m;
        if (metro_move_parse(&g->state, r->buf + 5, &m, why, sizeof why)) return fail(r, "%s", why);
        int err = metro_move_check(&g->state, &m, why, sizeof why);
        if (err)
            return fail(r, "illegal move '%.40s': %s", r->buf + 5,
                        why[0] ? why : metro_error_text(err));
        if (metro_game_play(g, &m)) return fail(r, "too many moves");
    }
    while (next_line(r) > 0)
        if (r->buf[0]) return fail(r, "text after 'end'");
    if (cursor > g->n_moves)
        return fail(r, "cursor %ld is past the %d moves in the file", cursor, g->n_moves);
    metro_game_seek(g, (int)cursor);
    return 0;
}

/* Version 2: the "checksum HEX" line must match the CRC-32 of every byte
 * before it. Checked before anything is parsed, so a damaged file is reported
 * as damaged, not as whatever its changed bytes happen to say. */
static int verify_checksum(reader *r, const char *text)
{
    const char *at = text;
    int line = 1;
    while (*at && strncmp(at, "checksum ", 9) != 0) {
        const char *e = strchr(at, '\n');
        if (!e) break;
        at = e + 1, line++;
    }
    r->line = line;
    if (strncmp(at, "checksum ", 9) != 0)
        return fail(r, "damaged or truncated: no 'checksum' line (a version 2 save ends with "
                       "'checksum' and 'end')");
    const char *h = at + 9;
    uint32_t want = 0;
    int k = 0;
    for (; k < 8 && ((h[k] >= '0' && h[k] <= '9') || (h[k] >= 'a' && h[k] <= 'f')); k++)
        want = want << 4 | (uint32_t)(h[k] <= '9' ? h[k] - '0' : h[k] - 'a' + 10);
    if (k < 8 || !(h[8] == '\n' || (h[8] == '\r' && h[9] == '\n')))
        return fail(r, "damaged: the checksum line is not 'checksum' and 8 hex digits");
    uint32_t got = metro_save_crc32(text, (size_t)(at - text));
    if (got != want)
        return fail(r,
                    "damaged: the contents do not match the checksum (%08" PRIx32
                    " saved, %08" PRIx32
                    " computed): the file was changed or corrupted after it was saved",
                    want, got);
    return 0;
}

/* The first line: which format version, or an error. */
static int read_magic(reader *r, const char *text)
{
    if (next_line(r) > 0) {
        if (strcmp(r->buf, SAVE_MAGIC_V1) == 0) return r->version = 1, 0;
        if (strcmp(r->buf, SAVE_MAGIC) == 0) {
            r->version = 2;
            if (verify_checksum(r, text)) return METRO_LOAD_DAMAGED;
            r->line = 1;
            return 0;
        }
        long v;
        char *end;
        if (strncmp(r->buf, "metro-save ", 11) == 0 && (v = strtol(r->buf + 11, &end, 10)) > 2 &&
            !*end) {
            fail(r, "save format version %ld is newer than this program reads (1 and 2)", v);
            return METRO_LOAD_TOO_NEW;
        }
    }
    if (!r->line) r->line = 1;
    fail(r, "not a Metro save file (first line must be '%s')", SAVE_MAGIC);
    return METRO_LOAD_NOT_A_SAVE;
}

int metro_game_load_text(metro_game *out, const char *text, const char *name, char *err,
                         size_t errlen)
{
    reader r = {.name = name, .at = text, .err = err, .errlen = errlen};
    int rc = read_magic(&r, text); /* before the allocation: damage is common in fuzzing */
    if (rc) return rc;
    metro_game *g = malloc(sizeof *g);
    metro_config cfg;
    long cursor;
    const char *v;
    rc = METRO_LOAD_INVALID; /* from here on the file is a save whose contents are wrong */
    if (!g) return snprintf(err, errlen, "%s: out of memory", name), METRO_LOAD_UNREADABLE;
    if (read_config(&r, &cfg)) goto done;
    char why[256];
    if (metro_game_new(g, &cfg, why, sizeof why)) {
        fail(&r, "%s", why);
        goto done;
    }
    if (read_seats(&r, g)) goto done;
    if (!(v = expect_key(&r, "cursor")) ||
        parse_int(&r, v, "cursor", 0, METRO_MAX_HISTORY, &cursor))
        goto done;
    if (read_moves(&r, g, cursor)) goto done;
    *out = *g;
    rc = 0;
done:
    free(g);
    return rc;
}

int metro_game_load(metro_game *g, const char *path, char *err, size_t errlen)
{
    char *text = NULL, why[200];
    size_t n = 0;
    if (metro_file_read(path, SAVE_MAX_BYTES, &text, &n, why, sizeof why)) {
        bool large = strncmp(why, "larger", 6) == 0;
        snprintf(err, errlen, "%s:0: %s%s", path, why, large ? ": not a save file" : "");
        return large ? METRO_LOAD_NOT_A_SAVE : METRO_LOAD_UNREADABLE;
    }
    int rc = METRO_LOAD_NOT_A_SAVE;
    if (memchr(text, 0, n))
        snprintf(err, errlen, "%s:0: contains a NUL byte: not a text save file", path);
    else
        rc = metro_game_load_text(g, text, path, err, errlen);
    free(text);
    return rc;
}
