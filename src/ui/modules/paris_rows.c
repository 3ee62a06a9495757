/* Metro City Paris's rows of sights (docs/rules.md §7.1): in the panel every
 * player's row, its four fields a sight, the lit fields the tourist being
 * placed may take; on the end card each row in miniature with its points.
 * Nothing in Paris is secret: every row is public. */
#include <stdio.h>

#include "core/theme.h"
#include "core/widgets.h"
#include "i18n/i18n.h"
#include "metro/modules.h"
#include "modules/city_kit.h"
#include "modules/end_table.h"
#include "modules/panel_heading.h"
#include "modules/paris.h"

/* ---- panel: every player's row -------------------------------------------- */

/* A field: free ones light with their colour's frame and symbol, filled ones
 * in full colour with the tourist on them, so the two never look alike. */
static void draw_field(const ui_app *a, ui_canvas *cv, float x, float y, float w, float h,
                       int colour, bool filled)
{
    if (filled) {
        ui_city_field(a, cv, x, y, w, h, colour, true);
        ui_city_tourist(a, cv, x + w / 2, y + h / 2, (w < h ? w : h) * 0.38f, colour);
        return;
    }
    ui_round_rect(cv->d, x, y, w, h, h * 0.18f, ui_city_colour(colour));
    ui_round_rect(cv->d, x + 2, y + 2, w - 4, h - 4, h * 0.14f, UI_FIELD_BG);
    ui_colour ink = ui_city_colour(colour);
    ink.a = 210;
    ui_symbol(cv->d, colour, x + w / 2, y + h / 2, (w < h ? w : h) * 0.26f, ink);
}

typedef struct row_grid {
    float x, badge, cell, cell_h, gap, name_h, line_h;
    int row_len, per_line, lines;
} row_grid;

static row_grid grid_of(const ui_app *a, ui_canvas *cv, float x, float w, int row_len)
{
    float u = a->lay.unit;
    row_grid g = {.x = x, .badge = 2.4f * u, .gap = 0.5f * u, .name_h = 0.95f * u};
    g.row_len = row_len;
    g.per_line = row_len <= 3 ? (row_len > 0 ? row_len : 1) : row_len == 4 ? 2 : 3;
    g.lines = (row_len + g.per_line - 1) / g.per_line;
    g.cell = (w - g.badge - g.gap * (float)(g.per_line - 1)) / (float)(4 * g.per_line);
    if (g.cell > 2.6f * u) g.cell = 2.6f * u;
    /* 5-6 players (2 sights each): flatter fields, so six rows leave the hand room */
    float cap = row_len <= 2 ? 1.5f * u : 1.9f * u;
    g.cell_h = g.cell < cap ? g.cell : cap;
    int sights[METRO_PARIS_ROW_MAX]; /* a long name: the lines it wraps to */
    for (int p = 0; p < a->game->state.cfg.players; p++)
        for (int i = metro_paris_row(&a->game->state, p, sights) - 1; i >= 0; i--) {
            float h = (float)ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 0.68f), 0, 0, 4 * g.cell,
                                          UI_RGBA(0, 0), ui_paris_sight_name(sights[i])) *
                      0.92f; /* the last line's leading is not needed */
            if (h > g.name_h) g.name_h = h;
        }
    g.line_h = g.name_h + g.cell_h + 0.3f * u;
    return g;
}

/* Top-left of field `fld` of a row whose block starts at y. */
static void field_xy(const row_grid *g, float y, int fld, float *fx, float *fy)
{
    int i = fld / 4, line = i / g->per_line, col = i % g->per_line;
    *fx = g->x + g->badge + (float)col * (4 * g->cell + g->gap) + (float)(fld % 4) * g->cell;
    *fy = y + (float)line * g->line_h + g->name_h;
}

