/* Modules in the player's language: their moves (the module screen's own words, or
 * the engine's English description looked up in the catalogue) and why one
 * cannot be switched on (the set-up screen). */
#include "i18n/module_words.h"

#include <stdio.h>

#include "i18n/i18n.h"
#include "metro/module.h"
#include "modules/ui_module.h"

int ui_modules_rule_words(const metro_state *before, const metro_state *after, const metro_move *m,
                          const char *const names[METRO_MAX_PLAYERS], char *out, size_t n)
{
    size_t at = 0;
    if (n) out[0] = '\0';
    for (int slot = 0; slot < METRO_MODULE_SLOTS; slot++) {
        const struct ui_module *um =
            after->cfg.modules >> slot & 1u ? ui_module_for_slot(slot) : NULL;
        char says[200];
        if (!um || !um->rule_words ||
            um->rule_words(before, after, m, names, says, sizeof says) <= 0)
            continue;
        int k = snprintf(out + at, at < n ? n - at : 0, "%s%s", at ? "; " : "", says);
        if (k > 0) at += (size_t)k;
        if (at >= n) at = n ? n - 1 : 0;
    }
    return (int)at;
}

int ui_modules_move_words(const metro_state *before, const metro_move *m, ui_move_mood mood,
                          char *out, size_t n)
{
    const struct ui_module *um =
        m->kind == METRO_MOVE_MODULE ? ui_module_for_slot(m->module) : NULL;
    if (um && um->move_words) return um->move_words(before, m, mood, out, n);
    /* the engine's words carry numbers and names, so only fixed ones (a
     * module whose screen has no words of its own) find a translation */
    char says[160];
    metro_describe_move(before, m, says, sizeof says);
    return snprintf(out, n, "%s", _(says));
}

/* A module as a sentence's subject: its screen's title ("Stockholm", not
 * "Metro City: Stockholm"), else the engine's display name. */
static const char *module_title(int slot)
{
    const struct ui_module *um = ui_module_for_slot(slot);
    return um && um->title ? _(um->title) : _(metro_module_get(slot)->name);
}

/* Inside a sentence: the title's form for there (Dutch "zet eerst de
 * metromaatschappijen uit", not "De metromaatschappijen"), else the title. */
static const char *module_in_text(int slot)
{
    const struct ui_module *um = ui_module_for_slot(slot);
    return um && um->title_in_text ? _(um->title_in_text) : module_title(slot);
}

void ui_module_refusal(uint32_t modules, int players, int slot, char *why, size_t n)
{
    const struct metro_module *m = metro_module_get(slot);
    why[0] = 0;
    uint32_t want = modules | 1u << slot;
    if (m->standalone) players = 1;
    char engine_words[160]; /* the engine's reason is English: the window says its own */
    if (!metro_modules_check(want, players, engine_words, sizeof engine_words)) return;
    for (int j = 0; j < metro_module_count(); j++) {
        if (j == slot || !(modules >> j & 1u)) continue;
        const struct metro_module *o = metro_module_get(j);
        char tmp[160];
        if (metro_modules_check(1u << slot | 1u << j, m->standalone || o->standalone ? 1 : 2, tmp,
                                sizeof tmp)) {
            if (m->standalone)
                snprintf(why, n, _("%s is played alone: switch off %s first"), module_title(slot),
                         module_in_text(j));
            else if (o->standalone)
                snprintf(why, n, _("Not with %s: it is played alone"), module_in_text(j));
            else
                snprintf(why, n, _("Not with %s (rulebook §6)"), module_in_text(j));
            return;
        }
    }
    int lo = m->min_players ? m->min_players : 2, hi = m->max_players ? m->max_players : 6;
    if (players < lo || players > hi) {
        if (lo == hi)
            snprintf(why, n, ui_trn("For exactly %d player", "For exactly %d players", lo), lo);
        else
            snprintf(why, n, ui_trn("For %d to %d player", "For %d to %d players", hi), lo, hi);
    } else {
        snprintf(why, n, "%s", _("Not with the modules in play"));
    }
}
