/* The frontend's data: set-up choices, UI state (cursor, hover, dialogs),
 * layout, line paths, animations. Game state lives in the engine's metro_game. */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/draw.h"
#include "metro/game.h"
#include "core/tileart.h"
#include "core/draw_list.h" /* the layout pass records, drawing replays */
#include "core/lines.h"     /* the board's metro lines traced as paths */

#include "online/online.h"  /* online play: what the window shows of it */
#include "files/places.h"   /* where files live */
#include "files/settings.h" /* the set-up and its settings file */
#include "files/stats.h"    /* statistics of finished games */
#include "core/sound.h"     /* sound effects */

/* Set-up changes that keep the modules consistent (view_setup_modules.c):
 * switching a module (the solo game sets one player), the player count. */
void ui_setup_module_toggle(ui_setup *s, int slot);
void ui_setup_players_changed(ui_setup *s);

/* ---- the first lesson (tutorial.c) ----------------------------------------- */
/* Where the lesson is: its step (1.., 0 none), whether the step's action is
 * done, the gentle hint after a wrong action (enum in tutorial.c, 0 none),
 * a sub-step (the drawn tile of the drawing step) and the points scored. */
typedef struct ui_tutor {
    int step;
    bool done, drawn;
    int hint, points;
} ui_tutor;

/* ---- screens, dialogs, actions ------------------------------------------- */
/* UI_JOIN: find a game online; UI_LOBBY: at a table before its start. */
/* UI_MINE: My tables, the tables this window sits at on servers (my_tables.c). */
enum ui_screen { UI_SETUP, UI_PLAY, UI_END, UI_JOIN, UI_LOBBY, UI_MINE };
/* UI_OV_VOTE: another seat asks to undo (online); UI_OV_CHAT: typing a chat line in play. */
enum ui_overlay {
    UI_OV_NONE,
    UI_OV_MENU,
    UI_OV_HELP,
    UI_OV_PRIVACY,
    UI_OV_PROMPT,
    UI_OV_VOTE,
    UI_OV_CHAT,
    UI_OV_STATS,    /* the statistics of finished games (set-up screen) */
    UI_OV_LOG,      /* the last moves (M), when the panel has no room for them */
    UI_OV_CITY_CARD /* how a city plays, the first time it is chosen (city_card.c) */
};
enum ui_prompt { UI_PROMPT_SAVE = 1, UI_PROMPT_LOAD };
/* The set-up screen's field that takes typing (the Join screen's address,
 * the lobby's chat line). */
enum ui_focus { UI_FOCUS_NONE, UI_FOCUS_NAME, UI_FOCUS_SEED, UI_FOCUS_ADDRESS, UI_FOCUS_CHAT };
enum { UI_FOCUS_CODE = UI_FOCUS_CHAT + 1 }; /* the Join screen's player code from elsewhere */

