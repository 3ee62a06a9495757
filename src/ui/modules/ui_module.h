/* A module's screen as one table (src/ui/modules/<id>.c), the way the
 * engine's struct metro_module holds its rules: panel section, board
 * overlay, end screen, clickable actions, help page, screenshot scenes,
 * set-up extras, players' rows. The generic UI walks the list
 * (src/ui/modules/module_registry.c) and names no module. Every field is optional. */
#pragma once

#include "i18n/module_words.h"
#include "ui.h"

enum { UI_PANEL_PLACES = 3 };

/* A named screenshot scene: builds the game and UI state into `a` (layout
 * computed); false when it cannot. */
typedef struct ui_scene {
    const char *name;
    bool (*build)(ui_app *a);
} ui_scene;

/* A screenshot scene of an end screen, from data alone: a game of `players`
 * with `modules` (comma list), every module option `option`, deal `seed`,
 * played to its end with a module move by permille/1000 where one exists. */
typedef struct ui_scene_ending {
    const char *name;
    int players;
    const char *modules;
    int option;
    uint64_t seed;
    int permille;
} ui_scene_ending;

/* A module widget by name, for scripts ("hit share 1"); arg -1 takes the
 * script's number. */
typedef struct ui_module_hit_name {
    const char *name;
    int action, arg;
} ui_module_hit_name;

struct ui_module {
    const char *id; /* the engine module's id (matched once, in the registry) */

    /* Side panel: a section under the players' rows; returns the height used.
     * Sections go top to bottom by panel_place (0..UI_PANEL_PLACES-1), then
     * in the list's order. `scratch`: the module's own memory in the frame
     * (UI_MODULE_SCRATCH_BYTES, zeroed with it), for what the panel
     * measures and its board layer and hover words read later in the frame
     * (ui_module_scratch); screens keep no file-level state. */
    float (*panel)(const ui_app *a, ui_canvas *cv, void *scratch, float x, float y, float w);
    int panel_place;
    /* Board, static layer: drawn over tiles and stations (sockets, marks). */
    void (*board)(const ui_app *a, ui_canvas *cv);
    /* End screen: the whole of it. Of the modules in play, the one with
     * the highest end_priority draws it (ties: the list's order), so no
     * screen needs to ask who else is in play. */
    void (*end_screen)(const ui_app *a, ui_canvas *cv);
    int end_priority;
    /* The base end screen's footnote on lines, when the module changes it. */
    const char *end_note;
    /* A city's points of one seat as its rules count them, on one line
     * about 36 units wide and 1.5 high at x, y: its own end screen's rows
     * and another module's end screen (the share payout) draw it. */
    void (*end_row)(const ui_app *a, ui_canvas *cv, int seat, float x, float y);

    /* A click on one of the module's own widgets (added with ui_module_hit):
     * its own action number and argument, each 0..255. */
    void (*action)(ui_app *a, int action, int arg);
    /* Whether Tab's ring stops on the widget (action, arg): only where Enter
     * would do something (a place the player may choose now). NULL: every
     * widget of the module takes the ring. */
    bool (*takes_focus)(const ui_app *a, int action, int arg);
    const ui_module_hit_name *hit_names; /* {NULL} ends it */
    /* True when the module's moves have their own widgets; otherwise the
     * panel shows a generic button per module move. */
    bool own_controls;

    /* The module's name as a player reads it on its own ("Paris", "Companies
     * and shares"): its F1 page's title and a city's set-up button. One line,
     * no section numbers (test ui-help-pages). */
    const char *title;
    /* The title inside a sentence ("Not with %s"), where some languages
     * want it in lower case with its article (Dutch "de centrale stations");
     * NULL: the title. */
    const char *title_in_text;
    /* F1: the text of the module's rules page while it is in play, under
     * `title` ('\n' starts a paragraph). A module with help has a title. */
    const char *help;
    /* Screenshot scenes ({NULL} ends the list); `--list-scenes` shows them. */
    const ui_scene *scenes;
    const ui_scene_ending *endings; /* end-screen scenes from data; {0} ends it */
    /* Set-up screen: extra widgets under the module's row while it is on
     * (the option itself comes from the engine table); height used. */
    float (*setup_extra)(const ui_app *a, ui_canvas *cv, float x, float y, float w);

    /* Players' rows: a note in place of "N to score" (NULL: none), the
     * number shown (false: none yet), public things left of the score. */
    const char *seat_note;
    bool (*seat_score)(const ui_app *a, int seat, int *score);
    float (*seat_public)(const ui_app *a, ui_canvas *cv, int seat, float x_right, float y);
    /* Title over the hand ("Face-up tiles"); NULL keeps "NAME's hand". */
    const char *hand_title;
    /* Its panel shows the companies' points itself (no generic company chips). */
    bool shows_companies;
    /* What is under the pointer (a sight, a field, a tourist) in words, for a
     * bubble beside it; false when the module has nothing there. */
    bool (*hover)(const ui_app *a, ui_canvas *cv, float x, float y, char *out, size_t n);
    /* One of its moves in the player's language, in the position `before`
     * it is played, without the mover's name ("swaps a 20 % share (face-up
     * card)"): the log, the hint and the generic move buttons show it,
     * the log as told (UI_MOVE_TOLD), the others as asked ("swap a ...")
     * (ui_modules_move_words, module_words.h). NULL: the engine's words. */
    int (*move_words)(const metro_state *before, const metro_move *m, ui_move_mood mood, char *out,
                      size_t n);
    /* What the module's own rules did in a move, for the log after the lines
     * it closed ("the taxi drives to Big Ben: 3 points for Ada", "Ben takes
     * 2 chips"): public things only; 0 when nothing happened
     * (ui_modules_rule_words, module_words.c). */
    int (*rule_words)(const metro_state *before, const metro_state *after, const metro_move *m,
                      const char *const names[METRO_MAX_PLAYERS], char *out, size_t n);
    /* The hint (H) chose one of its moves: select what the hint names (the
     * share to swap, the centre side), so that the panel and the board
     * highlight it as after the player's own click. Input path. */
    void (*hint)(ui_app *a, const metro_move *m);
    /* After a move played with animation, from the position `before`: the
     * module starts animations of its own (ui_anim_add; London's taxi
     * ride). Input path: views never add what they draw. */
    void (*played)(ui_app *a, const metro_state *before, const metro_move *m);
    /* What the seat holds in secret (its colour chips, its shares) in one
     * sentence, for the speech room to say to that seat alone while its
     * hand is shown ("Your colours: red, 3 points now."); 0 when none. */
    int (*secret_words)(const ui_app *a, int seat, char *out, size_t n);
};

