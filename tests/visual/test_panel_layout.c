/* The side panel and the share payout in every module combination, checked
 * on the frame the layout pass records (issue 37, items 5, 6 and 13):
 * - at 1280x800 the panel shows at least the last two log entries, the
 *   newest a hint, mid-game with the human to move (every combination
 *   the engine allows, 4 players);
 * - at 800x500 and 1280x800 no word of the board or panel is smaller
 *   than UI_TEXT_MIN_PX, and the hand, its buttons and the log's two
 *   newest entries lie in the window (the panel scrolls if it must);
 * - the share payout of shares with each city breaks each seat's city
 *   points down on a line of its own.
 * Offscreen (SDL's dummy video driver, a software renderer), no window.
 * usage: test_panel_layout */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../check.h"
#include "core/app.h"
#include "harness/scene_kit.h"
#include "modules/companies.h"
#include "metro/module.h"

static SDL_Surface *shot_surface; /* debugging: PANEL_SHOTS=DIR */

typedef struct offscreen {
    SDL_Surface *surf;
    SDL_Renderer *r;
    ui_app *a;
} offscreen;

static bool open_app(offscreen *o)
{
    char err[300];
    o->surf = SDL_CreateRGBSurfaceWithFormat(0, 1280, 800, 32, SDL_PIXELFORMAT_ARGB8888);
    o->r = o->surf ? SDL_CreateSoftwareRenderer(o->surf) : NULL;
    o->a = o->r ? ui_app_new(o->r, err, sizeof err) : NULL;
    if (!o->a) fprintf(stderr, "test_panel_layout: %s\n", o->r ? err : SDL_GetError());
    return o->a != NULL;
}

/* The combination as a module list ("shares,stockholm"); false when the
 * engine refuses it (rulebook §6: some modules exclude others). */
static bool combination(uint32_t set, int players, char *list, size_t n)
{
    size_t at = 0;
    list[0] = '\0';
    for (int i = 0; i < metro_module_count(); i++)
        if (set >> i & 1u)
            at +=
                (size_t)snprintf(list + at, n - at, "%s%s", at ? "," : "", metro_module_get(i)->id);
    metro_config cfg;
    metro_config_default(&cfg, players);
    char err[200];
    metro_state s;
    return metro_modules_parse(list, &cfg.modules, err, sizeof err) == METRO_OK &&
           metro_setup(&s, &cfg, err, sizeof err) == METRO_OK;
}

/* A game of `list` with every module option at its default. */
static void start(ui_app *a, int players, const char *list, uint64_t seed)
{
    ui_setup s;
    ui_scene_setup_struct(&s, players, false, seed);
    char err[200];
    CHECK(metro_modules_parse(list, &s.modules, err, sizeof err) == METRO_OK);
    ui_start_game(a, &s);
}

/* A game of `list` in the middle, the human to move, a hint in the log. */
static void midgame(ui_app *a, const char *list, int players, uint64_t seed)
{
    ui_layout_compute(&a->lay, 1280, 800, 100);
    start(a, players, list, seed);
    ui_scene_play(a, 18, seed * 7, 250, false, false);
    ui_scene_to_human(a, seed);
    ui_log(a, "Hint: swaps a 40 %% share (face-up card)");
}

static void layout_at(ui_app *a, int w, int h)
{
    ui_layout_compute(&a->lay, w, h, a->ui.setup.scale);
    ui_layout_frame(a);
}

/* The board and panel at w x h keep the text floor, and the pinned part
 * of the panel (the hand or End turn, the deck's buttons, the log's two
 * newest entries) lies inside the window, the panel scrolling if it must. */
static void check_floor(ui_app *a, const char *list, int w, int h)
{
    char what[300];
    layout_at(a, w, h);
    const char *name = list[0] ? list : "base";
    snprintf(what, sizeof what, "[%s] at %dx%d the smallest words are %d px, not %d", name, w, h,
             a->res.fit_text_px, UI_TEXT_MIN_PX);
    CHECK_MSG(a->res.fit_text_px >= UI_TEXT_MIN_PX, what);
    snprintf(what, sizeof what, "[%s] at %dx%d the panel shows %d log entries, not 2", name, w, h,
             a->frame->log_lines);
    CHECK_MSG(a->frame->log_lines >= 2, what);
    int pinned = 0;
    for (int i = 0; i < a->frame->n_hits; i++) {
        const ui_hit *c = &a->frame->hits[i];
        int act = c->action;
        if (act != UI_ACT_UNDO && act != UI_ACT_MENU && act != UI_ACT_HAND_SLOT &&
            act != UI_ACT_END_TURN)
            continue;
        pinned++;
        snprintf(what, sizeof what, "[%s] at %dx%d action %d at %.0f,%.0f %.0fx%.0f leaves it",
                 name, w, h, act, c->x, c->y, c->w, c->h);
        CHECK_MSG(c->x >= 0 && c->y >= 0 && c->x + c->w <= (float)w && c->y + c->h <= (float)h,
                  what);
    }
    snprintf(what, sizeof what, "[%s] at %dx%d %d of the hand's and deck's buttons drawn", name, w,
             h, pinned);
    CHECK_MSG(pinned >= 2, what);
    snprintf(what, sizeof what, "[%s] at %dx%d the hand ends at %.0f, below the panel", name, w, h,
             a->frame->panel_keep);
    CHECK_MSG(a->frame->panel_keep <= a->lay.py + a->lay.ph, what);
}

