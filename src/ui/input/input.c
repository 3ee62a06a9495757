/* Input: SDL events become UI actions and engine moves. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <time.h>

#include "core/app.h"
#include "i18n/file_words.h"
#include "files/autosave.h"
#include "views/city_card.h"
#include "files/files_dialog.h"
#include "play/history.h"
#include "core/focus.h"
#include "i18n/i18n.h"
#include "online/input_online.h"
#include "files/stats_game.h"
#include "lesson/tutorial.h"
#include "metro/ai.h"
#include "metro/module.h"
#include "modules/ui_module.h"
#include "core/utf8.h"

static void notice(ui_app *a, const char *text)
{
    snprintf(a->ui.notice, sizeof a->ui.notice, "%.150s", text);
    a->ui.notice_until = a->now + 3000;
}

static bool my_turn(const ui_app *a)
{
    return a->ui.screen == UI_PLAY && a->ui.overlay == UI_OV_NONE && !a->ui.ai_busy &&
           ui_hand_visible(a) && !metro_over(&a->game->state);
}

static void try_lay(ui_app *a, int sq)
{
    if (ui_end_turn_pending(a) && sq >= 0 && a->ui.overlay == UI_OV_NONE) {
        notice(a, _("Your tile is laid: End turn (Enter), or Undo to take it back"));
        return;
    }
    int tile = ui_current_tile(a);
    if (!my_turn(a) || tile < 0 || sq < 0) return;
    if (a->ui.tutor.step && !ui_tutorial_lay(a, sq, tile)) return; /* a hint instead */
    const metro_state *s = &a->game->state;
    metro_move m = {METRO_MOVE_LAY,
                    (uint8_t)tile,
                    (uint8_t)sq,
                    (uint8_t)(s->drawn != METRO_NO_TILE ? METRO_FROM_DRAWN : a->ui.sel),
                    0,
                    0,
                    0,
                    0};
    int rc = ui_play_move(a, &m, true);
    if (rc) ui_sound_play(a->res.sound, UI_SFX_ILLEGAL);
    if (rc)
        notice(a, _(metro_error_text(metro_lay_error(s, tile, sq) ? metro_lay_error(s, tile, sq)
                                                                  : rc)));
    else
        a->last_move_at = a->now;
    if (!rc && a->ui.tutor.step) ui_tutorial_moved(a, &m);
}

static void do_draw(ui_app *a)
{
    if (!my_turn(a) || a->game->state.drawn != METRO_NO_TILE) return;
    if (a->ui.tutor.step && !ui_tutorial_draw(a)) return; /* a hint instead */
    metro_move m = {METRO_MOVE_DRAW, 0, 0, 0, 0, 0, 0, 0};
    if (ui_play_move(a, &m, true))
        ui_sound_play(a->res.sound, UI_SFX_ILLEGAL), notice(a, _("You cannot draw now"));
    else if (a->ui.tutor.step)
        ui_tutorial_moved(a, &m);
}

static void start_hint(ui_app *a)
{
    if (!my_turn(a) || !a->res.worker) return;
    if (a->ui.tutor.step && ui_tutorial_refuses(a, UI_ACT_HINT)) return;
    if (!metro_ai_count()) return;
    const char *name = metro_ai_best()->name; /* the hint asks the strongest player */
    a->ui.ai_busy = ui_worker_start(a->res.worker, &a->game->state, name, 12345u + a->game->cursor,
                                    a->anim_div > 1, a->res.ev_ai, 1);
    a->ai_gen = a->game_gen, a->ai_cursor = a->game->cursor; /* answers to older asks are dropped */
}

/* Remembers the settings; a failed write is said in the window, with why. */
static void save_settings(ui_app *a)
{
    char path[1100], err[300], words[160], said[200];
    if (!ui_config_path("setup.txt", path, sizeof path)) return;
    int cause = ui_setup_save(&a->ui.setup, path, err, sizeof err);
    if (!cause) return;
    ui_not_written_words(cause, path, err, words, sizeof words);
    snprintf(said, sizeof said, _("Settings not saved: %.120s"), words);
    notice(a, said);
}

/* The set-up screen's language chooser: the window speaks it at once and
 * the settings remember it (lang=), over the system's language. */
