/* The generic widgets: button, dialog card, switch, toggle row, stepper,
 * ellipsized text, pop-up messages. */
#include <stdio.h>
#include <string.h>

#include "core/scroll.h"
#include "core/utf8.h"
#include "core/widgets.h"

ui_box ui_box_across(const ui_app *a, ui_canvas *cv, float x, float w)
{
    ui_box old = ui_text_box(cv->d, (ui_box){0, 0, 0, 0}), b = old;
    if (b.w <= 0) b = (ui_box){0, 0, (float)a->lay.w, (float)a->lay.h};
    float left = b.x > x ? b.x : x, right = b.x + b.w < x + w ? b.x + b.w : x + w;
    b.x = left, b.w = right > left ? right - left : 0.01f; /* never "the whole output" */
    ui_text_box(cv->d, b);
    return old;
}

void ui_hit_role(ui_canvas *cv, int first, int role, int state, int of)
{
    for (int i = first < 0 ? 0 : first; i < cv->frame->n_hits; i++) {
        ui_hit *h = &cv->frame->hits[i];
        h->role = (signed char)role, h->state = (signed char)state, h->of = (signed char)of;
    }
}

void ui_button(const ui_app *a, ui_canvas *cv, float x, float y, float w, float h,
               const char *label, int action, int arg, bool enabled, bool primary)
{
    float u = a->lay.unit;
    bool over = enabled && a->ui.pointer.mouse_x >= x && a->ui.pointer.mouse_x < x + w &&
                a->ui.pointer.mouse_y >= y && a->ui.pointer.mouse_y < y + h;
    ui_colour bg = primary ? UI_SELECT(cv->d) : UI_RGB(0xE2D8C2);
    if (over) bg = primary ? UI_RGB(0x3F82E6) : UI_RGB(0xEDE4D0);
    if (!enabled) bg = UI_RGB(0xD9D3C6);
    ui_text_cover(cv->d, x, y, w, h); /* it must not hide a text drawn before */
    ui_round_rect(cv->d, x, y + 2, w, h, u * 0.45f, UI_RGBA(0, 50));
    ui_round_rect(cv->d, x, y, w, h, u * 0.45f, bg);
    ui_colour ink = primary ? UI_RGB(0xFFFFFF) : UI_INK;
    if (!enabled) ink = UI_RGB(0xA59D8E);
    int fpx = (int)(u * 0.95f);
    /* a long translation in a narrow button: a little smaller, never
     * below the text floor */
    while (fpx > UI_TEXT_MIN_PX && (float)ui_text_width(cv->d, UI_BOLD, fpx, label) > w - 0.5f * u)
        fpx--;
    /* the label keeps a little room from the edges */
    ui_box old = ui_text_box(cv->d, (ui_box){x + 0.25f * u, y, w - 0.5f * u, h});
    bool was = ui_text_inactive(cv->d, !enabled);
    ui_text(cv->d, UI_BOLD, fpx, x + w / 2, y + (h - (float)fpx * 1.2f) / 2, UI_CENTRE, ink, label);
    ui_text_inactive(cv->d, was);
    ui_text_box(cv->d, old);
    int first = cv->frame->n_hits;
    if (enabled) ui_hit_add(a, cv, x, y, w, h, action, arg);
    ui_hit_role(cv, first, UI_ROLE_BUTTON, 0, 0);
}

void ui_dialog_card(const ui_app *a, ui_canvas *cv, float w, float h, float *x, float *y,
                    const char *title)
{
    const ui_layout *l = &a->lay;
    float u = l->unit;
    ui_fill_rect(cv->d, 0, 0, (float)l->w, (float)l->h, UI_RGBA(0x0B1014, 150));
    ui_text_covers_reset(cv->d);              /* what a dialog hides is meant to be hidden */
    cv->frame->card_hits = cv->frame->n_hits; /* its controls come first for Tab */
    if (w > (float)l->w - 2 * u) w = (float)l->w - 2 * u;
    *x = ((float)l->w - w) / 2;
    *y = ui_page_top(a, cv, *x, w, h, true); /* taller than the window: it scrolls */
    ui_round_rect(cv->d, *x + 0.4f * u, *y + 0.7f * u, w, h, u, UI_RGBA(0, 110));
    ui_round_rect(cv->d, *x, *y, w, h, u, UI_CARD);
    ui_text_box(cv->d, (ui_box){*x, *y, w, h}); /* the card's words stay on it (ui_render resets) */
    ui_text(cv->d, UI_BOLD, (int)(u * 1.8f), *x + 2 * u, *y + 1.2f * u, UI_LEFT, UI_TITLE, title);
}

