/* Metro City Paris's board (docs/rules.md §7.1): the tourists on it, the
 * squares a tourist with no free field may go to, and a tourist's flight
 * from the laid tile to its field or square when it moves. */
#include "core/theme.h"
#include "core/widgets.h"
#include "metro/modules.h"
#include "modules/city_kit.h"
#include "modules/paris.h"

/* ---- a tourist's flight (UI_ANIM_MODULE) ---------------------------------- */

bool ui_paris_flight_now(const ui_app *a, ui_paris_flight *f)
{
    const metro_game *g = a->game;
    const ui_anim *an = NULL;
    for (int i = 0; i < a->n_anim; i++)
        if (a->anim[i].kind == UI_ANIM_MODULE && a->now >= a->anim[i].start &&
            a->now < a->anim[i].start + a->anim[i].dur)
            an = &a->anim[i];
    if (!an || g->cursor < 1) return false;
    f->t = (float)(a->now - an->start) / (float)an->dur;
    f->before = g->initial;
    f->from_sq = -1;
    for (int k = 0; k < g->cursor - 1; k++) {
        if (g->moves[k].kind == METRO_MOVE_LAY) f->from_sq = g->moves[k].sq;
        metro_apply_unchecked(&f->before, &g->moves[k]);
    }
    const metro_move *last = &g->moves[g->cursor - 1];
    if (last->kind == METRO_MOVE_LAY) f->from_sq = last->sq;
    if (f->from_sq < 0) return false;
    const metro_state *s = &g->state;
    int colour[32];
    f->seat = f->before.current;
    f->fields = metro_paris_filled(s, f->seat) & ~metro_paris_filled(&f->before, f->seat);
    f->waiting = last->kind == METRO_MOVE_LAY ? metro_paris_waiting(s, colour) : 0;
    f->squares_gained = 0;
    for (uint64_t b = metro_city_tourist_squares(s); b; b &= b - 1) {
        int sq = __builtin_ctzll(b), c[METRO_CITY_TOURISTS];
        if (sq != f->from_sq &&
            metro_city_tourists_on(s, sq, c) > metro_city_tourists_on(&f->before, sq, c))
            f->squares_gained |= 1ull << sq;
    }
    return true;
}

/* The hit rect of one of our widgets, found among this frame's hits. */
static bool widget_rect(const ui_frame *fr, int action, int arg, float *cx, float *cy, float *w)
{
    int want = ui_module_hit_arg(&ui_module_paris, action, arg);
    for (const ui_hit *h = fr->hits; h < fr->hits + fr->n_hits; h++)
        if (h->action == UI_ACT_MODULE_WIDGET && h->arg == want) {
            *cx = h->x + h->w / 2, *cy = h->y + h->h / 2, *w = h->w;
            return true;
        }
    return false;
}

static void square_centre(const ui_layout *l, int sq, float *x, float *y)
{
    *x = l->bx + ((float)metro_col(sq) + 0.5f) * l->ts;
    *y = l->by + ((float)metro_row(sq) + 0.5f) * l->ts;
}

/* One tourist on its way from the laid tile to (tx, ty), in an arc. */
static void fly(const ui_app *a, ui_canvas *cv, const ui_paris_flight *f, float tx, float ty, int c,
                int k)
{
    float delay = 0.12f * (float)k, t = (f->t - delay) / (1 - delay); /* the k-th flies later */
    if (t < 0) t = 0;
    if (t > 1) return;
    float sx, sy, e = t * t * (3 - 2 * t);
    square_centre(&a->lay, f->from_sq, &sx, &sy);
    float x = sx + (tx - sx) * e, y = sy + (ty - sy) * e - a->lay.ts * 0.8f * 4 * e * (1 - e);
    ui_city_tourist(a, cv, x, y, a->lay.ts * (0.24f + 0.08f * 4 * e * (1 - e)), c);
}

static void draw_flights(const ui_app *a, ui_canvas *cv)
{
    ui_paris_flight f;
    if (!ui_paris_flight_now(a, &f)) return;
    int sights[METRO_PARIS_ROW_MAX], n = metro_paris_row(&a->game->state, f.seat, sights), k = 0;
    float x, y, w;
    for (uint32_t b = f.fields; b; b &= b - 1, k++) {
        int fld = __builtin_ctz(b);
        if (fld / 4 < n &&
            (widget_rect(cv->frame, A_FIELD, f.seat * FIELDS_MAX + fld, &x, &y, &w) ||
             widget_rect(cv->frame, A_CHOICE, f.seat * FIELDS_MAX + fld, &x, &y, &w)))
            fly(a, cv, &f, x, y, metro_paris_field_colour(sights[fld / 4], fld % 4), k);
    }
    int colour[32];
    int waiting = metro_paris_waiting(&a->game->state, colour);
    for (int i = 0; i < f.waiting && i < waiting; i++, k++)
        if (widget_rect(cv->frame, A_WAITING, i, &x, &y, &w)) fly(a, cv, &f, x, y, colour[i], k);
    for (uint64_t b = f.squares_gained; b; b &= b - 1, k++) {
        int sq = __builtin_ctzll(b), c[METRO_CITY_TOURISTS];
        int n_on = metro_city_tourists_on(&a->game->state, sq, c);
        square_centre(&a->lay, sq, &x, &y);
        fly(a, cv, &f, x, y, c[n_on - 1], k);
    }
}

void ui_paris_board(const ui_app *a, ui_canvas *cv)
{
    ui_city_board_tourists(a, cv);
    const ui_layout *l = &a->lay;
    ui_paris_choices c = ui_paris_choices_now(&a->game->state);
    bool mine = ui_module_my_turn(a);
    for (uint64_t b = c.squares; b; b &= b - 1) { /* where a tourist with no field may go */
        int sq = __builtin_ctzll(b);
        float x = l->bx + (float)metro_col(sq) * l->ts, y = l->by + (float)metro_row(sq) * l->ts;
        ui_round_frame(cv->d, x + 1, y + 1, l->ts - 2, l->ts - 2, 5, l->unit * 0.35f + 1.5f,
                       UI_TARGET);
        if (mine) ui_module_hit(a, cv, &ui_module_paris, x, y, l->ts, l->ts, A_SQUARE, sq);
    }
    draw_flights(a, cv);
}
