/* Set-up screen, expansion modules: toggles from the registry, forbidden
 * combinations greyed out with the reason, each module's option inline, and
 * the solo game switching to one player. */
#include <stdio.h>
#include <string.h>

#include "i18n/i18n.h"
#include "metro/module.h"
#include "modules/ui_module.h"
#include "core/widgets.h"

/* A module as the set-up screen names it: its screen's title ("Stockholm",
 * not "Metro City: Stockholm"), else the engine's display name. */
static const char *module_name(int slot)
{
    const struct ui_module *um = ui_module_for_slot(slot);
    return um && um->title ? _(um->title) : _(metro_module_get(slot)->name);
}

/* Why module `slot` cannot be switched on now, "" when it can. */
static void refusal(const ui_setup *s, int slot, char *why, size_t n)
{
    ui_module_refusal(s->modules, s->players, slot, why, n);
}

/* The module's option on the right of its title row: -/+ for a count, a
 * small switch for an on/off option (harder solo). */
static void option(const ui_app *a, ui_canvas *cv, int slot, float x, float y, float w)
{
    const struct metro_module *m = metro_module_get(slot);
    float u = a->lay.unit, r = x + w;
    int v = a->ui.setup.module_option[slot];
    if (m->option.max - m->option.min == 1) { /* two values: a switch, on = the higher */
        ui_switch(a, cv, r - 4.0f * u, y, 2.0f * u, v == m->option.max, true);
        ui_text(cv->d, UI_REGULAR, (int)(u * 0.8f), r - 4.5f * u, y + 0.35f * u, UI_RIGHT,
                UI_DIM(cv->d), _(m->option.label));
        int first = cv->frame->n_hits;
        ui_hit_add(a, cv, r - 4.2f * u, y, 4.2f * u, 2.0f * u, UI_ACT_MODULE_OPT_SWITCH, slot);
        ui_hit_role(cv, first, UI_ROLE_SWITCH, v == m->option.max, 0);
        return;
    }
    if (m->option.values && m->option.max - m->option.min == 2) { /* three names: - name + */
        /* the value by its name between the buttons: a number there ("0")
         * beside "sight side: A" said the same thing twice, differently */
        ui_stepper_words(a, cv, r, y, _(m->option.values[v - m->option.min]), _(m->option.label),
                         UI_ACT_MODULE_OPT_LESS, UI_ACT_MODULE_OPT_MORE, slot);
        return;
    }
    ui_stepper(a, cv, r, y, v, _(m->option.label), UI_ACT_MODULE_OPT_LESS, UI_ACT_MODULE_OPT_MORE,
               slot);
}

/* The first offered module of m's group comes before slot: its row is drawn. */
static bool group_seen(int slot)
{
    const struct metro_module *m = metro_module_get(slot);
    for (int j = 0; j < slot; j++) {
        const struct metro_module *o = metro_module_get(j);
        if (!o->hidden && o->group && !strcmp(o->group, m->group)) return true;
    }
    return false;
}

/* A group of modules that exclude each other (the Metro cities) is one row:
 * a button per module, the one in play highlighted, its option and its
 * description under them. So six cities take the room of one module. */
static float group_row(const ui_app *a, ui_canvas *cv, int first, float x, float y, float w)
{
    float u = a->lay.unit, sw = 4.0f * u + 0.6f * u, bx0 = x + 7.0f * u, bx = bx0, bh = 1.7f * u;
    const ui_setup *s = &a->ui.setup;
    const char *group = metro_module_get(first)->group, *note = _("One per game: click to choose.");
    char why[200] = "";
    int chosen = -1;
    ui_text(cv->d, UI_BOLD, (int)(u * 0.95f), x, y + 0.25f * u, UI_LEFT, UI_INK,
            strcmp(group, "city") ? _(group) : _("Metro City"));
    for (int i = first; i < metro_module_count(); i++) {
        const struct metro_module *m = metro_module_get(i);
        if (m->hidden || !m->group || strcmp(m->group, group)) continue;
        bool on = s->modules >> i & 1u;
        /* a city's own name ("Paris"): its screen's title, under the group's row */
        const char *name = module_name(i);
        /* measured at ui_button's label size, plus its edge room and a little */
        float bw = (float)ui_text_width(cv->d, UI_BOLD, (int)(u * 0.95f), name) + 1.2f * u;
        if (bx + bw > x + w) bx = bx0, y += bh + 0.3f * u; /* wrap */
        ui_setup others = *s; /* a city replaces the city in play: check without it */
        for (int j = 0; j < metro_module_count(); j++)
            if (metro_module_get(j)->group && !strcmp(metro_module_get(j)->group, group))
                others.modules &= ~(1u << j);
        char refused[200] = "";
        if (!on) refusal(&others, i, refused, sizeof refused);
        bool ok = on || !refused[0];
        if (!ok) snprintf(why, sizeof why, "%s", refused);
        int hit = cv->frame->n_hits;
        ui_button(a, cv, bx, y, bw, bh, name, UI_ACT_MODULE, i, ok, on);
        ui_hit_role(cv, hit, UI_ROLE_SWITCH, on, 0); /* a city: on or off */
        bx += bw + 0.4f * u;
        if (on) chosen = i, note = _(m->description);
    }
    y += bh + 0.3f * u;
    if (chosen >= 0 && metro_module_get(chosen)->option.label) { /* a row of its own */
        option(a, cv, chosen, x, y, w);
        y += 2.3f * u;
    }
    /* the description the whole column wide, and as tall as its lines */
    float dh = (float)ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 0.72f), x + sw, y, w - sw,
                                   why[0] ? UI_BAD(cv->d) : UI_DIM(cv->d),
                                   why[0] && chosen < 0 ? why : note);
    return y + (dh > 1.2f * u ? dh : 1.2f * u) + 0.6f * u;
}

