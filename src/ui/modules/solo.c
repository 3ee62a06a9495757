/* Module 4b, the solo game (docs/rules.md §6.5), on screen: the revealed
 * company ("Extend graphite"), the share pile, the company track and the score
 * now (normal and harder) in the panel, refusing a face-up tile, and both
 * scores at the end. */
#include <stdio.h>

#include "modules/companies.h"
#include "modules/end_table.h"
#include "i18n/i18n.h"
#include "modules/panel_heading.h"
#include "metro/module.h"
#include "metro/modules.h"
#include "harness/scene_kit.h"
#include "core/widgets.h"

extern const struct ui_module ui_module_solo;

enum { REFUSE }; /* arg: hand slot */

static void solo_scores(const metro_state *s, int *normal, int *hard)
{
    int pts[METRO_COMPANIES];
    for (int c = 0; c < METRO_COMPANIES; c++) pts[c] = s->score[METRO_ACCOUNT_COMPANY0 + c];
    *normal = metro_solo_score_from(pts, false), *hard = metro_solo_score_from(pts, true);
}

static float panel(const ui_app *a, ui_canvas *cv, void *scratch, float x, float y, float w)
{
    const metro_state *s = &a->game->state;
    float u = a->lay.unit, y0 = y, ch = 3.0f * u;
    int rev = metro_solo_revealed(s), normal, hard;
    solo_scores(s, &normal, &hard);
    char now[64];
    snprintf(now, sizeof now, _("score now %d · harder %d"), normal, hard);
    y += ui_panel_heading(a, cv, x, y, w, _("Companies"), now) + 1.5f * u;
    y += ui_company_track(a, cv, x, y, w, false);
    /* the revealed share: the company whose line must be extended */
    float cw = w * 0.55f;
    if (rev >= 0) {
        int acc = METRO_ACCOUNT_COMPANY0 + rev;
        ui_round_rect(cv->d, x, y + 2, cw, ch, u * 0.4f, UI_RGBA(0, 70));
        ui_round_rect(cv->d, x, y, cw, ch, u * 0.4f, ui_owner_colour(cv->d, acc));
        if (rev == 7) ui_round_frame(cv->d, x, y, cw, ch, u * 0.4f, 1, UI_FAINT);
        ui_symbol(cv->d, ui_owner_symbol(acc), x + 1.4f * u, y + ch / 2, 0.6f * u,
                  ui_owner_ink(cv->d, acc));
        char extend[64];
        snprintf(extend, sizeof extend, _("Extend %s"), ui_company_name(rev));
        ui_text_fit(a, cv, UI_BOLD, (int)(u * 0.9f), x + 2.6f * u, y + 0.3f * u, UI_LEFT,
                    ui_owner_ink(cv->d, acc), extend, cw - 2.9f * u);
        ui_text_fit(a, cv, UI_REGULAR, (int)(u * 0.7f), x + 2.6f * u, y + 1.6f * u, UI_LEFT,
                    ui_owner_ink(cv->d, acc), _("at the end of one of its lines"), cw - 2.9f * u);
    }
    char pile[64], left[64]; /* cut, not spilled, beside the card (the text floor) */
    snprintf(pile, sizeof pile, _("pile: %d face down"), metro_solo_pile_left(s));
    snprintf(left, sizeof left,
             ui_trn("%d share in play", "%d shares in play", metro_solo_shares_left(s)),
             metro_solo_shares_left(s));
    ui_text_fit(a, cv, UI_REGULAR, (int)(u * 0.72f), x + cw + 0.8f * u, y + 0.2f * u, UI_LEFT,
                UI_DIM(cv->d), pile, w - cw - 0.8f * u);
    ui_text_fit(a, cv, UI_REGULAR, (int)(u * 0.72f), x + cw + 0.8f * u, y + 1.5f * u, UI_LEFT,
                UI_DIM(cv->d), left, w - cw - 0.8f * u);
    y += ch + 0.6f * u;
    if (metro_solo_refuse_allowed(s) && ui_module_my_turn(a)) {
        char text[16];
        snprintf(text, sizeof text, "refuse:%d", a->ui.sel);
        bool ok = ui_module_text_legal(s, text);
        const char *label = _("Refuse selected tile");
        float bw = (float)ui_text_width(cv->d, UI_BOLD, (int)(u * 0.95f), label) + u;
        if (bw < w * 0.55f) bw = w * 0.55f; /* wider for a long label at the text floor */
        ui_button(a, cv, x, y, bw, 2.1f * u, label, UI_ACT_MODULE_WIDGET,
                  ui_module_hit_arg(&ui_module_solo, REFUSE, a->ui.sel), ok, false);
        ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 0.68f), x + bw + 0.6f * u, y, w - bw - 0.6f * u,
                     UI_DIM(cv->d), _("back into the deck; allowed in the first pass"));
        y += 2.7f * u;
    }
    return y - y0 + 0.2f * u;
}

