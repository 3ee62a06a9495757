/* The cached layer's signature: the UI state and the game hashed as values. */
#include <stddef.h>
#include <string.h>

#include "core/layer_signature.h"

/* Each step is a bijection of h for a given input, so changing one input
 * word always changes the result (no two single-field edits collide). */
static uint64_t mix(uint64_t h, uint64_t v)
{
    h = (h ^ v) * 0x100000001B3ull;
    return h ^ h >> 29;
}

static uint64_t mix_bytes(uint64_t h, const void *p, size_t n)
{
    const unsigned char *b = p;
    for (; n >= 8; n -= 8, b += 8) {
        uint64_t v;
        memcpy(&v, b, 8);
        h = mix(h, v);
    }
    for (; n; n--, b++) h = mix(h, *b);
    return h;
}

uint64_t ui_layer_signature(const ui_state *ui, const ui_hit *hovered, const metro_game *g,
                            int game_gen, int w, int h)
{
    uint64_t sig = mix_bytes(0xCBF29CE484222325ull, ui, offsetof(ui_state, pointer));
    int v[] = {
        w,          h,       hovered ? hovered->action : -1, hovered ? hovered->arg : -1, g->cursor,
        g->n_moves, game_gen};
    sig = mix_bytes(sig, v, sizeof v);
    sig = mix_bytes(sig, &g->state, sizeof g->state);
    return mix_bytes(sig, g->seat, sizeof g->seat);
}
