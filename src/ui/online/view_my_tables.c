/* The My tables screen (my_tables.h): every table this window sits at on
 * a server, "your turn" first, each with Open (rejoin). */
#include <stdio.h>
#include <string.h>

#include "core/widgets.h"
#include "i18n/i18n.h"

/* How the row's server lists the table, in the player's words. */
static void row_words(const ui_mine_row *r, char *out, size_t n)
{
    if (r->state == UI_MINE_ASKING)
        snprintf(out, n, "%s", _("asking the server…"));
    else if (r->state == UI_MINE_NO_ANSWER)
        snprintf(out, n, "%s", _("the server does not answer"));
    else if (r->state == UI_MINE_UNLISTED)
        snprintf(out, n, "%s", _("not listed (private, or gone)"));
    else if (r->state == METRO_TABLE_LOBBY)
        snprintf(out, n, "%s", _("waiting for players"));
    else if (r->state == METRO_TABLE_OVER)
        snprintf(out, n, "%s", _("over"));
    else if (r->your_turn)
        snprintf(out, n, "%s", _("Your turn"));
    else if (r->turn >= 0 && r->turn_name[0])
        snprintf(out, n, _("Waiting for %s…"), r->turn_name);
    else
        snprintf(out, n, "%s", _("playing"));
}

static float rows(const ui_app *a, ui_canvas *cv, float x, float y, float w, float bottom)
{
    float u = a->lay.unit;
    const ui_online *o = &a->ui.online;
    if (!o->n_mine) {
        ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 0.9f), x, y, w, UI_DIM(cv->d),
                     _("No table yet: join one on a server, and it is listed here."));
        return y + 2 * u;
    }
    for (int i = 0; i < o->n_mine && y + 2.8f * u <= bottom; i++) {
        const ui_mine_row *r = &o->mine[i];
        char state[160], line[240];
        row_words(r, state, sizeof state);
        if (r->deadline)
            snprintf(line, sizeof line, _("%s · %s · %d h a move"), r->where, state, r->deadline);
        else
            snprintf(line, sizeof line, "%s · %s", r->where, state);
        if (r->elsewhere) { /* its seat's token is on another computer */
            size_t len = strlen(line);
            snprintf(line + len, sizeof line - len, " · %s", _("joined on another computer"));
        }
        ui_round_rect(cv->d, x, y, w, 2.6f * u, u * 0.4f, r->your_turn ? UI_RGB(0xF3E2B3) : UI_ROW);
        ui_text_fit(a, cv, UI_BOLD, (int)(u * 0.95f), x + 0.6f * u, y + 0.2f * u, UI_LEFT, UI_INK,
                    r->table, w - 10 * u);
        ui_text_fit(a, cv, r->your_turn ? UI_BOLD : UI_REGULAR, (int)(u * 0.8f), x + 0.6f * u,
                    y + 1.4f * u, UI_LEFT, r->your_turn ? UI_INK : UI_DIM(cv->d), line, w - 10 * u);
        bool can = r->state >= 0 && r->state != METRO_TABLE_OVER && !r->elsewhere;
        ui_button(a, cv, x + w - 8.5f * u, y + 0.3f * u, 8 * u, 2 * u, _("Open"), UI_ACT_MY_TABLE,
                  i, can, r->your_turn && can);
        y += 3.0f * u;
    }
    return y;
}

void ui_draw_my_tables(const ui_app *a, ui_canvas *cv)
{
    const ui_layout *l = &a->lay;
    float u = l->unit, w = 56 * u, h = 46 * u;
    if (w > (float)l->w - 2 * u) w = (float)l->w - 2 * u;
    if (h > (float)l->h - 2 * u) h = (float)l->h - 2 * u;
    float x = ((float)l->w - w) / 2, y = ((float)l->h - h) / 2;
    ui_round_rect(cv->d, x + 0.4f * u, y + 0.7f * u, w, h, u * 1.2f, UI_RGBA(0, 100));
    ui_round_rect(cv->d, x, y, w, h, u * 1.2f, UI_CARD);
    ui_text_box(cv->d, (ui_box){x, y, w, h});
    ui_text(cv->d, UI_BOLD, (int)(u * 2.2f), x + 2 * u, y + 1.2f * u, UI_LEFT, UI_TITLE,
            _("My tables"));
    ui_text_fit(a, cv, UI_REGULAR, (int)(u * 0.9f), x + 2 * u, y + 4.2f * u, UI_LEFT, UI_DIM(cv->d),
                _("Every table you sit at on a server, your turn first."), w - 4 * u);
    ui_fill_rect(cv->d, x + 2 * u, y + 5.8f * u, w - 4 * u, 2, UI_RGB(0xD8CDB5));
    float by = y + h - 4 * u, ty = rows(a, cv, x + 2 * u, y + 7 * u, w - 4 * u, by - u);
    const char *p = a->ui.online.problem;
    if (p[0])
        ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 0.9f), x + 2 * u, ty, w - 4 * u, UI_BAD(cv->d),
                     p);
    ui_button(a, cv, x + 2 * u, by, 10 * u, 2.8f * u, _("Back"), UI_ACT_BACK, 0, true, false);
}
