/* Module 1, companies and shares (docs/rules.md §6.1), on screen: the
 * company track and the share board in the panel (your shares private to
 * you; click a share, then a card to swap), the public shares in the
 * players' rows, and the payout table at the end. */
#include <stdio.h>
#include <string.h>

#include "modules/companies.h"
#include "modules/end_table.h"
#include "i18n/i18n.h"
#include "i18n/log_words.h"
#include "metro/module.h"
#include "metro/modules.h"
#include "modules/panel_heading.h"
#include "harness/scene_kit.h"
#include "core/widgets.h"

extern const struct ui_module ui_module_shares;

enum { PICK, TAKE }; /* PICK arg: stack of one of your shares; TAKE arg: 0 face-up, 1 stack */

/* A share card face up: company colour, symbol and name; `pct` 0 hides it. */
static void share_card(const ui_app *a, ui_canvas *cv, int company, int pct, float x, float y,
                       float w, float h)
{
    float u = a->lay.unit;
    int acc = METRO_ACCOUNT_COMPANY0 + company;
    ui_round_rect(cv->d, x, y + 1.5f, w, h, u * 0.3f, UI_RGBA(0, 70));
    ui_round_rect(cv->d, x, y, w, h, u * 0.3f, ui_owner_colour(cv->d, acc));
    if (company == 7) ui_round_frame(cv->d, x, y, w, h, u * 0.3f, 1, UI_FAINT);
    ui_symbol(cv->d, ui_owner_symbol(acc), x + 0.85f * u, y + h / 2, 0.36f * u,
              ui_owner_ink(cv->d, acc));
    if (pct)
        ui_textf(cv->d, UI_BOLD, (int)(u * 0.8f), x + w - 0.35f * u, y + h / 2 - 0.55f * u,
                 UI_RIGHT, ui_owner_ink(cv->d, acc), "%d%%", pct);
}

static void back_card(const ui_app *a, ui_canvas *cv, int count, float x, float y, float w, float h)
{
    float u = a->lay.unit;
    for (int i = count > 2 ? 2 : count - 1; i > 0; i--) /* a stack: offset edges */
        ui_round_rect(cv->d, x + (float)i * 2, y - (float)i * 2, w, h, u * 0.3f, UI_RGB(0x2A3A4B));
    ui_round_rect(cv->d, x, y + 1.5f, w, h, u * 0.3f, UI_RGBA(0, 70));
    ui_round_rect(cv->d, x, y, w, h, u * 0.3f, UI_BACK);
    ui_textf(cv->d, UI_BOLD, (int)(u * 0.75f), x + w / 2, y + h / 2 - 0.5f * u, UI_CENTRE,
             UI_ON_BACK(cv->d), "%d", count);
}

static void outline(const ui_app *a, ui_canvas *cv, float x, float y, float w, float h, ui_colour c)
{
    ui_round_frame(cv->d, x - 3, y - 3, w + 6, h + 6, a->lay.unit * 0.4f, 2.5f, c);
}

