/* Field-by-field binary encoding for what travels between machines (seat views,
 * network messages, docs/protocol.md): little-endian integers of fixed width
 * and short strings, written into a caller's buffer and read back with every
 * value range-checked. Never raw memory: padding and layout stay private. */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* A writer into buf[0..cap). Writing past cap sets `full` and drops the
 * rest, so a caller checks once at the end. */
typedef struct metro_wire_out {
    uint8_t *buf;
    size_t cap, len;
    bool full;
} metro_wire_out;

void metro_wire_out_init(metro_wire_out *w, void *buf, size_t cap);
void metro_wire_put_u8(metro_wire_out *w, unsigned v);
void metro_wire_put_u16(metro_wire_out *w, unsigned v);
void metro_wire_put_u32(metro_wire_out *w, uint32_t v);
void metro_wire_put_u64(metro_wire_out *w, uint64_t v);
void metro_wire_put_i8(metro_wire_out *w, int v);
void metro_wire_put_i16(metro_wire_out *w, int v);
void metro_wire_put_bytes(metro_wire_out *w, const void *p, size_t n);
/* A string of at most 255 bytes: its length as one byte, then the bytes. */
void metro_wire_put_str(metro_wire_out *w, const char *s);
/* Arrays of small integers, one fixed-width value each. */
void metro_wire_put_u8s(metro_wire_out *w, const uint8_t *a, int n);
void metro_wire_put_i8s(metro_wire_out *w, const int8_t *a, int n);
void metro_wire_put_i16s(metro_wire_out *w, const int16_t *a, int n);

/* A reader of p[0..len). The first problem (too short, a value out of its
 * range) is kept in `why` and every later read returns 0: check `bad` once
 * after reading a whole message. */
typedef struct metro_wire_in {
    const uint8_t *p;
    size_t len, at;
    bool bad;
    char why[120];
} metro_wire_in;

void metro_wire_in_init(metro_wire_in *r, const void *p, size_t len);
/* Marks the input bad with a reason (printf-style); keeps the first one. */
void metro_wire_fail(metro_wire_in *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Whole numbers checked against [lo, hi]; `what` names the field in `why`. */
long metro_wire_get_u8(metro_wire_in *r, long lo, long hi, const char *what);
long metro_wire_get_u16(metro_wire_in *r, long lo, long hi, const char *what);
uint32_t metro_wire_get_u32(metro_wire_in *r, const char *what);
uint64_t metro_wire_get_u64(metro_wire_in *r, const char *what);
long metro_wire_get_i8(metro_wire_in *r, long lo, long hi, const char *what);
long metro_wire_get_i16(metro_wire_in *r, long lo, long hi, const char *what);
bool metro_wire_get_bytes(metro_wire_in *r, void *out, size_t n, const char *what);
/* A string written by metro_wire_put_str into out[cap] (NUL-terminated):
 * longer than max_len bytes, or holding a NUL byte, is bad. */
bool metro_wire_get_str(metro_wire_in *r, char *out, size_t cap, size_t max_len, const char *what);
void metro_wire_get_u8s(metro_wire_in *r, uint8_t *a, int n, long lo, long hi, const char *what);
void metro_wire_get_i8s(metro_wire_in *r, int8_t *a, int n, long lo, long hi, const char *what);
void metro_wire_get_i16s(metro_wire_in *r, int16_t *a, int n, long lo, long hi, const char *what);
/* The whole input was read: anything left over makes it bad. */
bool metro_wire_end(metro_wire_in *r, const char *what);