static void choose_language(ui_app *a, int lang)
{
    char err[300];
    const char *code = ui_language_code(lang);
    if (!ui_i18n_use(code, err, sizeof err)) {
        fprintf(stderr, "metro: %s\n", err);
        notice(a, err);
        return;
    }
    snprintf(a->ui.setup.lang, sizeof a->ui.setup.lang, "%s", code);
    ui_render_forget(a); /* the cached layer holds words */
    save_settings(a);
}

/* Volume steps of 10 or mute, heard at once and remembered in the settings. */
static void change_sound(ui_app *a, bool toggle_mute, int step)
{
    ui_setup *s = &a->ui.setup;
    if (toggle_mute)
        s->muted = !s->muted;
    else if (!s->muted)
        s->volume = s->volume + 10 * step < 0     ? 0
                    : s->volume + 10 * step > 100 ? 100
                                                  : s->volume + 10 * step;
    ui_sound_set_volume(a->res.sound, s->volume, s->muted);
    ui_sound_play(a->res.sound, UI_SFX_LAY); /* a sample of the new loudness */
    save_settings(a);
}

static void start_from_setup(ui_app *a)
{
    for (int p = 0; p < METRO_MAX_PLAYERS; p++) /* an emptied name field */
        if (!a->ui.setup.name[p][0])
            snprintf(a->ui.setup.name[p], METRO_NAME_LEN, _("Player %d"), p + 1);
    ui_setup s = a->ui.setup;
    if (s.random_seed)
        s.seed = (uint64_t)time(NULL) ^ SDL_GetPerformanceCounter();
    else
        a->ui.setup.seed = s.seed = strtoull(a->ui.seed_text, NULL, 10);
    save_settings(a);
    a->ui.focus = UI_FOCUS_NONE;
    if (a->ui.host_mode) { /* the embedded host plays this set-up; its lobby opens */
        ui_online_host(a);
        return;
    }
    for (int p = 0; p < METRO_MAX_PLAYERS; p++) /* open seats wait only for online players */
        if (!strcmp(s.controller[p], "open"))
            snprintf(s.controller[p], METRO_CONTROLLER_LEN, "%s", "human");
    ui_start_game(a, &s);
}

static void open_prompt(ui_app *a, int kind)
{
    a->ui.text_all = false;
    ui_files_open(a, kind);
}

/* All lines in colour, only mine, plain; remembered in the settings file. */
static void cycle_line_colours(ui_app *a)
{
    a->ui.setup.line_colours = (a->ui.setup.line_colours + 1) % UI_LINES_MODES;
    save_settings(a);
}

/* Confirm each turn: in hotseat, always, never; remembered. */
static void cycle_confirm_turn(ui_app *a)
{
    a->ui.setup.confirm_turn = (a->ui.setup.confirm_turn + 1) % UI_CONFIRM_MODES;
    save_settings(a);
}

/* Online the window holds the host's view of the game, not its moves. */
static void open_history(ui_app *a, int at)
{
    if (ui_online_active(a))
        notice(a, _("No history online: this window holds only the table's view"));
    else
        ui_history_open(a, at);
}

/* Each open line's worth on its station marker, on or off; remembered. */
static void toggle_line_values(ui_app *a)
{
    a->ui.setup.line_values = !a->ui.setup.line_values;
    save_settings(a);
}

/* Size of words and panels in steps of 10 % (0: back to 100 %); remembered.
 * The layout shows less where the window has no room (render.c). */
static void change_scale(ui_app *a, int step)
{
    int s = step ? a->ui.setup.scale + step * UI_SCALE_STEP : 100;
    if (s < UI_SCALE_MIN) s = UI_SCALE_MIN;
    if (s > UI_SCALE_MAX) s = UI_SCALE_MAX;
    if (s == a->ui.setup.scale) return;
    a->ui.setup.scale = s;
    char says[80];
    snprintf(says, sizeof says, _("Size %d %%"), s);
    notice(a, says);
    save_settings(a);
}

/* Ctrl+= or Ctrl++ bigger, Ctrl+- smaller, Ctrl+0 the designed size, on
 * every screen (as in browsers); true when the key was one of them. */
static bool scale_key(ui_app *a, SDL_Keycode k)
{
    if (k == SDLK_EQUALS || k == SDLK_PLUS || k == SDLK_KP_PLUS)
        change_scale(a, 1);
    else if (k == SDLK_MINUS || k == SDLK_KP_MINUS)
        change_scale(a, -1);
    else if (k == SDLK_0 || k == SDLK_KP_0)
        change_scale(a, 0);
    else
        return false;
    return true;
}

