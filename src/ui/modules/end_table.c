/* Ranks, seat badges and buttons shared by the modules' end screens. */
#include "modules/end_table.h"
#include "i18n/i18n.h"
#include "core/widgets.h"

void ui_end_buttons(const ui_app *a, ui_canvas *cv, float x, float y, float w, float h)
{
    float u = a->lay.unit, by = y + h - 4.0f * u;
    ui_button(a, cv, x + w - 16 * u, by, 14 * u, 2.8f * u, _("Play again"), UI_ACT_PLAY_AGAIN, 0,
              true, true);
    ui_button(a, cv, x + w - 32 * u, by, 14 * u, 2.8f * u, _("New set-up"), UI_ACT_NEW_SETUP, 0,
              true, false);
    ui_button(a, cv, x + 2 * u, by, 10 * u, 2.8f * u, _("Quit"), UI_ACT_QUIT, 0, true, false);
}

void ui_end_ranks(const metro_state *s, const int fin[], int rank[], int seats[])
{
    int n = s->cfg.players;
    for (int p = 0; p < n; p++) {
        rank[p] = 1;
        for (int q = 0; q < n; q++) rank[p] += fin[q] > fin[p];
    }
    for (int i = 0, k = 0; i <= n; i++) /* rank values 1..n, then seats within a rank */
        for (int p = 0; p < n; p++)
            if (rank[p] == i) seats[k++] = p;
}

void ui_end_card_open(const ui_app *a, ui_canvas *cv, ui_end_card *c, float w_units, float rh_units,
                      float extra_units, const char *title)
{
    const metro_state *s = &a->game->state;
    metro_final_scores(s, c->fin);
    ui_end_ranks(s, c->fin, c->rank, c->seats);
    c->u = a->lay.unit;
    c->w = w_units * c->u;
    c->rh = rh_units * c->u;
    c->h = extra_units * c->u + (float)s->cfg.players * (c->rh + 0.3f * c->u);
    ui_dialog_card(a, cv, c->w, c->h, &c->x, &c->y, title);
}

void ui_end_row_head(const ui_app *a, ui_canvas *cv, float x, float w, float ry, float rh, int p,
                     int rank, float name_w)
{
    float u = a->lay.unit;
    ui_round_rect(cv->d, x + 2 * u, ry, w - 4 * u, rh, u * 0.5f, rank == 1 ? UI_FIRST : UI_ROW);
    ui_textf(cv->d, UI_BOLD, (int)(u * 1.5f), x + 3 * u, ry + 1.0f * u, UI_LEFT, UI_INK, "%d.",
             rank);
    ui_end_seat_badge(a, cv, p, x + 7 * u, ry + rh / 2, 1.1f * u);
    ui_text_fit(a, cv, UI_BOLD, (int)(u * 1.05f), x + 9 * u, ry + 0.35f * u, UI_LEFT, UI_INK,
                a->game->seat[p].name, name_w);
}

void ui_end_seat_badge(const ui_app *a, ui_canvas *cv, int p, float cx, float cy, float r)
{
    ui_circle(cv->d, cx, cy, r, ui_owner_colour(cv->d, p));
    ui_symbol(cv->d, ui_owner_symbol(p), cx, cy, r * 0.5f, ui_owner_ink(cv->d, p));
}

void ui_end_row_totals(const ui_app *a, ui_canvas *cv, float x, float w, float ry, int total,
                       int extra, const char *extra_name)
{
    float u = a->lay.unit;
    ui_textf(cv->d, UI_REGULAR, (int)(u * 0.8f), x + w - 8 * u, ry + 0.5f * u, UI_RIGHT,
             UI_DIM(cv->d), _("lines %d"), total - extra);
    /* a bonus in green, a loss (Paris's −1 per other tourist) in red with a real minus */
    ui_textf(cv->d, UI_REGULAR, (int)(u * 0.8f), x + w - 8 * u, ry + 2.2f * u, UI_RIGHT,
             extra > 0   ? UI_GOOD(cv->d)
             : extra < 0 ? UI_BAD(cv->d)
                         : UI_DIM(cv->d),
             "%s %s%d", _(extra_name),
             extra > 0   ? "+"
             : extra < 0 ? "\u2212"
                         : "",
             extra < 0 ? -extra : extra);
    ui_textf(cv->d, UI_BOLD, (int)(u * 2.0f), x + w - 3 * u, ry + 0.8f * u, UI_RIGHT, UI_INK, "%d",
             total);
}
