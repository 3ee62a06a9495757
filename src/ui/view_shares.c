/* Module 1 panel: company track, the share board (4 stacks, face-up cards)
 * and your own shares, private to you; click a share, then a card to swap. */
#include <stdio.h>
#include <string.h>

#include "metro/modules.h"
#include "modui.h"

#define INK    UI_RGB(0x26221C)
#define DIM    UI_RGB(0x7A7264)
#define BACK   UI_RGB(0x34495E)
#define SELECT UI_RGB(0x2F6FD0)
#define TARGET UI_RGB(0x2E9E4C)

bool ui_panel_shares_wanted(const ui_app *a)
{
    return metro_module_active(&a->game->state, "shares");
}

/* A share card face up: company colour, symbol and name; `pct` 0 hides it. */
static void share_card(ui_app *a, int company, int pct, float x, float y, float w, float h)
{
    float u = a->lay.unit;
    int acc = METRO_ACCOUNT_COMPANY0 + company;
    ui_round_rect(a->d, x, y + 1.5f, w, h, u * 0.3f, UI_RGBA(0, 70));
    ui_round_rect(a->d, x, y, w, h, u * 0.3f, ui_owner_colour(acc));
    if (company == 7) ui_round_frame(a->d, x, y, w, h, u * 0.3f, 1, UI_RGB(0xB8AE9A));
    ui_symbol(a->d, ui_owner_symbol(acc), x + 0.85f * u, y + h / 2, 0.36f * u, ui_owner_ink(acc));
    if (pct)
        ui_textf(a->d, UI_BOLD, (int)(u * 0.8f), x + w - 0.35f * u, y + h / 2 - 0.55f * u, UI_RIGHT,
                 ui_owner_ink(acc), "%d%%", pct);
}

static void back_card(ui_app *a, int count, float x, float y, float w, float h)
{
    float u = a->lay.unit;
    for (int i = count > 2 ? 2 : count - 1; i > 0; i--) /* a stack: offset edges */
        ui_round_rect(a->d, x + (float)i * 2, y - (float)i * 2, w, h, u * 0.3f, UI_RGB(0x2A3A4B));
    ui_round_rect(a->d, x, y + 1.5f, w, h, u * 0.3f, UI_RGBA(0, 70));
    ui_round_rect(a->d, x, y, w, h, u * 0.3f, BACK);
    ui_textf(a->d, UI_BOLD, (int)(u * 0.75f), x + w / 2, y + h / 2 - 0.5f * u, UI_CENTRE,
             UI_RGB(0xB9C6D4), "%d", count);
}

static void outline(ui_app *a, float x, float y, float w, float h, ui_colour c)
{
    ui_round_frame(a->d, x - 3, y - 3, w + 6, h + 6, a->lay.unit * 0.4f, 2.5f, c);
}

