/* The board view: frame, stations, central station, tiles, ghost, highlights. */
#include <math.h>
#include <stdio.h>

#include "i18n/i18n.h"
#include "modules/ui_module.h"
#include "core/widgets.h"

#define BOARD_FRAME  UI_RGB(0x24344A)
#define BOARD_EDGE   UI_RGB(0x16202E)
#define SQUARE_EMPTY UI_RGB(0xCFC7B4)
#define SQUARE_DARK  UI_RGB(0xC3BBA6)
#define GRID_LINE    UI_RGB(0xAFA690)
#define LEGAL_EDGE   UI_RGB(0x5E9A63)

static void square_xy(const ui_layout *l, int sq, float *x, float *y)
{
    *x = l->bx + (float)metro_col(sq) * l->ts, *y = l->by + (float)metro_row(sq) * l->ts;
}

static float clamp01(float v)
{
    return v < 0 ? 0 : v > 1 ? 1 : v;
}

static void draw_frame(const ui_app *a, ui_canvas *cv)
{
    const ui_layout *l = &a->lay;
    float f = l->frame, x = l->bx - f, y = l->by - f, s = 8 * l->ts + 2 * f;
    ui_shadow(cv->d, x, y, s, s, l->unit * 0.4f, l->unit * 0.6f, UI_RGBA(0, 90));
    /* rounded frame drawn as a ring: the grid covers the middle anyway */
    float g = 8 * l->ts + 2;
    ui_round_frame_fill(cv->d, x, y, s, s, l->unit, BOARD_EDGE, l->bx - 1, l->by - 1, g);
    ui_round_frame_fill(cv->d, x + 2, y + 2, s - 4, s - 4, l->unit - 1, BOARD_FRAME, l->bx - 1,
                        l->by - 1, g);
    /* the board arrow (tiles are laid pointing this way) */
    float ax = x + f * 0.5f, ay = y + f * 0.5f, r = f * 0.28f;
    float tri[6] = {ax, ay - r, ax + r * 0.8f, ay + r * 0.1f, ax - r * 0.8f, ay + r * 0.1f};
    ui_polygon(cv->d, tri, 3, UI_RGB(0xE9DFC6));
    ui_fill_rect(cv->d, ax - r * 0.28f, ay, r * 0.56f, r * 0.9f, UI_RGB(0xE9DFC6));
    /* grid lines only: squares, tiles and the centre cover the rest */
    for (int k = 0; k <= METRO_SIZE; k++) {
        float off = (float)k * l->ts - 1, len = 8 * l->ts + 2;
        ui_fill_rect(cv->d, l->bx - 1, l->by + off, len, 2, GRID_LINE);
        ui_fill_rect(cv->d, l->bx + off, l->by - 1, 2, len, GRID_LINE);
    }
}

/* Square names along the edge (column letters above, row numbers on the
 * left): the log says "lays a tile on C4". */
static void draw_coordinates(const ui_app *a, ui_canvas *cv)
{
    const ui_layout *l = &a->lay;
    int fpx = (int)(l->coord * 0.85f);
    if (fpx < 7) fpx = 7;
    float top = l->by - l->frame - l->coord, left = l->bx - l->frame - l->coord;
    for (int k = 0; k < METRO_SIZE; k++) {
        char col[2] = {(char)('A' + k), 0}, row[2] = {(char)('1' + k), 0};
        float mid = ((float)k + 0.5f) * l->ts;
        ui_text(cv->d, UI_BOLD, fpx, l->bx + mid, top + (l->coord - (float)fpx * 1.2f) / 2,
                UI_CENTRE, UI_RGB(0xC9D3DE), col);
        ui_text(cv->d, UI_BOLD, fpx, left + l->coord * 0.45f, l->by + mid - (float)fpx * 0.62f,
                UI_CENTRE, UI_RGB(0xC9D3DE), row);
    }
}

