/* Screen of Metro City London (docs/rules.md §7.3): the tourists on the board,
 * the loop of sights with its coloured fields (colour and symbol), the taxi
 * and the fields of its last ride (the drive animated), what a ride would
 * score now per colour, hover words, and the end screen's rides per player.
 * Nothing here is secret. */
#include <stdio.h>
#include <string.h>

#include "modules/city_kit.h"
#include "modules/end_table.h"
#include "i18n/i18n.h"
#include "metro/city_london.h"
#include "metro/module.h"
#include "metro/modules.h"
#include "harness/scene_kit.h"
#include "core/theme.h"
#include "core/widgets.h"

extern const struct ui_module ui_module_london;

enum {
    HIT_FIELD = 0, /* arg: loop field 0..15 */
    HIT_ARROW = 1, /* arg: 0 left (start), 1 right */
    RIDE_MS = 1600,
    LEFT_ARROW = 16, /* waypoints of a drive: fields 0..15, then the two arrows */
    RIGHT_ARROW = 17,
    MAX_WAYPOINTS = 8,
};

static const char *colour_word(int colour)
{
    return _(metro_city_colour_name(colour));
}

/* "3 fields" in the player's language. */
static const char *fields_text(int k, char *out, size_t n)
{
    snprintf(out, n, ui_trn("%d field", "%d fields", k), k);
    return out;
}

/* ---- the loop's geometry: the same numbers for drawing and hovering ------- */

typedef struct loop_geom {
    float x, y, aw, cw, fh, strip, label;
} loop_geom;

static loop_geom geom_of(const ui_app *a, float x, float y, float w)
{
    float u = a->lay.unit;
    loop_geom g = {.x = x, .y = y, .aw = 1.7f * u};
    g.cw = (w - 2 * g.aw) / METRO_LONDON_SIGHTS;
    g.fh = g.cw * 0.78f < 2.1f * u ? g.cw * 0.78f : 2.1f * u;
    g.strip = 1.35f * u; /* the taxi's lane outside each row of fields */
    g.label = 1.2f * u;  /* the sights' short names between the rows */
    return g;
}

static float loop_height(const loop_geom *g)
{
    return 2 * (g->strip + g->fh) + g->label;
}

static void field_rect(const loop_geom *g, int f, float *x, float *y, float *w, float *h)
{
    bool back = f >= METRO_LONDON_SIGHTS;
    *x = g->x + g->aw + (float)metro_london_field_sight(f) * g->cw + 1.5f;
    *y = g->y + g->strip + (back ? g->fh + g->label : 0);
    *w = g->cw - 3, *h = g->fh;
}

static void arrow_rect(const loop_geom *g, bool right, float *x, float *y, float *w, float *h)
{
    *x = right ? g->x + g->aw + 8 * g->cw + 1.5f : g->x + 1.5f;
    *y = g->y + g->strip, *w = g->aw - 3, *h = 2 * g->fh + g->label;
}

/* Where the taxi stands at a waypoint: in its lane outside the field, or on
 * an arrow tile. */
static void taxi_spot(const loop_geom *g, int at, float *x, float *y)
{
    float fx, fy, fw, fh;
    if (at < 0 || at == LEFT_ARROW || at == RIGHT_ARROW) {
        arrow_rect(g, at == RIGHT_ARROW, &fx, &fy, &fw, &fh);
        *x = fx + fw / 2, *y = fy + fh / 2;
        return;
    }
    field_rect(g, at, &fx, &fy, &fw, &fh);
    *x = fx + fw / 2;
    *y = at < METRO_LONDON_SIGHTS ? fy - g->strip / 2 : fy + fh + g->strip / 2;
}

/* A ride as waypoints: its start, then each field driven, with the arrow
 * tile in between where the loop turns (the arrows are no fields). */
