/* The events a script sends: the pointer, clicks on controls and squares
 * by their names, keys (every one through SDL's event queue). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/scroll.h"
#include "harness/script_kit.h"
#include "input/actions.h"
#include "metro/module.h"
#include "modules/ui_module.h"

/* The pointer to pixel (x, y): a motion event (counted for keys-only). */
void ui_script_move_to(ui_script *s, const ui_app *a, float x, float y)
{
    SDL_Event e = {0};
    s->mouse_events++;
    e.type = SDL_MOUSEMOTION;
    e.motion.x = (int)(x / a->dpi), e.motion.y = (int)(y / a->dpi);
    SDL_PushEvent(&e);
}

/* The centre of square RC (row and column digits), in pixels. */
void ui_script_square_centre(const ui_app *a, int rc, float *x, float *y)
{
    *x = a->lay.bx + ((float)(rc % 10) + 0.5f) * a->lay.ts;
    *y = a->lay.by + ((float)(rc / 10) + 0.5f) * a->lay.ts;
}

void ui_script_click_at(ui_script *s, ui_app *a, float x, float y)
{
    ui_script_move_to(s, a, x, y);
    SDL_Event e = {0};
    e.type = SDL_MOUSEBUTTONDOWN;
    e.button.button = SDL_BUTTON_LEFT, e.button.state = SDL_PRESSED, e.button.clicks = 1;
    e.button.x = (int)(x / a->dpi), e.button.y = (int)(y / a->dpi);
    SDL_PushEvent(&e);
    e.type = SDL_MOUSEBUTTONUP, e.button.state = SDL_RELEASED;
    SDL_PushEvent(&e);
}

const ui_hit *ui_script_find_hit(const ui_app *a, int action, int arg)
{
    for (int h = 0; h < a->frame->n_hits; h++)
        if (a->frame->hits[h].action == action && (arg < 0 || a->frame->hits[h].arg == arg))
            return &a->frame->hits[h];
    return NULL;
}

/* A control of a page scrolled out of view is scrolled to first, as a
 * player would (core/scroll.h); its place in the frame laid out again. */
static const ui_hit *into_view(ui_app *a, const ui_hit *h, int action, int arg)
{
    if (!h || a->frame->page_view[3] <= 0) return h;
    ui_page_reveal(a, h);
    ui_layout_frame(a);
    return ui_script_find_hit(a, action, arg);
}

bool ui_script_click_hit(ui_script *s, ui_app *a, int action, int arg)
{
    const ui_hit *h = into_view(a, ui_script_find_hit(a, action, arg), action, arg);
    if (h) ui_script_click_at(s, a, h->x + h->w / 2, h->y + h->h / 2);
    return h != NULL;
}

/* The control scripts call `name` (the action table's names, actions.h):
 * its action and argument (-1: any); false if none. */
static bool named(const char *name, int *action, int *arg)
{
    return ui_action_named(name, strlen(name), action, arg);
}

bool ui_script_press_button(ui_script *s, ui_app *a, const char *name)
{
    int action, arg;
    const ui_hit *h = named(name, &action, &arg) ? ui_script_find_hit(a, action, arg) : NULL;
    h = into_view(a, h, action, arg);
    if (h) ui_script_click_at(s, a, h->x + h->w / 2, h->y + h->h / 2);
    return h != NULL;
}

/* The named button is registered as clickable now. */
bool ui_script_button_clickable(const ui_app *a, const char *name)
{
    int action, arg;
    return named(name, &action, &arg) && ui_script_find_hit(a, action, -1);
}

/* Drawn as clickable, whether or not an overlay takes its clicks. */
bool ui_script_button_lit(const ui_app *a, const char *name)
{
    int action, arg;
    return named(name, &action, &arg) && (a->frame->lit_actions & ui_action_bit(action));
}

/* A module widget drawn this frame by the name in its module's table and
 * its argument (-1: any), NULL if none. */
static const ui_hit *find_module_hit(const ui_app *a, const char *name, int arg)
{
    for (int i = 0; i < ui_module_count(); i++) {
        const struct ui_module *m = ui_module_get(i);
        for (const ui_module_hit_name *h = m->hit_names; h && h->name; h++) {
            if (strcmp(h->name, name)) continue;
            int want = h->arg >= 0 ? h->arg : arg;
            for (int k = 0; k < a->frame->n_hits; k++)
                if (a->frame->hits[k].action == UI_ACT_MODULE_WIDGET &&
                    (a->frame->hits[k].arg & ~255) == (ui_module_hit_arg(m, h->action, 0) & ~255) &&
                    (want < 0 || (a->frame->hits[k].arg & 255) == want))
                    return &a->frame->hits[k];
        }
    }
    return NULL;
}