/* Clickable things, registered by the widgets in the layout pass. */
enum ui_action {
    UI_ACT_NONE,
    UI_ACT_PLAYERS,     /* arg: new count */
    UI_ACT_HAND,        /* arg: hand size */
    UI_ACT_FREE_ORIENT, /* toggle */
    UI_ACT_MODULE,      /* arg: slot */
    /* A module's option on the set-up screen; arg: the module's slot. */
    UI_ACT_MODULE_OPT_LESS,   /* one lower */
    UI_ACT_MODULE_OPT_MORE,   /* one higher */
    UI_ACT_MODULE_OPT_SWITCH, /* a two-valued option: the other value */
    UI_ACT_CONTROLLER,        /* arg: seat */
    UI_ACT_NAME,              /* arg: seat (focus the field) */
    UI_ACT_SEED_RANDOM,       /* toggle */
    UI_ACT_SEED,              /* focus the seed field */
    UI_ACT_START,
    UI_ACT_RESUME,
    UI_ACT_HAND_SLOT, /* arg: slot to select */
    UI_ACT_DRAW,
    UI_ACT_ROTATE,
    UI_ACT_UNDO,
    UI_ACT_REDO,
    UI_ACT_HINT,
    UI_ACT_MENU,
    UI_ACT_REVEAL,    /* hotseat: "I am <name>" */
    UI_ACT_END_TURN,  /* confirm each turn: the lay stands, the next seat's turn */
    UI_ACT_MENU_ITEM, /* arg: item */
    UI_ACT_PLAY_AGAIN,
    UI_ACT_NEW_SETUP,
    UI_ACT_QUIT,
    UI_ACT_CLOSE,
    UI_ACT_MODULE_MOVE,   /* arg: index into mod_moves (generic module-move buttons) */
    UI_ACT_MODULE_WIDGET, /* a module's own widget: arg from ui_module_hit_arg */
    UI_ACT_FILE_ROW,      /* arg: row of the Load dialog's list */
    UI_ACT_VOLUME,        /* arg: -1 quieter, +1 louder (steps of 10) */
    UI_ACT_MUTE,          /* toggle */
    UI_ACT_END_BOARD,     /* end screen: show the board / the results */
    UI_ACT_HELP_PAGE,     /* F1 pages: arg 0 previous, 1 next */
    UI_ACT_LANGUAGE,      /* set-up screen: arg the language (i18n.h), remembered */
    /* online play (online.h, view_online.c) */
    UI_ACT_HOST_MODE,   /* set-up: host online (seats may be open) */
    UI_ACT_JOIN_SCREEN, /* set-up: the Join screen */
    UI_ACT_REJOIN,      /* set-up: back to the table of the rejoin file */
    UI_ACT_ADDRESS,     /* Join: focus the address field */
    UI_ACT_CONNECT,     /* Join: connect to the address */
    UI_ACT_SEARCH,      /* Join: ask the local network */
    UI_ACT_LAN_ROW,     /* Join: arg the game found on the network */
    UI_ACT_TABLE_JOIN,  /* Join: arg the table to sit at */
    UI_ACT_TABLE_WATCH, /* Join: arg the table to watch */
    UI_ACT_BACK,        /* Join: back to the set-up */
    UI_ACT_LOBBY_SEAT,  /* lobby, owner: arg the seat to make open or a computer */
    UI_ACT_LOBBY_START, /* lobby, owner */
    UI_ACT_LEAVE,       /* lobby: leave the table */
    UI_ACT_CHAT_FIELD,  /* focus the chat line */
    UI_ACT_CHAT_SEND,
    UI_ACT_MY_TABLES,    /* Join: the My tables screen */
    UI_ACT_MY_TABLE,     /* My tables: arg the row to open (rejoin) */
    UI_ACT_TABLES_LIST,  /* Join: the host's list again, arg 0; a page on, 1, or back, -1 */
    UI_ACT_SERVER_TABLE, /* Join: a new table at the server connected to (the set-up) */
    UI_ACT_DEADLINE,     /* set-up, hosting: arg the hours a move may take (0: live) */
    UI_ACT_PRIVATE,      /* set-up, hosting: the table private or public */
    UI_ACT_COPY_LINK,    /* lobby: the invitation link to the clipboard */
    UI_ACT_PLAYER_CODE,  /* Join: show or hide this window's player code */
    UI_ACT_CODE_COPY,    /* Join: the player code to the clipboard */
    UI_ACT_CODE_FIELD,   /* Join: type a code from another computer */
    UI_ACT_CODE_USE,     /* Join: play as the player of the code typed */
    UI_ACT_VOTE,         /* arg 1 allow, 0 refuse another seat's undo */
    UI_ACT_STATS,        /* set-up: the statistics */
    /* the history view (history.c) */
    UI_ACT_HISTORY,      /* open it: arg -1 at the present's last move, else at move arg */
    UI_ACT_HISTORY_STEP, /* arg 0 one move back, 1 one forward */
    UI_ACT_HISTORY_END,  /* back to the present */
    UI_ACT_SCALE,        /* size of words and panels: arg -1 smaller, +1 bigger, 0 back to 100 % */
    UI_ACT_PALETTE,      /* set-up: the next palette of seat colours, remembered */
    /* the first lesson (tutorial.c): set-up's button, then the lesson's own */
    UI_ACT_TUTOR_START,
    UI_ACT_TUTOR_NEXT,
    UI_ACT_TUTOR_BACK,
    UI_ACT_TUTOR_LEAVE,
};

