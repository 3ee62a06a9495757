/* What each action does (the action table's handlers, actions.c): the
 * set-up screen's (act_setup.c) and those of play and its dialogs
 * (act_play.c). Each takes the click's argument; the table checks first
 * whether the action is allowed now. */
#pragma once

#include "ui.h"

/* ---- act_setup.c ---------------------------------------------------------- */
void ui_act_players(ui_app *a, int count);
void ui_act_hand(ui_app *a, int size);
void ui_act_free_orient(ui_app *a, int arg);
void ui_act_module(ui_app *a, int slot);
void ui_act_option_less(ui_app *a, int slot);
void ui_act_option_more(ui_app *a, int slot);
void ui_act_option_switch(ui_app *a, int slot);
void ui_act_controller(ui_app *a, int seat);
void ui_act_name(ui_app *a, int seat);
void ui_act_seed_random(ui_app *a, int arg);
void ui_act_seed(ui_app *a, int arg);
/* Start, from the set-up as chosen (also Play again). */
void ui_act_start(ui_app *a, int arg);
void ui_act_resume(ui_app *a, int arg);
void ui_act_language(ui_app *a, int lang);
void ui_act_palette(ui_app *a, int arg);

/* ---- act_play.c ----------------------------------------------------------- */
/* Lays the current tile on square sq (a click on the board, Enter). */
void ui_try_lay(ui_app *a, int sq);
/* The Save (UI_PROMPT_SAVE) or Load dialog. */
void ui_open_prompt(ui_app *a, int kind);
/* The history view at move `at` (-1: the last); none online. */
void ui_open_history(ui_app *a, int at);
void ui_act_draw(ui_app *a, int arg);
void ui_act_hand_slot(ui_app *a, int slot);
void ui_act_rotate(ui_app *a, int arg);
void ui_act_undo(ui_app *a, int arg);
void ui_act_redo(ui_app *a, int arg);
void ui_act_hint(ui_app *a, int arg);
void ui_act_menu(ui_app *a, int arg);
void ui_act_reveal(ui_app *a, int arg);
void ui_act_end_turn(ui_app *a, int arg);
void ui_act_history(ui_app *a, int at);
void ui_act_menu_item(ui_app *a, int item);
void ui_act_volume(ui_app *a, int step);
void ui_act_mute(ui_app *a, int arg);
void ui_act_help_page(ui_app *a, int next);
void ui_act_end_board(ui_app *a, int arg);
void ui_act_scale(ui_app *a, int step);
void ui_act_stats(ui_app *a, int arg);
void ui_act_play_again(ui_app *a, int arg);
void ui_act_new_setup(ui_app *a, int arg);
void ui_act_quit(ui_app *a, int arg);
void ui_act_close(ui_app *a, int confirm);
void ui_act_module_widget(ui_app *a, int arg);
void ui_act_module_move(ui_app *a, int index);
void ui_act_file_row(ui_app *a, int row);
void ui_act_history_step(ui_app *a, int forward);
void ui_act_history_end(ui_app *a, int arg);
void ui_act_tutor_start(ui_app *a, int arg);
void ui_act_tutor_next(ui_app *a, int arg);
void ui_act_tutor_back(ui_app *a, int arg);
void ui_act_tutor_leave(ui_app *a, int arg);
