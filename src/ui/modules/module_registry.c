/* The module screens in the engine's one list of modules: the build's
 * METRO_MODULE_LIST (from `metro_modules` in src/modules/meson.build) names
 * each module once, and module <name> has its screen table
 * `ui_module_<name>` in src/ui/modules/<name>.c. So entry i is the screen of
 * engine slot i; the order is also the drawing order (panel sections top to
 * bottom, the first module with an end screen draws it). */
#include <assert.h>
#include <string.h>

#include "metro/module.h"
#include "metro_module_list.h"
#include "modules/ui_module.h"

#define DECLARE(name) extern const struct ui_module ui_module_##name;
METRO_MODULE_LIST(DECLARE)
#undef DECLARE

#define ENTRY(name) &ui_module_##name,
static const struct ui_module *const list[] = {METRO_MODULE_LIST(ENTRY)};
#undef ENTRY
enum { COUNT = sizeof list / sizeof list[0] };
static_assert((int)COUNT <= (int)UI_MODULE_SLOTS, "a module screen without its scratch block");

int ui_module_count(void)
{
    return COUNT;
}

const struct ui_module *ui_module_get(int i)
{
    return i >= 0 && i < COUNT ? list[i] : NULL;
}

int ui_module_slot(const struct ui_module *m)
{
    for (int i = 0; i < COUNT; i++)
        if (list[i] == m) return i;
    return -1;
}

const struct ui_module *ui_module_for_slot(int slot)
{
    const struct ui_module *m = ui_module_get(slot);
    assert(!m || !strcmp(m->id, metro_module_get(slot)->id)); /* the file names its module */
    return m;
}

bool ui_module_on(const ui_app *a, const struct ui_module *m)
{
    int slot = ui_module_slot(m);
    return slot >= 0 && (a->game->state.cfg.modules >> slot & 1u);
}

/* Here, not in module_views.c: play.c calls it, and the views call play.c. */
void ui_modules_played(ui_app *a, const metro_state *before, const metro_move *m)
{
    for (int i = 0; i < COUNT; i++)
        if (list[i]->played && ui_module_on(a, list[i])) list[i]->played(a, before, m);
}

void ui_modules_hint(ui_app *a, const metro_move *m)
{
    const struct ui_module *screen =
        m->kind == METRO_MOVE_MODULE ? ui_module_for_slot(m->module) : NULL;
    if (screen && screen->hint && ui_module_on(a, screen)) screen->hint(a, m);
}
