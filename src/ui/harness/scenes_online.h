/* Screenshot scenes of online play (scenes_online.c), in the one scene list. */
#pragma once

#include "ui.h"

bool ui_scene_online_join(ui_app *a);
bool ui_scene_online_join_fr(ui_app *a);
bool ui_scene_online_lobby(ui_app *a);
bool ui_scene_online_lobby_server(ui_app *a);
bool ui_scene_setup_server_table(ui_app *a);
bool ui_scene_online_vote(ui_app *a);
bool ui_scene_online_status(ui_app *a);
bool ui_scene_online_my_tables(ui_app *a);
bool ui_scene_setup_rejoin(ui_app *a);