enum ui_menu_item {
    UI_MENU_RESUME,
    UI_MENU_SAVE,
    UI_MENU_LOAD,
    UI_MENU_RULES,
    UI_MENU_LOG,     /* the last moves, all of them (the panel may have no room) */
    UI_MENU_HISTORY, /* step through the moves (Y), nothing undone */
    UI_MENU_LINES,   /* line colours: all, only mine, plain */
    UI_MENU_VALUES,  /* each open line's worth on the board: on, off */
    UI_MENU_CONFIRM, /* confirm each turn: in hotseat, always, never */
    UI_MENU_PALETTE, /* seat colours: printed, colour-blind safe, high contrast */
    UI_MENU_SPEECH,  /* speech: on, off (F2) */
    UI_MENU_NEW,
    UI_MENU_QUIT,
    UI_MENU_COUNT
};

typedef struct ui_hit {
    float x, y, w, h;
    int action, arg;
    signed char role, state, of; /* for speech: core/widgets.h, ui_hit_role */
} ui_hit;

enum { UI_MAX_HITS = 128, UI_LOG = 8, UI_MAX_ANIMS = 48, UI_MAX_MOD_MOVES = 12, UI_MOD_SEL = 2 };
enum { UI_PANEL_SQUEEZES = 5 };
/* Bytes of a log line: a lay may close four companies' lines, each named in
 * full ("die Metrolinie der senfgelben Gesellschaft ab 1 erreicht Bahnhof
 * 31: 4 Punkte"), then a city's words; 320 cut German and Dutch lines. */
enum { UI_LOG_LINE = 768 };
/* Module screens' scratch memory: one block per engine slot (cfg.modules is
 * a 32-bit mask), enough for a panel's geometry. */
enum { UI_MODULE_SLOTS = 32, UI_MODULE_SCRATCH_BYTES = 64 };

/* UI_ANIM_MODULE: a module's own animation, ignored by the board; its screen
 * draws it from the history while it runs. play.c adds one per module move
 * (sq -1, account = the module's slot, line = the move's a, tile = its b) and
 * one when a lay moves tourists (all -1); a screen may add its own (London's
 * taxi ride, on its square).
 * UI_ANIM_TOURIST: a city tourist taken from square `sq` (its module draws it). */
enum ui_anim_kind { UI_ANIM_LAY, UI_ANIM_LINE, UI_ANIM_POINTS, UI_ANIM_MODULE, UI_ANIM_TOURIST };
typedef struct ui_anim {
    int kind;
    uint32_t start, dur; /* ms */
    int sq, tile, line, account, points;
} ui_anim;

/* Where things are on screen this frame (pixels). */
typedef struct ui_layout {
    int w, h;
    float unit;           /* base size for fonts and padding */
    int scale;            /* percent: the size setting as it fits this window */
    int shown;            /* percent the picture looks as: the unit's floor makes sizes alike */
    float bx, by, ts;     /* top-left of the 8x8 grid and tile size */
    float frame;          /* width of the station ring around the grid */
    float coord;          /* the square names' strip above and left of the ring */
    float px, py, pw, ph; /* the side panel */
} ui_layout;

/* An action's bit in ui_frame.lit_actions (none past the 64th). */
static inline uint64_t ui_action_bit(int action)
{
    return action >= 0 && action < 64 ? 1ull << action : 0;
}

/* What one frame produced: where its widgets, score rows, pop-ups and
 * module panels went. The layout pass writes it, with the frame's drawing,
 * into the layout value (core/layout.h) when its inputs change; hit
 * testing, flying points, hover words, scenes, scripts and drawing read it. */
