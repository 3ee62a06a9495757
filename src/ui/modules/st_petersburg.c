/* Screen of Metro City St. Petersburg (docs/rules.md §7.5): the sights on the
 * diagonal squares, each tourist (colour and symbol) with its face-down chip
 * stack on its tile, the colour choice after a lay on a sight (click a
 * tourist), every holder's chips by colour - their values only for the seat
 * whose turn it is behind the hotseat gate, a company's for nobody until
 * the end - the tourist arriving and chips flying to their taker, hover
 * words, and the end screen revealing every player's chips. */
#include <stdio.h>
#include <string.h>

#include "modules/city_kit.h"
#include "modules/end_table.h"
#include "i18n/i18n.h"
#include "i18n/log_words.h"
#include "metro/city_st_petersburg.h"
#include "metro/module.h"
#include "metro/modules.h"
#include "harness/scene_kit.h"
#include "core/theme.h"
#include "core/widgets.h"

extern const struct ui_module ui_module_st_petersburg;

enum { SIGHTS = 8, CHIPS = 4, CHOOSE = 1 }; /* CHOOSE: arg = the tourist's colour */

static float clamp01(float t)
{
    return t < 0 ? 0 : t > 1 ? 1 : t;
}

static void square_centre(const ui_layout *l, int sq, float *x, float *y)
{
    *x = l->bx + ((float)metro_col(sq) + 0.5f) * l->ts;
    *y = l->by + ((float)metro_row(sq) + 0.5f) * l->ts;
}

/* Accounts that take chips: the seats, or the 8 companies with shares. */
static int holders(const metro_state *s, int out[METRO_MAX_ACCOUNTS])
{
    int n = 0;
    if (metro_module_active(s, "shares"))
        for (int c = 0; c < METRO_COMPANIES; c++) out[n++] = METRO_ACCOUNT_COMPANY0 + c;
    else
        for (int p = 0; p < s->cfg.players; p++) out[n++] = p;
    return n;
}

/* Whose chip values may be drawn now: the private seat's own (a company's
 * never while the game runs); everyone's once it is over. */
static bool values_visible(const ui_app *a, int account)
{
    if (metro_over(&a->game->state)) return true;
    return account < METRO_MAX_PLAYERS && account == ui_private_seat(a);
}

/* A face-down chip: a dark disc with a light rim. */
static void chip_back(const ui_app *a, ui_canvas *cv, float cx, float cy, float r)
{
    ui_circle(cv->d, cx + 1, cy + 1.5f, r, UI_RGBA(0, 90));
    ui_circle(cv->d, cx, cy, r, UI_RGB(0xD8C9A3));
    ui_circle(cv->d, cx, cy, r * 0.8f, UI_BACK);
}

/* A sight still on its square: an onion dome over a pale plinth. */
static void sight_mark(const ui_app *a, ui_canvas *cv, float cx, float cy, float ts)
{
    float r = ts * 0.3f;
    ui_circle(cv->d, cx, cy, r, UI_RGBA(0xF4E3B0, 235));
    ui_ring(cv->d, cx, cy, r, ts * 0.03f, UI_RGB(0xB08A2E));
    float dome[] = {cx - r * 0.42f, cy + r * 0.02f, cx,
                    cy - r * 0.6f,  cx + r * 0.42f, cy + r * 0.02f};
    ui_circle(cv->d, cx, cy + r * 0.02f, r * 0.42f, UI_RGB(0x2F7D6E));
    ui_polygon(cv->d, dome, 3, UI_RGB(0x2F7D6E));
    ui_line(cv->d, cx, cy - r * 0.6f, cx, cy - r * 0.85f, 2, UI_RGB(0xB08A2E));
    ui_fill_rect(cv->d, cx - r * 0.5f, cy + r * 0.3f, r, r * 0.38f, UI_RGB(0x8C6A2A));
}

/* The stack on a tourist tile: up to 4 chip backs, and how many are left. */
static void stack(const ui_app *a, ui_canvas *cv, float cx, float cy, float ts, int left)
{
    float r = ts * 0.12f;
    if (!left) {
        ui_ring(cv->d, cx, cy, r, 1.5f, UI_RGBA(0x26221C, 140));
        return;
    }
    for (int k = 0; k < left; k++) chip_back(a, cv, cx, cy - (float)k * r * 0.35f, r);
    float top = cy - (float)(left - 1) * r * 0.35f;
    ui_textf(cv->d, UI_BOLD, (int)(ts * 0.17f), cx, top - ts * 0.1f, UI_CENTRE, UI_RGB(0xFFFFFF),
             "%d", left);
}

