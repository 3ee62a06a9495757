/* Field-by-field binary encoding (include/metro/wire.h): fixed-width
 * little-endian integers written one byte at a time, so the bytes are the
 * same on every machine, and a reader that checks every value it returns. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "metro/wire.h"

void metro_wire_out_init(metro_wire_out *w, void *buf, size_t cap)
{
    *w = (metro_wire_out){.buf = buf, .cap = cap};
}

static void put(metro_wire_out *w, uint64_t v, int bytes)
{
    if (w->full || w->cap - w->len < (size_t)bytes) {
        w->full = true;
        return;
    }
    for (int i = 0; i < bytes; i++) w->buf[w->len++] = (uint8_t)(v >> (8 * i));
}

void metro_wire_put_u8(metro_wire_out *w, unsigned v)
{
    put(w, v, 1);
}

void metro_wire_put_u16(metro_wire_out *w, unsigned v)
{
    put(w, v, 2);
}

void metro_wire_put_u32(metro_wire_out *w, uint32_t v)
{
    put(w, v, 4);
}

void metro_wire_put_u64(metro_wire_out *w, uint64_t v)
{
    put(w, v, 8);
}

void metro_wire_put_i8(metro_wire_out *w, int v)
{
    put(w, (uint64_t)(uint8_t)(int8_t)v, 1);
}

void metro_wire_put_i16(metro_wire_out *w, int v)
{
    put(w, (uint64_t)(uint16_t)(int16_t)v, 2);
}

void metro_wire_put_bytes(metro_wire_out *w, const void *p, size_t n)
{
    if (w->full || w->cap - w->len < n) {
        w->full = true;
        return;
    }
    if (n) memcpy(w->buf + w->len, p, n);
    w->len += n;
}

void metro_wire_put_str(metro_wire_out *w, const char *s)
{
    size_t n = strlen(s);
    if (n > 255) { /* callers check lengths; a longer one is a bug, not truncated */
        w->full = true;
        return;
    }
    put(w, n, 1);
    metro_wire_put_bytes(w, s, n);
}

void metro_wire_put_u8s(metro_wire_out *w, const uint8_t *a, int n)
{
    metro_wire_put_bytes(w, a, (size_t)n);
}

void metro_wire_put_i8s(metro_wire_out *w, const int8_t *a, int n)
{
    for (int i = 0; i < n; i++) metro_wire_put_i8(w, a[i]);
}

void metro_wire_put_i16s(metro_wire_out *w, const int16_t *a, int n)
{
    for (int i = 0; i < n; i++) metro_wire_put_i16(w, a[i]);
}

/* ---- Reading ------------------------------------------------------------- */

void metro_wire_in_init(metro_wire_in *r, const void *p, size_t len)
{
    *r = (metro_wire_in){.p = p, .len = len};
}

void metro_wire_fail(metro_wire_in *r, const char *fmt, ...)
{
    if (r->bad) return;
    r->bad = true;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->why, sizeof r->why, fmt, ap);
    va_end(ap);
}

/* The next `bytes` bytes as an unsigned number; 0 (and bad) when too short. */
static uint64_t take(metro_wire_in *r, int bytes, const char *what)
{
    if (r->bad) return 0;
    if (r->len - r->at < (size_t)bytes) {
        metro_wire_fail(r, "%s: message ends early (byte %zu of %zu)", what, r->at, r->len);
        return 0;
    }
    uint64_t v = 0;
    for (int i = 0; i < bytes; i++) v |= (uint64_t)r->p[r->at++] << (8 * i);
    return v;
}

static long in_range(metro_wire_in *r, long v, long lo, long hi, const char *what)
{
    if (r->bad) return 0;
    if (v < lo || v > hi) {
        metro_wire_fail(r, "%s: %ld is out of range %ld..%ld", what, v, lo, hi);
        return 0;
    }
    return v;
}

long metro_wire_get_u8(metro_wire_in *r, long lo, long hi, const char *what)
{
    return in_range(r, (long)take(r, 1, what), lo, hi, what);
}

long metro_wire_get_u16(metro_wire_in *r, long lo, long hi, const char *what)
{
    return in_range(r, (long)take(r, 2, what), lo, hi, what);
}

uint32_t metro_wire_get_u32(metro_wire_in *r, const char *what)
{
    return (uint32_t)take(r, 4, what);
}

uint64_t metro_wire_get_u64(metro_wire_in *r, const char *what)
{
    return take(r, 8, what);
}

long metro_wire_get_i8(metro_wire_in *r, long lo, long hi, const char *what)
{
    return in_range(r, (int8_t)(uint8_t)take(r, 1, what), lo, hi, what);
}

long metro_wire_get_i16(metro_wire_in *r, long lo, long hi, const char *what)
{
    return in_range(r, (int16_t)(uint16_t)take(r, 2, what), lo, hi, what);
}

bool metro_wire_get_bytes(metro_wire_in *r, void *out, size_t n, const char *what)
{
    if (r->bad) return false;
    if (r->len - r->at < n) {
        metro_wire_fail(r, "%s: message ends early (byte %zu of %zu)", what, r->at, r->len);
        return false;
    }
    if (n) memcpy(out, r->p + r->at, n);
    r->at += n;
    return true;
}

bool metro_wire_get_str(metro_wire_in *r, char *out, size_t cap, size_t max_len, const char *what)
{
    out[0] = 0;
    size_t n = (size_t)metro_wire_get_u8(r, 0, 255, what);
    if (r->bad) return false;
    if (n > max_len || n >= cap) {
        metro_wire_fail(r, "%s: %zu bytes, at most %zu", what, n,
                        max_len < cap ? max_len : cap - 1);
        return false;
    }
    if (!metro_wire_get_bytes(r, out, n, what)) return false;
    out[n] = 0;
    if (memchr(out, 0, n)) {
        metro_wire_fail(r, "%s: holds a NUL byte", what);
        out[0] = 0;
        return false;
    }
    return true;
}

void metro_wire_get_u8s(metro_wire_in *r, uint8_t *a, int n, long lo, long hi, const char *what)
{
    for (int i = 0; i < n; i++) a[i] = (uint8_t)metro_wire_get_u8(r, lo, hi, what);
}

void metro_wire_get_i8s(metro_wire_in *r, int8_t *a, int n, long lo, long hi, const char *what)
{
    for (int i = 0; i < n; i++) a[i] = (int8_t)metro_wire_get_i8(r, lo, hi, what);
}

void metro_wire_get_i16s(metro_wire_in *r, int16_t *a, int n, long lo, long hi, const char *what)
{
    for (int i = 0; i < n; i++) a[i] = (int16_t)metro_wire_get_i16(r, lo, hi, what);
}

bool metro_wire_end(metro_wire_in *r, const char *what)
{
    if (!r->bad && r->at != r->len)
        metro_wire_fail(r, "%s: %zu bytes left over after the last field", what, r->len - r->at);
    return !r->bad;
}