static int ride_path(int from, int driven, int out[MAX_WAYPOINTS])
{
    int n = 0, at = from;
    out[n++] = from < 0 ? LEFT_ARROW : from;
    for (int k = 0; k < driven && n + 2 <= MAX_WAYPOINTS; k++) {
        int next = at < 0 || at == METRO_LONDON_FIELDS - 1 ? 0 : at + 1;
        if (next == 0 && at >= 0) out[n++] = LEFT_ARROW;
        if (next == METRO_LONDON_SIGHTS) out[n++] = RIGHT_ARROW;
        out[n++] = at = next;
    }
    return n;
}

/* ---- the last ride and its animation ------------------------------------- */

/* The last ride when it came with the latest lay (else lay = 0). */
static metro_london_ride latest_ride(const metro_state *s)
{
    metro_london_ride r = metro_london_last_ride(s);
    if (r.lay != s->tiles_laid) r.lay = 0;
    return r;
}

/* A lay that made a ride, for the log: where the taxi went and what it paid. */
static int rule_words(const metro_state *before, const metro_state *after, const metro_move *m,
                      const char *const names[METRO_MAX_PLAYERS], char *out, size_t n)
{
    metro_london_ride r = metro_london_last_ride(after);
    if (m->kind != METRO_MOVE_LAY || !r.lay || r.lay == metro_london_last_ride(before).lay)
        return 0;
    if (r.points <= 0)
        return snprintf(out, n, _("the taxi finds no %s field within 4: no points"),
                        ui_city_colour_words(r.colour));
    return snprintf(out, n,
                    ui_trn("the taxi drives to %s: %d point for %s",
                           "the taxi drives to %s: %d points for %s", r.points),
                    _(metro_london_sight_name(metro_london_field_sight(r.to))), r.points,
                    names[r.seat]);
}

/* A lay that made a ride: the taxi drives it from half-way through the
 * tile's drop (an input path: the board only draws what is running). */
static void played(ui_app *a, const metro_state *before, const metro_move *m)
{
    (void)before;
    metro_london_ride r = latest_ride(&a->game->state);
    if (m->kind != METRO_MOVE_LAY || !r.lay || r.sq != m->sq) return;
    ui_anim_add(
        a, (ui_anim){UI_ANIM_MODULE, a->now + 130, RIDE_MS, r.sq, r.lay, -1, r.seat, r.points});
}

/* How far the drive of the latest ride is, 0..1 (1 when not animating). */
static float ride_progress(const ui_app *a, const metro_london_ride *r)
{
    if (!r->lay) return 1;
    const ui_anim *ride = NULL;
    for (int i = 0; i < a->n_anim; i++) {
        const ui_anim *an = &a->anim[i];
        if (an->kind == UI_ANIM_MODULE && an->sq == r->sq && an->tile == r->lay) ride = an;
    }
    if (!ride || a->now >= ride->start + ride->dur) return 1;
    return a->now < ride->start ? 0 : (float)(a->now - ride->start) / (float)ride->dur;
}

/* ---- drawing -------------------------------------------------------------- */

/* A field: its colour with its symbol in white, so it reads without hue. */
static void draw_field(const ui_app *a, ui_canvas *cv, float x, float y, float w, float h,
                       int colour)
{
    ui_round_rect(cv->d, x, y, w, h, h * 0.2f, UI_RGB(0x222222));
    ui_round_rect(cv->d, x + 1.5f, y + 1.5f, w - 3, h - 3, h * 0.17f, ui_city_colour(colour));
    ui_symbol(cv->d, colour, x + w / 2, y + h / 2, h * 0.3f, UI_RGB(0xFFFFFF));
}

/* A direction tile: dark, with the turn's arrow (up on the left, down on the
 * right: the taxi goes out along the top row and back along the bottom). */
static void draw_arrow(const ui_app *a, ui_canvas *cv, const loop_geom *g, bool right)
{
    float x, y, w, h;
    arrow_rect(g, right, &x, &y, &w, &h);
    ui_round_rect(cv->d, x, y, w, h, w * 0.3f, UI_BACK);
    float cx = x + w / 2, top = y + g->fh * 0.45f, bottom = y + h - g->fh * 0.45f, r = w * 0.3f;
    ui_line(cv->d, cx, top, cx, bottom, w * 0.14f, UI_RGB(0xFFFFFF));
    float tip = right ? bottom + r * 0.4f : top - r * 0.4f, base = right ? tip - r : tip + r;
    float tri[6] = {cx, tip, cx - r, base, cx + r, base};
    ui_polygon(cv->d, tri, 3, UI_RGB(0xFFFFFF));
}

