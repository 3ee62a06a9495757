/* "How this city plays": a short card the first time a city (a module of
 * the set-up's one-per-game group) is chosen on the set-up screen, with
 * the first paragraph of its F1 page. The settings remember the cities
 * seen (seen_cities=), so each card shows once. */
#pragma once

#include "ui.h"

/* Engine slot `slot` is a city with a card (its screen has a help page). */
bool ui_city_card_has(int slot);
/* The set-up just switched module `slot` on: its card opens if it is a
 * city not seen before, and is marked seen; true then (the settings
 * changed and are to be saved). */
bool ui_city_card_chosen(ui_app *a, int slot);
/* The card (UI_OV_CITY_CARD), over the set-up screen. */
void ui_draw_city_card(const ui_app *a, ui_canvas *cv);
