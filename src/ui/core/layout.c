/* Screen layout from the window size, hit testing, owner colours and symbols. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "core/palette.h"
#include "core/scroll.h"
#include "core/theme.h"
#include "i18n/i18n.h"
#include "ui.h"

/* The board's size in tiles: 8 squares, the station ring on both sides (0.65
 * each) and the coordinate strip on the top and left (0.3). */
#define UI_BOARD_TILES 9.6f

void ui_layout_compute(ui_layout *l, int w, int h, int scale)
{
    ui_layout_compute_at(l, w, h, scale, UI_UNIT_MIN);
}

void ui_layout_compute_at(ui_layout *l, int w, int h, int scale, float least)
{
    memset(l, 0, sizeof *l);
    l->w = w, l->h = h, l->scale = scale;
    float m = (float)(w < h ? w : h);
    /* the size setting scales words and panels; the board takes the room
     * the panel leaves. A small window keeps words readable: the unit
     * never goes below `least` (UI_UNIT_MIN in play: its smaller words,
     * 0.85 of it, are 11 px, the text floor UI_TEXT_MIN_PX) */
    l->unit = m / 60.0f * ((float)scale / 100.0f); /* 100 %: exactly as before */
    l->shown = scale;
    /* a unit raised to its floor looks the same at every size that raises
     * it, 100 % among them: the size setting says "here 100 %" (issue 37) */
    if (l->unit < least) l->unit = least, l->shown = m / 60.0f <= least ? 100 : scale;
    float pad = l->unit;
    if (h > w * 11 / 10) { /* portrait: board on top, panel below */
        float side = (float)w - 2 * pad;
        if (side > (float)h * 0.62f) side = (float)h * 0.62f;
        l->ts = floorf(side / UI_BOARD_TILES);
        if (l->ts < 12) l->ts = 12;
        l->frame = floorf(l->ts * 0.65f);
        l->coord = floorf(l->ts * 0.3f);
        float board = 8 * l->ts + 2 * l->frame + l->coord;
        l->bx = floorf(((float)w - board) / 2 + l->frame + l->coord);
        l->by = floorf(pad + l->frame + l->coord);
        l->px = pad, l->py = pad * 2 + board, l->pw = (float)w - 2 * pad;
        l->ph = (float)h - l->py - pad;
        return;
    }
    l->pw = (float)w * 0.27f;
    if (l->pw < 22 * l->unit) l->pw = 22 * l->unit;
    if (l->pw > 34 * l->unit) l->pw = 34 * l->unit;
    float aw = (float)w - l->pw - 3 * pad, ah = (float)h - 2 * pad;
    float side = aw < ah ? aw : ah;
    l->ts = floorf(side / UI_BOARD_TILES);
    if (l->ts < 12) l->ts = 12;
    l->frame = floorf(l->ts * 0.65f);
    l->coord = floorf(l->ts * 0.3f);
    float board = 8 * l->ts + 2 * l->frame + l->coord;
    l->bx = floorf(pad + (aw - board) / 2 + l->frame + l->coord);
    l->by = floorf(((float)h - board) / 2 + l->frame + l->coord);
    l->px = (float)w - l->pw - pad;
    l->py = pad;
    l->ph = (float)h - 2 * pad;
}

int ui_square_at(const ui_layout *l, float x, float y)
{
    if (x < l->bx || y < l->by) return -1;
    int c = (int)((x - l->bx) / l->ts), r = (int)((y - l->by) / l->ts);
    if (c < 0 || c >= METRO_SIZE || r < 0 || r >= METRO_SIZE) return -1;
    return metro_sq(r, c);
}

void ui_station_pos(const ui_layout *l, int station, float *x, float *y)
{
    int sq = metro_station_square(station), side = metro_station_side(station);
    float cx = l->bx + ((float)metro_col(sq) + 0.5f) * l->ts;
    float cy = l->by + ((float)metro_row(sq) + 0.5f) * l->ts;
    float off = l->ts / 2 + l->frame * 0.5f;
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    *x = cx + (float)dx[side] * off, *y = cy + (float)dy[side] * off;
}

void ui_station_badge_pos(const ui_layout *l, int station, float *x, float *y)
{
    ui_station_pos(l, station, x, y);
    int side = metro_station_side(station);
    if (side == METRO_LEFT || side == METRO_RIGHT) /* the number above, the badge below */
        *y += l->ts * 0.66f * 0.22f;
    else /* the number left, the badge right */
        *x += l->ts * 0.66f * 0.28f;
}

int ui_station_at_px(const ui_layout *l, float x, float y)
{
    for (int st = 1; st <= METRO_STATIONS; st++) {
        float sx, sy;
        ui_station_pos(l, st, &sx, &sy);
        if (fabsf(x - sx) < l->ts * 0.42f && fabsf(y - sy) < l->ts * 0.42f) return st;
    }
    return 0;
}

