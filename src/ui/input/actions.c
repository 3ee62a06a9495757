/* The window's actions as one table (actions.h) and the one door they go
 * through, ui_do_action. */
#include <string.h>

#include "core/app.h"
#include "input/act.h"
#include "input/actions.h"
#include "lesson/tutorial.h"
#include "online/input_online.h"

/* ---- when an action is allowed -------------------------------------------- */

static bool may_draw(const ui_app *a)
{
    return ui_may_act(a) && a->game->state.drawn == METRO_NO_TILE;
}

static bool not_thinking(const ui_app *a) /* no computer player is searching */
{
    return !a->ui.ai_busy;
}

static bool free_turning(const ui_app *a)
{
    return a->game->state.cfg.free_orientation;
}

static bool on_end_screen(const ui_app *a)
{
    return a->ui.screen == UI_END;
}

static bool in_history(const ui_app *a)
{
    return a->ui.history;
}

/* ---- the table ------------------------------------------------------------- */

#define NAME(n)                                                                                    \
    {                                                                                              \
        {                                                                                          \
            n, -1                                                                                  \
        }                                                                                          \
    }

static const ui_action_entry table[] = {
    /* the set-up screen */
    [UI_ACT_PLAYERS] = {ui_act_players, .names = NAME("players")},
    [UI_ACT_HAND] = {ui_act_hand},
    [UI_ACT_FREE_ORIENT] = {ui_act_free_orient},
    [UI_ACT_MODULE] = {ui_act_module},
    [UI_ACT_MODULE_OPT_LESS] = {ui_act_option_less},
    [UI_ACT_MODULE_OPT_MORE] = {ui_act_option_more},
    [UI_ACT_MODULE_OPT_SWITCH] = {ui_act_option_switch},
    [UI_ACT_CONTROLLER] = {ui_act_controller, .names = NAME("controller")},
    [UI_ACT_NAME] = {ui_act_name, .keeps_typing = true, .names = NAME("name")},
    [UI_ACT_SEED_RANDOM] = {ui_act_seed_random, .names = NAME("seed-random")},
    [UI_ACT_SEED] = {ui_act_seed, .keeps_typing = true, .names = NAME("seed")},
    [UI_ACT_START] = {ui_act_start, .names = NAME("start")},
    [UI_ACT_RESUME] = {ui_act_resume, .names = NAME("resume")},
    [UI_ACT_LANGUAGE] = {ui_act_language, .names = NAME("language")},
    [UI_ACT_STATS] = {ui_act_stats, .names = NAME("statistics")},
    [UI_ACT_PALETTE] = {ui_act_palette, .names = NAME("palette")},
    /* play */
    [UI_ACT_HAND_SLOT] = {ui_act_hand_slot},
    [UI_ACT_DRAW] = {ui_act_draw, may_draw, SDLK_d, .names = NAME("draw")},
    [UI_ACT_ROTATE] = {ui_act_rotate, free_turning, SDLK_r},
    [UI_ACT_UNDO] = {ui_act_undo, not_thinking, SDLK_z, true, .names = NAME("undo")},
    [UI_ACT_REDO] = {ui_act_redo, not_thinking, SDLK_y, true, .names = NAME("redo")},
    [UI_ACT_HINT] = {ui_act_hint, ui_may_act, SDLK_h, .names = NAME("hint")},
    [UI_ACT_MENU] = {ui_act_menu, .names = NAME("menu")},
    [UI_ACT_REVEAL] = {ui_act_reveal, .names = NAME("reveal")},
    [UI_ACT_END_TURN] = {ui_act_end_turn, .names = NAME("end-turn")},
    [UI_ACT_MENU_ITEM] = {ui_act_menu_item,
                          .names = {{"menu-item", -1},
                                    {"menu-confirm", UI_MENU_CONFIRM}, /* Confirm each turn */
                                    {"line-values", UI_MENU_VALUES},
                                    {"menu-palette", UI_MENU_PALETTE},
                                    {"menu-new", UI_MENU_NEW}}},
    [UI_ACT_PLAY_AGAIN] = {ui_act_play_again, .names = NAME("play-again")},
    [UI_ACT_NEW_SETUP] = {ui_act_new_setup, .names = NAME("new-setup")},
    [UI_ACT_QUIT] = {ui_act_quit, .in_history = true, .names = NAME("quit")},
    [UI_ACT_CLOSE] = {ui_act_close, .in_history = true, .names = NAME("close")},
    [UI_ACT_MODULE_MOVE] = {ui_act_module_move},
    [UI_ACT_MODULE_WIDGET] = {ui_act_module_widget},
    [UI_ACT_FILE_ROW] = {ui_act_file_row, .names = NAME("file-row")},
    [UI_ACT_VOLUME] = {ui_act_volume, .in_history = true},
    [UI_ACT_MUTE] = {ui_act_mute, .in_history = true},
    [UI_ACT_END_BOARD] = {ui_act_end_board, on_end_screen, SDLK_b, .names = NAME("end-board")},
    [UI_ACT_HELP_PAGE] = {ui_act_help_page, .in_history = true, .names = NAME("help-next")},
    [UI_ACT_SCALE] = {ui_act_scale,
                      .names = {{"size-smaller", -1}, {"size-bigger", 1}, {"size-100", 0}}},
    /* online play: input_online.c acts */
    [UI_ACT_HOST_MODE] = {.names = NAME("host")},
    [UI_ACT_JOIN_SCREEN] = {.names = NAME("online")},
    [UI_ACT_REJOIN] = {.names = NAME("rejoin")},
    [UI_ACT_ADDRESS] = {.names = NAME("address")},
    [UI_ACT_CONNECT] = {.names = NAME("connect")},
    [UI_ACT_SEARCH] = {.names = NAME("search")},
    [UI_ACT_LAN_ROW] = {.names = {{"lan-row", 0}}},
    [UI_ACT_TABLE_JOIN] = {.names = NAME("table-join")},
    [UI_ACT_TABLE_WATCH] = {.names = NAME("table-watch")},
    [UI_ACT_BACK] = {.names = NAME("back")},
    [UI_ACT_LOBBY_SEAT] = {.names = NAME("lobby-seat")},
    [UI_ACT_LOBBY_START] = {.names = NAME("lobby-start")},
    [UI_ACT_LEAVE] = {.names = NAME("leave")},
    [UI_ACT_CHAT_FIELD] = {.names = NAME("chat")},
    [UI_ACT_CHAT_SEND] = {.keeps_typing = true, .names = NAME("send")},
    [UI_ACT_MY_TABLES] = {.names = NAME("my-tables")},
    [UI_ACT_MY_TABLE] = {.names = {{"my-table", 0}}},
    [UI_ACT_TABLES_LIST] = {.names = {{"tables-refresh", 0},
                                      {"tables-next", 1},
                                      {"tables-back", -1}}},
    [UI_ACT_SERVER_TABLE] = {.names = NAME("server-table")},
    [UI_ACT_DEADLINE] = {.names = {{"live", 0},
                                   {"deadline-1", 1},
                                   {"deadline-12", 12},
                                   {"deadline-24", 24},
                                   {"deadline-72", 72}}},
    [UI_ACT_PRIVATE] = {.names = NAME("private")},
    [UI_ACT_COPY_LINK] = {.names = NAME("copy-link")},
    [UI_ACT_PLAYER_CODE] = {.names = NAME("player-code")},
    [UI_ACT_CODE_COPY] = {.names = NAME("copy-code")},
    [UI_ACT_CODE_FIELD] = {.names = NAME("code-field")},
    [UI_ACT_CODE_USE] = {.names = NAME("use-code")},
    [UI_ACT_VOTE] = {.names = {{"allow", 1}, {"refuse", 0}}},
    /* the history view: only its own controls act in it */
    [UI_ACT_HISTORY] = {ui_act_history, .names = NAME("history")},
    [UI_ACT_HISTORY_STEP] = {ui_act_history_step, in_history, .in_history = true,
                             .names = {{"history-back", 0}, {"history-forward", 1}}},
    [UI_ACT_HISTORY_END] = {ui_act_history_end, in_history, .in_history = true,
                            .names = NAME("history-end")},
    /* the first lesson */
    [UI_ACT_TUTOR_START] = {ui_act_tutor_start, .names = NAME("tutorial")},
    [UI_ACT_TUTOR_NEXT] = {ui_act_tutor_next, .names = NAME("tutor-next")},
    [UI_ACT_TUTOR_BACK] = {ui_act_tutor_back, .names = NAME("tutor-back")},
    [UI_ACT_TUTOR_LEAVE] = {ui_act_tutor_leave, .names = NAME("tutor-leave")},
};

