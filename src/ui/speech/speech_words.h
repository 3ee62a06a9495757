/* The speech room's sentences (plain words from the game and the UI state,
 * in the language in use): one function per kind of event. Each returns
 * the length written, like snprintf, and writes "" when there is nothing
 * to say. */
#pragma once

#include <stddef.h>

#include "speech/speech.h"

enum { UI_SPEECH_LEN = 1536 };

/* speech_board.c: a tile by its four tracks, as the player holding it sees
 * it: "top to bottom, right to left, bottom to right, left back to left". */
int ui_speech_tile_words(int tile, char *out, size_t n);
/* What the seat holds in secret (a city's chips, its shares), "" unless
 * its own hand is shown and the privacy rules let its panel show them. */
int ui_speech_secret_words(const ui_app *a, int seat, char *out, size_t n);
/* The event's sentence. */
int ui_speech_words(const ui_app *a, const ui_say *ev, char *out, size_t n);
/* The square sq (what is on it, what a lay there would score and for
 * whom), the open lines, the scores. */
int ui_speech_square(const ui_app *a, int sq, char *out, size_t n);
int ui_speech_board(const ui_app *a, char *out, size_t n);
int ui_speech_scores(const ui_app *a, char *out, size_t n);

/* speech_focus.c: what the modules' hover bubble says at (x, y); the
 * control the keyboard reached (the focus ring, the menu's highlight) in
 * words, and a number that changes when it does (-1 none). */
int ui_speech_module_words(const ui_app *a, float x, float y, char *out, size_t n);
int ui_speech_focus_words(const ui_app *a, char *out, size_t n);
int ui_speech_focus_key(const ui_app *a);
/* The focused control's kind and state as a number (-1 none): a change
 * of it, the control staying, is said again (a switch turned on). */
int ui_speech_focus_state(const ui_app *a);

/* Appends to out at *at without ever writing past n (as log_words.c). */
#define UI_SAY_APPEND(...)                                                                         \
    (*at += (size_t)snprintf(out + (*at < n ? *at : n), *at < n ? n - *at : 0, __VA_ARGS__))
