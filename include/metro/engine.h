/* Metro rules engine: board geometry, tiles, game state, moves (docs/rules.md §1-§5). */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "metro/rng.h"

/* ---- Sizes ------------------------------------------------------------- */
enum {
    METRO_SIZE = 8,          /* board is 8x8 squares */
    METRO_SQUARES = 64,      /* square index = row * 8 + col */
    METRO_TILE_SQUARES = 60, /* squares that take a tile (all but the centre) */
    METRO_TILE_TYPES = 24,   /* every permutation of the 4 sides */
    METRO_DECK_SIZE = 60,
    METRO_STATIONS = 32,    /* numbered 1..32 */
    METRO_CENTRE_SIDES = 8, /* centre-facing sides, slots for module 2 tokens */
    METRO_MAX_LINES = METRO_STATIONS + METRO_CENTRE_SIDES,
    METRO_MAX_PLAYERS = 6,
    METRO_COMPANIES = 8,
    /* Score accounts: players 0..5, then companies 6..13 (module 1, solo). */
    METRO_ACCOUNT_COMPANY0 = METRO_MAX_PLAYERS,
    METRO_MAX_ACCOUNTS = METRO_MAX_PLAYERS + METRO_COMPANIES,
    METRO_MAX_HAND = 3,
    METRO_MAX_MOVES = 1024,  /* upper bound of metro_legal_moves() */
    METRO_MODULE_SLOTS = 16, /* registry size limit (bits of metro_config.modules) */
    /* Storage areas for the state of the modules in play (at most this many
     * at once): only these are copied with the state, however long the
     * registry grows (docs/modules.md, "Module state"). */
    METRO_MODULE_STORES = 4,
    METRO_MODULE_BYTES = 256,
};

#define METRO_NO_TILE     0xFF
#define METRO_NO_LINE     0xFF
#define METRO_NO_OWNER    (-1)
#define METRO_CENTRE_DEST 33 /* destination code of the central station */
/* metro_state.port_next on a square without a tile: both above every
 * station's 256 + its number. */
enum { METRO_PORT_CENTRE = 512, METRO_PORT_EMPTY = 1024 };

/* Sides of a square, clockwise. A line enters a square on a side's even exit
 * (2s) and leaves through an odd exit (2s+1). */
enum metro_side { METRO_TOP = 0, METRO_RIGHT = 1, METRO_BOTTOM = 2, METRO_LEFT = 3 };

/* ---- Tiles (tiles.c) ---------------------------------------------------- */
/* A tile type is an index 0..23 into the sorted list of the 24 four-letter
 * names ("aaaa" .. "dddd"). */
int metro_tile_from_letters(const char *four);     /* -1 if not a tile */
void metro_tile_letters(int tile, char out[5]);    /* NUL-terminated */
int metro_tile_exit(int tile, int in_side);        /* side the track leaves by */
int metro_tile_rotate(int tile, int quarter_cw);   /* rotated tile type */
int metro_tile_class(int tile);                    /* smallest type among its rotations */
int metro_deck_count(int tile);                    /* copies of this exact type in the deck */
int metro_deck_class_count(int tile);              /* copies of its rotation class */
int metro_deck_fill(uint8_t out[METRO_DECK_SIZE]); /* the 60 tiles in type order */

/* ---- Geometry (geometry.c) --------------------------------------------- */
static inline int metro_sq(int row, int col)
{
    return row * METRO_SIZE + col;
}
static inline int metro_row(int sq)
{
    return sq / METRO_SIZE;
}
static inline int metro_col(int sq)
{
    return sq % METRO_SIZE;
}
bool metro_is_centre(int sq);
bool metro_is_border(int sq);
int metro_neighbour(int sq, int side); /* -1 off the board */
/* Station 1..32 on the outer `side` of `sq`, 0 if none. */
int metro_station_at(int sq, int side);
int metro_station_square(int station);
int metro_station_side(int station);
/* Centre-facing side slot 0..7 in docs/rules.md order (2,3) (2,4) (3,2) (4,2)
 * (3,5) (4,5) (5,3) (5,4); its square and the side facing the centre. */
