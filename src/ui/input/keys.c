/* Keys: what each key does on each screen and dialog. The keys of actions
 * come from the action table (actions.h); the keys of play that are no
 * action (the cursor, Enter, Tab, the view's switches) are the table here. */
#include <stdio.h>

#include "core/app.h"
#include "core/focus.h"
#include "core/scroll.h"
#include "files/files_dialog.h"
#include "input/act.h"
#include "input/actions.h"
#include "input/keys.h"
#include "input/prefs.h"
#include "input/typing.h"
#include "online/input_online.h"
#include "play/history.h"
#include "speech/speech.h"

/* Ctrl+= or Ctrl++ bigger, Ctrl+- smaller, Ctrl+0 the designed size, on
 * every screen (as in browsers); true when the key was one of them. */
static bool scale_key(ui_app *a, SDL_Keycode k)
{
    if (k == SDLK_EQUALS || k == SDLK_PLUS || k == SDLK_KP_PLUS)
        ui_prefs_scale(a, 1);
    else if (k == SDLK_MINUS || k == SDLK_KP_MINUS)
        ui_prefs_scale(a, -1);
    else if (k == SDLK_0 || k == SDLK_KP_0)
        ui_prefs_scale(a, 0);
    else
        return false;
    return true;
}

/* ---- play: the keys that are no action -------------------------------------- */

bool ui_panel_scroll(ui_app *a, float by)
{
    float max = a->frame->panel_scroll_max;
    if (max <= 0) return false;
    /* from where the panel drew it */
    a->ui.panel_scroll = ui_scroll_clamp(ui_scroll_clamp(a->ui.panel_scroll, max) + by, max);
    return true;
}

/* PageUp and PageDown scroll a short window's panel by its column's height
 * less a row (nothing else in play uses them). */
static bool panel_page_key(ui_app *a, SDL_Keycode k)
{
    bool play = (a->ui.screen == UI_PLAY || a->ui.screen == UI_END) && a->ui.overlay == UI_OV_NONE;
    if (!play || (k != SDLK_PAGEUP && k != SDLK_PAGEDOWN)) return false;
    float page = a->frame->panel_view[3] - 2 * a->lay.unit;
    if (page < a->lay.unit) page = a->lay.unit;
    ui_panel_scroll(a, k == SDLK_PAGEUP ? -page : page);
    return true;
}

static void move_cursor(ui_app *a, int dr, int dc)
{
    int r = metro_row(a->ui.pointer.cursor_sq) + dr, c = metro_col(a->ui.pointer.cursor_sq) + dc;
    if (!a->ui.pointer.keyboard) r -= dr, c -= dc; /* first key press just shows the cursor */
    if (r < 0) r = 0;
    if (r > 7) r = 7;
    if (c < 0) c = 0;
    if (c > 7) c = 7;
    a->ui.pointer.cursor_sq = metro_sq(r, c), a->ui.pointer.keyboard = true;
}

static void cursor_key(ui_app *a, SDL_Keycode k)
{
    ui_focus_clear(a); /* back on the board: Enter lays */
    move_cursor(a,
                k == SDLK_UP     ? -1
                : k == SDLK_DOWN ? 1
                                 : 0,
                k == SDLK_LEFT    ? -1
                : k == SDLK_RIGHT ? 1
                                  : 0);
}

/* Enter and Space lay on the cursor's square; Enter ends a turn that waits
 * for it. On the end screen they put the ring on Play again, so a late
 * Enter after the last lay keeps the results on screen. */
static void enter_key(ui_app *a, SDL_Keycode k)
{
    if (a->ui.screen == UI_END)
        ui_focus_step(a, 1);
    else if (ui_end_turn_pending(a) && k != SDLK_SPACE) /* Space lays, never passes on */
        ui_end_turn(a);
    else
        ui_try_lay(a, a->ui.pointer.keyboard ? a->ui.pointer.cursor_sq : a->ui.pointer.hover_sq);
}

/* Tab: the next tile of the hand. */
static void next_tile_key(ui_app *a, SDL_Keycode k)
{
    (void)k;
    const metro_state *s = &a->game->state;
    for (int i = 1; i <= s->hand_size; i++) {
        int slot = (a->ui.sel + i) % s->hand_size;
        if (s->hand[s->current][slot] != METRO_NO_TILE) {
            a->ui.sel = slot, a->ui.rot = 0;
            return;
        }
    }
}

static void line_colours_key(ui_app *a, SDL_Keycode k)
{
    (void)k;
    ui_prefs_line_colours(a);
}

static void line_values_key(ui_app *a, SDL_Keycode k)
{
    (void)k;
    ui_prefs_line_values(a);
}

/* T: the chat line; the 't' SDL sends after this key is no typing. */
static void chat_key(ui_app *a, SDL_Keycode k)
{
    ui_online_open_chat(a);
    a->ui.pointer.key_opened = (int)k;
}

