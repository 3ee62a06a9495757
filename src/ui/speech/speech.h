/* A game that speaks (issue 38): views and handlers say what changed as an
 * event; this room puts it into a sentence in the game's language and sends
 * it to speech-dispatcher (when the setting is on), to the file named by
 * METRO_SPEECH (every utterance, one a line) and, in the browser, to the
 * page's ARIA live region. A seat's secrets (hand tiles, module choices) are
 * said only while that seat's hand is shown (ui_hand_visible). */
#pragma once

#include "ui.h"

enum ui_say_kind {
    UI_SAY_MOVE,     /* a move just played: before, move */
    UI_SAY_TURN,     /* a human's turn begins, the hand shown: whose, the tile;
                      * sq 1: and its secrets, new to it (shares, chips) */
    UI_SAY_GATE,     /* the hotseat gate: pass the screen to seat */
    UI_SAY_END_TURN, /* the own move is made: Enter ends the turn */
    UI_SAY_TILE,     /* the tile in hand and how it is turned */
    UI_SAY_SQUARE,   /* the square under the keyboard cursor: sq */
    UI_SAY_PROMPT,   /* a module waits for a choice: the choices */
    UI_SAY_SCORES,   /* on request (F5) */
    UI_SAY_BOARD,    /* on request (F3): each open line */
    UI_SAY_RESULTS,  /* the game is over */
    UI_SAY_SWITCH,   /* speech was turned on or off */
    UI_SAY_NOTICE,   /* the short notice over the window (a refused lay, saved) */
    UI_SAY_HINT,     /* the hint asked for (H): its log line */
    UI_SAY_FOCUS,    /* the control Tab reached (or the menu's highlight) */
};

typedef struct ui_say {
    int kind;
    int seat, sq;
    const metro_state *before; /* UI_SAY_MOVE: the position it was played in */
    const metro_move *move;
} ui_say;

/* Made with the app (reads METRO_SPEECH) and freed with it. */
struct ui_speech *ui_speech_new(void);
void ui_speech_free(struct ui_speech *sp);
/* Anything listens: the setting is on or METRO_SPEECH names a file. */
bool ui_speech_active(const ui_app *a);
/* The event in words, then to every backend listening. */
void ui_speech_event(ui_app *a, const ui_say *ev);
/* A move just played and shown (play.c, through res.say_move). */
void ui_speech_move(ui_app *a, const metro_state *before, const metro_move *m);
/* Once a frame (the frame step): what changed since the last frame that a
 * sighted player sees (turn, gate, tile, cursor, a choice, the results). */
void ui_speech_watch(ui_app *a);
/* The speech keys, on every screen (docs/ui.md, "Speech"). */
enum {
    UI_SPEECH_KEY_TOGGLE = SDLK_F2,
    UI_SPEECH_KEY_BOARD = SDLK_F3,
    UI_SPEECH_KEY_REPEAT = SDLK_F4,
    UI_SPEECH_KEY_SCORES = SDLK_F5
};
/* Keys (keys.c): F2 speech on / off (remembered), F3 the board, F4 the
 * last message again, F5 the scores; true when the key was one of them. */
bool ui_speech_key(ui_app *a, int key);
/* Speech on or off (F2, the menu), remembered in the settings. */
void ui_speech_toggle(ui_app *a);
/* The last message said ("" none): F4 says it again. */
const char *ui_speech_last(const ui_app *a);
