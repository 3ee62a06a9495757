/* The control the keyboard reached, in words: the words drawn on it in the
 * last frame (a button's label, a field's text), else what a module's hover
 * bubble says there (a Paris field); and what the modules show on a square. */
#include <stdio.h>
#include <string.h>

#include "core/focus.h"
#include "i18n/i18n.h"
#include "core/layout.h"
#include "core/widgets.h"
#include "modules/ui_module.h"
#include "speech/speech_words.h"

int ui_speech_module_words(const ui_app *a, float x, float y, char *out, size_t n)
{
    static ui_frame frame; /* large: a copy the hooks may read as their own */
    frame = *a->frame;
    ui_canvas cv = {.d = NULL, .frame = &frame};
    if (n) out[0] = 0;
    for (int i = 0; i < ui_module_count(); i++) {
        const struct ui_module *m = ui_module_get(i);
        if (m->hover && ui_module_on(a, m) && m->hover(a, &cv, x, y, out, n))
            return (int)strlen(out); /* the first, as the bubble shows */
    }
    if (n) out[0] = 0;
    return 0;
}

/* The focus ring's control, or the menu's highlighted item (Up / Down). */
static const ui_hit *control(const ui_app *a)
{
    const ui_hit *h = ui_focus_hit(a);
    if (h || a->ui.overlay != UI_OV_MENU) return h;
    for (int i = 0; i < a->frame->n_hits; i++) { /* or the item unavailable now */
        const ui_hit *item = &a->frame->hits[i];
        bool off = item->action == UI_ACT_NONE && item->role == UI_ROLE_BUTTON && item->state < 0;
        if ((item->action == UI_ACT_MENU_ITEM || off) && item->arg == a->ui.menu_sel) return item;
    }
    return NULL;
}

int ui_speech_focus_key(const ui_app *a)
{
    const ui_hit *h = control(a);
    return h ? (h->action & 0xFF) << 16 | (h->arg & 0xFFFF) : -1;
}

int ui_speech_focus_state(const ui_app *a)
{
    const ui_hit *h = control(a);
    return h ? (h->role & 0xFF) << 8 | (h->state & 0xFF) : -1;
}

/* Where a choice stands in its row: the frame's choices of its action. */
static void choice_place(const ui_app *a, const ui_hit *h, int *place, int *of)
{
    *place = *of = 0;
    for (int i = 0; i < a->frame->n_hits; i++) {
        const ui_hit *o = &a->frame->hits[i];
        if (o->role != UI_ROLE_CHOICE || o->action != h->action) continue;
        ++*of;
        if (o == h) *place = *of;
    }
}

/* The control's words, then its kind and state: "Free orientation, switch,
 * on", "Players: 3, choice 2 of 5, chosen", "Start game, button". */
static int with_role(const ui_app *a, const ui_hit *h, const char *words, char *out, size_t n)
{
    int place, of;
    switch (h->role) {
    case UI_ROLE_BUTTON:
        /* TRANSLATORS: a control said by speech: its words, then its kind */
        return snprintf(out, n, h->state < 0 ? _("%s, button, unavailable") : _("%s, button"),
                        words);
    case UI_ROLE_SWITCH:
        return snprintf(out, n, h->state ? _("%s, switch, on") : _("%s, switch, off"), words);
    case UI_ROLE_CHOICE:
        choice_place(a, h, &place, &of);
        /* TRANSLATORS: one of a row of buttons: "Players: 3, choice 2 of 5, chosen" */
        return snprintf(out, n,
                        h->state ? _("%s, choice %d of %d, chosen") : _("%s, choice %d of %d"),
                        words, place, of);
    case UI_ROLE_FIELD:
        return snprintf(out, n, _("%s, text field"), words);
    case UI_ROLE_CYCLE: /* one button steps through the values: "Colours: ..., choice 2 of 3" */
        return snprintf(out, n, _("%s, choice %d of %d"), words, h->state + 1, (int)h->of);
    }
    return snprintf(out, n, "%s", words);
}

/* The words nearest the control on its line that belong to no control,
 * on the `left` ("Players" for "3") or just right of it ("Free
 * orientation" by its switch); NULL when there are none. */
static const char *row_label(const ui_app *a, const ui_draw_list *l, const ui_hit *h, bool left)
{
    const char *best = NULL;
    float best_gap = left ? 1e9f : 3 * a->lay.unit;
    for (int i = 0; i < ui_draw_list_count(l); i++) {
        float x, y;
        const char *text = ui_draw_list_text(l, i, &x, &y);
        if (!text || y < h->y || y >= h->y + h->h || ui_frame_hit(a->frame, x + 1, y)) continue;
        float gap = left ? h->x - x : x - (h->x + h->w);
        if (gap >= 0 && gap < best_gap) best = text, best_gap = gap;
    }
    return best;
}