/* How far a module-move animation of this module has run (0..1), the colour
 * it placed in *colour; -1 when none runs. */
static float tourist_arrival(const ui_app *a, int *colour)
{
    int slot = ui_module_slot(&ui_module_st_petersburg);
    for (int i = a->n_anim - 1; i >= 0; i--) {
        const ui_anim *an = &a->anim[i];
        if (an->kind != UI_ANIM_MODULE || an->account != slot) continue;
        if (a->now >= an->start + an->dur) return -1;
        *colour = an->tile;
        return clamp01((float)(a->now - an->start) / (float)an->dur);
    }
    return -1;
}

/* Chips a line being scored takes fly from each tourist tile it passes to
 * its owner's row in the panel, one after the other (face down). */
static void flying_chips(const ui_app *a, ui_canvas *cv)
{
    const metro_state *s = &a->game->state;
    const ui_layout *l = &a->lay;
    for (int i = 0; i < a->n_anim; i++) {
        const ui_anim *an = &a->anim[i];
        if (an->kind != UI_ANIM_LINE || an->account < 0 || a->now < an->start ||
            a->now >= an->start + an->dur)
            continue;
        float t = (float)(a->now - an->start) / (float)an->dur;
        for (int k = 0; k < SIGHTS; k++) {
            if (metro_spb_colour(s, k) < 0) continue;
            int sq = metro_spb_sight_square(k), passes = metro_line_passes(s, an->line, sq);
            for (int c = 0; c < passes; c++) {
                float e = clamp01(t * 1.6f - 0.25f * (float)c), x0, y0;
                e = e * e * (3 - 2 * e);
                square_centre(l, sq, &x0, &y0);
                float x1 = cv->frame->score_x[an->account], y1 = cv->frame->score_y[an->account];
                chip_back(a, cv, x0 + (x1 - x0) * e,
                          y0 + (y1 - y0) * e - l->ts * 0.5f * e * (1 - e), l->ts * 0.12f);
            }
        }
    }
}

static void board(const ui_app *a, ui_canvas *cv)
{
    const metro_state *s = &a->game->state;
    const ui_layout *l = &a->lay;
    int arriving = -1;
    float t = tourist_arrival(a, &arriving);
    for (int i = 0; i < SIGHTS; i++) {
        int sq = metro_spb_sight_square(i), c = metro_spb_colour(s, i);
        float cx, cy;
        square_centre(l, sq, &cx, &cy);
        if (c == -2) {
            sight_mark(a, cv, cx, cy, l->ts);
        } else if (c == -1) { /* the tile is down; its tourist is being chosen */
            ui_circle(cv->d, cx, cy, l->ts * 0.22f, UI_RGBA(0x101418, 210));
            ui_ring(cv->d, cx, cy, l->ts * 0.22f, 2.5f, UI_RGB(0xFFD54A));
            ui_text(cv->d, UI_BOLD, (int)(l->ts * 0.3f), cx, cy - l->ts * 0.19f, UI_CENTRE,
                    UI_RGB(0xFFD54A), "?");
        } else {
            float drop = 0;
            if (c == arriving && t >= 0) /* falls in from above, then its chips */
                drop = (1 - t) * (1 - t) * l->ts * 1.4f;
            ui_city_tourist(a, cv, cx - l->ts * 0.2f, cy - l->ts * 0.18f - drop, l->ts * 0.2f, c);
            int left = metro_spb_stack_left(s, i);
            if (c == arriving && t >= 0 && t < 0.6f)
                left = left < (int)(t * 7) ? left : (int)(t * 7);
            stack(a, cv, cx + l->ts * 0.2f, cy + l->ts * 0.2f, l->ts, left);
        }
    }
    flying_chips(a, cv);
}

/* Chip values as text ("2 2 3 3"), for the tourists beside the board. */
static void values_text(int colour, char *out, size_t n)
{
    int v[CHIPS];
    metro_spb_chip_values(colour, v);
    snprintf(out, n, "%d %d %d %d", v[0], v[1], v[2], v[3]);
}

