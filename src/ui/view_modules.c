/* Generic module panels: company scores and the module moves of the player
 * to move, as buttons labelled with each move's text. Module-specific panels
 * (a shares board, ...) plug into the same table in view_panel.c. */
#include <stdio.h>
#include <string.h>

#include "metro/module.h"
#include "modui.h"

#define INK UI_RGB(0x26221C)

static bool has_companies(const metro_state *s)
{
    for (int i = 0; i < METRO_MAX_LINES; i++)
        if (s->line[i].owner >= METRO_ACCOUNT_COMPANY0) return true;
    return false;
}

bool ui_panel_companies_wanted(const ui_app *a)
{
    return has_companies(&a->game->state) && !ui_panel_shares_wanted(a) &&
           !ui_panel_solo_wanted(a); /* those panels show the companies themselves */
}

float ui_panel_companies(ui_app *a, float x, float y, float w)
{
    const metro_state *s = &a->game->state;
    float u = a->lay.unit, cw = (w - 3 * 0.4f * u) / 4, ch = 2.0f * u;
    ui_text(a->d, UI_BOLD, (int)(u * 0.9f), x, y, UI_LEFT, INK, "Companies");
    for (int c = 0; c < METRO_COMPANIES; c++) {
        int acc = METRO_ACCOUNT_COMPANY0 + c;
        float cx = x + (float)(c % 4) * (cw + 0.4f * u),
              cy = y + 1.6f * u + (float)(c / 4) * (ch + 0.3f * u);
        ui_round_rect(a->d, cx, cy, cw, ch, u * 0.4f, ui_owner_colour(acc));
        ui_symbol(a->d, ui_owner_symbol(acc), cx + 0.9f * u, cy + ch / 2, 0.4f * u,
                  ui_owner_ink(acc));
        ui_textf(a->d, UI_BOLD, (int)(u * 0.85f), cx + cw / 2 + 0.6f * u, cy + 0.4f * u, UI_CENTRE,
                 ui_owner_ink(acc), "%s %d", metro_company_name(c), s->score[acc]);
        a->score_x[acc] = cx + cw / 2, a->score_y[acc] = cy + ch / 2;
    }
    return 1.6f * u + 2 * (ch + 0.3f * u) + 0.5f * u;
}

bool ui_panel_module_moves_wanted(const ui_app *a)
{
    return a->game->state.cfg.modules != 0 && ui_hand_visible(a);
}

float ui_panel_module_moves(ui_app *a, float x, float y, float w)
{
    static metro_move all[METRO_MAX_MOVES];
    const metro_state *s = &a->game->state;
    int n = metro_legal_moves(s, all);
    a->n_mod_moves = 0;
    for (int i = 0; i < n && a->n_mod_moves < UI_MAX_MOD_MOVES; i++)
        if (all[i].kind == METRO_MOVE_MODULE &&
            !ui_module_has_own_ui(metro_module_get(all[i].module)->id))
            a->mod_moves[a->n_mod_moves++] = all[i];
    if (a->n_mod_moves == 0) return 0;
    float u = a->lay.unit, bw = (w - 3 * 0.4f * u) / 4, bh = 1.9f * u;
    ui_text(a->d, UI_BOLD, (int)(u * 0.9f), x, y, UI_LEFT, INK, "Module moves (instead of a tile)");
    for (int i = 0; i < a->n_mod_moves; i++) {
        char text[48];
        metro_move_format(s, &a->mod_moves[i], text, sizeof text);
        ui_button(a, x + (float)(i % 4) * (bw + 0.4f * u),
                  y + 1.6f * u + (float)(i / 4) * (bh + 0.3f * u), bw, bh, text, UI_ACT_MODULE_MOVE,
                  i, !a->ai_busy, false);
    }
    return 1.6f * u + (float)((a->n_mod_moves + 3) / 4) * (bh + 0.3f * u) + 0.5f * u;
}