static float share_board(const ui_app *a, ui_canvas *cv, float x, float y, float w, int viewer,
                         bool act)
{
    const metro_state *s = &a->game->state;
    float u = a->lay.unit, gap = 0.5f * u, colw = (w - 3 * gap) / 4, ch = 2.2f * u;
    int sel = ui_module_sel(a, SEL_SHARE), slot = ui_module_sel(a, SEL_SLOT);
    bool swap_open = metro_shares_swap_open(s);
    for (int k = 0; k < METRO_SHARE_STACKS; k++) {
        float cx = x + (float)k * (colw + gap), cy = y;
        ui_textf(cv->d, UI_BOLD, (int)(u * 0.75f), cx + colw / 2, cy, UI_CENTRE, UI_DIM(cv->d),
                 "%d %%", (k + 1) * 10);
        cy += 1.2f * u;
        float bw = colw * 0.36f, fw = colw - bw - 0.35f * u, fx = cx + bw + 0.35f * u;
        int n = metro_shares_stack_count(s, k), up = metro_shares_face_up(s, k);
        back_card(a, cv, n, cx, cy, bw, ch);
        if (up >= 0) share_card(a, cv, up, 0, fx, cy, fw, ch);
        if (act && sel == k && swap_open) { /* where the selected share can be swapped to */
            outline(a, cv, cx, cy, bw, ch, UI_TARGET);
            ui_module_hit(a, cv, &ui_module_shares, cx - 3, cy - 3, bw + 6, ch + 6, TAKE, 1);
            if (up >= 0) {
                outline(a, cv, fx, cy, fw, ch, UI_TARGET);
                ui_module_hit(a, cv, &ui_module_shares, fx - 3, cy - 3, fw + 6, ch + 6, TAKE, 0);
            }
        }
        cy += ch + 1.3f * u;
        /* your share of this percentage (or a back when it is secret now) */
        int mine = viewer >= 0 ? metro_shares_holding(s, viewer, k) : -1;
        bool frozen = viewer >= 0 && metro_shares_frozen(s, viewer, k);
        if (mine < 0) {
            ui_round_rect(cv->d, cx, cy, colw, ch, u * 0.3f, UI_RGB(0xE2D8C2));
            ui_text(cv->d, UI_BOLD, (int)(u * 0.7f), cx + colw / 2, cy + ch / 2 - 0.45f * u,
                    UI_CENTRE, UI_DIM(cv->d), _("secret"));
            continue;
        }
        share_card(a, cv, mine, (k + 1) * 10, cx, cy, colw, ch);
        if (frozen) /* shown for a central station token: it stays, face up */
            ui_text(cv->d, UI_BOLD, (int)(u * 0.62f), cx + colw / 2, cy + ch + 0.1f * u, UI_CENTRE,
                    UI_DIM(cv->d), _("shown"));
        /* a share is picked to swap it, or to show it for a token */
        bool can_pick = act && !frozen && (swap_open || metro_module_active(s, "central-stations"));
        if (act && sel == k) outline(a, cv, cx, cy, colw, ch, UI_SELECT(cv->d));
        if (act && slot >= 0 && !frozen && metro_token_available(s, METRO_ACCOUNT_COMPANY0 + mine))
            outline(a, cv, cx, cy, colw, ch, UI_TARGET);
        if (can_pick)
            ui_module_hit(a, cv, &ui_module_shares, cx - 3, cy - 3, colw + 6, ch + 6, PICK, k);
    }
    return 1.2f * u + 2 * ch + 2.2f * u;
}

/* A line saying what a click does now (two where a language needs them);
 * returns the height used. */
static float hint_line(const ui_app *a, ui_canvas *cv, float x, float y, float w, int viewer,
                       bool act)
{
    const metro_state *s = &a->game->state;
    float u = a->lay.unit;
    int sel = ui_module_sel(a, SEL_SHARE), slot = ui_module_sel(a, SEL_SLOT);
    bool tokens = metro_module_active(s, "central-stations");
    char buf[160];
    char sq[4];
    metro_square_name(metro_centre_slot_square(slot < 0 ? 0 : slot), sq);
    if (act && slot >= 0) /* the side by the square beside it, as the board names squares */
        snprintf(buf, sizeof buf,
                 _("Token on the centre side by %s: click the share to show (it stays)."), sq);
    else if (act && sel >= 0 && metro_shares_swap_open(s))
        snprintf(buf, sizeof buf,
                 tokens ? _("Swap your %d %% share: click the face-up card or the stack, or a free "
                            "centre side.")
                        : _("Swap your %d %% share: click the face-up card or the stack."),
                 (sel + 1) * 10);
    else if (act && sel >= 0)
        snprintf(buf, sizeof buf, _("Your %d %% share: click a free centre side to show it."),
                 (sel + 1) * 10);
    else if (!metro_shares_swap_open(s))
        snprintf(buf, sizeof buf, "%s", _("Swaps are closed: a company has 25 points."));
    else if (act)
        snprintf(buf, sizeof buf, "%s",
                 _("Instead of a tile: click one of your shares to swap it."));
    else if (viewer < 0)
        snprintf(buf, sizeof buf, "%s", _("Shares are secret until their owner confirms."));
    else
        snprintf(buf, sizeof buf, "%s", _("Swaps are open while every company is below 25."));
    return (float)ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 0.72f), x, y, w, UI_DIM(cv->d), buf);
}

