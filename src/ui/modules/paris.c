/* Screen of Metro City Paris (docs/rules.md §7.1): the tourists on the board,
 * every player's row of sights with its four fields each, the choice of a
 * field (or a square) for each tourist taken, made by clicking, a tourist's
 * flight when it moves, hover words, and the end screen's city points.
 * Nothing in Paris is secret: every row is public. */
#include <stdio.h>
#include <string.h>

#include "modules/city_kit.h"
#include "modules/end_table.h"
#include "i18n/i18n.h"
#include "metro/city_paris.h"
#include "metro/module.h"
#include "metro/modules.h"
#include "modules/panel_heading.h"
#include "harness/scene_kit.h"
#include "core/theme.h"
#include "core/widgets.h"

extern const struct ui_module ui_module_paris;

/* A sight's name in the game's language (the engine's table is marked). */
static const char *sight_name(int sight)
{
    return _(metro_paris_sight_name(sight));
}

/* Own widget actions: a field (arg seat * 24 + field), a lit field the
 * tourist may go to (same arg), a tourist square (arg the square), a
 * waiting tourist (arg its place in the queue; drawn only, the flights aim
 * at it). */
enum {
    A_FIELD = 1,
    A_CHOICE = 2,
    A_SQUARE = 3,
    A_WAITING = 4,
    FIELDS_MAX = 4 * METRO_PARIS_ROW_MAX
};

/* ---- the places the tourist being placed may go --------------------------- */

typedef struct choices {
    uint32_t fields; /* bits of the current player's row */
    uint64_t squares;
} choices;

/* The legal Paris moves now, read back from their text ("field:I:F",
 * "square:RC") so the screen needs no knowledge of the move encoding. */
static choices choices_now(const metro_state *s)
{
    choices c = {0, 0};
    int waiting[32];
    if (metro_over(s) || metro_paris_waiting(s, waiting) == 0) return c;
    static metro_move moves[METRO_MAX_MOVES]; /* large; the UI runs on one thread */
    int n = metro_legal_moves(s, moves);
    for (int k = 0; k < n; k++) {
        char text[32];
        int i, f, r, col;
        if (moves[k].kind != METRO_MOVE_MODULE) continue;
        metro_move_format(s, &moves[k], text, sizeof text);
        if (sscanf(text, "field:%d:%d", &i, &f) == 2 && i >= 0 && i < METRO_PARIS_ROW_MAX)
            c.fields |= 1u << (4 * i + f);
        else if (sscanf(text, "square:%1d%1d", &r, &col) == 2)
            c.squares |= 1ull << metro_sq(r, col);
    }
    return c;
}

/* Tab's ring stops where Enter places the tourist: a lit field or square,
 * while the player at the screen chooses; the other fields only show. */
static bool takes_focus(const ui_app *a, int act, int arg)
{
    (void)arg;
    return (act == A_CHOICE || act == A_SQUARE) && ui_module_my_turn(a);
}

/* ---- a tourist's flight (UI_ANIM_MODULE) ---------------------------------- */

typedef struct flight {
    float t;         /* 0..1 of the way */
    int from_sq;     /* where the tourists were taken */
    int seat;        /* whose row they reach */
    uint32_t fields; /* fields of that row reached by this move */
    int waiting;     /* tourists now waiting to be placed (they fly too) */
    uint64_t squares_gained;
    metro_state before;
} flight;

/* The running module animation of the last move, with the position before
 * it (replayed from the history: the engine keeps no undo copies). */
static bool flight_now(const ui_app *a, flight *f)
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
static void fly(const ui_app *a, ui_canvas *cv, const flight *f, float tx, float ty, int c, int k)
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
    flight f;
    if (!flight_now(a, &f)) return;
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

