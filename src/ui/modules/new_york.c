/* Screen of Metro City New York (docs/rules.md §7.4): the tourists waiting at
 * the stations, every board (a seat's, or a company's with shares) with its
 * values and the tourists taken (each flying there from its station as its
 * line is scored), hover words (a waiting tourist, a board's cell), and the
 * end screen's city points. Nothing here is secret. */
#include <assert.h>
#include <stdio.h>

#include "modules/city_kit.h"
#include "modules/end_table.h"
#include "i18n/i18n.h"
#include "modules/panel_heading.h"
#include "metro/city_new_york.h"
#include "metro/module.h"
#include "metro/modules.h"
#include "harness/scene_kit.h"
#include "core/theme.h"
#include "core/widgets.h"

/* Where a station's waiting tourist sits: on the board's edge in front of
 * the station marker, so the marker's number stays readable. */
static void tourist_pos(const ui_layout *l, int station, float *x, float *y)
{
    static const float dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    int sq = metro_station_square(station), side = metro_station_side(station);
    *x = l->bx + ((float)metro_col(sq) + 0.5f + 0.5f * dx[side]) * l->ts;
    *y = l->by + ((float)metro_row(sq) + 0.5f + 0.5f * dy[side]) * l->ts;
}

/* The accounts with a board, in panel order: seats, or the 8 companies. */
static int board_accounts(const metro_state *s, int out[METRO_MAX_ACCOUNTS])
{
    int n = 0;
    for (int acc = 0; acc < METRO_MAX_ACCOUNTS; acc++)
        if (metro_ny_board(s, acc) >= 0) out[n++] = acc;
    return n;
}

/* Panel geometry shared by drawing and hovering. */
typedef struct ny_grid {
    float x, y0, badge, cell, row;
} ny_grid;

static ny_grid grid_of(const ui_app *a, float x, float y, float w, int rows)
{
    float u = a->lay.unit;
    ny_grid g = {.x = x, .badge = 2.2f * u};
    g.cell = (w - g.badge) / 8;
    g.row = rows > 6 ? 1.75f * u : 2.2f * u;
    g.y0 = y + 1.5f * u + 2.0f * u; /* title, then the colour header */
    return g;
}

/* Where the panel drew the boards this frame: the panel is drawn before the
 * board, so the board layer draws the flying tourists on top of both. */
typedef struct ny_geom {
    ny_grid g;
    bool valid;
} ny_geom;
static_assert(sizeof(ny_geom) <= UI_MODULE_SCRATCH_BYTES, "ny_geom outgrows the scratch");

extern const struct ui_module ui_module_new_york;

static const ny_geom *geom_at(const ui_app *a)
{
    return ui_module_scratch(a, &ui_module_new_york);
}

/* A tourist that a line being scored takes flies, while the line's
 * animation runs, from its station to its colour's cell in the owner's row. */
static void flights(const ui_app *a, ui_canvas *cv)
{
    const metro_state *s = &a->game->state;
    int acc[METRO_MAX_ACCOUNTS], n = board_accounts(s, acc);
    const ny_geom *geom = geom_at(a);
    for (int i = 0; geom->valid && i < a->n_anim; i++) {
        const ui_anim *an = &a->anim[i];
        if (an->kind != UI_ANIM_LINE || a->now < an->start || a->now >= an->start + an->dur ||
            an->line < 0 || an->line >= METRO_MAX_LINES)
            continue;
        const metro_line *l = &s->line[an->line];
        int st = l->dest, r = 0;
        if (l->status != METRO_LINE_DONE || st < 1 || st > METRO_STATIONS) continue;
        while (r < n && acc[r] != metro_ny_taken_by(s, st)) r++;
        if (r == n || acc[r] != an->account) continue;
        int c = metro_ny_tourist(s, st);
        const ny_grid *g = &geom->g;
        float t = (float)(a->now - an->start) / (float)an->dur, e = t * t * (3 - 2 * t), sx, sy;
        tourist_pos(&a->lay, st, &sx, &sy);
        float tx = g->x + g->badge + ((float)c + 0.5f) * g->cell;
        float ty = g->y0 + ((float)r + 0.5f) * g->row, arc = 4 * e * (1 - e);
        ui_city_tourist(a, cv, sx + (tx - sx) * e, sy + (ty - sy) * e - a->lay.ts * arc,
                        a->lay.ts * (0.17f + 0.1f * arc), c);
    }
}