static void log_key(ui_app *a, SDL_Keycode k) /* the last moves, all of them */
{
    (void)k;
    a->ui.overlay = UI_OV_LOG;
}

static void history_open_key(ui_app *a, SDL_Keycode k) /* the board after any move */
{
    (void)k;
    ui_open_history(a, -1);
}

static const struct {
    SDL_Keycode key;
    void (*run)(ui_app *a, SDL_Keycode k);
} play_keys[] = {
    {SDLK_UP, cursor_key},      {SDLK_DOWN, cursor_key},   {SDLK_LEFT, cursor_key},
    {SDLK_RIGHT, cursor_key},   {SDLK_RETURN, enter_key},  {SDLK_KP_ENTER, enter_key},
    {SDLK_SPACE, enter_key},    {SDLK_TAB, next_tile_key}, {SDLK_l, line_colours_key},
    {SDLK_v, line_values_key},  {SDLK_t, chat_key},        {SDLK_m, log_key},
    {SDLK_y, history_open_key},
};

static void play_key(ui_app *a, SDL_Keycode k, bool ctrl)
{
    int action = ui_action_of_key(k, ctrl);
    if (action != UI_ACT_NONE) {
        ui_do_action(a, action, 0);
        return;
    }
    for (size_t i = 0; i < sizeof play_keys / sizeof play_keys[0]; i++)
        if (play_keys[i].key == k) {
            play_keys[i].run(a, k);
            return;
        }
}

/* ---- dialogs, the history view, the Save and Load dialogs ------------------- */

static void menu_key(ui_app *a, SDL_Keycode k)
{
    if (k == SDLK_UP || k == SDLK_DOWN) ui_focus_clear(a); /* Enter takes the highlight */
    if (k == SDLK_UP) a->ui.menu_sel = (a->ui.menu_sel + UI_MENU_COUNT - 1) % UI_MENU_COUNT;
    if (k == SDLK_DOWN) a->ui.menu_sel = (a->ui.menu_sel + 1) % UI_MENU_COUNT;
    if (k == SDLK_RETURN) ui_act_menu_item(a, a->ui.menu_sel);
    if (k == SDLK_LEFT || k == SDLK_RIGHT) ui_prefs_sound(a, false, k == SDLK_LEFT ? -1 : 1);
    if (k == SDLK_m) ui_prefs_sound(a, true, 0);
}

static void overlay_key(ui_app *a, SDL_Keycode k)
{
    int ov = a->ui.overlay;
    bool ok = k == SDLK_RETURN || k == SDLK_SPACE;
    if (ov == UI_OV_MENU)
        menu_key(a, k);
    else if (ov == UI_OV_PRIVACY && ok)
        ui_do_action(a, UI_ACT_REVEAL, 0);
    else if (ov == UI_OV_PRIVACY && k == SDLK_y) /* the board only: hands stay hidden */
        ui_open_history(a, ui_history_since_turn_start(a));
    else if (ov == UI_OV_PRIVACY && k == SDLK_m) /* what the others did; the gate returns */
        a->ui.overlay = UI_OV_LOG;
    else if ((ov == UI_OV_CITY_CARD && ok) || (ov == UI_OV_HELP && k == SDLK_RETURN))
        a->ui.overlay = UI_OV_NONE;
    else if (ov == UI_OV_HELP && (k == SDLK_LEFT || k == SDLK_RIGHT))
        ui_do_action(a, UI_ACT_HELP_PAGE, k == SDLK_RIGHT);
}

/* The history view's keys: Left and Right step, Home the start, End, Esc
 * and Y the present; the others do nothing (no move, no undo). */
static void history_key(ui_app *a, SDL_Keycode k)
{
    if (k == SDLK_LEFT || k == SDLK_RIGHT)
        ui_history_step(a, k == SDLK_LEFT ? -1 : 1);
    else if (k == SDLK_HOME)
        ui_history_step(a, -ui_history_moves(a));
    else if (k == SDLK_END || k == SDLK_ESCAPE || k == SDLK_y)
        ui_history_close(a);
}

/* The Save and Load dialogs: their field takes the typing, Space too. */
static void prompt_key(ui_app *a, SDL_Keycode k, bool ctrl, bool shift)
{
    bool enter = k == SDLK_RETURN || k == SDLK_KP_ENTER;
    if (k == SDLK_TAB) {
        ui_tab(a, shift ? -1 : 1);
    } else if (ctrl && k == SDLK_a) {
        a->ui.text_all = true;
    } else if (!(enter && ui_activate_focus(a))) {
        /* the selection goes: one letter left for Backspace to take,
         * which also lets the Load list's filter follow */
        if (k == SDLK_BACKSPACE && a->ui.text_all)
            snprintf(a->ui.prompt_text, sizeof a->ui.prompt_text, "%s", "x");
        if (k == SDLK_UP || k == SDLK_DOWN || k == SDLK_PAGEUP || k == SDLK_PAGEDOWN ||
            k == SDLK_HOME || k == SDLK_END)
            ui_focus_clear(a); /* Enter takes the list's selected row again */
        if (k == SDLK_BACKSPACE) a->ui.text_all = false;
        ui_files_key(a, k);
    }
}