static float tourists_row(const ui_app *a, ui_canvas *cv, float x, float y, float w, bool choosing)
{
    const metro_state *s = &a->game->state;
    float u = a->lay.unit, cell = w / SIGHTS, h = 3.1f * u;
    bool on_board[SIGHTS] = {false};
    for (int i = 0; i < SIGHTS; i++)
        if (metro_spb_colour(s, i) >= 0) on_board[metro_spb_colour(s, i)] = true;
    for (int c = 0; c < SIGHTS; c++) {
        float cx = x + (float)c * cell, mid = cx + cell / 2;
        char vals[24];
        values_text(c, vals, sizeof vals);
        bool free = !on_board[c], hot = choosing && free && a->ui.pointer.mouse_x >= cx &&
                                        a->ui.pointer.mouse_x < cx + cell &&
                                        a->ui.pointer.mouse_y >= y && a->ui.pointer.mouse_y < y + h;
        ui_round_rect(cv->d, cx + 1, y, cell - 2, h, u * 0.3f,
                      hot    ? UI_RGB(0xDCE8FA)
                      : free ? UI_FIELD_BG
                             : UI_ROW);
        if (choosing && free)
            ui_round_frame(cv->d, cx + 1, y, cell - 2, h, u * 0.3f, 2, UI_SELECT(cv->d));
        if (free) {
            ui_city_tourist(a, cv, mid, y + 1.0f * u, 0.72f * u, c);
        } else {
            ui_ring(cv->d, mid, y + 1.0f * u, 0.6f * u, 1.5f, UI_FAINT);
        }
        ui_text(cv->d, UI_BOLD, (int)(u * 0.7f), mid, y + 1.9f * u, UI_CENTRE,
                free ? UI_INK : UI_DIM(cv->d), vals);
        if (choosing && free)
            ui_module_hit(a, cv, &ui_module_st_petersburg, cx + 1, y, cell - 2, h, CHOOSE, c);
    }
    return h;
}

/* One holder's chips by colour: how many (everyone sees that), and their
 * values for the holder alone. */
static void holder_row(const ui_app *a, ui_canvas *cv, int acc, float x, float y, float w,
                       float row)
{
    const metro_state *s = &a->game->state;
    float u = a->lay.unit, badge = 2.2f * u, cell = (w - badge) / SIGHTS;
    int colour[SIGHTS * CHIPS], value[SIGHTS * CHIPS], n = metro_spb_chips(s, acc, colour, value);
    bool open = values_visible(a, acc);
    if (open && n) ui_module_secret_drawn(a, cv, acc);
    ui_circle(cv->d, x + 0.9f * u, y + row / 2, row * 0.42f, ui_owner_colour(cv->d, acc));
    if (open) {
        ui_textf(cv->d, UI_BOLD, (int)(u * 0.65f), x + 0.9f * u, y + row / 2 - 0.45f * u, UI_CENTRE,
                 ui_owner_ink(cv->d, acc), "%d", metro_spb_points(s, acc));
        ui_owner_badge(cv->d, acc, x + 0.9f * u + row * 0.36f, y + row * 0.86f, row * 0.2f);
    } else
        ui_symbol(cv->d, ui_owner_symbol(acc), x + 0.9f * u, y + row / 2, row * 0.2f,
                  ui_owner_ink(cv->d, acc));
    for (int c = 0; c < SIGHTS; c++) {
        int k = 0;
        char text[24] = "";
        size_t at = 0;
        for (int i = 0; i < n; i++) {
            if (colour[i] != c) continue;
            k++;
            if (open && at < sizeof text)
                at += (size_t)snprintf(text + at, sizeof text - at, at ? " %d" : "%d", value[i]);
        }
        float cx = x + badge + ((float)c + 0.5f) * cell;
        if (!k) {
            ui_text(cv->d, UI_REGULAR, (int)(u * 0.7f), cx, y + row / 2 - 0.5f * u, UI_CENTRE,
                    UI_DIM(cv->d), "·");
            continue;
        }
        ui_colour tint = ui_city_colour(c);
        tint.a = 70;
        ui_round_rect(cv->d, cx - cell / 2 + 1, y + 1, cell - 2, row - 2, u * 0.3f, tint);
        if (open)
            ui_text(cv->d, UI_BOLD, (int)(u * (k > 2 ? 0.5f : 0.68f)), cx, y + row / 2 - 0.45f * u,
                    UI_CENTRE, UI_INK, text);
        else
            ui_textf(cv->d, UI_BOLD, (int)(u * 0.68f), cx, y + row / 2 - 0.45f * u, UI_CENTRE,
                     UI_INK, "×%d", k);
    }
}

