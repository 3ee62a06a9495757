/* Scrolling (docs/ui.md, "Size"): a view that shows part of a taller
 * content, with a scroll bar; the side panel's column and the page, the
 * card of the set-up screen or of a dialog that is taller than the window.
 * The offsets live in the UI state (input moves them) and are clamped
 * where they are drawn. */
#pragma once

#include "ui.h"

/* `at` kept within 0..max. */
float ui_scroll_clamp(float at, float max);
/* The bar at x beside a view from top, h tall, onto a content `content`
 * tall scrolled by off: its thumb shows where the view is. */
void ui_scroll_bar(ui_draw *d, float unit, float x, float top, float h, float content, float off);

/* The page: a card h tall, from x w wide, a dialog's or the screen's.
 * Returns its top: centred where the window holds it; else the card
 * scrolls by the state's page_scroll in
 * a view the window's height less a unit each side, its drawing and words
 * cut to the view, its controls kept whole (Tab reaches them; a click
 * outside the view takes none) until ui_page_end. */
float ui_page_top(const ui_app *a, ui_canvas *cv, float x, float w, float h, bool dialog);
/* The page begun is done: its scroll bar, the clip put back (once). */
void ui_page_end(const ui_app *a, ui_canvas *cv);
/* The page's control i is out of view at (x, y): it takes no click. */
bool ui_page_hides(const ui_frame *f, int i, float x, float y);

/* Input: the page scrolled by `by` px; false when no page scrolls. */
bool ui_page_scroll(ui_app *a, float by);
/* PageUp / PageDown: the page scrolled by its view less two units. */
bool ui_page_key(ui_app *a, bool down);
/* A control of the page brought into its view (the keyboard's focus). */
void ui_page_reveal(ui_app *a, const ui_hit *h);
/* A new screen, dialog or help page starts at its top (the layout pass);
 * a dialog closed leaves the screen's page where it was. */
void ui_page_follow(ui_app *a);
