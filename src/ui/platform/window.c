/* The window the frame step draws in: its size in pixels, and F11. */
#include <string.h>

#include "online/status_line.h"
#include "platform/platform.h"
#include "platform/window.h"

void ui_window_fit(ui_app *a)
{
    ui_platform *p = a->res.platform;
    int ow, oh, ww = 0, wh = 0;
    SDL_GetRendererOutputSize(p->renderer, &ow, &oh);
    if (p->window) SDL_GetWindowSize(p->window, &ww, &wh);
    a->dpi = ww > 0 ? (float)ow / (float)ww : 1;
    if (ow != a->lay.w || oh != a->lay.h) ui_layout_compute(&a->lay, ow, oh, a->ui.setup.scale);
}

/* Without a window manager SDL only marks the window fullscreen: the X
 * window kept its size while the layout took the screen's, so it was cropped
 * until a resize. The window is also placed and sized on its display (and
 * put back after), and the layout follows the size at once. */
void ui_window_fullscreen(ui_app *a)
{
    ui_platform *p = a->res.platform;
    SDL_Window *win = p->window;
    if (!win) return;
    a->fullscreen = !a->fullscreen;
    if (a->fullscreen) {
        SDL_Rect b;
        SDL_GetWindowPosition(win, &p->back_x, &p->back_y);
        SDL_GetWindowSize(win, &p->back_w, &p->back_h);
        if (SDL_GetDisplayBounds(SDL_GetWindowDisplayIndex(win), &b) == 0) {
            SDL_SetWindowPosition(win, b.x, b.y);
            SDL_SetWindowSize(win, b.w, b.h);
        }
        SDL_SetWindowFullscreen(win, SDL_WINDOW_FULLSCREEN_DESKTOP);
    } else {
        SDL_SetWindowFullscreen(win, 0);
        if (p->back_w > 0 && p->back_h > 0) {
            SDL_SetWindowSize(win, p->back_w, p->back_h);
            SDL_SetWindowPosition(win, p->back_x, p->back_y);
        }
    }
    ui_window_fit(a);
}

/* Set only when it changes: a window manager redraws its title bar. */
void ui_window_title(ui_app *a)
{
    SDL_Window *win = a->res.platform->window;
    const char *want = ui_online_title(a);
    if (win && strcmp(SDL_GetWindowTitle(win), want)) SDL_SetWindowTitle(win, want);
}