static float panel(const ui_app *a, ui_canvas *cv, void *scratch, float x, float y, float w)
{
    float u = a->lay.unit, y0 = y;
    int viewer = ui_private_seat(a);
    bool act = ui_module_my_turn(a) && viewer == a->game->state.current;
    y +=
        ui_panel_heading(a, cv, x, y, w, _("Companies"), _("points · swaps stop at 25")) + 1.5f * u;
    y += ui_company_track(a, cv, x, y, w, true);
    if (viewer >= 0)
        ui_panel_heading_name(a, cv, x, y, w, _("Share board · %s's shares below"),
                              a->game->seat[viewer].name, NULL);
    else
        ui_panel_heading(a, cv, x, y, w, _("Share board"), NULL);
    y += 1.6f * u;
    y += share_board(a, cv, x, y, w, viewer, act);
    /* room for two lines of hint (ui_text_wrap: 1.3 x the font size each);
     * a language that needs a third pushes the rest down */
    float hint_h = hint_line(a, cv, x, y - 0.6f * u, w, viewer, act),
          two = 2.0f * (float)((int)(u * 0.72f) * 13 / 10);
    y += 1.0f * u + (hint_h > two ? hint_h - two : 0.0f);
    return y - y0 + 0.2f * u;
}

/* Companies as columns, best rank first. */
static void company_order(const metro_payout *pay, int order[METRO_COMPANIES])
{
    for (int c = 0; c < METRO_COMPANIES; c++) order[c] = c;
    for (int i = 1; i < METRO_COMPANIES; i++)
        for (int j = i; j > 0 && pay->points[order[j]] > pay->points[order[j - 1]]; j--) {
            int t = order[j];
            order[j] = order[j - 1], order[j - 1] = t;
        }
}

/* The payout table's head: company chips with their points, rank values
 * under them, the columns' names. */
static void payout_head(const ui_app *a, ui_canvas *cv, const metro_payout *pay, const int order[],
                        float x, float ty, float w)
{
    float u = a->lay.unit, nx = x + 2 * u, cx0 = x + 14 * u, colw = 3.7f * u, tx = cx0 + 8 * colw;
    ui_text(cv->d, UI_BOLD, (int)(u * 0.8f), nx, ty + 0.3f * u, UI_LEFT, UI_DIM(cv->d),
            _("company points"));
    ui_text(cv->d, UI_BOLD, (int)(u * 0.8f), nx, ty + 3.2f * u, UI_LEFT, UI_DIM(cv->d),
            _("rank value"));
    for (int i = 0; i < METRO_COMPANIES; i++) {
        int c = order[i], acc = METRO_ACCOUNT_COMPANY0 + c;
        float cx = cx0 + (float)i * colw;
        ui_round_rect(cv->d, cx + 0.2f * u, ty, colw - 0.4f * u, 2.6f * u, u * 0.35f,
                      ui_owner_colour(cv->d, acc));
        if (c == 7)
            ui_round_frame(cv->d, cx + 0.2f * u, ty, colw - 0.4f * u, 2.6f * u, u * 0.35f, 1,
                           UI_FAINT);
        ui_symbol(cv->d, ui_owner_symbol(acc), cx + colw / 2, ty + 0.65f * u, 0.35f * u,
                  ui_owner_ink(cv->d, acc));
        ui_textf(cv->d, UI_BOLD, (int)(u * 0.85f), cx + colw / 2, ty + 1.15f * u, UI_CENTRE,
                 ui_owner_ink(cv->d, acc), "%d", pay->points[c]);
        ui_circle(cv->d, cx + colw / 2, ty + 3.8f * u, 0.85f * u, UI_TITLE);
        ui_textf(cv->d, UI_BOLD, (int)(u * 0.9f), cx + colw / 2, ty + 3.2f * u, UI_CENTRE,
                 UI_RGB(0xFFFFFF), "%d", pay->value[c]);
    }
    ui_text(cv->d, UI_BOLD, (int)(u * 0.75f), tx + 2.2f * u, ty + 3.3f * u, UI_CENTRE,
            UI_DIM(cv->d), _("shares"));
    ui_text(cv->d, UI_BOLD, (int)(u * 0.75f), tx + 6.2f * u, ty + 3.3f * u, UI_CENTRE,
            UI_DIM(cv->d), _("bonus"));
    ui_text(cv->d, UI_BOLD, (int)(u * 0.75f), x + w - 3 * u, ty + 3.3f * u, UI_RIGHT, UI_DIM(cv->d),
            _("total"));
}