static float panel(const ui_app *a, ui_canvas *cv, void *scratch, float x, float y, float w)
{
    const metro_state *s = &a->game->state;
    float u = a->lay.unit, y0 = y;
    int acc[METRO_MAX_ACCOUNTS], n = holders(s, acc), pending = metro_spb_pending(s);
    float row = n > 6 ? 1.45f * u : 1.8f * u;
    bool choosing = pending >= 0 && ui_module_my_turn(a);
    ui_text(cv->d, UI_BOLD, (int)(u * 0.9f), x, y, UI_LEFT, UI_INK, _("St. Petersburg chips"));
    ui_text(cv->d, UI_REGULAR, (int)(u * 0.72f), x + w, y + 0.15f * u, UI_RIGHT, UI_DIM(cv->d),
            _("values: yours only"));
    y += 1.5f * u;
    if (pending >= 0) { /* whose choice, and where the tourist goes */
        char line[160];
        const char *sight = _(metro_spb_sight_name(pending));
        /* one call per format: gcc cannot check a format chosen by ?: */
        if (choosing)
            snprintf(line, sizeof line,
                     _("Click a tourist for %s: its 4 chips go face down on the tile."), sight);
        else
            snprintf(line, sizeof line, _("%s: a tourist is being chosen."), sight);
        ui_text_wrap(cv->d, UI_BOLD, (int)(u * 0.72f), x, y, w,
                     choosing ? UI_SELECT_INK(cv->d) : UI_DIM(cv->d), line);
        y += 2.2f * u;
    } else {
        /* wrapped: at the text floor (11 px) it is wider than a narrow panel */
        y += (float)ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 0.68f), x, y, w, UI_DIM(cv->d),
                                 _("Beside the board (chip values, face down once chosen):")) +
             0.3f * u;
    }
    y += tourists_row(a, cv, x, y, w, choosing) + 0.5f * u;
    for (int r = 0; r < n; r++, y += row) holder_row(a, cv, acc[r], x, y, w, row);
    return y - y0 + 0.5f * u;
}

static void action(ui_app *a, int act, int arg)
{
    if (act != CHOOSE || !ui_module_my_turn(a) || metro_spb_pending(&a->game->state) < 0) return;
    char text[40];
    snprintf(text, sizeof text, "tourist:%s", metro_city_colour_name(arg));
    ui_module_play_text(a, text); /* a notice says why when it is refused */
}

/* A sight, a tile waiting for its tourist, or a tourist with its stack. */
static bool hover(const ui_app *a, ui_canvas *cv, float x, float y, char *out, size_t n)
{
    const metro_state *s = &a->game->state;
    int sq = ui_square_at(&a->lay, x, y);
    for (int i = 0; i < SIGHTS && sq >= 0; i++) {
        if (metro_spb_sight_square(i) != sq) continue;
        int c = metro_spb_colour(s, i);
        const char *name = _(metro_spb_sight_name(i));
        if (c == -2) {
            snprintf(out, n,
                     _("Sight: %s. Lay a tile here and choose a tourist from beside the board; "
                       "it stays on the tile with its colour's 4 chips, shuffled face down."),
                     name);
        } else if (c == -1) {
            snprintf(out, n, _("%s: the player who laid this tile is choosing its tourist."), name);
        } else {
            char vals[24];
            values_text(c, vals, sizeof vals);
            snprintf(out, n,
                     _("%s: the %s tourist (%s), %d of 4 chips left (values %s, order "
                       "secret). Every scored line takes one chip per pass over this tile."),
                     name, _(metro_city_colour_name(c)), _(metro_city_colour_symbol(c)),
                     metro_spb_stack_left(s, i), vals);
        }
        return true;
    }
    return false;
}

/* Per colour: the values of the chips the seat took, revealed. */
static void end_row(const ui_app *a, ui_canvas *cv, int p, float x, float y)
{
    const metro_state *s = &a->game->state;
    float u = a->lay.unit;
    int colour[SIGHTS * CHIPS], value[SIGHTS * CHIPS], n = metro_spb_chips(s, p, colour, value);
    for (int c = 0; c < SIGHTS; c++, x += 4.4f * u) {
        char text[24] = "";
        size_t at = 0;
        for (int i = 0; i < n; i++)
            if (colour[i] == c && at < sizeof text)
                at += (size_t)snprintf(text + at, sizeof text - at, at ? "+%d" : "%d", value[i]);
        ui_city_tourist(a, cv, x + 0.6f * u, y + 0.7f * u, 0.6f * u, c);
        ui_text(cv->d, UI_REGULAR, (int)(u * 0.7f), x + 1.4f * u, y + 0.25f * u, UI_LEFT,
                at ? UI_INK : UI_DIM(cv->d), at ? text : "-");
    }
}

