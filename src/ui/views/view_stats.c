/* The statistics dialog (docs/ui.md "Statistics"): finished games, won
 * against each computer level, per module, the best solo score. */
#include <stdio.h>
#include <string.h>

#include "i18n/i18n.h"
#include "metro/ai.h"
#include "metro/module.h"
#include "core/widgets.h"

/* "12 games played · 7 games won (58 %)" */
static void count_words(ui_stats_count c, char *out, size_t n)
{
    char won[80];
    snprintf(won, sizeof won, ui_trn("%d game won", "%d games won", c.won), c.won);
    snprintf(out, n,
             ui_trn("%d game played · %s (%d %%)", "%d games played · %s (%d %%)", c.played),
             c.played, won, c.played ? (100 * c.won + c.played / 2) / c.played : 0);
}

static float row(const ui_app *a, ui_canvas *cv, float x, float y, float w, const char *label,
                 ui_stats_count c)
{
    float u = a->lay.unit;
    char words[160];
    count_words(c, words, sizeof words);
    ui_text_fit(a, cv, UI_REGULAR, (int)(u * 0.95f), x, y, UI_LEFT, UI_INK, label, w * 0.38f);
    ui_text_fit(a, cv, UI_REGULAR, (int)(u * 0.95f), x + w * 0.4f, y, UI_LEFT, UI_DIM(cv->d), words,
                w * 0.6f);
    return y + 1.7f * u;
}

static float heading(const ui_app *a, ui_canvas *cv, float x, float y, const char *text)
{
    float u = a->lay.unit;
    ui_text(cv->d, UI_BOLD, (int)(u * 1.05f), x, y, UI_LEFT, UI_TITLE, text);
    return y + 2.0f * u;
}

void ui_draw_stats(const ui_app *a, ui_canvas *cv)
{
    float u = a->lay.unit, x, y, w = 46 * u, h = 38 * u;
    const ui_stats *st = &a->ui.stats;
    ui_dialog_card(a, cv, w, h, &x, &y, _("Statistics"));
    w = w > (float)a->lay.w - 2 * u ? (float)a->lay.w - 2 * u : w; /* a short window scrolls it */
    float ix = x + 2 * u, iw = w - 4 * u, ty = y + 4.6f * u;
    if (a->ui.stats_problem[0]) {
        ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 0.9f), ix, ty, iw, UI_BAD(cv->d),
                     a->ui.stats_problem);
    } else if (!st->games.played && !st->solo_games) {
        ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 0.95f), ix, ty, iw, UI_DIM(cv->d),
                     _("No game finished yet: the games you play to the end are counted here."));
    } else {
        ty = row(a, cv, ix, ty, iw, _("All games"), st->games);
        if (st->n_levels) ty = heading(a, cv, ix, ty + 0.6f * u, _("Against the computer"));
        for (int i = 0; i < st->n_levels; i++) {
            const metro_ai *ai = metro_ai_find(st->level[i]);
            ty = row(a, cv, ix, ty, iw, ai && ai->level ? _(ai->level) : st->level[i],
                     st->vs_level[i]);
        }
        bool any = false;
        for (int m = 0; m < metro_module_count() && m < METRO_MODULE_SLOTS; m++) {
            if (!st->module[m].played) continue;
            if (!any) ty = heading(a, cv, ix, ty + 0.6f * u, _("With modules")), any = true;
            ty = row(a, cv, ix, ty, iw, _(metro_module_get(m)->name), st->module[m]);
        }
        if (st->solo_games) {
            char solo[160];
            ty = heading(a, cv, ix, ty + 0.6f * u, _("Playing alone"));
            snprintf(solo, sizeof solo,
                     ui_trn("%d game · best score %d", "%d games · best score %d", st->solo_games),
                     st->solo_games, st->solo_best);
            ui_text_fit(a, cv, UI_REGULAR, (int)(u * 0.95f), ix, ty, UI_LEFT, UI_INK, solo, iw);
        }
    }
    ui_button(a, cv, x + w - 12 * u, y + h - 4 * u, 10 * u, 2.6f * u, _("Close"), UI_ACT_CLOSE, 0,
              true, true);
}