static void board(const ui_app *a, ui_canvas *cv)
{
    const metro_state *s = &a->game->state;
    for (int st = 1; st <= METRO_STATIONS; st++) {
        if (metro_ny_taken_by(s, st) >= 0) continue;
        float x, y;
        tourist_pos(&a->lay, st, &x, &y);
        ui_city_tourist(a, cv, x, y, a->lay.ts * 0.17f, metro_ny_tourist(s, st));
    }
    flights(a, cv);
}

static float panel(const ui_app *a, ui_canvas *cv, void *scratch, float x, float y, float w)
{
    const metro_state *s = &a->game->state;
    float u = a->lay.unit;
    int acc[METRO_MAX_ACCOUNTS], n = board_accounts(s, acc);
    float below = ui_panel_heading(a, cv, x, y, w, _("New York boards"), _("value each · ×taken"));
    y += below;
    ny_grid g = grid_of(a, x, y, w, n);
    for (int c = 0; c < METRO_CITY_COLOURS; c++) /* the colour header */
        ui_city_tourist(a, cv, x + g.badge + ((float)c + 0.5f) * g.cell, y + 2.4f * u, 0.75f * u,
                        c);
    for (int r = 0; r < n; r++) {
        float ry = g.y0 + (float)r * g.row;
        int board = metro_ny_board(s, acc[r]);
        ui_circle(cv->d, x + 0.9f * u, ry + g.row / 2, 0.75f * u, ui_owner_colour(cv->d, acc[r]));
        ui_textf(cv->d, UI_BOLD, (int)(u * 0.75f), x + 0.9f * u, ry + g.row / 2 - 0.5f * u,
                 UI_CENTRE, ui_owner_ink(cv->d, acc[r]), "%d", metro_ny_points(s, acc[r]));
        ui_owner_badge(cv->d, acc[r], x + 1.55f * u, ry + g.row / 2 + 0.6f * u, 0.36f * u);
        for (int c = 0; c < METRO_CITY_COLOURS; c++) {
            int taken = metro_ny_count(s, acc[r], c), v = metro_ny_board_value(board, c);
            float cx = x + g.badge + (float)c * g.cell;
            ui_colour tint = ui_city_colour(c);
            tint.a = 90; /* taken: the colour shows through */
            ui_round_rect(cv->d, cx + 1, ry + 1, g.cell - 2, g.row - 2, u * 0.3f,
                          taken ? tint : UI_FIELD_BG);
            ui_textf(cv->d, UI_BOLD, (int)(u * 0.85f), cx + g.cell * 0.38f,
                     ry + g.row / 2 - 0.55f * u, UI_CENTRE, v || taken ? UI_INK : UI_DIM(cv->d),
                     "%d", v);
            if (taken)
                ui_textf(cv->d, UI_BOLD, (int)(u * 0.62f), cx + g.cell - 0.2f * u, ry + 0.1f * u,
                         UI_RIGHT, UI_INK, "×%d", taken);
        }
    }
    *(ny_geom *)scratch = (ny_geom){g, true};
    return below + 3.5f * u + (float)n * g.row + 0.6f * u;
}

/* A cell of a board in the panel under the pointer: whose board, which
 * sight, its value and the tourists taken there. */
