/* The one list of module screens, in drawing order (panel sections top to
 * bottom; the first module with an end screen draws it). Each table is
 * matched to the engine module of the same id here, once. */
#include <string.h>

#include "metro/module.h"
#include "ui_module.h"

extern const struct ui_module ui_module_shares;
extern const struct ui_module ui_module_solo;
extern const struct ui_module ui_module_station_numbers;
extern const struct ui_module ui_module_central_stations;
extern const struct ui_module ui_module_central_tracks;
extern const struct ui_module ui_module_null;

static const struct ui_module *const list[] = {
    &ui_module_shares,           &ui_module_solo,           &ui_module_station_numbers,
    &ui_module_central_stations, &ui_module_central_tracks, &ui_module_null,
};
enum { COUNT = sizeof list / sizeof list[0] };

int ui_module_count(void)
{
    return COUNT;
}

const struct ui_module *ui_module_get(int i)
{
    return i >= 0 && i < COUNT ? list[i] : NULL;
}

/* The match by id: the only place that ties a screen to an engine module. */
int ui_module_slot(const struct ui_module *m)
{
    return m ? metro_module_find(m->id) : -1;
}

const struct ui_module *ui_module_for_slot(int slot)
{
    for (int i = 0; i < COUNT; i++)
        if (slot >= 0 && ui_module_slot(list[i]) == slot) return list[i];
    return NULL;
}

bool ui_module_on(const ui_app *a, const struct ui_module *m)
{
    int slot = ui_module_slot(m);
    return slot >= 0 && (a->game->state.cfg.modules >> slot & 1u);
}
