/* Screen of Metro City Paris (docs/rules.md §7.1): the module's table, the
 * choice of a field (or a square) for each tourist taken, made by clicking,
 * hover words, moves in words and the scenes. The board and the flights are
 * in paris_board.c, the rows of sights (panel, end card) in paris_rows.c.
 * Nothing in Paris is secret: every row is public. */
#include <stdio.h>

#include "harness/scene_kit.h"
#include "i18n/i18n.h"
#include "metro/module.h"
#include "metro/modules.h"
#include "modules/city_kit.h"
#include "modules/paris.h"

/* the engine's table is marked for translation */
const char *ui_paris_sight_name(int sight)
{
    return _(metro_paris_sight_name(sight));
}

/* ---- the places the tourist being placed may go --------------------------- */

ui_paris_choices ui_paris_choices_now(const metro_state *s)
{
    ui_paris_choices c = {0, 0};
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
        snprintf(out, n, _("%s, field %d of %s's row: %s sits here."), ui_paris_sight_name(sight),
                 fld % 4 + 1, a->game->seat[seat].name, who);
    else if (seat == s->current && ui_paris_choices_now(s).fields >> fld & 1u)
        snprintf(out, n, _("%s, field %d: free for %s. Click to seat the tourist here."),
                 ui_paris_sight_name(sight), fld % 4 + 1, who);
    else
        snprintf(out, n, _("%s, field %d of %s's row: free for %s."), ui_paris_sight_name(sight),
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
             ui_paris_sight_name(sights[i]), a->game->seat[seat].name, i + 1, filled);
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
    if (ui_paris_choices_now(s).squares >> sq & 1u)
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
        if (ui_paris_choices_now(&t).fields || ui_paris_choices_now(&t).squares) {
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
                        hue, ui_paris_sight_name(sights[i]), f + 1);
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
    .panel = ui_paris_panel,
    .panel_place = 1,
    .board = ui_paris_board,
    .end_screen = ui_paris_end_screen,
    .end_row = ui_paris_end_row,
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