static void menu_item(ui_app *a, int item)
{
    a->ui.overlay = UI_OV_NONE;
    if (ui_online_active(a) && (item == UI_MENU_SAVE || item == UI_MENU_LOAD)) {
        notice(a, _("The host saves online games after every move"));
        return;
    }
    if (ui_online_active(a) && item == UI_MENU_CONFIRM) { /* greyed: the host has the move */
        a->ui.overlay = UI_OV_MENU;
        return;
    }
    if (ui_online_active(a) && item == UI_MENU_NEW) {
        ui_online_leave(a);
        return;
    }
    switch (item) {
    case UI_MENU_SAVE:
        open_prompt(a, UI_PROMPT_SAVE);
        break;
    case UI_MENU_LOAD:
        open_prompt(a, UI_PROMPT_LOAD);
        break;
    case UI_MENU_LOG:
        a->ui.overlay = UI_OV_LOG;
        break;
    case UI_MENU_HISTORY:
        open_history(a, -1);
        break;
    case UI_MENU_RULES:
        a->ui.overlay = UI_OV_HELP, a->ui.help_page = 0;
        break;
    case UI_MENU_LINES: /* the menu stays open: the board behind shows the change */
        cycle_line_colours(a);
        a->ui.overlay = UI_OV_MENU;
        break;
    case UI_MENU_CONFIRM: /* the menu stays open: its label says the new choice */
        cycle_confirm_turn(a);
        a->ui.overlay = UI_OV_MENU;
        break;
    case UI_MENU_VALUES:
        toggle_line_values(a);
        a->ui.overlay = UI_OV_MENU;
        break;
    case UI_MENU_NEW:
        a->ui.screen = UI_SETUP;
        break;
    case UI_MENU_QUIT:
        a->quit = true;
        break;
    default:
        break;
    }
}

static void cycle_controller(ui_app *a, int seat)
{
    char *c = a->ui.setup.controller[seat];
    /* Human -> every level, weakest first -> (hosting online: Open) -> Human. */
    int n = metro_ai_count(), next = 0;
    for (int i = 0; i < n; i++)
        if (metro_ai_get(i) == metro_ai_find(c)) next = i + 1;
    const char *after_ais = a->ui.host_mode ? "open" : "human";
    snprintf(c, METRO_CONTROLLER_LEN, "%s",
             !strcmp(c, "open") ? "human"
             : next < n         ? metro_ai_get(next)->name
                                : after_ais);
}

static void setup_action(ui_app *a, int action, int arg)
{
    ui_setup *s = &a->ui.setup;
    switch (action) {
    case UI_ACT_PLAYERS:
        s->players = arg;
        ui_setup_players_changed(s);
        break;
    case UI_ACT_HAND:
        s->hand_size = arg;
        break;
    case UI_ACT_FREE_ORIENT:
        s->free_orientation = !s->free_orientation;
        break;
    case UI_ACT_MODULE:
        ui_setup_module_toggle(s, arg);
        if (ui_city_card_chosen(a, arg)) save_settings(a); /* its card shows once */
        break;
    case UI_ACT_MODULE_OPT_LESS:
    case UI_ACT_MODULE_OPT_MORE:
    case UI_ACT_MODULE_OPT_SWITCH: {
        const struct metro_module *m = metro_module_get(arg);
        if (!m) break;
        int *v = &s->module_option[arg];
        if (action == UI_ACT_MODULE_OPT_SWITCH)
            *v = *v == m->option.max ? m->option.min : m->option.max;
        else
            *v += action == UI_ACT_MODULE_OPT_MORE ? 1 : -1;
        if (*v < m->option.min) *v = m->option.min;
        if (*v > m->option.max) *v = m->option.max;
        ui_setup_players_changed(s); /* an option may depend on the player count */
        break;
    }
    case UI_ACT_CONTROLLER:
        cycle_controller(a, arg);
        break;
    case UI_ACT_NAME:
        a->ui.focus = UI_FOCUS_NAME, a->ui.focus_seat = arg;
        break;
    case UI_ACT_SEED_RANDOM:
        s->random_seed = !s->random_seed;
        snprintf(a->ui.seed_text, sizeof a->ui.seed_text, "%llu", (unsigned long long)s->seed);
        if (!s->random_seed) a->ui.focus = UI_FOCUS_SEED; /* a seed is what comes next */
        break;
    case UI_ACT_SEED:
        a->ui.focus = UI_FOCUS_SEED;
        break;
    case UI_ACT_START:
        start_from_setup(a);
        break;
    case UI_ACT_RESUME: {
        char path[1100], err[400];
        int problem = 0;
        if (!ui_autosave_back_to_game(a) && ui_data_path("autosave.metro", path, sizeof path) &&
            (problem = ui_app_load(a, path, err, sizeof err))) {
            char says[200];
            ui_not_loaded_words(problem, path, err, says, sizeof says);
            notice(a, says);
        }
        break;
    }
    default:
        break;
    }
}

