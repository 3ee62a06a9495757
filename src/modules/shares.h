/* What the shares module offers other modules (central stations, §6.1). */
#pragma once

#include "metro/engine.h"

/* Turn `seat`'s share of stack k face up for a central station token: it
 * counts as shown and may no longer be swapped. No-op without shares. */
void shares_show(metro_state *s, int seat, int stack);