static bool hover_cell(const ui_app *a, float px, float py, char *out, size_t n)
{
    const metro_state *s = &a->game->state;
    int acc[METRO_MAX_ACCOUNTS], rows = board_accounts(s, acc);
    const ny_geom *geom = geom_at(a);
    const ny_grid *g = &geom->g;
    float x0 = g->x + g->badge;
    if (!geom->valid || px < x0 || px >= x0 + 8 * g->cell || py < g->y0 ||
        py >= g->y0 + (float)rows * g->row)
        return false;
    int r = (int)((py - g->y0) / g->row), c = (int)((px - x0) / g->cell);
    if (r >= rows || c >= METRO_CITY_COLOURS) return false;
    int v = metro_ny_board_value(metro_ny_board(s, acc[r]), c);
    /* TRANSLATORS: owner, sight, colour, symbol, points, tourists taken. */
    snprintf(out, n, _("%s's board, %s: each %s tourist (%s) taken scores %d; taken so far: %d."),
             ui_owner_name(a, acc[r]), _(metro_ny_sight(c)), ui_city_colour_words(c),
             ui_city_symbol_words(c), v, metro_ny_count(s, acc[r], c));
    return true;
}

/* A waiting tourist, or a board's cell, under the pointer, in words. */
static bool hover(const ui_app *a, ui_canvas *cv, float px, float py, char *out, size_t n)
{
    const metro_state *s = &a->game->state;
    const ui_layout *l = &a->lay;
    if (hover_cell(a, px, py, out, n)) return true;
    for (int st = 1; st <= METRO_STATIONS; st++) {
        if (metro_ny_taken_by(s, st) >= 0) continue;
        float x, y, r = l->ts * 0.2f;
        tourist_pos(l, st, &x, &y);
        if (px < x - r || px > x + r || py < y - r || py > y + r) continue;
        int c = metro_ny_tourist(s, st);
        char who[64];
        ui_city_tourist_words(c, who, sizeof who);
        snprintf(out, n,
                 _("Station %d: %s waits for the line that ends here; it goes to %s on the line "
                   "owner's board."),
                 st, who, _(metro_ny_sight(c)));
        return true;
    }
    return false;
}

/* Per colour: tourists taken × their value on the seat's board. */
static void end_row(const ui_app *a, ui_canvas *cv, int p, float x, float y)
{
    const metro_state *s = &a->game->state;
    float u = a->lay.unit;
    int board = metro_ny_board(s, p);
    for (int c = 0; c < METRO_CITY_COLOURS; c++, x += 4.4f * u) {
        int k = metro_ny_count(s, p, c), v = metro_ny_board_value(board, c);
        ui_city_tourist(a, cv, x + 0.6f * u, y + 0.7f * u, 0.6f * u, c);
        ui_textf(cv->d, UI_REGULAR, (int)(u * 0.7f), x + 1.4f * u, y + 0.25f * u, UI_LEFT,
                 k ? UI_INK : UI_DIM(cv->d), "%d×%d", k, v);
    }
}

static void end_screen(const ui_app *a, ui_canvas *cv)
{
    const metro_state *s = &a->game->state;
    ui_end_card card;
    ui_end_card_open(a, cv, &card, 60, 4.2f, 12.5f, _("Game over · New York tourists"));
    float u = card.u, x = card.x, y = card.y, w = card.w, h = card.h, rh = card.rh;
    float ry = y + 4.6f * u;
    for (int r = 0; r < s->cfg.players; r++, ry += rh + 0.3f * u) {
        int p = card.seats[r], city = metro_ny_points(s, p);
        ui_end_row_head(a, cv, x, w, ry, rh, p, card.rank[p], w - 30 * u);
        end_row(a, cv, p, x + 9 * u, ry + 2.1f * u);
        ui_end_row_totals(a, cv, x, w, ry, card.fin[p], city, N_("tourists"));
    }
    ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 0.72f), x + 2 * u, ry + 0.2f * u, w - 4 * u,
                 UI_DIM(cv->d),
                 _("Each tourist scores its colour's value on its owner's board "
                   "(taken × value per colour)."));
    ui_end_buttons(a, cv, x, y, w, h);
}