float ui_setup_modules(const ui_app *a, ui_canvas *cv, float x, float y, float w)
{
    float u = a->lay.unit, y0 = y, sw = 4.0f * u + 0.6f * u;
    const ui_setup *s = &a->ui.setup;
    for (int i = 0; i < metro_module_count(); i++) {
        const struct metro_module *m = metro_module_get(i);
        if (m->hidden) continue; /* a template, not a game option */
        if (m->group) {
            if (!group_seen(i)) {
                y = group_row(a, cv, i, x, y, w);
                for (int j = i; j < metro_module_count(); j++) { /* the chosen one's extras */
                    const struct ui_module *um = ui_module_for_slot(j);
                    if (s->modules >> j & 1u && metro_module_get(j)->group && um && um->setup_extra)
                        y += um->setup_extra(a, cv, x, y, w);
                }
            }
            continue;
        }
        bool on = s->modules >> i & 1u;
        char why[200] = "";
        if (!on) refusal(s, i, why, sizeof why);
        bool ok = on || !why[0];
        ui_switch(a, cv, x, y, 2.0f * u, on, ok);
        ui_text(cv->d, UI_BOLD, (int)(u * 0.95f), x + sw, y + 0.25f * u, UI_LEFT,
                ok ? UI_INK : UI_DIM(cv->d), _(m->name));
        int first = cv->frame->n_hits;
        if (ok) ui_hit_add(a, cv, x, y, w * 0.55f, 2.2f * u, UI_ACT_MODULE, i);
        ui_hit_role(cv, first, UI_ROLE_SWITCH, on, 0);
        if (on && m->option.label) option(a, cv, i, x, y, w);
        /* as tall as its lines: raised to the text floor they wrap more */
        float dh =
            (float)ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 0.72f), x + sw, y + 1.65f * u, w - sw,
                                ok ? UI_DIM(cv->d) : UI_BAD(cv->d), ok ? _(m->description) : why);
        y += dh + 2.0f * u > 4.0f * u ? dh + 2.0f * u : 4.0f * u;
        const struct ui_module *um = ui_module_for_slot(i);
        if (on && um && um->setup_extra) y += um->setup_extra(a, cv, x, y, w);
    }
    return y - y0;
}

/* K chits × players may not exceed 32: keep the option inside its range. */
static void clamp_options(ui_setup *s)
{
    for (int i = 0; i < metro_module_count(); i++) {
        const struct metro_module *m = metro_module_get(i);
        if (!m->option.label) continue;
        int *v = &s->module_option[i];
        if (*v < m->option.min) *v = m->option.min;
        if (*v > m->option.max) *v = m->option.max;
        if (!m->validate) continue;
        metro_config cfg;
        metro_config_default(&cfg, s->players);
        cfg.modules = 1u << i;
        char err[160];
        for (; *v > m->option.min; (*v)--) {
            cfg.module_option[i] = *v;
            if (!m->validate(&cfg, i, err, sizeof err)) break;
        }
    }
}

void ui_setup_module_toggle(ui_setup *s, int slot)
{
    const struct metro_module *m = metro_module_get(slot);
    if (!m) return;
    if (m->group && !(s->modules >> slot & 1u)) /* one of a group: it replaces the other */
        for (int j = 0; j < metro_module_count(); j++)
            if (j != slot && metro_module_get(j)->group &&
                !strcmp(metro_module_get(j)->group, m->group))
                s->modules &= ~(1u << j);
    s->modules ^= 1u << slot;
    if (m->standalone) /* the solo game: one player, back to two when left */
        s->players = s->modules >> slot & 1u ? 1 : 2;
    clamp_options(s);
}

void ui_setup_players_changed(ui_setup *s)
{
    char why[200];
    if (metro_modules_check(s->modules, s->players, why, sizeof why)) {
        for (int i = 0; i < metro_module_count(); i++) /* drop what no longer fits */
            if (s->modules >> i & 1u && metro_module_get(i)->standalone) s->modules &= ~(1u << i);
        if (metro_modules_check(s->modules, s->players, why, sizeof why)) s->modules = 0;
    }
    clamp_options(s);
}