/* A small taxi: a yellow car with a dark roof and wheels. */
static void draw_taxi(const ui_app *a, ui_canvas *cv, float cx, float cy, float w)
{
    float h = w * 0.42f;
    ui_round_rect(cv->d, cx - w * 0.27f, cy - h * 1.05f, w * 0.54f, h * 0.75f, h * 0.22f,
                  UI_RGB(0x222222));
    ui_round_rect(cv->d, cx - w * 0.2f, cy - h * 0.92f, w * 0.4f, h * 0.5f, h * 0.15f,
                  UI_RGB(0xF6C431));
    ui_round_rect(cv->d, cx - w / 2, cy - h / 2, w, h, h * 0.3f, UI_RGB(0x222222));
    ui_round_rect(cv->d, cx - w / 2 + 1.5f, cy - h / 2 + 1.5f, w - 3, h - 3, h * 0.25f,
                  UI_RGB(0xF6C431));
    ui_circle(cv->d, cx - w * 0.27f, cy + h * 0.45f, h * 0.3f, UI_RGB(0x222222));
    ui_circle(cv->d, cx + w * 0.27f, cy + h * 0.45f, h * 0.3f, UI_RGB(0x222222));
}

/* "TB" for Tower Bridge: the capitals of a sight's (translated) name. */
static void initials(const char *name, char *out, size_t n)
{
    size_t k = 0;
    for (const char *p = name; *p && k + 1 < n; p++)
        if (*p >= 'A' && *p <= 'Z' && (p == name || p[-1] == ' ')) out[k++] = *p;
    out[k] = 0;
}

/* The loop: arrows, fields, the sights' short names, the last ride's fields
 * framed as the taxi passes them, and the taxi. */
static void draw_loop(const ui_app *a, ui_canvas *cv, const loop_geom *g)
{
    const metro_state *s = &a->game->state;
    float u = a->lay.unit;
    int row[METRO_LONDON_SIGHTS];
    metro_london_row(s, row);
    draw_arrow(a, cv, g, false);
    draw_arrow(a, cv, g, true);
    ui_module_hit(a, cv, &ui_module_london, g->x, g->y + g->strip, g->aw, 2 * g->fh + g->label,
                  HIT_ARROW, 0);
    ui_module_hit(a, cv, &ui_module_london, g->x + g->aw + 8 * g->cw, g->y + g->strip, g->aw,
                  2 * g->fh + g->label, HIT_ARROW, 1);
    for (int f = 0; f < METRO_LONDON_FIELDS; f++) {
        float x, y, w, h;
        field_rect(g, f, &x, &y, &w, &h);
        draw_field(a, cv, x, y, w, h, metro_london_field_colour(s, f));
        ui_module_hit(a, cv, &ui_module_london, x, y, w, h, HIT_FIELD, f);
    }
    for (int i = 0; i < METRO_LONDON_SIGHTS; i++) {
        char label[8];
        initials(_(metro_london_sight_name(row[i])), label, sizeof label);
        ui_text(cv->d, UI_BOLD, (int)(u * 0.7f), g->x + g->aw + ((float)i + 0.5f) * g->cw,
                g->y + g->strip + g->fh + 0.12f * u, UI_CENTRE, UI_DIM(cv->d), label);
    }
    metro_london_ride r = latest_ride(s);
    float t = ride_progress(a, &r);
    int path[MAX_WAYPOINTS], n = 0;
    metro_london_ride last = metro_london_last_ride(s); /* framed until the next ride */
    if (last.seat >= 0) n = ride_path(last.from, last.driven, path);
    float reached = t * (float)(n - 1);
    for (int i = 1; i < n; i++) {
        if (path[i] >= METRO_LONDON_FIELDS || (float)i > reached + 0.5f) continue;
        float x, y, w, h;
        field_rect(g, path[i], &x, &y, &w, &h);
        bool stop = i == n - 1;
        ui_colour c = stop ? (last.points ? UI_GOOD(cv->d) : UI_BAD(cv->d)) : UI_RGB(0xE8A317);
        ui_round_frame(cv->d, x - 2.5f, y - 2.5f, w + 5, h + 5, h * 0.25f, stop ? 3.0f : 2.0f, c);
    }
    float tx, ty;
    if (n > 1 && t < 1) { /* between two waypoints */
        int i = (int)reached;
        float f = reached - (float)i, x0, y0, x1, y1;
        taxi_spot(g, path[i], &x0, &y0);
        taxi_spot(g, path[i + 1 < n ? i + 1 : i], &x1, &y1);
        tx = x0 + (x1 - x0) * f, ty = y0 + (y1 - y0) * f;
    } else {
        taxi_spot(g, metro_london_taxi(s), &tx, &ty);
    }
    draw_taxi(a, cv, tx, ty, g->cw * 0.8f < 2.2f * u ? g->cw * 0.8f : 2.2f * u);
}