/* Opaque colours only: plain fills are what the software renderer does fastest. */
static void draw_empty_squares(const ui_app *a, ui_canvas *cv, uint64_t legal)
{
    const ui_layout *l = &a->lay;
    const metro_state *s = &a->game->state;
    float t = floorf(l->unit * 0.18f + 1.5f);
    for (int sq = 0; sq < METRO_SQUARES; sq++) {
        if (metro_is_centre(sq) || s->cell[sq] != METRO_NO_TILE) continue;
        float x, y;
        square_xy(l, sq, &x, &y);
        bool dark = (metro_row(sq) + metro_col(sq)) & 1;
        if (!(legal >> sq & 1)) {
            ui_fill_rect(cv->d, x + 1, y + 1, l->ts - 2, l->ts - 2,
                         dark ? SQUARE_DARK : SQUARE_EMPTY);
            continue;
        }
        float in = 3, w = l->ts - 2 * in;
        ui_fill_rect(cv->d, x + 1, y + 1, l->ts - 2, l->ts - 2,
                     dark ? UI_RGB(0xA9BE9A) : UI_RGB(0xB3C7A3));
        ui_fill_rect(cv->d, x + in, y + in, w, t, LEGAL_EDGE);
        ui_fill_rect(cv->d, x + in, y + in + w - t, w, t, LEGAL_EDGE);
        ui_fill_rect(cv->d, x + in, y + in + t, t, w - 2 * t, LEGAL_EDGE);
        ui_fill_rect(cv->d, x + in + w - t, y + in + t, t, w - 2 * t, LEGAL_EDGE);
    }
}

static void draw_centre(const ui_app *a, ui_canvas *cv)
{
    const ui_layout *l = &a->lay;
    if (a->game->state.cell[metro_sq(3, 3)] != METRO_NO_TILE) return; /* central tracks */
    float x = l->bx + 3 * l->ts, y = l->by + 3 * l->ts, s = 2 * l->ts;
    ui_fill_rect(cv->d, x + 1, y + 1, s - 2, s - 2, UI_RGB(0x3B4A5E));
    ui_round_rect(cv->d, x + s * 0.1f, y + s * 0.1f, s * 0.8f, s * 0.8f, s * 0.08f,
                  UI_RGB(0x8C3B35));
    bool high = a->ui.setup.palette == UI_PALETTE_HIGH_CONTRAST; /* white words at 5.8 or 8.8:1 */
    ui_round_rect(cv->d, x + s * 0.16f, y + s * 0.16f, s * 0.68f, s * 0.68f, s * 0.05f,
                  UI_RGB(high ? 0x7E332A : 0xA34A40));
    /* stylised station hall: roof, windows, a metro sign */
    float roof[6] = {x + s * 0.22f, y + s * 0.44f, x + s * 0.5f,
                     y + s * 0.24f, x + s * 0.78f, y + s * 0.44f};
    ui_polygon(cv->d, roof, 3, UI_RGB(0xEFE3C8));
    ui_fill_rect(cv->d, x + s * 0.27f, y + s * 0.44f, s * 0.46f, s * 0.3f, UI_RGB(0xEFE3C8));
    for (int i = 0; i < 3; i++)
        ui_round_rect(cv->d, x + s * (0.31f + 0.135f * (float)i), y + s * 0.52f, s * 0.1f,
                      s * 0.22f, s * 0.03f, UI_RGB(0x3B4A5E));
    ui_circle(cv->d, x + s * 0.5f, y + s * 0.36f, s * 0.07f, UI_SELECT(cv->d));
    ui_text(cv->d, UI_BOLD, (int)(s * 0.09f), x + s * 0.5f, y + s * 0.31f, UI_CENTRE,
            UI_RGB(0xFFFFFF), "M");
    /* the word stays on the inner red square */
    ui_box old = ui_text_box(cv->d, (ui_box){x + s * 0.16f, y + s * 0.16f, s * 0.68f, s * 0.68f});
    int px = (int)(s * 0.075f) > UI_TEXT_MIN_PX ? (int)(s * 0.075f) : UI_TEXT_MIN_PX;
    ui_text(cv->d, UI_BOLD, px, x + s * 0.5f, y + s * 0.835f - (float)px, UI_CENTRE, /* its foot */
            /* TRANSLATORS: the word on the central station's building; keep it short */
            UI_RGB(0xFFFFFF), _("CENTRAL"));
    ui_text_box(cv->d, old);
}

