/* Tiny assertion helpers for the test programs: count checks, report failures. */
#pragma once

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

typedef struct check_counts {
    long passed, failed;
} check_counts;

/* One counter per test program (static local of a static inline function). */
static inline check_counts *check_get_counts(void)
{
    static check_counts counts;
    return &counts;
}

/* Records one check; prints where and why when it fails. Returns ok. */
static inline int check_record(int ok, const char *file, int line, const char *what)
{
    check_counts *c = check_get_counts();
    if (ok) {
        c->passed++;
    } else {
        c->failed++;
        if (c->failed <= 50) fprintf(stderr, "%s:%d: FAILED: %s\n", file, line, what);
    }
    return ok;
}

static inline int check_int(long long a, long long b, const char *file, int line, const char *ea,
                            const char *eb)
{
    if (a == b) return check_record(1, file, line, "");
    char msg[512];
    snprintf(msg, sizeof msg, "%s == %s (%lld != %lld)", ea, eb, a, b);
    return check_record(0, file, line, msg);
}

static inline int check_u64(uint64_t a, uint64_t b, const char *file, int line, const char *ea,
                            const char *eb)
{
    if (a == b) return check_record(1, file, line, "");
    char msg[512];
    snprintf(msg, sizeof msg, "%s == %s (0x%016" PRIx64 " != 0x%016" PRIx64 ")", ea, eb, a, b);
    return check_record(0, file, line, msg);
}

static inline int check_str(const char *a, const char *b, const char *file, int line,
                            const char *ea, const char *eb)
{
    if (a && b && strcmp(a, b) == 0) return check_record(1, file, line, "");
    char msg[640];
    snprintf(msg, sizeof msg, "%s == %s (\"%.250s\" != \"%.250s\")", ea, eb, a ? a : "(null)",
             b ? b : "(null)");
    return check_record(0, file, line, msg);
}

/* Prints the closing line; the program's exit code (1 on any failure). */
static inline int check_done(void)
{
    check_counts *c = check_get_counts();
    printf("%ld passed, %ld failed\n", c->passed, c->failed);
    return c->failed ? 1 : 0;
}

static inline long check_failures(void)
{
    return check_get_counts()->failed;
}

#define CHECK(cond)          check_record(!!(cond), __FILE__, __LINE__, #cond)
#define CHECK_MSG(cond, msg) check_record(!!(cond), __FILE__, __LINE__, (msg))
#define CHECK_EQ(a, b)       check_int((long long)(a), (long long)(b), __FILE__, __LINE__, #a, #b)
#define CHECK_EQ_U64(a, b)   check_u64((uint64_t)(a), (uint64_t)(b), __FILE__, __LINE__, #a, #b)
#define CHECK_STR(a, b)      check_str((a), (b), __FILE__, __LINE__, #a, #b)