/* The last ride in words: "Ben: brown tourist on C4, 3 fields to Trafalgar
 * Square: 3 points" or "... no orange field within 4: 0 points". */
static void ride_words(const ui_app *a, const metro_london_ride *r, char *out, size_t n)
{
    const metro_state *s = &a->game->state;
    char sq[4], pts[32];
    metro_square_name(r->sq, sq);
    snprintf(pts, sizeof pts, ui_trn("%d point", "%d points", r->points), r->points);
    if (r->points) {
        int row[METRO_LONDON_SIGHTS];
        metro_london_row(s, row);
        char fields[32];
        snprintf(out, n, _("%s: %s tourist on %s, %s to %s: %s"), a->game->seat[r->seat].name,
                 colour_word(r->colour), sq, fields_text(r->driven, fields, sizeof fields),
                 _(metro_london_sight_name(row[metro_london_field_sight(r->to)])), pts);
    } else {
        snprintf(out, n, _("%s: %s tourist on %s, no %s field within 4: %s"),
                 a->game->seat[r->seat].name, colour_word(r->colour), sq, colour_word(r->colour),
                 pts);
    }
}

/* The points a tourist of each colour would bring now. */
static void next_points(const metro_state *s, int points[METRO_CITY_COLOURS])
{
    int loop[METRO_LONDON_FIELDS], to;
    for (int f = 0; f < METRO_LONDON_FIELDS; f++) loop[f] = metro_london_field_colour(s, f);
    for (int c = 0; c < METRO_CITY_COLOURS; c++)
        points[c] = metro_london_drive(loop, metro_london_taxi(s), c, &to);
}

static float panel(const ui_app *a, ui_canvas *cv, void *scratch, float x, float y, float w)
{
    const metro_state *s = &a->game->state;
    float u = a->lay.unit, y0 = y;
    ui_text(cv->d, UI_BOLD, (int)(u * 0.9f), x, y, UI_LEFT, UI_INK, _("London taxi"));
    ui_text(cv->d, UI_REGULAR, (int)(u * 0.72f), x + w, y + 0.15f * u, UI_RIGHT, UI_DIM(cv->d),
            _("a point per field driven, at most 4"));
    y += 1.3f * u;
    loop_geom g = geom_of(a, x, y, w);
    draw_loop(a, cv, &g);
    y += loop_height(&g) + 0.3f * u;
    /* the next ride per tourist colour */
    int points[METRO_CITY_COLOURS];
    next_points(s, points);
    ui_text(cv->d, UI_BOLD, (int)(u * 0.72f), x, y + 0.3f * u, UI_LEFT, UI_DIM(cv->d), _("next:"));
    float lx = x + 2.8f * u, cell = (x + w - lx) / METRO_CITY_COLOURS;
    for (int c = 0; c < METRO_CITY_COLOURS; c++) {
        float cx = lx + ((float)c + 0.5f) * cell;
        ui_city_tourist(a, cv, cx - 0.5f * u, y + 0.85f * u, 0.7f * u, c);
        ui_textf(cv->d, UI_BOLD, (int)(u * 0.95f), cx + 0.35f * u, y + 0.25f * u, UI_LEFT,
                 points[c] ? UI_INK : UI_DIM(cv->d), "%d", points[c]);
    }
    y += 2.0f * u;
    metro_london_ride last = metro_london_last_ride(s);
    char words[160];
    if (last.seat >= 0)
        ride_words(a, &last, words, sizeof words);
    else
        snprintf(words, sizeof words, "%s", _("The taxi waits on the start arrow."));
    y += (float)ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 0.7f), x, y, w, UI_DIM(cv->d), words);
    return y - y0 + 0.5f * u;
}

