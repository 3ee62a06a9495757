/* Module 2 on the board: free centre sides drawn as sockets the player to
 * move can click to place a central station token. */
#include <stdio.h>

#include "metro/modules.h"
#include "modui.h"

/* A token move on `slot` exists now (with shares: for the selected share, or
 * for any share the player may still show). */
static bool slot_playable(const ui_app *a, int slot)
{
    const metro_state *s = &a->game->state;
    if (!metro_token_slot_free(s, slot)) return false;
    if (!metro_module_active(s, "shares")) {
        metro_move m;
        char text[16], why[120];
        snprintf(text, sizeof text, "token:%d", slot);
        return !metro_move_parse(s, text, &m, why, sizeof why) &&
               !metro_move_check(s, &m, why, sizeof why);
    }
    int sel = ui_modui_share_sel(a);
    for (int k = 0; k < METRO_SHARE_STACKS; k++) {
        int c = metro_shares_holding(s, s->current, k);
        if ((sel < 0 || sel == k) && c >= 0 && !metro_shares_frozen(s, s->current, k) &&
            metro_token_available(s, METRO_ACCOUNT_COMPANY0 + c))
            return true;
    }
    return false;
}

void ui_draw_token_sockets(ui_app *a)
{
    const metro_state *s = &a->game->state;
    if (!metro_module_active(s, "central-stations") || !ui_modui_my_turn(a)) return;
    const ui_layout *l = &a->lay;
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    int chosen = ui_modui_token_slot(a), sel = ui_modui_share_sel(a);
    ui_colour tint = UI_RGB(0xFFFFFF);
    if (sel >= 0)
        tint = ui_owner_colour(METRO_ACCOUNT_COMPANY0 + metro_shares_holding(s, s->current, sel));
    for (int slot = 0; slot < METRO_CENTRE_SIDES; slot++) {
        if (!slot_playable(a, slot)) continue;
        int sq = metro_centre_slot_square(slot), side = metro_centre_slot_side(slot);
        /* the same spot where draw_centre_tokens puts a placed token */
        float cx = l->bx + ((float)metro_col(sq) + 0.5f + 0.7f * (float)dx[side]) * l->ts;
        float cy = l->by + ((float)metro_row(sq) + 0.5f + 0.7f * (float)dy[side]) * l->ts;
        float r = l->ts * 0.15f;
        bool on = chosen == slot;
        bool hover = a->mouse_x >= cx - r * 1.4f && a->mouse_x < cx + r * 1.4f &&
                     a->mouse_y >= cy - r * 1.4f && a->mouse_y < cy + r * 1.4f;
        ui_circle(a->d, cx, cy, r * 1.15f, UI_RGB(0x0E141C));
        ui_circle(a->d, cx, cy, r, on || hover ? tint : UI_RGB(0x4A5A6E));
        ui_ring(a->d, cx, cy, r * 0.98f, r * 0.2f, on ? UI_RGB(0x2E9E4C) : tint);
        ui_fill_rect(a->d, cx - r * 0.5f, cy - r * 0.09f, r, r * 0.18f,
                     on || hover ? UI_RGB(0x1E1B16) : UI_RGB(0xFFFFFF));
        ui_fill_rect(a->d, cx - r * 0.09f, cy - r * 0.5f, r * 0.18f, r,
                     on || hover ? UI_RGB(0x1E1B16) : UI_RGB(0xFFFFFF));
        ui_hit_add(a, cx - r * 1.4f, cy - r * 1.4f, r * 2.8f, r * 2.8f, UI_ACT_TOKEN_SLOT, slot);
    }
}
