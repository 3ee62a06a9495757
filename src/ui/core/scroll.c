/* Scrolling views: the shared clamp and bar, and the page (scroll.h). */
#include "core/scroll.h"

float ui_scroll_clamp(float at, float max)
{
    return at > max ? max : at < 0 ? 0 : at;
}

void ui_scroll_bar(ui_draw *d, float unit, float x, float top, float h, float content, float off)
{
    float bw = 0.45f * unit, thumb = h * h / content, max = content - h;
    if (thumb < 2 * unit) thumb = 2 * unit;
    ui_round_rect(d, x, top, bw, h, bw / 2, UI_RGBA(0, 30));
    ui_round_rect(d, x, top + (h - thumb) * (max > 0 ? off / max : 0), bw, thumb, bw / 2,
                  UI_RGBA(0, 110));
}

float ui_page_top(const ui_app *a, ui_canvas *cv, float x, float w, float h, bool dialog)
{
    const ui_layout *l = &a->lay;
    ui_frame *f = cv->frame;
    float u = l->unit, top = u + f->page_above, room = (float)l->h - u - top;
    float centred = top - u + ((float)l->h - top + u - h) / 2;
    if (f->page_open) return centred;
    /* the page on top is the one input scrolls: a dialog over the set-up */
    f->page_view[3] = f->page_scroll_max = 0, f->page_dialog = dialog;
    if (h <= room) return centred;
    float max = h - room, off = ui_scroll_clamp(a->ui.page_scroll[dialog], max);
    f->page_view[0] = x, f->page_view[1] = top, f->page_view[2] = w, f->page_view[3] = room;
    f->page_scroll_max = max, f->page_content = h, f->page_scroll = off;
    f->page_hit0 = f->n_hits, f->page_open = true;
    ui_clip(cv->d, 0, top, (float)l->w, room); /* the card's shadow too */
    return top - off;
}

void ui_page_end(const ui_app *a, ui_canvas *cv)
{
    ui_frame *f = cv->frame;
    if (!f->page_open) return;
    f->page_open = false;
    const float *v = f->page_view;
    float u = a->lay.unit;
    ui_scroll_bar(cv->d, u, v[0] + v[2] - 0.75f * u, v[1] + 0.5f * u, v[3] - u, f->page_content,
                  f->page_scroll);
    ui_unclip(cv->d);
}

bool ui_page_hides(const ui_frame *f, int i, float x, float y)
{
    const float *v = f->page_view;
    (void)x; /* the view spans the card; beside it a modal page has nothing */
    return v[3] > 0 && i >= f->page_hit0 && (y < v[1] || y >= v[1] + v[3]);
}

bool ui_page_scroll(ui_app *a, float by)
{
    float max = a->frame->page_scroll_max, *at = &a->ui.page_scroll[a->frame->page_dialog];
    if (a->frame->page_view[3] <= 0 || max <= 0) return false;
    *at = ui_scroll_clamp(ui_scroll_clamp(*at, max) + by, max);
    return true;
}

bool ui_page_key(ui_app *a, bool down)
{
    float page = a->frame->page_view[3] - 2 * a->lay.unit;
    if (page < a->lay.unit) page = a->lay.unit;
    return ui_page_scroll(a, down ? page : -page);
}

void ui_page_reveal(ui_app *a, const ui_hit *h)
{
    const ui_frame *f = a->frame;
    const float *v = f->page_view;
    if (v[3] <= 0 || h < f->hits + f->page_hit0 || h >= f->hits + f->n_hits) return;
    float margin = 0.5f * a->lay.unit, top = v[1] + margin, bottom = v[1] + v[3] - margin;
    if (h->y < top)
        ui_page_scroll(a, h->y - top);
    else if (h->y + h->h > bottom)
        ui_page_scroll(a, h->y + h->h - bottom);
}

void ui_page_follow(ui_app *a)
{
    ui_state *s = &a->ui; /* as ui_focus_where tells screens and dialogs apart */
    int dialog = ((s->screen * 32 + s->overlay) * 4 + s->prompt % 4) * 64 + (s->help_page & 63);
    if (s->screen != s->page_of[0]) s->page_of[0] = s->screen, s->page_scroll[0] = 0;
    if (dialog != s->page_of[1]) s->page_of[1] = dialog, s->page_scroll[1] = 0;
}
