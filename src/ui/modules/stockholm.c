/* Screen of Metro City Stockholm (docs/rules.md §7.2): the tourists on the board,
 * the row of sights with every field's value and the tourists moved there (a
 * tourist flies from its square to its field), the player's own colour chips
 * only for that seat (hotseat privacy), the variant's chips face up on the
 * sights, hover words, and the end screen's breakdown. */
#include <assert.h>
#include <stdio.h>

#include "modules/city_kit.h"
#include "modules/end_table.h"
#include "i18n/i18n.h"
#include "metro/city_stockholm.h"
#include "metro/module.h"
#include "metro/modules.h"
#include "modules/panel_heading.h"
#include "harness/scene_kit.h"
#include "core/theme.h"
#include "core/widgets.h"

enum { ROW = METRO_STOCKHOLM_ROW, SIGHTS = METRO_STOCKHOLM_SIGHTS, FIELDS = 4 };
enum { ACT_CHIP = 1, ACT_FIELD = 2 }; /* own widgets: a chip (arg seat), a field */

extern const struct ui_module ui_module_stockholm;

/* Where the panel drew the row this frame: the panel is drawn before the
 * board, so the flying tourist and the hover words use this frame's. */
typedef struct row_geom {
    float x, y, col, head, cell;
    bool valid;
} row_geom;
static_assert(sizeof(row_geom) <= UI_MODULE_SCRATCH_BYTES, "row_geom outgrows the scratch");

static const row_geom *geom_at(const ui_app *a)
{
    return ui_module_scratch(a, &ui_module_stockholm);
}

static void field_rect(const ui_app *a, int field, float *x, float *y, float *w, float *h)
{
    const row_geom *g = geom_at(a);
    *x = g->x + (float)(field / FIELDS) * g->col;
    *y = g->y + g->head + (float)(field % FIELDS) * g->cell;
    *w = g->col, *h = g->cell;
}

static void field_tourist_pos(const ui_app *a, int field, float *cx, float *cy)
{
    float x, y, w, h;
    field_rect(a, field, &x, &y, &w, &h);
    *cx = x + w - 0.85f * a->lay.unit, *cy = y + h / 2;
}

/* The running flight of the latest tourist (0..1), -1 when none. */
static float flight(const ui_app *a, int *sq)
{
    const metro_state *s = &a->game->state;
    int field = metro_stockholm_last_field(s);
    for (int i = a->n_anim - 1; i >= 0 && field >= 0; i--) {
        const ui_anim *an = &a->anim[i];
        if (an->kind != UI_ANIM_TOURIST || an->sq != metro_stockholm_field_from(s, field)) continue;
        if (a->now >= an->start + an->dur) return -1;
        *sq = an->sq;
        return a->now < an->start ? 0 : (float)(a->now - an->start) / (float)an->dur;
    }
    return -1;
}

static void board(const ui_app *a, ui_canvas *cv)
{
    ui_city_board_tourists(a, cv);
    int sq;
    float t = geom_at(a)->valid ? flight(a, &sq) : -1;
    if (t < 0) return;
    const ui_layout *l = &a->lay;
    int field = metro_stockholm_last_field(&a->game->state);
    float x0 = l->bx + ((float)metro_col(sq) + 0.5f) * l->ts;
    float y0 = l->by + ((float)metro_row(sq) + 0.5f) * l->ts, x1, y1;
    field_tourist_pos(a, field, &x1, &y1);
    float e = t * t * (3 - 2 * t); /* ease in and out */
    float r = l->ts * 0.26f + (0.62f * l->unit - l->ts * 0.26f) * e;
    ui_city_tourist(a, cv, x0 + (x1 - x0) * e,
                    y0 + (y1 - y0) * e - 2.5f * l->unit * e * (1 - e) * 4, r,
                    metro_stockholm_field_colour(&a->game->state, field));
}

/* Free fields that the next tourist may take: the leftmost of the row, or
 * in the variant the next of each sight. */
static bool is_next(const metro_state *s, int field)
{
    for (int c = 0; c < METRO_CITY_COLOURS; c++)
        if (metro_stockholm_next_field(s, c) == field) return true;
    return false;
}

