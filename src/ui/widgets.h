/* The generic widgets every screen uses: buttons, dialog cards, switches,
 * steppers. Each registers its hit rect while drawing (immediate mode). */
#pragma once

#include "theme.h"
#include "ui.h"

/* A button; registers a hit rect when enabled. */
void ui_button(ui_app *a, float x, float y, float w, float h, const char *label, int action,
               int arg, bool enabled, bool primary);
/* Dim the screen and draw a centred dialog card of about w x h with a title;
 * returns the card's top-left corner in *x, *y. */
void ui_dialog_card(ui_app *a, float w, float h, float *x, float *y, const char *title);
/* An on/off switch h high and 2h wide (no hit rect: callers size it). */
void ui_switch(ui_app *a, float x, float y, float h, bool on, bool enabled);
/* A switch with a bold label and an optional note under it; the whole row
 * `w` wide is clickable when enabled. */
void ui_toggle(ui_app *a, float x, float y, float w, const char *label, bool on, int action,
               int arg, bool enabled, const char *note);
/* "- N +" ending at x_right: the buttons send `action` with arg_minus and
 * arg_plus; `label` goes on the left (may be NULL). */
void ui_stepper(ui_app *a, float x_right, float y, int value, const char *label, int action,
                int arg_minus, int arg_plus);
