/* The actions of play, the menu and the dialogs over it: lay, draw, turn,
 * undo, the menu's items, sound, the rules' pages, the end screen (the
 * action table, actions.c, says when each is allowed). */
#include <stdio.h>

#include "core/app.h"
#include "files/files_dialog.h"
#include "files/stats_game.h"
#include "i18n/i18n.h"
#include "input/act.h"
#include "input/hint.h"
#include "input/notice.h"
#include "input/prefs.h"
#include "lesson/tutorial.h"
#include "modules/ui_module.h"
#include "online/input_online.h"
#include "play/history.h"
#include "speech/speech.h"

void ui_try_lay(ui_app *a, int sq)
{
    if (ui_end_turn_pending(a) && sq >= 0 && a->ui.overlay == UI_OV_NONE) {
        ui_notice(a, ui_turn_laid_tile(a)
                         ? _("Your tile is laid: End turn (Enter), or Undo to take it back")
                         : _("Your move is made: End turn (Enter), or Undo to take it back"));
        return;
    }
    int tile = ui_current_tile(a);
    if (!ui_may_act(a) || tile < 0 || sq < 0) return;
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
        ui_notice(a, _(metro_error_text(metro_lay_error(s, tile, sq) ? metro_lay_error(s, tile, sq)
                                                                     : rc)));
    else
        a->last_move_at = a->now;
    if (!rc && a->ui.tutor.step) ui_tutorial_moved(a, &m);
}

void ui_act_draw(ui_app *a, int arg)
{
    (void)arg;
    if (a->ui.tutor.step && !ui_tutorial_draw(a)) return; /* a hint instead */
    metro_move m = {METRO_MOVE_DRAW, 0, 0, 0, 0, 0, 0, 0};
    if (ui_play_move(a, &m, true))
        ui_sound_play(a->res.sound, UI_SFX_ILLEGAL), ui_notice(a, _("You cannot draw now"));
    else if (a->ui.tutor.step)
        ui_tutorial_moved(a, &m);
}

void ui_act_hand_slot(ui_app *a, int slot)
{
    a->ui.sel = slot, a->ui.rot = 0, a->ui.hint_sq = -1;
}

void ui_act_rotate(ui_app *a, int arg)
{
    (void)arg;
    a->ui.rot = (a->ui.rot + 1) % 4;
}

void ui_act_undo(ui_app *a, int arg)
{
    (void)arg;
    ui_undo(a);
}

void ui_act_redo(ui_app *a, int arg)
{
    (void)arg;
    ui_redo(a);
}

void ui_act_hint(ui_app *a, int arg)
{
    (void)arg;
    ui_hint_start(a);
}

void ui_act_menu(ui_app *a, int arg)
{
    (void)arg;
    a->ui.overlay = UI_OV_MENU, a->ui.menu_sel = 0;
}

void ui_act_reveal(ui_app *a, int arg)
{
    (void)arg;
    a->ui.revealed = true, a->ui.revealed_turn = a->game->state.turn, a->ui.overlay = UI_OV_NONE;
    a->ui.pointer.hover_sq = -1; /* the pointer is on the gate's button, not a square */
    ui_turn_track(a);
    ui_history_mark_since_turn(a); /* what the others laid meanwhile, outlined */
}

void ui_act_end_turn(ui_app *a, int arg)
{
    (void)arg;
    ui_end_turn(a);
}

void ui_open_prompt(ui_app *a, int kind)
{
    a->ui.text_all = false;
    ui_files_open(a, kind);
}

/* Online the window holds the host's view of the game, not its moves. */
void ui_open_history(ui_app *a, int at)
{
    if (ui_online_active(a) && !ui_history_offered(a)) /* no record came (catch-up) */
        ui_notice(a, _("No history online: this window holds only the table's view"));
    else
        ui_history_open(a, at);
}

/* The gate's "what happened": from the player's last lay on. */
void ui_act_history(ui_app *a, int at)
{
    ui_open_history(a, at);
}

/* Online the host saves, and has the move (Confirm each turn greyed). */
static bool menu_item_online(ui_app *a, int item)
{
    if (item == UI_MENU_SAVE || item == UI_MENU_LOAD)
        ui_notice(a, _("The host saves online games after every move"));
    else if (item == UI_MENU_CONFIRM)
        a->ui.overlay = UI_OV_MENU;
    else if (item == UI_MENU_NEW)
        ui_online_leave(a);
    else
        return false;
    return true;
}

