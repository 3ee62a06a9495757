/* Module 4a panel: your secret station chits and what each would pay now. */
#include <stdio.h>

#include "metro/modules.h"
#include "modui.h"

#define INK UI_RGB(0x26221C)
#define DIM UI_RGB(0x7A7264)

bool ui_panel_chits_wanted(const ui_app *a)
{
    return metro_module_active(&a->game->state, "station-numbers");
}

float ui_panel_chits(ui_app *a, float x, float y, float w)
{
    const metro_state *s = &a->game->state;
    float u = a->lay.unit, cw = 4.6f * u, ch = 2.4f * u, gap = 0.4f * u;
    int viewer = ui_private_seat(a), st[METRO_STATIONS];
    int n = metro_chits_of(s, viewer >= 0 ? viewer : 0, st);
    if (viewer >= 0)
        ui_textf(a->d, UI_BOLD, (int)(u * 0.9f), x, y, UI_LEFT, INK, "%s's station chits",
                 a->game->seat[viewer].name);
    else
        ui_text(a->d, UI_BOLD, (int)(u * 0.9f), x, y, UI_LEFT, INK, "Station chits");
    ui_text(a->d, UI_REGULAR, (int)(u * 0.72f), x + w, y + 0.15f * u, UI_RIGHT, DIM,
            viewer >= 0 ? "secret · gold on the board" : "secret");
    y += 1.6f * u;
    int per_row = (int)((w + gap) / (cw + gap));
    if (per_row < 1) per_row = 1;
    for (int i = 0; i < n; i++) {
        float cx = x + (float)(i % per_row) * (cw + gap),
              cy = y + (float)(i / per_row) * (ch + gap);
        ui_round_rect(a->d, cx, cy + 1.5f, cw, ch, u * 0.35f, UI_RGBA(0, 60));
        if (viewer < 0) { /* backs only: how many, not which */
            ui_round_rect(a->d, cx, cy, cw, ch, u * 0.35f, UI_RGB(0x34495E));
            ui_text(a->d, UI_BOLD, (int)(u * 0.8f), cx + cw / 2, cy + ch / 2 - 0.55f * u, UI_CENTRE,
                    UI_RGB(0xB9C6D4), "?");
            continue;
        }
        int owner = metro_station_owner(s->cfg.players, st[i]);
        ui_round_rect(a->d, cx, cy, cw, ch, u * 0.35f, UI_RGB(0xFFFDF7));
        ui_round_rect(a->d, cx, cy, 2.2f * u, ch, u * 0.35f, ui_owner_colour(owner));
        ui_textf(a->d, UI_BOLD, (int)(u * 0.85f), cx + 1.1f * u, cy + ch / 2 - 0.6f * u, UI_CENTRE,
                 ui_owner_ink(owner), "%d", st[i]);
        ui_textf(a->d, UI_BOLD, (int)(u * 0.8f), cx + cw - 0.4f * u, cy + ch / 2 - 0.55f * u,
                 UI_RIGHT, INK, "+%d", metro_chit_points(s, st[i]));
    }
    int rows = (n + per_row - 1) / per_row;
    return 1.6f * u + (float)rows * (ch + gap) + 0.5f * u;
}

/* Your chit stations outlined in gold on the board (private like the panel). */
void ui_draw_chit_marks(ui_app *a)
{
    const metro_state *s = &a->game->state;
    int viewer = ui_private_seat(a), st[METRO_STATIONS];
    if (!ui_panel_chits_wanted(a) || viewer < 0 || a->screen != UI_PLAY) return;
    int n = metro_chits_of(s, viewer, st);
    const ui_layout *l = &a->lay;
    for (int i = 0; i < n; i++) {
        float cx, cy, w = l->ts * 0.66f, h = l->frame * 0.7f;
        int side = metro_station_side(st[i]);
        if (side == METRO_LEFT || side == METRO_RIGHT) {
            float t = w;
            w = h, h = t;
        }
        ui_station_pos(l, st[i], &cx, &cy);
        ui_round_frame(a->d, cx - w / 2 - 4, cy - h / 2 - 4, w + 8, h + 8, l->ts * 0.14f, 3,
                       UI_RGB(0xFFD54A));
    }
}
