/* Fixed, deterministic scenes for screenshots, visual tests and the benchmark. */
#include <stdio.h>
#include <string.h>

#include "scenes.h"

/* Seat 0 human, the others computer seats with fixed names (no privacy screen). */
static void scene_setup_struct(ui_setup *s, int players, bool free_orientation, uint64_t seed)
{
    ui_setup_default(s);
    s->players = players;
    s->free_orientation = free_orientation;
    s->random_seed = false;
    s->seed = seed;
    for (int p = 1; p < METRO_MAX_PLAYERS; p++)
        snprintf(s->controller[p], METRO_CONTROLLER_LEN, "%s", "greedy");
}

/* Lay `n` tiles chosen by a seeded generator among the legal lays (no draws),
 * so the scene does not depend on any AI's play. */
static void play_random(ui_app *a, int n, uint64_t seed)
{
    metro_rng rng;
    metro_rng_seed(&rng, seed);
    static metro_move moves[METRO_MAX_MOVES];
    for (int i = 0; i < n && !metro_over(&a->game->state); i++) {
        int k = metro_legal_moves(&a->game->state, moves), lays = 0;
        for (int j = 0; j < k; j++)
            if (moves[j].kind == METRO_MOVE_LAY) moves[lays++] = moves[j];
        if (lays == 0) break;
        ui_play_move(a, &moves[metro_rng_below(&rng, (uint32_t)lays)], false);
    }
}

static void hover(ui_app *a, int sq)
{
    a->hover_sq = sq;
    a->mouse_x = a->lay.bx + ((float)metro_col(sq) + 0.5f) * a->lay.ts;
    a->mouse_y = a->lay.by + ((float)metro_row(sq) + 0.5f) * a->lay.ts;
}

/* Square where the current tile breaks only rule 4 (the interesting red ghost),
 * else any illegal candidate-free empty square. */
static int illegal_square(const metro_state *s, int tile)
{
    uint64_t legal = metro_lay_squares(s, tile), cand = metro_candidate_squares(s);
    int fallback = -1;
    for (int sq = 0; sq < METRO_SQUARES; sq++) {
        if (metro_is_centre(sq) || s->cell[sq] != METRO_NO_TILE || (legal >> sq & 1)) continue;
        if ((cand >> sq & 1) && metro_lay_error(s, tile, sq) == METRO_ERR_ONE_TILE) return sq;
        if (fallback < 0) fallback = sq;
    }
    return fallback;
}

static int first_legal(const metro_state *s, int tile, int skip)
{
    uint64_t legal = metro_lay_squares(s, tile);
    for (int sq = 0; sq < METRO_SQUARES; sq++)
        if (legal >> sq & 1 && skip-- <= 0) return sq;
    return -1;
}

static bool hover_illegal(ui_app *a)
{
    ui_setup s;
    for (uint64_t seed = 3; seed < 40; seed++) { /* first deal with a rule-4 square */
        scene_setup_struct(&s, 4, false, seed);
        ui_start_game(a, &s);
        play_random(a, 14, seed * 7 + 1);
        while (!ui_seat_human(a, a->game->state.current)) play_random(a, 1, seed);
        int tile = ui_current_tile(a), sq = tile >= 0 ? illegal_square(&a->game->state, tile) : -1;
        if (sq >= 0 && metro_lay_error(&a->game->state, tile, sq) == METRO_ERR_ONE_TILE) {
            hover(a, sq);
            return true;
        }
    }
    return false;
}

bool ui_scene_build(ui_app *a, const char *name)
{
    ui_setup s;
    a->now = 0, a->hover_sq = -1, a->hint_sq = -1;
    if (!strcmp(name, "setup")) {
        ui_setup_default(&a->setup);
        for (int p = 1; p < METRO_MAX_PLAYERS; p++)
            snprintf(a->setup.controller[p], METRO_CONTROLLER_LEN, "%s", "greedy");
        a->screen = UI_SETUP;
        return true;
    }
    if (!strcmp(name, "empty-board-4p")) {
        scene_setup_struct(&s, 4, false, 7);
        ui_start_game(a, &s);
        return true;
    }
    if (!strcmp(name, "midgame-4p")) {
        scene_setup_struct(&s, 4, false, 42);
        ui_start_game(a, &s);
        play_random(a, 40, 4242);
        while (!ui_seat_human(a, a->game->state.current)) play_random(a, 1, 99);
        int sq = first_legal(&a->game->state, ui_current_tile(a), 2);
        if (sq >= 0) hover(a, sq);
        return true;
    }
    if (!strcmp(name, "hover-illegal")) return hover_illegal(a);
    if (!strcmp(name, "rules-help") || !strcmp(name, "hotseat-privacy")) {
        scene_setup_struct(&s, 2, false, 9);
        snprintf(s.controller[1], METRO_CONTROLLER_LEN, "%s", "human");
        ui_start_game(a, &s);
        play_random(a, 12, 99);
        a->overlay = name[0] == 'r' ? UI_OV_HELP : UI_OV_PRIVACY;
        return true;
    }
    if (!strcmp(name, "free-orientation-ghost")) {
        scene_setup_struct(&s, 3, true, 11);
        ui_start_game(a, &s);
        play_random(a, 18, 1111);
        while (!ui_seat_human(a, a->game->state.current)) play_random(a, 1, 5);
        a->rot = 1;
        int sq = first_legal(&a->game->state, ui_current_tile(a), 3);
        if (sq >= 0) hover(a, sq);
        return true;
    }
    if (!strcmp(name, "hand2-3p")) { /* source of the committed save fixture */
        scene_setup_struct(&s, 3, false, 23);
        s.hand_size = 2;
        ui_start_game(a, &s);
        play_random(a, 27, 2323);
        return true;
    }
    if (!strcmp(name, "endgame-6p")) {
        scene_setup_struct(&s, 6, false, 66);
        ui_start_game(a, &s);
        play_random(a, 200, 6666);
        a->screen = metro_over(&a->game->state) ? UI_END : UI_PLAY;
        return true;
    }
    return ui_scene_build_modules(a, name);
}

const char *const ui_scene_names[] = {"setup",
                                      "empty-board-4p",
                                      "midgame-4p",
                                      "hover-illegal",
                                      "free-orientation-ghost",
                                      "endgame-6p",
                                      "setup-modules",
                                      "setup-solo",
                                      "shares-4p",
                                      "central-stations-3p",
                                      "central-tracks-2p",
                                      "station-numbers-4p",
                                      "solo",
                                      "shares-endgame",
                                      "station-numbers-endgame",
                                      "central-stations-endgame",
                                      "solo-endgame",
                                      "hand2-3p",
                                      "rules-help",
                                      "hotseat-privacy",
                                      NULL};