void ui_switch(const ui_app *a, ui_canvas *cv, float x, float y, float h, bool on, bool enabled)
{
    ui_round_rect(cv->d, x, y, 2 * h, h, h / 2,
                  !enabled ? UI_RGB(0xD9D3C6)
                  : on     ? UI_RGB(0x2F8A45)
                           : UI_FAINT);
    ui_circle(cv->d, on ? x + 1.5f * h : x + 0.5f * h, y + h / 2, h * 0.4f, UI_RGB(0xFFFFFF));
}

void ui_toggle(const ui_app *a, ui_canvas *cv, float x, float y, float w, const char *label,
               bool on, int action, int arg, bool enabled, const char *note)
{
    float u = a->lay.unit, h = 2.2f * u;
    ui_switch(a, cv, x, y, h, on, enabled);
    ui_box old = ui_box_across(a, cv, x, w);
    ui_text(cv->d, UI_BOLD, (int)(u * 1.0f), x + 2.5f * h, y + 0.3f * u, UI_LEFT,
            enabled ? UI_INK : UI_DIM(cv->d), label);
    if (note)
        ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 0.75f), x + 2.5f * h, y + 1.75f * u, w - 2.5f * h,
                     enabled ? UI_DIM(cv->d) : UI_BAD(cv->d), note);
    ui_text_box(cv->d, old);
    int first = cv->frame->n_hits;
    if (enabled) ui_hit_add(a, cv, x, y, w, h, action, arg);
    ui_hit_role(cv, first, UI_ROLE_SWITCH, on, 0);
}

void ui_stepper_words(const ui_app *a, ui_canvas *cv, float r, float y, const char *value,
                      const char *label, int action_minus, int action_plus, int arg)
{
    float u = a->lay.unit;
    int px = (int)(u * 0.95f);
    float mid = (float)ui_text_width(cv->d, UI_BOLD, px, value) + 0.8f * u;
    if (mid < 2.2f * u) mid = 2.2f * u; /* a number's room */
    float minus = r - 4.0f * u - mid;   /* minus first: Tab walks left to right */
    ui_button(a, cv, minus, y, 2.0f * u, 1.5f * u, "-", action_minus, arg, true, false);
    ui_text(cv->d, UI_BOLD, px, r - 2.0f * u - mid / 2, y + 0.15f * u, UI_CENTRE, UI_INK, value);
    ui_button(a, cv, r - 2.0f * u, y, 2.0f * u, 1.5f * u, "+", action_plus, arg, true, false);
    if (label)
        ui_text(cv->d, UI_REGULAR, (int)(u * 0.8f), minus - 0.4f * u, y + 0.2f * u, UI_RIGHT,
                UI_DIM(cv->d), label);
}

void ui_stepper(const ui_app *a, ui_canvas *cv, float r, float y, int value, const char *label,
                int action_minus, int action_plus, int arg)
{
    char number[16];
    snprintf(number, sizeof number, "%d", value);
    ui_stepper_words(a, cv, r, y, number, label, action_minus, action_plus, arg);
}

/* text into out, cut at n - 1 bytes (a cut is meant here: no format, no warning). */
static void copy_cut(char *out, size_t n, const char *text)
{
    size_t k = strlen(text);
    if (k >= n) k = n - 1;
    memcpy(out, text, k);
    out[k] = '\0';
}

const char *ui_ellipsize(const ui_app *a, ui_canvas *cv, int font, int px, const char *text,
                         float w, char *out, size_t n)
{
    copy_cut(out, n, text);
    if ((float)ui_text_width(cv->d, font, px, out) <= w) return out;
    size_t end[256]; /* end[i]: bytes of the first i+1 whole UTF-8 characters */
    int chars = 0;
    for (size_t i = 0; out[i] && chars < 256; chars++) {
        i = ui_utf8_next(out, i);
        end[chars] = i;
    }
    int lo = 0, hi = chars; /* the most characters that fit with the dots */
    while (lo < hi) {
        int mid = (lo + hi + 1) / 2;
        char trial[300];
        snprintf(trial, sizeof trial, "%.*s…", (int)end[mid - 1], out);
        if ((float)ui_text_width(cv->d, font, px, trial) <= w)
            lo = mid;
        else
            hi = mid - 1;
    }
    size_t len = lo ? end[lo - 1] : 0;
    while (len > 0 && out[len - 1] == ' ') len--; /* no space before the dots */
    char keep[256];
    snprintf(keep, sizeof keep, "%.*s", (int)len, out);
    snprintf(out, n, "%s…", keep);
    return out;
}

const char *ui_fit_name(const ui_app *a, ui_canvas *cv, int font, int px, const char *prefix,
                        const char *name, const char *suffix, float w, char *out, size_t n)
{
    char fixed[128], cut[128];
    snprintf(fixed, sizeof fixed, "%s%s", prefix, suffix);
    float room = w - (float)ui_text_width(cv->d, font, px, fixed);
    ui_ellipsize(a, cv, font, px, name, room, cut, sizeof cut);
    snprintf(out, n, "%s%s%s", prefix, cut, suffix);
    return out;
}

