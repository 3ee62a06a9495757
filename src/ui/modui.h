/* Module-specific views and actions (docs/rules.md §6): shares board, central
 * station sockets, station chits, solo panel, module end screens, set-up. */
#pragma once

#include "ui.h"

/* Actions of the module views (ui_do_action hands them to ui_modui_action). */
enum ui_modui_action {
    UI_ACT_MODUI_FIRST = 100,
    UI_ACT_SHARE_PICK = UI_ACT_MODUI_FIRST, /* arg: stack of one of your shares */
    UI_ACT_SHARE_TAKE,                      /* arg: 0 face-up card, 1 top of the stack */
    UI_ACT_TOKEN_SLOT,                      /* arg: centre slot 0..7 */
    UI_ACT_REFUSE,                          /* arg: hand slot */
    UI_ACT_MODUI_CANCEL,
    UI_ACT_SETUP_SOLO_HARD, /* set-up: toggle the harder solo variant (arg: slot) */
    UI_ACT_MODUI_LAST,
};

/* Seat whose secrets (shares, chits) may be shown now, -1 for none: the only
 * human, or the human to move once confirmed (hotseat privacy). */
int ui_private_seat(const ui_app *a);
/* True when the human to move may act now (hand visible, no AI busy). */
bool ui_modui_my_turn(const ui_app *a);
/* Plays a module move given as text ("swap:20:up"); notice on refusal. */
bool ui_modui_play_text(ui_app *a, const char *text);
/* Handles UI_ACT_MODUI_*; false if the action is not one of them. */
bool ui_modui_action(ui_app *a, int action, int arg);
/* Selection that is still valid (cleared by any change of the game). */
int ui_modui_share_sel(const ui_app *a);
int ui_modui_token_slot(const ui_app *a);
/* Mixed into the cached layer's signature. */
uint32_t ui_modui_signature(const ui_app *a);

/* The players' rows when a module changes what a seat scores: a note in
 * place of "N to score" (NULL: none), and the number to show (false: none
 * yet, e.g. shares pay only at the end). */
const char *ui_modui_seat_note(const ui_app *a);
bool ui_modui_seat_score(const ui_app *a, int seat, int *score);

/* A seat's public shares (shown for a central station token) as small chips
 * ending at xr; returns the width used. */
float ui_modui_seat_public(ui_app *a, int seat, float xr, float y);

/* A module move in words for the log ("swaps a 20 % share (face-up card)"). */
void ui_modui_describe(const metro_state *before, const metro_move *m, char *out, size_t n);

/* Company score track: 8 chips with points; returns the height used. */
float ui_company_track(ui_app *a, float x, float y, float w, bool mark_cutoff);

/* Panels (entries of module_panels in view_panel.c). */
bool ui_panel_shares_wanted(const ui_app *a);
float ui_panel_shares(ui_app *a, float x, float y, float w);
bool ui_panel_chits_wanted(const ui_app *a);
float ui_panel_chits(ui_app *a, float x, float y, float w);
bool ui_panel_solo_wanted(const ui_app *a);
bool ui_panel_tokens_wanted(const ui_app *a);
float ui_panel_tokens(ui_app *a, float x, float y, float w);
float ui_panel_solo(ui_app *a, float x, float y, float w);
/* Modules that have their own controls (their moves get no generic button). */
bool ui_module_has_own_ui(const char *id);

/* Board: free centre sides as sockets for a token (static layer). */
void ui_draw_token_sockets(ui_app *a);

/* Board: your station chits outlined (only while they may be shown). */
void ui_draw_chit_marks(ui_app *a);

/* End screen of a module game; false when the base end screen fits. */
bool ui_draw_end_modules(ui_app *a);

/* Set-up: module toggles with options; returns the height used. */
float ui_setup_modules(ui_app *a, float x, float y, float w);
/* Set-up actions on modules (UI_ACT_MODULE, UI_ACT_MODULE_OPT, players). */
void ui_setup_module_toggle(ui_setup *s, int slot);
void ui_setup_players_changed(ui_setup *s);