static void draw_field(const ui_app *a, ui_canvas *cv, int field, bool flying)
{
    const metro_state *s = &a->game->state;
    float u = a->lay.unit, x, y, w, h;
    field_rect(a, field, &x, &y, &w, &h);
    int c = metro_stockholm_field_colour(s, field), v = metro_stockholm_field_value(s, field);
    ui_colour bg = UI_FIELD_BG;
    if (c >= 0 && !flying) bg = ui_city_colour(c), bg.a = 70;
    ui_round_rect(cv->d, x + 1, y + 1, w - 2, h - 2, u * 0.3f, bg);
    if (c < 0 && is_next(s, field))
        ui_round_frame(cv->d, x + 1, y + 1, w - 2, h - 2, u * 0.3f, 2, UI_TARGET);
    ui_textf(cv->d, UI_BOLD, (int)(u * 0.85f), x + 0.45f * u, y + h / 2 - 0.55f * u, UI_LEFT,
             c >= 0 ? UI_INK : UI_DIM(cv->d), "%d", v);
    if (c >= 0 && !flying) {
        float cx, cy;
        field_tourist_pos(a, field, &cx, &cy);
        ui_city_tourist(a, cv, cx, cy, 0.62f * u, c);
    }
    ui_module_hit(a, cv, &ui_module_stockholm, x, y, w, h, ACT_FIELD, field);
}

/* The seat's own chips and what they score now; only ever for the seat the
 * privacy rules allow (ui_private_seat). Returns the height used. */
static float own_chips(const ui_app *a, ui_canvas *cv, int seat, float x, float y, float w)
{
    const metro_state *s = &a->game->state;
    float u = a->lay.unit, cx = x;
    char head[64];
    snprintf(head, sizeof head, _("%s's colours:"), a->game->seat[seat].name);
    ui_text_fit(a, cv, UI_BOLD, (int)(u * 0.75f), x, y + 0.2f * u, UI_LEFT, UI_INK, head,
                w * 0.45f);
    cx += w * 0.47f;
    for (int c = 0; c < METRO_CITY_COLOURS; c++) {
        if (metro_stockholm_chip_holder(s, c) != seat) continue;
        ui_city_tourist(a, cv, cx + 0.65f * u, y + 0.85f * u, 0.65f * u, c);
        ui_module_hit(a, cv, &ui_module_stockholm, cx, y, 1.3f * u, 1.7f * u, ACT_CHIP, seat);
        ui_textf(cv->d, UI_BOLD, (int)(u * 0.75f), cx + 1.5f * u, y + 0.3f * u, UI_LEFT, UI_INK,
                 "%d", metro_stockholm_colour_points(s, c));
        cx += 3.4f * u;
    }
    ui_textf(cv->d, UI_BOLD, (int)(u * 0.8f), x + w, y + 0.25f * u, UI_RIGHT, UI_GOOD(cv->d),
             "= %d", metro_stockholm_points(s, seat));
    return 2.0f * u;
}