static void end_screen(const ui_app *a, ui_canvas *cv)
{
    const metro_state *s = &a->game->state;
    int pts[METRO_COMPANIES], lo = 0, hi = 0;
    for (int c = 0; c < METRO_COMPANIES; c++) {
        pts[c] = s->score[METRO_ACCOUNT_COMPANY0 + c];
        if (pts[c] < pts[lo]) lo = c;
        if (pts[c] > pts[hi]) hi = c;
    }
    int normal = metro_solo_score_from(pts, false), hard = metro_solo_score_from(pts, true);
    bool is_hard = metro_solo_hard(s);
    float u = a->lay.unit, x, y, w = 50 * u, h = 25.5f * u;
    ui_dialog_card(a, cv, w, h, &x, &y, _("Solo game over"));
    float ty = y + 4.6f * u, cw = (w - 4 * u - 7 * 0.4f * u) / 8;
    for (int c = 0; c < METRO_COMPANIES; c++) {
        int acc = METRO_ACCOUNT_COMPANY0 + c;
        float cx = x + 2 * u + (float)c * (cw + 0.4f * u);
        if (c == lo || c == hi)
            ui_round_rect(cv->d, cx - 3, ty - 3, cw + 6, 3.6f * u + 6, u * 0.45f,
                          c == lo ? UI_BAD(cv->d) : UI_GOOD(cv->d));
        ui_round_rect(cv->d, cx, ty, cw, 3.6f * u, u * 0.4f, ui_owner_colour(cv->d, acc));
        ui_symbol(cv->d, ui_owner_symbol(acc), cx + cw / 2, ty + 0.9f * u, 0.45f * u,
                  ui_owner_ink(cv->d, acc));
        ui_textf(cv->d, UI_BOLD, (int)(u * 1.1f), cx + cw / 2, ty + 1.6f * u, UI_CENTRE,
                 ui_owner_ink(cv->d, acc), "%d", pts[c]);
        if (c == lo || c == hi)
            ui_text(cv->d, UI_BOLD, (int)(u * 0.7f), cx + cw / 2, ty + 3.8f * u, UI_CENTRE,
                    c == lo ? UI_BAD(cv->d) : UI_GOOD(cv->d), c == lo ? _("lowest") : _("highest"));
    }
    float ry = ty + 5.6f * u, bw = (w - 5 * u) / 2;
    for (int i = 0; i < 2; i++) {
        bool this = (i == 1) == is_hard;
        float bx = x + 2 * u + (float)i * (bw + u);
        ui_round_rect(cv->d, bx, ry, bw, 9 * u, u * 0.6f, this ? UI_FIRST : UI_ROW);
        ui_text(cv->d, UI_BOLD, (int)(u * 1.0f), bx + bw / 2, ry + 0.6f * u, UI_CENTRE, UI_INK,
                i ? _("Harder variant") : _("Normal score"));
        ui_textf(cv->d, UI_BOLD, (int)(u * 3.2f), bx + bw / 2, ry + 2.0f * u, UI_CENTRE, UI_INK,
                 "%d", i ? hard : normal);
        char why[96];
        if (i)
            snprintf(why, sizeof why, _("%d − (%d − %d): the gap is subtracted"), pts[lo], pts[hi],
                     pts[lo]);
        else
            snprintf(why, sizeof why, _("the lowest company: %s"), ui_company_name(lo));
        ui_text(cv->d, UI_REGULAR, (int)(u * 0.75f), bx + bw / 2, ry + 6.3f * u, UI_CENTRE,
                UI_DIM(cv->d), why);
        if (this)
            ui_text(cv->d, UI_BOLD, (int)(u * 0.7f), bx + bw / 2, ry + 7.5f * u, UI_CENTRE,
                    ui_theme(cv->d, UI_THEME_GOLD), _("the variant you played"));
    }
    ui_end_buttons(a, cv, x, y, w, h);
}