/* ---- every screen ------------------------------------------------------------ */

/* F1, Esc and the Ctrl keys of every screen, then the screen's or dialog's own. */
static void screen_key(ui_app *a, SDL_Keycode k, bool ctrl)
{
    if (k == SDLK_F1) {
        a->ui.overlay = a->ui.overlay == UI_OV_HELP ? UI_OV_NONE : UI_OV_HELP;
        a->ui.help_page = 0;
    } else if (k == SDLK_ESCAPE && (a->ui.screen == UI_JOIN || a->ui.screen == UI_MINE) &&
               a->ui.overlay == UI_OV_NONE) {
        ui_do_action(a, UI_ACT_BACK, 0);
    } else if (k == SDLK_ESCAPE) {
        /* At the hotseat gate Esc opens the menu; closing it brings the gate
         * back (privacy_check), and the hand stays hidden meanwhile. */
        bool open = a->ui.overlay == UI_OV_NONE || a->ui.overlay == UI_OV_PRIVACY;
        a->ui.overlay = open ? UI_OV_MENU : UI_OV_NONE;
        a->ui.menu_sel = 0;
    } else if (ctrl && (k == SDLK_s || k == SDLK_o)) {
        ui_open_prompt(a, k == SDLK_s ? UI_PROMPT_SAVE : UI_PROMPT_LOAD);
    } else if (ctrl && k == SDLK_q) {
        a->quit = true;
    } else if (a->ui.overlay != UI_OV_NONE) {
        overlay_key(a, k);
    } else if (a->ui.screen == UI_SETUP) {
        if (k == SDLK_RETURN) ui_do_action(a, UI_ACT_START, 0);
    } else if (a->ui.screen != UI_JOIN && a->ui.screen != UI_LOBBY && a->ui.screen != UI_MINE) {
        play_key(a, k, ctrl); /* Join and lobby: their fields take the keys */
    }
}

void ui_key_down(ui_app *a, const SDL_KeyboardEvent *e)
{
    SDL_Keycode k = e->keysym.sym;
    bool ctrl = (e->keysym.mod & KMOD_CTRL) != 0, shift = (e->keysym.mod & KMOD_SHIFT) != 0;
    if (ctrl && scale_key(a, k)) return;
    if (ui_speech_key(a, (int)k)) return; /* F2-F5, on every screen and dialog */
    a->ui.pointer.key_opened = 0;
    if (a->ui.pointer.focus_where != ui_focus_where(&a->ui)) ui_focus_clear(a); /* elsewhere */
    /* a set-up screen or dialog taller than the window: PageUp/PageDown
     * scroll it (the Load list's own keys come first) */
    if ((k == SDLK_PAGEUP || k == SDLK_PAGEDOWN) && a->ui.overlay != UI_OV_PROMPT &&
        ui_page_key(a, k == SDLK_PAGEDOWN))
        return;
    if (a->ui.overlay == UI_OV_PROMPT) {
        prompt_key(a, k, ctrl, shift);
        return;
    }
    /* the lesson has no menu, saves or loads: its buttons say what to do */
    if (a->ui.tutor.step && a->ui.overlay == UI_OV_NONE &&
        (k == SDLK_ESCAPE || (ctrl && (k == SDLK_s || k == SDLK_o)))) {
        ui_do_action(a, UI_ACT_MENU, 0);
        return;
    }
    if (a->ui.focus != UI_FOCUS_NONE && (a->ui.screen == UI_SETUP || a->ui.screen == UI_JOIN ||
                                         a->ui.screen == UI_LOBBY || a->ui.overlay == UI_OV_CHAT)) {
        ui_typing_key(a, k, ctrl, shift);
        return;
    }
    /* Keyboard focus: in play Tab keeps changing the hand tile and Enter
     * lays, Ctrl+Tab walks the panel's controls (a city's too); elsewhere
     * Tab walks and Enter presses the controls. */
    bool in_play = a->ui.screen == UI_PLAY && a->ui.overlay == UI_OV_NONE;
    if (k == SDLK_TAB && ctrl == in_play) {
        ui_tab(a, shift ? -1 : 1);
        return;
    }
    if ((k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_SPACE) && ui_activate_focus(a)) {
        a->ui.pointer.key_opened = k == SDLK_SPACE ? ' ' : 0;
        return;
    }
    if (panel_page_key(a, k)) return;
    if (a->ui.history && a->ui.overlay == UI_OV_NONE && k != SDLK_F1 && !(ctrl && k == SDLK_q)) {
        history_key(a, k);
        return;
    }
    screen_key(a, k, ctrl);
}