static void board(const ui_app *a, ui_canvas *cv)
{
    ui_city_board_tourists(a, cv);
    const ui_layout *l = &a->lay;
    choices c = choices_now(&a->game->state);
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

/* ---- panel: every player's row -------------------------------------------- */

/* A field: free ones light with their colour's frame and symbol, filled ones
 * in full colour with the tourist on them, so the two never look alike. */
static void draw_field(const ui_app *a, ui_canvas *cv, float x, float y, float w, float h,
                       int colour, bool filled)
{
    if (filled) {
        ui_city_field(a, cv, x, y, w, h, colour, true);
        ui_city_tourist(a, cv, x + w / 2, y + h / 2, (w < h ? w : h) * 0.38f, colour);
        return;
    }
    ui_round_rect(cv->d, x, y, w, h, h * 0.18f, ui_city_colour(colour));
    ui_round_rect(cv->d, x + 2, y + 2, w - 4, h - 4, h * 0.14f, UI_FIELD_BG);
    ui_colour ink = ui_city_colour(colour);
    ink.a = 210;
    ui_symbol(cv->d, colour, x + w / 2, y + h / 2, (w < h ? w : h) * 0.26f, ink);
}

typedef struct row_grid {
    float x, badge, cell, cell_h, gap, name_h, line_h;
    int row_len, per_line, lines;
} row_grid;

static row_grid grid_of(const ui_app *a, ui_canvas *cv, float x, float w, int row_len)
{
    float u = a->lay.unit;
    row_grid g = {.x = x, .badge = 2.4f * u, .gap = 0.5f * u, .name_h = 0.95f * u};
    g.row_len = row_len;
    g.per_line = row_len <= 3 ? (row_len > 0 ? row_len : 1) : row_len == 4 ? 2 : 3;
    g.lines = (row_len + g.per_line - 1) / g.per_line;
    g.cell = (w - g.badge - g.gap * (float)(g.per_line - 1)) / (float)(4 * g.per_line);
    if (g.cell > 2.6f * u) g.cell = 2.6f * u;
    /* 5-6 players (2 sights each): flatter fields, so six rows leave the hand room */
    float cap = row_len <= 2 ? 1.5f * u : 1.9f * u;
    g.cell_h = g.cell < cap ? g.cell : cap;
    int sights[METRO_PARIS_ROW_MAX]; /* a name too long for its fields: two lines */
    for (int p = 0; p < a->game->state.cfg.players; p++)
        for (int i = metro_paris_row(&a->game->state, p, sights) - 1; i >= 0; i--)
            if (ui_text_width(cv->d, UI_REGULAR, (int)(u * 0.68f), sight_name(sights[i])) >
                (int)(4 * g.cell))
                g.name_h = 1.85f * u;
    g.line_h = g.name_h + g.cell_h + 0.3f * u;
    return g;
}

/* Top-left of field `fld` of a row whose block starts at y. */
static void field_xy(const row_grid *g, float y, int fld, float *fx, float *fy)
{
    int i = fld / 4, line = i / g->per_line, col = i % g->per_line;
    *fx = g->x + g->badge + (float)col * (4 * g->cell + g->gap) + (float)(fld % 4) * g->cell;
    *fy = y + (float)line * g->line_h + g->name_h;
}

static void draw_row(const ui_app *a, ui_canvas *cv, const row_grid *g, int seat, float y,
                     uint32_t targets, uint32_t arriving)
{
    const metro_state *s = &a->game->state;
    float u = a->lay.unit;
    int sights[METRO_PARIS_ROW_MAX], n = metro_paris_row(s, seat, sights);
    uint32_t filled = metro_paris_filled(s, seat) & ~arriving;
    float by = y + (float)g->lines * g->line_h / 2;
    ui_circle(cv->d, g->x + 1.0f * u, by, 0.95f * u, ui_owner_colour(seat));
    ui_textf(cv->d, UI_BOLD, (int)(u * 0.8f), g->x + 1.0f * u, by - 0.55f * u, UI_CENTRE,
             ui_owner_ink(seat), "%d", metro_paris_points_of(s, seat).total);
    for (int i = 0; i < n; i++) {
        float fx, fy;
        field_xy(g, y, 4 * i, &fx, &fy);
        ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 0.68f), fx, fy - g->name_h + 0.05f * u,
                     4 * g->cell, UI_DIM, sight_name(sights[i]));
        for (int f = 0; f < 4; f++) {
            int fld = 4 * i + f, colour = metro_paris_field_colour(sights[i], f);
            float cx = fx + (float)f * g->cell;
            bool on = filled >> fld & 1u;
            draw_field(a, cv, cx + 1, fy, g->cell - 2, g->cell_h, colour, on);
            if (targets >> fld & 1u)
                ui_round_frame(cv->d, cx - 1, fy - 2, g->cell + 2, g->cell_h + 4, 4,
                               u * 0.25f + 1.5f, UI_TARGET);
            ui_module_hit(a, cv, &ui_module_paris, cx, fy, g->cell, g->cell_h,
                          targets >> fld & 1u ? A_CHOICE : A_FIELD, seat * FIELDS_MAX + fld);
        }
    }
}

