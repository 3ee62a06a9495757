/* Module 4b panel: the revealed share, the company track, refusing a
 * face-up tile, the share pile, and both scores (normal and harder). */
#include <stdio.h>

#include "metro/modules.h"
#include "modui.h"

#define INK UI_RGB(0x26221C)
#define DIM UI_RGB(0x7A7264)

bool ui_panel_solo_wanted(const ui_app *a)
{
    return metro_module_active(&a->game->state, "solo");
}

static void solo_scores(const metro_state *s, int *normal, int *hard)
{
    int pts[METRO_COMPANIES];
    for (int c = 0; c < METRO_COMPANIES; c++) pts[c] = s->score[METRO_ACCOUNT_COMPANY0 + c];
    *normal = metro_solo_score_from(pts, false), *hard = metro_solo_score_from(pts, true);
}

float ui_panel_solo(ui_app *a, float x, float y, float w)
{
    const metro_state *s = &a->game->state;
    float u = a->lay.unit, y0 = y, ch = 3.0f * u;
    int rev = metro_solo_revealed(s), normal, hard;
    solo_scores(s, &normal, &hard);
    ui_text(a->d, UI_BOLD, (int)(u * 0.9f), x, y, UI_LEFT, INK, "Companies");
    ui_textf(a->d, UI_REGULAR, (int)(u * 0.72f), x + w, y + 0.15f * u, UI_RIGHT, DIM,
             "score now %d · harder %d", normal, hard);
    y += 1.5f * u;
    y += ui_company_track(a, x, y, w, false);
    /* the revealed share: the company whose line must be extended */
    float cw = w * 0.55f;
    if (rev >= 0) {
        int acc = METRO_ACCOUNT_COMPANY0 + rev;
        ui_round_rect(a->d, x, y + 2, cw, ch, u * 0.4f, UI_RGBA(0, 70));
        ui_round_rect(a->d, x, y, cw, ch, u * 0.4f, ui_owner_colour(acc));
        if (rev == 7) ui_round_frame(a->d, x, y, cw, ch, u * 0.4f, 1, UI_RGB(0xB8AE9A));
        ui_symbol(a->d, ui_owner_symbol(acc), x + 1.4f * u, y + ch / 2, 0.6f * u,
                  ui_owner_ink(acc));
        ui_textf(a->d, UI_BOLD, (int)(u * 0.9f), x + 2.6f * u, y + 0.3f * u, UI_LEFT,
                 ui_owner_ink(acc), "Extend %s", metro_company_name(rev));
        ui_text(a->d, UI_REGULAR, (int)(u * 0.7f), x + 2.6f * u, y + 1.6f * u, UI_LEFT,
                ui_owner_ink(acc), "at the end of one of its lines");
    }
    ui_textf(a->d, UI_REGULAR, (int)(u * 0.72f), x + cw + 0.8f * u, y + 0.2f * u, UI_LEFT, DIM,
             "pile: %d face down", metro_solo_pile_left(s));
    ui_textf(a->d, UI_REGULAR, (int)(u * 0.72f), x + cw + 0.8f * u, y + 1.5f * u, UI_LEFT, DIM,
             "%d shares in play", metro_solo_shares_left(s));
    y += ch + 0.6f * u;
    if (metro_solo_refuse_allowed(s) && ui_modui_my_turn(a)) {
        metro_move m;
        char text[16], why[120];
        snprintf(text, sizeof text, "refuse:%d", a->sel);
        bool ok = !metro_move_parse(s, text, &m, why, sizeof why) &&
                  !metro_move_check(s, &m, why, sizeof why);
        ui_button(a, x, y, w * 0.55f, 2.1f * u, "Refuse selected tile", UI_ACT_REFUSE, a->sel, ok,
                  false);
        ui_text_wrap(a->d, UI_REGULAR, (int)(u * 0.68f), x + w * 0.55f + 0.6f * u, y,
                     w * 0.45f - 0.6f * u, DIM, "back into the deck; allowed in the first pass");
        y += 2.7f * u;
    }
    return y - y0 + 0.2f * u;
}
