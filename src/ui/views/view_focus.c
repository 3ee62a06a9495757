/* The keyboard focus ring: drawn over everything around the control Tab
 * reached (focus.c), so a player who does not use the mouse sees where Enter
 * and Space act. */
#include "core/focus.h"
#include "core/theme.h"

void ui_draw_focus(const ui_app *a, ui_canvas *cv)
{
    const ui_hit *h = ui_focus_hit(a);
    if (!h) return;
    float u = a->lay.unit, gap = 0.3f * u, t = u * 0.22f < 3 ? 3 : u * 0.22f;
    if (a->ui.setup.palette == UI_PALETTE_HIGH_CONTRAST) /* thicker: seen from further */
        t *= 1.8f, gap *= 1.4f;
    /* a white band inside an orange one: seen on the light cards, the blue
     * primary buttons and the dimmed screen behind a dialog alike */
    ui_round_frame(cv->d, h->x - gap - t, h->y - gap - t, h->w + 2 * (gap + t),
                   h->h + 2 * (gap + t), 0.6f * u + t, t, UI_RGB(0xC2410C));
    ui_round_frame(cv->d, h->x - gap, h->y - gap, h->w + 2 * gap, h->h + 2 * gap, 0.6f * u,
                   gap * 0.8f, UI_RGB(0xFFFFFF));
}
