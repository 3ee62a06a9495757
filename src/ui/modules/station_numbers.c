/* Module 4a, station numbers (docs/rules.md §6.4), on screen: your secret
 * station chits in the panel with what each would pay now, outlined in gold
 * on the board (both private like shares), and every chit revealed at the
 * end. */
#include <stdio.h>

#include "modules/end_table.h"
#include "i18n/i18n.h"
#include "modules/panel_heading.h"
#include "metro/module.h"
#include "metro/modules.h"
#include "harness/scene_kit.h"
#include "core/widgets.h"

static float panel(const ui_app *a, ui_canvas *cv, void *scratch, float x, float y, float w)
{
    const metro_state *s = &a->game->state;
    float u = a->lay.unit, cw = 4.6f * u, ch = 2.4f * u, gap = 0.4f * u;
    int viewer = ui_private_seat(a), st[METRO_STATIONS];
    float below = 0; /* the heading's note on a line of its own */
    int n = metro_chits_of(s, viewer >= 0 ? viewer : 0, st);
    if (viewer >= 0)
        ui_panel_heading_name(a, cv, x, y, w, _("%s's station chits"), a->game->seat[viewer].name,
                              _("secret · gold on the board"));
    else
        below = ui_panel_heading(a, cv, x, y, w, _("Station chits"), _("secret"));
    y += 1.6f * u + below;
    int per_row = (int)((w + gap) / (cw + gap));
    if (per_row < 1) per_row = 1;
    for (int i = 0; i < n; i++) {
        float cx = x + (float)(i % per_row) * (cw + gap),
              cy = y + (float)(i / per_row) * (ch + gap);
        ui_round_rect(cv->d, cx, cy + 1.5f, cw, ch, u * 0.35f, UI_RGBA(0, 60));
        if (viewer < 0) { /* backs only: how many, not which */
            ui_round_rect(cv->d, cx, cy, cw, ch, u * 0.35f, UI_BACK);
            ui_text(cv->d, UI_BOLD, (int)(u * 0.8f), cx + cw / 2, cy + ch / 2 - 0.55f * u,
                    UI_CENTRE, UI_ON_BACK(cv->d), "?");
            continue;
        }
        int owner = metro_station_owner(s->cfg.players, st[i]);
        ui_round_rect(cv->d, cx, cy, cw, ch, u * 0.35f, UI_FIELD_BG);
        ui_round_rect(cv->d, cx, cy, 2.2f * u, ch, u * 0.35f, ui_owner_colour(cv->d, owner));
        ui_textf(cv->d, UI_BOLD, (int)(u * 0.85f), cx + 1.1f * u, cy + ch / 2 - 0.6f * u, UI_CENTRE,
                 ui_owner_ink(cv->d, owner), "%d", st[i]);
        ui_owner_badge(cv->d, owner, cx + 2.9f * u, cy + ch / 2, 0.45f * u);
        ui_textf(cv->d, UI_BOLD, (int)(u * 0.8f), cx + cw - 0.4f * u, cy + ch / 2 - 0.55f * u,
                 UI_RIGHT, UI_INK, "+%d", metro_chit_points(s, st[i]));
    }
    int rows = (n + per_row - 1) / per_row;
    return below + 1.6f * u + (float)rows * (ch + gap) + 0.5f * u;
}

/* Your chit stations outlined in gold on the board (private like the panel). */
static void board(const ui_app *a, ui_canvas *cv)
{
    const metro_state *s = &a->game->state;
    int viewer = ui_private_seat(a), st[METRO_STATIONS];
    if (viewer < 0 || a->ui.screen != UI_PLAY) return;
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
        ui_round_frame(cv->d, cx - w / 2 - 4, cy - h / 2 - 4, w + 8, h + 8, l->ts * 0.14f, 3,
                       UI_RGB(0xFFD54A));
    }
}