/* One company's column in seat p's row: the percent, what it paid and the
 * majority bonus floor(points / 10) in green; returns the bonus. */
static int payout_cell(const ui_app *a, ui_canvas *cv, const metro_payout *pay, int p, int c,
                       float cx, float ry)
{
    float u = a->lay.unit;
    int pct = pay->percent[p][c];
    if (!pct) {
        ui_text(cv->d, UI_REGULAR, (int)(u * 0.8f), cx, ry + 0.8f * u, UI_CENTRE, UI_DIM(cv->d),
                "·");
        return 0;
    }
    ui_textf(cv->d, UI_BOLD, (int)(u * 0.8f), cx, ry + 0.25f * u, UI_CENTRE, UI_INK, "%d%%", pct);
    char paid[16], bon[16] = "";
    snprintf(paid, sizeof paid, "%d", pct / 10 * pay->value[c]);
    if (pay->bonus[p][c]) snprintf(bon, sizeof bon, " +%d", pay->bonus[p][c]);
    int fs = (int)(u * 0.68f), pw = ui_text_width(cv->d, UI_REGULAR, fs, paid),
        bw = bon[0] ? ui_text_width(cv->d, UI_BOLD, fs, bon) : 0;
    float left = cx - (float)(pw + bw) / 2;
    ui_text(cv->d, UI_REGULAR, fs, left, ry + 1.45f * u, UI_LEFT, UI_DIM(cv->d), paid);
    if (bon[0])
        ui_text(cv->d, UI_BOLD, fs, left + (float)pw, ry + 1.45f * u, UI_LEFT, UI_GOOD(cv->d), bon);
    return pay->bonus[p][c];
}

/* A city in play: its points of seat p (the final score beyond the share
 * payout; Paris adds its own at the end, the others on the seat's track) on
 * a line of their own under the shares, named and signed ("Paris −3"),
 * then counted as its rules count them (the city's own end screen row). */
static void city_line(const ui_app *a, ui_canvas *cv, const struct ui_module *city, int p, int pts,
                      float x, float ry)
{
    float u = a->lay.unit;
    ui_textf(cv->d, UI_BOLD, (int)(u * 0.8f), x + 2 * u, ry + 0.1f * u, UI_LEFT,
             pts > 0   ? UI_GOOD(cv->d)
             : pts < 0 ? UI_BAD(cv->d)
                       : UI_DIM(cv->d),
             "%s %s%d", _(city->title),
             pts > 0   ? "+"
             : pts < 0 ? "\u2212"
                       : "",
             pts < 0 ? -pts : pts);
    city->end_row(a, cv, p, x + 14 * u, ry);
    cv->frame->end_city_rows++;
}

/* Seat p's row: rank, badge, name, each company's cell, share points,
 * bonus and total; with a city, its line under them. */