static void board(const ui_app *a, ui_canvas *cv)
{
    ui_city_board_tourists(a, cv);
}

/* A seat's London points beside its score: a small taxi and the number. */
static float seat_public(const ui_app *a, ui_canvas *cv, int seat, float xr, float y)
{
    float u = a->lay.unit, w = 3.4f * u, h = 1.4f * u, x = xr - w;
    ui_text_cover(cv->d, x, y, w, h); /* no word of the row under it */
    ui_round_rect(cv->d, x, y, w, h, u * 0.3f, UI_FIELD_BG);
    draw_taxi(a, cv, x + 0.9f * u, y + h / 2 + 0.1f * u, 1.3f * u);
    ui_textf(cv->d, UI_BOLD, (int)(u * 0.7f), x + w - 0.3f * u, y + 0.25f * u, UI_RIGHT, UI_INK,
             "%d", metro_london_points(&a->game->state, seat));
    return w + 0.3f * u;
}

/* The points on each player's own track: lines and taxi rides. */
static bool seat_score(const ui_app *a, int seat, int *score)
{
    const metro_state *s = &a->game->state;
    *score = s->score[seat] + metro_london_points(s, seat);
    return true;
}

/* ---- hover ------------------------------------------------------------------ */

static bool hit_at(const ui_app *a, ui_canvas *cv, float px, float py, int *action, int *arg)
{
    for (int i = 0; i < cv->frame->n_hits; i++) {
        const ui_hit *h = &cv->frame->hits[i];
        if (px < h->x || px >= h->x + h->w || py < h->y || py >= h->y + h->h) continue;
        for (int act = HIT_FIELD; act <= HIT_ARROW; act++)
            for (int k = 0; k < METRO_LONDON_FIELDS; k++)
                if (h->action == UI_ACT_MODULE_WIDGET &&
                    h->arg == ui_module_hit_arg(&ui_module_london, act, k)) {
                    *action = act, *arg = k;
                    return true;
                }
    }
    return false;
}