static void action(ui_app *a, int action, int arg)
{
    if (!ui_module_my_turn(a) || action != REFUSE) return;
    char text[16];
    snprintf(text, sizeof text, "refuse:%d", arg);
    ui_module_play_text(a, text);
}

static bool seat_score(const ui_app *a, int seat, int *score)
{
    const metro_state *s = &a->game->state;
    int pts[METRO_COMPANIES];
    (void)seat;
    for (int c = 0; c < METRO_COMPANIES; c++) pts[c] = s->score[METRO_ACCOUNT_COMPANY0 + c];
    *score = metro_solo_score_from(pts, metro_solo_hard(s));
    return true;
}

static bool solo(ui_app *a)
{
    ui_scene_start_with(a, 1, "solo", 0, 11);
    ui_scene_play(a, 4, 1111, 0, false, false);
    ui_scene_to_human(a, 1);
    return true;
}

/* The set-up screen with the solo game and its harder variant on. */
static bool setup_solo(ui_app *a)
{
    int slot = metro_module_find("solo");
    ui_setup_default(&a->ui.setup);
    ui_setup_module_toggle(&a->ui.setup, slot);
    a->ui.setup.module_option[slot] = 1;
    a->ui.screen = UI_SETUP;
    return true;
}

static const ui_scene scenes[] = {
    {"setup-solo", setup_solo},
    {"solo", solo},
    {NULL, NULL},
};

static const ui_scene_ending endings[] = {
    {"solo-endgame", 1, "solo", 1, 12, 0},
    {0},
};

/* Its one move, refusing a face-up tile (the panel shows which). */
static int move_words(const metro_state *before, const metro_move *m, ui_move_mood mood, char *out,
                      size_t n)
{
    (void)before, (void)m;
    return snprintf(out, n, "%s",
                    mood == UI_MOVE_ASKED ? _("refuse a face-up tile")
                                          : _("refuses a face-up tile"));
}

static const ui_module_hit_name hit_names[] = {{"refuse", REFUSE, -1}, {NULL, 0, 0}};

const struct ui_module ui_module_solo = {
    .id = "solo",
    .panel = panel,
    .end_screen = end_screen,
    .end_priority = 20,
    .action = action,
    .hit_names = hit_names,
    .own_controls = true,
    .move_words = move_words,
    .title = N_("Solo game"),
    .title_in_text = N_("the solo game"),
    .help =
        N_("The lines belong to 8 companies. The face-up tiles are your hand; there is no "
           "drawing.\n"
           "Each turn a company's share is revealed (\"Extend graphite\"): lay one face-up tile "
           "on the square where one of that company's unfinished lines ends (only those squares "
           "light up). A line may be one tile long here.\n"
           "While the first pass through the shares is not used up you may refuse one face-up "
           "tile per turn: it goes back into the middle of the deck.\n"
           "The game ends when every line has scored. Your score is the lowest company's "
           "points; in the harder variant minus the gap between the highest and the lowest."),
    .scenes = scenes,
    .endings = endings,
    .seat_note = N_("scores the lowest company"),
    .seat_score = seat_score,
    .hand_title = N_("Face-up tiles"),
    .shows_companies = true,
};