/* ---- the list (src/ui/modules/module_registry.c) -------------------------------- */
int ui_module_count(void);
const struct ui_module *ui_module_get(int i); /* in drawing order */
/* The UI table of engine slot `slot`, NULL when the module has no screen. */
const struct ui_module *ui_module_for_slot(int slot);
/* Engine slot of a UI table, -1 if the engine has no such module. */
int ui_module_slot(const struct ui_module *m);
/* True when the table's module is in play. */
bool ui_module_on(const ui_app *a, const struct ui_module *m);
/* The `hint` hook of the module whose move m is (nothing for others). */
void ui_modules_hint(ui_app *a, const metro_move *m);
/* Each module's `played` hook, after ui_play_move's own animations. */
void ui_modules_played(ui_app *a, const metro_state *before, const metro_move *m);

/* ---- for module files (src/ui/modules/module_kit.c) -------------------------------- */
/* A clickable rect of module m that calls m->action(a, action, arg). */
void ui_module_hit(const ui_app *a, ui_canvas *cv, const struct ui_module *m, float x, float y,
                   float w, float h, int action, int arg);
/* The hit argument that ui_module_hit registers (scripts look for it). */
int ui_module_hit_arg(const struct ui_module *m, int action, int arg);
/* Seat whose secrets (shares, chits) may be shown now, -1 for none: the only
 * human, or the human to move once confirmed (hotseat privacy). */
int ui_private_seat(const ui_app *a);
/* A module draws a secret of `account` (a chip's value): recorded for the
 * hotseat checks (expect secrets-private). */
void ui_module_secret_drawn(const ui_app *a, ui_canvas *cv, int account);
/* Module m's own memory in the frame, as its panel left it (the panel hook
 * gets it to write). */
const void *ui_module_scratch(const ui_app *a, const struct ui_module *m);
/* A module move may be made now: ui_may_act, and no tile drawn yet. */
bool ui_module_my_turn(const ui_app *a);
/* Plays a module move given as text ("swap:20:up"); a notice on refusal. */
bool ui_module_play_text(ui_app *a, const char *text);
/* Plays a move; a notice on refusal. */
bool ui_module_play(ui_app *a, const metro_move *m);
/* True when the move given as text is legal now. */
bool ui_module_text_legal(const metro_state *s, const char *text);
/* A module selection (UI_MOD_SEL values, -1 none), valid for the position
 * it was made in: any move, undo or load drops it. */
int ui_module_sel(const ui_app *a, int which);
void ui_module_select(ui_app *a, int which, int value);
void ui_module_select_none(ui_app *a);

/* ---- for the generic UI (src/ui/modules/module_views.c): walks the list ---------- */
/* Panel sections of the modules in play, the companies' points when no
 * module shows them, and a generic button per module move of the modules
 * without their own controls; adds the heights to *y. */
void ui_modules_panel(const ui_app *a, ui_canvas *cv, float x, float *y, float w);
void ui_modules_board(const ui_app *a, ui_canvas *cv);
/* True when a module drew the end screen. */
bool ui_modules_end_screen(const ui_app *a, ui_canvas *cv);
/* The module in play with an end_row that does not draw the end screen
 * (a city beside shares), NULL when there is none. */
const struct ui_module *ui_modules_end_row_of(const ui_app *a);
/* The base end screen's footnote of the first module that changes it, NULL. */
const char *ui_modules_end_note(const ui_app *a);
/* UI_ACT_MODULE_WIDGET and UI_ACT_MODULE_MOVE. */
void ui_modules_widget(ui_app *a, int arg);
/* The module widget with hit argument `arg` takes Tab's ring (takes_focus). */
bool ui_modules_widget_takes_focus(const ui_app *a, int arg);
void ui_modules_move_button(ui_app *a, int index);
const char *ui_modules_seat_note(const ui_app *a);
bool ui_modules_seat_score(const ui_app *a, int seat, int *score);
/* Draws a seat's public things ending at x_right; returns their width
 * (with drawing off: measures them, the row's words keep clear). */
float ui_modules_seat_public(const ui_app *a, ui_canvas *cv, int seat, float x_right, float y);
const char *ui_modules_hand_title(const ui_app *a);
/* Each module's secret_words for the seat, joined by spaces ("" none). */
int ui_modules_secret_words(const ui_app *a, int seat, char *out, size_t n);
/* The first module's hover words for the pointer, drawn as a bubble beside
 * it (play and end screens, no dialog open). */
void ui_modules_hover_tip(const ui_app *a, ui_canvas *cv);
