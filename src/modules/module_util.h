/* Helpers shared by the module files (each module's state stays in its own .c). */
#pragma once

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "metro/module.h"
#include "metro/modules.h"
#include "metro_module_list.h"

/* Slot of each module, from the one generated list (same order as the
 * engine's registry table): MODULE_SLOT_shares, MODULE_SLOT_solo, ... */
enum module_slot {
#define MODULE_SLOT_OF(name) MODULE_SLOT_##name,
    METRO_MODULE_LIST(MODULE_SLOT_OF)
#undef MODULE_SLOT_OF
        MODULE_SLOT_COUNT
};

/* True when the module in `slot` is in play in s. */
static inline bool module_in_play(const metro_state *s, int slot)
{
    return s->cfg.modules >> slot & 1u;
}

/* Lines 0..31 belong to the companies of §3 (module 1 and solo). */
static inline void module_give_lines_to_companies(metro_state *s)
{
    for (int id = 0; id < METRO_STATIONS; id++)
        s->line[id].owner = (int8_t)(METRO_ACCOUNT_COMPANY0 + metro_station_company(id + 1));
}

/* "companies P0 .. P7": the points of yellow .. white, for summaries. */
static inline int module_company_points_text(const metro_state *s, char *out, size_t n)
{
    size_t at = (size_t)snprintf(out, n, "companies");
    for (int c = 0; c < METRO_COMPANIES; c++)
        at += (size_t)snprintf(out + at, at < n ? n - at : 0, " %d",
                               s->score[METRO_ACCOUNT_COMPANY0 + c]);
    return (int)at;
}

/* Split module move text "a:b:c" at ':' into at most `max` fields (copied
 * into buf); returns the number of fields, -1 if too long or too many. */
static inline int module_split(const char *text, char *buf, size_t n, char *field[], int max)
{
    size_t len = strlen(text);
    if (len >= n) return -1;
    memcpy(buf, text, len + 1);
    int k = 0;
    field[k++] = buf;
    for (char *p = buf; *p; p++)
        if (*p == ':') {
            if (k == max) return -1;
            *p = 0;
            field[k++] = p + 1;
        }
    return k;
}

/* A whole number 0..999 written with digits only; -1 otherwise. */
static inline int module_number(const char *f)
{
    int v = 0, digits = 0;
    for (; *f; f++, digits++) {
        if (*f < '0' || *f > '9' || digits == 3) return -1;
        v = v * 10 + (*f - '0');
    }
    return digits ? v : -1;
}

/* Company 0..7 by colour name ("yellow" ... "white"), -1 if none. */
static inline int module_company_by_name(const char *name)
{
    for (int c = 0; c < METRO_COMPANIES; c++)
        if (!strcmp(metro_company_name(c), name)) return c;
    return -1;
}

/* Sort a few bytes ascending. Hidden-information redeals sort their pool
 * before shuffling, so the new deal depends only on what the seat can see. */
static inline void module_sort_bytes(uint8_t *a, int n)
{
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && a[j - 1] > a[j]; j--) {
            uint8_t t = a[j];
            a[j] = a[j - 1];
            a[j - 1] = t;
        }
}

/* The same for a few ints (seat views deal values in ascending order). */
static inline void module_sort_ints(int *a, int n)
{
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && a[j - 1] > a[j]; j--) {
            int t = a[j];
            a[j] = a[j - 1];
            a[j - 1] = t;
        }
}