/* While the history is shown only its own controls, the rules and the
 * sound act: nothing may change the game. True: the action may go on. */
static bool history_action(ui_app *a, int action, int arg)
{
    switch (action) {
    case UI_ACT_HISTORY_STEP:
        ui_history_step(a, arg ? 1 : -1);
        return false;
    case UI_ACT_HISTORY_END:
        ui_history_close(a);
        return false;
    case UI_ACT_HELP_PAGE:
    case UI_ACT_CLOSE:
    case UI_ACT_VOLUME:
    case UI_ACT_MUTE:
    case UI_ACT_QUIT:
        return true;
    default:
        return false;
    }
}

void ui_do_action(ui_app *a, int action, int arg)
{
    if (action != UI_ACT_NAME && action != UI_ACT_SEED && action != UI_ACT_CHAT_SEND)
        a->ui.focus = UI_FOCUS_NONE;
    if (a->ui.history && !history_action(a, action, arg)) return;
    a->ui.text_all = false;
    if (ui_online_action(a, action, arg)) return;
    if (a->ui.tutor.step && ui_tutorial_refuses(a, action)) return;
    switch (action) {
    case UI_ACT_TUTOR_START:
    case UI_ACT_TUTOR_NEXT:
    case UI_ACT_TUTOR_BACK:
    case UI_ACT_TUTOR_LEAVE:
        ui_tutorial_action(a, action);
        break;
    case UI_ACT_HAND_SLOT:
        a->ui.sel = arg, a->ui.rot = 0, a->ui.hint_sq = -1;
        break;
    case UI_ACT_DRAW:
        do_draw(a);
        break;
    case UI_ACT_ROTATE:
        a->ui.rot = (a->ui.rot + 1) % 4;
        break;
    case UI_ACT_UNDO:
        if (!a->ui.ai_busy) ui_undo(a);
        break;
    case UI_ACT_REDO:
        if (!a->ui.ai_busy) ui_redo(a);
        break;
    case UI_ACT_HINT:
        start_hint(a);
        break;
    case UI_ACT_MENU:
        a->ui.overlay = UI_OV_MENU, a->ui.menu_sel = 0;
        break;
    case UI_ACT_REVEAL:
        a->ui.revealed = true, a->ui.revealed_turn = a->game->state.turn,
        a->ui.overlay = UI_OV_NONE;
        ui_turn_track(a);
        ui_history_mark_since_turn(a); /* what the others laid meanwhile, outlined */
        break;
    case UI_ACT_END_TURN:
        ui_end_turn(a);
        break;
    case UI_ACT_HISTORY: /* the gate's "what happened": from the player's last lay on */
        open_history(a, arg);
        break;
    case UI_ACT_MENU_ITEM:
        menu_item(a, arg);
        break;
    case UI_ACT_VOLUME:
    case UI_ACT_MUTE:
        change_sound(a, action == UI_ACT_MUTE, arg);
        break;
    case UI_ACT_HELP_PAGE: {
        const struct ui_module *pages[1 + METRO_MODULE_SLOTS];
        int n = ui_help_pages(a, pages, 1 + METRO_MODULE_SLOTS);
        a->ui.help_page += arg ? 1 : -1;
        if (a->ui.help_page >= n) a->ui.help_page = n - 1;
        if (a->ui.help_page < 0) a->ui.help_page = 0;
        break;
    }
    case UI_ACT_END_BOARD:
        a->ui.end_board = !a->ui.end_board;
        break;
    case UI_ACT_LANGUAGE:
        choose_language(a, arg);
        break;
    case UI_ACT_SCALE:
        change_scale(a, arg);
        break;
    case UI_ACT_STATS:
        ui_stats_open(a);
        break;
    case UI_ACT_PLAY_AGAIN:
        if (ui_online_active(a)) /* the table is over: back to the set-up */
            ui_online_leave(a);
        else
            start_from_setup(a);
        break;
    case UI_ACT_NEW_SETUP:
        a->ui.screen = UI_SETUP, a->ui.overlay = UI_OV_NONE;
        break;
    case UI_ACT_QUIT:
        a->quit = true;
        break;
    case UI_ACT_CLOSE:
        if (a->ui.overlay == UI_OV_PROMPT && arg)
            ui_files_confirm(a);
        else
            a->ui.overlay = UI_OV_NONE;
        break;
    case UI_ACT_MODULE_WIDGET:
        ui_modules_widget(a, arg);
        break;
    case UI_ACT_MODULE_MOVE:
        ui_modules_move_button(a, arg);
        break;
    case UI_ACT_FILE_ROW:
        ui_files_row(a, arg);
        break;
    default:
        setup_action(a, action, arg);
        break;
    }
}

