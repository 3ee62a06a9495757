/* Module views' shared pieces: whose secrets show, module move actions, the
 * share/token selection and the company score track. */
#include <stdio.h>
#include <string.h>

#include "metro/module.h"
#include "metro/modules.h"
#include "modui.h"

int ui_private_seat(const ui_app *a)
{
    const metro_state *s = &a->game->state;
    if (ui_human_count(a) == 1)
        for (int p = 0; p < s->cfg.players; p++)
            if (ui_seat_human(a, p)) return p;
    return ui_hand_visible(a) ? s->current : -1;
}

bool ui_modui_my_turn(const ui_app *a)
{
    return a->screen == UI_PLAY && a->overlay == UI_OV_NONE && !a->ai_busy && ui_hand_visible(a) &&
           !metro_over(&a->game->state) && a->game->state.drawn == METRO_NO_TILE;
}

/* The selection belongs to one position: any move, undo or load drops it
 * (modui_gen is game_gen + 1 so a zeroed app selects nothing). */
int ui_modui_share_sel(const ui_app *a)
{
    return a->modui_gen == a->game_gen + 1 ? a->modui_share : -1;
}

int ui_modui_token_slot(const ui_app *a)
{
    return a->modui_gen == a->game_gen + 1 ? a->modui_slot : -1;
}

uint32_t ui_modui_signature(const ui_app *a)
{
    return (uint32_t)(ui_modui_share_sel(a) + 1) * 16u + (uint32_t)(ui_modui_token_slot(a) + 1);
}

static void select(ui_app *a, int share, int slot)
{
    a->modui_gen = a->game_gen + 1, a->modui_share = share, a->modui_slot = slot;
}

bool ui_modui_play_text(ui_app *a, const char *text)
{
    metro_move m;
    char why[200] = "";
    int rc = metro_move_parse(&a->game->state, text, &m, why, sizeof why);
    if (!rc) rc = metro_move_check(&a->game->state, &m, why, sizeof why);
    if (!rc) rc = ui_play_move(a, &m, true);
    if (rc) {
        snprintf(a->notice, sizeof a->notice, "%.150s", why[0] ? why : metro_error_text(rc));
        a->notice_until = a->now + 3000;
        return false;
    }
    a->last_move_at = a->now;
    return true;
}

/* Token on `slot` showing the share of stack k (with shares). */
static void play_token_share(ui_app *a, int slot, int k)
{
    const metro_state *s = &a->game->state;
    char text[48];
    snprintf(text, sizeof text, "token:%d:%s:%d", slot,
             metro_company_name(metro_shares_holding(s, s->current, k)), (k + 1) * 10);
    if (!ui_modui_play_text(a, text)) select(a, -1, -1);
}

bool ui_modui_action(ui_app *a, int action, int arg)
{
    if (action < UI_ACT_MODUI_FIRST || action >= UI_ACT_MODUI_LAST) return false;
    if (action == UI_ACT_SETUP_SOLO_HARD) {
        if (arg >= 0 && arg < METRO_MODULE_SLOTS)
            a->setup.module_option[arg] = !a->setup.module_option[arg];
        return true;
    }
    if (!ui_modui_my_turn(a)) return true;
    const metro_state *s = &a->game->state;
    int sel = ui_modui_share_sel(a), slot = ui_modui_token_slot(a);
    bool shares = metro_module_active(s, "shares");
    char text[48];
    switch (action) {
    case UI_ACT_SHARE_PICK:
        if (arg < 0 || arg >= METRO_SHARE_STACKS) break;
        if (slot >= 0)
            play_token_share(a, slot, arg);
        else
            select(a, sel == arg ? -1 : arg, -1);
        break;
    case UI_ACT_SHARE_TAKE:
        if (sel < 0) break;
        snprintf(text, sizeof text, "swap:%d:%s", (sel + 1) * 10, arg ? "top" : "up");
        if (!ui_modui_play_text(a, text)) select(a, -1, -1);
        break;
    case UI_ACT_TOKEN_SLOT:
        if (arg < 0 || arg >= METRO_CENTRE_SIDES) break;
        if (!shares) {
            snprintf(text, sizeof text, "token:%d", arg);
            ui_modui_play_text(a, text);
        } else if (sel >= 0) {
            play_token_share(a, arg, sel);
        } else {
            select(a, -1, slot == arg ? -1 : arg); /* then choose the share to show */
        }
        break;
    case UI_ACT_REFUSE:
        snprintf(text, sizeof text, "refuse:%d", arg);
        ui_modui_play_text(a, text);
        break;
    case UI_ACT_MODUI_CANCEL:
        select(a, -1, -1);
        break;
    default:
        break;
    }
    return true;
}

