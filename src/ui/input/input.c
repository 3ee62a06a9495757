/* Input: SDL events become the window's actions (actions.h), keys
 * (keys.c), typing (typing.c) and the pointer's place. */
#include "core/app.h"
#include "core/focus.h"
#include "core/scroll.h"
#include "files/files_dialog.h"
#include "input/act.h"
#include "input/keys.h"
#include "input/typing.h"
#include "lesson/tutorial.h"

/* True when the pointer is over the side panel and its column scrolls. */
static bool over_panel_column(const ui_app *a)
{
    float x = a->ui.pointer.mouse_x, y = a->ui.pointer.mouse_y;
    const ui_layout *l = &a->lay;
    return a->frame->panel_scroll_max > 0 && x >= l->px && y >= l->py && x < l->px + l->pw &&
           y < l->py + l->ph;
}

/* Line under the pointer: a station marker, or the nearest track of a tile. */
static int line_under(const ui_app *a, float x, float y)
{
    int st = ui_station_at_px(&a->lay, x, y);
    if (st) return ui_line_ending_at(&a->game->state, st);
    int sq = ui_square_at(&a->lay, x, y);
    if (sq < 0 || a->game->state.cell[sq] == METRO_NO_TILE) return -1;
    float u = (x - a->lay.bx) / a->lay.ts - (float)metro_col(sq);
    float v = (y - a->lay.by) / a->lay.ts - (float)metro_row(sq);
    char letters[5];
    metro_tile_letters(a->game->state.cell[sq], letters);
    int best = -1;
    float bd = 0.09f;
    for (int side = 0; side < 4; side++) {
        float dd = ui_track_distance(side, letters[side], u, v);
        if (dd < bd) bd = dd, best = a->lines.at[sq][side];
    }
    return best;
}

static void mouse_move(ui_app *a, float x, float y)
{
    a->ui.pointer.mouse_x = x, a->ui.pointer.mouse_y = y, a->ui.pointer.keyboard = false;
    /* a square counts only while the board is what the pointer is on: one
     * under a dialog, the gate or another screen would show a ghost there
     * when it closes, though the pointer never moved onto the board */
    bool on_board =
        (a->ui.screen == UI_PLAY || a->ui.screen == UI_END) && a->ui.overlay == UI_OV_NONE;
    a->ui.pointer.hover_sq = on_board ? ui_square_at(&a->lay, x, y) : -1;
    if (a->ui.screen != UI_PLAY && a->ui.screen != UI_END) return;
    a->ui.hover_line = a->ui.overlay == UI_OV_NONE && !a->ui.history ? line_under(a, x, y) : -1;
    if (a->ui.tutor.step) ui_tutorial_hovered(a); /* the line it asks to follow */
}

/* A press of the pointer (a click, or a finger's tap when it lifts). */
static void press(ui_app *a, float x, float y, int button)
{
    mouse_move(a, x, y);
    ui_focus_clear(a); /* the ring is for keyboard players */
    if (button == SDL_BUTTON_RIGHT) {
        if (a->game->state.cfg.free_orientation && !a->ui.history) a->ui.rot = (a->ui.rot + 1) % 4;
        return;
    }
    const ui_hit *h = ui_hit_find(a, x, y);
    if (h)
        ui_do_action(a, h->action, h->arg);
    else if (a->ui.screen == UI_PLAY && a->ui.overlay == UI_OV_NONE)
        ui_try_lay(a, a->ui.pointer.hover_sq);
    else if (a->ui.screen != UI_PLAY && a->ui.screen != UI_END)
        a->ui.focus = UI_FOCUS_NONE;
}

/* A finger moved by dy pixels (down is positive): the page or the panel
 * under it follows the finger, as a phone's pages do. */
static void finger_drag(ui_app *a, float dy)
{
    if (!a->ui.pointer.touch_down) return;
    a->ui.pointer.touch_moved += dy < 0 ? -dy : dy;
    if (ui_page_scroll(a, -dy)) return;
    if (a->ui.overlay == UI_OV_NONE && over_panel_column(a)) ui_panel_scroll(a, -dy);
}

void ui_handle_event(ui_app *a, const SDL_Event *e)
{
    switch (e->type) {
    case SDL_QUIT:
        a->quit = true;
        break;
    case SDL_MOUSEMOTION:
        mouse_move(a, (float)e->motion.x * a->dpi, (float)e->motion.y * a->dpi);
        break;
    case SDL_MOUSEBUTTONDOWN:
        if (e->button.which == SDL_TOUCH_MOUSEID) { /* a finger: pressed when lifted */
            a->ui.pointer.touch_down = true, a->ui.pointer.touch_moved = 0;
            mouse_move(a, (float)e->button.x * a->dpi, (float)e->button.y * a->dpi);
        } else
            press(a, (float)e->button.x * a->dpi, (float)e->button.y * a->dpi, e->button.button);
        break;
    case SDL_MOUSEBUTTONUP:
        /* a tap, not a drag: less than half a unit of travel */
        if (e->button.which == SDL_TOUCH_MOUSEID && a->ui.pointer.touch_down &&
            a->ui.pointer.touch_moved < 0.5f * a->lay.unit)
            press(a, (float)e->button.x * a->dpi, (float)e->button.y * a->dpi, SDL_BUTTON_LEFT);
        a->ui.pointer.touch_down = false;
        break;
    case SDL_FINGERMOTION:
        finger_drag(a, e->tfinger.dy * (float)a->lay.h);
        break;
    case SDL_MOUSEWHEEL:
        if (a->ui.overlay == UI_OV_PROMPT)
            ui_files_wheel(a, e->wheel.y);
        else if (ui_page_scroll(a, -(float)e->wheel.y * 2.5f * a->lay.unit)) /* a tall page */
            break;
        else if (a->ui.overlay == UI_OV_NONE && over_panel_column(a))
            ui_panel_scroll(a, -(float)e->wheel.y * 2.5f * a->lay.unit); /* a row a notch */
        else if (a->ui.screen == UI_PLAY && a->game->state.cfg.free_orientation && !a->ui.history)
            a->ui.rot = (a->ui.rot + (e->wheel.y > 0 ? 1 : 3)) % 4;
        break;
    case SDL_KEYDOWN:
        ui_key_down(a, &e->key);
        break;
    case SDL_TEXTINPUT:
        ui_text_input(a, e->text.text);
        break;
    default:
        break;
    }
}
