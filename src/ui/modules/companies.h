/* Pieces shared by the modules whose lines score for companies (shares,
 * central stations with shares, solo): the company track, and the two-click
 * share-and-centre-side selection. */
#pragma once

#include "modules/ui_module.h"

enum { SEL_SHARE = 0, SEL_SLOT = 1 }; /* ui_module_sel: share stack, centre side */

/* Company score track: 8 chips with points (with mark_cutoff a bar filling
 * up to 25, where share swaps stop); returns the height used. */
float ui_company_track(const ui_app *a, ui_canvas *cv, float x, float y, float w, bool mark_cutoff);
/* Selects share stack `share` and centre side `slot` (-1 for none). */
void ui_pick(ui_app *a, int share, int slot);
/* Plays a central station token on `slot` showing the current seat's share
 * of stack k; drops the selection when refused. */
void ui_play_token_share(ui_app *a, int slot, int k);
/* A token on `slot` with the selected share (or any share the player may
 * still show) is a legal move now. */
bool ui_token_with_share_possible(const ui_app *a, int slot);
