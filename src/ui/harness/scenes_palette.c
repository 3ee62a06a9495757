/* The palettes of seat and company colours (issue 38), seen where every
 * seat and company shows at once: a 6-player shares game in its middle. */
#include "core/focus.h"
#include "harness/scene_kit.h"
#include "harness/scenes_palette.h"
#include "metro/modules.h"

static bool palette_game(ui_app *a, int palette, const char *lang)
{
    if (lang && !ui_scene_language(a, lang)) return false;
    ui_scene_start_with(a, 6, "shares,central-stations", 0, 61);
    ui_scene_play(a, 30, 6161, 60, false, false);
    ui_scene_to_human(a, 6);
    a->ui.setup.palette = palette; /* ui_scene_build makes it the one in use */
    return true;
}

static bool colour_blind(ui_app *a)
{
    return palette_game(a, UI_PALETTE_COLOUR_BLIND, NULL);
}

static bool colour_blind_de(ui_app *a)
{
    return palette_game(a, UI_PALETTE_COLOUR_BLIND, "de");
}

static bool colour_blind_nl(ui_app *a)
{
    return palette_game(a, UI_PALETTE_COLOUR_BLIND, "nl");
}

static bool colour_blind_fr(ui_app *a)
{
    return palette_game(a, UI_PALETTE_COLOUR_BLIND, "fr");
}

static bool high_contrast(ui_app *a)
{
    return palette_game(a, UI_PALETTE_HIGH_CONTRAST, NULL);
}

static bool high_contrast_de(ui_app *a)
{
    return palette_game(a, UI_PALETTE_HIGH_CONTRAST, "de");
}

static bool high_contrast_nl(ui_app *a)
{
    return palette_game(a, UI_PALETTE_HIGH_CONTRAST, "nl");
}

static bool high_contrast_fr(ui_app *a)
{
    return palette_game(a, UI_PALETTE_HIGH_CONTRAST, "fr");
}

/* High contrast's thicker focus ring, on the Hint button. */
static bool high_contrast_focus(ui_app *a)
{
    if (!palette_game(a, UI_PALETTE_HIGH_CONTRAST, NULL)) return false;
    ui_focus_set(a, UI_ACT_HINT, 0);
    return true;
}

/* How many of its shares seat p shows (central station tokens). */
static int shown_by(const metro_state *s, int p)
{
    int shown = 0;
    for (int k = 0; k < METRO_SHARE_STACKS; k++) shown += metro_shares_frozen(s, p, k);
    return shown;
}

/* The seat to move places a central station token, showing a share; false
 * when it has none to place. */
static bool place_token(ui_app *a)
{
    static metro_move moves[METRO_MAX_MOVES]; /* scenes run on the UI thread only */
    static metro_state after;
    const metro_state *s = &a->game->state;
    int p = s->current, k = metro_legal_moves(s, moves);
    for (int i = 0; i < k; i++) {
        if (moves[i].kind != METRO_MOVE_MODULE) continue;
        after = *s;
        metro_apply_unchecked(&after, &moves[i]);
        if (shown_by(&after, p) > shown_by(s, p)) return ui_play_move(a, &moves[i], false) == 0;
    }
    return false;
}

/* The seat rows at their fullest: a 6-player shares game where Ben and
 * Dario have placed two central station tokens each, so two share chips
 * stand beside their names (the chips once covered the rows' words). */
static bool seat_chips(ui_app *a)
{
    ui_scene_start_with(a, 6, "shares,central-stations", 0, 62);
    ui_scene_play(a, 14, 6262, 0, false, false);
    int placed = 0;
    for (int i = 0; i < 24 && placed < 4; i++) {
        int p = a->game->state.current;
        if ((p == 1 || p == 3) && place_token(a))
            placed++;
        else
            ui_scene_play(a, 1, 6300 + (uint64_t)i, 0, false, false);
    }
    ui_scene_to_human(a, 62);
    return placed == 4;
}

static bool seat_chips_de(ui_app *a)
{
    return ui_scene_language(a, "de") && seat_chips(a);
}

const ui_scene ui_palette_scenes[] = {
    {"palette-colour-blind", colour_blind},
    {"palette-colour-blind-de", colour_blind_de},
    {"palette-colour-blind-nl", colour_blind_nl},
    {"palette-colour-blind-fr", colour_blind_fr},
    {"palette-high-contrast", high_contrast},
    {"palette-high-contrast-de", high_contrast_de},
    {"palette-high-contrast-nl", high_contrast_nl},
    {"palette-high-contrast-fr", high_contrast_fr},
    {"palette-high-contrast-focus", high_contrast_focus},
    {"palette-seat-chips", seat_chips},
    {"palette-seat-chips-de", seat_chips_de},
    {NULL, NULL},
};