static void payout_row(const ui_app *a, ui_canvas *cv, const metro_payout *pay, const int order[],
                       int p, int rank, float x, float ry, float w, float rh)
{
    float u = a->lay.unit, nx = x + 2 * u, cx0 = x + 14 * u, colw = 3.7f * u, tx = cx0 + 8 * colw;
    int fin[METRO_MAX_PLAYERS], bonus = 0;
    metro_final_scores(&a->game->state, fin);
    ui_round_rect(cv->d, x + 1.5f * u, ry, w - 3 * u, rh, u * 0.45f, rank == 1 ? UI_FIRST : UI_ROW);
    ui_textf(cv->d, UI_BOLD, (int)(u * 1.1f), nx, ry + 0.75f * u, UI_LEFT, UI_INK, "%d.", rank);
    ui_end_seat_badge(a, cv, p, nx + 3.2f * u, ry + 1.5f * u, 0.9f * u);
    ui_text_fit(a, cv, UI_BOLD, (int)(u * 0.85f), nx + 4.6f * u, ry + 0.85f * u, UI_LEFT, UI_INK,
                a->game->seat[p].name, cx0 - nx - 4.8f * u);
    for (int i = 0; i < METRO_COMPANIES; i++)
        bonus += payout_cell(a, cv, pay, p, order[i], cx0 + (float)i * colw + colw / 2, ry);
    ui_textf(cv->d, UI_BOLD, (int)(u * 1.0f), tx + 2.2f * u, ry + 0.7f * u, UI_CENTRE, UI_INK, "%d",
             pay->share_points[p]);
    ui_textf(cv->d, UI_BOLD, (int)(u * 1.0f), tx + 6.2f * u, ry + 0.7f * u, UI_CENTRE,
             UI_GOOD(cv->d), "+%d", bonus);
    ui_textf(cv->d, UI_BOLD, (int)(u * 1.6f), x + w - 3 * u, ry + 0.35f * u, UI_RIGHT, UI_INK, "%d",
             fin[p]);
    const struct ui_module *city = ui_modules_end_row_of(a);
    if (city) city_line(a, cv, city, p, fin[p] - pay->total[p], x, ry + 3.0f * u);
}

static void end_screen(const ui_app *a, ui_canvas *cv)
{
    const metro_state *s = &a->game->state;
    metro_payout pay;
    metro_shares_payout(s, &pay);
    int fin[METRO_MAX_PLAYERS], rank[METRO_MAX_PLAYERS], seats[METRO_MAX_PLAYERS],
        order[METRO_COMPANIES];
    metro_final_scores(s, fin);
    ui_end_ranks(s, fin, rank, seats);
    company_order(&pay, order);
    bool city = ui_modules_end_row_of(a) != NULL; /* a line more per seat */
    float u = a->lay.unit, x, y, w = 60 * u, rh = (city ? 4.6f : 3.0f) * u;
    float h = 17.5f * u + (float)s->cfg.players * (rh + 0.3f * u);
    ui_dialog_card(a, cv, w, h, &x, &y, _("Game over · share payout"));
    payout_head(a, cv, &pay, order, x, y + 4.4f * u, w);
    float ry = y + 9.8f * u;
    for (int r = 0; r < s->cfg.players; r++, ry += rh + 0.3f * u)
        payout_row(a, cv, &pay, order, seats[r], rank[seats[r]], x, ry, w, rh);
    ui_text_wrap(cv->d, UI_REGULAR, (int)(u * 0.72f), x + 2 * u, ry + 0.2f * u, w - 4 * u,
                 UI_DIM(cv->d),
                 _("Each share pays (percent / 10) × its company's rank value (8 for the most "
                   "points; ties take the higher value). Green: majority bonus, company points / "
                   "10. Small grey figures: what the shares paid."));
    ui_end_buttons(a, cv, x, y, w, h);
}