enum { ACTIONS = (int)(sizeof table / sizeof table[0]) };

const ui_action_entry *ui_action_entry_of(int action)
{
    return action > UI_ACT_NONE && action < ACTIONS ? &table[action] : NULL;
}

bool ui_action_named(const char *name, size_t n, int *action, int *arg)
{
    for (int i = 0; i < ACTIONS; i++)
        for (const ui_action_name *k = table[i].names;
             k < table[i].names + UI_ACTION_NAMES && k->name; k++)
            if (strlen(k->name) == n && !strncmp(k->name, name, n)) {
                *action = i, *arg = k->arg;
                return true;
            }
    return false;
}

int ui_action_of_key(SDL_Keycode k, bool ctrl)
{
    for (int pass = ctrl ? 0 : 1; pass < 2; pass++) /* Ctrl+key first, then the plain key */
        for (int i = 0; i < ACTIONS; i++)
            if (k && table[i].key == k && table[i].ctrl == (pass == 0)) return i;
    return UI_ACT_NONE;
}

void ui_do_action(ui_app *a, int action, int arg)
{
    const ui_action_entry *e = ui_action_entry_of(action);
    if (!e || !e->keeps_typing) a->ui.focus = UI_FOCUS_NONE;
    /* while the history is shown only its own controls, the rules and the
     * sound act: nothing may change the game */
    if (a->ui.history && !(e && e->in_history)) return;
    a->ui.text_all = false;
    if (ui_online_action(a, action, arg) || !e || !e->run) return;
    if (e->allowed && !e->allowed(a)) return; /* before the lesson's "use the buttons" */
    if (a->ui.tutor.step && ui_tutorial_refuses(a, action)) return;
    e->run(a, arg);
}
