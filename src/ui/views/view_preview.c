/* Score preview: over a legal square, what laying the tile there would score
 * now, for each owner (the engine plays it on a copy: modules included). */
#include <stdio.h>

#include "modules/ui_module.h"

/* Points per score account the lay would bring; false when it is illegal. */
static bool lay_gains(const ui_app *a, int sq, int tile, int gains[METRO_MAX_ACCOUNTS])
{
    const metro_state *s = &a->game->state;
    metro_state after = *s; /* a plain value: the copy is the whole game */
    metro_move m = {.kind = METRO_MOVE_LAY,
                    .tile = (uint8_t)tile,
                    .sq = (uint8_t)sq,
                    .from = (uint8_t)(s->drawn != METRO_NO_TILE ? METRO_FROM_DRAWN : a->ui.sel)};
    if (metro_apply(&after, &m) != METRO_OK) return false;
    for (int k = 0; k < METRO_MAX_ACCOUNTS; k++) gains[k] = after.score[k] - s->score[k];
    return true;
}

void ui_draw_score_preview(const ui_app *a, ui_canvas *cv, int sq, int tile)
{
    int gains[METRO_MAX_ACCOUNTS];
    if (!lay_gains(a, sq, tile, gains)) return;
    const ui_layout *l = &a->lay;
    float u = l->unit, r = 0.8f * u, gap = 0.4f * u;
    int fpx = (int)(u * 1.1f), n = 0;
    char text[METRO_MAX_ACCOUNTS][16];
    float w = gap, tw[METRO_MAX_ACCOUNTS] = {0};
    for (int k = 0; k < METRO_MAX_ACCOUNTS; k++) {
        if (!gains[k]) continue;
        snprintf(text[k], sizeof text[k], "+%d", gains[k]);
        tw[k] = (float)ui_text_width(cv->d, UI_BOLD, fpx, text[k]);
        w += 2 * r + 0.3f * u + tw[k] + gap;
        n++;
    }
    if (!n) return; /* nothing scores: the ghost alone says "legal" */
    float h = 2.2f * u, x = l->bx + ((float)metro_col(sq) + 0.5f) * l->ts - w / 2;
    float y = l->by + (float)(metro_row(sq) + 1) * l->ts + 0.2f * u; /* under the square */
    if (y + h > l->by + 8 * l->ts) y = l->by + (float)metro_row(sq) * l->ts - h - 0.2f * u;
    if (x < l->bx) x = l->bx;
    if (x + w > l->bx + 8 * l->ts) x = l->bx + 8 * l->ts - w;
    ui_round_rect(cv->d, x, y, w, h, h / 2, UI_RGBA(0x101418, 230));
    float cx = x + gap;
    for (int k = 0; k < METRO_MAX_ACCOUNTS; k++) {
        if (!gains[k]) continue;
        ui_circle(cv->d, cx + r, y + h / 2, r, ui_owner_colour(cv->d, k));
        ui_symbol(cv->d, ui_owner_symbol(k), cx + r, y + h / 2, r * 0.55f, ui_owner_ink(cv->d, k));
        cx += 2 * r + 0.3f * u;
        ui_text(cv->d, UI_BOLD, fpx, cx, y + h / 2 - (float)fpx * 0.62f, UI_LEFT, UI_RGB(0xFFFFFF),
                text[k]);
        cx += tw[k] + gap;
    }
}
