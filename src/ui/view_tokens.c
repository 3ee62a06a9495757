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

bool ui_panel_tokens_wanted(const ui_app *a)
{
    const metro_state *s = &a->game->state;
    return metro_module_active(s, "central-stations") && !metro_module_active(s, "shares");
}

/* Who still has a token (a coin in the seat's colour) and how to place yours. */
float ui_panel_tokens(ui_app *a, float x, float y, float w)
{
    const metro_state *s = &a->game->state;
    float u = a->lay.unit, r = 0.8f * u;
    ui_text(a->d, UI_BOLD, (int)(u * 0.9f), x, y, UI_LEFT, UI_RGB(0x26221C),
            "Central station tokens");
    float cx = x + w - r;
    for (int p = s->cfg.players - 1; p >= 0; p--, cx -= 2.3f * r) {
        if (metro_token_available(s, p)) {
            ui_circle(a->d, cx, y + 0.6f * u, r, UI_RGB(0x0E141C));
            ui_circle(a->d, cx, y + 0.6f * u, r * 0.85f, ui_owner_colour(p));
            ui_symbol(a->d, ui_owner_symbol(p), cx, y + 0.6f * u, r * 0.4f, ui_owner_ink(p));
        } else { /* placed: an empty ring */
            ui_ring(a->d, cx, y + 0.6f * u, r * 0.85f, 1.5f, UI_RGB(0xB8AE9A));
        }
    }
    const char *hint = "A coin: that player's token is still to place.";
    if (ui_modui_my_turn(a) && metro_token_available(s, s->current))
        hint = "Instead of a tile: click a + on the central station to place your token.";
    ui_text_wrap(a->d, UI_REGULAR, (int)(u * 0.72f), x, y + 1.6f * u, w, UI_RGB(0x7A7264), hint);
    return 3.4f * u;
}
