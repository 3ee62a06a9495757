/* Private state structs of the expansion modules, shared only by src/modules. */
#pragma once

#include <stdint.h>

#include "metro/module.h"
#include "metro/modules.h"

/* Module 1 (shares.c). A player always holds one share of each stack. */
typedef struct shares_state {
    int8_t holding[METRO_MAX_PLAYERS][METRO_SHARE_STACKS]; /* company per seat and stack */
    uint8_t frozen[METRO_MAX_PLAYERS]; /* bit k: stack-k share shown for a token */
    uint8_t known[METRO_MAX_PLAYERS];  /* bit k: everyone saw it taken face up */
    int8_t face_up[METRO_SHARE_STACKS];
    uint8_t stack[METRO_SHARE_STACKS][METRO_COMPANIES]; /* face-down, [0] is the top */
    uint8_t stack_len[METRO_SHARE_STACKS];
} shares_state;
_Static_assert(sizeof(shares_state) <= METRO_MODULE_BYTES, "shares state too big");

/* Module 2 (central_stations.c). */
typedef struct stations_state {
    int8_t owner[METRO_CENTRE_SIDES];     /* score account of the token's line, -1 free */
    int8_t placed_by[METRO_CENTRE_SIDES]; /* seat that placed it */
    uint8_t seat_used;                    /* bit p: seat p's own token is placed */
    uint8_t company_used;                 /* bit c: company c's token is placed (shares) */
} stations_state;
_Static_assert(sizeof(stations_state) <= METRO_MODULE_BYTES, "stations state too big");

/* Module 4a (station_numbers.c). */
typedef struct chits_state {
    int8_t holder[METRO_STATIONS + 1]; /* seat holding station st's chit, -1 none */
} chits_state;
_Static_assert(sizeof(chits_state) <= METRO_MODULE_BYTES, "chits state too big");

/* Module 4b (solo.c). */
typedef struct solo_state {
    uint8_t pile[METRO_COMPANIES]; /* face-down shares; the top is pile[pile_len-1] */
    uint8_t discard[METRO_COMPANIES];
    uint8_t pile_len, discard_len;
    int8_t revealed;    /* company revealed this turn, -1 none */
    uint8_t removed;    /* bit c: all of company c's lines are done, its share is out */
    uint8_t reshuffles; /* times the pile was used up and reshuffled */
    uint8_t refused;    /* a face-up tile was refused this turn */
} solo_state;
_Static_assert(sizeof(solo_state) <= METRO_MODULE_BYTES, "solo state too big");

/* Slot of the module `id` if it is in play in s, else -1. */
static inline int module_slot_active(const metro_state *s, const char *id)
{
    int slot = metro_module_find(id);
    return slot >= 0 && (s->cfg.modules >> slot & 1u) ? slot : -1;
}

/* Shares state of s, NULL when module 1 is not in play. */
static inline shares_state *module_shares(metro_state *s)
{
    int slot = module_slot_active(s, "shares");
    return slot < 0 ? NULL : METRO_MODULE_STATE(shares_state, s, slot);
}
static inline const shares_state *module_shares_const(const metro_state *s)
{
    int slot = module_slot_active(s, "shares");
    return slot < 0 ? NULL : METRO_MODULE_STATE_CONST(shares_state, s, slot);
}

/* Lines 0..31 belong to the companies of §3 (module 1 and solo). */
static inline void module_give_lines_to_companies(metro_state *s)
{
    for (int id = 0; id < METRO_STATIONS; id++)
        s->line[id].owner = (int8_t)(METRO_ACCOUNT_COMPANY0 + metro_station_company(id + 1));
}

/* Split module move text "a:b:c" at ':' into at most `max` fields (copied
 * into buf); returns the number of fields, -1 if too long or too many. */
static inline int module_split(const char *text, char *buf, size_t n, char *field[], int max)
{
    size_t len = 0;
    while (text[len]) len++;
    if (len >= n) return -1;
    for (size_t i = 0; i <= len; i++) buf[i] = text[i];
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
    for (int c = 0; c < METRO_COMPANIES; c++) {
        const char *a = metro_company_name(c), *b = name;
        while (*a && *a == *b) a++, b++;
        if (!*a && !*b) return c;
    }
    return -1;
}

/* §6.1: swapping is allowed only while no company has 25 or more points. */
enum { SHARES_SWAP_CUTOFF = 25 };
static inline bool shares_swap_open(const metro_state *s)
{
    for (int c = 0; c < METRO_COMPANIES; c++)
        if (s->score[METRO_ACCOUNT_COMPANY0 + c] >= SHARES_SWAP_CUTOFF) return false;
    return true;
}

/* Edition reading of §6.5: during the first pass through the share pile
 * (before it is first used up) one face-up tile may be refused per turn,
 * while the deck has a tile to replace it. */
static inline bool solo_refuse_open(const metro_state *s, const solo_state *st)
{
    return !metro_over(s) && !st->reshuffles && st->pile_len && !st->refused &&
           metro_deck_left(s) > 0;
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