static void action(ui_app *a, int action, int arg)
{
    if (!ui_module_my_turn(a)) return;
    int sel = ui_module_sel(a, SEL_SHARE), slot = ui_module_sel(a, SEL_SLOT);
    char text[48];
    if (action == PICK && arg < METRO_SHARE_STACKS) {
        if (slot >= 0)
            ui_play_token_share(a, slot, arg);
        else
            ui_pick(a, sel == arg ? -1 : arg, -1);
    } else if (action == TAKE && sel >= 0) {
        snprintf(text, sizeof text, "swap:%d:%s", (sel + 1) * 10, arg ? "top" : "up");
        if (!ui_module_play_text(a, text)) ui_pick(a, -1, -1);
    }
}

/* A hinted swap: the share picked, its targets outlined. */
static void hint(ui_app *a, const metro_move *m)
{
    char text[32], how[8];
    int pct;
    metro_move_format(&a->game->state, m, text, sizeof text);
    if (sscanf(text, "swap:%d:%7s", &pct, how) == 2 && pct >= 10 && pct <= 40)
        ui_pick(a, pct / 10 - 1, -1);
}

static bool seat_score(const ui_app *a, int seat, int *score)
{
    const metro_state *s = &a->game->state;
    if (!metro_over(s)) return false; /* nothing is paid before the end */
    int fin[METRO_MAX_PLAYERS];
    metro_final_scores(s, fin);
    *score = fin[seat];
    return true;
}

/* A seat's shares shown for a central station token, as small chips ending at xr. */
static float seat_public(const ui_app *a, ui_canvas *cv, int seat, float xr, float y)
{
    const metro_state *s = &a->game->state;
    float u = a->lay.unit, ch = 1.4f * u, x = xr;
    int px = (int)(u * 0.62f);
    for (int k = METRO_SHARE_STACKS - 1; k >= 0; k--) {
        if (!metro_shares_frozen(s, seat, k)) continue; /* only shown shares are public */
        int acc = METRO_ACCOUNT_COMPANY0 + metro_shares_holding(s, seat, k);
        char pct[8];
        snprintf(pct, sizeof pct, "%d%%", (k + 1) * 10);
        /* room for the symbol and the words at the text floor too */
        float tw = (float)ui_text_width(cv->d, UI_BOLD, px, pct),
              cw = tw + 1.25f * u > 2.9f * u ? tw + 1.25f * u : 2.9f * u;
        x -= cw;
        ui_text_cover(cv->d, x, y, cw, ch); /* no word of the row under it */
        ui_round_rect(cv->d, x, y, cw, ch, u * 0.25f, ui_owner_colour(cv->d, acc));
        if (acc == METRO_ACCOUNT_COMPANY0 + 7)
            ui_round_frame(cv->d, x, y, cw, ch, u * 0.25f, 1, UI_FAINT);
        ui_symbol(cv->d, ui_owner_symbol(acc), x + 0.6f * u, y + ch / 2, 0.28f * u,
                  ui_owner_ink(cv->d, acc));
        ui_text(cv->d, UI_BOLD, px, x + cw - 0.25f * u, y + 0.3f * u, UI_RIGHT,
                ui_owner_ink(cv->d, acc), pct);
        x -= 0.3f * u;
    }
    return xr - x;
}

/* "swaps a 20 % share (face-up card)", read back from the move's text
 * ("swap:20:up", as the share board plays it). */
static int move_words(const metro_state *before, const metro_move *m, ui_move_mood mood, char *out,
                      size_t n)
{
    char text[32], how[8];
    int pct;
    metro_move_format(before, m, text, sizeof text);
    if (sscanf(text, "swap:%d:%7s", &pct, how) != 2) return snprintf(out, n, "%s", text);
    bool up = strcmp(how, "up") == 0;
    if (mood == UI_MOVE_ASKED) /* a hint, a button */
        return snprintf(out, n,
                        up ? _("swap a %d %% share (face-up card)")
                           : _("swap a %d %% share (from the stack)"),
                        pct);
    return snprintf(out, n,
                    up ? _("swaps a %d %% share (face-up card)")
                       : _("swaps a %d %% share (from the stack)"),
                    pct);
}