const char *ui_fit_name_fmt(const ui_app *a, ui_canvas *cv, int font, int px, const char *fmt,
                            const char *name, float w, char *out, size_t n)
{
    const char *at = strstr(fmt, "%s"), *pos = strstr(fmt, "%1$s");
    size_t skip = 2;
    if (pos && (!at || pos < at)) at = pos, skip = 4;
    if (!at)
        return ui_ellipsize(a, cv, font, px, fmt, w, out, n); /* a catalogue without the name */
    char prefix[128];
    snprintf(prefix, sizeof prefix, "%.*s", (int)(at - fmt), fmt);
    return ui_fit_name(a, cv, font, px, prefix, name, at + skip, w, out, n);
}

int ui_text_fit(const ui_app *a, ui_canvas *cv, int font, int px, float x, float y, int align,
                ui_colour c, const char *text, float w)
{
    char buf[256];
    return ui_text(cv->d, font, px, x, y, align, c,
                   ui_ellipsize(a, cv, font, px, text, w, buf, sizeof buf));
}

int ui_words_fit(const ui_app *a, ui_canvas *cv, int font, int px, float x, float y, int align,
                 ui_colour c, const char *text, float w)
{
    char buf[256];
    ui_ellipsize(a, cv, font, px, text, w, buf, sizeof buf);
    if (strcmp(buf, text)) ui_text_cut(cv->d, text, buf);
    return ui_text(cv->d, font, px, x, y, align, c, buf);
}

/* Greedy word wrap into at most `max` lines of `w` pixels (the last one
 * ellipsized); returns the line count. */
static int wrap_lines(const ui_app *a, ui_canvas *cv, int px, const char *text, float w,
                      char lines[][160], int max)
{
    int k = 0;
    lines[0][0] = 0;
    for (const char *p = text; *p && k < max;) {
        const char *sp = p;
        while (*sp && *sp != ' ') sp++;
        char trial[320];
        snprintf(trial, sizeof trial, "%s%s%.*s", lines[k], lines[k][0] ? " " : "", (int)(sp - p),
                 p);
        if (lines[k][0] && (float)ui_text_width(cv->d, UI_BOLD, px, trial) > w) {
            if (k + 1 == max) { /* no room left: cut the rest */
                if (snprintf(trial, sizeof trial, "%s %s", lines[k], p) < 0) trial[0] = '\0';
                char cut[256];
                copy_cut(lines[k], 160,
                         ui_ellipsize(a, cv, UI_BOLD, px, trial, w, cut, sizeof cut));
                return max;
            }
            snprintf(lines[++k], 160, "%.*s", (int)(sp - p), p);
        } else {
            copy_cut(lines[k], 160, trial);
        }
        p = *sp ? sp + 1 : sp;
    }
    return k + 1;
}

/* Lines a pop-up in the side panel may take. At 3 a failed autosave lost
 * its reason ('... geen toestemming om in de…' in Dutch at 960x600); the
 * German symlink loop at 800x500 takes 4; one more for a long save name. */
enum { UI_POPUP_LINES = 5 };