/* Station stub: the start track (even exit) and the arrival (odd exit). */
static void draw_station(const ui_app *a, ui_canvas *cv, int st, int hl_line)
{
    const ui_layout *l = &a->lay;
    const metro_state *s = &a->game->state;
    int owner = metro_station_owner(s->cfg.players, st);
    if (st - 1 < METRO_MAX_LINES && s->line[st - 1].owner != owner && s->line[st - 1].status)
        owner = s->line[st - 1].owner; /* a module (companies) may own it */
    const metro_line *ln = &s->line[st - 1];
    bool done = ln->status == METRO_LINE_DONE;
    float cx, cy;
    ui_station_pos(l, st, &cx, &cy);
    float w = l->ts * 0.66f, h = l->frame * 0.7f;
    int side = metro_station_side(st);
    if (side == METRO_LEFT || side == METRO_RIGHT) {
        float t = w;
        w = h, h = t;
    }
    ui_colour c = ui_owner_colour(cv->d, owner), ink = ui_owner_ink(cv->d, owner);
    bool hl = hl_line == st - 1;
    if (hl)
        ui_round_rect(cv->d, cx - w / 2 - 3, cy - h / 2 - 3, w + 6, h + 6, l->ts * 0.12f,
                      UI_RGB(0xFFFFFF));
    ui_round_rect(cv->d, cx - w / 2, cy - h / 2, w, h, l->ts * 0.1f, UI_RGB(0x0E141C));
    ui_round_rect(cv->d, cx - w / 2 + 1.5f, cy - h / 2 + 1.5f, w - 3, h - 3, l->ts * 0.09f, c);
    int fpx = (int)(l->ts * 0.2f);
    bool vertical = side == METRO_LEFT || side == METRO_RIGHT;
    float nx = cx - w * 0.18f, ny = cy - (float)fpx * 0.62f, sx, sy;
    if (vertical) nx = cx, ny = cy - h * 0.36f;
    ui_station_badge_pos(l, st, &sx, &sy);
    ui_textf(cv->d, UI_BOLD, fpx, nx, ny, UI_CENTRE, ink, "%d", st);
    if (done) { /* completed: a white marker with the points the line scored */
        float bw = l->ts * 0.27f, bh = l->ts * 0.22f;
        ui_round_rect(cv->d, sx - bw / 2, sy - bh / 2, bw, bh, bh * 0.3f, UI_RGB(0xFFFFFF));
        ui_textf(cv->d, UI_BOLD, (int)(l->ts * 0.15f), sx, sy - l->ts * 0.095f, UI_CENTRE,
                 UI_RGB(0x1E1B16), "%d", ln->points);
        /* the points took the owner's symbol's place: it sits on the chip's
         * outer edge (colour alone would say whose line it was) */
        static const float out_x[4] = {0, 1, 0, -1}, out_y[4] = {-1, 0, 1, 0};
        ui_owner_badge(cv->d, owner, cx + out_x[side] * w / 2, cy + out_y[side] * h / 2,
                       l->ts * 0.095f);
    } else if (owner >= 0 && !ui_line_value_shown(a, st - 1)) { /* else its worth goes there */
        ui_symbol(cv->d, ui_owner_symbol(owner), sx, sy, l->ts * 0.07f, ink);
    }
}

/* Hotseat: what the others laid since this player's last turn, each tile
 * outlined inside in the colour of who laid it, with a dot of it in the
 * corner (the last move keeps its outer frame). */
