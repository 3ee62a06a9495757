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

/* ---- Metro City New York (§7) ---------------------------------------------- */
/* Tourist colour 0..7 placed at station 1..32 (it stays named after it is
 * taken), -1 without New York. */
int metro_ny_tourist(const metro_state *s, int station);
/* Score account that took the tourist of the station, -1 while it waits. */
int metro_ny_taken_by(const metro_state *s, int station);
/* Board 0..7 of a score account (a seat, or a company with shares), -1 none. */
int metro_ny_board(const metro_state *s, int account);
/* Points of one tourist of `colour` on `board` (edition data). */
int metro_ny_board_value(int board, int colour);
/* The sight of a tourist colour on the boards ("Times Square"). */
const char *metro_ny_sight(int colour);
/* Tourists of `colour` that `account` has taken; its city points now. */
int metro_ny_count(const metro_state *s, int account, int colour);
int metro_ny_points(const metro_state *s, int account);
/* Points of count[c] tourists of each colour c on `board` (pure). */
int metro_ny_score(int board, const int count[8]);

/* TEMPORARY (until the shared city helpers land) */
const char *metro_tourist_colour_name(int colour);
int metro_tourist_colour_by_name(const char *name);

/* ---- Metro City St. Petersburg (§7.5) ----------------------------------------- */
/* Square and name of sight 0..7 (edition data). */
int metro_spb_sight_square(int sight);
const char *metro_spb_sight_name(int sight);
/* What is on the sight's square: -2 the sight, -1 a tile whose tourist is
 * being chosen, else the tourist's colour (-3 without St. Petersburg). */
int metro_spb_colour(const metro_state *s, int sight);
/* Sight whose tourist the player to move must choose now, -1 none. */
int metro_spb_pending(const metro_state *s);
/* Chips still stacked on the sight's tile. */
int metro_spb_stack_left(const metro_state *s, int sight);
/* The 4 chip values of a colour (public: sorted face up at set-up). */
int metro_spb_chip_values(int colour, int out[4]);
/* The chips an account holds: colour and value of each (SECRET: a value may
 * be shown only to its holder, or at the end); returns the count. */
int metro_spb_chips(const metro_state *s, int account, int colour[], int value[]);
int metro_spb_points(const metro_state *s, int account);

/* ---- Metro City Berlin (§7.6) ---------------------------------------------------- */
/* Tourist colour on a start-group square, -1 for other squares. */
int metro_berlin_tourist_at(const metro_state *s, int sq);
/* Colour of the tourist on sight 0..7, and the sight of a colour. */
int metro_berlin_sight_tourist(const metro_state *s, int sight);
int metro_berlin_sight_of(const metro_state *s, int colour);
const char *metro_berlin_sight_name(int sight);
/* Side shown by a sight (0 A, 1 B) and its high and low values. */
int metro_berlin_side(const metro_state *s, int sight);
void metro_berlin_values(const metro_state *s, int sight, int *high, int *low);
/* Tickets of a colour an account holds; the imaginary player's (8 minus all
 * those taken). */
int metro_berlin_tickets(const metro_state *s, int account, int colour);
int metro_berlin_imaginary(const metro_state *s, int colour);
/* Points of one colour's ranking for an account, and its total. */
int metro_berlin_colour_points(const metro_state *s, int account, int colour);
int metro_berlin_points(const metro_state *s, int account);
/* Ranking of one colour (pure): holders with tickets[i] > 0 are ranked; the
 * most take `high`, the next `low`; tied holders share the sum of the places
 * they cover, rounded down. */
void metro_berlin_rank_points(const int tickets[], int n, int high, int low, int out[]);