static bool shares_4p(ui_app *a) /* a share picked: the swap targets show */
{
    ui_scene_start_with(a, 4, "shares,central-stations", 0, 41);
    ui_scene_play(a, 22, 4141, 60, false, false);
    ui_scene_to_human(a, 7);
    ui_pick(a, 1, -1);
    return true;
}

static bool shares_6p(ui_app *a) /* the tallest panel */
{
    ui_scene_start_with(a, 6, "shares,central-stations", 0, 61);
    ui_scene_play(a, 30, 6161, 60, false, false);
    ui_scene_to_human(a, 6);
    return true;
}

/* The end of a 4-player shares game: its scene and the final board's; with
 * a city, whose points each seat's row breaks down on a line of its own. */
static const ui_scene_ending endings[] = {
    {"shares-endgame", 4, "shares,central-tracks", 0, 45, 40},
    {"shares-paris-endgame", 4, "shares,paris", 0, 46, 40},
    {0},
};

/* Shares, central stations and Stockholm played to the end, in a language. */
static bool stockholm_end_in(ui_app *a, const char *lang)
{
    static const ui_scene_ending end = {"", 4, "shares,central-stations,stockholm", 0, 47, 40};
    if (lang && !ui_scene_language(a, lang)) return false;
    return ui_scene_ending_build(a, &end);
}

static bool stockholm_end(ui_app *a)
{
    return stockholm_end_in(a, NULL);
}

static bool stockholm_end_de(ui_app *a)
{
    return stockholm_end_in(a, "de");
}

static bool stockholm_end_nl(ui_app *a)
{
    return stockholm_end_in(a, "nl");
}

static bool stockholm_end_fr(ui_app *a)
{
    return stockholm_end_in(a, "fr");
}

/* The final board of a shares game: every line in its company's colour. */
static bool shares_lines_end(ui_app *a)
{
    ui_scene_ending_build(a, &endings[0]); /* the shares-endgame scene's game */
    a->ui.end_board = true;
    return a->ui.screen == UI_END;
}

/* F1 on the module's own page (page 2: the base rules come first). */
static bool shares_help(ui_app *a)
{
    ui_scene_start_with(a, 4, "shares,central-stations", 0, 41);
    ui_scene_play(a, 8, 4141, 0, false, false);
    a->ui.overlay = UI_OV_HELP, a->ui.help_page = 1;
    return true;
}

/* A centre side picked for a token: the panel names it by its square. */
static bool shares_token_side(ui_app *a)
{
    ui_scene_start_with(a, 3, "shares,central-stations", 0, 41);
    ui_scene_play(a, 6, 4141, 0, false, false);
    ui_scene_to_human(a, 7);
    ui_pick(a, -1, 2);
    return true;
}

/* The fullest panel at 1024x640 with pop-ups up: the illegal square's
 * reason and a notice keep off the hand and the Draw button. */
static bool shares_popups(ui_app *a)
{
    ui_scene_start_with(a, 3, "shares,central-stations,stockholm", 0, 41);
    ui_scene_to_human(a, 7);
    int tile = ui_current_tile(a);
    for (int sq = 0; sq < METRO_SQUARES; sq++)
        if (tile >= 0 && !metro_is_centre(sq) && a->game->state.cell[sq] == METRO_NO_TILE &&
            metro_lay_error(&a->game->state, tile, sq) != METRO_OK) {
            ui_scene_hover(a, sq);
            break;
        }
    snprintf(a->ui.notice, sizeof a->ui.notice, _("Game saved as %s"), "my-game.metro");
    a->ui.notice_until = UINT32_MAX;
    return true;
}

/* Shares and Stockholm mid-game with the side panel's column scrolled to
 * its end (a short window: the visual suite shoots it at 800x500 too). */
