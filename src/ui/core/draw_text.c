/* Text: fonts, cached rendered words, measuring, wrapping, and the checks
 * that words stay inside their box and are not drawn over. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "core/draw_impl.h"
#include "metro/module.h"

/* ---- text ---------------------------------------------------------------- */
static TTF_Font *font_get(ui_draw *d, int font, int px)
{
    if (px < 4) px = 4;
    for (int i = 0; i < d->n_fonts; i++)
        if (d->fonts[i].font == font && d->fonts[i].px == px) return d->fonts[i].f;
    if (d->n_fonts == FONT_SLOTS) { /* many window sizes: forget them all */
        for (int i = 0; i < d->n_fonts; i++) TTF_CloseFont(d->fonts[i].f);
        d->n_fonts = 0;
        ui_draw_flush(d);
    }
    TTF_Font *f = ui_font_open(d, font ? 1 : 0, px);
    if (!f) return NULL;
    TTF_SetFontHinting(f, TTF_HINTING_LIGHT);
    d->fonts[d->n_fonts++] = (font_entry){font, px, f};
    return f;
}

static cache_entry *text_entry(ui_draw *d, int font, int px, const char *text)
{
    if (!text[0]) return NULL;
    bool found;
    uint64_t key = ui_draw_hash_str(ui_draw_hash_ints('T', font, px, 0, 0), text);
    cache_entry *e = ui_draw_cache_find(d, key, &found);
    if (found) return e->tex ? e : NULL;
    TTF_Font *f = font_get(d, font, px);
    SDL_Color white = {255, 255, 255, 255};
    SDL_Surface *s = f ? TTF_RenderUTF8_Blended(f, text, white) : NULL;
    e = ui_draw_cache_find(d, key, &found); /* font_get may have flushed the cache */
    if (!s) return NULL;
    e->tex = SDL_CreateTextureFromSurface(d->r, s);
    e->w = s->w, e->h = s->h;
    SDL_FreeSurface(s);
    if (e->tex) SDL_SetTextureBlendMode(e->tex, SDL_BLENDMODE_BLEND);
    return e->tex ? e : NULL;
}

int ui_text_floor(ui_draw *d, int px)
{
    int was = d->floor_px;
    d->floor_px = px;
    return was;
}

/* The text floor: no word below it (the layout raises sizes, it never
 * shrinks words past what can be read). */
static int readable(const ui_draw *d, int px)
{
    return px < d->floor_px ? d->floor_px : px;
}

/* A text wholly outside the clip (a scrolled column's hidden rows) is not
 * drawn, measured for the fit, nor counted as shown. */
static bool clipped_away(const ui_draw *d, float left, float top, int w, int px)
{
    ui_box r = {left, top, (float)w, (float)px};
    return d->clip.w > 0 && !ui_clip_cut(d, &r);
}

/* A text's size from the font's metrics alone (no texture: the layout pass
 * touches no renderer); the same size its rendered texture has. False for
 * an empty text or one the font cannot size, which is not drawn. */
static bool text_size(ui_draw *d, int font, int px, const char *text, int *w)
{
    if (!text[0]) return false;
    bool found;
    uint64_t key = ui_draw_hash_str(ui_draw_hash_ints('M', font, px, 0, 0), text);
    cache_entry *e = ui_draw_cache_find(d, key, &found);
    if (!found) {
        TTF_Font *f = font_get(d, font, px);
        e = ui_draw_cache_find(d, key, &found); /* font_get may have flushed the cache */
        e->tex = NULL, e->w = e->h = 0;
        if (f && TTF_SizeUTF8(f, text, &e->w, &e->h) != 0) e->w = e->h = 0;
    }
    *w = e->w;
    return e->w > 0;
}

int ui_text_width(ui_draw *d, int font, int px, const char *text)
{
    px = readable(d, px);
    int w;
    return text_size(d, font, px, text, &w) ? w : 0;
}

static void check_box(ui_draw *d, float left, float top, int tw, int px, const char *text);
static bool in_box(ui_draw *d, float left, float top, int tw, int px);

bool ui_text_fit_watch(ui_draw *d, bool on)
{
    bool was = d->watch;
    d->watch = on;
    return was;
}