void ui_hit_add(const ui_app *a, ui_canvas *cv, float x, float y, float w, float h, int action,
                int arg)
{
    ui_box area = {x, y, w, h};
    /* a scrolled column's hidden row: no click; a page's control stays
     * whole for Tab, and takes no click out of view (ui_page_hides) */
    if (!cv->frame->page_open && !ui_clip_cut(cv->d, &area)) return;
    x = area.x, y = area.y, w = area.w, h = area.h;
    cv->frame->lit_actions |= ui_action_bit(action);
    if (cv->frame->n_hits >= UI_MAX_HITS) return;
    /* no role yet: a widget marks its own (ui_hit_role, widgets.h) */
    cv->frame->hits[cv->frame->n_hits++] = (ui_hit){x, y, w, h, action, arg, 0, 0, 0};
}

const ui_hit *ui_hit_find(const ui_app *a, float x, float y)
{
    return ui_frame_hit(a->frame, x, y);
}

const ui_hit *ui_frame_hit(const ui_frame *f, float x, float y)
{
    for (int i = f->n_hits - 1; i >= 0; i--) { /* topmost first */
        const ui_hit *h = &f->hits[i];
        if (x >= h->x && y >= h->y && x < h->x + h->w && y < h->y + h->h &&
            !ui_page_hides(f, i, x, y))
            return h;
    }
    return NULL;
}

/* Seat colours in docs/rules.md order; companies (module 1) follow in a
 * palette of their own, so a company never looks like a seat. The chosen
 * palette (core/palette.h) holds them. */
ui_colour ui_owner_colour(const ui_draw *d, int account)
{
    if (account < 0 || account >= METRO_MAX_ACCOUNTS) return UI_RGB(0xA8A39A);
    return UI_RGB(ui_draw_palette(d)->accounts[account].rgb);
}

ui_colour ui_owner_ink(const ui_draw *d, int account)
{
    if (account < 0 || account >= METRO_MAX_ACCOUNTS) return ui_theme(d, UI_THEME_NOBODY);
    return UI_RGB(ui_draw_palette(d)->accounts[account].ink);
}

int ui_owner_symbol(int account)
{
    if (account < 0) return -1;
    /* seats 0..5 and companies 6..13 each get their own shape: no company
     * wears a seat's mark */
    return account;
}

ui_colour ui_theme(const ui_draw *d, int ink)
{
    /* on a table row (UI_ROW, the darkest light ground words lie on): dim
     * 5.1:1 and 7.9:1, good 5.0 and 7.1, bad 4.8 and 7.9; white on select
     * 4.9 and 8.0; select ink 4.6 and 9+; on a card's back (UI_BACK) 5.3
     * and 9.3; on nobody's grey (#A8A39A) 4.8 and 8.4; gold on the
     * winner's yellow (UI_FIRST) 4.6 and 8.2 */
    static const uint32_t inks[2][8] = {
        {0x645C50, 0x256B33, 0xB0332B, 0x2F6FD0, 0x2560BE, 0xB9C6D4, 0x3A3630, 0x8A6A00},
        {0x45403A, 0x1B5227, 0x7A1F19, 0x1D4E9E, 0x163A78, 0xFFFFFF, 0x000000, 0x5C4600}};
    bool high = ui_draw_palette(d)->id == UI_PALETTE_HIGH_CONTRAST;
    return UI_RGB(inks[high][ink >= 0 && ink < 8 ? ink : 0]);
}

void ui_owner_badge(ui_draw *d, int account, float cx, float cy, float r)
{
    if (account < 0) return;
    ui_circle(d, cx, cy, r + 1.5f, UI_RGB(0x1E1B16));
    ui_circle(d, cx, cy, r, ui_owner_colour(d, account));
    ui_symbol(d, ui_owner_symbol(account), cx, cy, r * 0.62f, ui_owner_ink(d, account));
}

/* A company by the tone it is drawn in (the printed palette), not by the engine's id
 * ("orange" is drawn rust): what players see is what they read. */
static const char *const company_names[METRO_COMPANIES] = {
    N_("mustard"), N_("teal"),     N_("rust"), N_("lime"),
    N_("magenta"), N_("graphite"), N_("red"),  N_("silver")};

const char *ui_company_name(int company)
{
    return company >= 0 && company < METRO_COMPANIES ? _(company_names[company]) : "?";
}

const char *ui_owner_name(const ui_app *a, int account)
{
    if (account >= 0 && account < METRO_MAX_PLAYERS) return a->game->seat[account].name;
    if (account >= METRO_ACCOUNT_COMPANY0 && account < METRO_MAX_ACCOUNTS)
        return ui_company_name(account - METRO_ACCOUNT_COMPANY0);
    return _("nobody");
}