/* Hit h is module widget NAME of its module's table (scripts' names). */
bool ui_script_hit_named(const ui_hit *h, const char *name)
{
    if (!h || h->action != UI_ACT_MODULE_WIDGET) return false;
    const struct ui_module *m = ui_module_get(h->arg >> 16);
    for (const ui_module_hit_name *n = m ? m->hit_names : NULL; n && n->name; n++)
        if (!strcmp(n->name, name) && (h->arg >> 8 & 255) == n->action &&
            (n->arg < 0 || (h->arg & 255) == n->arg))
            return true;
    return false;
}

/* "widget:NAME" or "widget:NAME=ARG": that module widget is drawn now. */
bool ui_script_widget_drawn(const ui_app *a, const char *spec)
{
    char name[32] = "";
    int arg = -1;
    if (sscanf(spec, "%31[^=]=%d", name, &arg) < 1) return false;
    return find_module_hit(a, name, arg) != NULL;
}

/* Module widgets by the names in the modules' tables; arg -1 means "any". */
bool ui_script_press_hit(ui_script *s, ui_app *a, const char *spec)
{
    char name[32] = "";
    int arg = -1;
    if (!strncmp(spec, "module ", 7)) /* a set-up switch, by module id */
        return ui_script_click_hit(s, a, UI_ACT_MODULE, metro_module_find(spec + 7));
    if (sscanf(spec, "%31s %d", name, &arg) < 1) return false;
    if (!strcmp(name, "move")) return ui_script_click_hit(s, a, UI_ACT_MODULE_MOVE, arg);
    const ui_hit *h = find_module_hit(a, name, arg); /* arg -1: any of the widget's */
    if (h) ui_script_click_at(s, a, h->x + h->w / 2, h->y + h->h / 2);
    return h != NULL;
}

bool ui_script_press_key(const char *spec)
{
    SDL_Event e = {0};
    e.type = SDL_KEYDOWN, e.key.state = SDL_PRESSED;
    for (bool more = true; more;) { /* "ctrl+shift+tab" */
        more = false;
        if (!strncmp(spec, "ctrl+", 5)) e.key.keysym.mod |= KMOD_LCTRL, spec += 5, more = true;
        if (!strncmp(spec, "shift+", 6)) e.key.keysym.mod |= KMOD_LSHIFT, spec += 6, more = true;
    }
    SDL_Keycode k = SDL_GetKeyFromName(spec);
    if (k == SDLK_UNKNOWN) return false;
    e.key.keysym.sym = k, e.key.keysym.scancode = SDL_GetScancodeFromKey(k);
    SDL_PushEvent(&e);
    e.type = SDL_KEYUP, e.key.state = SDL_RELEASED;
    SDL_PushEvent(&e);
    return true;
}

/* A legal square for the current tile: the first of "RC RC ..." where it may
 * go, else the first; -1 if none. */
static int legal_square(const ui_app *a, const char *prefer)
{
    int tile = ui_current_tile(a);
    if (tile < 0) return -1;
    uint64_t legal = metro_lay_squares(&a->game->state, tile);
    for (const char *p = prefer; *p;) { /* "RC RC ...": the first one legal */
        char *end;
        long rc = strtol(p, &end, 10);
        if (end == p) break;
        p = end;
        int sq = (int)(rc / 10) * 8 + (int)(rc % 10);
        if (rc >= 0 && rc < 78 && rc % 10 < 8 && (legal >> sq & 1)) legal = 1ull << sq;
    }
    for (int sq = 0; sq < METRO_SQUARES; sq++)
        if (legal >> sq & 1) return sq;
    return -1;
}

bool ui_script_lay_any(ui_script *s, ui_app *a, const char *prefer)
{
    int sq = legal_square(a, prefer);
    if (sq >= 0)
        ui_script_click_at(s, a, a->lay.bx + ((float)metro_col(sq) + 0.5f) * a->lay.ts,
                           a->lay.by + ((float)metro_row(sq) + 0.5f) * a->lay.ts);
    return sq >= 0;
}

/* As a player without a mouse: the arrow keys walk the cursor to a legal
 * square (the first press only shows it), Enter lays. */
bool ui_script_key_lay(ui_app *a, const char *prefer)
{
    int sq = legal_square(a, prefer), at = a->ui.pointer.cursor_sq;
    if (sq < 0) return false;
    if (!a->ui.pointer.keyboard) ui_script_press_key("Up");
    for (int r = metro_row(at); r != metro_row(sq); r += r < metro_row(sq) ? 1 : -1)
        ui_script_press_key(r < metro_row(sq) ? "Down" : "Up");
    for (int c = metro_col(at); c != metro_col(sq); c += c < metro_col(sq) ? 1 : -1)
        ui_script_press_key(c < metro_col(sq) ? "Right" : "Left");
    return ui_script_press_key("Return");
}