typedef struct ui_frame {
    ui_hit hits[UI_MAX_HITS];
    int n_hits;
    /* Actions of the buttons drawn as clickable, a bit each: an overlay
     * drops the hits below it, and a script checks none still looks live. */
    uint64_t lit_actions; /* ui_action_bit */
    int card_hits;        /* the first hit of the last dialog card: where Tab starts */
    float score_x[METRO_MAX_ACCOUNTS], score_y[METRO_MAX_ACCOUNTS]; /* panel rows */
    /* Accounts whose secrets (chip values) the static layer on screen shows,
     * a bit each (ui_module_secret_drawn): scripts check it in hotseat. */
    uint32_t secrets_drawn;
    const char *reason;         /* why the ghost square is illegal, NULL if legal */
    ui_colour last_move_colour; /* of the last move's frame (scripts check it) */
    /* Pop-ups drawn (notice, illegal-move reason): x, y, w, h; they must
     * keep off the board's labels (scripts check it). */
    float popup[2][4];
    char popup_text[2][480]; /* its lines as drawn, joined by spaces */
    int n_popup;
    /* The panel's hand and what is above it end here (pixels): pop-ups go
     * below it, or over the board's squares when the panel has no room. */
    float panel_keep;
    int log_lines;         /* log entries the panel shows (the rest: M, the log dialog) */
    int log_dialog_lines;  /* entries the log dialog shows */
    int hand_faces;        /* hand tiles drawn face up (the history view draws none) */
    int since_marks;       /* squares outlined as laid since the player's last turn */
    int line_value_labels; /* open lines whose worth the board shows (V) */
    int end_city_rows;     /* seats whose city points another end screen broke down */
    /* How much the panel is squeezed so that its log keeps two entries
     * (view_panel.c): 0 not, 1 short rows and hand, 2 also the deck on one
     * line, 3 also the log without its heading, 4 also one-line players'
     * rows; up to UI_PANEL_SQUEEZES - 1. */
    int panel_squeeze;
    /* The side panel's scrolling column (players and modules' sections)
     * where the window is too short for them (view_panel.c): its rectangle
     * on screen (h 0: it does not scroll) and how far it scrolls, px. */
    float panel_view[4];
    float panel_scroll_max;
    /* The page (core/scroll.h): the set-up screen's or a dialog's card
     * taller than the window scrolls in a view (h 0: none); how far it
     * can and does scroll, how tall it is, px; its first control. */
    float page_view[4];
    float page_scroll_max, page_scroll, page_content;
    int page_hit0;
    bool page_open;                         /* being drawn: its controls are kept whole */
    bool page_dialog;                       /* the page is a dialog's (ui_state.page_scroll[1]) */
    float page_above;                       /* px kept above it for a button of the screen's */
    metro_move mod_moves[UI_MAX_MOD_MOVES]; /* module moves shown as generic buttons */
    int n_mod_moves;
    /* Each module screen's own memory (ui_module_scratch): where its panel
     * drew, read by its board layer and hover words. */
    union {
        max_align_t align;
        unsigned char bytes[UI_MODULE_SCRATCH_BYTES];
    } module_scratch[UI_MODULE_SLOTS];
} ui_frame;

typedef struct ui_app ui_app;

/* What a view writes, apart from what it reads (the app, as const): the
 * drawing (recorded in the layout pass: words are measured, nothing is
 * drawn; core/draw_list.h) and the frame being written (as Puzzles' redraw
 * gets its drawing and drawstate beside the const state). The layout pass
 * (core/layout_pass.c) makes it. */
typedef struct ui_canvas {
    ui_draw *d;
    ui_frame *frame;
} ui_canvas;

/* Where the pointer is: hover and keyboard cursor. The cached layer reads
 * it only through the widget under the pointer (ui_layer_signature). */
typedef struct ui_pointer {
    float mouse_x, mouse_y;
    int hover_sq, cursor_sq;
    bool keyboard; /* the cursor is shown (arrow keys used) */
    /* The control Tab reached (focus.h): Enter and Space act on it; valid
     * on the screen and dialog where it was set (focus_where, 0 none). */
    int focus_action, focus_arg, focus_where;
    /* The key that just pressed a control (Space) or opened a field (T:
     * the chat), 0 none: the text event SDL sends for it is no typing. */
    int key_opened;
    /* A finger on the screen: its press waits for the lift (a drag scrolls
     * instead of pressing what it started on); how far it has moved (px). */
    bool touch_down;
    float touch_moved;
} ui_pointer;

