/* Module moves in the player's language: the module screen's own words, or
 * the engine's English description looked up in the catalogue. */
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

int ui_modules_move_words(const metro_state *before, const metro_move *m, char *out, size_t n)
{
    const struct ui_module *um =
        m->kind == METRO_MOVE_MODULE ? ui_module_for_slot(m->module) : NULL;
    if (um && um->move_words) return um->move_words(before, m, out, n);
    /* the engine's words carry numbers and names, so only fixed ones (a
     * module whose screen has no words of its own) find a translation */
    char says[160];
    metro_describe_move(before, m, says, sizeof says);
    return snprintf(out, n, "%s", _(says));
}