static void end_screen(const ui_app *a, ui_canvas *cv)
{
    const metro_state *s = &a->game->state;
    ui_end_card card;
    ui_end_card_open(a, cv, &card, 60, 4.2f, 12.5f, _("Game over · St. Petersburg chips revealed"));
    float u = card.u, x = card.x, y = card.y, w = card.w, h = card.h, rh = card.rh;
    float ry = y + 4.6f * u;
    for (int r = 0; r < s->cfg.players; r++, ry += rh + 0.3f * u) {
        int p = card.seats[r], city = metro_spb_points(s, p);
        ui_end_row_head(a, cv, x, w, ry, rh, p, card.rank[p], w - 30 * u);
        end_row(a, cv, p, x + 9 * u, ry + 2.1f * u);
        ui_end_row_totals(a, cv, x, w, ry, card.fin[p], city, _("chips"));
    }
    ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 0.72f), x + 2 * u, ry + 0.2f * u, w - 4 * u,
                 UI_DIM(cv->d),
                 _("Per colour: the values of the chips each player took, revealed (one chip per "
                   "pass of a scored line over that tourist's tile)."));
    ui_end_buttons(a, cv, x, y, w, h);
}

/* The pointer on the first tourist tile, else the first sight. */
static void hover_sight(ui_app *a)
{
    int pick = 0;
    for (int i = SIGHTS - 1; i >= 0; i--)
        if (metro_spb_colour(&a->game->state, i) >= 0) pick = i;
    square_centre(&a->lay, metro_spb_sight_square(pick), &a->ui.pointer.mouse_x,
                  &a->ui.pointer.mouse_y);
    a->ui.pointer.hover_sq = -1;
}

/* One move of the 4-player scene: a pending tourist is chosen at random;
 * Ada (seat 1) lays on a free sight when she may, anyone else at random. */
static void scene_step(ui_app *a, metro_rng *rng)
{
    const metro_state *s = &a->game->state;
    metro_move moves[METRO_MAX_MOVES];
    int k = metro_legal_moves(s, moves);
    if (k <= 0) return;
    int pick = (int)metro_rng_below(rng, (uint32_t)k);
    for (int j = 0; j < k && s->current == 0; j++)
        for (int t = 0; t < SIGHTS; t++)
            if (moves[j].kind == METRO_MOVE_LAY && moves[j].sq == metro_spb_sight_square(t) &&
                metro_spb_colour(s, t) == -2)
                pick = j;
    for (int j = 0; j < k && moves[pick].kind == METRO_MOVE_DRAW; j++) /* never a draw */
        pick = (pick + 1) % k;
    ui_play_move(a, &moves[pick], false);
}

/* Mid-game, 4 players: play on until Ada has laid a tile on a sight, so the
 * panel asks her to choose its tourist; the pointer on a tourist's stack. */
static bool st_petersburg_4p(ui_app *a)
{
    ui_scene_start_with(a, 4, "st-petersburg", 0, 51);
    metro_rng rng;
    metro_rng_seed(&rng, 5151);
    for (int i = 0; i < 40; i++) scene_step(a, &rng);
    for (int i = 0; i < 60; i++) {
        const metro_state *s = &a->game->state;
        if (metro_spb_pending(s) >= 0 && s->current == 0) break;
        scene_step(a, &rng);
    }
    hover_sight(a);
    return true;
}

static const ui_scene scenes[] = {
    {"st-petersburg-4p", st_petersburg_4p},
    {NULL, NULL},
};

static const ui_scene_ending endings[] = {
    {"st-petersburg-endgame", 3, "st-petersburg", 0, 53, 1000},
    {0},
};

static const ui_module_hit_name hit_names[] = {{"tourist", CHOOSE, -1}, {NULL, 0, 0}};

/* "puts the red tourist on Hermitage (chips 1 2 3 4)": the tourist chosen
 * for the sight just built on, read back from the move's text
 * ("tourist:red"), with its chips' public values. */
/* Chips taken by the lines a move scored, for the log: who took how many
 * (colours and counts are public; values stay secret). */
