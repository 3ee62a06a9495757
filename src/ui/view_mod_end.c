/* End screens of module games: the share payout table (ranks, values,
 * holdings, bonuses), the revealed station chits, and the solo scores. */
#include <stdio.h>
#include <string.h>

#include "metro/modules.h"
#include "modui.h"

#define CARD  UI_RGB(0xF4EEDF)
#define INK   UI_RGB(0x26221C)
#define DIM   UI_RGB(0x7A7264)
#define ROW   UI_RGB(0xE9E1CE)
#define FIRST UI_RGB(0xFFF3C4)
#define GOOD  UI_RGB(0x2E7D3E)

static void buttons(ui_app *a, float x, float y, float w, float h)
{
    float u = a->lay.unit, by = y + h - 4.0f * u;
    ui_button(a, x + w - 16 * u, by, 14 * u, 2.8f * u, "Play again", UI_ACT_PLAY_AGAIN, 0, true,
              true);
    ui_button(a, x + w - 32 * u, by, 14 * u, 2.8f * u, "New set-up", UI_ACT_NEW_SETUP, 0, true,
              false);
    ui_button(a, x + 2 * u, by, 10 * u, 2.8f * u, "Quit", UI_ACT_QUIT, 0, true, false);
}

/* Rank of each seat by final points (ties share the better rank), and the
 * seats in that order (ties by seat). */
static void ranks(const metro_state *s, const int fin[], int rank[], int seats[])
{
    int n = s->cfg.players;
    for (int p = 0; p < n; p++) {
        rank[p] = 1;
        for (int q = 0; q < n; q++) rank[p] += fin[q] > fin[p];
    }
    for (int i = 0, k = 0; i <= n; i++) /* rank values 1..n, then seats within a rank */
        for (int p = 0; p < n; p++)
            if (rank[p] == i) seats[k++] = p;
}

