/* The first lesson's scenes and the city cards' (scenes_tutorial.h). */
#include <stdio.h>
#include <string.h>

#include "views/city_card.h"
#include "metro/module.h"
#include "harness/scene_kit.h"
#include "harness/scenes_tutorial.h"
#include "lesson/tutorial.h"

/* Step 1 with the pointer on the highlighted square: the ghost tile there. */
static bool lay(ui_app *a)
{
    ui_tutorial_start(a);
    ui_scene_hover(a, metro_sq(7, 2));
    return true;
}

/* Step 2 done: the pointer on station 19, its line lit. */
static bool follow(ui_app *a)
{
    ui_tutorial_start(a);
    ui_tutorial_goto(a, 2);
    float x, y;
    ui_station_pos(&a->lay, 19, &x, &y);
    a->ui.pointer.mouse_x = x, a->ui.pointer.mouse_y = y;
    a->ui.hover_line = ui_line_ending_at(&a->game->state, 19);
    ui_tutorial_hovered(a);
    return true;
}

static bool complete(ui_app *a)
{
    ui_tutorial_start(a);
    ui_tutorial_goto(a, 3);
    return true;
}

/* Step 4 done: the line ran into the centre and scored double. */
static bool centre(ui_app *a)
{
    ui_tutorial_start(a);
    ui_tutorial_goto(a, 4);
    metro_move m = {.kind = METRO_MOVE_LAY, .sq = (uint8_t)metro_sq(5, 4), .from = 0};
    m.tile = a->game->state.hand[0][0];
    if (ui_play_move(a, &m, false) == METRO_OK) ui_tutorial_moved(a, &m);
    return true;
}

/* Step 5 after a try on the corner: the hint, the red ghost and the rule. */
static bool one_tile(ui_app *a)
{
    ui_tutorial_start(a);
    ui_tutorial_goto(a, 5);
    ui_tutorial_lay(a, metro_sq(0, 0), ui_current_tile(a));
    ui_scene_hover(a, metro_sq(0, 0));
    return true;
}

/* Step 6 after Draw: the drawn tile to lay. */
static bool draw(ui_app *a)
{
    ui_tutorial_start(a);
    ui_tutorial_goto(a, 6);
    metro_move m = {.kind = METRO_MOVE_DRAW};
    if (ui_play_move(a, &m, false) == METRO_OK) ui_tutorial_moved(a, &m);
    return true;
}

const ui_scene ui_tutorial_scenes[] = {
    {"tutorial-1-lay", lay},
    {"tutorial-2-follow", follow},
    {"tutorial-3-complete", complete},
    {"tutorial-4-centre", centre},
    {"tutorial-5-one-tile", one_tile},
    {"tutorial-6-draw", draw},
    {NULL, NULL},
};

/* The slot of the k-th city with a card, -1 past the last. */
static int city_slot(int k)
{
    for (int i = 0; i < metro_module_count(); i++)
        if (ui_city_card_has(i) && k-- == 0) return i;
    return -1;
}

const char *ui_city_card_scene_name(int k)
{
    /* the names are made once from the registry: scene lists hand out
     * pointers that must stay valid */
    static char names[METRO_MODULE_SLOTS][48];
    int slot = city_slot(k);
    if (slot < 0 || k >= METRO_MODULE_SLOTS) return NULL;
    if (!names[k][0])
        snprintf(names[k], sizeof names[k], "city-card-%s", metro_module_get(slot)->id);
    return names[k];
}

bool ui_city_card_scene_build(ui_app *a, const char *name)
{
    for (int k = 0; ui_city_card_scene_name(k); k++) {
        if (strcmp(ui_city_card_scene_name(k), name)) continue;
        int slot = city_slot(k);
        ui_scene_setup_screen(a);
        a->ui.setup.seen_cities = 0;
        ui_setup_module_toggle(&a->ui.setup, slot);
        return ui_city_card_chosen(a, slot);
    }
    return false;
}
