/* What the last frame showed, as far as speech cares: the watch compares
 * each frame with it and says what changed (speech_watch.c). */
#pragma once

#include "ui.h"

typedef struct ui_speech_seen {
    int screen, overlay;
    int turn, seat; /* the turn whose start was said (-1 none) */
    bool end_turn;  /* "press Enter to end the turn" said */
    int tile, sq;   /* the tile in hand (tile_key) and the cursor's square said */
    int pending;    /* the module choice said (state.pending) */
    int game_gen;
    uint32_t notice_until;               /* the notice said (ui_state.notice) */
    int hint_sq;                         /* the hint said (ui_state.hint_sq) */
    int focus;                           /* the control said (ui_speech_focus_key) */
    int focus_state;                     /* and its state said (ui_speech_focus_state) */
    uint32_t secrets[METRO_MAX_PLAYERS]; /* each seat's secrets it heard (a hash) */
} ui_speech_seen;

/* Nothing seen yet (inline: speech.c makes it, the watch calls speech.c). */
static inline void ui_speech_seen_reset(ui_speech_seen *seen)
{
    *seen = (ui_speech_seen){.screen = -1,
                             .turn = -1,
                             .seat = -1,
                             .tile = -1,
                             .sq = -1,
                             .hint_sq = -1,
                             .focus = -1,
                             .focus_state = -1};
}
/* The app's (speech.c). */
ui_speech_seen *ui_speech_seen_of(ui_app *a);
