/* Keyboard focus: which control Tab reached, by its identity (action, arg)
 * rather than its place, so it stays on the control when the frame is laid
 * out again. */
#include "core/focus.h"
#include "core/scroll.h"
#include "modules/ui_module.h"

int ui_focus_where(const ui_state *u)
{
    int prompt = u->overlay == UI_OV_PROMPT ? u->prompt % 4 : 0; /* Save and Load differ */
    return 1 + (u->screen * 32 + u->overlay) * 4 + prompt;
}

static bool same(const ui_hit *h, int action, int arg)
{
    return h->action == action && h->arg == arg;
}

const ui_hit *ui_focus_hit(const ui_app *a)
{
    const ui_pointer *p = &a->ui.pointer;
    if (p->focus_where != ui_focus_where(&a->ui)) return NULL;
    for (int i = 0; i < a->frame->n_hits; i++)
        if (same(&a->frame->hits[i], p->focus_action, p->focus_arg)) return &a->frame->hits[i];
    return NULL;
}

void ui_focus_set(ui_app *a, int action, int arg)
{
    ui_pointer *p = &a->ui.pointer;
    p->focus_action = action, p->focus_arg = arg, p->focus_where = ui_focus_where(&a->ui);
}

void ui_focus_clear(ui_app *a)
{
    a->ui.pointer.focus_where = 0;
}

void ui_focus_step(ui_app *a, int dir)
{
    const ui_frame *f = a->frame;
    const ui_hit *now = ui_focus_hit(a);
    /* from none: the dialog card's first control (the end screen's results
     * over the board's panel), or the last one */
    int n = f->n_hits, at = now ? (int)(now - f->hits) : dir > 0 ? f->card_hits - 1 : n;
    for (int k = 0, i = at; k < n; k++) {
        i = ((i + dir) % n + n) % n;
        const ui_hit *h = &f->hits[i];
        /* a control registered twice (a row and its label) is one stop; a
         * module's widget that only shows (a field that cannot be chosen) none */
        if (h->action == UI_ACT_NONE || (now && same(h, now->action, now->arg))) continue;
        if (h->action == UI_ACT_MODULE_WIDGET && !ui_modules_widget_takes_focus(a, h->arg))
            continue;
        ui_focus_set(a, h->action, h->arg);
        ui_page_reveal(a, h); /* a control below a tall page's fold comes into view */
        return;
    }
}
