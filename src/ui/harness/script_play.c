/* The script's longer commands: walking the focus ring (tab-to,
 * focus-walk) and playing on (play-on, key-play-on). */
#include <stdio.h>
#include <string.h>

#include "core/focus.h"
#include "harness/script_kit.h"

/* The key that walks the ring: Ctrl+Tab in play (Tab changes the hand
 * tile there), Tab elsewhere. */
static const char *tab_key(const ui_app *a)
{
    return a->ui.screen == UI_PLAY && a->ui.overlay == UI_OV_NONE ? "ctrl+Tab" : "Tab";
}

/* "focus-walk N NAME": N presses of the ring's key, a frame apart; fails
 * as soon as the ring is on module widget NAME. */
int ui_script_focus_walk(ui_script *s, ui_app *a, const char *arg)
{
    char name[32];
    int n;
    if (sscanf(arg, "%d %31s", &n, name) != 2) return -1;
    if (ui_script_hit_named(ui_focus_hit(a), name)) {
        fprintf(stderr, "metro: the ring stops on %s (arg %d)\n", name, ui_focus_hit(a)->arg & 255);
        return s->tabs = 0, -1;
    }
    if (s->tabs >= n) return s->tabs = 0, 1;
    s->tabs++;
    ui_script_press_key(tab_key(a));
    return 0;
}

/* "play-on [N]": the human seats of this window play (any legal square,
 * confirming the hotseat gate, pressing End turn) until the game is over,
 * or until N moves were played; with `keys` by the keyboard alone. The
 * timeout counts from the last move, not the start. */
int ui_script_play_on(ui_script *s, ui_app *a, int until, bool keys)
{
    const metro_state *st = &a->game->state;
    int moves = ui_online_active(a) ? a->ui.online.moves : a->game->cursor;
    if (metro_over(st) || (until > 0 && moves >= until)) return 1;
    if (moves != s->progress) /* a new position (also after an undo): click again */
        s->progress = moves, s->pushed_at = 0, s->waiting_since = a->now ? a->now : 1;
    bool calm = !a->ui.ai_busy && !ui_animating(a) && !a->ui.online.waiting;
    if (calm && a->ui.overlay == UI_OV_NONE && ui_end_turn_pending(a)) {
        if (keys)
            ui_script_press_key("Return");
        else
            ui_script_press_button(s, a, "end-turn");
        return 0;
    }
    if (!calm || a->ui.screen != UI_PLAY || !ui_seat_human(a, st->current)) return 0;
    if (s->pushed_at == moves + 1 && a->now - s->pushed_time > RECLICK_MS) s->pushed_at = 0;
    if (a->ui.overlay == UI_OV_PRIVACY) {
        if (keys)
            ui_script_press_key("Return");
        else
            ui_script_press_button(s, a, "reveal");
        return 0;
    }
    if (a->ui.overlay == UI_OV_NONE && s->pushed_at != moves + 1) {
        s->pushed_at = moves + 1; /* one click a position: its events are on their way */
        s->pushed_time = a->now;
        bool laid = keys ? ui_script_key_lay(a, "") : ui_script_lay_any(s, a, "");
        if (!laid && !(keys ? a->game->state.drawn == METRO_NO_TILE && ui_script_press_key("d")
                            : ui_script_press_button(s, a, "draw")))
            s->pushed_at = 0;
    }
    return 0;
}

/* "tab-to NAME[:ARG]" or "tab-to widget:NAME": the ring's key, a frame
 * apart, until the ring is there (at most 100 presses: counting Tabs in a
 * script would break with each new control). */
int ui_script_tab_to(ui_script *s, ui_app *a, const char *arg)
{
    char want[80];
    snprintf(want, sizeof want, "focus=%.70s", arg);
    bool there = !strncmp(arg, "widget:", 7) ? ui_script_hit_named(ui_focus_hit(a), arg + 7)
                                             : ui_script_expect_focus(a, want);
    if (there) return s->tabs = 0, 1;
    return ++s->tabs > 100 ? (s->tabs = 0, -1) : (ui_script_press_key(tab_key(a)), 0);
}