/* What the player chose and sees: a plain value (copies with =). Input
 * handlers (input.c, play.c, the modules' actions) change it; views only
 * read it. The cached layer's signature hashes all of it but the pointer. */
typedef struct ui_state {
    int screen, overlay, prompt;
    ui_setup setup; /* the set-up being edited (and the settings file) */

    /* set-up screen editing */
    int focus;      /* the field that takes typing (enum ui_focus) */
    int focus_seat; /* whose name field, with UI_FOCUS_NAME */
    bool text_all;  /* Ctrl+A: the field's text is selected, typing replaces it */
    char seed_text[24];
    bool can_resume;
    /* Why the last autosave failed ("" when it worked): shown until one works. */
    char autosave_problem[160];
    char notice[160]; /* one-line message (bad settings file, saved, ...) */
    uint32_t notice_until;

    /* play */
    int sel; /* hand slot 0..2 or METRO_FROM_DRAWN */
    int rot; /* quarter turns, free orientation */
    int hover_line;
    int hint_sq, hint_tile; /* -1 none */
    bool revealed;          /* hotseat: current human confirmed */
    int revealed_turn;
    /* The human seat whose turn this screen last showed (-1 none), its
     * turn number and the moves before it: with "Confirm each turn" the
     * turn waits for End turn once the engine's turn moved on, and in
     * hotseat undo stops at turn_start (play.c). */
    int turn_seat, turn_number, turn_start;
    char log[UI_LOG][UI_LOG_LINE]; /* a lay's words name every line it closed */
    int n_log;
    unsigned log_hints;   /* bit i: log[i] is a hint (ui_log_hint), private to its seat */
    char prompt_text[64]; /* Save: the name typed; Load: the text to find */
    int menu_sel;
    bool end_board; /* end screen put aside to look at the final board */
    int help_page;  /* F1: 0 the base rules, then one page per module in play */
    bool ai_busy;   /* a computer seat or the hint is thinking */
    int last_mover; /* seat that laid the last tile (frames it in its colour), -1 */
    /* A module's selection (a share, a centre side), valid while
     * mod_sel_gen == game_gen + 1 (ui_module_sel). */
    int mod_sel[UI_MOD_SEL], mod_sel_gen;

    bool host_mode;    /* set-up: the game will be hosted online (seats may be open) */
    bool host_server;  /* ... at the server the Online screen is connected to, not here */
    int host_deadline; /* ... turn-based: hours a move may take (0: live) */
    bool host_private; /* ... joined only with the invitation code */
    ui_stats stats;    /* the statistics dialog's numbers, read when it opens */
    char stats_problem[120];
    bool stats_counted; /* this game's end is in the statistics */
    ui_online online;   /* online play: the connection, the table, chat (online.h) */
    /* The history view (history.c): the board after move history_at of the
     * moves in effect is shown, the game itself untouched. */
    bool history;
    int history_at;
    /* Hotseat: squares the others laid since the revealed player's last
     * lay, by the seat that laid each (-1 none), outlined until a move is
     * made (since_turn: any marked). */
    bool since_turn;
    int8_t since_by[METRO_SQUARES];
    ui_tutor tutor;     /* the first lesson, step 0 when none (tutorial.h) */
    int city_card;      /* UI_OV_CITY_CARD: the engine slot of the city shown */
    float panel_scroll; /* px the side panel's column is scrolled (clamped where drawn) */
    /* px the pages (core/scroll.h) are scrolled, clamped where drawn: the
     * screen's card [0] (set-up, Online, lobby) and a dialog's [1], so a
     * dialog closed leaves the set-up where it was; what each belongs to
     * (ui_page_follow) */
    float page_scroll[2];
    int page_of[2];

    ui_pointer pointer; /* last: the layer's signature hashes what comes before */
} ui_state;

