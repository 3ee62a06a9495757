/* The set-up screen's rows for a table online (hosting here or at a
 * server): live or turn-based with a move deadline, private or public. */
#include <stdio.h>

#include "core/widgets.h"
#include "i18n/i18n.h"

float ui_setup_online_rows(const ui_app *a, ui_canvas *cv, float x, float y, float w)
{
    static const int hours[] = {1, 12, 24, 72}; /* the deadlines the protocol allows */
    float u = a->lay.unit, bx = x + 8 * u, live_w = 4.6f * u, bw = (w - 8 * u - live_w) / 4;
    ui_box old = ui_box_across(a, cv, x, 7.6f * u);
    ui_text(cv->d, UI_BOLD, (int)(u * 1.2f), x, y, UI_LEFT, UI_INK, _("Moves"));
    ui_text_box(cv->d, old);
    ui_button(a, cv, bx, y - 0.3f * u, live_w - 0.4f * u, 2.2f * u, _("Live"), UI_ACT_DEADLINE, 0,
              true, a->ui.host_deadline == 0);
    bx += live_w;
    for (int i = 0; i < 4; i++) {
        char label[16];
        /* TRANSLATORS: a turn-based table's deadline for each move, in hours */
        snprintf(label, sizeof label, _("%d h"), hours[i]);
        ui_button(a, cv, bx + (float)i * bw, y - 0.3f * u, bw - 0.4f * u, 2.2f * u, label,
                  UI_ACT_DEADLINE, hours[i], true, a->ui.host_deadline == hours[i]);
    }
    y += 2.8f * u;
    ui_toggle(a, cv, x, y, w, _("Private table"), a->ui.host_private, UI_ACT_PRIVATE, 0, true,
              _("Not listed: joined only with its invitation code."));
    return y + 4.4f * u;
}
