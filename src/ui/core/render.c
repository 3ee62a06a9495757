/* Frame composition: a cached static layer plus what changes every frame. */
#include <assert.h>
#include <math.h>
#include <string.h>

#include "play/history.h"
#include "core/focus.h"
#include "i18n/i18n.h"
#include "core/layer_signature.h"
#include "core/theme.h"
#include "lesson/tutorial.h"
#include "core/widgets.h"
#include "modules/ui_module.h"
#include "core/widgets.h"

/* Everything the static layer depends on (layer_signature.c): the layer's
 * own click area under the pointer comes from the layout pass. */
static uint64_t layer_signature(const ui_app *a)
{
    const ui_hit *h =
        ui_frame_hit(a->res.layer_frame, a->ui.pointer.mouse_x, a->ui.pointer.mouse_y);
    return ui_layer_signature(&a->ui, h, a->game, a->game_gen, a->lay.w, a->lay.h);
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
    if (a->ui.autosave_problem[0]) ui_popup(a, cv, a->ui.autosave_problem, UI_BAD);
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
    if (!a->ui.end_board) ui_draw_end(a, cv);
    ui_text_box(cv->d, (ui_box){0, 0, 0, 0});
    ui_button(a, cv, l->px + l->pw - 13 * u, l->py + 0.6f * u, 12 * u, 2.2f * u,
              a->ui.end_board ? _("Show results (B)") : _("Show board (B)"), UI_ACT_END_BOARD, 0,
              true, a->ui.end_board);
}

/* The static views' part of the layout, kept while the state they read
 * (all of it but the pointer, which moves only their colours) is the same. */
static void layout_static(ui_app *a, ui_canvas *cv)
{
    uint64_t key = ui_layer_signature(&a->ui, NULL, a->game, a->game_gen, a->lay.w, a->lay.h);
    if (key == a->res.layout_key && !ui_animating(a)) {
        memcpy(cv->frame, a->res.layer_frame, sizeof *cv->frame);
        return;
    }
    draw_static(a, cv);
    memcpy(a->res.layer_frame, cv->frame, sizeof *cv->frame);
    a->res.layout_key = key;
}

/* True when the static layer is on screen (cached or freshly drawn). */
static bool use_layer(ui_app *a, ui_canvas *cv)
{
    SDL_Renderer *r = ui_draw_renderer(a->res.d);
    if (a->res.no_layer || ui_animating(a)) return false;
    if (!a->res.layer || a->res.layer_w != a->lay.w || a->res.layer_h != a->lay.h) {
        if (a->res.layer) SDL_DestroyTexture(a->res.layer);
        a->res.layer = SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET,
                                         a->lay.w, a->lay.h);
        if (!a->res.layer) return false;
        SDL_SetTextureBlendMode(a->res.layer, SDL_BLENDMODE_NONE);
        a->res.layer_w = a->lay.w, a->res.layer_h = a->lay.h, a->res.layer_sig = 0;
    }
    uint64_t sig = layer_signature(a);
    if (sig != a->res.layer_sig) {
        if (SDL_SetRenderTarget(r, a->res.layer) != 0) return false;
        draw_static(a, cv);
        SDL_SetRenderTarget(r, NULL);
        a->res.layer_sig = sig;
    } else /* the frame as the static views would leave it */
        memcpy(cv->frame, a->res.layer_frame, sizeof *cv->frame);
    SDL_RenderCopy(r, a->res.layer, NULL, NULL);
    return true;
}

/* The frame: every view runs (with drawing off in the layout pass); when
 * drawing, the static views are skipped if the cached layer is current. */
/* True when the board and the side panel are what the screen shows: their
 * words keep the text floor (the set-up screen and dialogs do not yet). */
static bool board_shown(const ui_app *a)
{
    return a->ui.overlay == UI_OV_NONE &&
           (a->ui.screen == UI_PLAY || (a->ui.screen == UI_END && a->ui.end_board));
}

