/* Owner-coloured lines on the board: each track piece of a line in its
 * owner's colour (open lines light, completed ones full), a centre stripe,
 * and the owner's mark at the line's end, so hue is never the only cue. */
#include "modules/ui_module.h"

/* The seat whose lines "only mine" shows: the only human, else the human to
 * move (lines are public: no hotseat secret), else none. */
int ui_line_viewer(const ui_app *a)
{
    const metro_state *s = &a->game->state;
    if (ui_human_count(a) == 1)
        for (int p = 0; p < s->cfg.players; p++)
            if (ui_seat_human(a, p)) return p;
    int seat = ui_turn_seat_shown(a); /* End turn to press: still the mover's view */
    return ui_seat_human(a, seat) ? seat : -1;
}

ui_colour ui_owner_light(const ui_draw *d, int account)
{
    ui_colour c = ui_owner_colour(d, account);
    c.r = (Uint8)((c.r * 3 + 255 * 2) / 5), c.g = (Uint8)((c.g * 3 + 255 * 2) / 5);
    c.b = (Uint8)((c.b * 3 + 255 * 2) / 5);
    return c;
}

/* The owner's mark on track piece k of the line: a disc in its colour. */
static void line_mark(const ui_app *a, ui_canvas *cv, const ui_path *p, int k, int owner, bool done)
{
    const ui_layout *l = &a->lay;
    int sq = p->sq[k], side = p->in_side[k];
    char letters[5];
    metro_tile_letters(a->game->state.cell[sq], letters);
    float mx, my;
    ui_track_middle(side, letters[side], &mx, &my);
    float cx = l->bx + ((float)metro_col(sq) + mx) * l->ts;
    float cy = l->by + ((float)metro_row(sq) + my) * l->ts, r = l->ts * 0.11f;
    ui_circle(cv->d, cx, cy, r + 1.5f, UI_RGB(0x1E1B16));
    ui_circle(cv->d, cx, cy, r,
              done ? ui_owner_colour(cv->d, owner) : ui_owner_light(cv->d, owner));
    ui_symbol(cv->d, ui_owner_symbol(owner), cx, cy,
              r * 0.7f, /* big enough to tell a hexagon from a circle */
              done ? ui_owner_ink(cv->d, owner) : UI_RGB(0x1E1B16));
}

static void draw_line(const ui_app *a, ui_canvas *cv, int id)
{
    const metro_line *ln = &a->game->state.line[id];
    const ui_path *p = &a->lines.path[id];
    const ui_layout *l = &a->lay;
    bool done = ln->status == METRO_LINE_DONE;
    ui_colour c = done ? ui_owner_colour(cv->d, ln->owner) : ui_owner_light(cv->d, ln->owner);
    int px = (int)l->ts - 2;
    bool wide = a->ui.setup.palette == UI_PALETTE_HIGH_CONTRAST;
    for (int i = 0; i < p->n; i++) {
        int sq = p->sq[i], side = p->in_side[i];
        char letters[5];
        metro_tile_letters(a->game->state.cell[sq], letters);
        float x = l->bx + (float)metro_col(sq) * l->ts + 1;
        float y = l->by + (float)metro_row(sq) * l->ts + 1;
        ui_draw_art(cv->d, a->res.art, wide ? UI_ART_TRACK_WIDE : UI_ART_TRACK, side, letters[side],
                    px, x, y, (float)px, (float)px, c);
        /* a centre stripe keeps light colours visible on the light tiles;
         * completed lines wear their owner's ink colour there */
        ui_draw_art(cv->d, a->res.art, wide ? UI_ART_CORE_WIDE : UI_ART_CORE, side, letters[side],
                    px, x, y, (float)px, (float)px,
                    done ? ui_owner_ink(cv->d, ln->owner) : UI_RGB(0x2F3440));
    }
}

void ui_draw_owned_lines(const ui_app *a, ui_canvas *cv)
{
    const metro_state *s = &a->game->state;
    int mode = a->ui.setup.line_colours, viewer = ui_line_viewer(a);
    if (mode == UI_LINES_PLAIN) return;
    bool shown[METRO_MAX_LINES] = {false};
    for (int id = 0; id < METRO_MAX_LINES; id++) {
        const metro_line *ln = &s->line[id];
        if (ln->status == METRO_LINE_UNUSED || ln->owner < 0 || a->lines.path[id].n == 0) continue;
        if (mode == UI_LINES_MINE && ln->owner != viewer) continue;
        shown[id] = true;
    }
    /* open lines first: a completed line's full colour stays on top */
    for (int pass = 0; pass < 2; pass++)
        for (int id = 0; id < METRO_MAX_LINES; id++)
            if (shown[id] && (s->line[id].status == METRO_LINE_DONE) == (pass == 1))
                draw_line(a, cv, id);
    for (int id = 0; id < METRO_MAX_LINES; id++) { /* whose: the mark at the line's end */
        if (!shown[id]) continue;
        const ui_path *p = &a->lines.path[id];
        line_mark(a, cv, p, p->n - 1, s->line[id].owner, s->line[id].status == METRO_LINE_DONE);
    }
}
