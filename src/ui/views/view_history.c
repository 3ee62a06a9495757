/* The history view's controls in the side panel, where the action buttons
 * and the hand are in play: which move is shown, stepping, the way back. */
#include <stdio.h>

#include "i18n/i18n.h"
#include "views/view_history.h"
#include "core/widgets.h"

float ui_draw_history_controls(const ui_app *a, ui_canvas *cv, float x, float y, float w)
{
    float u = a->lay.unit, bh = 2.4f * u, gap = 0.5f * u, y0 = y;
    /* the past game (history.c): its cursor at the move shown, its moves the present's */
    int n = a->game->n_moves, k = a->game->cursor;
    char title[120];
    snprintf(title, sizeof title, _("History: move %d of %d"), k, n);
    /* a bar the player cannot miss: nothing here is the game's present; its
     * words wrap (cut with "…" they said half of it in Dutch at 120 %) */
    const char *says = _("The board as it was: nothing is undone");
    int spx = (int)(u * 0.8f);
    float th = (float)ui_text_wrap(cv->d, UI_REGULAR, spx, x, 0, w - 1.6f * u, UI_RGBA(0, 0), says),
          bar = 2.3f * u + th + 0.5f * u;
    ui_round_rect(cv->d, x, y, w, bar, u * 0.5f, UI_SELECT(cv->d));
    ui_text_fit(a, cv, UI_BOLD, (int)(u * 1.1f), x + 0.8f * u, y + 0.4f * u, UI_LEFT,
                UI_RGB(0xFFFFFF), title, w - 1.6f * u);
    ui_text_wrap(cv->d, UI_REGULAR, spx, x + 0.8f * u, y + 2.3f * u, w - 1.6f * u, UI_RGB(0xFFFFFF),
                 says);
    y += bar + gap;
    float sw = (w - gap) / 2;
    ui_button(a, cv, x, y, sw, bh, _("◀ Back (←)"), UI_ACT_HISTORY_STEP, 0, k > 0, false);
    ui_button(a, cv, x + sw + gap, y, sw, bh, _("Forward (→) ▶"), UI_ACT_HISTORY_STEP, 1, k < n,
              false);
    y += bh + gap;
    ui_button(a, cv, x, y, w, bh, _("Back to the present (Esc/End)"), UI_ACT_HISTORY_END, 0, true,
              true);
    return y + bh + u - y0;
}
