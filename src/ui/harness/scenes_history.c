/* Scenes of the history view: a hotseat game looked back on (no hand
 * shown), a finished game's board before its last moves, and the marks of
 * what the others laid since a player's last turn. */
#include <stdio.h>

#include "play/history.h"
#include "harness/scene_kit.h"
#include "harness/scenes_history.h"

/* `players` seats, the first `humans` of them at this screen, `moves` in. */
static void hotseat_game(ui_app *a, int players, int humans, int moves)
{
    ui_setup s;
    ui_scene_setup_struct(&s, players, false, 17);
    for (int p = 1; p < humans; p++) snprintf(s.controller[p], METRO_CONTROLLER_LEN, "%s", "human");
    ui_start_game(a, &s);
    ui_scene_play(a, moves, 1717, 0, false, false);
}

/* Move 14 of 24 in a hotseat game: the past board, the move's frame and
 * words, the history bar; the hands stay hidden. */
bool ui_scene_history_midgame(ui_app *a)
{
    hotseat_game(a, 4, 2, 24);
    ui_history_open(a, 14);
    return a->ui.history && a->ui.history_at == 14;
}

/* The end screen's history: a 6-player game three moves before its end. */
bool ui_scene_history_end_screen(ui_app *a)
{
    ui_setup s;
    ui_scene_setup_struct(&s, 6, false, 66);
    ui_start_game(a, &s);
    ui_scene_play(a, 200, 6666, 0, false, false);
    if (!metro_over(&a->game->state)) return false;
    a->ui.screen = UI_END;
    ui_history_open(a, ui_history_moves(a) - 3);
    return a->ui.history;
}

/* Three players at one screen: the third has passed the device and
 * revealed; the two tiles laid since their last lay are outlined. */
bool ui_scene_history_since_your_turn(ui_app *a)
{
    hotseat_game(a, 3, 3, 15);
    a->ui.revealed = true, a->ui.revealed_turn = a->game->state.turn;
    ui_history_mark_since_turn(a);
    return a->ui.since_turn;
}