int ui_text_spills(ui_draw *d)
{
    int k = d->spills;
    d->spills = 0;
    return k;
}

int ui_text_smallest(ui_draw *d)
{
    int px = d->smallest;
    d->smallest = 0;
    return px;
}

int ui_text(ui_draw *d, int font, int px, float x, float y, int align, ui_colour c,
            const char *text)
{
    px = readable(d, px);
    int w;
    if (!text_size(d, font, px, text, &w)) return 0;
    float left = align == UI_CENTRE ? x - (float)w / 2 : align == UI_RIGHT ? x - (float)w : x;
    if (clipped_away(d, left, y, w, px)) return w;
    if (d->watch && c.a && *text && (!d->smallest || px < d->smallest)) d->smallest = px;
    if (d->watch && c.a && !in_box(d, left, y, w, px)) d->spills++;
    if (d->n_shown < (int)(sizeof d->shown / sizeof d->shown[0]) && c.a && (!d->off || d->watch)) {
        d->shown[d->n_shown].box = (ui_box){left, y, (float)w, (float)px};
        d->shown[d->n_shown].measured = d->off;
        snprintf(d->shown[d->n_shown++].text, sizeof d->shown[0].text, "%s", text);
    }
    if (d->off) return w;
    check_box(d, left, y, w, px, text);
    if (d->rec) {
        ui_draw_op *op = ui_draw_list_add(d->rec, UI_OP_TEXT, c);
        if (op && ui_draw_list_keep(d->rec, op, text, strlen(text) + 1))
            op->i[0] = font, op->i[1] = px, op->i[2] = d->inactive, op->f[0] = left, op->f[1] = y;
        else if (op)
            op->kind = UI_OP_NONE; /* no room for its words: not drawn */
    } else {
        ui_draw_text_now(d, font, px, left, y, c, text, d->inactive);
    }
    return w;
}

void ui_draw_text_now(ui_draw *d, int font, int px, float left, float y, ui_colour c,
                      const char *text, bool inactive)
{
    cache_entry *e = text_entry(d, font, px, text);
    if (!e) return;
    SDL_FRect dst = {floorf(left + 0.5f), floorf(y + 0.5f), (float)e->w, (float)e->h};
    if (d->contrast_min > 0 && !inactive)
        ui_draw_contrast_check(d, font_get(d, font, px), (int)dst.x, (int)dst.y, c, text);
    ui_draw_tint(e->tex, c);
    SDL_RenderCopyF(d->r, e->tex, NULL, &dst);
}

ui_box ui_text_box(ui_draw *d, ui_box box)
{
    ui_box old = d->box;
    d->box = box;
    return old;
}

void ui_text_covers_reset(ui_draw *d)
{
    d->n_shown = 0;
}

void ui_text_cover(ui_draw *d, float x, float y, float w, float h)
{
    if (d->off && !d->watch) return;
    for (int i = 0; i < d->n_shown; i++) {
        ui_box t = d->shown[i].box; /* 1 px of rounding either way */
        if (t.x + t.w - 1 <= x || x + w - 1 <= t.x || t.y + t.h - 1 <= y || y + h - 1 <= t.y)
            continue;
        if (d->watch) d->spills++;
        if (!d->off && !d->shown[i].measured && !d->overflows++)
            snprintf(d->first, sizeof d->first,
                     "\"%s\" (%.0f..%.0f x %.0f..%.0f) covered by a widget (%.0f..%.0f x "
                     "%.0f..%.0f)",
                     d->shown[i].text, t.x, t.x + t.w, t.y, t.y + t.h, x, x + w, y, y + h);
        d->shown[i].box.w = 0; /* said once */
    }
}

void ui_text_cut(ui_draw *d, const char *text, const char *shown)
{
    if (d->watch) d->spills++;
    if (!d->off && !d->overflows++)
        snprintf(d->first, sizeof d->first, "\"%.80s\" cut to \"%.90s\"", text, shown);
}

int ui_text_overflows(ui_draw *d, char *what, size_t n)
{
    int k = d->overflows;
    if (n) snprintf(what, n, "%s", d->first);
    d->overflows = 0, d->first[0] = '\0';
    return k;
}

