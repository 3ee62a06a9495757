/* The Metro City kit (docs/rules.md §7, common terms): tourist colours and
 * symbols, inner squares, tourists on squares, and the shared views of
 * include/metro/modules.h that read whichever city is in play. */
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "city_kit.h"
#include "metro/i18n_mark.h"

/* Names and symbols: the symbol tells colours apart without hue (the UI
 * draws it with ui_symbol's kinds in this order). */
static const char *const colour_names[CITY_COLOURS] = {
    METRO_N_("red"),  METRO_N_("orange"), METRO_N_("yellow"), METRO_N_("green"),
    METRO_N_("blue"), METRO_N_("purple"), METRO_N_("pink"),   METRO_N_("brown"),
};
static const char *const colour_symbols[CITY_COLOURS] = {
    METRO_N_("circle"), METRO_N_("square"),  METRO_N_("triangle"), METRO_N_("diamond"),
    METRO_N_("star"),   METRO_N_("hexagon"), METRO_N_("plus"),     METRO_N_("inverted triangle"),
};

const char *metro_city_colour_name(int colour)
{
    return colour >= 0 && colour < CITY_COLOURS ? colour_names[colour] : "?";
}

const char *metro_city_colour_symbol(int colour)
{
    return colour >= 0 && colour < CITY_COLOURS ? colour_symbols[colour] : "?";
}

int city_colour_by_name(const char *name)
{
    for (int c = 0; c < CITY_COLOURS; c++)
        if (strcmp(colour_names[c], name) == 0) return c;
    return -1;
}

int city_square_by_text(const char *text)
{
    if (strlen(text) != 2 || text[0] < '0' || text[0] > '7' || text[1] < '0' || text[1] > '7')
        return -1;
    return metro_sq(text[0] - '0', text[1] - '0');
}

/* Rows 1-6, columns 1-6, without the 4 centre squares. */
#define CITY_INNER_MASK 0x007E7E66667E7E00ull

static const uint8_t inner_squares[CITY_INNER] = {
    9,  10, 11, 12, 13, 14, 17, 18, 19, 20, 21, 22, 25, 26, 29, 30,
    33, 34, 37, 38, 41, 42, 43, 44, 45, 46, 49, 50, 51, 52, 53, 54,
};

bool metro_city_is_inner(int sq)
{
    return sq >= 0 && sq < METRO_SQUARES && (CITY_INNER_MASK >> sq & 1u);
}

uint64_t city_inner_mask(void)
{
    return CITY_INNER_MASK;
}

int city_inner_square(int i)
{
    return i >= 0 && i < CITY_INNER ? inner_squares[i] : -1;
}

void city_tourists_deal_inner(city_tourists *t, metro_rng *rng)
{
    memcpy(t->at, inner_squares, CITY_INNER);
    metro_rng_shuffle(rng, t->at, CITY_INNER);
    t->squares = CITY_INNER_MASK;
    t->count = CITY_INNER;
}

/* Bytes of at[8w..8w+8) equal to sq, as the high bit of each byte: eight
 * tourists compared at once (laying is the hot path of simulations). */
static inline uint64_t tourists_at(const city_tourists *t, int w, int sq)
{
    const uint64_t ones = 0x0101010101010101ull, low7 = 0x7F7F7F7F7F7F7F7Full;
    uint64_t v;
    memcpy(&v, t->at + 8 * w, sizeof v);
    v ^= ones * (uint64_t)sq; /* 0 where a tourist stands on sq */
    return ~(((v & low7) + low7) | v | low7);
}

_Static_assert(CITY_TOURISTS == 32, "a tourist mask is 32 bits");

uint32_t city_tourists_mask_on(const city_tourists *t, int sq)
{
    if (sq < 0 || sq >= METRO_SQUARES || !(t->squares >> sq & 1u)) return 0;
    uint32_t mask = 0;
#if defined(__SSE2__) /* all x86-64: 16 tourists compared in one instruction */
    __m128i want = _mm_set1_epi8((char)sq);
    __m128i lo = _mm_loadu_si128((const __m128i *)(const void *)t->at);
    __m128i hi = _mm_loadu_si128((const __m128i *)(const void *)(t->at + 16));
    mask = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(lo, want)) |
           (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(hi, want)) << 16;
#else
    for (int i = 0; i < CITY_TOURISTS; i++) mask |= (uint32_t)(t->at[i] == sq) << i;
#endif
    return t->count >= 32 ? mask : mask & ((1u << t->count) - 1);
}

int city_tourists_on(const city_tourists *t, int sq, uint8_t ids[CITY_TOURISTS])
{
    int n = 0;
    for (uint32_t m = city_tourists_mask_on(t, sq); m; m &= m - 1)
        ids[n++] = (uint8_t)__builtin_ctz(m);
    return n;
}

void city_tourist_put(city_tourists *t, int id, int sq)
{
    int from = t->at[id];
    t->at[id] = (uint8_t)sq;
    if (from != CITY_OFF_BOARD && from != sq) {
        uint64_t others = 0;
        for (int w = 0; w < CITY_TOURISTS / 8; w++) others |= tourists_at(t, w, from);
        if (!others) t->squares &= ~(1ull << from);
    }
    if (sq != CITY_OFF_BOARD) t->squares |= 1ull << sq;
}

void city_tourists_view_write(const city_tourists *t, metro_wire_out *w)
{
    metro_wire_put_u8(w, t->count);
    metro_wire_put_u8s(w, t->at, t->count);
}

void city_tourists_view_read(city_tourists *t, metro_wire_in *r)
{
    metro_wire_get_u8(r, t->count, t->count, "tourists");
    metro_wire_get_u8s(r, t->at, t->count, 0, CITY_OFF_BOARD, "tourist square");
    t->squares = 0;
    for (int i = 0; i < t->count && !r->bad; i++) {
        if (t->at[i] == CITY_OFF_BOARD) continue;
        if (t->at[i] >= METRO_SQUARES || metro_is_centre(t->at[i]))
            metro_wire_fail(r, "tourist %d: %d is not a square for tourists", i, t->at[i]);
        else
            t->squares |= 1ull << t->at[i];
    }
}

/* ---- Views (include/metro/modules.h) ------------------------------------------ */

int metro_city_slot(const metro_state *s)
{
    for (int i = 0; i < metro_module_count(); i++) {
        const struct metro_module *m = metro_module_get(i);
        if (module_in_play(s, i) && m->group && strcmp(m->group, "city") == 0) return i;
    }
    return -1;
}

static const city_tourists *tourists_of(const metro_state *s)
{
    int slot = metro_city_slot(s);
    return slot >= 0 ? METRO_MODULE_STATE_CONST(city_tourists, s, slot) : NULL;
}

uint64_t metro_city_tourist_squares(const metro_state *s)
{
    const city_tourists *t = tourists_of(s);
    return t ? t->squares : 0;
}

int metro_city_tourists_on(const metro_state *s, int sq, int colour[METRO_CITY_TOURISTS])
{
    const city_tourists *t = tourists_of(s);
    uint8_t ids[CITY_TOURISTS];
    int n = t ? city_tourists_on(t, sq, ids) : 0;
    for (int i = 0; i < n; i++) colour[i] = city_colour(ids[i]);
    return n;
}