int metro_centre_slot_square(int slot);
int metro_centre_slot_side(int slot);
int metro_centre_slot_at(int sq); /* slot of a square, -1 if none */
/* A square's name for players: column letter A-H (left to right), then row
 * 1-8 (top to bottom): "C4". The board shows these along its edge. */
void metro_square_name(int sq, char out[4]);

/* ---- Rules data (rules_data.c) ----------------------------------------- */
/* Owning player (0-based seat) of station 1..32 with n players, -1 none. */
int metro_station_owner(int players, int station);
int metro_station_company(int station);         /* company 0..7 (§3) */
const char *metro_player_colour_name(int seat); /* "yellow", ... */
const char *metro_company_name(int company);    /* "yellow", ... "white" */

/* ---- Configuration ----------------------------------------------------- */
typedef struct metro_config {
    int players;                           /* 1..6 (1 only with a module that allows it) */
    int hand_size;                         /* 1..3 (§5.2) */
    bool free_orientation;                 /* §5.1 */
    uint32_t modules;                      /* bit i: registry module i is in play */
    int module_option[METRO_MODULE_SLOTS]; /* one integer option per module */
    uint64_t seed;
} metro_config;

void metro_config_default(metro_config *cfg, int players);

/* ---- Lines -------------------------------------------------------------- */
enum metro_line_status { METRO_LINE_UNUSED = 0, METRO_LINE_OPEN, METRO_LINE_DONE };

/* Line ids: 0..31 start at stations 1..32; 32..39 at centre slots 0..7. */
typedef struct metro_line {
    uint8_t status;
    uint8_t start_sq, start_side; /* square it enters first, through side's even exit */
    uint8_t head_sq, head_side;   /* OPEN: the empty square it waits at */
    uint8_t entries;              /* tiles entered so far */
    uint8_t dest;                 /* DONE: station 1..32 or METRO_CENTRE_DEST */
    uint8_t doubles;              /* scores double on reaching the centre */
    int8_t owner;                 /* score account, METRO_NO_OWNER for none */
    uint8_t last_lay;             /* tiles laid on the board when it completed */
    int16_t points;               /* DONE: points it scored */
} metro_line;

/* ---- Moves -------------------------------------------------------------- */
enum metro_move_kind {
    METRO_MOVE_LAY = 1,    /* lay `tile` (as laid) on `sq` from hand slot or drawn */
    METRO_MOVE_DRAW = 2,   /* draw from the deck; the drawn tile must be laid */
    METRO_MOVE_MODULE = 3, /* module move: `module` index, args a b c */
};
#define METRO_FROM_DRAWN 3

typedef struct metro_move {
    uint8_t kind;
    uint8_t tile; /* LAY: tile type as laid (after rotation) */
    uint8_t sq;   /* LAY: square */
    uint8_t from; /* LAY: hand slot 0..2 or METRO_FROM_DRAWN */
    uint8_t module;
    uint8_t a, b, c;
} metro_move;
_Static_assert(sizeof(metro_move) == 8, "metro_move is stored as one 8-byte word");

/* ---- Game state: a plain value, copy with `=` ---------------------------- */
enum metro_phase { METRO_PHASE_PLAY = 0, METRO_PHASE_OVER = 1 };