static int rule_words(const metro_state *before, const metro_state *after, const metro_move *m,
                      const char *const names[METRO_MAX_PLAYERS], char *out, size_t n)
{
    (void)m;
    size_t at = 0;
    if (n) out[0] = '\0';
    for (int acc = 0; acc < METRO_MAX_ACCOUNTS; acc++) {
        int colour[64], value[64];
        int k = metro_spb_chips(after, acc, colour, value) -
                metro_spb_chips(before, acc, colour, value);
        if (k <= 0) continue;
        char who[64];
        ui_owner_words(acc, names, who, sizeof who);
        int w = snprintf(out + at, at < n ? n - at : 0, "%s", at ? "; " : "");
        w += snprintf(out + at + (size_t)w, at + (size_t)w < n ? n - at - (size_t)w : 0,
                      ui_trn("%s takes %d chip", "%s takes %d chips", k), who, k);
        at += (size_t)w;
        if (at >= n) at = n ? n - 1 : 0;
    }
    return (int)at;
}

static int move_words(const metro_state *before, const metro_move *m, ui_move_mood mood, char *out,
                      size_t n)
{
    bool asked = mood == UI_MOVE_ASKED; /* a hint, a button */
    char text[32], name[16];
    int colour = -1, v[4];
    metro_move_format(before, m, text, sizeof text);
    if (sscanf(text, "tourist:%15s", name) == 1)
        for (int c = 0; c < METRO_CITY_COLOURS; c++)
            if (!strcmp(metro_city_colour_name(c), name)) colour = c;
    if (colour < 0) return snprintf(out, n, "%s", text);
    metro_spb_chip_values(colour, v);
    int sight = metro_spb_pending(before);
    const char *hue = ui_city_colour_words(colour);
    if (sight < 0) /* not legal now: the words still say what it is */
        return snprintf(out, n,
                        asked ? _("put the %s tourist on a sight (chips %d %d %d %d)")
                              : _("puts the %s tourist on a sight (chips %d %d %d %d)"),
                        hue, v[0], v[1], v[2], v[3]);
    /* TRANSLATORS: a tourist colour ("red"), a sight, the 4 values of its chips */
    return snprintf(out, n,
                    asked ? _("put the %s tourist on %s (chips %d %d %d %d)")
                          : _("puts the %s tourist on %s (chips %d %d %d %d)"),
                    hue, _(metro_spb_sight_name(sight)), v[0], v[1], v[2], v[3]);
}

/* Speech, to the seat alone: the values of the chips it took, by colour,
 * as its panel row shows them (holder_row). */
static int secret_words(const ui_app *a, int seat, char *out, size_t n)
{
    const metro_state *s = &a->game->state;
    int colour[SIGHTS * CHIPS], value[SIGHTS * CHIPS], k = metro_spb_chips(s, seat, colour, value);
    char list[200] = "";
    size_t at = 0;
    for (int c = 0; c < SIGHTS; c++) {
        bool named = false; /* "red 2 3": the colour once, then each value */
        for (int i = 0; i < k && at < sizeof list; i++) {
            if (colour[i] != c) continue;
            if (!named)
                at += (size_t)snprintf(list + at, sizeof list - at, "%s%s", at ? ", " : "",
                                       ui_city_colour_words(c));
            named = true;
            if (at < sizeof list)
                at += (size_t)snprintf(list + at, sizeof list - at, " %d", value[i]);
        }
    }
    if (!list[0]) return n ? (out[0] = 0) : 0;
    int pts = metro_spb_points(s, seat);
    return snprintf(out, n, ui_trn("Your chips: %s; %d point.", "Your chips: %s; %d points.", pts),
                    list, pts);
}

const struct ui_module ui_module_st_petersburg = {
    .id = "st-petersburg",
    .panel = panel,
    .panel_place = 1,
    .board = board,
    .end_screen = end_screen,
    .end_row = end_row,
    .end_priority = 10,
    .action = action,
    .hit_names = hit_names,
    .own_controls = true,
    .title = N_("St. Petersburg"),
    .help = N_("Eight sights lie on the diagonal squares (an onion dome). Lay a tile on one and "
               "choose a tourist from beside the board (click it in the panel): it stands on "
               "that tile with its colour's 4 chips, shuffled and face down. The panel shows "
               "each colour's chip values; every colour adds up to 10, only the spread differs.\n"
               "Whenever a line is scored, its owner takes one chip from the top of a tourist "
               "tile's stack per pass over that tile (with shares: the company takes them).\n"
               "Chips stay secret: you see your own values when it is your turn; the others "
               "only see how many chips of which colour each player holds, and a company's "
               "chips stay hidden until the end, when every chip is revealed and scores its "
               "value."),
    .scenes = scenes,
    .endings = endings,
    .hover = hover,
    .move_words = move_words,
    .rule_words = rule_words,
    .secret_words = secret_words,
};