static float panel(const ui_app *a, ui_canvas *cv, void *scratch, float x, float y, float w)
{
    const metro_state *s = &a->game->state;
    float u = a->lay.unit, y0 = y;
    bool variant = metro_stockholm_variant(s);
    y += ui_panel_heading(a, cv, x, y, w, _("Stockholm sights"),
                          variant ? _("chips on the sights · at once") : _("fills left to right"));
    y += 1.5f * u;
    row_geom *geom = scratch;
    *geom = (row_geom){x, y, w / SIGHTS, 1.6f * u, 1.75f * u, true};
    int sq;
    float t = flight(a, &sq);
    for (int pos = 0; pos < SIGHTS; pos++) { /* the sight's head: its number or chip */
        float cx = x + ((float)pos + 0.5f) * geom->col;
        int chip = metro_stockholm_chip_on(s, pos);
        if (chip >= 0)
            ui_city_tourist(a, cv, cx, y + 0.7f * u, 0.62f * u, chip);
        else
            ui_textf(cv->d, UI_BOLD, (int)(u * 0.75f), cx, y + 0.15f * u, UI_CENTRE, UI_DIM(cv->d),
                     "%d", pos + 1);
    }
    for (int f = 0; f < ROW; f++)
        draw_field(a, cv, f, t >= 0 && f == metro_stockholm_last_field(s));
    y += geom->head + FIELDS * geom->cell + 0.4f * u;
    int seat = ui_private_seat(a);
    if (variant) {
        y += (float)ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 0.72f), x, y, w, UI_DIM(cv->d),
                                 _("A tourist goes to the sight with its colour's chip; the "
                                   "player who laid the tile scores the field at once.")) +
             0.3f * u;
    } else if (seat >= 0 && !metro_over(s)) {
        y += own_chips(a, cv, seat, x, y, w);
    } else if (!metro_over(s)) {
        char line[96];
        int k = metro_stockholm_chips_per_player(s->cfg.players);
        snprintf(
            line, sizeof line,
            ui_trn("Colour chips: %d secret chip each", "Colour chips: %d secret chips each", k),
            k);
        ui_text(cv->d, UI_REGULAR, (int)(u * 0.75f), x, y + 0.2f * u, UI_LEFT, UI_DIM(cv->d), line);
        y += 1.6f * u;
    }
    return y - y0 + 0.3f * u;
}

/* A variant seat's line points plus what it scored at once (the base game's
 * chips are secret until the end). */
static bool seat_score(const ui_app *a, int seat, int *score)
{
    const metro_state *s = &a->game->state;
    if (metro_over(s)) { /* the chips are shown: the final points */
        int fin[METRO_MAX_PLAYERS];
        metro_final_scores(s, fin);
        *score = fin[seat];
        return true;
    }
    *score = s->score[seat] + (metro_stockholm_variant(s) ? metro_stockholm_points(s, seat) : 0);
    return true;
}

/* The field a tourist goes to, in words ("Skansen (3), field 2: 3 points"):
 * the sight with the number its column shows in the panel. */
static void field_words(const metro_state *s, int field, char *out, size_t n)
{
    int value = metro_stockholm_field_value(s, field);
    char sight[80];
    snprintf(sight, sizeof sight, "%s (%d)",
             _(metro_stockholm_sight_name(metro_stockholm_row_sight(s, field / FIELDS))),
             field / FIELDS + 1);
    snprintf(out, n, ui_trn("%s, field %d: %d point", "%s, field %d: %d points", value), sight,
             field % FIELDS + 1, value);
}

static bool hover_field(const ui_app *a, int field, char *out, size_t n)
{
    const metro_state *s = &a->game->state;
    char where[96], who[48];
    field_words(s, field, where, sizeof where);
    int c = metro_stockholm_field_colour(s, field);
    if (c < 0) {
        snprintf(out, n,
                 is_next(s, field) ? _("%s. Free: the next tourist taken goes here.")
                                   : _("%s. Free."),
                 where);
        return true;
    }
    ui_city_tourist_words(c, who, sizeof who);
    int taker = metro_stockholm_field_taker(s, field);
    if (metro_stockholm_variant(s))
        snprintf(out, n, _("%s. Holds %s; %s scored it at once."), where, who,
                 a->game->seat[taker].name);
    else
        snprintf(out, n, _("%s. Holds %s, taken by %s; it scores for whoever holds the %s chip."),
                 where, who, a->game->seat[taker].name, _(metro_city_colour_name(c)));
    return true;
}