void ui_act_menu_item(ui_app *a, int item)
{
    a->ui.overlay = UI_OV_NONE;
    if (ui_online_active(a) && menu_item_online(a, item)) return;
    if (item == UI_MENU_SAVE || item == UI_MENU_LOAD)
        ui_open_prompt(a, item == UI_MENU_SAVE ? UI_PROMPT_SAVE : UI_PROMPT_LOAD);
    else if (item == UI_MENU_LOG)
        a->ui.overlay = UI_OV_LOG;
    else if (item == UI_MENU_HISTORY)
        ui_open_history(a, -1);
    else if (item == UI_MENU_RULES)
        a->ui.overlay = UI_OV_HELP, a->ui.help_page = 0;
    else if (item == UI_MENU_NEW)
        a->ui.screen = UI_SETUP;
    else if (item == UI_MENU_QUIT)
        a->quit = true;
    /* the menu stays open: the board behind or the item's label shows the change */
    if (item == UI_MENU_LINES) ui_prefs_line_colours(a), a->ui.overlay = UI_OV_MENU;
    if (item == UI_MENU_CONFIRM) ui_prefs_confirm_turn(a), a->ui.overlay = UI_OV_MENU;
    if (item == UI_MENU_VALUES) ui_prefs_line_values(a), a->ui.overlay = UI_OV_MENU;
    if (item == UI_MENU_PALETTE) ui_prefs_palette(a), a->ui.overlay = UI_OV_MENU;
    if (item == UI_MENU_SPEECH) ui_speech_toggle(a), a->ui.overlay = UI_OV_MENU;
}

void ui_act_volume(ui_app *a, int step)
{
    ui_prefs_sound(a, false, step);
}

void ui_act_mute(ui_app *a, int arg)
{
    (void)arg;
    ui_prefs_sound(a, true, 0);
}

void ui_act_help_page(ui_app *a, int next)
{
    const struct ui_module *pages[1 + METRO_MODULE_SLOTS];
    int n = ui_help_pages(a, pages, 1 + METRO_MODULE_SLOTS);
    a->ui.help_page += next ? 1 : -1;
    if (a->ui.help_page >= n) a->ui.help_page = n - 1;
    if (a->ui.help_page < 0) a->ui.help_page = 0;
}

void ui_act_end_board(ui_app *a, int arg)
{
    (void)arg;
    a->ui.end_board = !a->ui.end_board;
}

void ui_act_scale(ui_app *a, int step)
{
    ui_prefs_scale(a, step);
}

void ui_act_stats(ui_app *a, int arg)
{
    (void)arg;
    ui_stats_open(a);
}

void ui_act_play_again(ui_app *a, int arg)
{
    if (ui_online_active(a)) /* the table is over: back to the set-up */
        ui_online_leave(a);
    else
        ui_act_start(a, arg);
}

void ui_act_new_setup(ui_app *a, int arg)
{
    (void)arg;
    a->ui.screen = UI_SETUP, a->ui.overlay = UI_OV_NONE;
}

void ui_act_quit(ui_app *a, int arg)
{
    (void)arg;
    a->quit = true;
}

/* A dialog's Close, or (arg 1) the Save and Load dialogs' own button. */
void ui_act_close(ui_app *a, int confirm)
{
    if (a->ui.overlay == UI_OV_PROMPT && confirm)
        ui_files_confirm(a);
    else
        a->ui.overlay = UI_OV_NONE;
}

void ui_act_module_widget(ui_app *a, int arg)
{
    ui_modules_widget(a, arg);
}

void ui_act_module_move(ui_app *a, int index)
{
    ui_modules_move_button(a, index);
}

void ui_act_file_row(ui_app *a, int row)
{
    ui_files_row(a, row);
}

void ui_act_history_step(ui_app *a, int forward)
{
    ui_history_step(a, forward ? 1 : -1);
}

void ui_act_history_end(ui_app *a, int arg)
{
    (void)arg;
    ui_history_close(a);
}

/* The first lesson's buttons (tutorial.c). */
void ui_act_tutor_start(ui_app *a, int arg)
{
    (void)arg;
    ui_tutorial_action(a, UI_ACT_TUTOR_START);
}

void ui_act_tutor_next(ui_app *a, int arg)
{
    (void)arg;
    ui_tutorial_action(a, UI_ACT_TUTOR_NEXT);
}

void ui_act_tutor_back(ui_app *a, int arg)
{
    (void)arg;
    ui_tutorial_action(a, UI_ACT_TUTOR_BACK);
}

void ui_act_tutor_leave(ui_app *a, int arg)
{
    (void)arg;
    ui_tutorial_action(a, UI_ACT_TUTOR_LEAVE);
}