/* Line under the pointer: a station marker, or the nearest track of a tile. */
static int line_under(const ui_app *a, float x, float y)
{
    int st = ui_station_at_px(&a->lay, x, y);
    if (st) return ui_line_ending_at(&a->game->state, st);
    int sq = ui_square_at(&a->lay, x, y);
    if (sq < 0 || a->game->state.cell[sq] == METRO_NO_TILE) return -1;
    float u = (x - a->lay.bx) / a->lay.ts - (float)metro_col(sq);
    float v = (y - a->lay.by) / a->lay.ts - (float)metro_row(sq);
    char letters[5];
    metro_tile_letters(a->game->state.cell[sq], letters);
    int best = -1;
    float bd = 0.09f;
    for (int side = 0; side < 4; side++) {
        float dd = ui_track_distance(side, letters[side], u, v);
        if (dd < bd) bd = dd, best = a->lines.at[sq][side];
    }
    return best;
}

static void mouse_move(ui_app *a, float x, float y)
{
    a->ui.pointer.mouse_x = x, a->ui.pointer.mouse_y = y, a->ui.pointer.keyboard = false;
    if (a->ui.screen != UI_PLAY && a->ui.screen != UI_END) return;
    a->ui.pointer.hover_sq = ui_square_at(&a->lay, x, y);
    a->ui.hover_line = a->ui.overlay == UI_OV_NONE && !a->ui.history ? line_under(a, x, y) : -1;
    if (a->ui.tutor.step) ui_tutorial_hovered(a); /* the line it asks to follow */
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

/* The text of the focused set-up field and its size. */
static char *focused_field(ui_app *a, size_t *cap)
{
    char *online = ui_online_field(a, cap);
    if (online) return online;
    *cap = a->ui.focus == UI_FOCUS_SEED ? sizeof a->ui.seed_text : METRO_NAME_LEN;
    return a->ui.focus == UI_FOCUS_SEED ? a->ui.seed_text : a->ui.setup.name[a->ui.focus_seat];
}

/* The control of the field that takes typing: Tab goes on from it. */
static void field_control(const ui_app *a, int *action, int *arg)
{
    static const int control[] = {[UI_FOCUS_NAME] = UI_ACT_NAME,
                                  [UI_FOCUS_SEED] = UI_ACT_SEED,
                                  [UI_FOCUS_ADDRESS] = UI_ACT_ADDRESS,
                                  [UI_FOCUS_CHAT] = UI_ACT_CHAT_FIELD};
    *action = a->ui.focus > 0 && a->ui.focus <= UI_FOCUS_CHAT ? control[a->ui.focus] : UI_ACT_NONE;
    *arg = a->ui.focus == UI_FOCUS_NAME ? a->ui.focus_seat : 0;
}

/* A text field's control: reaching it with Tab starts typing there, as in
 * any form (on the panel in play, Chat is a button that opens the chat line). */
static bool takes_typing(const ui_app *a, int action)
{
    bool panel = a->ui.screen == UI_PLAY && a->ui.overlay == UI_OV_NONE;
    return action == UI_ACT_NAME || action == UI_ACT_SEED || action == UI_ACT_ADDRESS ||
           (action == UI_ACT_CHAT_FIELD && !panel);
}

/* Enter or Space on the focused control: what a click on it does. A field
 * the action gives the typing to (Random off: the seed) gets the focus. */
static bool activate_focus(ui_app *a)
{
    const ui_hit *h = ui_focus_hit(a);
    if (!h) return false;
    ui_do_action(a, h->action, h->arg);
    int action, arg;
    field_control(a, &action, &arg);
    if (action != UI_ACT_NONE) ui_focus_set(a, action, arg);
    return true;
}

/* Tab (dir 1) and Shift+Tab (-1): the next control, from the field being
 * typed in if any. */
static void tab(ui_app *a, int dir)
{
    int action, arg;
    field_control(a, &action, &arg);
    if (action != UI_ACT_NONE) ui_focus_set(a, action, arg);
    a->ui.focus = UI_FOCUS_NONE, a->ui.text_all = false;
    ui_focus_step(a, dir);
    const ui_hit *h = ui_focus_hit(a);
    if (h && takes_typing(a, h->action)) ui_do_action(a, h->action, h->arg);
    if (h && h->action == UI_ACT_MENU_ITEM) a->ui.menu_sel = h->arg; /* one highlight */
}

static void text_key(ui_app *a, SDL_Keycode k, bool ctrl, bool shift)
{
    size_t cap;
    char *field = focused_field(a, &cap);
    if (k == SDLK_TAB) {
        tab(a, shift ? -1 : 1);
        return;
    }
    if (ctrl && k == SDLK_a) {
        a->ui.text_all = true;
        return;
    }
    if (k == SDLK_BACKSPACE && a->ui.text_all)
        field[0] = 0, a->ui.text_all = false;
    else if (k == SDLK_BACKSPACE)
        ui_utf8_pop(field);
    else if ((k == SDLK_RETURN || k == SDLK_KP_ENTER) && ui_online_enter(a))
        ;
    else if (k == SDLK_ESCAPE && a->ui.overlay == UI_OV_CHAT)
        a->ui.overlay = UI_OV_NONE, a->ui.focus = UI_FOCUS_NONE;
    else if (k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_ESCAPE)
        a->ui.focus = UI_FOCUS_NONE, a->ui.text_all = false;
}

static void text_input(ui_app *a, const char *t)
{
    if (a->ui.pointer.space_pressed && !strcmp(t, " ")) { /* opened a field with Space */
        a->ui.pointer.space_pressed = false;
        return;
    }
    if (a->ui.overlay == UI_OV_PROMPT) {
        if (a->ui.text_all) a->ui.prompt_text[0] = 0, a->ui.text_all = false;
        ui_files_text(a, t);
        return;
    }
    if (a->ui.focus == UI_FOCUS_NONE) return;
    size_t cap;
    char *field = focused_field(a, &cap);
    if (a->ui.text_all) field[0] = 0, a->ui.text_all = false; /* typing replaces the selection */
    if (!ui_utf8_append(field, cap, t, a->ui.focus == UI_FOCUS_SEED) &&
        a->ui.focus == UI_FOCUS_NAME) {
        char says[120]; /* the field shows used/limit too */
        snprintf(says, sizeof says,
                 ui_trn("Names are at most %d character", "Names are at most %d characters",
                        METRO_NAME_LEN - 1),
                 METRO_NAME_LEN - 1);
        notice(a, says);
    }
}

static void play_key(ui_app *a, SDL_Keycode k, bool ctrl)
{
    const metro_state *s = &a->game->state;
    if (k == SDLK_UP || k == SDLK_DOWN || k == SDLK_LEFT || k == SDLK_RIGHT)
        ui_focus_clear(a); /* back on the board: Enter lays */
    if (ctrl && (k == SDLK_z || k == SDLK_y)) {
        ui_do_action(a, k == SDLK_z ? UI_ACT_UNDO : UI_ACT_REDO, 0);
        return;
    }
    switch (k) {
    case SDLK_UP:
        move_cursor(a, -1, 0);
        break;
    case SDLK_DOWN:
        move_cursor(a, 1, 0);
        break;
    case SDLK_LEFT:
        move_cursor(a, 0, -1);
        break;
    case SDLK_RIGHT:
        move_cursor(a, 0, 1);
        break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
    case SDLK_SPACE:
        if (a->ui.screen == UI_END)
            ui_do_action(a, UI_ACT_PLAY_AGAIN, 0);
        else if (ui_end_turn_pending(a) && k != SDLK_SPACE) /* Space lays, never passes on */
            ui_end_turn(a);
        else
            try_lay(a, a->ui.pointer.keyboard ? a->ui.pointer.cursor_sq : a->ui.pointer.hover_sq);
        break;
    case SDLK_d:
        do_draw(a);
        break;
    case SDLK_r:
        if (s->cfg.free_orientation) a->ui.rot = (a->ui.rot + 1) % 4;
        break;
    case SDLK_TAB:
        for (int i = 1; i <= s->hand_size; i++) {
            int slot = (a->ui.sel + i) % s->hand_size;
            if (s->hand[s->current][slot] != METRO_NO_TILE) {
                a->ui.sel = slot, a->ui.rot = 0;
                break;
            }
        }
        break;
    case SDLK_h:
        start_hint(a);
        break;
    case SDLK_l:
        cycle_line_colours(a);
        break;
    case SDLK_v:
        toggle_line_values(a);
        break;
    case SDLK_b:
        if (a->ui.screen == UI_END) a->ui.end_board = !a->ui.end_board;
        break;
    case SDLK_t:
        ui_online_open_chat(a);
        break;
    case SDLK_m: /* the last moves, all of them */
        a->ui.overlay = UI_OV_LOG;
        break;
    case SDLK_y: /* the history: the board after any move, nothing undone */
        open_history(a, -1);
        break;
    default:
        break;
    }
}

static void overlay_key(ui_app *a, SDL_Keycode k)
{
    if (a->ui.overlay == UI_OV_MENU) {
        if (k == SDLK_UP || k == SDLK_DOWN) ui_focus_clear(a); /* Enter takes the highlight */
        if (k == SDLK_UP) a->ui.menu_sel = (a->ui.menu_sel + UI_MENU_COUNT - 1) % UI_MENU_COUNT;
        if (k == SDLK_DOWN) a->ui.menu_sel = (a->ui.menu_sel + 1) % UI_MENU_COUNT;
        if (k == SDLK_RETURN) menu_item(a, a->ui.menu_sel);
        if (k == SDLK_LEFT || k == SDLK_RIGHT) change_sound(a, false, k == SDLK_LEFT ? -1 : 1);
        if (k == SDLK_m) change_sound(a, true, 0);
    } else if (a->ui.overlay == UI_OV_PRIVACY && (k == SDLK_RETURN || k == SDLK_SPACE)) {
        ui_do_action(a, UI_ACT_REVEAL, 0);
    } else if (a->ui.overlay == UI_OV_PRIVACY && k == SDLK_y) {
        open_history(a, ui_history_since_turn_start(a)); /* the board only: hands stay hidden */
    } else if (a->ui.overlay == UI_OV_PRIVACY && k == SDLK_m) {
        a->ui.overlay = UI_OV_LOG; /* what the others did, before passing on; the gate returns */
    } else if (a->ui.overlay == UI_OV_CITY_CARD && (k == SDLK_RETURN || k == SDLK_SPACE)) {
        a->ui.overlay = UI_OV_NONE;
    } else if (a->ui.overlay == UI_OV_HELP && k == SDLK_RETURN) {
        a->ui.overlay = UI_OV_NONE;
    } else if (a->ui.overlay == UI_OV_HELP && (k == SDLK_LEFT || k == SDLK_RIGHT)) {
        ui_do_action(a, UI_ACT_HELP_PAGE, k == SDLK_RIGHT);
    }
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

static void key_down(ui_app *a, const SDL_KeyboardEvent *e)
{
    SDL_Keycode k = e->keysym.sym;
    bool ctrl = (e->keysym.mod & KMOD_CTRL) != 0, shift = (e->keysym.mod & KMOD_SHIFT) != 0;
    if (ctrl && scale_key(a, k)) return;
    bool enter = k == SDLK_RETURN || k == SDLK_KP_ENTER;
    a->ui.pointer.space_pressed = false;
    if (a->ui.pointer.focus_where != ui_focus_where(&a->ui)) ui_focus_clear(a); /* elsewhere */
    if (a->ui.overlay == UI_OV_PROMPT) { /* its field takes the typing, Space too */
        if (k == SDLK_TAB)
            tab(a, shift ? -1 : 1);
        else if (ctrl && k == SDLK_a)
            a->ui.text_all = true;
        else if (!(enter && activate_focus(a))) {
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
        text_key(a, k, ctrl, shift);
        return;
    }
    /* Keyboard focus: in play Tab keeps changing the hand tile and Enter
     * lays, Ctrl+Tab walks the panel's controls (a city's too); elsewhere
     * Tab walks and Enter presses the controls. */
    bool in_play = a->ui.screen == UI_PLAY && a->ui.overlay == UI_OV_NONE;
    if (k == SDLK_TAB && ctrl == in_play) {
        tab(a, shift ? -1 : 1);
        return;
    }
    if ((enter || k == SDLK_SPACE) && activate_focus(a)) {
        a->ui.pointer.space_pressed = k == SDLK_SPACE;
        return;
    }
    if (a->ui.history && a->ui.overlay == UI_OV_NONE && k != SDLK_F1 && !(ctrl && k == SDLK_q)) {
        history_key(a, k);
        return;
    }
    if (k == SDLK_F1) {
        a->ui.overlay = a->ui.overlay == UI_OV_HELP ? UI_OV_NONE : UI_OV_HELP;
        a->ui.help_page = 0;
    } else if (k == SDLK_ESCAPE && a->ui.screen == UI_JOIN && a->ui.overlay == UI_OV_NONE) {
        ui_do_action(a, UI_ACT_BACK, 0);
    } else if (k == SDLK_ESCAPE) {
        /* At the hotseat gate Esc opens the menu; closing it brings the gate
         * back (privacy_check), and the hand stays hidden meanwhile. */
        bool open = a->ui.overlay == UI_OV_NONE || a->ui.overlay == UI_OV_PRIVACY;
        a->ui.overlay = open ? UI_OV_MENU : UI_OV_NONE;
        a->ui.menu_sel = 0;
    } else if (ctrl && k == SDLK_s) {
        open_prompt(a, UI_PROMPT_SAVE);
    } else if (ctrl && k == SDLK_o) {
        open_prompt(a, UI_PROMPT_LOAD);
    } else if (ctrl && k == SDLK_q) {
        a->quit = true;
    } else if (a->ui.overlay != UI_OV_NONE) {
        overlay_key(a, k);
    } else if (a->ui.screen == UI_SETUP) {
        if (k == SDLK_RETURN) ui_do_action(a, UI_ACT_START, 0);
    } else if (a->ui.screen == UI_JOIN || a->ui.screen == UI_LOBBY) {
        ; /* their fields take the keys; the buttons are clicked */
    } else {
        play_key(a, k, ctrl);
    }
}

void ui_handle_event(ui_app *a, const SDL_Event *e)
{
    switch (e->type) {
    case SDL_QUIT:
        a->quit = true;
        break;
    case SDL_MOUSEMOTION:
        mouse_move(a, (float)e->motion.x * a->dpi, (float)e->motion.y * a->dpi);
        break;
    case SDL_MOUSEBUTTONDOWN: {
        float x = (float)e->button.x * a->dpi, y = (float)e->button.y * a->dpi;
        mouse_move(a, x, y);
        ui_focus_clear(a); /* the ring is for keyboard players */
        if (e->button.button == SDL_BUTTON_RIGHT) {
            if (a->game->state.cfg.free_orientation && !a->ui.history)
                a->ui.rot = (a->ui.rot + 1) % 4;
            break;
        }
        const ui_hit *h = ui_hit_find(a, x, y);
        if (h)
            ui_do_action(a, h->action, h->arg);
        else if (a->ui.screen == UI_PLAY && a->ui.overlay == UI_OV_NONE)
            try_lay(a, a->ui.pointer.hover_sq);
        else if (a->ui.screen != UI_PLAY && a->ui.screen != UI_END)
            a->ui.focus = UI_FOCUS_NONE;
        break;
    }
    case SDL_MOUSEWHEEL:
        if (a->ui.overlay == UI_OV_PROMPT)
            ui_files_wheel(a, e->wheel.y);
        else if (a->ui.screen == UI_PLAY && a->game->state.cfg.free_orientation && !a->ui.history)
            a->ui.rot = (a->ui.rot + (e->wheel.y > 0 ? 1 : 3)) % 4;
        break;
    case SDL_KEYDOWN:
        key_down(a, &e->key);
        break;
    case SDL_TEXTINPUT:
        text_input(a, e->text.text);
        break;
    default:
        break;
    }
}
