/* Playing recorded drawing: each operation through the same drawing
 * function its call would have reached, so a list draws exactly what the
 * recorded calls would have drawn; and tile art, fetched when drawn. */
#include <string.h>

#include "core/draw_impl.h"

static void play_one(ui_draw *d, const ui_draw_list *l, const ui_draw_op *op)
{
    const float *f = op->f;
    const char *data = l->bytes + op->at;
    switch (op->kind) {
    case UI_OP_FILL:
        ui_fill_rect(d, f[0], f[1], f[2], f[3], op->c);
        break;
    case UI_OP_LINE:
        ui_line(d, f[0], f[1], f[2], f[3], f[4], op->c);
        break;
    case UI_OP_POLYGON: {
        float xy[64];
        memcpy(xy, data, op->len);
        ui_polygon(d, xy, (int)(op->len / (2 * sizeof(float))), op->c);
        break;
    }
    case UI_OP_ROUND:
        ui_draw_round(d, f[0], f[1], f[2], f[3], f[4], f[5], op->c);
        break;
    case UI_OP_CIRCLE:
        ui_circle(d, f[0], f[1], f[2], op->c);
        break;
    case UI_OP_SYMBOL:
        ui_symbol(d, op->i[0], f[0], f[1], f[2], op->c);
        break;
    case UI_OP_FRAME_FILL:
        ui_round_frame_fill(d, f[0], f[1], f[2], f[3], f[4], op->c, f[5], f[6], f[7]);
        break;
    case UI_OP_ART:
        ui_draw_art(d, op->art, op->i[0], op->i[1], op->i[2], op->i[3], f[0], f[1], f[2], f[3],
                    op->c);
        break;
    case UI_OP_CLIP:
        ui_clip(d, f[0], f[1], f[2], f[3]);
        break;
    case UI_OP_UNCLIP:
        ui_unclip(d);
        break;
    case UI_OP_TEXT:
        ui_draw_text_now(d, op->i[0], op->i[1], f[0], f[1], op->c, data, op->i[2]);
        break;
    default:
        break;
    }
}

void ui_draw_list_play(ui_draw *d, const ui_draw_list *l)
{
    ui_draw_list *was = ui_draw_record(d, NULL);
    bool off = ui_draw_off(d, false);
    for (int i = 0; i < l->n; i++) play_one(d, l, &l->ops[i]);
    ui_draw_off(d, off);
    ui_draw_record(d, was);
}

void ui_draw_art(ui_draw *d, ui_tileart *art, int kind, int a, int b, int px, float x, float y,
                 float w, float h, ui_colour c)
{
    if (d->off) return;
    if (d->rec) {
        ui_draw_op *op = ui_draw_list_add(d->rec, UI_OP_ART, c);
        if (!op) return;
        op->art = art, op->i[0] = kind, op->i[1] = a, op->i[2] = b, op->i[3] = px;
        op->f[0] = x, op->f[1] = y, op->f[2] = w, op->f[3] = h;
        return;
    }
    bool wide = kind == UI_ART_TRACK_WIDE || kind == UI_ART_CORE_WIDE;
    SDL_Texture *t = kind == UI_ART_TILE ? ui_tile_texture(art, a, px)
                     : kind == UI_ART_TRACK || kind == UI_ART_TRACK_WIDE
                         ? ui_track_texture(art, a, (char)b, px, wide)
                         : ui_track_core_texture(art, a, (char)b, px, wide);
    ui_texture(d, t, x, y, w, h, c);
}
