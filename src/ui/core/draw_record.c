/* Recording drawing operations: the lists the layout pass appends to
 * (played by draw_play.c). Below every drawing file: they call it. */
#include <stdlib.h>
#include <string.h>

#include "core/draw_impl.h"

/* The first capacity holds several times the busiest scenes (shares-6p
 * records 664 operations, test ui-layout-once prints them): the lists grow
 * only past it, so a frame allocates nothing once the first were recorded. */
enum { FIRST_OPS = 4096, FIRST_BYTES = 64 * 1024 };

ui_draw_list *ui_draw_list_new(void)
{
    ui_draw_list *l = calloc(1, sizeof *l);
    if (!l) return NULL;
    l->ops = malloc(FIRST_OPS * sizeof *l->ops);
    l->bytes = malloc(FIRST_BYTES);
    if (!l->ops || !l->bytes) {
        ui_draw_list_free(l);
        return NULL;
    }
    l->cap = FIRST_OPS, l->room = FIRST_BYTES;
    return l;
}

void ui_draw_list_free(ui_draw_list *l)
{
    if (!l) return;
    free(l->ops);
    free(l->bytes);
    free(l);
}

void ui_draw_list_clear(ui_draw_list *l)
{
    l->n = 0, l->used = 0;
}

int ui_draw_list_count(const ui_draw_list *l)
{
    return l->n;
}

ui_draw_list *ui_draw_record(ui_draw *d, ui_draw_list *l)
{
    ui_draw_list *was = d->rec;
    d->rec = l;
    return was;
}

ui_draw_op *ui_draw_list_add(ui_draw_list *l, int kind, ui_colour c)
{
    if (l->n == l->cap) {
        ui_draw_op *more = realloc(l->ops, (size_t)l->cap * 2 * sizeof *more);
        if (!more) return NULL; /* out of memory: the rest of the frame is not drawn */
        l->ops = more, l->cap *= 2;
    }
    ui_draw_op *op = &l->ops[l->n++];
    memset(op, 0, sizeof *op);
    op->kind = kind, op->c = c;
    return op;
}

bool ui_draw_list_keep(ui_draw_list *l, ui_draw_op *op, const void *data, size_t n)
{
    size_t at = (l->used + 7) & ~(size_t)7; /* floats stay aligned */
    while (at + n > l->room) {
        char *more = realloc(l->bytes, l->room * 2);
        if (!more) return false;
        l->bytes = more, l->room *= 2;
    }
    memcpy(l->bytes + at, data, n);
    op->at = at, op->len = n, l->used = at + n;
    return true;
}

bool ui_draw_rec(ui_draw *d, int kind, ui_colour c, int n, const float *f)
{
    if (!d->rec) return false;
    ui_draw_op *op = ui_draw_list_add(d->rec, kind, c);
    if (op && n > 0) memcpy(op->f, f, (size_t)n * sizeof *f); /* an unclip has none */
    return true;
}

int ui_draw_list_words_in(const ui_draw_list *l, float x, float y, float w, float h, char *out,
                          size_t n)
{
    size_t at = 0;
    if (n) out[0] = 0;
    for (int i = 0; l && i < l->n && at + 1 < n; i++) {
        const ui_draw_op *op = &l->ops[i];
        float mid = op->f[1] + 0.5f * (float)op->i[1]; /* the text's middle, px tall */
        if (op->kind != UI_OP_TEXT || op->f[0] < x || op->f[0] >= x + w || mid < y || mid >= y + h)
            continue;
        const char *text = l->bytes + op->at;
        size_t len = strlen(text), sep = at ? 2 : 0;
        if (at + sep + len + 1 > n) break;
        memcpy(out + at, ", ", sep);
        memcpy(out + at + sep, text, len + 1);
        at += sep + len;
    }
    return (int)at;
}

const char *ui_draw_list_text(const ui_draw_list *l, int i, float *x, float *y_mid)
{
    if (!l || i < 0 || i >= l->n || l->ops[i].kind != UI_OP_TEXT) return NULL;
    const ui_draw_op *op = &l->ops[i];
    *x = op->f[0], *y_mid = op->f[1] + 0.5f * (float)op->i[1];
    return l->bytes + op->at;
}
