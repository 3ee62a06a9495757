/* Scene building blocks: fixed set-ups and a seeded move picker. */
#include <stdio.h>
#include <string.h>

#include "i18n/i18n.h"
#include "metro/module.h"
#include "harness/scene_kit.h"

void ui_scene_setup_struct(ui_setup *s, int players, bool free_orientation, uint64_t seed)
{
    ui_setup_default(s);
    s->players = players;
    s->free_orientation = free_orientation;
    s->random_seed = false;
    s->seed = seed;
    for (int p = 1; p < METRO_MAX_PLAYERS; p++)
        snprintf(s->controller[p], METRO_CONTROLLER_LEN, "%s", "greedy");
}

void ui_scene_setup_screen(ui_app *a)
{
    ui_setup_default(&a->ui.setup);
    for (int p = 1; p < METRO_MAX_PLAYERS; p++)
        snprintf(a->ui.setup.controller[p], METRO_CONTROLLER_LEN, "%s", "greedy");
    a->ui.screen = UI_SETUP;
}

void ui_scene_start_with(ui_app *a, int players, const char *modules, int option, uint64_t seed)
{
    ui_setup s;
    ui_scene_setup_struct(&s, players, false, seed);
    /* Ids one by one: a scene may show a module not offered yet (hidden). */
    char ids[128];
    snprintf(ids, sizeof ids, "%s", modules);
    for (char *id = strtok(ids, ","); id; id = strtok(NULL, ","))
        if (metro_module_find(id) >= 0) s.modules |= 1u << metro_module_find(id);
    for (int i = 0; i < metro_module_count(); i++)
        if (s.modules >> i & 1u && metro_module_get(i)->option.label) s.module_option[i] = option;
    ui_start_game(a, &s);
}

void ui_scene_play(ui_app *a, int n, uint64_t seed, int permille, bool stop_at_human, bool ai_only)
{
    metro_rng rng;
    metro_rng_seed(&rng, seed);
    static metro_move moves[METRO_MAX_MOVES], lays[METRO_MAX_MOVES], mods[METRO_MAX_MOVES];
    for (int i = 0; i < n && !metro_over(&a->game->state); i++) {
        if (stop_at_human && i > 0 && ui_seat_human(a, a->game->state.current)) return;
        int k = metro_legal_moves(&a->game->state, moves), nl = 0, nm = 0;
        for (int j = 0; j < k; j++) {
            if (moves[j].kind == METRO_MOVE_LAY) lays[nl++] = moves[j];
            if (moves[j].kind == METRO_MOVE_MODULE) mods[nm++] = moves[j];
        }
        bool mod = nm && (nl == 0 || (int)metro_rng_below(&rng, 1000) < permille);
        if (ai_only && ui_seat_human(a, a->game->state.current) && nl) mod = false;
        if (mod)
            ui_play_move(a, &mods[metro_rng_below(&rng, (uint32_t)nm)], false);
        else if (nl)
            ui_play_move(a, &lays[metro_rng_below(&rng, (uint32_t)nl)], false);
        else
            return;
    }
}

bool ui_scene_random_lay(const metro_state *s, metro_rng *rng, metro_move *out)
{
    static metro_move moves[METRO_MAX_MOVES]; /* scenes run on the UI thread only */
    int k = metro_legal_moves(s, moves), lays = 0;
    for (int j = 0; j < k; j++)
        if (moves[j].kind == METRO_MOVE_LAY) moves[lays++] = moves[j];
    if (lays == 0) return false;
    *out = moves[metro_rng_below(rng, (uint32_t)lays)];
    return true;
}

void ui_scene_hover(ui_app *a, int sq)
{
    a->ui.pointer.hover_sq = sq;
    a->ui.pointer.mouse_x = a->lay.bx + ((float)metro_col(sq) + 0.5f) * a->lay.ts;
    a->ui.pointer.mouse_y = a->lay.by + ((float)metro_row(sq) + 0.5f) * a->lay.ts;
}

void ui_scene_to_human(ui_app *a, uint64_t seed)
{
    ui_scene_play(a, 12, seed, 0, true, false);
    int tile = ui_current_tile(a);
    uint64_t legal = tile >= 0 ? metro_lay_squares(&a->game->state, tile) : 0;
    for (int sq = 0; sq < METRO_SQUARES; sq++)
        if (legal >> sq & 1) {
            ui_scene_hover(a, sq);
            return;
        }
}

void ui_scene_to_end(ui_app *a, uint64_t seed, int permille)
{
    ui_scene_play(a, 400, seed, permille, false, false);
    a->ui.screen = metro_over(&a->game->state) ? UI_END : UI_PLAY;
}

bool ui_scene_language(ui_app *a, const char *lang)
{
    char err[300];
    if (!ui_i18n_use(lang, err, sizeof err)) return fprintf(stderr, "metro: %s\n", err), false;
    ui_render_forget(a);
    return true;
}

bool ui_scene_ending_build(ui_app *a, const ui_scene_ending *e)
{
    ui_scene_start_with(a, e->players, e->modules, e->option, e->seed);
    ui_scene_to_end(a, e->seed * 101, e->permille);
    return true;
}
