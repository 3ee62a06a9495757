/* The layout pass: the views run once when their inputs change, recording
 * their drawing and writing the frame (click areas, rows, pop-ups) into the
 * layout value; drawing then only plays it (render.c). The size setting's
 * search runs over this pass, never over drawing. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/focus.h"
#include "core/layer_signature.h"
#include "core/layout.h"
#include "core/palette.h"
#include "core/scroll.h"
#include "core/theme.h"
#include "core/widgets.h"
#include "i18n/i18n.h"
#include "lesson/tutorial.h"
#include "modules/ui_module.h"
#include "play/history.h"

ui_layout_value *ui_layout_value_new(void)
{
    ui_layout_value *v = calloc(1, sizeof *v);
    if (!v) return NULL;
    v->base = ui_draw_list_new();
    v->top = ui_draw_list_new();
    if (!v->base || !v->top) {
        ui_layout_value_free(v);
        return NULL;
    }
    return v;
}

void ui_layout_value_free(ui_layout_value *v)
{
    if (!v) return;
    ui_draw_list_free(v->base);
    ui_draw_list_free(v->top);
    free(v);
}

void ui_layout_value_forget(ui_layout_value *v)
{
    v->key = v->base_key = 0;
}

/* Fill the screen except two rects that are painted over anyway (fewer
 * pixels written: fills dominate a software redraw). */
static void fill_except(const ui_app *a, ui_canvas *cv, float ex[2][4], ui_colour c)
{
    float w = (float)a->lay.w, h = (float)a->lay.h, ys[6] = {0, h, 0, 0, 0, 0};
    int n = 2;
    for (int i = 0; i < 2; i++) ys[n++] = ex[i][1], ys[n++] = ex[i][1] + ex[i][3];
    for (int i = 1; i < n; i++) /* sort the band edges */
        for (int j = i; j > 0 && ys[j] < ys[j - 1]; j--) {
            float t = ys[j];
            ys[j] = ys[j - 1], ys[j - 1] = t;
        }
    for (int b = 0; b + 1 < n; b++) {
        float y0 = ys[b], y1 = ys[b + 1], x = 0;
        if (y1 <= y0) continue;
        float cut[2][2];
        int k = 0;
        for (int i = 0; i < 2; i++)
            if (ex[i][1] <= y0 && ex[i][1] + ex[i][3] >= y1)
                cut[k][0] = ex[i][0], cut[k++][1] = ex[i][0] + ex[i][2];
        if (k == 2 && cut[1][0] < cut[0][0]) {
            float t0 = cut[0][0], t1 = cut[0][1];
            cut[0][0] = cut[1][0], cut[0][1] = cut[1][1], cut[1][0] = t0, cut[1][1] = t1;
        }
        for (int i = 0; i < k; i++) {
            if (cut[i][0] > x) ui_fill_rect(cv->d, x, y0, cut[i][0] - x, y1 - y0, c);
            if (cut[i][1] > x) x = cut[i][1];
        }
        if (x < w) ui_fill_rect(cv->d, x, y0, w - x, y1 - y0, c);
    }
}

static void draw_static(const ui_app *a, ui_canvas *cv)
{
    const ui_layout *l = &a->lay;
    cv->frame->n_hits = 0, cv->frame->lit_actions = 0;
    cv->frame->secrets_drawn = 0;
    cv->frame->hand_faces = cv->frame->since_marks = 0;
    float u = l->unit, g = 8 * l->ts + 2;
    float ex[2][4] = {{l->bx - 1, l->by - 1, g, g},
                      {l->px + u, l->py + u, l->pw - 2 * u, l->ph - 2 * u}};
    for (int i = 0; i < 8; i++) ex[i / 4][i % 4] = floorf(ex[i / 4][i % 4]); /* whole pixels */
    fill_except(a, cv, ex, UI_TABLE);
    ui_draw_panel(a, cv);
    ui_draw_board_static(a, cv);
    ui_draw_tutorial_marks(a, cv); /* the first lesson's, over the panel's foot */
    ui_draw_tutorial(a, cv);
}

static void draw_notice(const ui_app *a, ui_canvas *cv)
{
    /* A failed autosave stays on screen until a write works (autosave.c):
     * the game on screen is not on disk meanwhile. */
    if (a->ui.autosave_problem[0]) ui_popup(a, cv, a->ui.autosave_problem, UI_BAD(cv->d));
    if (!a->ui.notice[0] || a->now >= a->ui.notice_until) return;
    if (cv->frame->reason && !strcmp(cv->frame->reason, a->ui.notice))
        return; /* shown once already */
    ui_popup(a, cv, a->ui.notice, UI_RGBA(0x101418, 230));
}