/* The heading: the title, and right of it the tourists taken and still to
 * place, in order (or, with none, how the row scores); the title gets the
 * room they leave, so no language runs one into the other. */
static float heading(const ui_app *a, ui_canvas *cv, float x, float y, float w)
{
    int colour[32], n = metro_paris_waiting(&a->game->state, colour);
    float u = a->lay.unit, r = 0.6f * u, x_right = x + w, title_y = y;
    if (!n)
        return ui_panel_heading(a, cv, x, y, w, _("Paris sights"),
                                _("2 per run · −1 others · +3 full"));
    int px = (int)(u * 0.72f), title_px = (int)(u * 0.9f);
    const char *label = _("to place:"), *title = _("Paris sights");
    float label_right = x_right - (float)n * 2.2f * r - 0.4f * u;
    float room = label_right - (float)ui_text_width(cv->d, UI_REGULAR, px, label) - 0.6f * u - x;
    if ((float)ui_text_width(cv->d, UI_BOLD, title_px, title) > room)
        y += 1.1f * u, room = w; /* the tourists on a line of their own */
    for (int i = n - 1; i >= 0; i--) {
        float cx = x_right - r - (float)(n - 1 - i) * 2.2f * r;
        ui_city_tourist(a, cv, cx, y + 0.55f * u, i ? r * 0.8f : r, colour[i]);
        ui_module_hit(a, cv, &ui_module_paris, cx - r, y + 0.55f * u - r, 2 * r, 2 * r, A_WAITING,
                      i);
    }
    ui_text(cv->d, UI_REGULAR, px, label_right, y + 0.15f * u, UI_RIGHT, UI_INK, label);
    ui_words_fit(a, cv, UI_BOLD, title_px, x, title_y, UI_LEFT, UI_INK, title, room);
    return y - title_y;
}

static float panel(const ui_app *a, ui_canvas *cv, void *scratch, float x, float y, float w)
{
    const metro_state *s = &a->game->state;
    float u = a->lay.unit;
    int sights[METRO_PARIS_ROW_MAX];
    row_grid g = grid_of(a, cv, x, w, metro_paris_row(s, 0, sights));
    float below = heading(a, cv, x, y, w), top = y + 1.6f * u + below;
    choices c = choices_now(s);
    flight f;
    bool flying = flight_now(a, &f);
    for (int p = 0; p < s->cfg.players; p++) {
        float ry = top + (float)p * ((float)g.lines * g.line_h + 0.2f * u);
        uint32_t targets = p == s->current ? c.fields : 0;
        draw_row(a, cv, &g, p, ry, targets, flying && p == f.seat ? f.fields : 0);
    }
    float h = below + 1.6f * u + (float)s->cfg.players * ((float)g.lines * g.line_h + 0.2f * u);
    if ((c.fields || c.squares) && ui_module_my_turn(a)) { /* what the lit places mean */
        int colour[32];
        metro_paris_waiting(s, colour);
        char who[48], text[160];
        ui_city_tourist_words(colour[0], who, sizeof who);
        snprintf(text, sizeof text,
                 c.fields ? _("Click a lit field for %s.")
                          : _("No free field for %s: click a lit square on the board."),
                 who);
        h += (float)ui_text_wrap(cv->d, UI_BOLD, (int)(u * 0.75f), x, y + h, w, UI_SELECT, text) +
             0.3f * u;
    }
    return h + 0.5f * u;
}

static void action(ui_app *a, int act, int arg)
{
    const metro_state *s = &a->game->state;
    char text[24];
    if (!ui_module_my_turn(a)) return;
    if ((act == A_FIELD || act == A_CHOICE) && arg / FIELDS_MAX == s->current) {
        int colour[32];
        if (!metro_paris_waiting(s, colour)) return; /* nothing to place: a look only */
        snprintf(text, sizeof text, "field:%d:%d", arg % FIELDS_MAX / 4, arg % 4);
        ui_module_play_text(a, text);
    } else if (act == A_SQUARE) {
        snprintf(text, sizeof text, "square:%d%d", metro_row(arg), metro_col(arg));
        ui_module_play_text(a, text);
    }
}