static void end_screen(const ui_app *a, ui_canvas *cv)
{
    const metro_state *s = &a->game->state;
    ui_end_card card;
    ui_end_card_open(a, cv, &card, 60, 4.2f, 12.5f, _("Game over · station chits revealed"));
    float u = card.u, x = card.x, y = card.y, w = card.w, h = card.h, rh = card.rh;
    float ry = y + 4.6f * u;
    for (int r = 0; r < s->cfg.players; r++, ry += rh + 0.3f * u) {
        int p = card.seats[r], st[METRO_STATIONS], n = metro_chits_of(s, p, st), chit_sum = 0;
        ui_end_row_head(a, cv, x, w, ry, rh, p, card.rank[p], w - 30 * u);
        float cx = x + 9 * u;
        for (int i = 0; i < n; i++) { /* each chit: station number and what it paid */
            int pts = metro_chit_points(s, st[i]),
                owner = metro_station_owner(s->cfg.players, st[i]);
            chit_sum += pts;
            ui_round_rect(cv->d, cx, ry + 1.9f * u, 5.4f * u, 1.8f * u, u * 0.3f, UI_FIELD_BG);
            ui_round_rect(cv->d, cx, ry + 1.9f * u, 2.0f * u, 1.8f * u, u * 0.3f,
                          ui_owner_colour(cv->d, owner));
            ui_textf(cv->d, UI_BOLD, (int)(u * 0.75f), cx + 1.0f * u, ry + 2.25f * u, UI_CENTRE,
                     ui_owner_ink(cv->d, owner), "%d", st[i]);
            ui_owner_badge(cv->d, owner, cx + 2.6f * u, ry + 2.8f * u, 0.4f * u);
            ui_textf(cv->d, UI_BOLD, (int)(u * 0.75f), cx + 5.0f * u, ry + 2.25f * u, UI_RIGHT,
                     pts ? UI_GOOD(cv->d) : UI_DIM(cv->d), "+%d", pts);
            cx += 5.9f * u;
            if (cx > x + w - 18 * u) break;
        }
        ui_end_row_totals(a, cv, x, w, ry, card.fin[p], chit_sum, N_("chits"));
    }
    ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 0.72f), x + 2 * u, ry + 0.2f * u, w - 4 * u,
                 UI_DIM(cv->d),
                 _("A chit pays its holder the points of the line that arrived at that station "
                   "(double for a line from a central station token)."));
    ui_end_buttons(a, cv, x, y, w, h);
}

static bool station_numbers_4p(ui_app *a)
{
    ui_scene_start_with(a, 4, "station-numbers", 3, 44);
    ui_scene_play(a, 30, 4444, 0, false, false);
    ui_scene_to_human(a, 4);
    return true;
}

/* The set-up screen with two modules on: a stepper option and the greyed
 * module that cannot join them. */
static bool setup_modules(ui_app *a)
{
    ui_scene_setup_screen(a);
    ui_setup_module_toggle(&a->ui.setup, metro_module_find("station-numbers"));
    ui_setup_module_toggle(&a->ui.setup, metro_module_find("central-stations"));
    return true;
}

static const ui_scene scenes[] = {
    {"setup-modules", setup_modules},
    {"station-numbers-4p", station_numbers_4p},
    {NULL, NULL},
};

static const ui_scene_ending endings[] = {
    {"station-numbers-endgame", 3, "station-numbers,central-stations", 2, 46, 60},
    {0},
};

const struct ui_module ui_module_station_numbers = {
    .id = "station-numbers",
    .panel = panel,
    .panel_place = 1, /* under a share board, over the tokens */
    .board = board,
    .end_screen = end_screen,
    .end_priority = 20,
    .title = N_("Station numbers"),
    .title_in_text = N_("station numbers"),
    .help = N_("Each player holds the same number of secret chits, each naming a station (yours "
               "show in gold on the board and in the panel, with what each would pay now).\n"
               "At the end every chit pays its holder the points of the line that arrived at that "
               "station, as many as that line scored for its owner; a line that started at a "
               "central station token pays the chit double. A chit whose station received no line "
               "pays nothing.\n"
               "So it pays to lead other players' lines into the stations on your chits."),
    .scenes = scenes,
    .endings = endings,
};