void ui_popup(const ui_app *a, ui_canvas *cv, const char *text, ui_colour bg)
{
    const ui_layout *l = &a->lay;
    float u = l->unit;
    int px = (int)(u * 0.95f);
    float lh = (float)px * 1.3f, w, x, y, h;
    char lines[UI_POPUP_LINES][160];
    int n;
    const float *prev = cv->frame->n_popup > 0 ? cv->frame->popup[cv->frame->n_popup - 1] : NULL;
    bool on_board = prev && a->ui.screen != UI_SETUP && prev[0] < l->px; /* stack with it */
    if (a->ui.screen == UI_SETUP) { /* no board: bottom centre, one line */
        w = (float)ui_text_width(cv->d, UI_BOLD, px, text) + 3 * u;
        if (w > (float)l->w - 2 * u) w = (float)l->w - 2 * u;
        x = ((float)l->w - w) / 2;
        n = wrap_lines(a, cv, px, text, w - 2 * u, lines, 1);
        h = (float)n * lh + 1.2f * u;
        y = (prev ? prev[1] - 0.4f * u : (float)l->h - 1.4f * u) - h;
    } else if (!on_board) { /* the foot of the side panel, where it covers no board label */
        x = l->px + u, w = l->pw - 2 * u;
        n = wrap_lines(a, cv, px, text, w - 2 * u, lines, UI_POPUP_LINES);
        h = (float)n * lh + 1.2f * u;
        y = (prev ? prev[1] - 0.4f * u : l->py + l->ph - u) - h;
        /* the panel's foot is taken by the hand or its buttons (a full panel):
         * over the board's squares instead, never its labels */
        on_board = y < cv->frame->panel_keep;
    }
    if (on_board) { /* inside the grid, in the half away from the pointer, half a
                     * square clear of the station markers */
        float in = l->ts / 2;
        x = l->bx + in, w = 8 * l->ts - 2 * in;
        n = wrap_lines(a, cv, px, text, w - 2 * u, lines, UI_POPUP_LINES);
        h = (float)n * lh + 1.2f * u;
        int sq = a->ui.pointer.hover_sq >= 0 ? a->ui.pointer.hover_sq : a->ui.pointer.cursor_sq;
        bool top = sq >= 0 && metro_row(sq) >= 4;
        if (prev && prev[0] < l->px) /* below or above the one before */
            y = top ? prev[1] + prev[3] + 0.4f * u : prev[1] - 0.4f * u - h;
        else
            y = top ? l->by + in : l->by + 8 * l->ts - in - h;
    }
    ui_round_rect(cv->d, x, y + 2, w, h, u * 0.6f, UI_RGBA(0, 60));
    ui_round_rect(cv->d, x, y, w, h, u * 0.6f, bg);
    ui_box old = ui_text_box(cv->d, (ui_box){x, y, w, h});
    for (int i = 0; i < n; i++)
        ui_text(cv->d, UI_BOLD, px, x + w / 2, y + 0.6f * u + (float)i * lh, UI_CENTRE,
                UI_RGB(0xFFFFFF), lines[i]);
    ui_text_box(cv->d, old);
    if (cv->frame->n_popup < 2) {
        /* its lines joined by spaces, cut to the buffer (a bounded copy:
         * snprintf here made gcc -O3 warn of truncation) */
        char *drawn = cv->frame->popup_text[cv->frame->n_popup];
        size_t at = 0, cap = sizeof cv->frame->popup_text[0];
        for (int i = 0; i < n; i++) {
            if (i && at + 1 < cap) drawn[at++] = ' ';
            for (const char *c = lines[i]; *c && at + 1 < cap; c++) drawn[at++] = *c;
        }
        drawn[at] = '\0';
        float *r = cv->frame->popup[cv->frame->n_popup++];
        r[0] = x, r[1] = y, r[2] = w, r[3] = h;
    }
}

void ui_text_field(const ui_app *a, ui_canvas *cv, float x, float y, float w, float h,
                   const char *text, bool focus, int action, int arg, int limit)
{
    float u = a->lay.unit, room = w - 1.2f * u;
    int fpx = (int)(u * 1.0f), small = (int)(u * 0.7f);
    char shown[METRO_NAME_LEN + 8], count[16] = "";
    ui_round_rect(cv->d, x, y, w, h, u * 0.4f, focus ? UI_SELECT(cv->d) : UI_RGB(0xC9BFA9));
    ui_round_rect(cv->d, x + 2, y + 2, w - 4, h - 4, u * 0.35f, UI_FIELD_BG);
    if (focus && limit > 0) {
        int used = (int)strlen(text);
        snprintf(count, sizeof count, "%d/%d", used, limit);
        float cw = (float)ui_text_width(cv->d, UI_REGULAR, small, count);
        ui_text(cv->d, used >= limit ? UI_BOLD : UI_REGULAR, small, x + w - 0.5f * u, y + 0.6f * u,
                UI_RIGHT, used >= limit ? UI_BAD(cv->d) : UI_DIM(cv->d), count);
        room -= cw + 0.6f * u;
    }
    if (focus) { /* the end, where the caret is */
        const char *t = text;
        while (*t && (float)ui_text_width(cv->d, UI_REGULAR, fpx, t) > room - u)
            t += ui_utf8_next(t, 0);
        snprintf(shown, sizeof shown, "%s%s", t != text ? "…" : "", t);
    } else {
        ui_ellipsize(a, cv, UI_REGULAR, fpx, text, room, shown, sizeof shown);
    }
    if (focus && a->ui.text_all && text[0]) /* Ctrl+A: typing replaces all of it */
        ui_fill_rect(cv->d, x + 0.5f * u, y + 0.3f * u,
                     (float)ui_text_width(cv->d, UI_REGULAR, fpx, shown) + 0.2f * u, h - 0.6f * u,
                     UI_RGB(0xB9D3F5));
    int tw = ui_text(cv->d, UI_REGULAR, fpx, x + 0.6f * u, y + (h - 1.5f * u) / 2, UI_LEFT, UI_INK,
                     shown);
    if (focus) ui_fill_rect(cv->d, x + 0.7f * u + (float)tw, y + 0.4f * u, 2, h - 0.8f * u, UI_INK);
    int first = cv->frame->n_hits;
    if (action != UI_ACT_NONE) ui_hit_add(a, cv, x, y, w, h, action, arg);
    ui_hit_role(cv, first, UI_ROLE_FIELD, 0, 0);
}