int ui_text_overflows_count(ui_draw *d)
{
    return d->overflows;
}

void ui_text_overflows_rewind(ui_draw *d, int count)
{
    if (count < d->overflows) d->overflows = count;
    if (!d->overflows) d->first[0] = '\0';
}

/* The engine's or the developers' words in a player's text: a path into
 * docs/, a module id ("central-stations"; the ids with a hyphen, as the
 * others are words), a centre side by its number. NULL when there is none. */
static const char *engine_words(const char *text)
{
    static const char *const words[] = {"docs/", "rules.md"};
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (strstr(text, words[i])) return words[i];
    for (int i = 0; i < metro_module_count(); i++) {
        const char *id = metro_module_get(i)->id;
        if (strchr(id, '-') && strstr(text, id)) return id;
    }
    for (const char *p = strstr(text, "side "); p; p = strstr(p + 1, "side "))
        if (p[5] >= '0' && p[5] <= '9') return "side N";
    return NULL;
}

/* A text's ink from left to right and from top to its baseline lies in the
 * box (1 px of rounding allowed; descenders and line gap may pass). */
static bool in_box(ui_draw *d, float left, float top, int tw, int px)
{
    ui_box b = d->box;
    if (b.w <= 0) {
        int w = 0, h = 0;
        SDL_GetRendererOutputSize(d->r, &w, &h);
        b = (ui_box){0, 0, (float)w, (float)h};
    }
    float base = top + (float)px; /* about the baseline: the font's ascent is near px */
    return left >= b.x - 1 && left + (float)tw <= b.x + b.w + 1 &&
           top >= b.y - 1 - 0.3f * (float)px && base <= b.y + b.h + 1;
}

/* A text must lie in its box (in_box) and speak the player's words, not
 * the engine's. */
static void check_box(ui_draw *d, float left, float top, int tw, int px, const char *text)
{
    const char *engine = engine_words(text);
    if (engine && !d->overflows++)
        snprintf(d->first, sizeof d->first, "\"%.100s\" has the engine's words (%s)", text, engine);
    if (in_box(d, left, top, tw, px)) return;
    ui_box b = d->box;
    if (b.w <= 0) {
        int w = 0, h = 0;
        SDL_GetRendererOutputSize(d->r, &w, &h);
        b = (ui_box){0, 0, (float)w, (float)h};
    }
    if (!d->overflows++)
        snprintf(d->first, sizeof d->first,
                 "\"%.100s\" (%.0f..%.0f x %.0f..%.0f) outside its box "
                 "(%.0f..%.0f x %.0f..%.0f)",
                 text, left, left + (float)tw, top, top + (float)px, b.x, b.x + b.w, b.y,
                 b.y + b.h);
}

int ui_textf(ui_draw *d, int font, int px, float x, float y, int align, ui_colour c,
             const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    return ui_text(d, font, px, x, y, align, c, buf);
}

int ui_text_wrap(ui_draw *d, int font, int px, float x, float y, float w, ui_colour c,
                 const char *text)
{
    char line[512] = "";
    px = readable(d, px);
    int used = 0, lh = px * 13 / 10;
    const char *p = text;
    while (*p) {
        const char *sp = p;
        while (*sp && *sp != ' ' && *sp != '\n') sp++;
        char trial[512];
        /* a trial over the buffer is too wide too: its word starts a line */
        bool cut = snprintf(trial, sizeof trial, "%s%s%.*s", line, line[0] ? " " : "",
                            (int)(sp - p), p) >= (int)sizeof trial;
        if (line[0] && (cut || ui_text_width(d, font, px, trial) > (int)w)) {
            if (c.a) ui_text(d, font, px, x, y + (float)used, UI_LEFT, c, line);
            used += lh;
            snprintf(line, sizeof line, "%.*s", (int)(sp - p), p);
        } else {
            snprintf(line, sizeof line, "%s", trial);
        }
        p = sp;
        if (*p == '\n' || !*p) {
            if (c.a) ui_text(d, font, px, x, y + (float)used, UI_LEFT, c, line);
            used += lh;
            line[0] = 0;
        }
        if (*p) p++;
    }
    return used;
}
