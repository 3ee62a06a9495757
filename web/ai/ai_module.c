/* The computer players for the page's Web Worker (web/ai_worker.js): the
 * engine, the modules and the players as a wasm module of their own, so
 * that a search never holds up the page's frames. One call: a game state
 * (the bytes of a metro_state, as the window's own wasm module lays it out:
 * the same sources, the same compiler) and the player's name and budget in,
 * a move out. */
#include <emscripten.h>
#include <string.h>

#include "ai_module.h"
#include "metro/ai.h"

/* The state's size, for the worker to check what it was handed. */
EMSCRIPTEN_KEEPALIVE int metro_web_state_bytes(void)
{
    return (int)sizeof(metro_state);
}

/* Writes the move into `out` (sizeof(metro_move) bytes); METRO_OK, or an
 * error when the name is unknown or no legal move was found. */
EMSCRIPTEN_KEEPALIVE int metro_web_choose(const metro_state *s, const char *name, uint32_t seed_hi,
                                          uint32_t seed_lo, int ms, int playouts, metro_move *out)
{
    const metro_ai *ai = metro_ai_find(name);
    if (!ai) return METRO_ERR_CONFIG;
    metro_ai_budget budget = {
        .ms_per_move = ms, .max_playouts = playouts, .wall_clock = true, .threads = 1};
    memset(out, 0, sizeof *out);
    return metro_ai_choose(ai, s, (uint64_t)seed_hi << 32 | seed_lo, &budget, out);
}
