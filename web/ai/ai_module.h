/* The computer players' wasm module for the page's Web Worker
 * (ai_module.c, web/ai_worker.js calls these). */
#pragma once

#include <stdint.h>

#include "metro/engine.h"

/* sizeof(metro_state): the worker checks the bytes it was handed. */
int metro_web_state_bytes(void);
/* A move of `name` (a computer player) for the seat to move in *s, into
 * *out; METRO_OK, or an error when the name is unknown. */
int metro_web_choose(const metro_state *s, const char *name, uint32_t seed_hi, uint32_t seed_lo,
                     int ms, int playouts, metro_move *out);
