/* The page's computer players: a search goes to the Web Worker that
 * web/page.js starts (web/ai_worker.js, the engine's own wasm module), so
 * that the frames go on while it thinks; its answer comes back through
 * ui_web_search_answer between two frames. Without the worker (it could
 * not start), the search runs in the frame step instead (threads_web.c). */
#include <emscripten.h>

#include "metro/ai.h"
#include "platform/platform.h"
#include "platform/web.h"

static struct pending {
    void (*answer)(void *arg, int rc, const metro_move *m);
    void *arg;
    bool waiting;
    metro_move move; /* the worker's answer is written here */
} pending;

/* Hands the state's bytes to the worker; 0 when there is none. */
EM_JS(int, post_search,
      (const void *state, int n, const char *name, uint32_t seed_hi, uint32_t seed_lo, int ms,
       int playouts, int move_bytes),
      {
          if (!Module.metroSearch) return 0;
          return Module.metroSearch(HEAPU8.slice(state, state + n), UTF8ToString(name), seed_hi,
                                    seed_lo, ms, playouts, move_bytes)
                     ? 1
                     : 0;
      })

bool ui_search_elsewhere(const metro_state *s, const char *ai_name, uint64_t seed,
                         const metro_ai_budget *budget,
                         void (*answer)(void *arg, int rc, const metro_move *m), void *arg)
{
    if (pending.waiting) return false;
    if (!post_search(s, (int)sizeof *s, ai_name, (uint32_t)(seed >> 32), (uint32_t)seed,
                     budget->ms_per_move, budget->max_playouts, (int)sizeof(metro_move)))
        return false;
    pending = (struct pending){.answer = answer, .arg = arg, .waiting = true};
    return true;
}

/* Where page.js writes the worker's move before it calls the answer. */
EMSCRIPTEN_KEEPALIVE metro_move *ui_web_search_move(void)
{
    return &pending.move;
}

EMSCRIPTEN_KEEPALIVE void ui_web_search_answer(int rc)
{
    if (!pending.waiting) return;
    pending.waiting = false;
    pending.answer(pending.arg, rc, &pending.move);
}