static void field_words(const ui_app *a, int seat, int fld, char *out, size_t n)
{
    const metro_state *s = &a->game->state;
    int sights[METRO_PARIS_ROW_MAX];
    metro_paris_row(s, seat, sights);
    int sight = sights[fld / 4], colour = metro_paris_field_colour(sight, fld % 4);
    char who[48];
    ui_city_tourist_words(colour, who, sizeof who);
    if (metro_paris_filled(s, seat) >> fld & 1u)
        snprintf(out, n, _("%s, field %d of %s's row: %s sits here."), sight_name(sight),
                 fld % 4 + 1, a->game->seat[seat].name, who);
    else if (seat == s->current && choices_now(s).fields >> fld & 1u)
        snprintf(out, n, _("%s, field %d: free for %s. Click to seat the tourist here."),
                 sight_name(sight), fld % 4 + 1, who);
    else
        snprintf(out, n, _("%s, field %d of %s's row: free for %s."), sight_name(sight),
                 fld % 4 + 1, a->game->seat[seat].name, who);
}

static void sight_words(const ui_app *a, int seat, int i, char *out, size_t n)
{
    int sights[METRO_PARIS_ROW_MAX];
    metro_paris_row(&a->game->state, seat, sights);
    int filled = __builtin_popcount(metro_paris_filled(&a->game->state, seat) >> (4 * i) & 15u);
    snprintf(out, n,
             _("%s (%s's sight %d): %d of 4 fields filled. All 4 filled: +3. The longest "
               "unbroken run of filled fields across the row scores 2 per tourist, every "
               "other tourist -1."),
             sight_name(sights[i]), a->game->seat[seat].name, i + 1, filled);
}

static bool hover(const ui_app *a, ui_canvas *cv, float px, float py, char *out, size_t n)
{
    const metro_state *s = &a->game->state;
    int mine = ui_module_hit_arg(&ui_module_paris, 0, 0);
    for (int i = 0; i < cv->frame->n_hits; i++) { /* a field, or a sight's name above its fields */
        const ui_hit *h = &cv->frame->hits[i];
        if (h->action != UI_ACT_MODULE_WIDGET || (h->arg >> 16) != (mine >> 16) ||
            ((h->arg >> 8 & 255) != A_FIELD && (h->arg >> 8 & 255) != A_CHOICE))
            continue;
        int seat = (h->arg & 255) / FIELDS_MAX, fld = (h->arg & 255) % FIELDS_MAX;
        if (px >= h->x && px < h->x + h->w && py >= h->y && py < h->y + h->h) {
            field_words(a, seat, fld, out, n);
            return true;
        }
        if (fld % 4 == 0 && px >= h->x && px < h->x + 4 * h->w && py < h->y &&
            py >= h->y - a->lay.unit) {
            sight_words(a, seat, fld / 4, out, n);
            return true;
        }
        if (fld == 0 && px < h->x && px >= h->x - 2.4f * a->lay.unit && py >= h->y - a->lay.unit &&
            py < h->y + h->h) { /* the seat's badge */
            metro_paris_points p = metro_paris_points_of(s, seat);
            /* labels before the numbers: no count needs a plural form */
            snprintf(out, n,
                     _("%s's Paris points now: longest run %d ×2, other tourists %d ×−1, full "
                       "sights %d ×3 = %d."),
                     a->game->seat[seat].name, p.run, p.others, p.full_sights, p.total);
            return true;
        }
    }
    int sq = ui_square_at(&a->lay, px, py), colour[METRO_CITY_TOURISTS];
    int k = sq >= 0 ? metro_city_tourists_on(s, sq, colour) : 0;
    if (!k) return false;
    char who[48];
    ui_city_tourist_words(colour[0], who, sizeof who);
    if (choices_now(s).squares >> sq & 1u)
        snprintf(out, n, _("%s waits here (%d in all). Click to send the tourist here."), who, k);
    else if (k == 1)
        snprintf(out, n,
                 _("%s waits here: lay a tile on this square to take it to a free %s field "
                   "of your sights."),
                 who, ui_city_colour_words(colour[0]));
    else
        snprintf(out, n,
                 ui_trn("%d tourist waits here: lay a tile on this square to take it.",
                        "%d tourists wait here: lay a tile on this square to take them all.", k),
                 k);
    return true;
}