float ui_company_track(ui_app *a, float x, float y, float w, bool mark_cutoff)
{
    const metro_state *s = &a->game->state;
    float u = a->lay.unit, gap = 0.3f * u, cw = (w - 7 * gap) / 8, ch = 2.9f * u;
    for (int c = 0; c < METRO_COMPANIES; c++) {
        int acc = METRO_ACCOUNT_COMPANY0 + c, pts = s->score[acc];
        float cx = x + (float)c * (cw + gap);
        ui_round_rect(a->d, cx, y + 1, cw, ch, u * 0.35f, UI_RGBA(0, 60));
        ui_round_rect(a->d, cx, y, cw, ch, u * 0.35f, ui_owner_colour(acc));
        if (c == 7) ui_round_frame(a->d, cx, y, cw, ch, u * 0.35f, 1, UI_RGB(0xB8AE9A));
        ui_symbol(a->d, ui_owner_symbol(acc), cx + cw / 2, y + 0.75f * u, 0.38f * u,
                  ui_owner_ink(acc));
        ui_textf(a->d, UI_BOLD, (int)(u * 0.95f), cx + cw / 2, y + 1.3f * u, UI_CENTRE,
                 ui_owner_ink(acc), "%d", pts);
        if (mark_cutoff) { /* progress to 25 points, where share swaps stop */
            float bw = cw - 0.6f * u, fill = (float)(pts < 25 ? pts : 25) / 25.0f;
            ui_fill_rect(a->d, cx + 0.3f * u, y + ch + 0.3f * u, bw, 0.32f * u, UI_RGB(0xD8CDB5));
            ui_fill_rect(a->d, cx + 0.3f * u, y + ch + 0.3f * u, bw * fill, 0.32f * u,
                         pts >= 25 ? UI_RGB(0xB0332B) : UI_RGB(0x7A7264));
        }
        a->score_x[acc] = cx + cw / 2, a->score_y[acc] = y + ch / 2;
    }
    return ch + (mark_cutoff ? 1.0f : 0.6f) * u;
}

bool ui_module_has_own_ui(const char *id)
{
    static const char *const own[] = {"shares", "central-stations", "solo", NULL};
    for (int i = 0; own[i]; i++)
        if (!strcmp(id, own[i])) return true;
    return false;
}

const char *ui_modui_seat_note(const ui_app *a)
{
    const metro_state *s = &a->game->state;
    if (metro_module_active(s, "shares")) return "shares pay at the end";
    if (metro_module_active(s, "solo")) return "scores the lowest company";
    return NULL;
}

bool ui_modui_seat_score(const ui_app *a, int seat, int *score)
{
    const metro_state *s = &a->game->state;
    *score = s->score[seat];
    if (metro_module_active(s, "solo")) {
        int pts[METRO_COMPANIES];
        for (int c = 0; c < METRO_COMPANIES; c++) pts[c] = s->score[METRO_ACCOUNT_COMPANY0 + c];
        *score = metro_solo_score_from(pts, metro_solo_hard(s));
    } else if (metro_module_active(s, "shares")) {
        if (!metro_over(s)) return false; /* nothing is paid before the end */
        int fin[METRO_MAX_PLAYERS];
        metro_final_scores(s, fin);
        *score = fin[seat];
    }
    return true;
}

void ui_modui_describe(const metro_state *before, const metro_move *m, char *out, size_t n)
{
    metro_describe_move(before, m, out, n); /* the module's own words (describe_move hook) */
}

float ui_modui_seat_public(ui_app *a, int seat, float xr, float y)
{
    const metro_state *s = &a->game->state;
    float u = a->lay.unit, cw = 2.9f * u, ch = 1.4f * u, x = xr;
    for (int k = METRO_SHARE_STACKS - 1; k >= 0; k--) {
        if (!metro_shares_frozen(s, seat, k)) continue; /* only shown shares are public */
        int acc = METRO_ACCOUNT_COMPANY0 + metro_shares_holding(s, seat, k);
        x -= cw;
        ui_round_rect(a->d, x, y, cw, ch, u * 0.25f, ui_owner_colour(acc));
        if (acc == METRO_ACCOUNT_COMPANY0 + 7)
            ui_round_frame(a->d, x, y, cw, ch, u * 0.25f, 1, UI_RGB(0xB8AE9A));
        ui_symbol(a->d, ui_owner_symbol(acc), x + 0.6f * u, y + ch / 2, 0.28f * u,
                  ui_owner_ink(acc));
        ui_textf(a->d, UI_BOLD, (int)(u * 0.62f), x + cw - 0.25f * u, y + 0.3f * u, UI_RIGHT,
                 ui_owner_ink(acc), "%d%%", (k + 1) * 10);
        x -= 0.3f * u;
    }
    return xr - x;
}