static void draw_since_turn(const ui_app *a, ui_canvas *cv)
{
    const ui_layout *l = &a->lay;
    if (!a->ui.since_turn) return;
    for (int sq = 0; sq < METRO_SQUARES; sq++) {
        int by = a->ui.since_by[sq];
        if (by < 0 || a->game->state.cell[sq] == METRO_NO_TILE) continue;
        float x, y, in = l->unit * 0.35f + 2, r = l->ts * 0.09f;
        square_xy(l, sq, &x, &y);
        ui_round_frame(cv->d, x + in, y + in, l->ts - 2 * in, l->ts - 2 * in, 3,
                       l->unit * 0.15f + 1, ui_owner_colour(cv->d, by));
        ui_circle(cv->d, x + l->ts - in - r, y + in + r, r + 3, UI_RGB(0xFFFFFF));
        ui_owner_badge(cv->d, by, x + l->ts - in - r, y + in + r, r);
        cv->frame->since_marks++;
    }
}

static void draw_tiles(const ui_app *a, ui_canvas *cv)
{
    const ui_layout *l = &a->lay;
    const metro_state *s = &a->game->state;
    int px = (int)l->ts - 2;
    for (int sq = 0; sq < METRO_SQUARES; sq++) {
        if (s->cell[sq] == METRO_NO_TILE) continue; /* centre squares may hold tiles too */
        float x, y, alpha = 1;
        square_xy(l, sq, &x, &y);
        for (int i = 0; i < a->n_anim; i++) { /* tile being laid: drop in */
            const ui_anim *an = &a->anim[i];
            if (an->kind != UI_ANIM_LAY || an->sq != sq) continue;
            float t = clamp01((float)(a->now - an->start) / (float)an->dur);
            alpha = t;
            y -= (1 - t) * l->ts * 0.35f;
        }
        ui_draw_art(cv->d, a->res.art, UI_ART_TILE, s->cell[sq], 0, px, x + 1, y + 1, (float)px,
                    (float)px, UI_RGBA(0xFFFFFF, (int)(alpha * 255)));
    }
    if (s->last_sq >= 0 && s->last_sq < METRO_SQUARES) {
        float x, y;
        square_xy(l, s->last_sq, &x, &y);
        /* in the colour of the seat that laid it (it was always seat 1's yellow) */
        ui_colour c =
            a->ui.last_mover >= 0 ? ui_owner_colour(cv->d, a->ui.last_mover) : UI_RGB(0xFFD54A);
        c.a = 220;
        cv->frame->last_move_colour = c;
        ui_round_frame(cv->d, x, y, l->ts, l->ts, 3, l->unit * 0.2f + 1, c);
    }
}

static void draw_path(const ui_app *a, ui_canvas *cv, int line, ui_colour c)
{
    const ui_layout *l = &a->lay;
    const ui_path *p = &a->lines.path[line];
    int px = (int)l->ts - 2;
    for (int i = 0; i < p->n; i++) {
        int sq = p->sq[i], tile = a->game->state.cell[sq];
        char letters[5];
        metro_tile_letters(tile, letters);
        float x, y;
        square_xy(l, sq, &x, &y);
        ui_draw_art(
            cv->d, a->res.art,
            a->ui.setup.palette == UI_PALETTE_HIGH_CONTRAST ? UI_ART_TRACK_WIDE : UI_ART_TRACK,
            p->in_side[i], letters[p->in_side[i]], px, x + 1, y + 1, (float)px, (float)px, c);
    }
}

static void draw_line_highlights(const ui_app *a, ui_canvas *cv)
{
    for (int i = 0; i < a->n_anim; i++) {
        const ui_anim *an = &a->anim[i];
        if (an->kind != UI_ANIM_LINE || a->now < an->start) continue;
        float t = clamp01((float)(a->now - an->start) / (float)an->dur);
        ui_colour c = ui_owner_colour(cv->d, a->game->state.line[an->line].owner);
        c.a = (Uint8)(255 * (1 - t * t) * (0.6f + 0.4f * sinf(t * 18)));
        draw_path(a, cv, an->line, c);
    }
    if (a->ui.hover_line >= 0) {
        ui_colour c = ui_owner_colour(cv->d, a->game->state.line[a->ui.hover_line].owner);
        draw_path(a, cv, a->ui.hover_line, c);
    }
}