static bool hover(const ui_app *a, ui_canvas *cv, float px, float py, char *out, size_t n)
{
    const metro_state *s = &a->game->state;
    int action, arg, loop[METRO_LONDON_FIELDS], to;
    for (int f = 0; f < METRO_LONDON_FIELDS; f++) loop[f] = metro_london_field_colour(s, f);
    if (hit_at(a, cv, px, py, &action, &arg)) {
        if (action == HIT_ARROW) {
            snprintf(out, n, "%s",
                     arg ? _("Direction tile: the taxi turns onto the return lane (bottom row). "
                             "It is no field and does not count.")
                         : _("Direction tile: the taxi starts here and turns onto the outward "
                             "lane (top row). It is no field and does not count."));
            return true;
        }
        int row[METRO_LONDON_SIGHTS], c = loop[arg], taxi = metro_london_taxi(s);
        metro_london_row(s, row);
        int ahead = (arg - (taxi < 0 ? METRO_LONDON_FIELDS - 1 : taxi) + METRO_LONDON_FIELDS) %
                    METRO_LONDON_FIELDS;
        char where[64];
        if (ahead)
            snprintf(where, sizeof where,
                     ui_trn("%d field ahead of the taxi.", "%d fields ahead of the taxi.", ahead),
                     ahead);
        else
            snprintf(where, sizeof where, "%s", _("The taxi stands here."));
        /* the sight with the initials the loop shows for it: "London Eye (LE)" */
        const char *name = _(metro_london_sight_name(row[metro_london_field_sight(arg)]));
        char sight[80], abbr[8];
        initials(name, abbr, sizeof abbr);
        snprintf(sight, sizeof sight, "%s (%s)", name, abbr);
        snprintf(out, n,
                 arg < METRO_LONDON_SIGHTS ? _("%s, outward lane (top row): a %s field (%s). %s")
                                           : _("%s, return lane (bottom row): a %s field (%s). %s"),
                 sight, colour_word(c), _(metro_city_colour_symbol(c)), where);
        return true;
    }
    const ui_layout *l = &a->lay;
    int col = (int)((px - l->bx) / l->ts), rw = (int)((py - l->by) / l->ts);
    if (px < l->bx || py < l->by || col > 7 || rw > 7) return false;
    int colour[METRO_CITY_TOURISTS];
    if (metro_city_tourists_on(s, metro_sq(rw, col), colour) != 1) return false;
    int points = metro_london_drive(loop, metro_london_taxi(s), colour[0], &to);
    char pts[32], fields[32];
    snprintf(pts, sizeof pts, ui_trn("%d point", "%d points", points), points);
    if (points)
        snprintf(out, n,
                 _("A %s tourist (%s): lay here and the taxi drives %s to the next %s field: %s."),
                 colour_word(colour[0]), _(metro_city_colour_symbol(colour[0])),
                 fields_text(points, fields, sizeof fields), colour_word(colour[0]), pts);
    else
        snprintf(out, n,
                 _("A %s tourist (%s): lay here and the taxi drives 4 fields without "
                   "reaching %s: 0 points."),
                 colour_word(colour[0]), _(metro_city_colour_symbol(colour[0])),
                 colour_word(colour[0]));
    return true;
}

/* ---- end screen ------------------------------------------------------------- */

/* Rides × the fields the taxi drove, then the rides that missed. */
static void end_row(const ui_app *a, ui_canvas *cv, int p, float x, float y)
{
    float u = a->lay.unit;
    int rides[METRO_LONDON_DRIVE + 1];
    metro_london_rides(&a->game->state, p, rides);
    for (int k = 1; k <= METRO_LONDON_DRIVE; k++, x += 6.4f * u)
        ui_textf(cv->d, UI_REGULAR, (int)(u * 0.8f), x, y + 0.1f * u, UI_LEFT,
                 rides[k] ? UI_INK : UI_DIM(cv->d), "%d × %d = %d", rides[k], k, rides[k] * k);
    ui_textf(cv->d, UI_REGULAR, (int)(u * 0.8f), x, y + 0.1f * u, UI_LEFT, UI_DIM(cv->d), "%d × 0",
             rides[0]);
}

static void end_screen(const ui_app *a, ui_canvas *cv)
{
    const metro_state *s = &a->game->state;
    ui_end_card card;
    ui_end_card_open(a, cv, &card, 60, 4.2f, 13.2f, _("Game over · London taxi rides"));
    float u = card.u, x = card.x, y = card.y, w = card.w, h = card.h, rh = card.rh;
    float hx = x + 9 * u;
    for (int k = 1; k <= METRO_LONDON_DRIVE + 1; k++, hx += 6.4f * u) { /* column heads */
        char head[32];
        ui_text(cv->d, UI_BOLD, (int)(u * 0.72f), hx, y + 4.0f * u, UI_LEFT, UI_DIM(cv->d),
                k <= METRO_LONDON_DRIVE ? fields_text(k, head, sizeof head) : _("missed"));
    }
    float ry = y + 5.3f * u;
    for (int r = 0; r < s->cfg.players; r++, ry += rh + 0.3f * u) {
        int p = card.seats[r], city = metro_london_points(s, p);
        ui_end_row_head(a, cv, x, w, ry, rh, p, card.rank[p], w - 30 * u);
        end_row(a, cv, p, x + 9 * u, ry + 2.1f * u);
        ui_end_row_totals(a, cv, x, w, ry, card.fin[p], city, _("taxi"));
    }
    ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 0.72f), x + 2 * u, ry + 0.2f * u, w - 4 * u,
                 UI_DIM(cv->d),
                 _("Each ride scores the fields the taxi drove to a field of the tourist's colour "
                   "(rides × fields); a ride that found none within 4 fields scores 0."));
    ui_end_buttons(a, cv, x, y, w, h);
}