static bool hover(const ui_app *a, ui_canvas *cv, float px, float py, char *out, size_t n)
{
    const metro_state *s = &a->game->state;
    const ui_hit *h = ui_hit_find(a, px, py);
    int me = ui_module_hit_arg(&ui_module_stockholm, 0, 0) & ~0xFFFF;
    if (h && h->action == UI_ACT_MODULE_WIDGET && (h->arg & ~0xFFFF) == me) {
        int action = h->arg >> 8 & 255, arg = h->arg & 255;
        if (action == ACT_FIELD) return hover_field(a, arg, out, n);
        if (action == ACT_CHIP && arg == ui_private_seat(a)) {
            snprintf(out, n, "%s",
                     _("Your secret colour chips: at the end you score the values under every "
                       "tourist of these colours. Nobody else sees them."));
            return true;
        }
    }
    int sq = ui_square_at(&a->lay, px, py), colour[METRO_CITY_TOURISTS];
    if (sq < 0 || !metro_city_tourists_on(s, sq, colour)) return false;
    char who[48], where[96];
    ui_city_tourist_words(colour[0], who, sizeof who);
    int field = metro_stockholm_next_field(s, colour[0]);
    field_words(s, field, where, sizeof where);
    snprintf(out, n,
             metro_stockholm_variant(s)
                 ? _("Square %c%d: %s. A tile laid here moves it to %s, scored at once by the "
                     "player who lays it.")
                 : _("Square %c%d: %s. A tile laid here moves it to the leftmost free field: "
                     "%s."),
             'A' + metro_col(sq), metro_row(sq) + 1, who, where);
    return true;
}

/* Per colour: the seat's tourists → their points (the chip's holder, or
 * in the variant the player who laid on them). */
static void end_row(const ui_app *a, ui_canvas *cv, int p, float x, float y)
{
    const metro_state *s = &a->game->state;
    float u = a->lay.unit;
    bool variant = metro_stockholm_variant(s);
    for (int c = 0; c < METRO_CITY_COLOURS; c++) {
        int k = 0, pts = 0;
        for (int f = 0; f < ROW; f++) {
            if (metro_stockholm_field_colour(s, f) != c) continue;
            bool mine = variant ? metro_stockholm_field_taker(s, f) == p
                                : metro_stockholm_chip_holder(s, c) == p;
            k += mine, pts += mine ? metro_stockholm_field_value(s, f) : 0;
        }
        if (!k) continue;
        ui_city_tourist(a, cv, x + 0.6f * u, y + 0.7f * u, 0.6f * u, c);
        ui_textf(cv->d, UI_REGULAR, (int)(u * 0.7f), x + 1.4f * u, y + 0.25f * u, UI_LEFT, UI_INK,
                 "%d→%d", k, pts);
        x += 4.4f * u;
    }
}

static void end_screen(const ui_app *a, ui_canvas *cv)
{
    const metro_state *s = &a->game->state;
    bool variant = metro_stockholm_variant(s);
    ui_end_card card;
    ui_end_card_open(a, cv, &card, 60, 4.2f, 11.5f, _("Game over · Stockholm tourists"));
    float u = card.u, x = card.x, y = card.y, w = card.w, h = card.h, rh = card.rh;
    float ry = y + 4.6f * u;
    for (int r = 0; r < s->cfg.players; r++, ry += rh + 0.3f * u) {
        int p = card.seats[r], city = metro_stockholm_points(s, p);
        ui_end_row_head(a, cv, x, w, ry, rh, p, card.rank[p], w - 30 * u);
        end_row(a, cv, p, x + 9 * u, ry + 2.1f * u);
        ui_textf(cv->d, UI_REGULAR, (int)(u * 0.8f), x + w - 8 * u, ry + 0.5f * u, UI_RIGHT,
                 UI_DIM(cv->d), _("lines %d"), card.fin[p] - city);
        ui_textf(cv->d, UI_REGULAR, (int)(u * 0.8f), x + w - 8 * u, ry + 2.2f * u, UI_RIGHT,
                 UI_GOOD(cv->d), _("tourists +%d"), city);
        ui_textf(cv->d, UI_BOLD, (int)(u * 2.0f), x + w - 3 * u, ry + 0.8f * u, UI_RIGHT, UI_INK,
                 "%d", card.fin[p]);
    }
    char box[160] = "";
    size_t at = 0;
    for (int c = 0; c < METRO_CITY_COLOURS && !variant; c++)
        if (metro_stockholm_chip_holder(s, c) == METRO_STOCKHOLM_BOX)
            at += (size_t)snprintf(box + at, sizeof box - at, "%s%s", at ? ", " : "",
                                   _(metro_city_colour_name(c)));
    char note[400];
    snprintf(note, sizeof note, "%s%s%s",
             variant ? _("Per colour: tourists the player laid on → points scored at once.")
                     : _("Per colour chip held: its tourists → the values under them."),
             at ? _(" Unseen in the box: ") : "", box);
    ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 0.72f), x + 2 * u, ry + 0.2f * u, w - 4 * u,
                 UI_DIM(cv->d), note);
    ui_end_buttons(a, cv, x, y, w, h);
}

