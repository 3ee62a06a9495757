/* Where a tap goes, for the web suite's touch test (tests/web): the page
 * is driven by real touch events from outside, so it must say where its
 * buttons and a legal square are. */
#include <emscripten.h>
#include <string.h>

#include "core/app.h"
#include "input/actions.h"
#include "metro/engine.h"
#include "platform/web.h"

static int point(const ui_app *a, float x, float y)
{
    /* a control scrolled out of the window is not there to tap */
    if (x < 0 || y < 0 || x >= (float)a->lay.w || y >= (float)a->lay.h) return -1;
    float css = a->dpi > 0 ? a->dpi : 1; /* the layout's pixels to the page's */
    return (int)(x / css) * 65536 + (int)(y / css);
}

/* x * 65536 + y in CSS pixels, or -1 when it is not on the screen now:
 * "square" a legal square for the tile to lay, "hand" the first hand tile,
 * "rotate" the Rotate button, else the button scripts call by that name
 * (src/ui/input/actions.c). */
EMSCRIPTEN_KEEPALIVE int ui_web_where(const char *what)
{
    const ui_app *a = ui_web_app();
    if (!a || !a->frame) return -1;
    int action = UI_ACT_HAND_SLOT, arg = 0;
    if (!strcmp(what, "square")) {
        int tile = ui_current_tile(a);
        uint64_t legal = tile < 0 ? 0 : metro_lay_squares(&a->game->state, tile);
        for (int sq = 0; sq < METRO_SQUARES; sq++)
            if (legal >> sq & 1)
                return point(a, a->lay.bx + ((float)metro_col(sq) + 0.5f) * a->lay.ts,
                             a->lay.by + ((float)metro_row(sq) + 0.5f) * a->lay.ts);
        return -1;
    }
    if (!strcmp(what, "rotate")) /* a button with no script name: R does it */
        action = UI_ACT_ROTATE, arg = -1;
    else if (strcmp(what, "hand") && !ui_action_named(what, strlen(what), &action, &arg))
        return -1;
    for (int h = 0; h < a->frame->n_hits; h++) {
        const ui_hit *hit = &a->frame->hits[h];
        if (hit->action == action && (arg < 0 || hit->arg == arg))
            return point(a, hit->x + hit->w / 2, hit->y + hit->h / 2);
    }
    return -1;
}

/* The moves played, and the tile the player would lay now (-1: none). */
EMSCRIPTEN_KEEPALIVE int ui_web_moves(void)
{
    const ui_app *a = ui_web_app();
    return a ? a->game->cursor : -1;
}

EMSCRIPTEN_KEEPALIVE int ui_web_tile(void)
{
    const ui_app *a = ui_web_app();
    return a ? ui_current_tile(a) : -1;
}
