/* Screen of Metro City Berlin (docs/rules.md §7.6): the tourists riding on
 * their tiles, the row of sights with the tourist on each and both values,
 * every holder's tickets per colour (and those still untaken), hover words
 * for the tourists on the board and the sights of the row,
 * and the end screen's ranking points. Nothing here is secret. */
#include <assert.h>
#include <stdio.h>

#include "modules/city_kit.h"
#include "modules/end_table.h"
#include "i18n/i18n.h"
#include "modules/panel_heading.h"
#include "metro/city_berlin.h"
#include "metro/module.h"
#include "metro/modules.h"
#include "harness/scene_kit.h"
#include "core/theme.h"
#include "core/widgets.h"

static void board(const ui_app *a, ui_canvas *cv)
{
    ui_city_board_tourists(a, cv);
}

/* Accounts that can hold tickets: the seats, or the 8 companies. */
static int holders(const metro_state *s, int out[METRO_MAX_ACCOUNTS])
{
    int n = 0;
    if (metro_module_active(s, "shares"))
        for (int c = 0; c < METRO_COMPANIES; c++) out[n++] = METRO_ACCOUNT_COMPANY0 + c;
    else
        for (int p = 0; p < s->cfg.players; p++) out[n++] = p;
    return n;
}

/* Where the panel drew the row of sights this frame, for the hover words
 * (drawn after the panel). */
typedef struct sights_geom {
    float x, y, cell, h;
    bool valid;
} sights_geom;
static_assert(sizeof(sights_geom) <= UI_MODULE_SCRATCH_BYTES, "sights_geom outgrows the scratch");

extern const struct ui_module ui_module_berlin;

static const sights_geom *sights_of(const ui_app *a)
{
    return ui_module_scratch(a, &ui_module_berlin);
}

static float panel(const ui_app *a, ui_canvas *cv, void *scratch, float x, float y, float w)
{
    const metro_state *s = &a->game->state;
    float u = a->lay.unit, badge = 2.2f * u, cell = (w - badge) / 8;
    int acc[METRO_MAX_ACCOUNTS], n = holders(s, acc);
    float row = n > 6 ? 1.45f * u : 1.8f * u;
    float below = ui_panel_heading(a, cv, x, y, w, _("Berlin sights"), _("high/low · tickets"));
    y += 1.5f * u + below;
    sights_geom *at = scratch;
    *at = (sights_geom){.x = x + badge, .y = y, .cell = cell, .h = 3.6f * u, .valid = true};
    for (int i = 0; i < 8; i++) { /* the row of sights: tourist, values, side */
        int c = metro_berlin_sight_tourist(s, i), hi, lo;
        metro_berlin_values(s, i, &hi, &lo);
        float cx = x + badge + ((float)i + 0.5f) * cell;
        ui_round_rect(cv->d, cx - cell / 2 + 1, y, cell - 2, 3.6f * u, u * 0.3f, UI_FIELD_BG);
        ui_city_tourist(a, cv, cx, y + 0.9f * u, 0.7f * u, c);
        ui_textf(cv->d, UI_BOLD, (int)(u * 0.75f), cx, y + 1.75f * u, UI_CENTRE, UI_INK, "%d/%d",
                 hi, lo);
        /* TRANSLATORS: a Berlin sight's side (A or B) under its high/low points */
        ui_textf(cv->d, UI_REGULAR, (int)(u * 0.6f), cx, y + 2.7f * u, UI_CENTRE, UI_DIM(cv->d),
                 _("side %c"), 'A' + metro_berlin_side(s, i));
    }
    y += 3.9f * u;
    for (int r = 0; r <= n; r++, y += row) { /* holders, then the tickets nobody took yet */
        if (r < n) {
            ui_circle(cv->d, x + 0.9f * u, y + row / 2, row * 0.42f,
                      ui_owner_colour(cv->d, acc[r]));
            ui_textf(cv->d, UI_BOLD, (int)(u * 0.65f), x + 0.9f * u, y + row / 2 - 0.45f * u,
                     UI_CENTRE, ui_owner_ink(cv->d, acc[r]), "%d", metro_berlin_points(s, acc[r]));
            ui_owner_badge(cv->d, acc[r], x + 0.9f * u + row * 0.36f, y + row * 0.86f, row * 0.2f);
        } else {
            ui_text(cv->d, UI_REGULAR, (int)(u * 0.6f), x, y + row / 2 - 0.4f * u, UI_LEFT,
                    UI_DIM(cv->d), _("left"));
        }
        for (int i = 0; i < 8; i++) {
            int c = metro_berlin_sight_tourist(s, i);
            int k = r < n ? metro_berlin_tickets(s, acc[r], c) : metro_berlin_imaginary(s, c);
            float cx = x + badge + ((float)i + 0.5f) * cell;
            if (k)
                ui_textf(cv->d, UI_BOLD, (int)(u * 0.75f), cx, y + row / 2 - 0.5f * u, UI_CENTRE,
                         r < n ? UI_INK : UI_DIM(cv->d), "%d", k);
            else
                ui_text(cv->d, UI_REGULAR, (int)(u * 0.7f), cx, y + row / 2 - 0.5f * u, UI_CENTRE,
                        UI_DIM(cv->d), "·");
        }
    }
    return below + 1.5f * u + 3.9f * u + (float)(n + 1) * row + 0.5f * u;
}

