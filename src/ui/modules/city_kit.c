/* The Metro City screens' shared drawing (docs/rules.md §7): tourists in
 * colour and symbol, on the board and in the cities' own rows. */
#include <stdio.h>
#include <string.h>

#include "modules/city_kit.h"
#include "i18n/i18n.h"
#include "metro/modules.h"
#include "core/theme.h"

static const uint32_t hues[METRO_CITY_COLOURS] = {
    0xD7263D, /* red */
    0xF28C28, /* orange */
    0xF2CD2E, /* yellow */
    0x3A9D3A, /* green */
    0x2F6FD6, /* blue */
    0x8E44AD, /* purple */
    0xF07AB8, /* pink */
    0x8B5A2B, /* brown */
};

ui_colour ui_city_colour(int colour)
{
    return UI_RGB(hues[colour >= 0 && colour < METRO_CITY_COLOURS ? colour : 0]);
}

void ui_city_tourist(const ui_app *a, ui_canvas *cv, float cx, float cy, float r, int colour)
{
    ui_circle(cv->d, cx + 1, cy + 1.5f, r, UI_RGBA(0, 80));
    ui_circle(cv->d, cx, cy, r, UI_RGB(0x222222));
    ui_circle(cv->d, cx, cy, r * 0.84f, ui_city_colour(colour));
    ui_symbol(cv->d, colour, cx, cy, r * 0.52f, UI_RGB(0xFFFFFF));
}

void ui_city_field(const ui_app *a, ui_canvas *cv, float x, float y, float w, float h, int colour,
                   bool filled)
{
    ui_round_rect(cv->d, x, y, w, h, h * 0.18f, UI_RGB(0x222222));
    ui_round_rect(cv->d, x + 1.5f, y + 1.5f, w - 3, h - 3, h * 0.15f,
                  UI_RGBA(hues[colour & 7], filled ? 255 : 110));
    float r = (w < h ? w : h) * 0.3f;
    if (!filled) ui_symbol(cv->d, colour, x + w / 2, y + h / 2, r, UI_RGBA(0xFFFFFF, 200));
}

void ui_city_board_tourists(const ui_app *a, ui_canvas *cv)
{
    const metro_state *s = &a->game->state;
    const ui_layout *l = &a->lay;
    uint64_t squares = metro_city_tourist_squares(s);
    for (; squares; squares &= squares - 1) {
        int sq = __builtin_ctzll(squares), colour[METRO_CITY_TOURISTS];
        int n = metro_city_tourists_on(s, sq, colour);
        float x = l->bx + (float)metro_col(sq) * l->ts, y = l->by + (float)metro_row(sq) * l->ts;
        if (n == 1) {
            ui_city_tourist(a, cv, x + l->ts / 2, y + l->ts / 2, l->ts * 0.26f, colour[0]);
            continue;
        }
        for (int i = 0; i < n && i < 4; i++) /* a 2x2 block */
            ui_city_tourist(a, cv, x + l->ts * (0.28f + 0.44f * (float)(i % 2)),
                            y + l->ts * (0.28f + 0.44f * (float)(i / 2)), l->ts * 0.19f, colour[i]);
        if (n > 4)
            ui_textf(cv->d, UI_BOLD, (int)(l->ts * 0.24f), x + l->ts - 2, y + l->ts * 0.72f,
                     UI_RIGHT, UI_INK, "+%d", n - 4);
    }
}

const char *ui_city_colour_words(int colour)
{
    return _(metro_city_colour_name(colour));
}

const char *ui_city_symbol_words(int colour)
{
    return _(metro_city_colour_symbol(colour));
}

void ui_city_tourist_words(int colour, char *out, size_t n)
{
    /* TRANSLATORS: a tourist of a colour and its symbol: "a red tourist (circle)".
       Sentences use it as their subject and as an object ("Click a lit field
       for %s."): a language with cases may phrase those so that it stays the
       subject ("Klicke ... an: Dorthin kommt %s."). */
    /* English says "an orange tourist": the article goes by the English colour's
       first letter; other languages translate both forms alike */
    const char *en = metro_city_colour_name(colour);
    bool vowel = en && strchr("aeiou", en[0]);
    /* TRANSLATORS: as "a %s tourist (%s)", for a colour starting with a vowel in English */
    snprintf(out, n, vowel ? _("an %s tourist (%s)") : _("a %s tourist (%s)"),
             ui_city_colour_words(colour), ui_city_symbol_words(colour));
}