static float share_board(ui_app *a, float x, float y, float w, int viewer, bool act)
{
    const metro_state *s = &a->game->state;
    float u = a->lay.unit, gap = 0.5f * u, colw = (w - 3 * gap) / 4, ch = 2.2f * u;
    int sel = ui_modui_share_sel(a), slot = ui_modui_token_slot(a);
    bool swap_open = metro_shares_swap_open(s);
    for (int k = 0; k < METRO_SHARE_STACKS; k++) {
        float cx = x + (float)k * (colw + gap), cy = y;
        ui_textf(a->d, UI_BOLD, (int)(u * 0.75f), cx + colw / 2, cy, UI_CENTRE, DIM, "%d %%",
                 (k + 1) * 10);
        cy += 1.2f * u;
        float bw = colw * 0.36f, fw = colw - bw - 0.35f * u, fx = cx + bw + 0.35f * u;
        int n = metro_shares_stack_count(s, k), up = metro_shares_face_up(s, k);
        back_card(a, n, cx, cy, bw, ch);
        if (up >= 0) share_card(a, up, 0, fx, cy, fw, ch);
        if (act && sel == k && swap_open) { /* where the selected share can be swapped to */
            outline(a, cx, cy, bw, ch, TARGET);
            ui_hit_add(a, cx - 3, cy - 3, bw + 6, ch + 6, UI_ACT_SHARE_TAKE, 1);
            if (up >= 0) {
                outline(a, fx, cy, fw, ch, TARGET);
                ui_hit_add(a, fx - 3, cy - 3, fw + 6, ch + 6, UI_ACT_SHARE_TAKE, 0);
            }
        }
        cy += ch + 1.3f * u;
        /* your share of this percentage (or a back when it is secret now) */
        int mine = viewer >= 0 ? metro_shares_holding(s, viewer, k) : -1;
        bool frozen = viewer >= 0 && metro_shares_frozen(s, viewer, k);
        if (mine < 0) {
            ui_round_rect(a->d, cx, cy, colw, ch, u * 0.3f, UI_RGB(0xE2D8C2));
            ui_text(a->d, UI_BOLD, (int)(u * 0.7f), cx + colw / 2, cy + ch / 2 - 0.45f * u,
                    UI_CENTRE, UI_RGB(0xA59D8E), "secret");
            continue;
        }
        share_card(a, mine, (k + 1) * 10, cx, cy, colw, ch);
        if (frozen) /* shown for a central station token: it stays, face up */
            ui_text(a->d, UI_BOLD, (int)(u * 0.62f), cx + colw / 2, cy + ch + 0.1f * u, UI_CENTRE,
                    DIM, "shown");
        /* a share is picked to swap it, or to show it for a token */
        bool can_pick = act && !frozen && (swap_open || metro_module_active(s, "central-stations"));
        if (act && sel == k) outline(a, cx, cy, colw, ch, SELECT);
        if (act && slot >= 0 && !frozen && metro_token_available(s, METRO_ACCOUNT_COMPANY0 + mine))
            outline(a, cx, cy, colw, ch, TARGET);
        if (can_pick) ui_hit_add(a, cx - 3, cy - 3, colw + 6, ch + 6, UI_ACT_SHARE_PICK, k);
    }
    return 1.2f * u + 2 * ch + 2.2f * u;
}

/* One line saying what a click does now. */
static void hint_line(ui_app *a, float x, float y, float w, int viewer, bool act)
{
    const metro_state *s = &a->game->state;
    float u = a->lay.unit;
    int sel = ui_modui_share_sel(a), slot = ui_modui_token_slot(a);
    bool tokens = metro_module_active(s, "central-stations");
    char buf[160];
    if (act && slot >= 0)
        snprintf(buf, sizeof buf, "Token on centre side %d: click the share to show (it stays).",
                 slot);
    else if (act && sel >= 0 && metro_shares_swap_open(s))
        snprintf(buf, sizeof buf, "Swap your %d %% share: click the face-up card or the stack%s.",
                 (sel + 1) * 10, tokens ? ", or a free centre side" : "");
    else if (act && sel >= 0)
        snprintf(buf, sizeof buf, "Your %d %% share: click a free centre side to show it.",
                 (sel + 1) * 10);
    else if (!metro_shares_swap_open(s))
        snprintf(buf, sizeof buf, "Swaps are closed: a company has 25 points.");
    else if (act)
        snprintf(buf, sizeof buf, "Instead of a tile: click one of your shares to swap it.");
    else if (viewer < 0)
        snprintf(buf, sizeof buf, "Shares are secret until their owner confirms.");
    else
        snprintf(buf, sizeof buf, "Swaps are open while every company is below 25.");
    ui_text_wrap(a->d, UI_REGULAR, (int)(u * 0.72f), x, y, w, DIM, buf);
}

float ui_panel_shares(ui_app *a, float x, float y, float w)
{
    float u = a->lay.unit, y0 = y;
    int viewer = ui_private_seat(a);
    bool act = ui_modui_my_turn(a) && viewer == a->game->state.current;
    ui_text(a->d, UI_BOLD, (int)(u * 0.9f), x, y, UI_LEFT, INK, "Companies");
    ui_text(a->d, UI_REGULAR, (int)(u * 0.72f), x + w, y + 0.15f * u, UI_RIGHT, DIM,
            "points · swaps stop at 25");
    y += 1.5f * u;
    y += ui_company_track(a, x, y, w, true);
    char title[80];
    if (viewer >= 0)
        snprintf(title, sizeof title, "Share board · %s's shares below",
                 a->game->seat[viewer].name);
    else
        snprintf(title, sizeof title, "Share board");
    ui_text(a->d, UI_BOLD, (int)(u * 0.9f), x, y, UI_LEFT, INK, title);
    y += 1.6f * u;
    y += share_board(a, x, y, w, viewer, act);
    hint_line(a, x, y - 0.6f * u, w, viewer, act);
    y += 1.0f * u;
    return y - y0 + 0.2f * u;
}
