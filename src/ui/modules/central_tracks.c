/* Module 3, central tracks (docs/rules.md §6.3), on screen: the 4 central
 * tiles are drawn like laid tiles (the generic board does that) with a red
 * frame, and the end screen says that nothing scores double. */
#include "i18n/i18n.h"
#include "harness/scene_kit.h"

/* The red frame on each central tile (static layer, over the tiles). */
static void board(const ui_app *a, ui_canvas *cv)
{
    const ui_layout *l = &a->lay;
    const metro_state *s = &a->game->state;
    int px = (int)l->ts - 2;
    for (int sq = 0; sq < METRO_SQUARES; sq++) {
        if (!metro_is_centre(sq) || s->cell[sq] == METRO_NO_TILE) continue;
        float x = l->bx + (float)metro_col(sq) * l->ts, y = l->by + (float)metro_row(sq) * l->ts;
        ui_round_frame(cv->d, x + 1, y + 1, (float)px, (float)px, 3, l->unit * 0.25f + 1,
                       UI_RGBA(0x8C3B35, 200));
    }
}

static bool central_tracks_2p(ui_app *a)
{
    ui_scene_start_with(a, 2, "central-tracks", 0, 22);
    ui_scene_play(a, 20, 2222, 0, false, false);
    ui_scene_to_human(a, 2);
    return true;
}

static const ui_scene scenes[] = {{"central-tracks-2p", central_tracks_2p}, {NULL, NULL}};

const struct ui_module ui_module_central_tracks = {
    .id = "central-tracks",
    .board = board,
    .end_note = N_("Lines: start→destination: points (central tracks: nothing scores double)"),
    .title = N_("Central tracks"),
    .title_in_text = N_("central tracks"),
    .help = N_("Four track tiles, chosen at random, cover the central station from the start "
               "(drawn with a red frame). The centre is no destination any more: lines run through "
               "it and on across the board until they reach a station.\n"
               "A central tile counts 1 point for each time a line enters it, like any tile; "
               "nothing scores double. A tile beside the centre still needs a laid board tile as "
               "its neighbour."),
    .scenes = scenes,
};
