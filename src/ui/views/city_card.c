/* The "how this city plays" card (city_card.h). Its words are the city's
 * F1 page, already translated: its first paragraph says how the city
 * changes play, and the card points to the rest. */
#include <stdio.h>
#include <string.h>

#include "views/city_card.h"
#include "i18n/i18n.h"
#include "metro/module.h"
#include "modules/ui_module.h"
#include "core/widgets.h"

bool ui_city_card_has(int slot)
{
    const struct metro_module *m = metro_module_get(slot);
    const struct ui_module *um = ui_module_for_slot(slot);
    return m && m->group && !m->hidden && um && um->title && um->help;
}

bool ui_city_card_chosen(ui_app *a, int slot)
{
    ui_setup *s = &a->ui.setup;
    if (!ui_city_card_has(slot) || !(s->modules >> slot & 1u) || (s->seen_cities >> slot & 1u))
        return false;
    s->seen_cities |= 1u << slot;
    a->ui.city_card = slot, a->ui.overlay = UI_OV_CITY_CARD;
    return true;
}

/* The card's words from y, w wide; returns the height they take. */
static float words(const ui_app *a, ui_canvas *cv, const char *para, float x, float y, float w)
{
    float u = a->lay.unit;
    float h = (float)ui_text_wrap(cv->d, UI_BOLD, (int)(u * 1.1f), x, y, w, UI_TITLE,
                                  _("How this city plays"));
    h += 0.5f * u;
    h += (float)ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 1.0f), x, y + h, w, UI_INK, para);
    h += 0.8f * u;
    h += (float)ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 0.85f), x, y + h, w, UI_DIM(cv->d),
                             _("In a game with this city, F1 shows its whole rules page."));
    return h;
}

void ui_draw_city_card(const ui_app *a, ui_canvas *cv)
{
    int slot = a->ui.city_card;
    if (!ui_city_card_has(slot)) return;
    const struct ui_module *um = ui_module_for_slot(slot);
    char para[1200];
    snprintf(para, sizeof para, "%s", _(um->help));
    char *nl = strchr(para, '\n'); /* the first paragraph: how the city plays */
    if (nl) *nl = '\0';
    float u = a->lay.unit, w = 46 * u, x, y;
    if (w > (float)a->lay.w - 4 * u) w = (float)a->lay.w - 4 * u;
    bool was = ui_draw_off(cv->d, true); /* measured, then drawn */
    float body = words(a, cv, para, 0, 0, w - 4 * u);
    ui_draw_off(cv->d, was);
    ui_dialog_card(a, cv, w, 5.2f * u + body + 5 * u, &x, &y, _(um->title));
    words(a, cv, para, x + 2 * u, y + 5.2f * u, w - 4 * u);
    ui_button(a, cv, x + w - 12 * u, y + 5.2f * u + body + 1.4f * u, 10 * u, 2.6f * u, _("OK"),
              UI_ACT_CLOSE, 0, true, true);
}