/* ---- end screen ----------------------------------------------------------- */

/* A seat's row in miniature: filled fields in their colour. */
static void mini_row(const ui_app *a, ui_canvas *cv, int seat, float x, float y, float cell)
{
    const metro_state *s = &a->game->state;
    int sights[METRO_PARIS_ROW_MAX], n = metro_paris_row(s, seat, sights);
    uint32_t filled = metro_paris_filled(s, seat);
    for (int fld = 0; fld < 4 * n; fld++) {
        int colour = metro_paris_field_colour(sights[fld / 4], fld % 4);
        float fx = x + (float)fld * cell + (float)(fld / 4) * cell * 0.35f;
        draw_field(a, cv, fx, y, cell - 1, cell, colour, filled >> fld & 1u);
    }
}

/* The run, the other tourists and the full sights, each with its points. */
static void end_row(const ui_app *a, ui_canvas *cv, int p, float x, float y)
{
    float u = a->lay.unit;
    metro_paris_points pts = metro_paris_points_of(&a->game->state, p);
    ui_textf(cv->d, UI_REGULAR, (int)(u * 0.85f), x, y + 0.1f * u, UI_LEFT, UI_INK,
             _("run %d ×2 = %d · others %d ×−1 = −%d · full sights %d ×3 = %d"), pts.run,
             2 * pts.run, pts.others, pts.others, pts.full_sights, 3 * pts.full_sights);
}

static void end_screen(const ui_app *a, ui_canvas *cv)
{
    const metro_state *s = &a->game->state;
    ui_end_card card;
    ui_end_card_open(a, cv, &card, 62, 4.2f, 12.5f, _("Game over · Paris sights"));
    float u = card.u, x = card.x, y = card.y, w = card.w, h = card.h, rh = card.rh;
    float ry = y + 4.6f * u;
    int sights[METRO_PARIS_ROW_MAX], fields = 4 * metro_paris_row(s, 0, sights);
    float cell = fields ? 23 * u / ((float)fields * 1.09f) : u; /* the row right of the name */
    if (cell > 1.6f * u) cell = 1.6f * u;
    for (int r = 0; r < s->cfg.players; r++, ry += rh + 0.3f * u) {
        int p = card.seats[r];
        metro_paris_points pts = metro_paris_points_of(s, p);
        ui_end_row_head(a, cv, x, w, ry, rh, p, card.rank[p], 14 * u);
        end_row(a, cv, p, x + 9 * u, ry + 2.1f * u);
        mini_row(a, cv, p, x + 24 * u, ry + 0.3f * u, cell);
        ui_end_row_totals(a, cv, x, w, ry, card.fin[p], pts.total, _("Paris"));
    }
    int left = metro_paris_left_game(s);
    char note[200];
    snprintf(note, sizeof note,
             _("City points: 2 per tourist in the longest unbroken run of filled fields, −1 per "
               "other tourist, +3 per sight with all 4 fields filled. Tourists that left the "
               "game: %d."),
             left);
    ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 0.72f), x + 2 * u, ry + 0.2f * u, w - 4 * u, UI_DIM,
                 note);
    ui_end_buttons(a, cv, x, y, w, h);
}

/* ---- scenes --------------------------------------------------------------- */

/* Lays the human's tile, when it can, on a tourist square that leaves a real
 * choice (two places or more) for the player. */
static void lay_to_choice(ui_app *a)
{
    static metro_move moves[METRO_MAX_MOVES];
    int n = metro_legal_moves(&a->game->state, moves);
    for (int k = 0; k < n; k++) {
        metro_state t = a->game->state;
        if (moves[k].kind != METRO_MOVE_LAY) continue;
        metro_apply_unchecked(&t, &moves[k]);
        if (choices_now(&t).fields || choices_now(&t).squares) {
            ui_play_move(a, &moves[k], false);
            return;
        }
    }
}