static int check_panels(ui_app *a)
{
    int solo = metro_module_find("solo"), combos = 0;
    char list[160], what[300];
    for (uint32_t set = 0; set < 1u << metro_module_count(); set++) {
        int players = solo >= 0 && set >> solo & 1u ? 1 : 4;
        if (!combination(set, players, list, sizeof list)) continue;
        combos++;
        midgame(a, list, players, 11 + set);
        layout_at(a, 1280, 800);
        snprintf(what, sizeof what, "[%s] at 1280x800 the panel shows %d log entries, not 2",
                 list[0] ? list : "base", a->frame->log_lines);
        if (!CHECK_MSG(a->frame->log_lines >= 2, what) && getenv("PANEL_SHOTS")) {
            char file[300];
            snprintf(file, sizeof file, "%s/%s.png", getenv("PANEL_SHOTS"), list);
            ui_render(a);
            IMG_SavePNG(shot_surface, file);
        }
        check_floor(a, list, 1280, 800);
        check_floor(a, list, UI_MIN_W, UI_MIN_H);
    }
    return combos;
}

/* A hinted module move lights up what it names: the share to swap, the
 * centre side for a token (as after the player's click). */
static int check_hints(ui_app *a)
{
    static metro_move moves[METRO_MAX_MOVES];
    const char *lists[] = {"shares", "central-stations", "shares,central-stations"};
    int seen = 0;
    for (int l = 0; l < 3; l++) {
        midgame(a, lists[l], 4, 5);
        int n = metro_legal_moves(&a->game->state, moves);
        for (int i = 0; i < n; i++) {
            if (moves[i].kind != METRO_MOVE_MODULE) continue;
            char text[48], what[200];
            int pct, slot;
            metro_move_format(&a->game->state, &moves[i], text, sizeof text);
            ui_module_select_none(a);
            ui_modules_hint(a, &moves[i]);
            snprintf(what, sizeof what, "[%s] the hint %s selects share %d, side %d", lists[l],
                     text, ui_module_sel(a, SEL_SHARE), ui_module_sel(a, SEL_SLOT));
            if (sscanf(text, "swap:%d", &pct) == 1)
                seen++, CHECK_MSG(ui_module_sel(a, SEL_SHARE) == pct / 10 - 1, what);
            else if (sscanf(text, "token:%d", &slot) == 1)
                seen++, CHECK_MSG(ui_module_sel(a, SEL_SLOT) == slot, what);
        }
    }
    return seen;
}

/* Shares with each city, played to the end: each seat's city line. */
static int check_payouts(ui_app *a)
{
    int cities = 0;
    char list[160], what[320];
    for (int i = 0; i < metro_module_count(); i++) {
        const struct metro_module *m = metro_module_get(i);
        if (!strcmp(m->id, "shares")) continue;
        snprintf(list, sizeof list, "shares,%s", m->id);
        if (!combination(1u << i | 1u << metro_module_find("shares"), 4, list, sizeof list))
            continue;
        ui_layout_compute(&a->lay, 1024, 640, 100);
        start(a, 4, list, 40 + (uint64_t)i);
        ui_scene_to_end(a, 4040 + (uint64_t)i, 40);
        if (!CHECK(a->ui.screen == UI_END)) continue;
        layout_at(a, 1024, 640);
        bool city = m->group && !strcmp(m->group, "city"); /* a Metro City */
        snprintf(what, sizeof what, "[%s] the payout breaks down %d seats' city points, not %d",
                 list, a->frame->end_city_rows, city ? 4 : 0);
        CHECK_MSG(a->frame->end_city_rows == (city ? 4 : 0), what);
        cities += city;
    }
    return cities;
}

int main(void)
{
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    if (SDL_Init(SDL_INIT_VIDEO) != 0 || TTF_Init() != 0) {
        fprintf(stderr, "test_panel_layout: SDL: %s\n", SDL_GetError());
        return 1;
    }
    offscreen o = {0};
    if (!CHECK(open_app(&o))) return check_done();
    shot_surface = o.surf;
    int combos = check_panels(o.a), cities = check_payouts(o.a), hints = check_hints(o.a);
    printf("panel layout: %d module combinations, shares with %d cities, %d hints\n", combos,
           cities, hints);
    CHECK(combos > 20 && cities >= 6 && hints > 10);
    ui_app_free(o.a);
    SDL_DestroyRenderer(o.r);
    SDL_FreeSurface(o.surf);
    TTF_Quit();
    SDL_Quit();
    return check_done();
}