static void seat_badge(ui_app *a, int p, float cx, float cy, float r)
{
    ui_circle(a->d, cx, cy, r, ui_owner_colour(p));
    ui_symbol(a->d, ui_owner_symbol(p), cx, cy, r * 0.5f, ui_owner_ink(p));
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

static void draw_shares_end(ui_app *a)
{
    const metro_state *s = &a->game->state;
    metro_payout pay;
    metro_shares_payout(s, &pay);
    int fin[METRO_MAX_PLAYERS], rank[METRO_MAX_PLAYERS], seats[METRO_MAX_PLAYERS],
        order[METRO_COMPANIES];
    metro_final_scores(s, fin);
    ranks(s, fin, rank, seats);
    company_order(&pay, order);
    float u = a->lay.unit, x, y, w = 60 * u, rh = 3.0f * u;
    float h = 17.5f * u + (float)s->cfg.players * (rh + 0.3f * u);
    ui_dialog_card(a, w, h, &x, &y, "Game over · share payout");
    float nx = x + 2 * u, cx0 = x + 14 * u, colw = 3.7f * u, tx = cx0 + 8 * colw;
    float ty = y + 4.4f * u;
    /* header: company chips with points and rank value */
    ui_text(a->d, UI_BOLD, (int)(u * 0.8f), nx, ty + 0.3f * u, UI_LEFT, DIM, "company points");
    ui_text(a->d, UI_BOLD, (int)(u * 0.8f), nx, ty + 3.2f * u, UI_LEFT, DIM, "rank value");
    for (int i = 0; i < METRO_COMPANIES; i++) {
        int c = order[i], acc = METRO_ACCOUNT_COMPANY0 + c;
        float cx = cx0 + (float)i * colw;
        ui_round_rect(a->d, cx + 0.2f * u, ty, colw - 0.4f * u, 2.6f * u, u * 0.35f,
                      ui_owner_colour(acc));
        if (c == 7)
            ui_round_frame(a->d, cx + 0.2f * u, ty, colw - 0.4f * u, 2.6f * u, u * 0.35f, 1,
                           UI_RGB(0xB8AE9A));
        ui_symbol(a->d, ui_owner_symbol(acc), cx + colw / 2, ty + 0.65f * u, 0.35f * u,
                  ui_owner_ink(acc));
        ui_textf(a->d, UI_BOLD, (int)(u * 0.85f), cx + colw / 2, ty + 1.15f * u, UI_CENTRE,
                 ui_owner_ink(acc), "%d", pay.points[c]);
        ui_circle(a->d, cx + colw / 2, ty + 3.8f * u, 0.85f * u, UI_RGB(0x24344A));
        ui_textf(a->d, UI_BOLD, (int)(u * 0.9f), cx + colw / 2, ty + 3.2f * u, UI_CENTRE,
                 UI_RGB(0xFFFFFF), "%d", pay.value[c]);
    }
    ui_text(a->d, UI_BOLD, (int)(u * 0.75f), tx + 2.2f * u, ty + 3.3f * u, UI_CENTRE, DIM,
            "shares");
    ui_text(a->d, UI_BOLD, (int)(u * 0.75f), tx + 6.2f * u, ty + 3.3f * u, UI_CENTRE, DIM, "bonus");
    ui_text(a->d, UI_BOLD, (int)(u * 0.75f), x + w - 3 * u, ty + 3.3f * u, UI_RIGHT, DIM, "total");
    float ry = ty + 5.4f * u;
    for (int r = 0; r < s->cfg.players; r++, ry += rh + 0.3f * u) {
        int p = seats[r], bonus = 0;
        ui_round_rect(a->d, x + 1.5f * u, ry, w - 3 * u, rh, u * 0.45f, rank[p] == 1 ? FIRST : ROW);
        ui_textf(a->d, UI_BOLD, (int)(u * 1.1f), nx, ry + 0.75f * u, UI_LEFT, INK, "%d.", rank[p]);
        seat_badge(a, p, nx + 3.2f * u, ry + rh / 2, 0.9f * u);
        ui_text(a->d, UI_BOLD, (int)(u * 0.85f), nx + 4.6f * u, ry + 0.85f * u, UI_LEFT, INK,
                a->game->seat[p].name);
        for (int i = 0; i < METRO_COMPANIES; i++) {
            int c = order[i], pct = pay.percent[p][c];
            float cx = cx0 + (float)i * colw + colw / 2;
            bonus += pay.bonus[p][c];
            if (!pct) {
                ui_text(a->d, UI_REGULAR, (int)(u * 0.8f), cx, ry + 0.8f * u, UI_CENTRE,
                        UI_RGB(0xB8AE9A), "·");
                continue;
            }
            ui_textf(a->d, UI_BOLD, (int)(u * 0.8f), cx, ry + 0.25f * u, UI_CENTRE, INK, "%d%%",
                     pct);
            /* what the share paid, and the majority bonus floor(points / 10) */
            char paid[16], bon[16] = "";
            snprintf(paid, sizeof paid, "%d", pct / 10 * pay.value[c]);
            if (pay.bonus[p][c]) snprintf(bon, sizeof bon, " +%d", pay.bonus[p][c]);
            int fs = (int)(u * 0.68f), pw = ui_text_width(a->d, UI_REGULAR, fs, paid),
                bw = bon[0] ? ui_text_width(a->d, UI_BOLD, fs, bon) : 0;
            float left = cx - (float)(pw + bw) / 2;
            ui_text(a->d, UI_REGULAR, fs, left, ry + 1.45f * u, UI_LEFT, DIM, paid);
            if (bon[0])
                ui_text(a->d, UI_BOLD, fs, left + (float)pw, ry + 1.45f * u, UI_LEFT, GOOD, bon);
        }
        ui_textf(a->d, UI_BOLD, (int)(u * 1.0f), tx + 2.2f * u, ry + 0.7f * u, UI_CENTRE, INK, "%d",
                 pay.share_points[p]);
        ui_textf(a->d, UI_BOLD, (int)(u * 1.0f), tx + 6.2f * u, ry + 0.7f * u, UI_CENTRE, GOOD,
                 "+%d", bonus);
        ui_textf(a->d, UI_BOLD, (int)(u * 1.6f), x + w - 3 * u, ry + 0.35f * u, UI_RIGHT, INK, "%d",
                 fin[p]);
    }
    ui_text_wrap(a->d, UI_REGULAR, (int)(u * 0.72f), x + 2 * u, ry + 0.2f * u, w - 4 * u, DIM,
                 "Each share pays (percent / 10) × its company's rank value (8 for the most "
                 "points; ties take the higher value). Green: majority bonus, company points / "
                 "10. Small grey figures: what the shares paid.");
    buttons(a, x, y, w, h);
}

static void draw_chits_end(ui_app *a)
{
    const metro_state *s = &a->game->state;
    int fin[METRO_MAX_PLAYERS], rank[METRO_MAX_PLAYERS], seats[METRO_MAX_PLAYERS];
    metro_final_scores(s, fin);
    ranks(s, fin, rank, seats);
    float u = a->lay.unit, x, y, w = 60 * u, rh = 4.2f * u;
    float h = 12.5f * u + (float)s->cfg.players * (rh + 0.3f * u);
    ui_dialog_card(a, w, h, &x, &y, "Game over · station chits revealed");
    float ry = y + 4.6f * u;
    for (int r = 0; r < s->cfg.players; r++, ry += rh + 0.3f * u) {
        int p = seats[r], st[METRO_STATIONS], n = metro_chits_of(s, p, st), chit_sum = 0;
        ui_round_rect(a->d, x + 2 * u, ry, w - 4 * u, rh, u * 0.5f, rank[p] == 1 ? FIRST : ROW);
        ui_textf(a->d, UI_BOLD, (int)(u * 1.5f), x + 3 * u, ry + 1.0f * u, UI_LEFT, INK, "%d.",
                 rank[p]);
        seat_badge(a, p, x + 7 * u, ry + rh / 2, 1.1f * u);
        ui_text(a->d, UI_BOLD, (int)(u * 1.05f), x + 9 * u, ry + 0.35f * u, UI_LEFT, INK,
                a->game->seat[p].name);
        float cx = x + 9 * u;
        for (int i = 0; i < n; i++) { /* each chit: station number and what it paid */
            int pts = metro_chit_points(s, st[i]),
                owner = metro_station_owner(s->cfg.players, st[i]);
            chit_sum += pts;
            ui_round_rect(a->d, cx, ry + 1.9f * u, 5.4f * u, 1.8f * u, u * 0.3f, UI_RGB(0xFFFDF7));
            ui_round_rect(a->d, cx, ry + 1.9f * u, 2.0f * u, 1.8f * u, u * 0.3f,
                          ui_owner_colour(owner));
            ui_textf(a->d, UI_BOLD, (int)(u * 0.75f), cx + 1.0f * u, ry + 2.25f * u, UI_CENTRE,
                     ui_owner_ink(owner), "%d", st[i]);
            ui_textf(a->d, UI_BOLD, (int)(u * 0.75f), cx + 5.0f * u, ry + 2.25f * u, UI_RIGHT,
                     pts ? GOOD : DIM, "+%d", pts);
            cx += 5.9f * u;
            if (cx > x + w - 18 * u) break;
        }
        ui_textf(a->d, UI_REGULAR, (int)(u * 0.8f), x + w - 8 * u, ry + 0.5f * u, UI_RIGHT, DIM,
                 "lines %d", fin[p] - chit_sum);
        ui_textf(a->d, UI_REGULAR, (int)(u * 0.8f), x + w - 8 * u, ry + 2.2f * u, UI_RIGHT, GOOD,
                 "chits +%d", chit_sum);
        ui_textf(a->d, UI_BOLD, (int)(u * 2.0f), x + w - 3 * u, ry + 0.8f * u, UI_RIGHT, INK, "%d",
                 fin[p]);
    }
    ui_text_wrap(a->d, UI_REGULAR, (int)(u * 0.72f), x + 2 * u, ry + 0.2f * u, w - 4 * u, DIM,
                 "A chit pays its holder the points of the line that arrived at that station "
                 "(double for a line from a central station token).");
    buttons(a, x, y, w, h);
}

static void draw_solo_end(ui_app *a)
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
    ui_dialog_card(a, w, h, &x, &y, "Solo game over");
    float ty = y + 4.6f * u, cw = (w - 4 * u - 7 * 0.4f * u) / 8;
    for (int c = 0; c < METRO_COMPANIES; c++) {
        int acc = METRO_ACCOUNT_COMPANY0 + c;
        float cx = x + 2 * u + (float)c * (cw + 0.4f * u);
        if (c == lo || c == hi)
            ui_round_rect(a->d, cx - 3, ty - 3, cw + 6, 3.6f * u + 6, u * 0.45f,
                          c == lo ? UI_RGB(0xB0332B) : UI_RGB(0x2E7D3E));
        ui_round_rect(a->d, cx, ty, cw, 3.6f * u, u * 0.4f, ui_owner_colour(acc));
        ui_symbol(a->d, ui_owner_symbol(acc), cx + cw / 2, ty + 0.9f * u, 0.45f * u,
                  ui_owner_ink(acc));
        ui_textf(a->d, UI_BOLD, (int)(u * 1.1f), cx + cw / 2, ty + 1.6f * u, UI_CENTRE,
                 ui_owner_ink(acc), "%d", pts[c]);
        if (c == lo || c == hi)
            ui_text(a->d, UI_BOLD, (int)(u * 0.7f), cx + cw / 2, ty + 3.8f * u, UI_CENTRE,
                    c == lo ? UI_RGB(0xB0332B) : UI_RGB(0x2E7D3E), c == lo ? "lowest" : "highest");
    }
    float ry = ty + 5.6f * u, bw = (w - 5 * u) / 2;
    for (int i = 0; i < 2; i++) {
        bool this = (i == 1) == is_hard;
        float bx = x + 2 * u + (float)i * (bw + u);
        ui_round_rect(a->d, bx, ry, bw, 9 * u, u * 0.6f, this ? FIRST : ROW);
        ui_text(a->d, UI_BOLD, (int)(u * 1.0f), bx + bw / 2, ry + 0.6f * u, UI_CENTRE, INK,
                i ? "Harder variant" : "Normal score");
        ui_textf(a->d, UI_BOLD, (int)(u * 3.2f), bx + bw / 2, ry + 2.0f * u, UI_CENTRE, INK, "%d",
                 i ? hard : normal);
        char why[96];
        if (i)
            snprintf(why, sizeof why, "%d − (%d − %d): the gap is subtracted", pts[lo], pts[hi],
                     pts[lo]);
        else
            snprintf(why, sizeof why, "the lowest company: %s", metro_company_name(lo));
        ui_text(a->d, UI_REGULAR, (int)(u * 0.75f), bx + bw / 2, ry + 6.3f * u, UI_CENTRE, DIM,
                why);
        if (this)
            ui_text(a->d, UI_BOLD, (int)(u * 0.7f), bx + bw / 2, ry + 7.5f * u, UI_CENTRE,
                    UI_RGB(0x8A6A00), "the variant you played");
    }
    buttons(a, x, y, w, h);
}

bool ui_draw_end_modules(ui_app *a)
{
    const metro_state *s = &a->game->state;
    if (metro_module_active(s, "shares"))
        draw_shares_end(a);
    else if (metro_module_active(s, "station-numbers"))
        draw_chits_end(a);
    else if (metro_module_active(s, "solo"))
        draw_solo_end(a);
    else
        return false;
    return true;
}
