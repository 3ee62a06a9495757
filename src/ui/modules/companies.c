/* The company track and the share-and-centre-side selection, shared by the
 * shares, central stations and solo screens. */
#include <stdio.h>

#include "modules/companies.h"
#include "metro/modules.h"
#include "core/theme.h"

float ui_company_track(const ui_app *a, ui_canvas *cv, float x, float y, float w, bool mark_cutoff)
{
    const metro_state *s = &a->game->state;
    float u = a->lay.unit, gap = 0.3f * u, cw = (w - 7 * gap) / 8, ch = 2.9f * u;
    for (int c = 0; c < METRO_COMPANIES; c++) {
        int acc = METRO_ACCOUNT_COMPANY0 + c, pts = s->score[acc];
        float cx = x + (float)c * (cw + gap);
        ui_round_rect(cv->d, cx, y + 1, cw, ch, u * 0.35f, UI_RGBA(0, 60));
        ui_round_rect(cv->d, cx, y, cw, ch, u * 0.35f, ui_owner_colour(cv->d, acc));
        if (c == 7) ui_round_frame(cv->d, cx, y, cw, ch, u * 0.35f, 1, UI_FAINT);
        ui_symbol(cv->d, ui_owner_symbol(acc), cx + cw / 2, y + 0.75f * u, 0.38f * u,
                  ui_owner_ink(cv->d, acc));
        ui_textf(cv->d, UI_BOLD, (int)(u * 0.95f), cx + cw / 2, y + 1.3f * u, UI_CENTRE,
                 ui_owner_ink(cv->d, acc), "%d", pts);
        if (mark_cutoff) { /* progress to 25 points, where share swaps stop */
            float bw = cw - 0.6f * u, fill = (float)(pts < 25 ? pts : 25) / 25.0f;
            ui_fill_rect(cv->d, cx + 0.3f * u, y + ch + 0.3f * u, bw, 0.32f * u, UI_RGB(0xD8CDB5));
            ui_fill_rect(cv->d, cx + 0.3f * u, y + ch + 0.3f * u, bw * fill, 0.32f * u,
                         pts >= 25 ? UI_BAD(cv->d) : UI_DIM(cv->d));
        }
        cv->frame->score_x[acc] = cx + cw / 2, cv->frame->score_y[acc] = y + ch / 2;
    }
    return ch + (mark_cutoff ? 1.0f : 0.6f) * u;
}

void ui_pick(ui_app *a, int share, int slot)
{
    ui_module_select(a, SEL_SHARE, share);
    ui_module_select(a, SEL_SLOT, slot);
}

void ui_play_token_share(ui_app *a, int slot, int k)
{
    const metro_state *s = &a->game->state;
    char text[48];
    snprintf(text, sizeof text, "token:%d:%s:%d", slot,
             metro_company_name(metro_shares_holding(s, s->current, k)), (k + 1) * 10);
    if (!ui_module_play_text(a, text)) ui_pick(a, -1, -1);
}

bool ui_token_with_share_possible(const ui_app *a, int slot)
{
    const metro_state *s = &a->game->state;
    int sel = ui_module_sel(a, SEL_SHARE);
    for (int k = 0; k < METRO_SHARE_STACKS; k++) {
        int c = metro_shares_holding(s, s->current, k);
        if ((sel < 0 || sel == k) && c >= 0 && !metro_shares_frozen(s, s->current, k) &&
            metro_token_available(s, METRO_ACCOUNT_COMPANY0 + c))
            return true;
    }
    return false;
}