/* A switch's label or a field's text: the leftmost words inside the
 * control (first drawn on a tie), not the note under a switch's label nor
 * a field's "3/31" at its right. NULL when there are none. */
static const char *leftmost_inside(const ui_draw_list *l, const ui_hit *h)
{
    const char *best = NULL;
    float best_x = 1e9f;
    for (int i = 0; i < ui_draw_list_count(l); i++) {
        float x, y;
        const char *text = ui_draw_list_text(l, i, &x, &y);
        if (text && text[0] && x >= h->x && x < h->x + h->w && y >= h->y && y < h->y + h->h &&
            x < best_x)
            best = text, best_x = x;
    }
    return best;
}

/* A button's label: the last words drawn inside it (ui_button draws its
 * label last, over whatever a dialog covers); NULL for other controls. */
static const char *button_label(const ui_draw_list *l, const ui_hit *h)
{
    const char *last = NULL;
    if (h->role != UI_ROLE_BUTTON && h->role != UI_ROLE_CHOICE && h->role != UI_ROLE_CYCLE)
        return NULL;
    for (int i = 0; i < ui_draw_list_count(l); i++) {
        float x, y;
        const char *text = ui_draw_list_text(l, i, &x, &y);
        if (text && text[0] && x >= h->x && x < h->x + h->w && y >= h->y && y < h->y + h->h)
            last = text;
    }
    return last;
}

/* A field's heading just above it, left of its start and no control's
 * ("Seed" over the seed's field); NULL when there is none. */
static const char *label_above(const ui_app *a, const ui_draw_list *l, const ui_hit *h)
{
    const char *best = NULL;
    float best_gap = 1.8f * a->lay.unit;
    for (int i = 0; i < ui_draw_list_count(l); i++) {
        float x, y;
        const char *text = ui_draw_list_text(l, i, &x, &y);
        float gap = h->y - y;
        if (!text || x > h->x || gap <= 0 || ui_frame_hit(a->frame, x + 1, y)) continue;
        if (gap < best_gap) best = text, best_gap = gap;
    }
    return best;
}

/* The label said before a control's words (NULL: none): a switch has no
 * words, its label; a number or one of a row's values says little alone,
 * its row's label first; the language buttons have none drawn. */
static const char *label_for(const ui_app *a, const ui_draw_list *l, const ui_hit *h, int k)
{
    if (h->action == UI_ACT_LANGUAGE) return _("Language");
    const char *label = !k                                   ? row_label(a, l, h, false)
                        : k <= 4 || h->role == UI_ROLE_CYCLE ? row_label(a, l, h, true)
                                                             : NULL;
    return !k && !label ? row_label(a, l, h, true) : label;
}

int ui_speech_focus_words(const ui_app *a, char *out, size_t n)
{
    const ui_hit *h = control(a);
    const ui_layout_value *v = a->res.laid;
    if (n) out[0] = 0;
    if (!h || !v) return 0;
    char inside[200];
    const ui_draw_list *l = v->top;
    int k = ui_draw_list_words_in(l, h->x, h->y, h->w, h->h, inside, sizeof inside);
    if (!k)
        l = v->base, k = ui_draw_list_words_in(l, h->x, h->y, h->w, h->h, inside, sizeof inside);
    const char *label_drawn = button_label(l, h);
    if (label_drawn) /* not the words of a screen under a dialog's button */
        k = snprintf(inside, sizeof inside, "%s", label_drawn);
    if (h->action == UI_ACT_LANGUAGE) /* its code ("DE") said as the language's own name */
        k = snprintf(inside, sizeof inside, "%s", ui_language_name(h->arg));
    const char *label = label_for(a, l, h, k);
    if (label && k) /* TRANSLATORS: a row's label, then a control's words: "Players: 3" */
        k = snprintf(out, n, _("%s: %s"), label, inside);
    else
        k = snprintf(out, n, "%s", label ? label : inside);
    const char *own =
        h->role == UI_ROLE_SWITCH || h->role == UI_ROLE_FIELD ? leftmost_inside(l, h) : NULL;
    if (own) { /* its own words alone, and a field's heading */
        const char *above = h->role == UI_ROLE_FIELD && !label ? label_above(a, l, h) : NULL;
        k = above                               ? snprintf(out, n, _("%s: %s"), above, own)
            : label && h->role == UI_ROLE_FIELD ? snprintf(out, n, _("%s: %s"), label, own)
                                                : snprintf(out, n, "%s", own);
    }
    if (!k && h->action == UI_ACT_MODULE_WIDGET)
        k = ui_speech_module_words(a, h->x + h->w / 2, h->y + h->h / 2, out, n);
    if (k <= 0 || h->role == UI_ROLE_NONE) return k;
    char words[400];
    snprintf(words, sizeof words, "%s", out);
    return with_role(a, h, words, out, n);
}