/* Small arrow showing a tile's orientation (free-orientation variant). */
static void draw_orientation_arrow(const ui_app *a, ui_canvas *cv, float x, float y, int rot,
                                   ui_colour c)
{
    float s = a->lay.ts, cx = x + s * 0.17f, cy = y + s * 0.17f, r = s * 0.1f;
    float pts[6];
    float ang = (float)rot * UI_PI / 2, ca = cosf(ang), sa = sinf(ang);
    float tri[3][2] = {{0, -1}, {0.75f, -0.1f}, {-0.75f, -0.1f}};
    for (int i = 0; i < 3; i++) {
        pts[2 * i] = cx + r * (tri[i][0] * ca - tri[i][1] * sa);
        pts[2 * i + 1] = cy + r * (tri[i][0] * sa + tri[i][1] * ca);
    }
    ui_circle(cv->d, cx, cy, r * 1.35f, UI_RGBA(0xFFFFFF, 200));
    ui_polygon(cv->d, pts, 3, c);
    ui_line(cv->d, cx, cy, cx - r * 0.9f * -sa, cy + r * 0.9f * ca, r * 0.45f, c);
}

static void draw_ghost(const ui_app *a, ui_canvas *cv)
{
    int sq = a->ui.pointer.keyboard ? a->ui.pointer.cursor_sq : a->ui.pointer.hover_sq;
    int tile = ui_current_tile(a);
    cv->frame->reason = NULL;
    if (sq < 0 || metro_is_centre(sq)) return;
    const ui_layout *l = &a->lay;
    float x, y;
    square_xy(l, sq, &x, &y);
    if (a->ui.pointer.keyboard)
        ui_round_frame(cv->d, x - 2, y - 2, l->ts + 4, l->ts + 4, 4, 3, UI_RGB(0xFFFFFF));
    const metro_state *s = &a->game->state;
    if (tile < 0 || s->cell[sq] != METRO_NO_TILE) return;
    bool legal = metro_lay_squares(s, tile) >> sq & 1;
    if (!legal) {
        int err = metro_lay_error(s, tile, sq);
        cv->frame->reason = _(metro_error_text(err ? err : METRO_ERR_BAD_MOVE));
    }
    int px = (int)l->ts - 2;
    ui_draw_art(cv->d, a->res.art, UI_ART_TILE, tile, 0, px, x + 1, y + 1, (float)px, (float)px,
                UI_RGBA(0xFFFFFF, 190));
    ui_colour tint = legal ? UI_RGBA(0x3FAE5A, 70) : UI_RGBA(0xD8423A, 95);
    ui_fill_rect(cv->d, x + 1, y + 1, (float)px, (float)px, tint);
    ui_round_frame(cv->d, x, y, l->ts, l->ts, 4, l->unit * 0.25f + 1.5f,
                   legal ? UI_RGB(0x2E9E4C) : UI_RGB(0xD0342C));
    if (s->cfg.free_orientation)
        draw_orientation_arrow(a, cv, x, y, a->ui.rot, legal ? UI_RGB(0x1F7A38) : UI_RGB(0xB02A22));
    if (legal) ui_draw_score_preview(a, cv, sq, tile); /* what it would score, per owner */
    /* The reason goes to a pop-up off the board: a bubble by the square
     * covered station numbers or the CENTRAL label. */
    if (!legal) ui_popup(a, cv, cv->frame->reason, UI_RGBA(0x7A1712, 235));
}

static void draw_hint(const ui_app *a, ui_canvas *cv)
{
    if (a->ui.hint_sq < 0) return;
    const ui_layout *l = &a->lay;
    float x, y;
    square_xy(l, a->ui.hint_sq, &x, &y);
    int px = (int)l->ts - 2;
    if (a->ui.hint_tile >= 0 && a->game->state.cell[a->ui.hint_sq] == METRO_NO_TILE)
        ui_draw_art(cv->d, a->res.art, UI_ART_TILE, a->ui.hint_tile, 0, px, x + 1, y + 1, (float)px,
                    (float)px, UI_RGBA(0xFFFFFF, 150));
    ui_round_frame(cv->d, x - 3, y - 3, l->ts + 6, l->ts + 6, 6, l->unit * 0.3f + 2,
                   UI_RGB(0x4FA3FF));
}

