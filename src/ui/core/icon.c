/* The application icon, drawn from the game's own tile art (tools/gen-icons). */
#include <stdio.h>

#include "core/app.h"
#include "platform/asset_dir.h"
#include "core/icon.h"
#include "core/png_file.h"
#include "printable.h"
#include "core/theme.h"

/* The tile on the icon: its four tracks curve into each other, which reads as
 * "metro" even at 16 pixels. */
enum { ICON_TILE = 9 };

static void draw_icon(ui_draw *d, ui_tileart *art, int px)
{
    float s = (float)px, pad = s * 0.06f, side = s - 2 * pad;
    ui_round_rect(d, pad, pad, side, side, side * 0.18f, UI_TABLE);
    float inner = side * 0.80f, x = (s - inner) / 2;
    int ipx = (int)inner;
    ui_texture(d, ui_tile_texture(art, ICON_TILE, ipx), x, x, inner, inner, UI_RGB(0xFFFFFF));
    char letters[5];
    metro_tile_letters(ICON_TILE, letters);
    /* Each track in a seat colour, as lines of four players cross one tile. */
    for (int in = 0; in < 4; in++) {
        SDL_Texture *t = ui_track_texture(art, in, letters[in], ipx, false);
        ui_texture(d, t, x, x, inner, inner, ui_owner_colour(d, in));
    }
}

int ui_render_icon(const char *file, int px)
{
    SDL_Surface *surf = SDL_CreateRGBSurfaceWithFormat(0, px, px, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *r = surf ? SDL_CreateSoftwareRenderer(surf) : NULL;
    char err[300] = "";
    char fonts[1024];
    if (!ui_asset_path("fonts", fonts, sizeof fonts))
        snprintf(err, sizeof err, "cannot find the game's fonts");
    ui_draw *d = r && !err[0] ? ui_draw_new(r, fonts, err, sizeof err) : NULL;
    ui_tileart *art = r ? ui_tileart_new(r) : NULL;
    int rc = 0;
    if (!d || !art) {
        fprintf(stderr, "metro: cannot draw the icon: %s\n", err[0] ? err : SDL_GetError());
        rc = 1;
    } else {
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
        SDL_SetRenderDrawColor(r, 0, 0, 0, 0); /* transparent corners */
        SDL_RenderClear(r);
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
        draw_icon(d, art, px);
        SDL_RenderPresent(r);
        int cause = ui_png_write(surf, file, err, sizeof err);
        if (cause) rc = ui_write_exit_status(cause), metro_print_line(stderr, "metro: %s", err);
    }
    ui_tileart_free(art);
    ui_draw_free(d);
    if (r) SDL_DestroyRenderer(r);
    if (surf) SDL_FreeSurface(surf);
    return rc;
}