/* The results, or the final board with every line in its owner's colour. */
static void draw_end(const ui_app *a, ui_canvas *cv)
{
    const ui_layout *l = &a->lay;
    float u = l->unit;
    /* the results keep below "Show board": a wide card would cover it */
    cv->frame->page_above = 3.2f * u;
    if (!a->ui.end_board) ui_draw_end(a, cv);
    ui_page_end(a, cv);
    cv->frame->page_above = 0;
    ui_text_box(cv->d, (ui_box){0, 0, 0, 0});
    ui_button(a, cv, l->px + l->pw - 13 * u, l->py + 0.6f * u, 12 * u, 2.2f * u,
              a->ui.end_board ? _("Show results (B)") : _("Show board (B)"), UI_ACT_END_BOARD, 0,
              true, a->ui.end_board);
}

/* The static views into the base drawing, unless what they read (the
 * widget under the pointer included: it lights up) is what they were
 * recorded for; then the frame starts from what they left. */
static void lay_base(const ui_app *a, ui_layout_value *v, ui_canvas *cv)
{
    const ui_pointer *p = &a->ui.pointer;
    const ui_hit *over = ui_frame_hit(&v->base_frame, p->mouse_x, p->mouse_y);
    uint64_t key = ui_layer_signature(&a->ui, over, a->game, a->game_gen, a->lay.w, a->lay.h);
    if (key == v->base_key && !ui_animating(a)) {
        memcpy(cv->frame, &v->base_frame, sizeof *cv->frame);
        return;
    }
    ui_draw_list_clear(v->base);
    ui_draw_list *was = ui_draw_record(cv->d, v->base);
    draw_static(a, cv);
    ui_draw_record(cv->d, was);
    memcpy(&v->base_frame, cv->frame, sizeof v->base_frame);
    v->base_key = key, v->base_gen++;
}

/* The screens without a board: set-up, Join, lobby. */
static void lay_boardless(const ui_app *a, ui_canvas *cv)
{
    cv->frame->n_hits = 0, cv->frame->lit_actions = 0;
    ui_fill_rect(cv->d, 0, 0, (float)a->lay.w, (float)a->lay.h, UI_TABLE);
    if (a->ui.screen == UI_SETUP) ui_draw_setup(a, cv);
    if (a->ui.screen == UI_JOIN) ui_draw_join(a, cv);
    if (a->ui.screen == UI_LOBBY) ui_draw_lobby(a, cv);
    if (a->ui.screen == UI_MINE) ui_draw_my_tables(a, cv);
    ui_page_end(a, cv);
}

/* What goes over the board and panel: the pointer's and the clock's. */
static void lay_over_board(const ui_app *a, ui_canvas *cv)
{
    /* what follows the pointer or the clock does not size the screen */
    bool watched = ui_text_fit_watch(cv->d, false);
    ui_draw_board_dynamic(a, cv);
    ui_text_fit_watch(cv->d, watched);
    if (a->ui.screen == UI_END && a->ui.overlay == UI_OV_NONE && !ui_animating(a)) draw_end(a, cv);
    ui_text_box(cv->d, (ui_box){0, 0, 0, 0});
    watched = ui_text_fit_watch(cv->d, false);
    if (a->ui.screen == UI_PLAY && a->ui.overlay == UI_OV_NONE) ui_modules_hover_tip(a, cv);
    ui_text_fit_watch(cv->d, watched);
}

/* Every view once: the frame written, the drawing recorded (nothing drawn). */
static void compose(const ui_app *a, ui_layout_value *v, ui_draw *d)
{
    ui_canvas cv = {d, &v->frame};
    v->runs++;
    ui_text_floor(d, UI_TEXT_MIN_PX); /* every screen and dialog (docs/ui.md, "Size") */
    v->frame.n_popup = 0, v->frame.card_hits = 0, v->frame.end_city_rows = 0;
    ui_text_box(d, (ui_box){0, 0, 0, 0}); /* each view narrows it for its own words */
    ui_text_covers_reset(d);
    v->layered = !(a->ui.screen == UI_SETUP || a->ui.screen == UI_JOIN ||
                   a->ui.screen == UI_LOBBY || a->ui.screen == UI_MINE);
    if (v->layered) lay_base(a, v, &cv);
    v->frame.page_view[3] = v->frame.page_scroll_max = v->frame.page_above = 0;
    v->frame.page_open = false;
    ui_draw_list_clear(v->top);
    ui_draw_list *was = ui_draw_record(d, v->top);
    if (v->layered)
        lay_over_board(a, &cv);
    else
        lay_boardless(a, &cv);
    ui_draw_overlay(a, &cv);
    ui_text_box(d, (ui_box){0, 0, 0, 0});
    ui_draw_focus(a, &cv);
    ui_page_end(a, &cv); /* a tall dialog's bar over its words; the ring cut to its view */
    bool quiet = ui_text_fit_watch(d, false); /* a notice passes (it may cover) */
    draw_notice(a, &cv);
    ui_text_fit_watch(d, quiet);
    ui_draw_record(d, was);
}

/* True when the side panel (play and end screens) holds the hand with its
 * buttons and the log's last two entries (the newest may be a hint). */
static bool panel_holds(const ui_app *a)
{
    if (a->ui.screen != UI_PLAY && a->ui.screen != UI_END) return true;
    int want = a->ui.n_log < 2 ? a->ui.n_log : 2;
    return a->frame->panel_keep <= a->lay.py + a->lay.ph + 1 && a->frame->log_lines >= want;
}

