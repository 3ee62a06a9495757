/* The palettes of seat and company colours (issue 38), seen where every
 * seat and company shows at once: a 6-player shares game in its middle. */
#include "core/focus.h"
#include "harness/scene_kit.h"
#include "harness/scenes_palette.h"

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
    {NULL, NULL},
};