/* A sight of the panel's row under the pointer: its name, side, values and
 * the tourist on it; -1 when none. */
static int sight_at(const ui_app *a, float x, float y)
{
    const sights_geom *at = sights_of(a);
    if (!at->valid || y < at->y || y >= at->y + at->h || x < at->x || x >= at->x + 8 * at->cell)
        return -1;
    return (int)((x - at->x) / at->cell);
}

/* A tourist on the board, or a sight of the panel, under the pointer: its
 * colour and what it is for. */
static bool hover(const ui_app *a, ui_canvas *cv, float x, float y, char *out, size_t n)
{
    const metro_state *s = &a->game->state;
    int i = sight_at(a, x, y);
    if (i >= 0) {
        int c = metro_berlin_sight_tourist(s, i), hi, lo;
        metro_berlin_values(s, i, &hi, &lo);
        const char *name = ui_city_colour_words(c);
        /* TRANSLATORS: sight name, side letter, colour, symbol, colour again,
         * high value, low value. */
        snprintf(out, n,
                 ui_trn("%s (side %c): the %s tourist (%s) stands here. Most %s tickets at the "
                        "end: %d point; second most: %d.",
                        "%s (side %c): the %s tourist (%s) stands here. Most %s tickets at the "
                        "end: %d points; second most: %d.",
                        hi),
                 _(metro_berlin_sight_name(i)), 'A' + metro_berlin_side(s, i), name,
                 ui_city_symbol_words(c), name, hi, lo);
        return true;
    }
    int sq = ui_square_at(&a->lay, x, y), c = sq >= 0 ? metro_berlin_tourist_at(s, sq) : -1;
    if (c < 0) return false;
    int sight = metro_berlin_sight_of(s, c), hi, lo;
    metro_berlin_values(s, sight, &hi, &lo);
    const char *name = ui_city_colour_words(c);
    /* TRANSLATORS: the colour comes three times so that each language can
     * use it where it needs it (or leave later ones out with %3$s-style
     * numbered arguments). */
    snprintf(out, n,
             ui_trn("Tourist: %s (%s). Every scored line takes one %s ticket per pass over this "
                    "tile. Most %s tickets at the end: %d point (%s); second most: %d.",
                    "Tourist: %s (%s). Every scored line takes one %s ticket per pass over this "
                    "tile. Most %s tickets at the end: %d points (%s); second most: %d.",
                    hi),
             name, ui_city_symbol_words(c), name, name, hi, _(metro_berlin_sight_name(sight)), lo);
    return true;
}

/* Per colour: tickets → points (the end screens' rows). */
static void end_row(const ui_app *a, ui_canvas *cv, int p, float x, float y)
{
    const metro_state *s = &a->game->state;
    float u = a->lay.unit;
    for (int c = 0; c < METRO_CITY_COLOURS; c++, x += 4.4f * u) {
        int k = metro_berlin_tickets(s, p, c), pts = metro_berlin_colour_points(s, p, c);
        ui_city_tourist(a, cv, x + 0.6f * u, y + 0.7f * u, 0.6f * u, c);
        ui_textf(cv->d, UI_REGULAR, (int)(u * 0.7f), x + 1.4f * u, y + 0.25f * u, UI_LEFT,
                 pts ? UI_INK : UI_DIM(cv->d), "%d→%d", k, pts);
    }
}

