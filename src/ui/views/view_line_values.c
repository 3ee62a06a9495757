/* Each open line's worth on the board (V, the setting line_values): the
 * points it would score if it reached a station now - the number its hover
 * words say - in a dark badge on its station marker, where the owner's mark
 * was (a completed line's points are in a white one). Lines are public
 * board information: no hotseat secret is shown. */
#include <stdio.h>

#include "ui.h"

bool ui_line_value_shown(const ui_app *a, int id)
{
    if (!a->ui.setup.line_values || id < 0 || id >= METRO_MAX_LINES) return false;
    const metro_line *ln = &a->game->state.line[id];
    return ln->status == METRO_LINE_OPEN && ln->entries > 0 && id + 1 <= METRO_STATIONS;
}

void ui_draw_line_values(const ui_app *a, ui_canvas *cv)
{
    const ui_layout *l = &a->lay;
    const metro_state *s = &a->game->state;
    cv->frame->line_value_labels = 0;
    for (int id = 0; id < METRO_MAX_LINES; id++) {
        if (!ui_line_value_shown(a, id)) continue;
        float x, y, h = l->ts * 0.24f;
        ui_station_badge_pos(l, id + 1, &x, &y); /* the line starts at station id + 1 */
        int fpx = (int)(l->ts * 0.16f);
        char n[8];
        snprintf(n, sizeof n, "%d", s->line[id].entries % 1000);
        float w = (float)ui_text_width(cv->d, UI_BOLD, fpx, n) + h * 0.6f;
        if (w < l->ts * 0.28f) w = l->ts * 0.28f;
        ui_round_rect(cv->d, x - w / 2 - 1, y - h / 2 - 1, w + 2, h + 2, h * 0.35f,
                      UI_RGB(0xFFFFFF));
        ui_round_rect(cv->d, x - w / 2, y - h / 2, w, h, h * 0.3f, UI_RGB(0x2F3440));
        ui_text(cv->d, UI_BOLD, fpx, x, y - (float)fpx * 0.62f, UI_CENTRE, UI_RGB(0xFFFFFF), n);
        cv->frame->line_value_labels++;
    }
}