static void compose(ui_app *a, ui_canvas *cv, bool layout)
{
    ui_text_floor(cv->d, board_shown(a) ? UI_TEXT_MIN_PX : 0);
    cv->frame->n_popup = 0, cv->frame->card_hits = 0, cv->frame->end_city_rows = 0;
    ui_text_box(cv->d, (ui_box){0, 0, 0, 0}); /* each view narrows it for its own words */
    ui_text_covers_reset(cv->d);
    if (a->ui.screen == UI_SETUP || a->ui.screen == UI_JOIN || a->ui.screen == UI_LOBBY) {
        cv->frame->n_hits = 0, cv->frame->lit_actions = 0;
        ui_fill_rect(cv->d, 0, 0, (float)a->lay.w, (float)a->lay.h, UI_TABLE);
        if (a->ui.screen == UI_SETUP) ui_draw_setup(a, cv);
        if (a->ui.screen == UI_JOIN) ui_draw_join(a, cv);
        if (a->ui.screen == UI_LOBBY) ui_draw_lobby(a, cv);
    } else {
        if (layout)
            layout_static(a, cv);
        else if (!use_layer(a, cv))
            draw_static(a, cv);
        /* what follows the pointer or the clock does not size the screen */
        bool watched = ui_text_fit_watch(cv->d, false);
        ui_draw_board_dynamic(a, cv);
        ui_text_fit_watch(cv->d, watched);
        if (a->ui.screen == UI_END && a->ui.overlay == UI_OV_NONE && !ui_animating(a))
            draw_end(a, cv);
        ui_text_box(cv->d, (ui_box){0, 0, 0, 0});
        watched = ui_text_fit_watch(cv->d, false);
        if (a->ui.screen == UI_PLAY && a->ui.overlay == UI_OV_NONE) ui_modules_hover_tip(a, cv);
        ui_text_fit_watch(cv->d, watched);
    }
    ui_draw_overlay(a, cv);
    ui_text_box(cv->d, (ui_box){0, 0, 0, 0});
    ui_draw_focus(a, cv);
    bool quiet = ui_text_fit_watch(cv->d, false); /* a notice passes (it may cover) */
    draw_notice(a, cv);
    ui_text_fit_watch(cv->d, quiet);
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
    if (!panel_holds(a) || a->frame->panel_scroll_max > 0) return false; /* scrolling: smaller */
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
    ui_canvas laid = {a->res.d, a->res.laid};
    uint64_t key = ui_layer_signature(&a->ui, NULL, a->game, a->game_gen, a->lay.w, a->lay.h);
    if (key == a->res.fit_key && a->lay.scale == a->res.fit_scale) {
        compose(a, &laid, true);
        return;
    }
    int scale = a->ui.setup.scale;
    float least = board_shown(a) ? UI_UNIT_MIN : UI_UNIT_DIALOG;
    for (;; scale -= UI_SCALE_STEP) {
        float unit = a->lay.unit;
        ui_layout_compute_at(&a->lay, a->lay.w, a->lay.h, scale, least);
        if (a->lay.unit != unit) a->res.layer_sig = 0; /* the cached layer is of another size */
        a->res.layout_key = 0; /* the static views run: their words are counted */
        bool watched = ui_text_fit_watch(a->res.d, true);
        ui_text_spills(a->res.d);
        ui_text_smallest(a->res.d);
        compose(a, &laid, true);
        ui_text_fit_watch(a->res.d, watched);
        /* at 100 % and less the panel scrolls where it must */
        if (laid_out_inside(a) || scale <= UI_SCALE_MIN || (scale <= 100 && panel_holds(a))) break;
    }
    ui_text_spills(a->res.d);
    a->res.fit_text_px = ui_text_smallest(a->res.d);
    a->res.fit_key = key, a->res.fit_scale = scale;
}

static void layout_frame(ui_app *a)
{
    bool was = ui_draw_off(a->res.d, true);
    layout_fitted(a);
    ui_draw_off(a->res.d, was);
}

/* The layout pass writes the frame; the views then run again to draw,
 * writing only drawing's own copy (they are immediate-mode: each widget
 * registers its click area where it is drawn). That copy ends equal to the
 * laid-out frame: the same views on the same state. */
static void render(ui_app *a)
{
    layout_frame(a);
    memcpy(a->res.drawn, a->res.laid, sizeof *a->res.drawn);
    ui_canvas drawing = {a->res.d, a->res.drawn};
    compose(a, &drawing, false);
    assert(!memcmp(a->res.drawn, a->res.laid, sizeof *a->res.laid) &&
           "drawing and layout disagree");
}

/* The history view draws the past through a copy of the app (history.c):
 * the same views, with what they changed in the drawing's resources (the
 * cached layer) given back. */
static void through_past(ui_app *a, void (*pass)(ui_app *))
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
    through_past(a, layout_frame);
}

void ui_render(ui_app *a)
{
    through_past(a, render);
}

void ui_render_forget(ui_app *a)
{
    if (a->res.layer) SDL_DestroyTexture(a->res.layer);
    a->res.layer = NULL;
    a->res.layer_sig = a->res.layout_key = 0;
}