/* The pointer on the first board square holding a tourist. */
static void hover_tourist(ui_app *a)
{
    uint64_t b = metro_city_tourist_squares(&a->game->state);
    if (b) ui_scene_hover(a, __builtin_ctzll(b));
}

static bool paris_4p(ui_app *a)
{
    ui_scene_start_with(a, 4, "paris", 0, 21);
    ui_scene_play(a, 34, 2121, 1000, false, false);
    ui_scene_play(a, 12, 2122, 1000, true, false);
    lay_to_choice(a);
    hover_tourist(a);
    return true;
}

/* German at the start of a game: the long title must leave the note beside
 * it readable (they once ran into each other). */
static bool paris_de(ui_app *a)
{
    if (!ui_scene_language(a, "de")) return false;
    ui_scene_start_with(a, 2, "paris", 0, 24);
    return true;
}

static const ui_scene scenes[] = {
    {"paris-4p", paris_4p},
    {"paris-de", paris_de},
    {NULL, NULL},
};

static const ui_scene_ending endings[] = {
    {"paris-endgame", 6, "paris", 0, 22, 1000},
    /* a city score below zero: "Paris −3" in red, not "+-3" in green */
    {"paris-endgame-negative", 2, "paris", 0, 1, 1000},
    {0},
};

static const ui_module_hit_name hit_names[] = {
    {"paris-field", A_FIELD, -1},
    {"paris-choice", A_CHOICE, -1}, /* any lit field */
    {"paris-square", A_SQUARE, -1},
    {NULL, 0, 0},
};

/* "puts the red tourist on Louvre, field 2" or "moves the red tourist to
 * D4": the next waiting tourist, the move read back from its text. */
static int move_words(const metro_state *before, const metro_move *m, ui_move_mood mood, char *out,
                      size_t n)
{
    bool asked = mood == UI_MOVE_ASKED; /* a hint, a button */
    char text[32], sq[4];
    int i, f, r, c, waiting[32], sights[METRO_PARIS_ROW_MAX];
    metro_move_format(before, m, text, sizeof text);
    const char *hue = ui_city_colour_words(metro_paris_waiting(before, waiting) ? waiting[0] : 0);
    if (sscanf(text, "field:%d:%d", &i, &f) == 2 && i >= 0 &&
        i < metro_paris_row(before, before->current, sights))
        /* TRANSLATORS: a tourist colour ("red"), a sight, the field 1..4 */
        return snprintf(out, n,
                        asked ? _("put the %s tourist on %s, field %d")
                              : _("puts the %s tourist on %s, field %d"),
                        hue, sight_name(sights[i]), f + 1);
    if (sscanf(text, "square:%1d%1d", &r, &c) == 2) {
        metro_square_name(metro_sq(r, c), sq);
        /* TRANSLATORS: a tourist colour ("red"), a square ("D4") */
        return snprintf(out, n,
                        asked ? _("move the %s tourist to %s") : _("moves the %s tourist to %s"),
                        hue, sq);
    }
    return snprintf(out, n, "%s", text);
}

const struct ui_module ui_module_paris = {
    .id = "paris",
    .panel = panel,
    .panel_place = 1,
    .board = board,
    .end_screen = end_screen,
    .end_row = end_row,
    .end_priority = 10,
    .action = action,
    .takes_focus = takes_focus,
    .hit_names = hit_names,
    .own_controls = true,
    .title = N_("Paris"),
    .help = N_("A tourist stands on each inner square. Lay a tile on a tourist's square "
               "and you take every tourist there. Each one goes on a free field of its "
               "colour on your row of sights: click one of the lit fields. With no free "
               "field of its colour, it moves to a lit square holding a tourist (next to your "
               "tile if there is one); with none left, it leaves the game. The next player "
               "moves once every tourist is placed.\nAt the end, the longest unbroken run of "
               "filled fields across your row (it crosses from sight to sight) scores 2 per "
               "tourist, every other tourist on your sights -1, and each sight with all 4 "
               "fields filled +3. The number in your badge is what your row scores now."),
    .scenes = scenes,
    .endings = endings,
    .hover = hover,
    .move_words = move_words,
};
