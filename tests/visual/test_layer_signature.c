/* The cached layer's signature (src/ui/core/layer_signature.c): every field of
 * the UI state, changed in turn, changes it; the pointer changes it only
 * through the widget under it; the game's position and seats change it. */
#include <stdlib.h>

#include "check.h"
#include "core/layer_signature.h"

static uint64_t sig(const ui_state *ui, const ui_hit *hov, const metro_game *g)
{
    return ui_layer_signature(ui, hov, g, 1, 1024, 640);
}

int main(void)
{
    metro_game *g = calloc(1, sizeof *g);
    metro_config cfg;
    char err[200];
    metro_config_default(&cfg, 3);
    CHECK(g && metro_game_new(g, &cfg, err, sizeof err) == 0);
    ui_state ui = {0};
    ui.screen = UI_PLAY, ui.hover_line = -1;
    const uint64_t base = sig(&ui, NULL, g);
    CHECK(sig(&ui, NULL, g) == base); /* a function of its inputs */

    /* Each byte of the state before the pointer: no field can be left out. */
    int missed = 0;
    for (size_t i = 0; i < offsetof(ui_state, pointer); i++) {
        ui_state changed = ui;
        ((unsigned char *)&changed)[i] ^= 0x5A;
        missed += sig(&changed, NULL, g) == base;
    }
    CHECK(missed == 0);
    /* The same by name, for fields the old hand list of inputs left out
     * (the layer then showed a stale screen when only they changed). */
    ui_state named = ui;
    named.hint_sq = 12;
    CHECK(sig(&named, NULL, g) != base);
    named = ui, named.end_board = true;
    CHECK(sig(&named, NULL, g) != base);
    named = ui, named.setup.players = 5;
    CHECK(sig(&named, NULL, g) != base);
    named = ui, named.mod_sel[1] = 3;
    CHECK(sig(&named, NULL, g) != base);
    named = ui, named.log[0][5] = 'x'; /* the words, not only their count */
    CHECK(sig(&named, NULL, g) != base);

    /* The pointer: only through the widget under it. */
    named = ui, named.pointer.mouse_x = 300, named.pointer.hover_sq = 9;
    CHECK(sig(&named, NULL, g) == base);
    ui_hit button = {0, 0, 10, 10, UI_ACT_DRAW, 0, 0, 0, 0};
    CHECK(sig(&ui, &button, g) != base);
    ui_hit other = button;
    other.arg = 1;
    CHECK(sig(&ui, &other, g) != sig(&ui, &button, g));

    /* The game: a move, a seat's name, the window's size, the generation. */
    metro_game *moved = malloc(sizeof *moved);
    metro_move legal[METRO_MAX_MOVES];
    *moved = *g;
    CHECK(metro_legal_moves(&moved->state, legal) > 0 && metro_game_play(moved, &legal[0]) == 0);
    CHECK(sig(&ui, NULL, moved) != base);
    *moved = *g;
    moved->seat[2].name[0] ^= 1;
    CHECK(sig(&ui, NULL, moved) != base);
    CHECK(ui_layer_signature(&ui, NULL, g, 2, 1024, 640) != base);
    CHECK(ui_layer_signature(&ui, NULL, g, 1, 1024, 641) != base);
    free(moved);
    free(g);
    return check_done();
}