static void end_screen(const ui_app *a, ui_canvas *cv)
{
    const metro_state *s = &a->game->state;
    ui_end_card card;
    ui_end_card_open(a, cv, &card, 60, 4.2f, 12.5f, _("Game over · Berlin tickets"));
    float u = card.u, x = card.x, y = card.y, w = card.w, h = card.h, rh = card.rh;
    float ry = y + 4.6f * u;
    for (int r = 0; r < s->cfg.players; r++, ry += rh + 0.3f * u) {
        int p = card.seats[r], city = metro_berlin_points(s, p);
        ui_end_row_head(a, cv, x, w, ry, rh, p, card.rank[p], w - 30 * u);
        end_row(a, cv, p, x + 9 * u, ry + 2.1f * u);
        ui_end_row_totals(a, cv, x, w, ry, card.fin[p], city, N_("tickets"));
    }
    ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 0.72f), x + 2 * u, ry + 0.2f * u, w - 4 * u,
                 UI_DIM(cv->d),
                 _("Per colour: tickets → points. Most tickets take the sight's high value, "
                   "second most the low one; ties share them; untaken tickets rank as an "
                   "imaginary player."));
    ui_end_buttons(a, cv, x, y, w, h);
}

/* The pointer on the first group square (a tourist there). */
static void hover_tourist(ui_app *a)
{
    for (int sq = 0; sq < METRO_SQUARES; sq++)
        if (metro_berlin_tourist_at(&a->game->state, sq) >= 0) {
            a->ui.pointer.mouse_x = a->lay.bx + ((float)metro_col(sq) + 0.5f) * a->lay.ts;
            a->ui.pointer.mouse_y = a->lay.by + ((float)metro_row(sq) + 0.5f) * a->lay.ts;
            a->ui.pointer.hover_sq = -1;
            return;
        }
}

static bool berlin_4p(ui_app *a)
{
    ui_scene_start_with(a, 4, "berlin", 2, 21);
    ui_scene_play(a, 34, 2121, 0, false, false);
    ui_scene_to_human(a, 21);
    hover_tourist(a);
    return true;
}

/* The pointer on a sight of the panel's row (its words). */
static bool berlin_sight(ui_app *a)
{
    ui_scene_start_with(a, 2, "berlin", 1, 23);
    ui_scene_play(a, 20, 2323, 0, false, false);
    ui_scene_to_human(a, 23);
    ui_layout_frame(a); /* the panel places the row */
    const sights_geom *at = sights_of(a);
    if (!at->valid) return false;
    a->ui.pointer.mouse_x = at->x + 2.5f * at->cell;
    a->ui.pointer.mouse_y = at->y + at->h / 2;
    a->ui.pointer.hover_sq = -1;
    return true;
}

/* The set-up screen with Berlin chosen, its sights mixed: the stepper shows
 * the side by name ("mixed"), not a number beside "sight side: mixed". */
static bool setup_berlin(ui_app *a)
{
    int slot = metro_module_find("berlin");
    if (slot < 0) return false;
    ui_scene_setup_screen(a);
    ui_setup_module_toggle(&a->ui.setup, slot);
    a->ui.setup.module_option[slot] = 2; /* mixed */
    return true;
}

static const ui_scene scenes[] = {
    {"setup-berlin", setup_berlin},
    {"berlin-4p", berlin_4p},
    {"berlin-sight", berlin_sight},
    {NULL, NULL},
};

static const ui_scene_ending endings[] = {
    {"berlin-endgame", 3, "berlin", 1, 22, 0},
    {0},
};

const struct ui_module ui_module_berlin = {
    .id = "berlin",
    .panel = panel,
    .panel_place = 1,
    .board = board,
    .end_screen = end_screen,
    .end_row = end_row,
    .end_priority = 10,
    .title = N_("Berlin"),
    .help = N_("16 tourists stand on four blocks of squares; a tile laid there carries "
               "its tourist. Whenever a line is scored, its owner takes one ticket of a "
               "tourist's colour per pass over that tile. At the end the most tickets of a "
               "colour win the high value of the sight holding that colour's tourist, the "
               "second most the low value (ties share); untaken tickets rank as an imaginary "
               "player who scores nothing. Set-up option \"sight side\": A, B (spread wider) or "
               "mixed."),
    .scenes = scenes,
    .endings = endings,
    .hover = hover,
};
