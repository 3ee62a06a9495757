/* Read-only views of the expansion modules' state (docs/rules.md §6) for the
 * frontend, the CLI and tests, so no one else needs the modules' structs. */
#pragma once

#include <stdbool.h>

#include "metro/engine.h"

enum {
    METRO_SHARE_STACKS = 4, /* 10 %, 20 %, 30 %, 40 %: stack k holds the (k+1)*10 % shares */
};

/* True when the module with this registry id is in play in s. */
bool metro_module_active(const metro_state *s, const char *id);

/* ---- Module 1: companies and shares ------------------------------------- */
/* Company 0..7 of the (k+1)*10 % share that `seat` holds, -1 without shares. */
int metro_shares_holding(const metro_state *s, int seat, int stack);
/* The share was shown for a central station token (§6.1): it is face up in
 * front of its holder and may no longer be swapped. */
bool metro_shares_frozen(const metro_state *s, int seat, int stack);
/* Face-up card beside stack k (company), and face-down cards under it. */
int metro_shares_face_up(const metro_state *s, int stack);
int metro_shares_stack_count(const metro_state *s, int stack);
/* Swapping is allowed only while every company has fewer than 25 points. */
bool metro_shares_swap_open(const metro_state *s);
/* Total percentage of company c held by seat (0..100). */
int metro_shares_percent(const metro_state *s, int seat, int company);
/* Points on company c's track (lines scored for it so far). */
int metro_company_points(const metro_state *s, int company);

/* The end-of-game payout table (§6.1). */
typedef struct metro_payout {
    int points[METRO_COMPANIES];                     /* company points */
    int value[METRO_COMPANIES];                      /* rank value 8..1, ties share */
    int percent[METRO_MAX_PLAYERS][METRO_COMPANIES]; /* holdings */
    int share_points[METRO_MAX_PLAYERS];             /* sum of percent/10 * value */
    int bonus[METRO_MAX_PLAYERS][METRO_COMPANIES];   /* majority bonus per company */
    int total[METRO_MAX_PLAYERS];                    /* share points + bonuses */
} metro_payout;

/* Rank values: the company with most points is worth 8, the next 7 ...;
 * tied companies all take the higher value and skip the values they cover. */
void metro_company_values(const int points[METRO_COMPANIES], int value[METRO_COMPANIES]);
/* Fills `out` from points[] and percent[][] of `players` seats (pure). */
void metro_payout_compute(const int points[METRO_COMPANIES], int players,
                          const int percent[][METRO_COMPANIES], metro_payout *out);
/* The payout of the position s (shares in play). */
void metro_shares_payout(const metro_state *s, metro_payout *out);

/* ---- Module 2: central stations ------------------------------------------ */
/* Score account owning the token on centre slot 0..7 (a seat, or
 * METRO_ACCOUNT_COMPANY0 + company with shares), -1 when the slot is free. */
int metro_token_owner(const metro_state *s, int slot);
/* Seat that placed the token on the slot, -1 when free. */
int metro_token_placed_by(const metro_state *s, int slot);
/* Whether a token is still available: for a seat (without shares) or for
 * METRO_ACCOUNT_COMPANY0 + company (with shares). */
bool metro_token_available(const metro_state *s, int account);
/* Centre slot is free for a token now: no token and its square is empty. */
bool metro_token_slot_free(const metro_state *s, int slot);

/* ---- Module 4a: station numbers ------------------------------------------ */
/* Seat holding the chit of station 1..32, -1 when nobody does. */
int metro_chit_holder(const metro_state *s, int station);
/* Stations whose chits `seat` holds, ascending; returns the count. */
int metro_chits_of(const metro_state *s, int seat, int out[METRO_STATIONS]);
/* What the chit of station 1..32 pays now: the points of the line that
 * arrived there, doubled for a line from a central station; 0 if none. */
int metro_chit_points(const metro_state *s, int station);

/* ---- Module 4b: solo -------------------------------------------------------- */
/* Company whose share is revealed this turn, -1 when none. */
int metro_solo_revealed(const metro_state *s);
/* The player may still refuse a face-up tile this turn (§6.5). */
bool metro_solo_refuse_allowed(const metro_state *s);
/* Shares still face down in the draw pile / still in the game. */
int metro_solo_pile_left(const metro_state *s);
int metro_solo_shares_left(const metro_state *s);
/* The face-up tiles are the seat's hand: s->hand[0][0..s->hand_size). */
/* Solo score from the 8 company points: the lowest company; harder variant:
 * minus the gap between the highest and the lowest (pure). */
int metro_solo_score_from(const int points[METRO_COMPANIES], bool hard);
bool metro_solo_hard(const metro_state *s);

/* ---- Metro City (§7): what every city shares ----------------------------------- */
enum {
    METRO_CITY_COLOURS = 8,   /* tourist colours */
    METRO_CITY_TOURISTS = 32, /* tourists in a city, at most */
};
/* "red" .. "brown", and the symbol that tells each apart without hue
 * ("circle" ..; the UI draws ui_symbol kind = colour). "?" out of range. */
const char *metro_city_colour_name(int colour);
const char *metro_city_colour_symbol(int colour);
/* One of the 32 inner squares: neither on the border ring nor the centre. */
bool metro_city_is_inner(int sq);
/* Registry slot of the city in play (module group "city"), -1 if none. */
int metro_city_slot(const metro_state *s);
/* Squares holding tourists, and the colours of the tourists on one. */
uint64_t metro_city_tourist_squares(const metro_state *s);
int metro_city_tourists_on(const metro_state *s, int sq, int colour[METRO_CITY_TOURISTS]);
