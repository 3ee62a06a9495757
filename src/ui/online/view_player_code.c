/* The player code's part of the Join screen (player_code.h): the code with
 * Copy, and a field for a code from another computer. */
#include <stdio.h>

#include "core/app.h"
#include "core/widgets.h"
#include "i18n/i18n.h"
#include "online/player_code.h"

float ui_draw_player_code(const ui_app *a, ui_canvas *cv, float x, float y, float w)
{
    float u = a->lay.unit;
    const ui_online *o = &a->ui.online;
    ui_text(cv->d, UI_BOLD, (int)(u * 1.1f), x, y + 0.3f * u, UI_LEFT, UI_INK,
            _("Your player code"));
    y += 2.2f * u;
    ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 0.8f), x, y, w, UI_DIM(cv->d),
                 _("The servers know you by it: keep it secret, like a password. Copy it to "
                   "your other computer to play there as yourself, with your rating."));
    y += 2.6f * u;
    ui_round_rect(cv->d, x, y, w - 12 * u, 2.2f * u, u * 0.4f, UI_ROW);
    ui_text_fit(a, cv, UI_BOLD, (int)(u * 0.95f), x + 0.6f * u, y + 0.5f * u, UI_LEFT, UI_INK,
                o->code, w - 13.2f * u);
    ui_button(a, cv, x + w - 11 * u, y, 11 * u, 2.2f * u, _("Copy"), UI_ACT_CODE_COPY, 0,
              o->code[0] != 0, false);
    y += 3.0f * u;
    ui_text_fit(a, cv, UI_REGULAR, (int)(u * 0.85f), x, y, UI_LEFT, UI_INK,
                _("A code from another computer:"), w);
    y += 1.5f * u;
    ui_text_field(a, cv, x, y, w - 12 * u, 2.2f * u, o->code_text, a->ui.focus == UI_FOCUS_CODE,
                  UI_ACT_CODE_FIELD, 0, (int)sizeof o->code_text - 1);
    ui_button(a, cv, x + w - 11 * u, y, 11 * u, 2.2f * u, _("Use this code"), UI_ACT_CODE_USE, 0,
              o->code_text[0] != 0, false);
    y += 2.8f * u;
    if (o->code_problem[0])
        ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 0.85f), x, y, w, UI_BAD(cv->d), o->code_problem);
    return y + 1.8f * u;
}