/* What the program holds: drawing, art, sound, the worker, the cached layer. */
typedef struct ui_resources {
    ui_draw *d;
    ui_tileart *art;
    ui_sound *sound;          /* silent without an audio device */
    struct ui_worker *worker; /* computer seats and hints (NULL in screenshots) */
    uint32_t ev_ai;           /* SDL user event posted by the worker */
    struct ui_net *net;       /* online play: connection and embedded host (online.c) */
    uint32_t ev_net;          /* posted by the network thread: events are waiting */
    uint32_t ev_search;       /* posted when the LAN query is done */
    struct ui_files *files;   /* the Save and Load dialogs' lists (files_dialog.c) */
    /* Cached static layer (board, tiles, stations, panel): the layout
     * value's base drawing, played into it only when that was recorded
     * again (layer_gen: the base_gen it holds); ghosts, highlights and
     * dialogs go on top. */
    SDL_Texture *layer;
    int layer_w, layer_h;
    unsigned layer_gen;
    /* The layout value (core/layout.h, heap): the frame (the app's
     * `frame`) and its drawing, computed when their inputs change. */
    struct ui_layout_value *laid;
    /* The state and window the size setting was last fitted to, and the
     * percent that fitted (render.c, fit_scale). */
    uint64_t fit_key;
    int fit_scale;
    int fit_text_px;                  /* the smallest words at fit_scale, px (ui_text_smallest) */
    bool no_layer;                    /* draw everything every frame (benchmark comparison) */
    struct ui_platform *platform;     /* the window the frame step drives (NULL offscreen) */
    struct ui_history_cache *history; /* the past game the history view shows (history.c) */
    /* An online game's public record replayed from its start (catch-up,
     * online/catch_up.c): the game the history view steps through online;
     * NULL when there is none. */
    metro_game *record;
    struct ui_speech *speech; /* what is said aloud and where it goes (speech/speech.h) */
    /* A move just shown, to be said (ui_speech_move): play tells the
     * speech room through it, as the room asks play whose hand shows. */
    void (*say_move)(ui_app *a, const metro_state *before, const metro_move *m);
} ui_resources;

/* The window: the game, the UI state, the last frame, the resources, and
 * the flow of play (clock, animations, history generation, AI pacing). */
struct ui_app {
    ui_state ui;
    /* What the last frame drew where: res.laid's frame, read-only to
     * everyone but the layout pass. Views get the app as const and write
     * only through their ui_canvas: the frame being written and the drawing. */
    const ui_frame *frame;
    ui_resources res;
    /* The game (heap, large): input, play and scenes change it; views
     * read it. The history view points its copy of the app at the past. */
    metro_game *game;
    ui_lines lines; /* the game's line paths, traced after each change */
    ui_layout lay;
    uint32_t now; /* animation clock, ms (frozen in screenshots) */

    bool game_live;    /* the autosave holds the unfinished game in memory (autosave.c) */
    int autosaved_gen; /* game_gen the autosave was last written for */
    bool fullscreen;
    bool quit;

    ui_anim anim[UI_MAX_ANIMS];
    int n_anim;

    uint32_t last_move_at; /* ms: paces computer moves */
    float dpi;             /* output pixels per window point */
    int ai_delay;          /* ms before a computer seat moves */
    int anim_div;          /* animations run this many times faster (scripts) */
    int game_gen;          /* bumps on every jump in history (new, load, undo) */
    int ai_gen, ai_cursor; /* what the running worker was asked about */
    /* The last hint and its position (hint_gen: game_gen + 1, 0 none;
     * hint.c): asked again there, it is shown without a new log line. */
    metro_move hint_move;
    int hint_gen, hint_cursor;
    bool module_buttons_only; /* scripts: every module move gets a generic button */
    /* The game in progress, put aside while the first lesson uses the board
     * (heap, tutorial.c); NULL outside the lesson. */
    struct ui_tutor_keep *tutor_keep;
};

/* ---- layout.c -------------------------------------------------------------- */
/* The smallest window (points) where every screen fits, 6 seats with shares
 * included (scene shares-6p at this size is checked by the visual suite). */
enum { UI_MIN_W = 800, UI_MIN_H = 500 };
/* The least unit (px) of every screen (layout.c): the words drawn at 0.85
 * of it and more are at least 11 px; smaller ones are raised to
 * UI_TEXT_MIN_PX (draw.h). A set-up screen or dialog designed taller than
 * the window then scrolls (core/scroll.h). */