/* ---- scenes ----------------------------------------------------------------- */

/* The pointer on the first tourist a tile may be laid on now: the bubble
 * says what that lay's ride would score. */
static void hover_tourist(ui_app *a)
{
    const metro_state *s = &a->game->state;
    uint64_t squares = metro_city_tourist_squares(s), legal = squares & metro_candidate_squares(s);
    if (legal) squares = legal;
    if (squares) ui_scene_hover(a, __builtin_ctzll(squares));
}

static bool london_4p(ui_app *a)
{
    ui_scene_start_with(a, 4, "london", 0, 21);
    ui_scene_play(a, 26, 2121, 0, false, false);
    ui_scene_to_human(a, 21);
    hover_tourist(a);
    return true;
}

/* A field's hover words name its sight with the initials the loop shows
 * (issue 24: the abbreviations were not explained). */
static bool london_field_tip(ui_app *a)
{
    london_4p(a);
    ui_layout_frame(a);
    int want = ui_module_hit_arg(&ui_module_london, HIT_FIELD, 2);
    for (int i = 0; i < a->frame->n_hits; i++) {
        const ui_hit *h = &a->frame->hits[i];
        if (h->action == UI_ACT_MODULE_WIDGET && h->arg == want)
            a->ui.pointer.mouse_x = h->x + h->w / 2, a->ui.pointer.mouse_y = h->y + h->h / 2;
    }
    return true;
}

/* The taxi half-way through a ride of 3 or 4 fields, the fields it has
 * passed framed (the drive's animation frozen). */
static bool london_ride(ui_app *a)
{
    ui_scene_start_with(a, 4, "london", 0, 23);
    metro_rng rng;
    metro_rng_seed(&rng, 2323);
    metro_move m;
    for (int i = 0; !metro_over(&a->game->state); i++) {
        if (!ui_scene_random_lay(&a->game->state, &rng, &m)) return false;
        a->now = (uint32_t)i * 3000;
        ui_play_move(a, &m, true);
        metro_london_ride r = latest_ride(&a->game->state);
        if (i >= 16 && r.lay && r.points >= 3) {
            a->now += 130 + RIDE_MS * 6 / 10;
            return true;
        }
    }
    return false;
}

static const ui_scene scenes[] = {
    {"london-4p", london_4p},
    {"london-ride", london_ride},
    {"london-field-tip", london_field_tip},
    {NULL, NULL},
};

static const ui_scene_ending endings[] = {
    {"london-endgame", 4, "london", 0, 22, 0},
    {0},
};

const struct ui_module ui_module_london = {
    .id = "london",
    .panel = panel,
    .panel_place = 1,
    .board = board,
    .end_screen = end_screen,
    .end_row = end_row,
    .end_priority = 10,
    .title = N_("London"),
    .help = N_("A tourist stands on every inner square. Lay a tile on one and "
               "the taxi "
               "drives round the loop of sights (out along the top row, back along the bottom, "
               "the arrows do not count) up to 4 fields, stopping on the first field of the "
               "tourist's colour: you score 1 point per field driven. If no such field comes "
               "within 4, you score nothing and the taxi still drives 4. The tourist then "
               "leaves the game.\nThe panel shows the loop, the taxi, the fields of the last "
               "ride (gold: driven, green: the stop that scored, red: a miss) and, after "
               "\"next\", what a tourist of each colour would score next. With shares, your "
               "taxi points are your own and are added to your payout."),
    .scenes = scenes,
    .endings = endings,
    .seat_score = seat_score,
    .seat_public = seat_public,
    .hover = hover,
    .played = played,
    .rule_words = rule_words,
};