static bool panel_scrolled_in(ui_app *a, const char *lang)
{
    if (lang && !ui_scene_language(a, lang)) return false;
    ui_scene_start_with(a, 4, "shares,stockholm", 0, 43);
    ui_scene_play(a, 12, 4343, 0, false, false);
    ui_scene_to_human(a, 9);
    a->ui.panel_scroll = 1e6f; /* the panel stops it at the column's end */
    return true;
}

static bool panel_scrolled(ui_app *a)
{
    return panel_scrolled_in(a, NULL);
}

static bool panel_scrolled_de(ui_app *a)
{
    return panel_scrolled_in(a, "de");
}

static const ui_scene scenes[] = {
    {"shares-4p", shares_4p},
    {"shares-popups", shares_popups},
    {"shares-token-side", shares_token_side},
    {"shares-help", shares_help},
    {"shares-lines-end", shares_lines_end},
    {"shares-6p", shares_6p},
    {"shares-stockholm-end", stockholm_end},
    {"shares-stockholm-scrolled", panel_scrolled},
    {"shares-stockholm-scrolled-de", panel_scrolled_de},
    {"shares-stockholm-end-de", stockholm_end_de},
    {"shares-stockholm-end-nl", stockholm_end_nl},
    {"shares-stockholm-end-fr", stockholm_end_fr},
    {NULL, NULL},
};

static const ui_module_hit_name hit_names[] = {
    {"share", PICK, -1},
    {"take-up", TAKE, 0},
    {"take-top", TAKE, 1},
    {NULL, 0, 0},
};

/* Speech, to the seat alone: its four shares, as the share board's bottom
 * row shows them to it. */
static int secret_words(const ui_app *a, int seat, char *out, size_t n)
{
    const metro_state *s = &a->game->state;
    char list[200] = "";
    size_t at = 0;
    for (int k = 0; k < METRO_SHARE_STACKS && at < sizeof list; k++) {
        int company = metro_shares_holding(s, seat, k);
        if (company < 0) continue;
        char who[96]; /* the company as the log names it: "the teal company" */
        ui_owner_words(METRO_ACCOUNT_COMPANY0 + company, NULL, who, sizeof who);
        if (at) at += (size_t)snprintf(list + at, sizeof list - at, ", ");
        /* TRANSLATORS: a share held: its company as the log names it, its percentage */
        if (at < sizeof list)
            at += (size_t)snprintf(list + at, sizeof list - at, _("%s (%d %%)"), who, (k + 1) * 10);
    }
    if (!list[0]) return n ? (out[0] = 0) : 0;
    return snprintf(out, n, _("Your shares: %s."), list);
}

const struct ui_module ui_module_shares = {
    .id = "shares",
    .panel = panel,
    .end_screen = end_screen,
    .end_priority = 30,
    .action = action,
    .hit_names = hit_names,
    .own_controls = true,
    .title = N_("Companies and shares"),
    .title_in_text = N_("companies and shares"),
    .help =
        N_("The 32 lines belong to 8 companies, whatever the number of players: a line's points "
           "go to its company (the company track in the panel), not to a player.\n"
           "You hold four secret shares, one each of 10, 20, 30 and 40 %. Instead of laying a "
           "tile you may swap one: click your share, then the face-up card or the stack of its "
           "percentage. Your share goes under the stack. Swaps stop for good once any company "
           "has 25 points.\n"
           "End: the companies are ranked by points, worth 8 down to 1 (ties take the higher "
           "value and skip the ones they cover). Each share pays percent / 10 x its company's "
           "value. The player with the most percent of a company gets a bonus of its points / "
           "10 (ties: each gets it in full).\n"
           "With central stations: place a company's token by showing one of your shares of "
           "it; that share can no longer be swapped."),
    .scenes = scenes,
    .endings = endings,
    .seat_note = N_("shares pay at the end"),
    .seat_score = seat_score,
    .seat_public = seat_public,
    .shows_companies = true,
    .move_words = move_words,
    .hint = hint,
    .secret_words = secret_words,
};
