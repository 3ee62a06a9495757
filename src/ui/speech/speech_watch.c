/* Once a frame: what changed on screen since the last frame, as events for
 * the speech room. Secrets only where the screen shows them: the tile and
 * the choices while the seat's own hand is shown (ui_may_act). */
#include <string.h>

#include "speech/speech.h"
#include "speech/speech_watch.h"
#include "speech/speech_words.h"

/* The tile in hand as the player sees it: which slot, which tile, how
 * turned (a turn of a symmetric tile is still a key press to answer). */
static int tile_key(const ui_app *a)
{
    int tile = ui_current_tile(a);
    return tile < 0 ? -1 : tile << 8 | (a->ui.rot & 3) << 4 | (a->ui.sel & 15);
}

static void tell(ui_app *a, int kind, int seat, int sq)
{
    ui_speech_event(a, &(ui_say){.kind = kind, .seat = seat, .sq = sq});
}

/* The seat's secrets in words as a number (FNV-1a): said again at its
 * turn only when it changed since the seat heard it. */
static uint32_t secrets_hash(const ui_app *a, int seat)
{
    char words[600];
    ui_speech_secret_words(a, seat, words, sizeof words);
    uint32_t h = 2166136261u;
    for (const char *c = words; *c; c++) h = (h ^ (uint8_t)*c) * 16777619u;
    return h;
}

/* The gate, End turn, a human's turn with the hand shown, a module's choice. */
static void watch_turn(ui_app *a, ui_speech_seen *seen)
{
    const metro_state *s = &a->game->state;
    if (a->ui.overlay == UI_OV_PRIVACY && seen->overlay != UI_OV_PRIVACY)
        tell(a, UI_SAY_GATE, s->current, -1);
    bool pending = ui_end_turn_pending(a);
    if (pending && !seen->end_turn) tell(a, UI_SAY_END_TURN, ui_turn_seat_shown(a), -1);
    seen->end_turn = pending;
    if (!ui_may_act(a)) return;
    if (seen->turn != s->turn || seen->seat != s->current) {
        seen->turn = s->turn, seen->seat = s->current;
        seen->tile = tile_key(a), seen->pending = s->pending;
        uint32_t secrets = secrets_hash(a, s->current);
        tell(a, UI_SAY_TURN, s->current, secrets != seen->secrets[s->current]);
        seen->secrets[s->current] = secrets;
        return;
    }
    if (s->pending && s->pending != seen->pending) tell(a, UI_SAY_PROMPT, s->current, -1);
    seen->pending = s->pending;
    int tile = tile_key(a);
    if (tile >= 0 && tile != seen->tile) tell(a, UI_SAY_TILE, s->current, -1);
    seen->tile = tile;
}

void ui_speech_watch(ui_app *a)
{
    if (!ui_speech_active(a)) return;
    ui_speech_seen *seen = ui_speech_seen_of(a);
    if (a->game_gen != seen->game_gen && a->game->cursor == 0) { /* a new game */
        seen->turn = seen->seat = -1;
        memset(seen->secrets, 0, sizeof seen->secrets);
    }
    seen->game_gen = a->game_gen;
    if (a->ui.screen == UI_END && seen->screen != UI_END) tell(a, UI_SAY_RESULTS, -1, -1);
    if (a->ui.screen == UI_PLAY && !a->ui.history) watch_turn(a, seen);
    /* the keyboard cursor's square, once the arrow keys showed it */
    int sq = a->ui.pointer.keyboard && a->ui.screen == UI_PLAY && a->ui.overlay == UI_OV_NONE
                 ? a->ui.pointer.cursor_sq
                 : -1;
    if (sq >= 0 && sq != seen->sq) tell(a, UI_SAY_SQUARE, -1, sq);
    seen->sq = sq;
    /* a refused lay, "Game saved": what the notice says over the window */
    if (a->ui.notice[0] && a->ui.notice_until != seen->notice_until && a->now < a->ui.notice_until)
        tell(a, UI_SAY_NOTICE, -1, -1);
    seen->notice_until = a->ui.notice_until;
    /* the hint: only the asker's turn shows it (it is gone with the move) */
    if (a->ui.hint_sq >= 0 && a->ui.hint_sq != seen->hint_sq && ui_may_act(a))
        tell(a, UI_SAY_HINT, -1, -1);
    seen->hint_sq = a->ui.hint_sq;
    /* the control Tab reached, or the menu's highlight */
    int focus = ui_speech_focus_key(a), state = ui_speech_focus_state(a);
    if (focus >= 0 && (focus != seen->focus || state != seen->focus_state))
        tell(a, UI_SAY_FOCUS, -1, -1);
    seen->focus = focus, seen->focus_state = state;
    seen->screen = a->ui.screen, seen->overlay = a->ui.overlay;
}