/* Screenshot scenes: the pointer on a tourist of the board. */
static void hover_tourist(ui_app *a)
{
    uint64_t sq = metro_city_tourist_squares(&a->game->state);
    if (!sq) return;
    int at = __builtin_ctzll(sq);
    a->ui.pointer.mouse_x = a->lay.bx + ((float)metro_col(at) + 0.5f) * a->lay.ts;
    a->ui.pointer.mouse_y = a->lay.by + ((float)metro_row(at) + 0.5f) * a->lay.ts;
    a->ui.pointer.hover_sq = -1;
}

static bool stockholm_4p(ui_app *a)
{
    ui_scene_start_with(a, 4, "stockholm", METRO_STOCKHOLM_SECRET, 31);
    ui_scene_play(a, 30, 3131, 0, false, false);
    ui_scene_to_human(a, 31);
    hover_tourist(a);
    return true;
}

/* A field's hover words name its sight with the number its column shows
 * (issue 24: the panel numbered the sights, the words named them). */
static bool stockholm_field_tip(ui_app *a)
{
    stockholm_4p(a);
    ui_layout_frame(a);
    int want = ui_module_hit_arg(&ui_module_stockholm, ACT_FIELD, 2 * FIELDS + 1);
    for (int i = 0; i < a->frame->n_hits; i++) {
        const ui_hit *h = &a->frame->hits[i];
        if (h->action == UI_ACT_MODULE_WIDGET && h->arg == want)
            a->ui.pointer.mouse_x = h->x + h->w / 2, a->ui.pointer.mouse_y = h->y + h->h / 2;
    }
    return true;
}

static bool stockholm_variant(ui_app *a)
{
    ui_scene_start_with(a, 4, "stockholm", METRO_STOCKHOLM_ON_SIGHTS, 33);
    ui_scene_play(a, 26, 3333, 0, false, false);
    ui_scene_to_human(a, 33);
    a->ui.pointer.mouse_x = a->ui.pointer.mouse_y = 0; /* no hover bubble over the sights */
    return true;
}

/* A tourist half-way from its square to its field (the flight animates). */
static bool stockholm_flying(ui_app *a)
{
    ui_scene_start_with(a, 3, "stockholm", METRO_STOCKHOLM_SECRET, 34);
    metro_rng rng;
    metro_rng_seed(&rng, 3434);
    metro_move m;
    for (int i = 0; !metro_over(&a->game->state); i++) {
        const metro_state *s = &a->game->state;
        if (!ui_scene_random_lay(s, &rng, &m)) return false;
        bool takes = metro_city_tourist_squares(s) >> m.sq & 1u;
        a->now = (uint32_t)i * 2000;
        ui_play_move(a, &m, true);
        if (i >= 20 && takes) {
            a->now += 150 + 420; /* past the start, before the end */
            return true;
        }
    }
    return false;
}

/* Two humans, the hotseat gate up: no seat's chips are drawn behind it (the
 * golden shows the panel around the gate). */
static bool stockholm_hotseat(ui_app *a)
{
    ui_setup s;
    ui_scene_setup_struct(&s, 2, false, 35);
    snprintf(s.controller[1], METRO_CONTROLLER_LEN, "%s", "human");
    s.modules |= 1u << metro_module_find("stockholm");
    ui_start_game(a, &s);
    ui_scene_play(a, 12, 3535, 0, false, false);
    a->ui.overlay = UI_OV_PRIVACY;
    return true;
}

/* The set-up screen with Stockholm chosen, in French (long words beside the
 * city buttons), and in Dutch with "Resume last game" offered: the city's
 * description and option stay clear of the bottom buttons. */
