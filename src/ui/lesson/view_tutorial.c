/* The first lesson's instruction box and board marks (tutorial.h). The box
 * sits in the side panel under the hand and its buttons, so it never
 * covers the squares a step is about; pop-ups go below it. */
#include <string.h>

#include "i18n/i18n.h"
#include "core/theme.h"
#include "lesson/tutorial.h"
#include "core/widgets.h"

/* The box's words and buttons from (x, y), w wide; returns its height. */
static float box_content(const ui_app *a, ui_canvas *cv, const ui_tutor_words *w, float x, float y,
                         float bw)
{
    float u = a->lay.unit, y0 = y, in = 0.8f * u, tw = bw - 2 * in;
    ui_box old = ui_box_across(a, cv, x + in, tw);
    y += 0.6f * u;
    y += (float)ui_text_wrap(cv->d, UI_BOLD, (int)(u * 0.95f), x + in, y, tw, UI_TITLE, w->title) +
         0.3f * u;
    y += (float)ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 0.85f), x + in, y, tw, UI_INK, w->body) +
         0.4f * u;
    if (w->hint[0])
        y += (float)ui_text_wrap(cv->d, UI_BOLD, (int)(u * 0.85f), x + in, y, tw, UI_BAD(cv->d),
                                 w->hint) +
             0.4f * u;
    ui_text_box(cv->d, old);
    const ui_tutor *t = &a->ui.tutor;
    float gap = 0.5f * u, half = (tw - gap) / 2, bh = 2.2f * u;
    ui_button(a, cv, x + in, y, half, bh, _("Previous"), UI_ACT_TUTOR_BACK, 0, t->step > 1, false);
    ui_button(a, cv, x + in + half + gap, y, half, bh,
              t->step == UI_TUTOR_STEPS ? _("Finish") : _("Next"), UI_ACT_TUTOR_NEXT, 0, t->done,
              t->done);
    y += bh + gap;
    ui_button(a, cv, x + in, y, tw, bh, _("Leave the lesson"), UI_ACT_TUTOR_LEAVE, 0, true, false);
    return y + bh + 0.8f * u - y0;
}

void ui_draw_tutorial(const ui_app *a, ui_canvas *cv)
{
    if (!a->ui.tutor.step || a->ui.screen != UI_PLAY) return;
    const ui_layout *l = &a->lay;
    float u = l->unit, x = l->px + u, w = l->pw - 2 * u, y = cv->frame->panel_keep + 0.4f * u;
    ui_tutor_words words;
    ui_tutorial_words(a, &words);
    int hits = cv->frame->n_hits; /* measured first, without drawing or click areas */
    bool was = ui_draw_off(cv->d, true);
    float h = box_content(a, cv, &words, x, y, w);
    ui_draw_off(cv->d, was);
    cv->frame->n_hits = hits;
    /* the panel's foot: up over the last moves when the box needs the room */
    if (y + h > l->py + l->ph - u) y = l->py + l->ph - u - h;
    ui_round_rect(cv->d, x, y + 2, w, h, u * 0.6f, UI_RGBA(0, 60));
    ui_round_rect(cv->d, x, y, w, h, u * 0.6f, UI_FIRST);
    ui_text_covers_reset(cv->d); /* it covers the panel's last moves on purpose */
    box_content(a, cv, &words, x, y, w);
    cv->frame->panel_keep = y + h; /* pop-ups go under it */
}

void ui_draw_tutorial_marks(const ui_app *a, ui_canvas *cv)
{
    if (!a->ui.tutor.step || a->ui.screen != UI_PLAY) return;
    const ui_layout *l = &a->lay;
    ui_tutor_words w;
    ui_tutorial_words(a, &w);
    float t = l->unit * 0.3f + 2;
    if (w.mark_sq >= 0)
        ui_round_frame(cv->d, l->bx + (float)metro_col(w.mark_sq) * l->ts - 3,
                       l->by + (float)metro_row(w.mark_sq) * l->ts - 3, l->ts + 6, l->ts + 6, 6, t,
                       UI_TARGET);
    if (w.bad_sq >= 0)
        ui_round_frame(cv->d, l->bx + (float)metro_col(w.bad_sq) * l->ts - 3,
                       l->by + (float)metro_row(w.bad_sq) * l->ts - 3, l->ts + 6, l->ts + 6, 6, t,
                       UI_BAD(cv->d));
    if (w.mark_station) {
        float sx, sy, r = l->ts * 0.45f;
        ui_station_pos(l, w.mark_station, &sx, &sy);
        ui_round_frame(cv->d, sx - r, sy - r, 2 * r, 2 * r, r, t, UI_TARGET);
    }
}
