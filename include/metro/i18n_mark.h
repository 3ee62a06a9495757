/* Marks engine and module texts that the game window shows, so xgettext
 * collects them into po/metro.pot; the engine itself never translates (it has
 * no locale and metro-cli stays English): the window looks each marked text up
 * with _() at the point of drawing. */
#pragma once

#define METRO_N_(s) (s)
