/* Screenshot scenes of the expansion modules (fixed seeds, seeded move
 * picker that also plays module moves), for the visual suite. */
#include <stdio.h>
#include <string.h>

#include "metro/module.h"
#include "metro/modules.h"
#include "modui.h"
#include "scenes.h"

static void setup_with(ui_app *a, int players, const char *modules, int option, uint64_t seed)
{
    ui_setup s;
    ui_setup_default(&s);
    s.players = players;
    s.random_seed = false;
    s.seed = seed;
    for (int p = 1; p < METRO_MAX_PLAYERS; p++)
        snprintf(s.controller[p], METRO_CONTROLLER_LEN, "%s", "greedy");
    char err[200];
    if (metro_modules_parse(modules, &s.modules, err, sizeof err)) return;
    for (int i = 0; i < metro_module_count(); i++)
        if (s.modules >> i & 1u && metro_module_get(i)->option.label) s.module_option[i] = option;
    ui_start_game(a, &s);
}

/* n moves: a module move with probability permille/1000 when one exists
 * (for computer seats only with ai_only), else a lay (never a draw), chosen
 * by a seeded generator, not an AI. */
static void play_seeded_ex(ui_app *a, int n, uint64_t seed, int permille, bool stop_at_human,
                           bool ai_only)
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

static void play_seeded(ui_app *a, int n, uint64_t seed, int permille, bool stop_at_human)
{
    play_seeded_ex(a, n, seed, permille, stop_at_human, false);
}

/* Plays on to the human's turn, then points at a square the tile may go. */
static void to_human(ui_app *a, uint64_t seed)
{
    play_seeded(a, 12, seed, 0, true);
    int tile = ui_current_tile(a);
    uint64_t legal = tile >= 0 ? metro_lay_squares(&a->game->state, tile) : 0;
    for (int sq = 0; sq < METRO_SQUARES; sq++)
        if (legal >> sq & 1) {
            a->hover_sq = sq;
            a->mouse_x = a->lay.bx + ((float)metro_col(sq) + 0.5f) * a->lay.ts;
            a->mouse_y = a->lay.by + ((float)metro_row(sq) + 0.5f) * a->lay.ts;
            return;
        }
}

/* The pointer on the first free centre side (its + socket lights up). */
static void hover_socket(ui_app *a)
{
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    for (int slot = 0; slot < METRO_CENTRE_SIDES; slot++) {
        if (!metro_token_slot_free(&a->game->state, slot)) continue;
        int sq = metro_centre_slot_square(slot), side = metro_centre_slot_side(slot);
        a->mouse_x = a->lay.bx + ((float)metro_col(sq) + 0.5f + 0.7f * (float)dx[side]) * a->lay.ts;
        a->mouse_y = a->lay.by + ((float)metro_row(sq) + 0.5f + 0.7f * (float)dy[side]) * a->lay.ts;
        a->hover_sq = -1;
        return;
    }
}

static void end(ui_app *a, uint64_t seed, int permille)
{
    play_seeded(a, 400, seed, permille, false);
    a->screen = metro_over(&a->game->state) ? UI_END : UI_PLAY;
}

bool ui_scene_build_modules(ui_app *a, const char *name)
{
    if (!strcmp(name, "setup-modules")) {
        ui_setup_default(&a->setup);
        for (int p = 1; p < METRO_MAX_PLAYERS; p++)
            snprintf(a->setup.controller[p], METRO_CONTROLLER_LEN, "%s", "greedy");
        ui_setup_module_toggle(&a->setup, metro_module_find("station-numbers"));
        ui_setup_module_toggle(&a->setup, metro_module_find("central-stations"));
        a->screen = UI_SETUP;
        return true;
    }
    if (!strcmp(name, "setup-solo")) {
        ui_setup_default(&a->setup);
        ui_setup_module_toggle(&a->setup, metro_module_find("solo"));
        a->setup.module_option[metro_module_find("solo")] = 1;
        a->screen = UI_SETUP;
        return true;
    }
    if (!strcmp(name, "shares-4p")) { /* a share picked: the swap targets show */
        setup_with(a, 4, "shares,central-stations", 0, 41);
        play_seeded(a, 22, 4141, 60, false);
        to_human(a, 7);
        a->modui_gen = a->game_gen + 1, a->modui_share = 1, a->modui_slot = -1;
        return true;
    }
    if (!strcmp(name, "shares-6p")) { /* the tallest panel */
        setup_with(a, 6, "shares,central-stations", 0, 61);
        play_seeded(a, 30, 6161, 60, false);
        to_human(a, 6);
        return true;
    }
    if (!strcmp(name, "central-stations-3p")) {
        setup_with(a, 3, "central-stations", 0, 33);
        play_seeded_ex(a, 17, 3333, 150, false, true);
        to_human(a, 3);
        hover_socket(a);
        return true;
    }
    if (!strcmp(name, "central-tracks-2p")) {
        setup_with(a, 2, "central-tracks", 0, 22);
        play_seeded(a, 20, 2222, 0, false);
        to_human(a, 2);
        return true;
    }
    if (!strcmp(name, "station-numbers-4p")) {
        setup_with(a, 4, "station-numbers", 3, 44);
        play_seeded(a, 30, 4444, 0, false);
        to_human(a, 4);
        return true;
    }
    if (!strcmp(name, "solo")) {
        setup_with(a, 1, "solo", 0, 11);
        play_seeded(a, 4, 1111, 0, false);
        to_human(a, 1);
        return true;
    }
    if (!strcmp(name, "shares-endgame")) {
        setup_with(a, 4, "shares,central-tracks", 0, 45);
        end(a, 4545, 40);
        return true;
    }
    if (!strcmp(name, "station-numbers-endgame")) {
        setup_with(a, 3, "station-numbers,central-stations", 2, 46);
        end(a, 4646, 60);
        return true;
    }
    if (!strcmp(name, "central-stations-endgame")) { /* the base end screen, token lines */
        setup_with(a, 3, "central-stations", 0, 47);
        end(a, 4747, 150);
        return true;
    }
    if (!strcmp(name, "solo-endgame")) {
        setup_with(a, 1, "solo", 1, 12);
        end(a, 1212, 0);
        return true;
    }
    return false;
}