#define UI_UNIT_MIN 13.0f
/* Scale: percent of the designed size of words and panels (the board
 * takes what room the panel leaves). */
void ui_layout_compute(ui_layout *l, int w, int h, int scale);
/* The same with the least unit given (tests try others). */
void ui_layout_compute_at(ui_layout *l, int w, int h, int scale, float least);
/* Square under pixel (x, y), -1 if none. */
int ui_square_at(const ui_layout *l, float x, float y);
/* Station 1..32 whose marker is under (x, y), 0 if none. */
int ui_station_at_px(const ui_layout *l, float x, float y);
/* Centre of station marker. */
void ui_station_pos(const ui_layout *l, int station, float *x, float *y);
/* Centre of the marker's badge: the owner's mark, a line's points or worth. */
void ui_station_badge_pos(const ui_layout *l, int station, float *x, float *y);
void ui_hit_add(const ui_app *a, ui_canvas *cv, float x, float y, float w, float h, int action,
                int arg);
const ui_hit *ui_hit_find(const ui_app *a, float x, float y);
/* The topmost click area of frame f under (x, y), NULL if none. */
const ui_hit *ui_frame_hit(const ui_frame *f, float x, float y);

/* ---- views --------------------------------------------------------------- */
void ui_render(ui_app *a);        /* the layout pass, then the frame drawn (no present) */
void ui_render_forget(ui_app *a); /* drop the cached layer and the layout value */
/* The layout pass (core/layout_pass.c): when the state, the window or the
 * size setting changed, the views run once, recording their drawing, so
 * the frame holds this state's click areas and geometry without a pixel
 * drawn. ui_render runs it first; scenes that point at a panel widget run
 * it alone. */
void ui_layout_frame(ui_app *a);
void ui_draw_board(const ui_app *a, ui_canvas *cv);
void ui_draw_board_static(const ui_app *a, ui_canvas *cv);
void ui_draw_board_dynamic(const ui_app *a, ui_canvas *cv);
void ui_draw_panel(const ui_app *a, ui_canvas *cv);
void ui_draw_setup(const ui_app *a, ui_canvas *cv);
/* Set-up screen: a switch per module with its option; returns the height used. */
float ui_setup_modules(const ui_app *a, ui_canvas *cv, float x, float y, float w);
/* Hosting online: live or turn-based, private or public (view_setup_online.c). */
float ui_setup_online_rows(const ui_app *a, ui_canvas *cv, float x, float y, float w);
void ui_draw_overlay(const ui_app *a, ui_canvas *cv);
/* F1's pages: the base rules (NULL), then each module in play with help. */
struct ui_module;
int ui_help_pages(const ui_app *a, const struct ui_module **pages, int max);
void ui_draw_end(const ui_app *a, ui_canvas *cv);
/* Online play (view_online.c): the Join screen, the lobby, the vote and chat. */
void ui_draw_join(const ui_app *a, ui_canvas *cv);
void ui_draw_lobby(const ui_app *a, ui_canvas *cv);
void ui_draw_my_tables(const ui_app *a, ui_canvas *cv);
void ui_draw_vote(const ui_app *a, ui_canvas *cv);
void ui_draw_chat_line(const ui_app *a, ui_canvas *cv);
/* The statistics dialog (view_stats.c). */
void ui_draw_stats(const ui_app *a, ui_canvas *cv);
/* The last moves, all of them, in a dialog (M; view_overlay.c). */
void ui_draw_log_dialog(const ui_app *a, ui_canvas *cv);

/* ---- play.c: game flow shared by input, AI and scenes ---------------------- */
bool ui_seat_human(const ui_app *a, int seat);
/* How long computer player `name` thinks in the window, in ms of wall time
 * on every core (0: it does not search); shown on the set-up screen
 * (ai_worker.c). */
int ui_ai_think_ms(const char *name);
int ui_human_count(const ui_app *a);
/* Hand tiles of the player to move may be shown. */
bool ui_hand_visible(const ui_app *a);
/* May the person at the screen act now: their turn, in play, nothing over
 * the board, no computer thinking (the one answer for input, the modules'
 * screens and their choices; a human seat: the hand is shown). */