static void draw_points_fly(const ui_app *a, ui_canvas *cv)
{
    for (int i = 0; i < a->n_anim; i++) {
        const ui_anim *an = &a->anim[i];
        if (an->kind != UI_ANIM_POINTS || a->now < an->start || a->now >= an->start + an->dur)
            continue; /* arrived points vanish: the score shows them */
        float t = clamp01((float)(a->now - an->start) / (float)an->dur);
        float sx, sy, tx = cv->frame->score_x[an->account < 0 ? 0 : an->account],
                      ty = cv->frame->score_y[an->account < 0 ? 0 : an->account];
        int st = a->game->state.line[an->line].dest;
        if (st >= 1 && st <= METRO_STATIONS)
            ui_station_pos(&a->lay, st, &sx, &sy);
        else
            sx = a->lay.bx + 4 * a->lay.ts, sy = a->lay.by + 4 * a->lay.ts;
        if (an->account < 0) tx = sx, ty = sy - a->lay.ts;
        float e = t * t * (3 - 2 * t);
        float x = sx + (tx - sx) * e, y = sy + (ty - sy) * e - sinf(t * UI_PI) * a->lay.ts;
        int fpx = (int)(a->lay.unit * 1.6f);
        /* a chip of the owner's colour with its ink (the ink reads on it at
         * 4.5:1; the owner's colour on the dark table did not), ringed dark */
        float u = a->lay.unit;
        ui_round_rect(cv->d, x - 2 * u - 1.5f, y - 1.1f * u - 1.5f, 4 * u + 3, 2.2f * u + 3, u,
                      UI_RGB(0x101418));
        ui_round_rect(cv->d, x - 2 * u, y - 1.1f * u, 4 * u, 2.2f * u, u,
                      ui_owner_colour(cv->d, an->account));
        ui_textf(cv->d, UI_BOLD, fpx, x, y - (float)fpx * 0.62f, UI_CENTRE,
                 ui_owner_ink(cv->d, an->account), "+%d", an->points);
        ui_owner_badge(cv->d, an->account, x - 2 * u, y, 0.8f * u); /* whose, not by colour */
    }
}

void ui_draw_board_static(const ui_app *a, ui_canvas *cv)
{
    const metro_state *s = &a->game->state;
    draw_frame(a, cv);
    draw_coordinates(a, cv);
    uint64_t legal = 0;
    int tile = ui_current_tile(a);
    if (a->ui.screen == UI_PLAY && tile >= 0 && !a->ui.ai_busy && !metro_over(s))
        legal = metro_lay_squares(s, tile);
    draw_empty_squares(a, cv, legal);
    draw_centre(a, cv);
    draw_tiles(a, cv);
    ui_draw_owned_lines(a, cv); /* whose track is whose */
    draw_since_turn(a, cv);
    for (int st = 1; st <= METRO_STATIONS; st++) draw_station(a, cv, st, a->ui.hover_line);
    ui_draw_line_values(a, cv); /* V: on the markers, under the modules' marks */
    ui_modules_board(a, cv);    /* the modules' marks and sockets */
}

void ui_draw_board_dynamic(const ui_app *a, ui_canvas *cv)
{
    draw_line_highlights(a, cv);
    draw_hint(a, cv);
    if (a->ui.screen == UI_PLAY && a->ui.overlay == UI_OV_NONE && !a->ui.ai_busy) draw_ghost(a, cv);
    draw_points_fly(a, cv);
}

void ui_draw_board(const ui_app *a, ui_canvas *cv)
{
    ui_draw_board_static(a, cv);
    ui_draw_board_dynamic(a, cv);
}