/* The pointer on the first station tourist still waiting. */
static void hover_tourist(ui_app *a)
{
    for (int st = 1; st <= METRO_STATIONS; st++)
        if (metro_ny_taken_by(&a->game->state, st) < 0) {
            tourist_pos(&a->lay, st, &a->ui.pointer.mouse_x, &a->ui.pointer.mouse_y);
            a->ui.pointer.hover_sq = -1;
            return;
        }
}

static bool new_york_4p(ui_app *a)
{
    ui_scene_start_with(a, 4, "new-york", 0, 12);
    ui_scene_play(a, 30, 1212, 0, false, false);
    ui_scene_to_human(a, 12);
    hover_tourist(a);
    return true;
}

/* F1 on the city's page in French: its title on the title line, its text
 * under it (the page once ran its whole text as the title). */
static bool new_york_help(ui_app *a)
{
    if (!ui_scene_language(a, "fr")) return false;
    ui_scene_start_with(a, 3, "new-york", 0, 12);
    ui_scene_play(a, 6, 1212, 0, false, false);
    a->ui.overlay = UI_OV_HELP, a->ui.help_page = 1;
    return true;
}

/* A tourist half-way from its station to its owner's board (the flight
 * animates while the line that took it is scored). */
static bool new_york_flying(ui_app *a)
{
    ui_scene_start_with(a, 3, "new-york", 0, 14);
    metro_rng rng;
    metro_rng_seed(&rng, 1414);
    metro_move m;
    for (int i = 0; !metro_over(&a->game->state); i++) {
        const metro_state *s = &a->game->state;
        int waiting = 0;
        if (!ui_scene_random_lay(s, &rng, &m)) return false;
        for (int st = 1; st <= METRO_STATIONS; st++) waiting += metro_ny_taken_by(s, st) < 0;
        a->now = (uint32_t)i * 2000;
        ui_play_move(a, &m, true);
        for (int st = 1; st <= METRO_STATIONS; st++) waiting -= metro_ny_taken_by(s, st) < 0;
        if (i >= 16 && waiting > 0) {
            a->now += 200 + 500; /* the line's animation half-way */
            return true;
        }
    }
    return false;
}

/* The pointer on a cell of a board in the panel (its words). */
static bool new_york_board(ui_app *a)
{
    ui_scene_start_with(a, 3, "new-york", 0, 15);
    ui_scene_play(a, 40, 1515, 0, false, false);
    ui_scene_to_human(a, 15);
    ui_layout_frame(a); /* the panel places the boards */
    const ny_grid *g = &geom_at(a)->g;
    if (!geom_at(a)->valid) return false;
    a->ui.pointer.mouse_x = g->x + g->badge + 3.5f * g->cell;
    a->ui.pointer.mouse_y = g->y0 + 1.5f * g->row;
    a->ui.pointer.hover_sq = -1;
    return true;
}

static const ui_scene scenes[] = {
    {"new-york-4p", new_york_4p},
    {"new-york-board", new_york_board},
    {"new-york-flying", new_york_flying},
    {"new-york-help", new_york_help},
    {NULL, NULL},
};

static const ui_scene_ending endings[] = {
    {"new-york-endgame", 3, "new-york", 0, 13, 0},
    {0},
};

const struct ui_module ui_module_new_york = {
    .id = "new-york",
    .panel = panel,
    .panel_place = 1,
    .board = board,
    .end_screen = end_screen,
    .end_row = end_row,
    .end_priority = 10,
    .title = N_("New York"),
    .help = N_("A tourist waits at every station. When a line ends at a station, its "
               "owner takes that tourist onto their board (with shares: the company's board). "
               "At the end each tourist scores the value its colour has on that board; the "
               "panel shows every board's values and the tourists taken (×n)."),
    .scenes = scenes,
    .endings = endings,
    .hover = hover,
};