bool ui_may_act(const ui_app *a);
/* Two or more human seats at this screen, not online: the gate, and undo
 * only within the own turn. */
bool ui_hotseat(const ui_app *a);
/* A lay waits for End turn (setting confirm_turn; never online). */
bool ui_confirm_turns(const ui_app *a);
/* The turn of the seat at the screen is over in the engine and waits for
 * End turn: no gate, no computer move, nothing secret of the next seat. */
bool ui_end_turn_pending(const ui_app *a);
/* The seat the panel presents as moving: the one to press End turn, else
 * the engine's current seat. */
int ui_turn_seat_shown(const ui_app *a);
/* Notes the turn of the human at the screen when it begins (each frame,
 * and before a move). */
void ui_turn_track(ui_app *a);
/* End turn: the next seat's gate or move follows. */
void ui_end_turn(ui_app *a);
/* The turn waiting for End turn laid a tile (false: a module move instead,
 * a share swap): the panel says which. */
bool ui_turn_laid_tile(const ui_app *a);
/* Undo and Redo may be used now (local games; online asks the others). */
bool ui_undo_allowed(const ui_app *a);
bool ui_redo_allowed(const ui_app *a);
/* Tile the human would lay now (selected hand slot or drawn), rotated; -1. */
int ui_current_tile(const ui_app *a);
/* Apply a move, log it, start animations, refresh lines (online: the move
 * goes to the host, and its view comes back). */
int ui_play_move(ui_app *a, const metro_move *m, bool animate);
/* A move already applied (the game's state is after it): its log line,
 * animations and sound. */
void ui_show_move(ui_app *a, const metro_state *before, const metro_move *m, bool animate);
void ui_after_state_change(ui_app *a);
void ui_start_game(ui_app *a, const ui_setup *s);
bool ui_undo(ui_app *a);
bool ui_redo(ui_app *a);
bool ui_animating(const ui_app *a);
/* Starts an animation (times scaled down by anim_div in scripts). */
void ui_anim_add(ui_app *a, ui_anim an);
/* Load a save file into the app and show it (play or end screen). */
int ui_app_load(ui_app *a, const char *path, char *err, size_t errlen);
void ui_log(ui_app *a, const char *fmt, ...)
#ifdef __GNUC__
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* A hint for the player at the screen: a log line like ui_log's, but in
 * hotseat it goes with the next move (the next player's gate and log must
 * not tell the hand it came from). */
void ui_log_hint(ui_app *a, const char *fmt, ...)
#ifdef __GNUC__
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* ---- view_lines.c: owner-coloured lines (setting line_colours) ---------- */
void ui_draw_owned_lines(const ui_app *a, ui_canvas *cv);
/* Seat whose lines "only mine" shows, -1 none. */
int ui_line_viewer(const ui_app *a);
ui_colour ui_owner_light(const ui_draw *d, int account); /* an open line's lighter colour */

/* ---- view_line_values.c: each open line's worth (V, setting line_values) */
/* Line `id` shows its worth on its station marker now. */
bool ui_line_value_shown(const ui_app *a, int id);
void ui_draw_line_values(const ui_app *a, ui_canvas *cv);

/* ---- view_preview.c: what a lay on a legal square would score now ------- */
void ui_draw_score_preview(const ui_app *a, ui_canvas *cv, int sq, int tile);

/* Seat colours and symbols. */
ui_colour ui_owner_colour(const ui_draw *d, int account); /* in d's palette */
ui_colour ui_owner_ink(const ui_draw *d, int account);    /* readable text colour on it */
int ui_owner_symbol(int account);
/* The owner's mark where a disc or chip of its colour shows a number (points,
 * a station): a small disc of its colour with its symbol, ringed dark, so
 * that no seat is told by colour alone (WCAG 1.4.1). */
void ui_owner_badge(ui_draw *d, int account, float cx, float cy, float r);
const char *ui_owner_name(const ui_app *a, int account);
/* A company (0..7) by the tone the window draws it in: "mustard", "rust". */
const char *ui_company_name(int company);
