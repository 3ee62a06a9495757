/* Which sound effect a move makes (lay, computer move, lines, the end). */
#pragma once

#include "metro/game.h"
#include "core/sound.h"

/* Plays the effects of move m, just played from `before` to `after`: the
 * knock of a lay (lighter for a computer player), a chime for the longest
 * line it completed (its own one into the centre), the fanfare at the end. */
void ui_sound_cue_move(ui_sound *snd, const metro_state *before, const metro_state *after,
                       const metro_move *m, bool by_computer);
