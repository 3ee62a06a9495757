/* The generic widgets: button, dialog card, switch, toggle row, stepper. */
#include "widgets.h"

void ui_button(ui_app *a, float x, float y, float w, float h, const char *label, int action,
               int arg, bool enabled, bool primary)
{
    float u = a->lay.unit;
    bool over =
        enabled && a->mouse_x >= x && a->mouse_x < x + w && a->mouse_y >= y && a->mouse_y < y + h;
    ui_colour bg = primary ? UI_SELECT : UI_RGB(0xE2D8C2);
    if (over) bg = primary ? UI_RGB(0x3F82E6) : UI_RGB(0xEDE4D0);
    if (!enabled) bg = UI_RGB(0xD9D3C6);
    ui_round_rect(a->d, x, y + 2, w, h, u * 0.45f, UI_RGBA(0, 50));
    ui_round_rect(a->d, x, y, w, h, u * 0.45f, bg);
    ui_colour ink = primary ? UI_RGB(0xFFFFFF) : UI_INK;
    if (!enabled) ink = UI_RGB(0xA59D8E);
    int fpx = (int)(u * 0.95f);
    ui_text(a->d, UI_BOLD, fpx, x + w / 2, y + (h - (float)fpx * 1.2f) / 2, UI_CENTRE, ink, label);
    if (enabled) ui_hit_add(a, x, y, w, h, action, arg);
}

void ui_dialog_card(ui_app *a, float w, float h, float *x, float *y, const char *title)
{
    const ui_layout *l = &a->lay;
    float u = l->unit;
    ui_fill_rect(a->d, 0, 0, (float)l->w, (float)l->h, UI_RGBA(0x0B1014, 150));
    if (w > (float)l->w - 2 * u) w = (float)l->w - 2 * u;
    if (h > (float)l->h - 2 * u) h = (float)l->h - 2 * u;
    *x = ((float)l->w - w) / 2, *y = ((float)l->h - h) / 2;
    ui_round_rect(a->d, *x + 0.4f * u, *y + 0.7f * u, w, h, u, UI_RGBA(0, 110));
    ui_round_rect(a->d, *x, *y, w, h, u, UI_CARD);
    ui_text(a->d, UI_BOLD, (int)(u * 1.8f), *x + 2 * u, *y + 1.2f * u, UI_LEFT, UI_TITLE, title);
}

void ui_switch(ui_app *a, float x, float y, float h, bool on, bool enabled)
{
    ui_round_rect(a->d, x, y, 2 * h, h, h / 2,
                  !enabled ? UI_RGB(0xD9D3C6)
                  : on     ? UI_RGB(0x2F8A45)
                           : UI_FAINT);
    ui_circle(a->d, on ? x + 1.5f * h : x + 0.5f * h, y + h / 2, h * 0.4f, UI_RGB(0xFFFFFF));
}

void ui_toggle(ui_app *a, float x, float y, float w, const char *label, bool on, int action,
               int arg, bool enabled, const char *note)
{
    float u = a->lay.unit, h = 2.2f * u;
    ui_switch(a, x, y, h, on, enabled);
    ui_text(a->d, UI_BOLD, (int)(u * 1.0f), x + 2.5f * h, y + 0.3f * u, UI_LEFT,
            enabled ? UI_INK : UI_DIM, label);
    if (note)
        ui_text_wrap(a->d, UI_REGULAR, (int)(u * 0.75f), x + 2.5f * h, y + 1.75f * u, w - 2.5f * h,
                     enabled ? UI_DIM : UI_BAD, note);
    if (enabled) ui_hit_add(a, x, y, w, h, action, arg);
}

void ui_stepper(ui_app *a, float r, float y, int value, const char *label, int action,
                int arg_minus, int arg_plus)
{
    float u = a->lay.unit;
    ui_button(a, r - 2.0f * u, y, 2.0f * u, 1.5f * u, "+", action, arg_plus, true, false);
    ui_textf(a->d, UI_BOLD, (int)(u * 0.95f), r - 3.1f * u, y + 0.15f * u, UI_CENTRE, UI_INK, "%d",
             value);
    ui_button(a, r - 6.2f * u, y, 2.0f * u, 1.5f * u, "-", action, arg_minus, true, false);
    if (label)
        ui_text(a->d, UI_REGULAR, (int)(u * 0.8f), r - 6.6f * u, y + 0.2f * u, UI_RIGHT, UI_DIM,
                label);
}
