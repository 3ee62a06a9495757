/* Sound effects through SDL's own audio (assets/sounds, made by tools/gen-sounds). */
#pragma once

#include <stdbool.h>

typedef struct ui_sound ui_sound;

enum ui_sfx {
    UI_SFX_LAY,         /* a tile laid by a human seat */
    UI_SFX_AI_MOVE,     /* a computer player's move */
    UI_SFX_LINE_SHORT,  /* a line completed: up to 4 points */
    UI_SFX_LINE_MEDIUM, /* 5..9 points */
    UI_SFX_LINE_LONG,   /* 10 points or more */
    UI_SFX_LINE_CENTRE, /* a line into the central station */
    UI_SFX_ILLEGAL,     /* a click the rules refuse */
    UI_SFX_GAME_END,
    UI_SFX_JOIN,      /* online: a player sits down or comes back */
    UI_SFX_LEAVE,     /* online: a player leaves or loses the connection */
    UI_SFX_YOUR_TURN, /* online: it became this window's turn */
    UI_SFX_COUNT
};

/* Opens the audio device (each effect is loaded at its first play); never
 * fails: without an audio device or the files the game is silent (NULL is a
 * silent player). */
ui_sound *ui_sound_new(void);
void ui_sound_free(ui_sound *s);
/* volume 0..100; muted plays nothing. */
void ui_sound_set_volume(ui_sound *s, int volume, bool muted);
void ui_sound_play(ui_sound *s, enum ui_sfx effect);
/* How many times an effect was asked for, heard or not (scripted tests check
 * the cues without hearing them). */
int ui_sound_played(const ui_sound *s, enum ui_sfx effect);
/* The effects loaded so far (tests: none before the first play). */
int ui_sound_loaded(const ui_sound *s);
/* The effect's name: its file without ".wav" ("line-long"). */
const char *ui_sound_name(enum ui_sfx effect);
