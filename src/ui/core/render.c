/* Drawing a frame: the layout value played, its static part through a
 * cached layer. No view runs here (layout_pass.c runs them). */
#include "core/layout.h"
#include "platform/platform.h"

/* True when the static layer is on screen (cached or played again now). */
static bool use_layer(ui_app *a, const ui_layout_value *v)
{
    SDL_Renderer *r = ui_draw_renderer(a->res.d);
    if (a->res.no_layer || ui_animating(a)) return false;
    if (!a->res.layer || a->res.layer_w != a->lay.w || a->res.layer_h != a->lay.h) {
        if (a->res.layer) SDL_DestroyTexture(a->res.layer);
        a->res.layer = SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET,
                                         a->lay.w, a->lay.h);
        if (!a->res.layer) return false;
        SDL_SetTextureBlendMode(a->res.layer, SDL_BLENDMODE_NONE);
        a->res.layer_w = a->lay.w, a->res.layer_h = a->lay.h, a->res.layer_gen = v->base_gen - 1;
    }
    if (a->res.layer_gen != v->base_gen) {
        if (SDL_SetRenderTarget(r, a->res.layer) != 0) return false;
        ui_draw_list_play(a->res.d, v->base);
        SDL_SetRenderTarget(r, NULL);
        a->res.layer_gen = v->base_gen;
    }
    SDL_RenderCopy(r, a->res.layer, NULL, NULL);
    return true;
}

static void render(ui_app *a)
{
    ui_layout_current(a);
    const ui_layout_value *v = a->res.laid;
    if (v->layered && !use_layer(a, v)) ui_draw_list_play(a->res.d, v->base);
    ui_draw_list_play(a->res.d, v->top);
}

void ui_render(ui_app *a)
{
    ui_through_past(a, render);
}

void ui_render_forget(ui_app *a)
{
    if (a->res.layer) SDL_DestroyTexture(a->res.layer);
    a->res.layer = NULL;
    if (a->res.platform) a->res.platform->shown_key = 0; /* it may look otherwise (colours) */
    if (a->res.laid) ui_layout_value_forget(a->res.laid);
}
