/* What one seat may see of a game, as bytes for another machine (online play,
 * docs/protocol.md "Seat views"). */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include "metro/engine.h"

enum {
    METRO_VIEW_FORMAT = 1,     /* first byte of every view */
    METRO_VIEW_SPECTATOR = -1, /* the viewer of a spectator: only what is public */
    METRO_VIEW_MAX = 2048,     /* bytes a view takes at most (about 700 in practice) */
};

/* Writes what `seat` (0..players-1, or METRO_VIEW_SPECTATOR) may see of s,
 * field by field. The bytes are a pure function of that: no deck order, no
 * other seat's hand, shares, chits or chips, no seed and no random state,
 * not even in another form (the modules write theirs through their
 * view_write hooks). Returns the length, or -1 if cap is too small or the
 * seat is out of range. */
int metro_view_encode(const metro_state *s, int seat, uint8_t *buf, size_t cap);

/* Reads a view into a complete state. Every value is range-checked, the
 * lines are traced again on the board and must agree with the view, the
 * tiles are counted against the deck: a view from a broken or hostile host
 * is refused, never trusted. What the viewer cannot see is filled by a
 * canonical deal made only from what it can see (metro_redeal_hidden turns
 * it into a random one); the seed is 0 and the random state a constant.
 * *seat receives the viewer. METRO_OK, or METRO_ERR_CONFIG with the reason
 * in why. s is written even on error (unusable then). */
int metro_view_decode(metro_state *s, int *seat, const uint8_t *buf, size_t len, char *why,
                      size_t whylen);