static void draw_row(const ui_app *a, ui_canvas *cv, const row_grid *g, int seat, float y,
                     uint32_t targets, uint32_t arriving)
{
    const metro_state *s = &a->game->state;
    float u = a->lay.unit;
    int sights[METRO_PARIS_ROW_MAX], n = metro_paris_row(s, seat, sights);
    uint32_t filled = metro_paris_filled(s, seat) & ~arriving;
    float by = y + (float)g->lines * g->line_h / 2;
    ui_circle(cv->d, g->x + 1.0f * u, by, 0.95f * u, ui_owner_colour(cv->d, seat));
    ui_textf(cv->d, UI_BOLD, (int)(u * 0.8f), g->x + 1.0f * u, by - 0.55f * u, UI_CENTRE,
             ui_owner_ink(cv->d, seat), "%d", metro_paris_points_of(s, seat).total);
    ui_owner_badge(cv->d, seat, g->x + 1.7f * u, by + 0.75f * u, 0.4f * u);
    for (int i = 0; i < n; i++) {
        float fx, fy;
        field_xy(g, y, 4 * i, &fx, &fy);
        ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 0.68f), fx, fy - g->name_h + 0.05f * u,
                     4 * g->cell, UI_DIM(cv->d), ui_paris_sight_name(sights[i]));
        for (int f = 0; f < 4; f++) {
            int fld = 4 * i + f, colour = metro_paris_field_colour(sights[i], f);
            float cx = fx + (float)f * g->cell;
            bool on = filled >> fld & 1u;
            draw_field(a, cv, cx + 1, fy, g->cell - 2, g->cell_h, colour, on);
            if (targets >> fld & 1u)
                ui_round_frame(cv->d, cx - 1, fy - 2, g->cell + 2, g->cell_h + 4, 4,
                               u * 0.25f + 1.5f, UI_TARGET);
            ui_module_hit(a, cv, &ui_module_paris, cx, fy, g->cell, g->cell_h,
                          targets >> fld & 1u ? A_CHOICE : A_FIELD, seat * FIELDS_MAX + fld);
        }
    }
}

/* The heading: the title, and right of it the tourists taken and still to
 * place, in order (or, with none, how the row scores); the title gets the
 * room they leave, so no language runs one into the other. */
static float heading(const ui_app *a, ui_canvas *cv, float x, float y, float w)
{
    int colour[32], n = metro_paris_waiting(&a->game->state, colour);
    float u = a->lay.unit, r = 0.6f * u, x_right = x + w, title_y = y;
    if (!n)
        return ui_panel_heading(a, cv, x, y, w, _("Paris sights"),
                                _("2 per run · −1 others · +3 full"));
    int px = (int)(u * 0.72f), title_px = (int)(u * 0.9f);
    const char *label = _("to place:"), *title = _("Paris sights");
    float label_right = x_right - (float)n * 2.2f * r - 0.4f * u;
    float room = label_right - (float)ui_text_width(cv->d, UI_REGULAR, px, label) - 0.6f * u - x;
    if ((float)ui_text_width(cv->d, UI_BOLD, title_px, title) > room)
        y += 1.1f * u, room = w; /* the tourists on a line of their own */
    for (int i = n - 1; i >= 0; i--) {
        float cx = x_right - r - (float)(n - 1 - i) * 2.2f * r;
        ui_city_tourist(a, cv, cx, y + 0.55f * u, i ? r * 0.8f : r, colour[i]);
        ui_module_hit(a, cv, &ui_module_paris, cx - r, y + 0.55f * u - r, 2 * r, 2 * r, A_WAITING,
                      i);
    }
    ui_text(cv->d, UI_REGULAR, px, label_right, y + 0.15f * u, UI_RIGHT, UI_INK, label);
    ui_words_fit(a, cv, UI_BOLD, title_px, x, title_y, UI_LEFT, UI_INK, title, room);
    return y - title_y;
}

