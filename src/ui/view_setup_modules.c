/* Set-up screen, expansion modules: toggles from the registry, forbidden
 * combinations greyed out with the reason, each module's option inline, and
 * the solo game switching to one player. */
#include <stdio.h>
#include <string.h>

#include "metro/module.h"
#include "modui.h"

#define INK UI_RGB(0x26221C)
#define DIM UI_RGB(0x7A7264)
#define BAD UI_RGB(0xB0332B)

/* Why module `slot` cannot be switched on now, "" when it can. Names the
 * module in the way (display names, not ids). */
static void refusal(const ui_setup *s, int slot, char *why, size_t n)
{
    const struct metro_module *m = metro_module_get(slot);
    why[0] = 0;
    uint32_t want = s->modules | 1u << slot;
    int players = m->standalone ? 1 : s->players;
    if (!metro_modules_check(want, players, why, n)) return;
    for (int j = 0; j < metro_module_count(); j++) {
        if (j == slot || !(s->modules >> j & 1u)) continue;
        const struct metro_module *o = metro_module_get(j);
        char tmp[160];
        if (metro_modules_check(1u << slot | 1u << j, m->standalone || o->standalone ? 1 : 2, tmp,
                                sizeof tmp)) {
            if (m->standalone)
                snprintf(why, n, "%s is played alone: switch off %s first", m->name, o->name);
            else if (o->standalone)
                snprintf(why, n, "Not with %s: it is played alone", o->name);
            else
                snprintf(why, n, "Not with %s (rulebook §6)", o->name);
            return;
        }
    }
}

static void switch_(ui_app *a, float x, float y, bool on, bool enabled)
{
    float h = 2.0f * a->lay.unit;
    ui_round_rect(a->d, x, y, 2 * h, h, h / 2,
                  !enabled ? UI_RGB(0xD9D3C6)
                  : on     ? UI_RGB(0x2F8A45)
                           : UI_RGB(0xB8AE9A));
    ui_circle(a->d, on ? x + 1.5f * h : x + 0.5f * h, y + h / 2, h * 0.4f, UI_RGB(0xFFFFFF));
}

/* The module's option on the right of its title row: -/+ for a count, a
 * small switch for an on/off option (harder solo). */
static void option(ui_app *a, int slot, float x, float y, float w)
{
    const struct metro_module *m = metro_module_get(slot);
    float u = a->lay.unit, r = x + w;
    int v = a->setup.module_option[slot];
    if (m->option.min == 0 && m->option.max == 1) {
        switch_(a, r - 4.0f * u, y, v != 0, true);
        ui_text(a->d, UI_REGULAR, (int)(u * 0.8f), r - 4.5f * u, y + 0.35f * u, UI_RIGHT, DIM,
                m->option.label);
        ui_hit_add(a, r - 4.2f * u, y, 4.2f * u, 2.0f * u, UI_ACT_SETUP_SOLO_HARD, slot);
        return;
    }
    ui_button(a, r - 2.0f * u, y, 2.0f * u, 1.5f * u, "+", UI_ACT_MODULE_OPT, slot * 16 + 1, true,
              false);
    ui_textf(a->d, UI_BOLD, (int)(u * 0.95f), r - 3.1f * u, y + 0.15f * u, UI_CENTRE, INK, "%d", v);
    ui_button(a, r - 6.2f * u, y, 2.0f * u, 1.5f * u, "-", UI_ACT_MODULE_OPT, slot * 16, true,
              false);
    ui_text(a->d, UI_REGULAR, (int)(u * 0.8f), r - 6.6f * u, y + 0.2f * u, UI_RIGHT, DIM,
            m->option.label);
}

float ui_setup_modules(ui_app *a, float x, float y, float w)
{
    float u = a->lay.unit, y0 = y, sw = 4.0f * u + 0.6f * u;
    const ui_setup *s = &a->setup;
    for (int i = 0; i < metro_module_count(); i++) {
        const struct metro_module *m = metro_module_get(i);
        if (!strcmp(m->id, "null")) continue; /* the template, not a game option */
        bool on = s->modules >> i & 1u;
        char why[200] = "";
        if (!on) refusal(s, i, why, sizeof why);
        bool ok = on || !why[0];
        switch_(a, x, y, on, ok);
        ui_text(a->d, UI_BOLD, (int)(u * 0.95f), x + sw, y + 0.25f * u, UI_LEFT, ok ? INK : DIM,
                m->name);
        if (ok) ui_hit_add(a, x, y, w * 0.55f, 2.2f * u, UI_ACT_MODULE, i);
        if (on && m->option.label) option(a, i, x, y, w);
        ui_text_wrap(a->d, UI_REGULAR, (int)(u * 0.72f), x + sw, y + 1.65f * u, w - sw,
                     ok ? DIM : BAD, ok ? m->description : why);
        y += 4.0f * u;
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