static bool setup_with_stockholm(ui_app *a, const char *lang, bool resume)
{
    if (!ui_scene_language(a, lang)) return false;
    ui_scene_setup_screen(a);
    ui_setup_module_toggle(&a->ui.setup, metro_module_find("stockholm"));
    a->ui.can_resume = resume;
    return true;
}

static bool setup_stockholm_fr(ui_app *a)
{
    return setup_with_stockholm(a, "fr", false);
}

static bool setup_stockholm_nl(ui_app *a)
{
    return setup_with_stockholm(a, "nl", true);
}

static const ui_scene scenes[] = {
    {"setup-stockholm-fr", setup_stockholm_fr},
    {"setup-stockholm-nl", setup_stockholm_nl},
    {"stockholm-hotseat", stockholm_hotseat},
    {"stockholm-flying", stockholm_flying},
    {"stockholm-4p", stockholm_4p},
    {"stockholm-field-tip", stockholm_field_tip},
    {"stockholm-variant", stockholm_variant},
    {NULL, NULL},
};

static const ui_scene_ending endings[] = {
    {"stockholm-endgame", 3, "stockholm", METRO_STOCKHOLM_SECRET, 32, 0},
    {0},
};

/* Scripts check which seat's chips are drawn ("expect widget:chips=1"). */
static const ui_module_hit_name hit_names[] = {
    {"chips", ACT_CHIP, -1},
    {"field", ACT_FIELD, -1},
    {NULL, 0, 0},
};

static void action(ui_app *a, int act, int arg)
{
    (void)a, (void)act, (void)arg; /* chips and fields only explain themselves (hover) */
}

/* Speech, to the seat alone: its colours and what their tourists score
 * now together, as its panel row shows them (own_chips). */
static int secret_words(const ui_app *a, int seat, char *out, size_t n)
{
    const metro_state *s = &a->game->state;
    char list[200] = "";
    size_t at = 0;
    for (int c = 0; c < METRO_CITY_COLOURS && !metro_stockholm_variant(s); c++)
        if (metro_stockholm_chip_holder(s, c) == seat && at < sizeof list)
            at += (size_t)snprintf(list + at, sizeof list - at, "%s%s", at ? ", " : "",
                                   ui_city_colour_words(c));
    if (!list[0]) return n ? (out[0] = 0) : 0;
    int pts = metro_stockholm_points(s, seat);
    return snprintf(out, n,
                    ui_trn("Your secret colours: %s; their tourists score %d point now.",
                           "Your secret colours: %s; their tourists score %d points now.", pts),
                    list, pts);
}

const struct ui_module ui_module_stockholm = {
    .id = "stockholm",
    .panel = panel,
    .panel_place = 1,
    .board = board,
    .end_screen = end_screen,
    .end_row = end_row,
    .end_priority = 10,
    .action = action,
    .hit_names = hit_names,
    .own_controls = true,
    .title = N_("Stockholm"),
    .help = N_("A tourist stands on each of the 32 inner squares. The 8 sights lie in a row "
               "beside the board, each with 4 fields printed with points. Whoever lays a tile "
               "on a tourist's square moves that tourist to the leftmost free field of the row "
               "(the panel shows the sights left to right, each sight's fields top to bottom; "
               "the next free field is framed).\n"
               "Every player is dealt secret colour chips (2 players 3 each, 3-4 players 2, "
               "5-6 players 1; the rest stay unseen in the box). At the end you score the "
               "values under every tourist of your colours. The panel shows your own chips "
               "only to you, once you have confirmed who you are.\n"
               "Variant (set-up switch \"chips on the sights\"): the 8 chips lie face up, one per "
               "sight. A tourist goes to the leftmost free field of the sight holding its "
               "colour's chip, and the player who laid the tile scores that field's points "
               "at once.\n"
               "With shares the companies own the lines; the tourists' points are the "
               "players' own and are added to their share payout."),
    .scenes = scenes,
    .endings = endings,
    .seat_score = seat_score,
    .hover = hover,
    .secret_words = secret_words,
};