float ui_paris_panel(const ui_app *a, ui_canvas *cv, void *scratch, float x, float y, float w)
{
    const metro_state *s = &a->game->state;
    float u = a->lay.unit;
    int sights[METRO_PARIS_ROW_MAX];
    row_grid g = grid_of(a, cv, x, w, metro_paris_row(s, 0, sights));
    float below = heading(a, cv, x, y, w), top = y + 1.6f * u + below;
    ui_paris_choices c = ui_paris_choices_now(s);
    ui_paris_flight f;
    bool flying = ui_paris_flight_now(a, &f);
    for (int p = 0; p < s->cfg.players; p++) {
        float ry = top + (float)p * ((float)g.lines * g.line_h + 0.2f * u);
        uint32_t targets = p == s->current ? c.fields : 0;
        draw_row(a, cv, &g, p, ry, targets, flying && p == f.seat ? f.fields : 0);
    }
    float h = below + 1.6f * u + (float)s->cfg.players * ((float)g.lines * g.line_h + 0.2f * u);
    if ((c.fields || c.squares) && ui_module_my_turn(a)) { /* what the lit places mean */
        int colour[32];
        metro_paris_waiting(s, colour);
        char who[48], text[160];
        ui_city_tourist_words(colour[0], who, sizeof who);
        snprintf(text, sizeof text,
                 c.fields ? _("Click a lit field for %s.")
                          : _("No free field for %s: click a lit square on the board."),
                 who);
        h += (float)ui_text_wrap(cv->d, UI_BOLD, (int)(u * 0.75f), x, y + h, w,
                                 UI_SELECT_INK(cv->d), text) +
             0.3f * u;
    }
    return h + 0.5f * u;
}

/* ---- end screen ----------------------------------------------------------- */

/* A seat's row in miniature: filled fields in their colour. */
static void mini_row(const ui_app *a, ui_canvas *cv, int seat, float x, float y, float cell)
{
    const metro_state *s = &a->game->state;
    int sights[METRO_PARIS_ROW_MAX], n = metro_paris_row(s, seat, sights);
    uint32_t filled = metro_paris_filled(s, seat);
    for (int fld = 0; fld < 4 * n; fld++) {
        int colour = metro_paris_field_colour(sights[fld / 4], fld % 4);
        float fx = x + (float)fld * cell + (float)(fld / 4) * cell * 0.35f;
        draw_field(a, cv, fx, y, cell - 1, cell, colour, filled >> fld & 1u);
    }
}

/* The run, the other tourists and the full sights, each with its points. */
void ui_paris_end_row(const ui_app *a, ui_canvas *cv, int p, float x, float y)
{
    float u = a->lay.unit;
    metro_paris_points pts = metro_paris_points_of(&a->game->state, p);
    ui_textf(cv->d, UI_REGULAR, (int)(u * 0.85f), x, y + 0.1f * u, UI_LEFT, UI_INK,
             _("run %d ×2 = %d · others %d ×−1 = −%d · full sights %d ×3 = %d"), pts.run,
             2 * pts.run, pts.others, pts.others, pts.full_sights, 3 * pts.full_sights);
}

void ui_paris_end_screen(const ui_app *a, ui_canvas *cv)
{
    const metro_state *s = &a->game->state;
    ui_end_card card;
    ui_end_card_open(a, cv, &card, 62, 4.2f, 12.5f, _("Game over · Paris sights"));
    float u = card.u, x = card.x, y = card.y, w = card.w, h = card.h, rh = card.rh;
    float ry = y + 4.6f * u;
    int sights[METRO_PARIS_ROW_MAX], fields = 4 * metro_paris_row(s, 0, sights);
    float cell = fields ? 23 * u / ((float)fields * 1.09f) : u; /* the row right of the name */
    if (cell > 1.6f * u) cell = 1.6f * u;
    for (int r = 0; r < s->cfg.players; r++, ry += rh + 0.3f * u) {
        int p = card.seats[r];
        metro_paris_points pts = metro_paris_points_of(s, p);
        ui_end_row_head(a, cv, x, w, ry, rh, p, card.rank[p], 14 * u);
        ui_paris_end_row(a, cv, p, x + 9 * u, ry + 2.1f * u);
        mini_row(a, cv, p, x + 24 * u, ry + 0.3f * u, cell);
        ui_end_row_totals(a, cv, x, w, ry, card.fin[p], pts.total, _("Paris"));
    }
    int left = metro_paris_left_game(s);
    char note[200];
    snprintf(note, sizeof note,
             _("City points: 2 per tourist in the longest unbroken run of filled fields, −1 per "
               "other tourist, +3 per sight with all 4 fields filled. Tourists that left the "
               "game: %d."),
             left);
    ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 0.72f), x + 2 * u, ry + 0.2f * u, w - 4 * u,
                 UI_DIM(cv->d), note);
    ui_end_buttons(a, cv, x, y, w, h);
}