typedef struct metro_state {
    metro_config cfg;
    uint8_t cell[METRO_SQUARES];    /* tile type or METRO_NO_TILE */
    uint8_t wait[METRO_SQUARES][4]; /* line waiting at (sq, side) or METRO_NO_LINE */
    /* The next-position table, by port sq * 4 + side (a line entering sq
     * by that side): where the line goes through the tile on sq, the port
     * of the next square or 256 + a station; METRO_PORT_EMPTY on an empty
     * square, METRO_PORT_CENTRE on an open centre square. Kept on every
     * lay, so that tracing a line is one load a step. */
    uint16_t port_next[METRO_SQUARES * 4];
    uint64_t laid_mask;              /* squares with a tile, centre excluded */
    uint64_t frontier;               /* rules 4.2.1-4.2.2: empty squares on the border
                                        or next to a laid tile (kept on every lay) */
    uint64_t centre_open_mask;       /* centre squares not covered by tiles */
    uint64_t viol[METRO_TILE_TYPES]; /* rule 4.2.4: squares where a tile makes a
                                        one-tile line (kept for empty squares) */
    metro_line line[METRO_MAX_LINES];
    int16_t score[METRO_MAX_ACCOUNTS]; /* points from completed lines */
    uint8_t deck[METRO_DECK_SIZE + 8]; /* deck[deck_top..deck_len-1] still to draw */
    uint8_t deck_top, deck_len;
    uint8_t hand[METRO_MAX_PLAYERS][METRO_MAX_HAND]; /* METRO_NO_TILE when empty */
    uint8_t hand_size;
    uint8_t drawn;   /* tile drawn this turn that must be laid */
    uint8_t current; /* seat to move */
    uint8_t phase;
    uint8_t tiles_laid;  /* on the 60 squares */
    uint8_t tiles_total; /* tiles that will be laid in this game (60) */
    uint8_t no_rule4;    /* a module switched rule 4.2.4 off (solo) */
    uint16_t turn;       /* turns completed */
    int16_t last_sq;     /* square of the last lay, -1 */
    metro_rng rng;       /* in-game randomness (module reshuffles) */
    /* A module (slot + 1) waits for a choice of the player to move before the
     * turn ends (Paris: where each taken tourist goes); 0 when none. While
     * it is set only that module's moves are legal. */
    uint8_t pending;
    /* Registry slot -> storage area in module_state, set at set-up for the
     * modules in play (0 for the others, whose state is never read). */
    uint8_t module_store[METRO_MODULE_SLOTS];
    /* The modules in play that have a turn_start, after_lay, game_over,
     * allow_draw, lay_filter, gen_moves or line_complete hook
     * (METRO_HOOK_*), set at set-up: a turn calls only those, instead of
     * asking every module in play on every move. */
    uint32_t module_hooks[7];
    /* Squares where a lay calls the after_lay hooks: all, unless every
     * module with that hook narrowed it (metro_module_after_lay_only_on). */
    uint64_t after_lay_squares;
    _Alignas(8) unsigned char module_state[METRO_MODULE_STORES][METRO_MODULE_BYTES];
} metro_state;

/* Errors from set-up and moves. */
enum metro_error {
    METRO_OK = 0,
    METRO_ERR_CONFIG,
    METRO_ERR_GAME_OVER,
    METRO_ERR_OCCUPIED,     /* rule 4.2.1 */
    METRO_ERR_CENTRE,       /* rule 4.2.1: square is the central station */
    METRO_ERR_NOT_ADJACENT, /* rule 4.2.2 */
    METRO_ERR_ROTATED,      /* rule 4.2.3 */
    METRO_ERR_ONE_TILE,     /* rule 4.2.4 */
    METRO_ERR_NOT_IN_HAND,
    METRO_ERR_MUST_LAY_DRAWN,
    METRO_ERR_DECK_EMPTY,
    METRO_ERR_BAD_MOVE,
    METRO_ERR_MODULE, /* a module refused the move; see metro_move_check */
};
const char *metro_error_text(int err);

/* Set up a new game. Returns METRO_OK or writes a reason into err. */
int metro_setup(metro_state *s, const metro_config *cfg, char *err, size_t errlen);
/* The board-only state the §8 notation describes: n players, empty board,
 * no hands, every tile available; lays are checked only against the board. */
void metro_setup_board(metro_state *s, int players, bool free_orientation);

/* ---- Legality (legal.c) ------------------------------------------------- */
/* Squares meeting rules 4.2.1-4.2.2. */
uint64_t metro_candidate_squares(const metro_state *s);
/* Squares where `tile`, laid exactly as given, is legal (including the
 * exception to rule 4). `tile` must be an orientation the player may use. */
uint64_t metro_lay_squares(const metro_state *s, int tile);
/* Same for a tile the player holds, over every allowed orientation: bit sq of
 * out[r] is set when rotation r (quarter turns cw) is legal on sq. */