/* True when the layout pass just run put every word in its box, every
 * click area in the window and the panel holds what it must. */
static bool laid_out_inside(const ui_app *a)
{
    float w = (float)a->lay.w, h = (float)a->lay.h;
    if (!panel_holds(a) || a->frame->panel_scroll_max > 0 || a->frame->page_scroll_max > 0)
        return false; /* scrolling: smaller */
    for (int i = 0; i < a->frame->n_hits; i++) {
        const ui_hit *c = &a->frame->hits[i];
        if (c->x < -1 || c->y < -1 || c->x + c->w > w + 1 || c->y + c->h > h + 1) return false;
    }
    return ui_text_spills(a->res.d) == 0;
}

/* The size setting as the window can show it (docs/ui.md, "Size"): the
 * chosen percent, else the largest step down to 100 % at which the layout
 * pass puts every word in its box and every click area in the window. At
 * 100 % every screen fits from UI_MIN_W x UI_MIN_H up (shares-6p checks
 * it), but a side panel full of modules' sections (shares and a city's
 * eight company rows) that still cuts its hand or log goes on down to
 * UI_SCALE_MIN. Searched again only when the state or the window changed;
 * leaves the frame laid out. */
static void layout_fitted(ui_app *a)
{
    ui_layout_value *v = a->res.laid;
    uint64_t key = ui_layer_signature(&a->ui, NULL, a->game, a->game_gen, a->lay.w, a->lay.h);
    if (key == a->res.fit_key && a->lay.scale == a->res.fit_scale) {
        compose(a, v, a->res.d);
        return;
    }
    int scale = a->ui.setup.scale, found = ui_text_overflows_count(a->res.d);
    float least = UI_UNIT_MIN;
    for (;; scale -= UI_SCALE_STEP) {
        ui_layout_compute_at(&a->lay, a->lay.w, a->lay.h, scale, least);
        v->base_key = 0; /* the static views run: their words are counted */
        ui_text_overflows_rewind(a->res.d, found); /* a size not kept is not checked */
        bool watched = ui_text_fit_watch(a->res.d, true);
        ui_text_spills(a->res.d);
        ui_text_smallest(a->res.d);
        compose(a, v, a->res.d);
        ui_text_fit_watch(a->res.d, watched);
        /* at 100 % and less the panel scrolls where it must */
        if (laid_out_inside(a) || scale <= UI_SCALE_MIN || (scale <= 100 && panel_holds(a))) break;
    }
    ui_text_spills(a->res.d);
    a->res.fit_text_px = ui_text_smallest(a->res.d);
    a->res.fit_key = key, a->res.fit_scale = scale;
}

/* The layout pass's inputs: the cached layer's (the UI state but the
 * pointer, the game, the window), the pointer, the language, whether a
 * notice is up, scripts' generic module buttons, and the clock while
 * something moves. */
static uint64_t layout_inputs(const ui_app *a)
{
    const ui_pointer *p = &a->ui.pointer;
    uint64_t h = ui_layer_signature(&a->ui, NULL, a->game, a->game_gen, a->lay.w, a->lay.h);
    uint32_t at[2];
    memcpy(&at[0], &p->mouse_x, sizeof at[0]);
    memcpy(&at[1], &p->mouse_y, sizeof at[1]);
    uint32_t v[] = {at[0],
                    at[1],
                    (uint32_t)p->hover_sq,
                    (uint32_t)p->cursor_sq,
                    p->keyboard,
                    (uint32_t)p->focus_action,
                    (uint32_t)p->focus_arg,
                    (uint32_t)p->focus_where,
                    (uint32_t)ui_i18n_current(),
                    a->ui.notice[0] && a->now < a->ui.notice_until,
                    a->module_buttons_only,
                    ui_animating(a) ? a->now : 0xFFFFFFFFu};
    for (size_t i = 0; i < sizeof v / sizeof v[0]; i++) { /* FNV-1a, as the layer's */
        h = (h ^ v[i]) * 0x100000001B3ull;
        h ^= h >> 29;
    }
    return h;
}

/* The layout value brought up to date: nothing runs while its inputs are
 * those it was computed for. */
void ui_layout_current(ui_app *a)
{
    ui_layout_value *v = a->res.laid;
    /* the views draw in the palette of the settings: no choice kept elsewhere */
    ui_draw_use_palette(a->res.d, ui_palette_of(a->ui.setup.palette));
    ui_page_follow(a); /* a new screen or dialog starts at its top */
    uint64_t key = layout_inputs(a);
    if (key == v->key && !ui_animating(a)) return;
    layout_fitted(a);
    v->key = layout_inputs(a); /* after the search: it may change the scale */
}

void ui_through_past(ui_app *a, void (*pass)(ui_app *))
{
    ui_app *past = ui_history_view(a);
    if (!past) {
        pass(a);
        return;
    }
    pass(past);
    a->res = past->res;
}

void ui_layout_frame(ui_app *a)
{
    ui_through_past(a, ui_layout_current);
}