void metro_lay_squares_rotations(const metro_state *s, int held_tile, uint64_t out[4]);
/* Why laying `tile` (as laid) on `sq` is illegal on the board alone
 * (METRO_OK when legal). Orientation is not checked here. */
int metro_lay_error(const metro_state *s, int tile, int sq);
/* Every legal move of the player to move, into out[METRO_MAX_MOVES]:
 * lays (grouped by held tile and orientation, squares ascending), then the
 * draw, then module moves. */
int metro_legal_moves(const metro_state *s, metro_move *out);

/* The same moves in compact form (no per-move work): lay groups of one
 * tile/source/orientation with a square set, plus the other moves listed.
 * metro_move_set_get(set, i) is the i-th move of metro_legal_moves(). */
enum { METRO_MAX_LAY_GROUPS = METRO_MAX_HAND * 4, METRO_MAX_OTHER_MOVES = 192 };
typedef struct metro_move_set {
    int count; /* number of legal moves */
    int n_lays, n_other;
    metro_move lay[METRO_MAX_LAY_GROUPS]; /* sq unused */
    uint64_t squares[METRO_MAX_LAY_GROUPS];
    int n_squares[METRO_MAX_LAY_GROUPS]; /* bits in squares[] */
    metro_move other[METRO_MAX_OTHER_MOVES];
} metro_move_set;
int metro_legal_move_set(const metro_state *s, metro_move_set *set);
metro_move metro_move_set_get(const metro_move_set *set, int index);
/* A uniform random legal move: the move metro_move_set_get(set,
 * metro_rng_below(rng, n)) gives for the set and count n of
 * metro_legal_move_set, drawing the same number, without writing the set
 * out (the base game's rules' hand counts and picks in a few instructions).
 * False, with rng untouched, when there is no legal move. */
bool metro_random_move(const metro_state *s, metro_rng *rng, metro_move *out);
/* Random moves to the end of the game: metro_random_move, then
 * metro_apply_unchecked, until there is no move (the game is over).
 * Returns the moves played; the state and rng end as that loop leaves
 * them, byte for byte. The base game with the rules' hand plays pick and
 * lay as one loop (the bench's games); other games move by move. */
int metro_random_playout(metro_state *s, metro_rng *rng);
/* METRO_OK when m is legal now; reason text for module refusals in why. */
int metro_move_check(const metro_state *s, const metro_move *m, char *why, size_t whylen);

/* ---- Playing (game.c) --------------------------------------------------- */
/* Checks, then applies. On error the state is unchanged. */
int metro_apply(metro_state *s, const metro_move *m);
/* Applies a move known to be legal (from metro_legal_moves). */
void metro_apply_unchecked(metro_state *s, const metro_move *m);
/* Lay a tile on the board only (notation replay): no hands, no turn order. */
void metro_place_tile(metro_state *s, int tile, int sq);
static inline bool metro_over(const metro_state *s)
{
    return s->phase == METRO_PHASE_OVER;
}
static inline int metro_deck_left(const metro_state *s)
{
    return s->deck_len - s->deck_top;
}
/* Final points per seat, including module end scoring (shares payout, chits). */
void metro_final_scores(const metro_state *s, int out[METRO_MAX_PLAYERS]);
/* Re-trace every line of the board from scratch (for tests and checks):
 * points per account as if all completed lines were scored now. */
void metro_retrace_scores(const metro_state *s, int out[METRO_MAX_ACCOUNTS]);
/* Replace all hidden information that `seat` cannot see by a random deal
 * consistent with what it can see (deck order, other hands, module secrets). */
void metro_redeal_hidden(metro_state *s, int seat, metro_rng *rng);

/* ---- Move text ---------------------------------------------------------- */
/* "cbaa32" lay, "draw", or a module's text. Returns length written. */
int metro_move_format(const metro_state *s, const metro_move *m, char *out, size_t n);
/* Parse a move for the current position (the hand slot of a lay is found
 * from the tile). METRO_OK or an error; `why` gets a message. */
int metro_move_parse(const metro_state *s, const char *text, metro_move *m, char *why,
                     size_t whylen);
